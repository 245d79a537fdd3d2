import type { Catalogue } from '../en.ts';

export const citizenPortalPt: Catalogue['citizen-portal'] = {
  session: {
    verifying: 'A verificar a sua sessão…',
    verifyingBody: 'Estamos a confirmar junto do Portal do Munícipe quem é. Isto demora um momento.',
    errorTitle: 'Erro ao entrar a partir do Portal do Munícipe',
    errorBody: 'Ocorreu um erro ao verificar a sua sessão. Volte a entrar a partir do Portal do Munícipe.',
    loadError: 'Não foi possível carregar os seus processos.',
    retry: 'Tentar novamente',
  },
  citizen: {
    answeringAs: 'A responder como',
    dni: 'DNI {{dni}}',
    user: 'Utilizador do portal {{username}}',
    myAnswers: 'Os meus processos',
  },
  answers: {
    title: 'Os meus processos',
    greeting: '{{name}} · Utilizador do portal {{username}}',
    label: 'As suas respostas',
    loading: 'A carregar os seus processos…',
    empty: 'Não foram encontrados resultados',
    columns: {
      code: 'Código',
      form: 'Formulário',
      date: 'Data da resposta',
      state: 'Estado atual',
      review: 'Revisão',
    },
    noState: '-',
    badges: { inReview: 'Em revisão', toCorrect: 'A corrigir', approved: 'Aprovado' },
    revision: 'Concluir as alterações pedidas',
    revisionOf: 'Concluir as alterações pedidas em {{code}}',
    total_one: '{{count}} processo',
    total_other: '{{count}} processos',
    pager: {
      label: 'Páginas',
      previous: 'Página anterior',
      next: 'Página seguinte',
      page: 'Página {{page}} de {{pages}}',
    },
  },
  saved: {
    myAnswers: 'Ver os meus processos',
  },
};
