import type { Catalogue } from '../en.ts';

export const filesCa: Catalogue['files'] = {
  errors: {
    tooBig: 'La imatge és massa gran',
    badFormat: 'Format de fitxer no vàlid',
    imageUploadFailed: "S'ha produït un error en penjar la imatge. Torneu-ho a provar",
  },
};
