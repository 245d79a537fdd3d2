import { ANSWER_CODE_FALLBACK_PREFIX, defaultKeyPrefix, ERRORS } from '@cabildo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { answers, forms } from '../../db/schema/index.ts';
import { apiError, ApiError, isUniqueViolation } from '../../http/errors.ts';

/*
 * A form's answer-code prefix (issue 28 item 8). Codes are prefix-n, so a code names one procedure
 * as long as no two forms ever number under one prefix: prefixes are unique without case (the index
 * forms_key_prefix_uq), and a prefix codes were issued with is not given to a form again — not even
 * to the one that had it, since a form's counter restarts with each new prefix. Issued codes never
 * change.
 */

/** With the field, so the editor points at it. */
export const keyPrefixTaken = () =>
  apiError('FORM_KEY_PREFIX_TAKEN', [{ path: '/keyPrefix', message: ERRORS.FORM_KEY_PREFIX_TAKEN.message }]);

/** Whether an answer, of any form, has a code `prefix-n` (compared without case). */
async function codesIssuedWith(db: DbOrTx, prefix: string): Promise<boolean> {
  const upper = prefix.toUpperCase();
  // Prefixes are letters, digits and hyphens: nothing in them means anything to LIKE or a regex.
  const rows = await db
    .select({ id: answers.id })
    .from(answers)
    .where(
      and(
        sql`upper(${answers.code}) like ${`${upper}-%`}`,
        sql`upper(${answers.code}) ~ ${`^${upper}-[0-9]+$`}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

const reserved = (prefix: string) => prefix.toUpperCase() === ANSWER_CODE_FALLBACK_PREFIX;

/**
 * The default prefix of a new form (or a copy): the first candidate of `defaultKeyPrefix` (CBA-IAP,
 * CBA-IAP2, …) no form has and no code was issued with.
 */
export async function freeDefaultKeyPrefix(db: DbOrTx, keyword: string | null, title: string) {
  const base = defaultKeyPrefix(keyword, title, 1).toUpperCase();
  const taken = new Set(
    (
      await db
        .select({ prefix: sql<string>`upper(${forms.keyPrefix})` })
        .from(forms)
        .where(sql`upper(${forms.keyPrefix}) like ${`${base}%`}`)
    ).map((row) => row.prefix),
  );
  for (let attempt = 1; ; attempt += 1) {
    const candidate = defaultKeyPrefix(keyword, title, attempt);
    if (taken.has(candidate.toUpperCase())) continue;
    if (!(await codesIssuedWith(db, candidate))) return candidate;
  }
}

/**
 * Gives the form `prefix` inside `tx` and restarts its counter. Written first, then checked, so a
 * code issued under the prefix by a commit just before is seen; the caller's transaction rolls
 * everything back on FORM_KEY_PREFIX_TAKEN.
 */
export async function setKeyPrefix(tx: DbOrTx, formId: string, prefix: string): Promise<void> {
  if (reserved(prefix)) throw keyPrefixTaken();
  try {
    await tx.update(forms).set({ keyPrefix: prefix, lastKeyNumber: 0 }).where(eq(forms.id, formId));
  } catch (error) {
    if (isUniqueViolation(error, 'forms_key_prefix_uq')) throw keyPrefixTaken();
    throw error;
  }
  if (await codesIssuedWith(tx, prefix)) throw keyPrefixTaken();
}

/** Whether a failed write lost a race for a prefix (two new forms given the same default at once). */
export const lostPrefixRace = (error: unknown) =>
  isUniqueViolation(error, 'forms_key_prefix_uq') ||
  (error instanceof ApiError && error.code === 'FORM_KEY_PREFIX_TAKEN');
