import { acceptedEmail } from '../email.ts';

/**
 * The sign-in rules without zod, so the sign-in page can check what was typed without shipping a
 * validation library; `loginRequestSchema` is built from the same constants and e-mail rule.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/** The sign-in page's check of the e-mail: the one e-mail rule (email.ts). */
export const isValidEmail = (value: string) => acceptedEmail(value) !== null;

/** Which sign-in fields `loginRequestSchema` would refuse. */
export function loginProblems(values: { email: string; password: string }) {
  return {
    email: !isValidEmail(values.email),
    password: values.password.length < 1 || values.password.length > PASSWORD_MAX_LENGTH,
  };
}
