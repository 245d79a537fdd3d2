import type { Catalogue } from '../en.ts';

export const citizenPortalGl: Catalogue['citizen-portal'] = {
  session: {
    verifying: 'Verificando a súa sesión…',
    verifyingBody: 'Estamos a consultar co Portal Cidadán quen é vostede. Isto leva un momento.',
    errorTitle: 'Erro ao acceder desde o Portal Cidadán',
    errorBody: 'Produciuse un erro ao verificar a súa sesión. Volva acceder desde o Portal Cidadán.',
    loadError: 'Non se puideron cargar os seus trámites.',
    retry: 'Tentar de novo',
  },
  citizen: {
    answeringAs: 'Respondendo como',
    dni: 'DNI {{dni}}',
    user: 'Usuario do portal {{username}}',
    myAnswers: 'Os meus trámites',
  },
  answers: {
    title: 'Os meus trámites',
    greeting: '{{name}} · Usuario do portal {{username}}',
    label: 'As súas respostas',
    loading: 'Cargando os seus trámites…',
    empty: 'Non se atoparon resultados',
    columns: {
      code: 'Código',
      form: 'Formulario',
      date: 'Data de resposta',
      state: 'Estado actual',
      review: 'Revisión',
    },
    noState: '-',
    badges: { inReview: 'En revisión', toCorrect: 'Para corrixir', approved: 'Aprobado' },
    revision: 'Completar os cambios solicitados',
    revisionOf: 'Completar os cambios solicitados en {{code}}',
    total_one: '{{count}} trámite',
    total_other: '{{count}} trámites',
    pager: {
      label: 'Páxinas',
      previous: 'Páxina anterior',
      next: 'Páxina seguinte',
      page: 'Páxina {{page}} de {{pages}}',
    },
  },
  saved: {
    myAnswers: 'Ver os meus trámites',
  },
};
