import type { Catalogue } from '../en.ts';

export const citizenPortalCa: Catalogue['citizen-portal'] = {
  session: {
    verifying: 'Verificant la vostra sessió…',
    verifyingBody: 'Estem consultant al Portal Ciutadà qui sou. Això triga un moment.',
    errorTitle: 'Error en accedir des del Portal Ciutadà',
    errorBody:
      "S'ha produït un error en verificar la vostra sessió. Torneu a accedir-hi des del Portal Ciutadà.",
    loadError: "No s'han pogut carregar els vostres tràmits.",
    retry: 'Torna-ho a provar',
  },
  citizen: {
    answeringAs: 'Responent com a',
    dni: 'DNI {{dni}}',
    user: 'Usuari del portal {{username}}',
    myAnswers: 'Els meus tràmits',
  },
  answers: {
    title: 'Els meus tràmits',
    greeting: '{{name}} · Usuari del portal {{username}}',
    label: 'Les vostres respostes',
    loading: 'Carregant els vostres tràmits…',
    empty: "No s'ha trobat cap resultat",
    columns: {
      code: 'Codi',
      form: 'Formulari',
      date: 'Data de resposta',
      state: 'Estat actual',
      review: 'Revisió',
    },
    noState: '-',
    badges: { inReview: 'En revisió', toCorrect: 'Per corregir', approved: 'Aprovat' },
    revision: 'Completa els canvis sol·licitats',
    revisionOf: 'Completa els canvis sol·licitats a {{code}}',
    total_one: '{{count}} tràmit',
    total_other: '{{count}} tràmits',
    pager: {
      label: 'Pàgines',
      previous: 'Pàgina anterior',
      next: 'Pàgina següent',
      page: 'Pàgina {{page}} de {{pages}}',
    },
  },
  saved: {
    myAnswers: 'Mostra els meus tràmits',
  },
};
