import type { Catalogue } from '../en.ts';

export const ownAnswersPt: Catalogue['own-answers'] = {
  title: 'As minhas respostas',
  loading: 'A procurar respostas, aguarde...',
  empty: 'Não há respostas disponíveis.',
  loadError: 'Não foi possível carregar as respostas.',
  formNotFound: 'O formulário não foi encontrado.',
  home: 'Ir para o início',
  columns: {
    id: 'ID',
    code: 'Destinatário',
    date: 'Data e hora',
    actions: 'Ações',
  },
  actions: {
    update: 'Atualizar a resposta {{code}}',
    view: 'Ver a resposta {{code}}',
  },
  total_one: '{{count}} resposta',
  total_other: '{{count}} respostas',
  pager: {
    label: 'Páginas',
    previous: 'Página anterior',
    next: 'Página seguinte',
    page: 'Página {{page}} de {{pages}}',
  },
};
