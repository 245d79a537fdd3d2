/** Messages of the shared answer rules (packages/domain/src/answers). */
export const answersEn = {
  errors: {
    required: '* Required answer',
    conditionRequired: '* Conditional section required',
    missingRequired: 'Some required fields are missing.',
    citizenRequired: 'The citizen is required',
    integer: 'Enter digits only.',
    decimal: 'Enter a number with at most 2 decimals after the comma.',
    date: 'Enter a valid date.',
    time: 'Enter a valid time (24 hours).',
    link: 'Enter a valid link (https://…).',
    signatoryRequired: 'To upload the signature you need to complete the name of the signatary',
    signatureMissing: 'Image missing',
    tampered: 'The answer does not match the form. Reload the page and try again.',
  },
};
