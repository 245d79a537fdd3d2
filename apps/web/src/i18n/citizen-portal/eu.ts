import type { Catalogue } from '../en.ts';

export const citizenPortalEu: Catalogue['citizen-portal'] = {
  session: {
    verifying: 'Zure saioa egiaztatzen…',
    verifyingBody: 'Nor zaren egiaztatzen ari gara Herritarren Atariarekin. Une bat besterik ez da.',
    errorTitle: 'Errorea Herritarren Ataritik sartzean',
    errorBody: 'Errore bat gertatu da zure saioa egiaztatzean. Sartu berriro Herritarren Ataritik.',
    loadError: 'Ezin izan dira zure izapideak kargatu.',
    retry: 'Saiatu berriro',
  },
  citizen: {
    answeringAs: 'Erantzulea',
    dni: 'NAN {{dni}}',
    user: 'Atariko erabiltzailea: {{username}}',
    myAnswers: 'Nire izapideak',
  },
  answers: {
    title: 'Nire izapideak',
    greeting: '{{name}} · Atariko erabiltzailea: {{username}}',
    label: 'Zure erantzunak',
    loading: 'Zure izapideak kargatzen…',
    empty: 'Ez da emaitzarik aurkitu',
    columns: {
      code: 'Kodea',
      form: 'Inprimakia',
      date: 'Erantzun-data',
      state: 'Uneko egoera',
      review: 'Berrikuspena',
    },
    noState: '-',
    badges: { inReview: 'Berrikusten', toCorrect: 'Zuzentzeko', approved: 'Onartua' },
    revision: 'Osatu eskatutako aldaketak',
    revisionOf: 'Osatu eskatutako aldaketak: {{code}}',
    total_one: '{{count}} izapide',
    total_other: '{{count}} izapide',
    pager: {
      label: 'Orriak',
      previous: 'Aurreko orria',
      next: 'Hurrengo orria',
      page: '{{page}}/{{pages}} orria',
    },
  },
  saved: {
    myAnswers: 'Ikusi nire izapideak',
  },
};
