import { z } from 'zod';

/** Catalogue key of the message for text that cannot be stored. */
export const TEXT_ERRORS = { invalidCharacters: 'text.errors.invalidCharacters' } as const;

/** With the u flag a surrogate range matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * Whether PostgreSQL can keep the text: it refuses a NUL character in text and jsonb, and a lone
 * UTF-16 surrogate (not valid Unicode) in jsonb.
 */
export const isStorableText = (value: string): boolean =>
  !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/**
 * Every text a person sends (titles, answers, names, filters, settings) goes through this schema,
 * so such text is a 400 VALIDATION_FAILED rather than a database error. Chain limits after it:
 * `textSchema.max(120)`.
 */
export const textSchema = z.string().refine(isStorableText, { error: TEXT_ERRORS.invalidCharacters });
