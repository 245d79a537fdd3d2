import type { Catalogue } from '../en.ts';

export const filesEs: Catalogue['files'] = {
  errors: {
    tooBig: 'La imágen es demasiado grande',
    badFormat: 'Formato de archivo inválido',
    imageUploadFailed: 'Ocurrió un error al subir la imagen, por favor intente nuevamente',
  },
};
