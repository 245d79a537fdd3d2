import type { Catalogue } from '../en.ts';

export const ownAnswersEu: Catalogue['own-answers'] = {
  title: 'Nire erantzunak',
  loading: 'Erantzunak bilatzen, itxaron...',
  empty: 'Ez dago erantzunik eskuragarri.',
  loadError: 'Ezin izan dira erantzunak kargatu.',
  formNotFound: 'Ez da inprimakia aurkitu.',
  home: 'Joan hasierara',
  columns: {
    id: 'ID',
    code: 'Hartzailea',
    date: 'Data eta ordua',
    actions: 'Ekintzak',
  },
  actions: {
    update: 'Eguneratu erantzuna: {{code}}',
    view: 'Ikusi erantzuna: {{code}}',
  },
  total_one: '{{count}} erantzun',
  total_other: '{{count}} erantzun',
  pager: {
    label: 'Orriak',
    previous: 'Aurreko orria',
    next: 'Hurrengo orria',
    page: '{{page}}/{{pages}} orria',
  },
};
