import { z } from 'zod';

/**
 * A form's answer-code prefix (spec part 1 §3 "a per-form key prefix"; part 2 §7): the code of an
 * answer is the prefix, a hyphen and the form's next number (answers/codes.ts). Prefixes are unique
 * across Cabildo without case (the server's unique index), so a code names one procedure.
 */
export const KEY_PREFIX_MIN = 2;
export const KEY_PREFIX_MAX = 30;
/** The municipality keyword's share of a default prefix (keywords are rarely longer than 5). */
const KEYWORD_PART_MAX = 20;

export const KEY_PREFIX_ERRORS = { invalid: 'forms.errors.keyPrefixInvalid' } as const;

/** Upper-case letters and digits in groups joined by single hyphens, starting with a letter. */
export const KEY_PREFIX_PATTERN = /^\p{Lu}[\p{Lu}0-9]*(?:-[\p{Lu}0-9]+)*$/u;

export const isValidKeyPrefix = (value: string): boolean =>
  value.length >= KEY_PREFIX_MIN && value.length <= KEY_PREFIX_MAX && KEY_PREFIX_PATTERN.test(value);

export const keyPrefixSchema = z
  .string()
  .trim()
  .refine(isValidKeyPrefix, { error: KEY_PREFIX_ERRORS.invalid });

/**
 * The form's short key: the initials of the title's first three words of 4 or more letters, the
 * first 3 letters of its only such word, else of its first word, else F. Accents are folded; other
 * letters, digits and signs only separate words (so the key is letters only and a number appended
 * to it cannot make another form's key). Migration 0021 computes the same in SQL.
 */
export function shortFormKey(title: string): string {
  const words = title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z]+/g, ' ')
    .toUpperCase()
    .split(' ')
    .filter((word) => word !== '');
  const significant = words.filter((word) => word.length >= 4);
  if (significant.length >= 2)
    return significant
      .slice(0, 3)
      .map((word) => word[0])
      .join('');
  if (significant.length === 1) return significant[0]!.slice(0, 3);
  return words[0]?.slice(0, 3) ?? 'F';
}

/**
 * The default prefix's `attempt`-th candidate (1, 2, …): the municipality keyword (DESC without
 * one), a hyphen and the short key, then 2, 3… for the next forms with the same — e.g.
 * "CBA-IAP", "CBA-IAP2". The server takes the first candidate no form has and no code used.
 */
export function defaultKeyPrefix(keyword: string | null, title: string, attempt: number): string {
  const base = `${(keyword?.trim() || 'DESC').slice(0, KEYWORD_PART_MAX)}-${shortFormKey(title)}`;
  return attempt <= 1 ? base : `${base}${attempt}`;
}
