export const lookupEn = {
  status: {
    intro: 'Enter the code you were given when you sent your answer to see where your procedure stands.',
    codeLabel: 'Answer code',
    codeHelp: 'For example CBA-12. It is on the confirmation page and in the e-mail copy.',
    codeRequired: 'Enter the code of your answer.',
    search: 'Search',
    searching: 'Searching…',
    procedure: 'Procedure',
    code: 'Code',
    currentState: 'Current state',
  },
  record: {
    intro: 'Enter the download code of the record to download it as a PDF.',
    codeLabel: 'Download code',
    codeHelp: 'Upper and lower case matter.',
    search: 'Search...',
    searching: 'Searching…',
    downloading: 'Record found. Your download starts in a moment…',
    downloaded: 'The record was downloaded successfully',
    failed: 'An error occurred while downloading the record',
  },
};
