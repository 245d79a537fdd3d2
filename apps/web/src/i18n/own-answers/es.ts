import type { Catalogue } from '../en.ts';

export const ownAnswersEs: Catalogue['own-answers'] = {
  title: 'Mis respuestas',
  loading: 'Buscando respuestas, por favor espere...',
  empty: 'No hay respuestas disponibles.',
  loadError: 'No se pudieron cargar las respuestas.',
  formNotFound: 'No se encontró el formulario.',
  home: 'Ir al inicio',
  columns: {
    id: 'ID',
    code: 'Destinatario',
    date: 'Fecha y hora',
    actions: 'Acciones',
  },
  actions: {
    update: 'Actualizar la respuesta {{code}}',
    view: 'Ver la respuesta {{code}}',
  },
  total_one: '{{count}} respuesta',
  total_other: '{{count}} respuestas',
  pager: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: 'Página {{page}} de {{pages}}',
  },
};
