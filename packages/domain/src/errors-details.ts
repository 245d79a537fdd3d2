/**
 * The English text of each catalogue key a refusal's details can carry (`answers.errors.date`: the
 * shared rules give keys, which the web translates). The API sends it as the detail's `message`,
 * for API callers like every other message, beside the `key` (apps/server/src/http/errors.ts). The
 * texts are the web's English catalogue's (apps/web/test/detail-messages.test.ts checks both ways).
 */
export const DETAIL_MESSAGES: Readonly<Record<string, string>> = {
  'answers.errors.citizenRequired': 'The citizen is required',
  'answers.errors.conditionRequired': '* Conditional section required',
  'answers.errors.date': 'Enter a valid date.',
  'answers.errors.decimal': 'You must answer with a valid decimal number.',
  'answers.errors.integer': 'You must answer with a valid whole number.',
  'answers.errors.link': 'Enter a valid link (https://…).',
  'answers.errors.missingRequired': 'Some required fields are missing.',
  'answers.errors.required': '* Required answer',
  'answers.errors.signatoryRequired':
    'To upload the signature you need to complete the name of the signatary',
  'answers.errors.signatureMissing': 'Image missing',
  'answers.errors.tampered': 'The answer does not match the form. Reload the page and try again.',
  'answers.errors.time': 'Enter a valid time (24 hours).',
  'answers.errors.tooLong': 'The answer cannot be longer than 10,000 characters.',
  'answers.review.errors.dateAndRange': 'Choose one day or a range, not both.',
  'answers.review.errors.dniNumeric': 'The DNI has only digits.',
  'answers.review.errors.rangeIncomplete': 'Choose both ends of the range.',
  'answers.review.errors.rangeOrder': 'The range must end on or after its start.',
  'citizens.errors.cuitInvalid': 'Enter a valid CUIT',
  'citizens.errors.dniInvalid': 'The DNI is not valid',
  'citizens.errors.dniLookupInvalid': 'Enter a valid DNI',
  'citizens.errors.emailInvalid': 'The e-mail address is not valid',
  'citizens.errors.firstNameInvalid': 'The first name is not valid',
  'citizens.errors.lastNameInvalid': 'The last name is not valid',
  'citizens.errors.phoneInvalid': 'The phone number is not valid',
  'citizens.errors.requiredFields': 'Required data is missing',
  'citizens.errors.streetInvalid': 'The street is not valid',
  'files.errors.badFormat': 'Invalid file format',
  'files.errors.tooBig': 'The image is too big',
  'forms.errors.appointmentRequired': 'Select an agenda',
  'forms.errors.areaRequired': 'Select an area',
  'forms.errors.duplicateAreaRequired': 'You must select a Municipal Area',
  'forms.errors.headerImageRequired': 'Attach an image',
  'forms.errors.incidentAreaRequired': 'Select an area to create an incident',
  'forms.errors.incidentTitleTooLong':
    'The form title cannot exceed 75 characters to create an incident in MuniGestion',
  'forms.errors.keyPrefixInvalid':
    'The prefix has 2 to 30 characters: upper-case letters, digits and single hyphens, starting with a letter (e.g. CBA-IAP).',
  'forms.errors.linkInvalid': 'Enter a valid link (https://…).',
  'forms.errors.managementSyncOption': 'Select at least one option to synchronise with MuniGestion',
  'forms.errors.optionConflict': 'Forms with the option to add a citizen cannot be public',
  'forms.errors.paymentSectionDuplicate': 'Two ticket sections have the same name',
  'forms.errors.paymentSectionRequired': 'Add at least one ticket section to the payment',
  'forms.errors.questionRequired': 'The form must have at least one question',
  'forms.errors.responseLimitRequired': 'Enter a number of answers',
  'forms.errors.sectionRequired': 'The form must have at least one section',
  'forms.errors.stateNameDuplicate': 'The state already exists',
  'forms.errors.stateNameEmpty': 'The field cannot be empty',
  'forms.errors.stateTableInvalid':
    'The states table is not valid: check names, transitions and the initial state',
  'forms.errors.titleRequired': 'Enter a title',
  'forms.errors.tooLong': 'At most {{max}} characters.',
  'forms.errors.videoNotAllowed': 'This municipality does not allow video attachments',
  'geography.errors.areaMunicipalityRequired': 'Select the municipality the area will belong to.',
  'geography.errors.areaNameEmpty': 'The area name must not be empty.',
  'geography.errors.embedOriginInvalid':
    'Each line must be a web origin, such as https://www.municipality.gov (no path).',
  'geography.errors.keywordInvalid': 'Invalid keyword. It must have two or more letters, in upper case.',
  'geography.errors.keywordRequired': 'Enter a keyword.',
  'geography.errors.managementIdInvalid': 'The municipality ID must be valid.',
  'geography.errors.managementIdRequired': 'Enter an ID for the digital platform.',
  'geography.errors.municipalityNameRequired': 'Enter a municipality name.',
  'geography.errors.provinceRequired': 'Select a province.',
  'geography.errors.timeZoneInvalid':
    'Choose a time zone from the list (an IANA name such as America/Argentina/Cordoba).',
  'payments.errors.emailInvalid': 'Please enter a valid e-mail address.',
  'payments.errors.fullNameRequired': 'Enter the full name.',
  'payments.errors.idNumberLength': 'The ID number must have 7 to 12 characters.',
  'payments.errors.phoneRequired': 'Enter a phone number.',
  'payments.errors.secretInvalid': 'The merchant secret must be 24 bytes in Base64.',
  'statistics.errors.rangeIncomplete': 'Choose both ends of the range.',
  'statistics.errors.rangeOrder': 'The range must end on or after its start.',
  'statistics.errors.rangeTooLong': 'The range cannot be longer than two years.',
  'text.errors.invalidCharacters':
    'The text has a character that cannot be saved (a null character or a broken emoji). Remove it and try again.',
  'uploads.errors.badFormat': 'Invalid file format',
  'uploads.errors.fileTooBig': 'The file is too big. The maximum allowed is 5 MB.',
  'uploads.errors.imageTooBig': 'The image is too big',
  'uploads.errors.largeFileTooBig': 'The file is too big. The maximum allowed is 50 MB.',
  'uploads.errors.signatureBadFormat': 'Incorrect image format. Choose an image with the PNG extension',
  'uploads.errors.signatureTooBig': 'File too heavy. The file must not exceed 1 mb.',
  'users.errors.atLeastOneArea': 'At least one area must be selected.',
  'users.errors.emailInvalid': 'Enter a valid email address.',
  'users.errors.keepOneArea': 'The user must have at least one municipal area.',
  'users.errors.oneRole': 'You can only select one Role',
  'users.errors.oneRoleAdmin': 'I can only select one Role',
  'users.errors.requiredFields': 'All the required fields must be completed.',
  'webhooks.errors.eventsRequired': 'Choose at least one event.',
  'webhooks.errors.municipalityRequired': 'Choose the municipality.',
  'webhooks.errors.urlCredentials': 'Leave the user name and password out of the address.',
  'webhooks.errors.urlInvalid': 'Enter a full address that starts with https://.',
  'webhooks.errors.urlRequired': 'Enter the address.',
};

/** A detail of a refusal as the API sends it: where, the catalogue key (when the rule has one), in English. */
export type ApiErrorDetail = { path?: string; key?: string; message: string };

/** What a detail says when its key has no English text here (a key newer than this list). */
export const DETAIL_MESSAGE_FALLBACK = 'This value is not valid.';

/** The English text of a detail's catalogue key. */
export const detailMessage = (key: string): string => DETAIL_MESSAGES[key] ?? DETAIL_MESSAGE_FALLBACK;
