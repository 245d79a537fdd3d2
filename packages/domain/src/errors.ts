/**
 * The registry of the API's error codes: `{ error: { code, message, details? } }`. Each code is one
 * refusal a caller can meet, with its HTTP status and the catalogue key the web shows for it (the
 * web translates codes; the message is English, for API callers and logs).
 */
type Registry<T> = { [Code in keyof T & string]: { status: number; key: `errors.${Code}` } };
const registry = <T extends Registry<T>>(entries: T) => entries;

export const ERRORS = registry({
  VALIDATION_FAILED: { status: 400, key: 'errors.VALIDATION_FAILED' },
  UNAUTHENTICATED: { status: 401, key: 'errors.UNAUTHENTICATED' },
  SESSION_EXPIRED: { status: 401, key: 'errors.SESSION_EXPIRED' },
  FORBIDDEN: { status: 403, key: 'errors.FORBIDDEN' },
  NOT_FOUND: { status: 404, key: 'errors.NOT_FOUND' },
  CSRF_REJECTED: { status: 403, key: 'errors.CSRF_REJECTED' },
  INVALID_CREDENTIALS: { status: 401, key: 'errors.INVALID_CREDENTIALS' },
  CURRENT_PASSWORD_INCORRECT: { status: 400, key: 'errors.CURRENT_PASSWORD_INCORRECT' },
  TOO_MANY_ATTEMPTS: { status: 429, key: 'errors.TOO_MANY_ATTEMPTS' },
  NO_PRODUCT_USER: { status: 403, key: 'errors.NO_PRODUCT_USER' },
  NO_AREAS: { status: 403, key: 'errors.NO_AREAS' },
  MUNICIPALITY_DISABLED: { status: 403, key: 'errors.MUNICIPALITY_DISABLED' },
  USER_DISABLED: { status: 403, key: 'errors.USER_DISABLED' },
  /** Single sign-on did not complete: no pending sign-in in this browser, a tampered answer, a refused code or nonce. */
  SSO_FAILED: { status: 401, key: 'errors.SSO_FAILED' },
  /** The identity provider does not vouch for the account's e-mail (email_verified is not true). */
  SSO_EMAIL_NOT_VERIFIED: { status: 403, key: 'errors.SSO_EMAIL_NOT_VERIFIED' },
  /** The identity provider's e-mail is not an address Cabildo accepts (not ASCII, not an address, a NUL). */
  SSO_EMAIL_INVALID: { status: 403, key: 'errors.SSO_EMAIL_INVALID' },
  /** The identity provider could not be reached (discovery failed). */
  SSO_UNAVAILABLE: { status: 503, key: 'errors.SSO_UNAVAILABLE' },
  RESET_TOKEN_INVALID: { status: 400, key: 'errors.RESET_TOKEN_INVALID' },
  EMAIL_EXISTS: { status: 409, key: 'errors.EMAIL_EXISTS' },
  USERNAME_EXISTS: { status: 409, key: 'errors.USERNAME_EXISTS' },
  USERNAME_INVALID: { status: 409, key: 'errors.USERNAME_INVALID' },
  MANAGEMENT_SYSTEM_ERROR: { status: 502, key: 'errors.MANAGEMENT_SYSTEM_ERROR' },
  MANAGEMENT_VERIFY_FAILED: { status: 502, key: 'errors.MANAGEMENT_VERIFY_FAILED' },
  /** An answer names a section its form does not have (the form was edited since). */
  SECTION_NOT_FOUND: { status: 400, key: 'errors.SECTION_NOT_FOUND' },
  /** The management system did not create the form's incident type (one with its name may exist): the form is not saved. */
  INCIDENT_TYPE_CREATE_FAILED: { status: 502, key: 'errors.INCIDENT_TYPE_CREATE_FAILED' },
  /** The management system did not create an answer's incident (refused, malformed, down or slow): the answer is not saved. */
  INCIDENT_CREATE_FAILED: { status: 502, key: 'errors.INCIDENT_CREATE_FAILED' },
  MUNICIPALITY_NOT_LINKED: { status: 400, key: 'errors.MUNICIPALITY_NOT_LINKED' },
  MUNICIPALITY_WITHOUT_AREAS: { status: 400, key: 'errors.MUNICIPALITY_WITHOUT_AREAS' },
  AREAS_NOT_EDITABLE: { status: 409, key: 'errors.AREAS_NOT_EDITABLE' },
  /** Another municipality has this keyword (compared without case): answer codes would collide. */
  MUNICIPALITY_KEY_EXISTS: { status: 409, key: 'errors.MUNICIPALITY_KEY_EXISTS' },
  /** Two writes raced for the same unique value (a unique index said no). */
  DUPLICATE_VALUE: { status: 409, key: 'errors.DUPLICATE_VALUE' },
  /** The form has answers and its options do not keep it editable. */
  FORM_LOCKED: { status: 409, key: 'errors.FORM_LOCKED' },
  /** The form has answers: its texts may change, not its sections, questions or states. */
  FORM_HAS_ANSWERS: { status: 409, key: 'errors.FORM_HAS_ANSWERS' },
  /** Another form has the answer-code prefix (without case), or codes were issued with it: codes would repeat. */
  FORM_KEY_PREFIX_TAKEN: { status: 409, key: 'errors.FORM_KEY_PREFIX_TAKEN' },
  CITIZEN_FORM_NOT_PUBLIC: { status: 409, key: 'errors.CITIZEN_FORM_NOT_PUBLIC' },
  /** A users import with a header row and nothing under it (or nothing at all). */
  IMPORT_EMPTY: { status: 400, key: 'errors.IMPORT_EMPTY' },
  /** A users import over USER_IMPORT_MAX_ROWS rows. */
  IMPORT_TOO_MANY_ROWS: { status: 400, key: 'errors.IMPORT_TOO_MANY_ROWS' },
  /** A users import whose header row lacks required columns (the details name them). */
  IMPORT_COLUMNS_MISSING: { status: 400, key: 'errors.IMPORT_COLUMNS_MISSING' },
  FILE_TOO_LARGE: { status: 413, key: 'errors.FILE_TOO_LARGE' },
  FILE_TYPE_INVALID: { status: 400, key: 'errors.FILE_TYPE_INVALID' },
  VIDEO_NOT_ENABLED: { status: 403, key: 'errors.VIDEO_NOT_ENABLED' },
  FORM_DELETED: { status: 404, key: 'errors.FORM_DELETED' },
  FORM_NOT_IN_AREAS: { status: 403, key: 'errors.FORM_NOT_IN_AREAS' },
  ALREADY_ANSWERED: { status: 409, key: 'errors.ALREADY_ANSWERED' },
  RESPONSE_LIMIT_REACHED: { status: 409, key: 'errors.RESPONSE_LIMIT_REACHED' },
  /** A resend's submission id is already the id of another person's or another form's answer. */
  SUBMISSION_ID_TAKEN: { status: 409, key: 'errors.SUBMISSION_ID_TAKEN' },
  ANSWER_INVALID: { status: 400, key: 'errors.ANSWER_INVALID' },
  ANSWER_INCOMPLETE: { status: 400, key: 'errors.ANSWER_INCOMPLETE' },
  /** The answer changed since it was read (another correction, completion or state change won). */
  ANSWER_CHANGED_CONCURRENTLY: { status: 409, key: 'errors.ANSWER_CHANGED_CONCURRENTLY' },
  ANSWER_SIGNED: { status: 409, key: 'errors.ANSWER_SIGNED' },
  /** A correction with nothing to record. */
  NO_CHANGES: { status: 409, key: 'errors.NO_CHANGES' },
  /** Citizen-portal and payment answers, and signed ones unless signatures stay editable. */
  ANSWER_UNDELETABLE: { status: 409, key: 'errors.ANSWER_UNDELETABLE' },
  STATE_TRANSITION_NOT_ALLOWED: { status: 409, key: 'errors.STATE_TRANSITION_NOT_ALLOWED' },
  EXPORT_TOO_LARGE: { status: 409, key: 'errors.EXPORT_TOO_LARGE' },
  /** Every export slot of the instance taken and its line full (EXPORT_CONCURRENCY). */
  EXPORT_BUSY: { status: 503, key: 'errors.EXPORT_BUSY' },
  EMAIL_COPY_NOT_OFFERED: { status: 403, key: 'errors.EMAIL_COPY_NOT_OFFERED' },
  CITIZEN_NOT_TAKEN: { status: 403, key: 'errors.CITIZEN_NOT_TAKEN' },
  CITIZEN_REQUIRED: { status: 400, key: 'errors.CITIZEN_REQUIRED' },
  CITIZEN_NOT_FOUND: { status: 404, key: 'errors.CITIZEN_NOT_FOUND' },
  CITIZEN_REGISTRY_ERROR: { status: 502, key: 'errors.CITIZEN_REGISTRY_ERROR' },
  CITIZEN_EXISTS: { status: 409, key: 'errors.CITIZEN_EXISTS' },
  /** A citizen-portal token or hash that is missing, forged, expired or unknown to the portal. */
  CITIZEN_SESSION_INVALID: { status: 401, key: 'errors.CITIZEN_SESSION_INVALID' },
  /** A request for changes with nothing marked. */
  CHANGES_REQUEST_EMPTY: { status: 400, key: 'errors.CHANGES_REQUEST_EMPTY' },
  /** A marked section without a marked answer in it. */
  CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS: {
    status: 400,
    key: 'errors.CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS',
  },
  /** Changes asked on an answer that is not of a citizen-portal form with incidents, or has no citizen. */
  CHANGES_REQUEST_NOT_OFFERED: { status: 409, key: 'errors.CHANGES_REQUEST_NOT_OFFERED' },
  /** A new request while the citizen has not completed the last one. */
  CHANGES_REQUEST_PENDING: { status: 409, key: 'errors.CHANGES_REQUEST_PENDING' },
  /** A citizen revision with no request waiting ('Form already answered'). */
  REVISION_NOT_PENDING: { status: 409, key: 'errors.REVISION_NOT_PENDING' },
  GEOCODING_UNAVAILABLE: { status: 503, key: 'errors.GEOCODING_UNAVAILABLE' },
  MAIL_FAILED: { status: 502, key: 'errors.MAIL_FAILED' },
  RATE_LIMITED: { status: 429, key: 'errors.RATE_LIMITED' },
  /** No record has this download code (case matters); says nothing else. */
  RECORD_NOT_FOUND: { status: 404, key: 'errors.RECORD_NOT_FOUND' },
  /** No answer of a public form with states has this code; says nothing else. */
  STATUS_NOT_FOUND: { status: 404, key: 'errors.STATUS_NOT_FOUND' },
  /** The PDF logo is over 5 MB. */
  LOGO_TOO_LARGE: { status: 413, key: 'errors.LOGO_TOO_LARGE' },
  /** The PDF logo is not a PNG or JPEG image by its content. */
  LOGO_FORMAT_INVALID: { status: 400, key: 'errors.LOGO_FORMAT_INVALID' },
  /** PDF settings with both a logo and portable print (spec part 3 §5: mutually exclusive). */
  LOGO_WITH_PORTABLE_PRINT: { status: 409, key: 'errors.LOGO_WITH_PORTABLE_PRINT' },
  /** The answer's form offers no appointment (addAppointment off or no agenda). */
  APPOINTMENT_NOT_OFFERED: { status: 409, key: 'errors.APPOINTMENT_NOT_OFFERED' },
  /** The booking system (getTurneroGroupProcedure, getTurneroEncryptCode) could not be reached or refused. */
  BOOKING_SYSTEM_ERROR: { status: 502, key: 'errors.BOOKING_SYSTEM_ERROR' },
  /** A form saved with an agenda its municipality's booking system does not list. */
  APPOINTMENT_AGENDA_UNKNOWN: { status: 400, key: 'errors.APPOINTMENT_AGENDA_UNKNOWN' },
  /** The form takes no payment (addPaymentGateway off, or no section to sell). */
  PAYMENT_NOT_OFFERED: { status: 409, key: 'errors.PAYMENT_NOT_OFFERED' },
  /** A public or citizen-portal answer to a form with a payment, sent without its validated order. */
  PAYMENT_ORDER_REQUIRED: { status: 400, key: 'errors.PAYMENT_ORDER_REQUIRED' },
  /** The order's section is not one of the form's payment sections. */
  PAYMENT_SECTION_UNKNOWN: { status: 400, key: 'errors.PAYMENT_SECTION_UNKNOWN' },
  /** The section has no price: nothing to pay. */
  PAYMENT_SECTION_NOT_PRICED: { status: 409, key: 'errors.PAYMENT_SECTION_NOT_PRICED' },
  /** A quantity outside 1..the form's maximum per transaction. */
  PAYMENT_QUANTITY_INVALID: { status: 400, key: 'errors.PAYMENT_QUANTITY_INVALID' },
  /** Fewer tickets left in the section than the order asks for. */
  PAYMENT_NO_STOCK: { status: 409, key: 'errors.PAYMENT_NO_STOCK' },
  /** A form save that drops or renames a payment section that has orders (its stock is kept by name). */
  PAYMENT_SECTION_HAS_ORDERS: { status: 409, key: 'errors.PAYMENT_SECTION_HAS_ORDERS' },
  /** No such order, or not this token's, or not this answer's. */
  PAY_ORDER_NOT_FOUND: { status: 404, key: 'errors.PAY_ORDER_NOT_FOUND' },
  /** The order was already saved with an answer (it cannot be edited nor saved again). */
  PAY_ORDER_USED: { status: 409, key: 'errors.PAY_ORDER_USED' },
  /** The order is paid, denied or cancelled: no longer pending validation. */
  PAY_ORDER_NOT_PENDING: { status: 409, key: 'errors.PAY_ORDER_NOT_PENDING' },
  /** Paying an order whose answer is not saved yet. */
  PAY_ORDER_NOT_SAVED: { status: 409, key: 'errors.PAY_ORDER_NOT_SAVED' },
  /** The municipality has no merchant secret for the configured card gateway. */
  PAYMENT_MERCHANT_MISSING: { status: 503, key: 'errors.PAYMENT_MERCHANT_MISSING' },
  /** A gateway notification that is not signed by the merchant's secret, or cannot be read. */
  PAYMENT_NOTIFICATION_INVALID: { status: 400, key: 'errors.PAYMENT_NOTIFICATION_INVALID' },
  /** A signed notification whose order, amount, currency or merchant is not the order's. */
  PAYMENT_NOTIFICATION_MISMATCH: { status: 409, key: 'errors.PAYMENT_NOTIFICATION_MISMATCH' },
  /** A webhook address that is not https (http only to loopback, when the configuration allows it). */
  WEBHOOK_URL_NOT_HTTPS: { status: 400, key: 'errors.WEBHOOK_URL_NOT_HTTPS' },
  /** A webhook address that is or resolves to a private, loopback or reserved address (SSRF). */
  WEBHOOK_ADDRESS_NOT_ALLOWED: { status: 400, key: 'errors.WEBHOOK_ADDRESS_NOT_ALLOWED' },
  /** A webhook address whose host name does not resolve. */
  WEBHOOK_HOST_UNRESOLVED: { status: 400, key: 'errors.WEBHOOK_HOST_UNRESOLVED' },
  /** A webhook for a form that is not (or no longer) a form of the municipality. */
  WEBHOOK_FORM_NOT_IN_MUNICIPALITY: { status: 400, key: 'errors.WEBHOOK_FORM_NOT_IN_MUNICIPALITY' },
  INTERNAL: { status: 500, key: 'errors.INTERNAL' },
});

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
/** The catalogue key of an error code, e.g. `errors.NO_CHANGES`. */
export type ErrorCatalogueKey = (typeof ERRORS)[ErrorCode]['key'];

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown };
};
