/**
 * Stable error codes of the API: `{ error: { code, message, details? } }`.
 * The web app maps each code to a catalogue key `errors.<code>`.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CSRF_REJECTED',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'NO_PRODUCT_USER',
  'NO_AREAS',
  'MUNICIPALITY_DISABLED',
  'USER_DISABLED',
  'RESET_TOKEN_INVALID',
  'EMAIL_EXISTS',
  'USERNAME_EXISTS',
  'USERNAME_INVALID',
  'MANAGEMENT_SYSTEM_ERROR',
  'MANAGEMENT_VERIFY_FAILED',
  'MUNICIPALITY_NOT_LINKED',
  'MUNICIPALITY_WITHOUT_AREAS',
  'AREAS_NOT_EDITABLE',
  'CONFLICT',
  'FORM_LOCKED',
  'FILE_TOO_LARGE',
  'FILE_TYPE_INVALID',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: unknown };
};
