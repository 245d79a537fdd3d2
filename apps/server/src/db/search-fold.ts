import { sql, type SQL } from 'drizzle-orm';

/**
 * Search folding, the same in SQL and in TypeScript: upper case to lower case and accented
 * letters to their base letter, character by character. `translate` is immutable and needs no
 * extension (unaccent is missing from PGlite and is not immutable), and unlike `lower` it does
 * not depend on the database's locale, so a stored key and a typed search fold alike everywhere.
 */
const FROM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÄÃÅÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÝÑÇáàâäãåéèêëíìîïóòôöõúùûüýÿñç';
const TO = 'abcdefghijklmnopqrstuvwxyzaaaaaaeeeeiiiiooooouuuuyncaaaaaaeeeeiiiiooooouuuuyync';

const map = new Map([...FROM].map((char, index) => [char, TO[index]!]));

/** `expression` folded, in SQL. */
export const searchFold = (expression: SQL): SQL =>
  sql`translate(${expression}, '${sql.raw(FROM)}', '${sql.raw(TO)}')`;

/** `text` folded like `searchFold` does in the database. */
export const foldSearchText = (text: string): string =>
  [...text.normalize('NFC')].map((char) => map.get(char) ?? char).join('');
