import { ALL_STATES, type AnswerFilterQuery } from '@cabildo/domain';
import { eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { answers, payOrders } from '../../../db/schema.ts';
import { foldSearchText } from '../../../db/search-fold.ts';

/** The domain's filter set under the name export/** still imports (it should import `AnswerFilterQuery`). */
export type AnswerFilter = AnswerFilterQuery;

/** The column the list is ordered by and the dates apply to: creation, or last update when asked. */
export const sortColumn = (filter: Pick<AnswerFilterQuery, 'byLastUpdate'>) =>
  filter.byLastUpdate ? answers.updatedAt : answers.createdAt;

/** Midnight starting a YYYY-MM-DD day in the server's time zone. */
const startOf = (day: string) => new Date(`${day}T00:00:00`);
const dayAfter = (day: string) => {
  const date = startOf(day);
  date.setDate(date.getDate() + 1);
  return date;
};

/**
 * [start, end) of the date filter: one day, or a range from the first day's 00:00 to the last
 * day's 23:59 (spec part 3 §5). Days are taken in the server's time zone — the browser sends bare
 * dates, and the municipality has no time zone of its own yet.
 */
export function dateBounds(filter: Pick<AnswerFilterQuery, 'date' | 'from' | 'to'>): [Date, Date] | null {
  if (filter.date) return [startOf(filter.date), dayAfter(filter.date)];
  if (filter.from && filter.to) return [startOf(filter.from), dayAfter(filter.to)];
  return null;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * "Answered by" (creadoPor): answers whose author's name ("first last") or username starts with
 * what was typed, ignoring case and accents — "agustina alv" finds Agustina Álvarez. Both keys are
 * stored folded (schema.ts), and each has a (form, key text_pattern_ops) index for the prefix.
 */
export function authorFilter(typed: string): SQL | undefined {
  const prefix = `${escapeLike(foldSearchText(typed.trim().replace(/\s+/g, ' ')))}%`;
  return or(like(answers.authorNameKey, prefix), like(answers.authorUsernameKey, prefix));
}

/**
 * The filter set as conditions on `answers` (spec part 3 §3 "Answers-list filter set"), each one
 * served by an index of schema.ts: code (exact; codes are upper-case), answered by (a prefix of
 * the author's name or username, case- and accent-insensitive), citizen document (exact), state,
 * dates.
 */
export function answerFilters(filter: AnswerFilterQuery): SQL[] {
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
  const bounds = dateBounds(filter);
  if (bounds) {
    const column = sortColumn(filter);
    conditions.push(gte(column, bounds[0]), lt(column, bounds[1]));
  }
  return conditions;
}
