import type { BookingCatalogue } from './es.ts';

/** The embedded booking page, in Basque (see es.ts). */
export const eu: BookingCatalogue = {
  htmlTitle: 'Hitzorduen erreserba',
  language: 'Hizkuntza',
  brand: 'Hitzorduak (erakustaldia)',
  demoNote: 'Cabildoren erakustaldiko hitzordu-sistema. Ekoizpenean, udalaren sistema irekitzen da hemen.',
  heading: 'Hartu hitzordua',
  intro: 'Aukeratu zure hitzorduaren eguna eta ordua izapide honetarako: {{code}}.',
  procedure: 'Izapidea',
  form: 'Inprimakia',
  code: 'Erantzunaren kodea',
  agenda: 'Agenda',
  citizen: 'Herritarra',
  document: 'Dokumentua',
  email: 'Helbide elektronikoa',
  noCitizen: 'Herritarraren daturik gabe',
  slotsZone: 'Egunak eta orduak udalerriaren ordu-eremuan ({{zone}}).',
  slotsLegend: 'Hitzordu libreak',
  slotTaken: 'Hitzordu hori oraintxe erreserbatu da. Aukeratu beste bat.',
  chooseSlot: 'Aukeratu hitzordu bat.',
  confirm: 'Berretsi hitzordua',
  bookedTitle: 'Hitzordua erreserbatuta',
  bookedBody: 'Zure hitzordua erreserbatuta dago. Ekarri zure nortasun-agiria.',
  bookedWhen: 'Eguna eta ordua',
  backToCabildo: 'Itzuli izapidearen orrira',
  invalidTitle: 'Ezin izan da erreserba ireki',
  invalidBody:
    'Erreserba-esteka ez da baliozkoa edo iraungita dago. Itzuli izapidearen orrira eta sakatu berriro hitzorduen botoia.',
  noSlots: 'Ez dago hitzordu librerik hurrengo egunetan.',
};
