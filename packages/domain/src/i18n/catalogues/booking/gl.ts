import type { BookingCatalogue } from './es.ts';

/** The embedded booking page, in Galician (see es.ts). */
export const gl: BookingCatalogue = {
  htmlTitle: 'Reserva de cita previa',
  language: 'Idioma',
  brand: 'Cita previa (demostración)',
  demoNote: 'Sistema de cita previa de demostración de Cabildo. En produción, aquí ábrese o do concello.',
  heading: 'Reservar unha cita',
  intro: 'Escolla o día e a hora da súa cita para o trámite {{code}}.',
  procedure: 'Trámite',
  form: 'Formulario',
  code: 'Código da resposta',
  agenda: 'Axenda',
  citizen: 'Cidadán',
  document: 'Documento',
  email: 'Correo electrónico',
  noCitizen: 'Sen datos do cidadán',
  slotsZone: 'Días e horas no fuso horario do concello ({{zone}}).',
  slotsLegend: 'Citas dispoñibles',
  slotTaken: 'Esa cita acaba de ser reservada. Escolla outra.',
  chooseSlot: 'Escolla unha cita.',
  confirm: 'Confirmar a cita',
  bookedTitle: 'Cita reservada',
  bookedBody: 'A súa cita quedou reservada. Preséntese co seu documento de identidade.',
  bookedWhen: 'Día e hora',
  backToCabildo: 'Volver á páxina do trámite',
  invalidTitle: 'Non se puido abrir a reserva',
  invalidBody:
    'A ligazón de reserva non é válida ou caducou. Volva á páxina do trámite e prema de novo o botón de cita previa.',
  noSlots: 'Non quedan citas libres nos próximos días.',
};
