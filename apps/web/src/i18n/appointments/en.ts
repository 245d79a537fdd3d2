/** Appointments: the editor's agenda picker and the saved page's way on to the booking system. */
export const appointmentsEn = {
  picker: {
    help: "The agenda of the municipality's booking system in which the person books an appointment after answering. The e-mail copy is off while appointments are on.",
    agenda: 'Agenda',
    none: 'No agenda',
    loading: 'Loading the agendas…',
    loadError: 'The agendas could not be loaded from the booking system.',
    retry: 'Try again',
    chooseAreaFirst: 'Choose the form’s area first: the agendas are those of its municipality.',
    tenant: 'Booking system tenant: {{tenant}}',
    missing: 'This agenda is no longer offered by the booking system.',
  },
  saved: {
    intro: 'This procedure continues with an appointment. Book it now.',
    book: 'Continue to book an appointment',
    redirecting: 'Opening the booking system…',
    error: 'The information could not be loaded. If the problem persists, contact the municipality.',
  },
};
