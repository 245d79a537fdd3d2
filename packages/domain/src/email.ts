/**
 * The one e-mail rule (issue 28): every address Cabildo matches or keeps — password sign-in,
 * single sign-on, reset requests, user creation and invitations, ADMIN_EMAIL — goes through
 * `emailKey`, in the browser and on the server alike (no zod here, so the sign-in page can use it).
 *
 * Only ASCII addresses are accepted, and case is folded in ASCII only: JavaScript's and
 * PostgreSQL's full-Unicode lower-casing turn the Kelvin sign (U+212A) into "k" and "İ" into "i̇",
 * so a provider's `\u212Aate@…` would have signed in as `kate@…`. Such an address is refused, not
 * matched. The database keeps this key as written and compares it with `=` (never `lower()`).
 */

export const EMAIL_MAX_LENGTH = 254;
/** zod's own e-mail pattern (`z.regexes.email`), written out so it costs nothing to import: ASCII only. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Spaces around what was typed or pasted: ASCII white space only (a no-break space is no space here). */
const SURROUNDING_SPACE = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/** 'A'–'Z' to 'a'–'z' and nothing else. */
export const foldAsciiCase = (value: string) => value.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** The form an e-mail is stored and compared in: trimmed, ASCII-folded; not yet checked. */
export const emailKey = (value: string) => foldAsciiCase(value.replace(SURROUNDING_SPACE, ''));

/** Whether a key (`emailKey`) is an address Cabildo accepts. */
export const isAcceptedEmailKey = (key: string) => key.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(key);

/** The key of an accepted address, or null (not an address, not ASCII, a NUL…). */
export function acceptedEmail(value: string): string | null {
  const key = emailKey(value);
  return isAcceptedEmailKey(key) ? key : null;
}
