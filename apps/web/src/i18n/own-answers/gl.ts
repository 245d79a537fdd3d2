import type { Catalogue } from '../en.ts';

export const ownAnswersGl: Catalogue['own-answers'] = {
  title: 'As miñas respostas',
  loading: 'Buscando respostas, agarde...',
  empty: 'Non hai respostas dispoñibles.',
  loadError: 'Non se puideron cargar as respostas.',
  formNotFound: 'Non se atopou o formulario.',
  home: 'Ir ao inicio',
  columns: {
    id: 'ID',
    code: 'Destinatario',
    date: 'Data e hora',
    actions: 'Accións',
  },
  actions: {
    update: 'Actualizar a resposta {{code}}',
    view: 'Ver a resposta {{code}}',
  },
  total_one: '{{count}} resposta',
  total_other: '{{count}} respostas',
  pager: {
    label: 'Páxinas',
    previous: 'Páxina anterior',
    next: 'Páxina seguinte',
    page: 'Páxina {{page}} de {{pages}}',
  },
};
