import {
  answerDocumentSchema,
  restatedValues,
  statisticsDelta,
  statisticsValues,
  type AnswerDocument,
} from '@cabildo/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { serverTimeZone } from '../geography/index.ts';

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
 * The time zone the statistics count days and hours in is the answer's municipality's
 * (geography/time-zone.ts); this is the server's (TZ), the default of a municipality without one.
 */
export const statisticsTimeZone = serverTimeZone;

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

const COUNTED_COLUMNS = sql.raw(`form_id uuid, everyone boolean, author uuid, citizen_portal boolean,
    day date, item text, value text, delta int`);

/**
 * The statements of the counts as CTEs of one statement (`rolled`, `counted_days`, `counted_months`).
 * Every change goes to the daily rows; the monthly rollup gets, summed per month, only the changes of
 * days it already holds (up to statistics_rollup.rolled_through) — a new answer's day is today, so a
 * save writes no monthly row, and the rollup job adds the days once they close (statistics/rollup.ts).
 * The rollup's row is read FOR SHARE before anything is written: the job, which locks it FOR UPDATE
 * to move it, waits for the writers under way, and they for it, so no change is counted twice or
 * lost. `onlyIf` ties the writes to the rest of the statement (the save's numbering). Every writer
 * writes in key order, so two writers never wait for each other crosswise.
 */
export const countsUpserts = (rows: CountRow[], onlyIf: SQL = sql`true`) => {
  const counted = sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as counted(${COUNTED_COLUMNS})`;
  return sql`
  rolled as (select rolled_through from statistics_rollup where id = 1 for share),
  counted_days as (
    insert into statistics_counts (form_id, everyone, author, citizen_portal, day, item, value, count)
    select form_id, everyone, author, citizen_portal, day, item, value, delta
    from ${counted} cross join rolled
    where ${onlyIf}
    order by form_id, everyone, author, citizen_portal, day, item, value
    on conflict (form_id, everyone, author, citizen_portal, day, item, value)
    do update set count = statistics_counts.count + excluded.count),
  counted_months as (
    insert into statistics_month_counts (form_id, everyone, author, citizen_portal, month, item, value, count)
    select form_id, everyone, author, citizen_portal, date_trunc('month', day)::date, item, value, sum(delta)
    from ${counted} cross join rolled
    where ${onlyIf} and day <= rolled.rolled_through
    group by form_id, everyone, author, citizen_portal, date_trunc('month', day)::date, item, value
    having sum(delta) <> 0
    order by form_id, everyone, author, citizen_portal, date_trunc('month', day)::date, item, value
    on conflict (form_id, everyone, author, citizen_portal, month, item, value)
    do update set count = statistics_month_counts.count + excluded.count)`;
};

/** Writes the collected changes (nothing when there are none). */
export async function writeCounts(tx: DbOrTx, changes: CountChanges): Promise<void> {
  const rows = changes.toRows();
  if (rows.length > 0) await tx.execute(sql`with ${countsUpserts(rows)} select 1`);
}

/**
 * The statistics values of a new answer's document, its day and hour in its municipality's zone
 * (an unreadable document: only its day, hour and the answer).
 */
export function newStatisticsValues(document: unknown, createdAt: Date, timeZone: string): string {
  const parsed = answerDocumentSchema.safeParse(document);
  if (parsed.success) return statisticsValues(parsed.data, createdAt, timeZone);
  const bare = {
    template: { sections: [] },
    sections: [],
    supervisorEdits: [],
  } as unknown as AnswerDocument;
  return statisticsValues(bare, createdAt, timeZone);
}

/** The values after a change of the document; the previous ones when it cannot be read, null while never counted. */
export function changedStatisticsValues(previous: string | null, document: unknown): string | null {
  if (previous === null) return null;
  const parsed = answerDocumentSchema.safeParse(document);
  return parsed.success ? restatedValues(previous, parsed.data) : previous;
}
