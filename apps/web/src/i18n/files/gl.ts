import type { Catalogue } from '../en.ts';

export const filesGl: Catalogue['files'] = {
  errors: {
    tooBig: 'A imaxe é demasiado grande',
    badFormat: 'Formato de ficheiro non válido',
    imageUploadFailed: 'Produciuse un erro ao subir a imaxe. Ténteo de novo',
  },
};
