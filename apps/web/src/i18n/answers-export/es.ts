import type { Catalogue } from '../en.ts';

/** Textos de la exportación a Excel del listado de respuestas. */
export const answersExportEs: Catalogue['answers-export'] = {
  button: 'Exportar a Excel',
  warning: 'Con muchas respuestas la exportación puede demorar; puede seguir trabajando mientras tanto.',
  preparing: 'Preparando el archivo…',
  progress_one: 'Exportando {{rows}} respuesta: {{size}} recibidos',
  progress_other: 'Exportando {{rows}} respuestas: {{size}} recibidos',
  progressUnknown: 'Exportando: {{size}} recibidos',
  cancel: 'Cancelar',
  done_one: 'Se exportó {{rows}} respuesta.',
  done_other: 'Se exportaron {{rows}} respuestas.',
  failed: 'Ocurrió un error al generar el archivo, por favor vuelva atrás e ingrese nuevamente al listado',
  forbidden: 'No tiene permisos para exportar las respuestas de este formulario.',
};
