import type { BookingCatalogue } from './es.ts';

/** The embedded booking page, in Catalan (see es.ts). */
export const ca: BookingCatalogue = {
  htmlTitle: 'Reserva de cita prèvia',
  language: 'Idioma',
  brand: 'Cita prèvia (demostració)',
  demoNote: "Sistema de cita prèvia de demostració de Cabildo. En producció, aquí s'obre el de l'ajuntament.",
  heading: 'Reserveu una cita',
  intro: "Trieu el dia i l'hora de la vostra cita per al tràmit {{code}}.",
  procedure: 'Tràmit',
  form: 'Formulari',
  code: 'Codi de la resposta',
  agenda: 'Agenda',
  citizen: 'Ciutadà',
  document: 'Document',
  email: 'Correu electrònic',
  noCitizen: 'Sense dades del ciutadà',
  slotsZone: 'Dies i hores en la zona horària del municipi ({{zone}}).',
  slotsLegend: 'Cites disponibles',
  slotTaken: "Aquesta cita s'acaba de reservar. Trieu-ne una altra.",
  chooseSlot: 'Trieu una cita.',
  confirm: 'Confirma la cita',
  bookedTitle: 'Cita reservada',
  bookedBody: "La vostra cita ha quedat reservada. Porteu el vostre document d'identitat.",
  bookedWhen: 'Dia i hora',
  backToCabildo: 'Torna a la pàgina del tràmit',
  invalidTitle: "No s'ha pogut obrir la reserva",
  invalidBody:
    "L'enllaç de reserva no és vàlid o ha caducat. Torneu a la pàgina del tràmit i premeu de nou el botó de cita prèvia.",
  noSlots: 'No queden cites lliures els pròxims dies.',
};
