import type { Catalogue } from '../en.ts';

/** Textos da exportación a Excel da lista de respostas. */
export const answersExportGl: Catalogue['answers-export'] = {
  button: 'Exportar a Excel',
  warning: 'Con moitas respostas a exportación pode tardar; mentres tanto, pode seguir traballando.',
  preparing: 'Preparando o ficheiro…',
  progress_one: 'Exportando {{rows}} resposta: {{size}} recibidos',
  progress_other: 'Exportando {{rows}} respostas: {{size}} recibidos',
  progressUnknown: 'Exportando: {{size}} recibidos',
  cancel: 'Cancelar',
  done_one: 'Exportouse {{rows}} resposta.',
  done_other: 'Exportáronse {{rows}} respostas.',
  failed: 'Produciuse un erro ao xerar o ficheiro. Volva atrás e entre de novo na lista',
  forbidden: 'Non ten permisos para exportar as respostas deste formulario.',
};
