/** Texts of the Excel export of the answers list. */
export const answersExportEn = {
  button: 'Export to Excel',
  warning: 'With many answers the export may take a while; you can keep working meanwhile.',
  preparing: 'Preparing the file…',
  progress_one: 'Exporting {{rows}} answer: {{size}} received',
  progress_other: 'Exporting {{rows}} answers: {{size}} received',
  progressUnknown: 'Exporting: {{size}} received',
  cancel: 'Cancel',
  done_one: '{{rows}} answer exported.',
  done_other: '{{rows}} answers exported.',
  failed: 'An error occurred while generating the file, please go back and enter the list again',
  forbidden: 'You may not export the answers of this form.',
};
