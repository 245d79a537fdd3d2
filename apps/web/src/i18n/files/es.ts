import type { Catalogue } from '../en.ts';

export const filesEs: Catalogue['files'] = {
  errors: {
    tooBig: 'La imágen es demasiado grande',
    badFormat: 'Formato de archivo inválido',
    uploadFailed: 'Ha ocurrido un error al subir el documento seleccionado. Por favor vuelva a intentarlo.',
  },
};
