import type { ErrorCode } from '@cabildo/domain';

/**
 * The text of every API error code (the domain's ERRORS registry), plus the web's own failures.
 * The web shows these by code and never the server's message.
 */
export const errorsEn = {
  title: 'Error',
  generic: 'Something went wrong. Try again.',
  network: 'The server could not be reached. Check your connection and try again.',
  /** A refusal that says how long to wait (429 Retry-After); {{wait}} is one of the four below. */
  waitToRetry: 'Too many requests in a short time. Wait {{wait}} and try again.',
  waitSeconds_one: '{{count}} second',
  waitSeconds_other: '{{count}} seconds',
  waitMinutes_one: '{{count}} minute',
  waitMinutes_other: '{{count}} minutes',
  VALIDATION_FAILED: 'Some fields are not valid. Check them and try again.',
  UNAUTHENTICATED: 'Sign in to continue.',
  SESSION_EXPIRED: 'Your session has ended. Sign in again.',
  FORBIDDEN: 'You do not have permission to do this.',
  NOT_FOUND: 'It was not found.',
  CSRF_REJECTED: 'The request was rejected for security reasons. Reload the page and try again.',
  INVALID_CREDENTIALS: 'The email or the password is not correct.',
  CURRENT_PASSWORD_INCORRECT: 'The current password is not correct.',
  TOO_MANY_ATTEMPTS: 'Too many failed attempts. Wait a minute and try again.',
  NO_PRODUCT_USER: 'There is no Cabildo user for this account.',
  NO_AREAS: 'Your user has no municipal areas, so it cannot sign in. Ask your supervisor to assign one.',
  MUNICIPALITY_DISABLED: 'Access denied. Municipality blocked',
  USER_DISABLED: 'This account is disabled. Ask your supervisor.',
  SSO_FAILED: 'Single sign-on did not complete. Try again.',
  SSO_EMAIL_NOT_VERIFIED:
    'Your identity provider has not verified the email of this account, so it cannot sign in to Cabildo. Ask your supervisor.',
  SSO_EMAIL_INVALID:
    'Your identity provider sent an email for this account that Cabildo does not accept, so it cannot sign in. Ask your supervisor.',
  SSO_UNAVAILABLE: 'The identity provider could not be reached. Try again in a few minutes.',
  RESET_TOKEN_INVALID: 'This link has expired or was already used.',
  EMAIL_EXISTS: 'A user with this email already exists.',
  USERNAME_EXISTS: 'A user with that name already exists.',
  USERNAME_INVALID: 'The user name is not valid.',
  MANAGEMENT_SYSTEM_ERROR: 'An error occurred while communicating with the digital platform.',
  MANAGEMENT_VERIFY_FAILED: 'An error occurred while verifying the user in the management platform',
  SECTION_NOT_FOUND: 'The specified section does not exist.',
  INCIDENT_TYPE_CREATE_FAILED:
    "Error while creating incident. The form was not saved: an incident type with the form's name may already exist.",
  INCIDENT_CREATE_FAILED: 'Error while creating incident. The answer was not saved.',
  MUNICIPALITY_NOT_LINKED:
    'The current municipality is not linked to a municipality of the digital platform.',
  MUNICIPALITY_WITHOUT_AREAS: 'The municipality has no areas to choose from. Create one first.',
  MUNICIPALITY_KEY_EXISTS: 'Another municipality already uses this keyword. Choose a different one.',
  AREAS_NOT_EDITABLE: 'The areas of this user belong to different municipalities and cannot be edited here.',
  DUPLICATE_VALUE: 'This value is already in use. Reload the page and try again.',
  FORM_LOCKED: 'This form has answers, so it can no longer be edited.',
  FORM_HAS_ANSWERS: 'This form has answers: its texts can change, but not its sections, questions or states.',
  FORM_KEY_PREFIX_TAKEN:
    'Another form already uses this answer-code prefix, or answers were given codes with it. Choose another.',
  CITIZEN_FORM_NOT_PUBLIC: 'Forms with the option to add a citizen cannot be public',
  FILE_TOO_LARGE: 'The image is too big',
  FILE_TYPE_INVALID: 'Invalid file format',
  IMPORT_EMPTY: 'The file has no rows under its header row.',
  IMPORT_TOO_MANY_ROWS: 'The file has more than 5,000 rows. Split it into several files.',
  IMPORT_COLUMNS_MISSING: 'The header row lacks required columns. Use the template.',
  VIDEO_NOT_ENABLED: 'Video attachments are not enabled for this municipality.',
  FORM_DELETED: 'The form you want to answer does not exist or has been deleted.',
  FORM_NOT_IN_AREAS:
    'You do not have permission to see the form because it is not among your municipal areas.',
  ALREADY_ANSWERED: 'You have already answered this form',
  RESPONSE_LIMIT_REACHED: 'Response limit reached',
  SUBMISSION_ID_TAKEN: 'This answer could not be saved because its submission belongs to another answer.',
  ANSWER_INVALID: 'The answer does not match the form. Reload the page and try again.',
  ANSWER_INCOMPLETE: 'Some required fields are missing.',
  ANSWER_CHANGED_CONCURRENTLY: 'This answer was changed by someone else meanwhile. Open it again.',
  ANSWER_SIGNED: 'This answer was signed meanwhile, so it can no longer be changed.',
  NO_CHANGES: 'There are no changes',
  ANSWER_UNDELETABLE:
    'This answer cannot be deleted: it is signed, comes from the citizen portal or has a payment.',
  STATE_TRANSITION_NOT_ALLOWED: 'The state could not be updated',
  EXPORT_TOO_LARGE: 'There are more answers than an Excel sheet holds: narrow the filters and export again.',
  EXPORT_BUSY: 'Many exports are being prepared right now: try again in a minute.',
  EMAIL_COPY_NOT_OFFERED: 'This form does not send copies by email.',
  CITIZEN_NOT_TAKEN: 'This form does not take a citizen or an addressee.',
  CITIZEN_REQUIRED: 'The citizen is required',
  CITIZEN_NOT_FOUND: 'A citizen with that ID number has not been found.',
  CITIZEN_REGISTRY_ERROR: 'Error searching for the citizen in MuniDigital. Please try again.',
  CITIZEN_EXISTS: 'A citizen with that ID number already exists.',
  GEOCODING_UNAVAILABLE: 'Address search is not available right now. You can still place the pin on the map.',
  MAIL_FAILED: 'An error occurred while sending the email, please try again',
  RATE_LIMITED: 'Too many requests. Wait a minute and try again.',
  INTERNAL: 'Something went wrong on the server. Try again in a moment.',
  CITIZEN_SESSION_INVALID:
    'Your session could not be verified. Please sign in again from the Citizen Portal.',
  CHANGES_REQUEST_EMPTY: 'Mark at least one answer, image or document to review',
  CHANGES_REQUEST_SECTION_WITHOUT_ANSWERS: 'There are sections that do not indicate the answers to review',
  CHANGES_REQUEST_NOT_OFFERED:
    'Changes can be requested only on Citizen Portal forms with incidents and an associated citizen',
  CHANGES_REQUEST_PENDING: 'The citizen has not completed the previous request for changes yet',
  REVISION_NOT_PENDING: 'Form already answered',
  RECORD_NOT_FOUND: 'No records were found for that code. Remember that upper and lower case matter.',
  STATUS_NOT_FOUND: 'Your procedure has no states, or no answer has this code.',
  LOGO_TOO_LARGE: 'The image is too large',
  LOGO_FORMAT_INVALID: 'Invalid file format',
  LOGO_WITH_PORTABLE_PRINT: 'Portable print and a logo cannot be used together.',
  PAYMENT_NOT_OFFERED: 'This form does not take payments.',
  PAYMENT_ORDER_REQUIRED: 'Validate the ticket order before saving the answer.',
  PAYMENT_SECTION_UNKNOWN: 'The specified section does not exist.',
  PAYMENT_SECTION_NOT_PRICED: 'The selected location has no price.',
  PAYMENT_QUANTITY_INVALID: 'Choose a valid number of tickets.',
  PAYMENT_NO_STOCK: 'There are no tickets available for the selected location. Please refresh the screen.',
  PAYMENT_SECTION_HAS_ORDERS: 'A ticket section that already has orders cannot be removed or renamed.',
  PAY_ORDER_NOT_FOUND: 'The ticket order does not exist.',
  PAY_ORDER_USED: 'This ticket order was already saved with an answer.',
  PAY_ORDER_NOT_PENDING: 'This ticket order can no longer be changed.',
  PAY_ORDER_NOT_SAVED: 'Save the answer before paying.',
  PAYMENT_MERCHANT_MISSING:
    'Error in the ticket generation process. If the problem persists, contact the municipality.',
  PAYMENT_NOTIFICATION_INVALID: 'The payment notification could not be verified.',
  PAYMENT_NOTIFICATION_MISMATCH: 'The payment notification does not match the order.',
  WEBHOOK_URL_NOT_HTTPS: 'The address must start with https://.',
  WEBHOOK_ADDRESS_NOT_ALLOWED:
    'The address is on a private or reserved network: webhooks go only to public addresses.',
  WEBHOOK_HOST_UNRESOLVED: "The address's host name could not be found.",
  WEBHOOK_FORM_NOT_IN_MUNICIPALITY: 'The form is not a form of this municipality.',
  APPOINTMENT_NOT_OFFERED: 'This form does not offer appointments.',
  APPOINTMENT_AGENDA_UNKNOWN: "The agenda is not one of the municipality's booking system. Select it again.",
  BOOKING_SYSTEM_ERROR:
    'The information could not be loaded. If the problem persists, contact the municipality.',
} satisfies Record<
  | ErrorCode
  | 'title'
  | 'generic'
  | 'network'
  | 'waitToRetry'
  | `wait${'Seconds' | 'Minutes'}_${'one' | 'other'}`,
  string
>;
