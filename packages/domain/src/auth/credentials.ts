/**
 * The sign-in rules without zod, so the sign-in page can check what was typed without shipping a
 * validation library; `loginRequestSchema` is built from the same constants.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
/** zod's own e-mail pattern (`z.regexes.email`), written out so it costs nothing to import. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const normalizeEmail = (value: string) => value.trim().toLowerCase();

export const isValidEmail = (value: string) => {
  const email = normalizeEmail(value);
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
};

/** Which sign-in fields `loginRequestSchema` would refuse. */
export function loginProblems(values: { email: string; password: string }) {
  return {
    email: !isValidEmail(values.email),
    password: values.password.length < 1 || values.password.length > PASSWORD_MAX_LENGTH,
  };
}
