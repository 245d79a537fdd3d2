import type { BookingCatalogue } from './es.ts';

/** The embedded booking page, in English (see es.ts). */
export const en: BookingCatalogue = {
  htmlTitle: 'Appointment booking',
  language: 'Language',
  brand: 'Appointments (demo)',
  demoNote: "Cabildo's demo booking system. In production, the municipality's own opens here.",
  heading: 'Book an appointment',
  intro: 'Choose the day and time of your appointment for procedure {{code}}.',
  procedure: 'Procedure',
  form: 'Form',
  code: 'Answer code',
  agenda: 'Agenda',
  citizen: 'Citizen',
  document: 'ID number',
  email: 'E-mail',
  noCitizen: 'No citizen data',
  slotsZone: "Days and times in the municipality's time zone ({{zone}}).",
  slotsLegend: 'Available appointments',
  slotTaken: 'That appointment was just booked. Choose another one.',
  chooseSlot: 'Choose an appointment.',
  confirm: 'Confirm appointment',
  bookedTitle: 'Appointment booked',
  bookedBody: 'Your appointment is booked. Bring your ID with you.',
  bookedWhen: 'Date and time',
  backToCabildo: "Back to your procedure's page",
  invalidTitle: 'The booking could not be opened',
  invalidBody:
    'The booking link is not valid or has expired. Go back to the procedure page and press the appointment button again.',
  noSlots: 'There are no free appointments in the coming days.',
};
