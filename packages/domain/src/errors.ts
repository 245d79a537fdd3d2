/**
 * The registry of the API's error codes: `{ error: { code, message, details? } }`. Each code is one
 * refusal a caller can meet, in one entry: its HTTP status, the catalogue key the web shows for it
 * (the web translates codes), its English message (for API callers and logs) and the shape of its
 * details. A `{name}` in the message is the detail of that name (a list: its items joined by
 * commas). The server makes every refusal from here: `apiError(code, details)`.
 */
type Entry<Code extends string> = {
  status: number;
  key: `errors.${Code}`;
  message: string;
  details?: DetailsShape<unknown>;
};
type Registry<T> = { [Code in keyof T & string]: Entry<Code> };
const registry = <T extends Registry<T>>(entries: T) => entries;

/**
 * The shape of a code's details: their type (for `apiError`'s callers), and the fields its message
 * names (checked against its placeholders). No schema library: the web's sign-in page loads the
 * registry, and it stays light.
 */
export type DetailsShape<Details> = { readonly fields: readonly string[]; readonly type?: Details };
const shape = <Details>(...fields: (keyof NonNullable<Details> & string)[]): DetailsShape<Details> => ({
  fields,
});

/** A field issue: where (a JSON pointer), what (a catalogue key or English text), any value its text names. */
export type FieldIssue = { path?: string; message?: string; [name: string]: unknown };
const fieldIssues = shape<FieldIssue[]>();
/** An answer's value outside its form: where, and why (`UNKNOWN_SECTION` for a section it lacks). */
const answerMismatch = shape<{ path: string; reason: string }>();
/** An upload refused with its catalogue key (`uploads.errors.tooBig`…), or the field and its key. */
const fileProblem = shape<{ key: string } | FieldIssue[] | undefined>();

