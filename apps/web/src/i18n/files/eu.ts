import type { Catalogue } from '../en.ts';

export const filesEu: Catalogue['files'] = {
  errors: {
    tooBig: 'Irudia handiegia da',
    badFormat: 'Fitxategi-formatu baliogabea',
    imageUploadFailed: 'Errore bat gertatu da irudia igotzean. Saiatu berriro.',
  },
};
