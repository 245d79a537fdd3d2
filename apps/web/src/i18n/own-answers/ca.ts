import type { Catalogue } from '../en.ts';

export const ownAnswersCa: Catalogue['own-answers'] = {
  title: 'Les meves respostes',
  loading: 'Cercant respostes, espereu...',
  empty: 'No hi ha respostes disponibles.',
  loadError: "No s'han pogut carregar les respostes.",
  formNotFound: "No s'ha trobat el formulari.",
  home: "Vés a l'inici",
  columns: {
    id: 'ID',
    code: 'Destinatari',
    date: 'Data i hora',
    actions: 'Accions',
  },
  actions: {
    update: 'Actualitza la resposta {{code}}',
    view: 'Mostra la resposta {{code}}',
  },
  total_one: '{{count}} resposta',
  total_other: '{{count}} respostes',
  pager: {
    label: 'Pàgines',
    previous: 'Pàgina anterior',
    next: 'Pàgina següent',
    page: 'Pàgina {{page}} de {{pages}}',
  },
};
