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
  review: {
    errors: {
      dateAndRange: 'Choose one day or a range, not both.',
      rangeIncomplete: 'Choose both ends of the range.',
      rangeOrder: 'The range must end on or after its start.',
      dniNumeric: 'The DNI has only digits.',
    },
  },
};
