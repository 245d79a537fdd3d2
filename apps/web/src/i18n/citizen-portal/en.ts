/** The citizen portal's pages: its session cards, the answer screen's citizen, the citizen's answers. */
export const citizenPortalEn = {
  session: {
    verifying: 'Verifying your session…',
    verifyingBody: 'We are checking with the Citizen Portal who you are. This takes a moment.',
    errorTitle: 'Error signing in from the Citizen Portal',
    errorBody: 'An error occurred while verifying your session, sign in again from the Citizen Portal.',
    loadError: 'Your procedures could not be loaded.',
    retry: 'Try again',
  },
  citizen: {
    answeringAs: 'Answering as',
    dni: 'DNI {{dni}}',
    user: 'Portal user {{username}}',
    myAnswers: 'My procedures',
  },
  answers: {
    title: 'My procedures',
    greeting: '{{name}} · Portal user {{username}}',
    label: 'Your answers',
    loading: 'Loading your procedures…',
    empty: 'No results found',
    columns: {
      code: 'Code',
      form: 'Form',
      date: 'Answered on',
      state: 'Current state',
      review: 'Review',
    },
    noState: '-',
    badges: { inReview: 'In review', toCorrect: 'To correct', approved: 'Approved' },
    revision: 'Complete the requested changes',
    revisionOf: 'Complete the changes requested on {{code}}',
    total_one: '{{count}} procedure',
    total_other: '{{count}} procedures',
    pager: {
      label: 'Pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}} of {{pages}}',
    },
  },
  saved: {
    myAnswers: 'See my procedures',
  },
};
