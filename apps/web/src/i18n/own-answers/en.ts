/** Texts of the own-answers page (spec part 3 §2 "Own answers"). */
export const ownAnswersEn = {
  title: 'My answers',
  loading: 'Searching answers, please wait...',
  empty: 'There are no answers available.',
  loadError: 'The answers could not be loaded.',
  formNotFound: 'The form could not be found.',
  home: 'Go to home',
  columns: {
    id: 'ID',
    code: 'Recipient',
    date: 'Date and time',
    actions: 'Actions',
  },
  actions: {
    update: 'Update answer {{code}}',
    view: 'View answer {{code}}',
  },
  total_one: '{{count}} answer',
  total_other: '{{count}} answers',
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {{page}} of {{pages}}',
  },
};
