import type { Catalogue } from '../en.ts';

/** Erantzunen arau partekatuen mezuak. */
export const answersEu: Catalogue['answers'] = {
  errors: {
    required: '* Derrigorrezko erantzuna',
    conditionRequired: '* Derrigorrezko baldintzazko atala',
    missingRequired: 'Derrigorrezko eremu batzuk bete gabe daude.',
    citizenRequired: 'Herritarra derrigorrezkoa da',
    integer: 'Baliozko zenbaki oso batekin erantzun behar duzu.',
    decimal: 'Baliozko zenbaki hamartar batekin erantzun behar duzu.',
    tooLong: 'Erantzunak ezin ditu 10.000 karaktere gainditu.',
    date: 'Idatzi baliozko data bat.',
    time: 'Idatzi baliozko ordu bat (24 orduko formatuan).',
    link: 'Idatzi baliozko esteka bat (https://…).',
    signatoryRequired: 'Sinadura igotzeko, sinatzailearen izena bete behar duzu',
    signatureMissing: 'Irudia igotzea falta da',
    tampered: 'Erantzuna ez dator bat inprimakiarekin. Kargatu berriro orria eta saiatu berriro.',
  },
  review: {
    errors: {
      dateAndRange: 'Aukeratu egun bat edo tarte bat, ez biak.',
      rangeIncomplete: 'Aukeratu tartearen hasiera eta amaiera.',
      rangeOrder: 'Tarteak hasierako egunean edo haren ondoren amaitu behar du.',
      dniNumeric: 'NANak zenbakiak baino ez ditu.',
    },
  },
};
