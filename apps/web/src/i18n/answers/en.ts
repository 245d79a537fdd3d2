/** Messages of the shared answer rules (packages/domain/src/answers). */
export const answersEn = {
  errors: {
    required: '* Required answer',
    conditionRequired: '* Conditional section required',
    missingRequired: 'Some required fields are missing.',
    citizenRequired: 'The citizen is required',
    integer: 'You must answer with a valid whole number.',
    decimal: 'You must answer with a valid decimal number.',
    tooLong: 'The answer cannot be longer than 10,000 characters.',
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
