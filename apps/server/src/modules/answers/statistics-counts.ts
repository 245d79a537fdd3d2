import {
  answerDocumentSchema,
  restatedValues,
  statisticsDelta,
  statisticsValues,
  type AnswerDocument,
} from '@cabildo/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/*
 * The statistics counts kept with the answers (issue 14; docs/decisions.md "Statistics"): every
 * write of an answer row (repository.ts) adds, in its transaction, the difference between what was
 * counted of the answer and what is counted now to statistics_counts — once for everyone and once
 * for the answer's author and citizen-portal flag, which the visibility of own-answers roles and
 * of citizen-portal answers needs.
 */

/** The author of the everyone rows and of anonymous answers. */
export const NIL_AUTHOR = '00000000-0000-0000-0000-000000000000';

/**
 * The time zone the statistics count days and hours in: the server's (TZ), the zone the answers
 * list's date filter uses too. Every municipality of an instance shares it.
 */
export const statisticsTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Where an answer is counted. */
export type CountedAnswer = {
  formId: string;
  createdBy: string | null;
  citizenPortal: boolean;
};

/** The rows' columns as jsonb_to_recordset reads them. */
type CountRow = {
  form_id: string;
  everyone: boolean;
  author: string;
  citizen_portal: boolean;
  day: string;
  item: string;
  value: string;
  delta: number;
};

/** Collects count changes, merged per row, to write them in one statement. */
export class CountChanges {
  private readonly rows = new Map<string, CountRow>();

  /** `delta` of the line `item<TAB>value` of `answer` on `day`, for everyone and for its author. */
  add(answer: CountedAnswer, day: string, line: string, delta: number): void {
    if (delta === 0 || !day) return;
    const tab = line.indexOf('\t');
    const item = tab < 0 ? line : line.slice(0, tab);
    const value = tab < 0 ? '' : line.slice(tab + 1);
    const author = answer.createdBy ?? NIL_AUTHOR;
    for (const [everyone, who, portal] of [
      [true, NIL_AUTHOR, false],
      [false, author, answer.citizenPortal],
    ] as const) {
      const key = [answer.formId, everyone, who, portal, day, item, value].join('\u0000');
      const row = this.rows.get(key);
      if (row) row.delta += delta;
      else
        this.rows.set(key, {
          form_id: answer.formId,
          everyone,
          author: who,
          citizen_portal: portal,
          day,
          item,
          value,
          delta,
        });
    }
  }

  /** The difference between two statistics values of one answer, plus a move of its state. */
  addValues(
    answer: CountedAnswer,
    before: { values: string | null; state: number | null },
    after: { values: string | null; state: number | null },
  ): void {
    const day = dayOf(after.values) ?? dayOf(before.values);
    if (!day) return;
    for (const [line, delta] of statisticsDelta(before.values, after.values))
      this.add(answer, day, line, delta);
    if (before.values !== null && before.state !== null) this.add(answer, day, `state\t${before.state}`, -1);
    if (after.values !== null && after.state !== null) this.add(answer, day, `state\t${after.state}`, 1);
  }

  /**
   * The merged rows in key order, so every writer locks the counters it updates in the same order
   * (two writers never wait for each other crosswise).
   */
  toRows(): CountRow[] {
    return [...this.rows.entries()]
      .filter(([, row]) => row.delta !== 0)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, row]) => row);
  }

  get size(): number {
    return this.rows.size;
  }
}

/** The day of stored statistics values (their first line). */
export const dayOf = (values: string | null): string | null => {
  if (!values) return null;
  const end = values.indexOf('\n');
  return end < 0 ? values : values.slice(0, end);
};

/** The first day of a day's month (YYYY-MM-01), the key of the monthly rollup. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * The rows of the monthly rollup (statistics_month_counts) for daily rows: summed per month, zeros
 * left out, in key order too.
 */
export function monthRows(rows: CountRow[]): CountRow[] {
  const months = new Map<string, CountRow>();
  for (const row of rows) {
    const month = monthOf(row.day);
    const key = [row.form_id, row.everyone, row.author, row.citizen_portal, month, row.item, row.value].join(
      '\u0000',
    );
    const found = months.get(key);
    if (found) found.delta += row.delta;
    else months.set(key, { ...row, day: month });
  }
  return [...months.entries()]
    .filter(([, row]) => row.delta !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);
}

/** The upsert of `rows` into one of the two count tables, as the body of a CTE. */
const upsertInto = (
  table: 'statistics_counts' | 'statistics_month_counts',
  rows: CountRow[],
  onlyIf: SQL,
) => {
  const period = sql.raw(table === 'statistics_counts' ? 'day' : 'month');
  const name = sql.raw(table);
  return sql`
  insert into ${name} (form_id, everyone, author, citizen_portal, ${period}, item, value, count)
  select form_id, everyone, author, citizen_portal, day, item, value, delta
  from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as counted(form_id uuid, everyone boolean,
    author uuid, citizen_portal boolean, day date, item text, value text, delta int)
  where ${onlyIf}
  order by form_id, everyone, author, citizen_portal, day, item, value
  on conflict (form_id, everyone, author, citizen_portal, ${period}, item, value)
  do update set count = ${name}.count + excluded.count`;
};

/**
 * The two upserts of the counts as CTEs of one statement (`counted_days`, `counted_months`): the
 * daily rows and their monthly rollup, so the two never disagree. `onlyIf` ties them to the rest of
 * the statement (the save's numbering). Every writer uses this same pair in this same order, each
 * in key order, so two writers never wait for each other crosswise.
 */
export const countsUpserts = (rows: CountRow[], onlyIf: SQL = sql`true`) => sql`
  counted_days as (${upsertInto('statistics_counts', rows, onlyIf)}),
  counted_months as (${upsertInto('statistics_month_counts', monthRows(rows), onlyIf)})`;

/** Writes the collected changes (nothing when there are none). */
export async function writeCounts(tx: DbOrTx, changes: CountChanges): Promise<void> {
  const rows = changes.toRows();
  if (rows.length > 0) await tx.execute(sql`with ${countsUpserts(rows)} select 1`);
}

/** The statistics values of a new answer's document (an unreadable one: only its day, hour and the answer). */
export function newStatisticsValues(
  document: unknown,
  createdAt: Date,
  timeZone = statisticsTimeZone(),
): string {
  const parsed = answerDocumentSchema.safeParse(document);
  if (parsed.success) return statisticsValues(parsed.data, createdAt, timeZone);
  const bare = { template: { sections: [] }, sections: [], supervisorEdits: [] } as unknown as AnswerDocument;
  return statisticsValues(bare, createdAt, timeZone);
}

/** The values after a change of the document; the previous ones when it cannot be read, null while never counted. */
export function changedStatisticsValues(previous: string | null, document: unknown): string | null {
  if (previous === null) return null;
  const parsed = answerDocumentSchema.safeParse(document);
  return parsed.success ? restatedValues(previous, parsed.data) : previous;
}