export const ERRORS = registry({
  VALIDATION_FAILED: {
    status: 400,
    key: 'errors.VALIDATION_FAILED',
    message: 'The request is not valid.',
    details: fieldIssues,
  },
  UNAUTHENTICATED: { status: 401, key: 'errors.UNAUTHENTICATED', message: 'Sign in to continue.' },
  SESSION_EXPIRED: {
    status: 401,
    key: 'errors.SESSION_EXPIRED',
    message: 'Your session has ended. Sign in again.',
  },
  FORBIDDEN: { status: 403, key: 'errors.FORBIDDEN', message: 'You do not have permission to do this.' },
  NOT_FOUND: {
    status: 404,
    key: 'errors.NOT_FOUND',
    message: '{resource} not found.',
    details: shape<{ resource: string }>('resource'),
  },
  CSRF_REJECTED: {
    status: 403,
    key: 'errors.CSRF_REJECTED',
    message: 'The request was rejected (missing or wrong CSRF token).',
  },
  INVALID_CREDENTIALS: {
    status: 401,
    key: 'errors.INVALID_CREDENTIALS',
    message: 'The e-mail or the password is not correct.',
  },
  CURRENT_PASSWORD_INCORRECT: {
    status: 400,
    key: 'errors.CURRENT_PASSWORD_INCORRECT',
    message: 'The current password is not correct.',
  },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    key: 'errors.TOO_MANY_ATTEMPTS',
    message: 'Too many attempts. Wait a moment and try again.',
  },
  NO_PRODUCT_USER: {
    status: 403,
    key: 'errors.NO_PRODUCT_USER',
    message: 'There is no Cabildo user for this account.',
  },
  NO_AREAS: { status: 403, key: 'errors.NO_AREAS', message: 'The user has no municipal areas.' },
  MUNICIPALITY_DISABLED: {
    status: 403,
    key: 'errors.MUNICIPALITY_DISABLED',
    message: 'The municipality is disabled.',
  },
  USER_DISABLED: { status: 403, key: 'errors.USER_DISABLED', message: 'This account is disabled.' },
  /** Single sign-on did not complete: no pending sign-in in this browser, a tampered answer, a refused code or nonce. */
  SSO_FAILED: { status: 401, key: 'errors.SSO_FAILED', message: 'Single sign-on did not complete.' },
  /** The identity provider does not vouch for the account's e-mail (email_verified is not true). */
  SSO_EMAIL_NOT_VERIFIED: {
    status: 403,
    key: 'errors.SSO_EMAIL_NOT_VERIFIED',
    message: "The identity provider has not verified the account's e-mail.",
  },
  /** The identity provider's e-mail is not an address Cabildo accepts (not ASCII, not an address, a NUL). */
  SSO_EMAIL_INVALID: {
    status: 403,
    key: 'errors.SSO_EMAIL_INVALID',
    message: "The identity provider's e-mail is not an address Cabildo accepts.",
  },
  /** The identity provider could not be reached (discovery failed). */
  SSO_UNAVAILABLE: {
    status: 503,
    key: 'errors.SSO_UNAVAILABLE',
    message: 'The identity provider could not be reached.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    key: 'errors.RESET_TOKEN_INVALID',
    message: 'The link has expired or was already used.',
  },
  EMAIL_EXISTS: { status: 409, key: 'errors.EMAIL_EXISTS', message: 'The e-mail is taken.' },
  USERNAME_EXISTS: { status: 409, key: 'errors.USERNAME_EXISTS', message: 'The username is taken.' },
  USERNAME_INVALID: {
    status: 409,
    key: 'errors.USERNAME_INVALID',
    message: 'The management system does not accept this username.',
  },
  MANAGEMENT_SYSTEM_ERROR: {
    status: 502,
    key: 'errors.MANAGEMENT_SYSTEM_ERROR',
    message: 'The management system could not be reached.',
  },
  MANAGEMENT_VERIFY_FAILED: {
    status: 502,
    key: 'errors.MANAGEMENT_VERIFY_FAILED',
    message: 'The management system could not verify the user.',
  },
  /** An answer names a section its form does not have (the form was edited since). */
  SECTION_NOT_FOUND: {
    status: 400,
    key: 'errors.SECTION_NOT_FOUND',
    message: 'The specified section does not exist.',
    details: answerMismatch,
  },
  /** The management system did not create the form's incident type (one with its name may exist): the form is not saved. */
  INCIDENT_TYPE_CREATE_FAILED: {
    status: 502,
    key: 'errors.INCIDENT_TYPE_CREATE_FAILED',
    message: 'Error while creating incident.',
    details: shape<{ name: string }>(),
  },
  /** The management system did not create an answer's incident (refused, malformed, down or slow): the answer is not saved. */
  INCIDENT_CREATE_FAILED: {
    status: 502,
    key: 'errors.INCIDENT_CREATE_FAILED',
    message: 'Error while creating incident. The answer was not saved.',
    details: shape<{ typeId: string }>(),
  },
  MUNICIPALITY_NOT_LINKED: {
    status: 400,
    key: 'errors.MUNICIPALITY_NOT_LINKED',
    message: 'The municipality is not linked to the management system.',
  },
  MUNICIPALITY_WITHOUT_AREAS: {
    status: 400,
    key: 'errors.MUNICIPALITY_WITHOUT_AREAS',
    message: 'The municipality has no areas.',
  },
  /** A user (or users import) of a municipality-wide role without its municipality. */
  MUNICIPALITY_REQUIRED: {
    status: 400,
    key: 'errors.MUNICIPALITY_REQUIRED',
    message: 'The municipality is required.',
    details: fieldIssues,
  },
  AREAS_NOT_EDITABLE: {
    status: 409,
    key: 'errors.AREAS_NOT_EDITABLE',
    message: 'The areas of this user belong to different municipalities.',
  },
  /** Another municipality has this keyword (compared without case): answer codes would collide. */
  MUNICIPALITY_KEY_EXISTS: {
    status: 409,
    key: 'errors.MUNICIPALITY_KEY_EXISTS',
    message: 'Another municipality already uses this keyword.',
  },
  /** Two writes raced for the same unique value (a unique index said no). */
  DUPLICATE_VALUE: {
    status: 409,
    key: 'errors.DUPLICATE_VALUE',
    message: 'A record with this value already exists.',
  },
  /** The form has answers and its options do not keep it editable. */
  FORM_LOCKED: {
    status: 409,
    key: 'errors.FORM_LOCKED',
    message: 'The form has answers and is not editable.',
  },
  /** The form has answers: its texts may change, not its sections, questions or states. */
  FORM_HAS_ANSWERS: {
    status: 409,
    key: 'errors.FORM_HAS_ANSWERS',
    message: 'The form has answers: only its texts can change.',
  },
  /** A form the shared save rules refuse (no title, no section, no area…): the detail names the field. */
  FORM_INVALID: {
    status: 400,
    key: 'errors.FORM_INVALID',
    message: 'The form cannot be saved.',
    details: fieldIssues,
  },
  /** A text of the form over its length (the detail names the field and its maximum). */
  FORM_FIELD_INVALID: {
    status: 400,
    key: 'errors.FORM_FIELD_INVALID',
    message: 'A field of the form is not valid.',
    details: fieldIssues,
  },
  /** A states table with an empty or repeated name, a transition to no state or no initial state. */
  FORM_STATES_INVALID: {
    status: 400,
    key: 'errors.FORM_STATES_INVALID',
    message: 'The states table is not valid.',
    details: fieldIssues,
  },
  /** Options that cannot go together (a citizen on a public form…). */
  FORM_OPTIONS_CONFLICT: {
    status: 400,
    key: 'errors.FORM_OPTIONS_CONFLICT',
    message: 'The options are not compatible.',
    details: fieldIssues,
  },
  /** A video question on a form of a municipality without video attachments. */
  FORM_VIDEO_NOT_ALLOWED: {
    status: 400,
    key: 'errors.FORM_VIDEO_NOT_ALLOWED',
    message: 'Video attachments are not allowed here.',
    details: fieldIssues,
  },
  /** Another form has the answer-code prefix (without case), or codes were issued with it: codes would repeat. */
  FORM_KEY_PREFIX_TAKEN: {
    status: 409,
    key: 'errors.FORM_KEY_PREFIX_TAKEN',
    message: 'Another form has this answer-code prefix, or answers were given codes with it.',
    details: fieldIssues,
  },
  CITIZEN_FORM_NOT_PUBLIC: {
    status: 409,
    key: 'errors.CITIZEN_FORM_NOT_PUBLIC',
    message: 'Forms with a citizen cannot be public.',
  },
  /** A users import with a header row and nothing under it (or nothing at all). */
  IMPORT_EMPTY: {
    status: 400,
    key: 'errors.IMPORT_EMPTY',
    message: 'The file has no rows under its header.',
  },
  /** A users import over USER_IMPORT_MAX_ROWS rows. */
  IMPORT_TOO_MANY_ROWS: {
    status: 400,
    key: 'errors.IMPORT_TOO_MANY_ROWS',
    message: 'The file has more than {max} rows.',
    details: shape<{ max: number }>('max'),
  },
  /** A users import whose header row lacks required columns (the details name them). */
  IMPORT_COLUMNS_MISSING: {
    status: 400,
    key: 'errors.IMPORT_COLUMNS_MISSING',
    message: 'The header row lacks required columns (the details name them).',
    details: shape<{ column: string; label: string }[]>(),
  },
  FILE_TOO_LARGE: {
    status: 413,
    key: 'errors.FILE_TOO_LARGE',
    message: 'The file is too large.',
    details: fileProblem,
  },
  FILE_TYPE_INVALID: {
    status: 400,
    key: 'errors.FILE_TYPE_INVALID',
    message: 'The file format is not valid.',
    details: fileProblem,
  },
  /** An upload request without its file part. */
  FILE_MISSING: { status: 400, key: 'errors.FILE_MISSING', message: 'No file was sent.' },
  VIDEO_NOT_ENABLED: {
    status: 403,
    key: 'errors.VIDEO_NOT_ENABLED',
    message: 'Video attachments are not enabled for this municipality.',
  },
  FORM_DELETED: { status: 404, key: 'errors.FORM_DELETED', message: 'The form to answer has been deleted.' },
  FORM_NOT_IN_AREAS: {
    status: 403,
    key: 'errors.FORM_NOT_IN_AREAS',
    message: 'The form is not among your municipal areas.',
  },
  ALREADY_ANSWERED: {
    status: 409,
    key: 'errors.ALREADY_ANSWERED',
    message: 'You have already answered this form.',
    details: shape<{ reason: 'single-answer' }>(),
  },
  RESPONSE_LIMIT_REACHED: {
    status: 409,
    key: 'errors.RESPONSE_LIMIT_REACHED',
    message: 'The form has reached its response limit.',
  },
  /** A resend's submission id is already the id of another person's or another form's answer. */
  SUBMISSION_ID_TAKEN: {
    status: 409,
    key: 'errors.SUBMISSION_ID_TAKEN',
    message: 'This submission id belongs to another answer.',
  },
  ANSWER_INVALID: {
    status: 400,
    key: 'errors.ANSWER_INVALID',
    message: 'The answer does not match its form.',
    details: answerMismatch,
  },
  ANSWER_INCOMPLETE: {
    status: 400,
    key: 'errors.ANSWER_INCOMPLETE',
    message: 'Some required fields are missing.',
    details: shape<{ answers: unknown[]; signatures: unknown[] }>(),
  },
  /** The answer changed since it was read (another correction, completion or state change won). */
  ANSWER_CHANGED_CONCURRENTLY: {
    status: 409,
    key: 'errors.ANSWER_CHANGED_CONCURRENTLY',
    message: 'The answer was changed meanwhile. Open it again.',
  },
  ANSWER_SIGNED: {
    status: 409,
    key: 'errors.ANSWER_SIGNED',
    message: 'The answer was signed meanwhile and can no longer be changed.',
  },
  /** A correction with nothing to record. */
  NO_CHANGES: { status: 409, key: 'errors.NO_CHANGES', message: 'There are no changes.' },
  /** Citizen-portal and payment answers, and signed ones unless signatures stay editable. */
  ANSWER_UNDELETABLE: {
    status: 409,
    key: 'errors.ANSWER_UNDELETABLE',
    message: 'This answer cannot be deleted.',
  },
  STATE_TRANSITION_NOT_ALLOWED: {
    status: 409,
    key: 'errors.STATE_TRANSITION_NOT_ALLOWED',
    message: 'The answer cannot move to that state.',
  },
  EXPORT_TOO_LARGE: {
    status: 409,
    key: 'errors.EXPORT_TOO_LARGE',
    message: 'There are more answers than an Excel sheet holds: apply filters.',
  },
  /** Every export slot of the instance taken and its line full (EXPORT_CONCURRENCY). */
  EXPORT_BUSY: {
    status: 503,
    key: 'errors.EXPORT_BUSY',
    message: 'Many exports are being prepared right now: try again in a minute.',
  },
  EMAIL_COPY_NOT_OFFERED: {
    status: 403,
    key: 'errors.EMAIL_COPY_NOT_OFFERED',
    message: 'This form does not send e-mail copies.',
  },
  /** An e-mail copy naming an attachment that is not the caller's uploaded e-mail attachment. */
  EMAIL_COPY_ATTACHMENT_UNKNOWN: {
    status: 400,
    key: 'errors.EMAIL_COPY_ATTACHMENT_UNKNOWN',
    message: 'An attachment is not an e-mail attachment of yours.',
    details: fieldIssues,
  },
  /** An e-mail attachment uploaded from the citizen portal, which sends no copies. */
  EMAIL_COPY_NOT_IN_PORTAL: {
    status: 400,
    key: 'errors.EMAIL_COPY_NOT_IN_PORTAL',
    message: 'The citizen portal sends no e-mail copies.',
  },
  CITIZEN_NOT_TAKEN: {
    status: 403,
    key: 'errors.CITIZEN_NOT_TAKEN',
    message: 'This form does not take a citizen or an addressee.',
  },
  CITIZEN_REQUIRED: {
    status: 400,
    key: 'errors.CITIZEN_REQUIRED',
    message: 'The citizen is required.',
    details: shape<{ message: string }>(),
  },
  CITIZEN_NOT_FOUND: {
    status: 404,
    key: 'errors.CITIZEN_NOT_FOUND',
    message: 'A citizen with that ID number has not been found.',
  },
  CITIZEN_REGISTRY_ERROR: {
    status: 502,
    key: 'errors.CITIZEN_REGISTRY_ERROR',
    message: 'The citizen registry could not be reached. Please try again.',
  },
  CITIZEN_EXISTS: {
    status: 409,
    key: 'errors.CITIZEN_EXISTS',
    message: 'A citizen with that ID number already exists.',
  },
  /** A citizen-portal token or hash that is missing, forged, expired or unknown to the portal. */
  CITIZEN_SESSION_INVALID: {
    status: 401,
    key: 'errors.CITIZEN_SESSION_INVALID',
    message: 'The citizen portal session could not be verified.',
  },
  /** A request for changes with nothing marked. */
  CHANGES_REQUEST_EMPTY: {
    status: 400,
    key: 'errors.CHANGES_REQUEST_EMPTY',
    message: 'Mark at least one answer, image or document to review.',
  },
  /** A marked section without a marked answer in it. */
  CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS: {
    status: 400,
    key: 'errors.CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS',
    message: 'There are sections that do not indicate the answers to review.',
    details: shape<{ sectionOrder: number }>(),
  },
  /** Changes asked on an answer that is not of a citizen-portal form with incidents, or has no citizen. */
  CHANGES_REQUEST_NOT_OFFERED: {
    status: 409,
    key: 'errors.CHANGES_REQUEST_NOT_OFFERED',
    message:
      'Changes are requested only on citizen-portal forms with incidents, from an answer with a citizen.',
  },
  /** A new request while the citizen has not completed the last one. */
  CHANGES_REQUEST_PENDING: {
    status: 409,
    key: 'errors.CHANGES_REQUEST_PENDING',
    message: 'The citizen has not completed the last request yet.',
  },
  /** A citizen revision with no request waiting ('Form already answered'). */
  REVISION_NOT_PENDING: {
    status: 409,
    key: 'errors.REVISION_NOT_PENDING',
    message: 'Form already answered.',
  },
  /** A revision upload of a kind (images, documents) the request for changes does not flag. */
  REVISION_UPLOAD_NOT_REQUESTED: {
    status: 400,
    key: 'errors.REVISION_UPLOAD_NOT_REQUESTED',
    message: 'The request for changes flags no {kind}.',
    details: shape<{ kind: 'images' | 'documents' }>('kind'),
  },
  GEOCODING_UNAVAILABLE: {
    status: 503,
    key: 'errors.GEOCODING_UNAVAILABLE',
    message: 'The address service is not available right now.',
  },
  MAIL_FAILED: { status: 502, key: 'errors.MAIL_FAILED', message: 'The e-mail could not be sent.' },
  RATE_LIMITED: {
    status: 429,
    key: 'errors.RATE_LIMITED',
    message: 'Too many requests. Wait a minute and try again.',
  },
  /** Statistics over a range longer than two years. */
  STATISTICS_RANGE_TOO_LONG: {
    status: 400,
    key: 'errors.STATISTICS_RANGE_TOO_LONG',
    message: 'The range is longer than two years.',
    details: fieldIssues,
  },
  /** No record has this download code (case matters); says nothing else. */
  RECORD_NOT_FOUND: {
    status: 404,
    key: 'errors.RECORD_NOT_FOUND',
    message: 'No record has this download code.',
  },
  /** No answer of a public form with states has this code; says nothing else. */
  STATUS_NOT_FOUND: {
    status: 404,
    key: 'errors.STATUS_NOT_FOUND',
    message: 'No answer with states of a public form has this code.',
  },
  /** The PDF logo is over 5 MB. */
  LOGO_TOO_LARGE: {
    status: 413,
    key: 'errors.LOGO_TOO_LARGE',
    message: 'The image is too large (at most 5 MB).',
  },
  /** The PDF logo is not a PNG or JPEG image by its content. */
  LOGO_FORMAT_INVALID: {
    status: 400,
    key: 'errors.LOGO_FORMAT_INVALID',
    message: 'The logo must be a PNG or JPEG image.',
  },
  /** PDF settings with both a logo and portable print (spec part 3 §5: mutually exclusive). */
  LOGO_WITH_PORTABLE_PRINT: {
    status: 409,
    key: 'errors.LOGO_WITH_PORTABLE_PRINT',
    message: 'Portable print and a logo cannot go together: remove one first.',
  },
  /** The answer's form offers no appointment (addAppointment off or no agenda). */
  APPOINTMENT_NOT_OFFERED: {
    status: 409,
    key: 'errors.APPOINTMENT_NOT_OFFERED',
    message: 'The form of this answer offers no appointment.',
  },
  /** The booking system (getTurneroGroupProcedure, getTurneroEncryptCode) could not be reached or refused. */
  BOOKING_SYSTEM_ERROR: {
    status: 502,
    key: 'errors.BOOKING_SYSTEM_ERROR',
    message: 'The booking system could not be reached. If the problem persists, contact the municipality.',
  },
  /** A form saved with an agenda its municipality's booking system does not list. */
  APPOINTMENT_AGENDA_UNKNOWN: {
    status: 400,
    key: 'errors.APPOINTMENT_AGENDA_UNKNOWN',
    message: "The agenda is not one of the municipality's booking system.",
  },
  /** The form takes no payment (addPaymentGateway off, or no section to sell). */
  PAYMENT_NOT_OFFERED: {
    status: 409,
    key: 'errors.PAYMENT_NOT_OFFERED',
    message: 'This form does not take payments.',
  },
  /** A public or citizen-portal answer to a form with a payment, sent without its validated order. */
  PAYMENT_ORDER_REQUIRED: {
    status: 400,
    key: 'errors.PAYMENT_ORDER_REQUIRED',
    message: 'This form is answered with a validated ticket order.',
  },
  /** The order's section is not one of the form's payment sections. */
  PAYMENT_SECTION_UNKNOWN: {
    status: 400,
    key: 'errors.PAYMENT_SECTION_UNKNOWN',
    message: 'The specified section does not exist.',
  },
  /** The section has no price: nothing to pay. */
  PAYMENT_SECTION_NOT_PRICED: {
    status: 409,
    key: 'errors.PAYMENT_SECTION_NOT_PRICED',
    message: 'The section has no price.',
  },
  /** A quantity outside 1..the form's maximum per transaction. */
  PAYMENT_QUANTITY_INVALID: {
    status: 400,
    key: 'errors.PAYMENT_QUANTITY_INVALID',
    message: 'The quantity is not one the form offers.',
  },
  /** Fewer tickets left in the section than the order asks for. */
  PAYMENT_NO_STOCK: {
    status: 409,
    key: 'errors.PAYMENT_NO_STOCK',
    message: 'There are no tickets available for the selected location. Please refresh the screen.',
  },
  /** A form save that drops or renames a payment section that has orders (its stock is kept by name). */
  PAYMENT_SECTION_HAS_ORDERS: {
    status: 409,
    key: 'errors.PAYMENT_SECTION_HAS_ORDERS',
    message: 'Payment sections with orders cannot be removed or renamed: {sections}.',
    details: shape<{ sections: string[] }>('sections'),
  },
  /** No such order, or not this token's, or not this answer's. */
  PAY_ORDER_NOT_FOUND: {
    status: 404,
    key: 'errors.PAY_ORDER_NOT_FOUND',
    message: 'The ticket order does not exist.',
    details: shape<{ formId: string } | undefined>(),
  },
  /** The order was already saved with an answer (it cannot be edited nor saved again). */
  PAY_ORDER_USED: {
    status: 409,
    key: 'errors.PAY_ORDER_USED',
    message: 'The ticket order was already saved with an answer.',
  },
  /** The order is paid, denied or cancelled: no longer pending validation. */
  PAY_ORDER_NOT_PENDING: {
    status: 409,
    key: 'errors.PAY_ORDER_NOT_PENDING',
    message: 'The ticket order is no longer pending validation.',
  },
  /** Paying an order whose answer is not saved yet. */
  PAY_ORDER_NOT_SAVED: {
    status: 409,
    key: 'errors.PAY_ORDER_NOT_SAVED',
    message: 'Save the answer with the order before paying.',
  },
  /** The municipality has no merchant secret for the configured card gateway. */
  PAYMENT_MERCHANT_MISSING: {
    status: 503,
    key: 'errors.PAYMENT_MERCHANT_MISSING',
    message: 'No merchant secret is configured for this municipality.',
  },
  /** A gateway notification that is not signed by the merchant's secret, or cannot be read. */
  PAYMENT_NOTIFICATION_INVALID: {
    status: 400,
    key: 'errors.PAYMENT_NOTIFICATION_INVALID',
    message: 'The notification is not signed by the merchant.',
  },
  /** A signed notification whose order, amount, currency or merchant is not the order's. */
  PAYMENT_NOTIFICATION_MISMATCH: {
    status: 409,
    key: 'errors.PAYMENT_NOTIFICATION_MISMATCH',
    message: 'The notification does not match the order.',
  },
  /** A webhook address that is not https (http only to loopback, when the configuration allows it). */
  WEBHOOK_URL_NOT_HTTPS: {
    status: 400,
    key: 'errors.WEBHOOK_URL_NOT_HTTPS',
    message: 'The address must be https.',
  },
  /** A webhook address that is or resolves to a private, loopback or reserved address (SSRF). */
  WEBHOOK_ADDRESS_NOT_ALLOWED: {
    status: 400,
    key: 'errors.WEBHOOK_ADDRESS_NOT_ALLOWED',
    message: 'The address is on a private, loopback or reserved network.',
  },
  /** A webhook address whose host name does not resolve. */
  WEBHOOK_HOST_UNRESOLVED: {
    status: 400,
    key: 'errors.WEBHOOK_HOST_UNRESOLVED',
    message: "The address's host name does not resolve.",
  },
  /** A webhook for a form that is not (or no longer) a form of the municipality. */
  WEBHOOK_FORM_NOT_IN_MUNICIPALITY: {
    status: 400,
    key: 'errors.WEBHOOK_FORM_NOT_IN_MUNICIPALITY',
    message: 'The form is not a form of this municipality.',
  },
  INTERNAL: { status: 500, key: 'errors.INTERNAL', message: 'Something went wrong.' },
});

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
/** The catalogue key of an error code, e.g. `errors.NO_CHANGES`. */
export type ErrorCatalogueKey = (typeof ERRORS)[ErrorCode]['key'];

/** The details a code's refusal carries (`undefined` for a code without details). */
export type ErrorDetails<Code extends ErrorCode> = (typeof ERRORS)[Code] extends {
  details: DetailsShape<infer Details>;
}
  ? Details
  : undefined;

/** The `{name}` placeholders of a message template. */
export const templatePlaceholders = (template: string): string[] =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

const written = (value: unknown): string | undefined => {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => written(item) !== undefined))
    return value.map(written).join(', ');
  return undefined;
};

/** The English message of a refusal: its code's template with the details' values in it. */
export function errorMessage<Code extends ErrorCode>(code: Code, details?: ErrorDetails<Code>): string {
  const fields: Record<string, unknown> =
    typeof details === 'object' && details !== null && !Array.isArray(details) ? details : {};
  return ERRORS[code].message.replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => written(fields[name]) ?? placeholder,
  );
}

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown };
};
