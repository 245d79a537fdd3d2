/** Texts of the answerView feature. */
export const answerViewEn = {
  toolbar: {
    label: 'Answer actions',
    back: 'Back to the answers',
    print: 'Print',
    delete: 'Delete',
  },
  state: {
    none: '-',
    openHistory: 'State: {{name}}. Show the state history',
    change: 'Change state',
    currentOption: '{{name}} (current)',
    noTransitions: 'No state change is possible from the current state.',
    updated: 'State updated successfully',
    updateFailed: 'The state could not be updated',
  },
  history: {
    title: 'State history',
    note: 'Histories before 16/05/2025 may be incomplete.',
    empty: 'This answer has no state history yet.',
    date: 'Date',
    user: 'User',
    timeInState: 'Time in state',
    state: 'State',
    initial: 'Initial',
    current: 'Current',
    hours_one: '{{count}} hour',
    hours_other: '{{count}} hours',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    close: 'Close',
  },
  delete: {
    question: 'Do you confirm you want to delete the answer?',
    note: 'This action cannot be undone.',
    cancel: 'Cancel',
    confirm: 'Delete',
    done: 'Answer deleted successfully',
    failed: 'An error occurred, please try again',
    notDeletable:
      'This answer cannot be deleted: it is signed, comes from the citizen portal or has a payment.',
  },
};
