import type { Catalogue } from '../en.ts';

export const filesPt: Catalogue['files'] = {
  errors: {
    tooBig: 'A imagem é demasiado grande',
    badFormat: 'Formato de ficheiro inválido',
    imageUploadFailed: 'Ocorreu um erro ao carregar a imagem. Tente novamente.',
  },
};
