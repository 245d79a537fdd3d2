import { addDays, ALL_STATES, type AnswerFilterQuery } from '@cabildo/domain';
import { eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { answers, municipalities, payOrders } from '../../../db/schema/index.ts';
import { foldSearchText } from '../../../db/search-fold.ts';
import { serverTimeZone } from '../../geography/index.ts';
import { escapeLike } from '../../../db/like.ts';

/** The domain's filter set under the name export/** still imports (it should import `AnswerFilterQuery`). */
export type AnswerFilter = AnswerFilterQuery;

/** The column the list is ordered by and the dates apply to: creation, or last update when asked. */
export const sortColumn = (filter: Pick<AnswerFilterQuery, 'byLastUpdate'>) =>
  filter.byLastUpdate ? answers.updatedAt : answers.createdAt;

/**
 * The zone the days of the date filter are taken in: the form's municipality's (the days its
 * statistics and export show, geography/time-zone.ts), read by the statement itself; else the server's.
 */
const filterZone = (municipalityId?: string): SQL =>
  municipalityId
    ? sql`coalesce((select nullif(${municipalities.settings}->>'timeZone', '') from ${municipalities}
        where ${municipalities.id} = ${municipalityId}::uuid), ${serverTimeZone()}::text)`
    : sql`${serverTimeZone()}::text`;

/** Midnight starting a YYYY-MM-DD day in a zone. */
const startOf = (day: string, zone: SQL): SQL => sql`((${day}::date)::timestamp at time zone ${zone})`;

/**
 * [start, end) of the date filter: one day, or a range from the first day's 00:00 to the last
 * day's 23:59 (spec part 3 §5), on the clock of the form's municipality (the browser sends bare dates).
 */
export function dateBounds(
  filter: Pick<AnswerFilterQuery, 'date' | 'from' | 'to'>,
  municipalityId?: string,
): [SQL, SQL] | null {
  const zone = filterZone(municipalityId);
  const first = filter.date || (filter.from && filter.to ? filter.from : null);
  const last = filter.date || (filter.from && filter.to ? filter.to : null);
  if (!first || !last) return null;
  return [startOf(first, zone), startOf(addDays(last, 1), zone)];
}

/**
 * "Answered by" (creadoPor): answers whose author's name ("first last") or username starts with
 * what was typed, ignoring case and accents — "agustina alv" finds Agustina Álvarez. Both keys are
 * stored folded (db/schema/answers.ts), and each has a (form, key text_pattern_ops) index for the prefix.
 */
export function authorFilter(typed: string): SQL | undefined {
  const prefix = `${escapeLike(foldSearchText(typed.trim().replace(/\s+/g, ' ')))}%`;
  return or(like(answers.authorNameKey, prefix), like(answers.authorUsernameKey, prefix));
}

/**
 * The filter set as conditions on `answers` (spec part 3 §3 "Answers-list filter set"), each one
 * served by an index of db/schema/answers.ts: code (exact; codes are upper-case), answered by (a prefix of
 * the author's name or username, case- and accent-insensitive), citizen document (exact), state,
 * dates (on the clock of the municipality `municipalityId`, the form's).
 */
export function answerFilters(filter: AnswerFilterQuery, municipalityId?: string): SQL[] {
  const conditions: SQL[] = [];
  if (filter.code) conditions.push(eq(answers.code, filter.code.toUpperCase()));
  const author = filter.author ? authorFilter(filter.author) : undefined;
  if (author) conditions.push(author);
  if (filter.citizenDni) conditions.push(eq(answers.citizenDocument, filter.citizenDni));
  if (filter.state !== ALL_STATES) conditions.push(eq(answers.state, filter.state));
  // The answer's ticket order (forms with a payment; one order per answer, by its unique index).
  if (filter.paymentStatus)
    conditions.push(
      sql`exists (select 1 from ${payOrders} where ${payOrders.answerId} = ${answers.id} and ${payOrders.status} = ${filter.paymentStatus})`,
    );
  const bounds = dateBounds(filter, municipalityId);
  if (bounds) {
    const column = sortColumn(filter);
    conditions.push(gte(column, bounds[0]), lt(column, bounds[1]));
  }
  return conditions;
}
