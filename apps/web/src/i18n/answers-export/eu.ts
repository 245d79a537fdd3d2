import type { Catalogue } from '../en.ts';

/** Erantzunen zerrenda Excelera esportatzeko testuak. */
export const answersExportEu: Catalogue['answers-export'] = {
  button: 'Esportatu Excelera',
  warning:
    'Erantzun asko badaude, esportazioak denbora behar izan dezake; bitartean, lanean jarrai dezakezu.',
  preparing: 'Fitxategia prestatzen…',
  progress_one: '{{rows}} erantzun esportatzen: {{size}} jasota',
  progress_other: '{{rows}} erantzun esportatzen: {{size}} jasota',
  progressUnknown: 'Esportatzen: {{size}} jasota',
  cancel: 'Utzi',
  done_one: '{{rows}} erantzun esportatu da.',
  done_other: '{{rows}} erantzun esportatu dira.',
  failed: 'Errore bat gertatu da fitxategia sortzean. Itzuli atzera eta ireki berriro zerrenda.',
  forbidden: 'Ez duzu inprimaki honen erantzunak esportatzeko baimenik.',
};
