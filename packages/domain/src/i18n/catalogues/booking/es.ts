/**
 * The embedded booking page (the stand-in for the municipality's booking system that Cabildo
 * serves when BOOKING_URL is unset), in Spanish. Read by the server's i18next instance.
 */
export const es = {
  htmlTitle: 'Reserva de turnos',
  language: 'Idioma',
  brand: 'Turnos (demostración)',
  demoNote: 'Sistema de turnos de demostración de Cabildo. En producción, aquí se abre el del municipio.',
  heading: 'Reservar un turno',
  intro: 'Elija el día y la hora de su turno para el trámite {{code}}.',
  procedure: 'Trámite',
  form: 'Formulario',
  code: 'Código de respuesta',
  agenda: 'Agenda',
  citizen: 'Ciudadano',
  document: 'Documento',
  email: 'Correo electrónico',
  noCitizen: 'Sin datos del ciudadano',
  slotsZone: 'Días y horas en la zona horaria del municipio ({{zone}}).',
  slotsLegend: 'Turnos disponibles',
  slotTaken: 'Ese turno acaba de ser reservado. Elija otro.',
  chooseSlot: 'Elija un turno.',
  confirm: 'Confirmar turno',
  bookedTitle: 'Turno reservado',
  bookedBody: 'Su turno quedó reservado. Preséntese con su documento.',
  bookedWhen: 'Día y hora',
  backToCabildo: 'Volver a la página del trámite',
  invalidTitle: 'No se pudo abrir la reserva',
  invalidBody:
    'El enlace de reserva no es válido o venció. Vuelva a la página del trámite y presione de nuevo el botón de turnos.',
  noSlots: 'No quedan turnos libres en los próximos días.',
};
export type BookingCatalogue = typeof es;
