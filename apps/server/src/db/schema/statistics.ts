/** The statistics' counts and their rollup (modules/statistics). */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The statistics of the answers (issue 14), kept by every write of an answer in its transaction
 * (modules/answers/repository.ts): how many times each item (answers, hour of day, state, section,
 * condition, question value; see the domain's statisticsValues) was counted per form and local day.
 * Each count is kept twice: once for everyone (`everyone`, author nil, not portal) — what most
 * readers see, few rows per day — and once per author and citizen-portal flag, for the readers the
 * visibility restricts (own answers, citizen-portal answers only). No foreign key: a form is removed
 * only when it has no answers, and its zero counts may stay.
 */
export const statisticsCounts = pgTable(
  'statistics_counts',
  {
    formId: uuid('form_id').notNull(),
    everyone: boolean('everyone').notNull(),
    /** The answer's author (nil for anonymous answers and for the everyone rows). */
    author: uuid('author').notNull(),
    citizenPortal: boolean('citizen_portal').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    item: text('item').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'statistics_counts_pk',
      columns: [t.formId, t.everyone, t.author, t.citizenPortal, t.day, t.item, t.value],
    }),
    // Answers per day (per day of a range, a form's total ever, the admin's months): a few small
    // entries per form and day, for everyone and per author. The count is not in it, so counter
    // updates stay HOT.
    index('statistics_counts_answers_idx')
      .on(t.formId, t.everyone, t.author, t.citizenPortal, t.day)
      .where(sql`${t.item} = 'answers'`),
  ],
);

/**
 * The monthly rollup of statistics_counts (issue 14): the same counts summed per calendar month
 * (`month`, its first day) for the days up to statistics_rollup.rolled_through; a change to a day
 * already rolled up is written here by the same writer in the same statement as the daily rows.
 * A range reads its whole months from here and only its edge days from the daily rows (domain
 * splitRange), so the cost of a range grows with months, not days.
 */
export const statisticsMonthCounts = pgTable(
  'statistics_month_counts',
  {
    formId: uuid('form_id').notNull(),
    everyone: boolean('everyone').notNull(),
    author: uuid('author').notNull(),
    citizenPortal: boolean('citizen_portal').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    item: text('item').notNull(),
    value: text('value').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'statistics_month_counts_pk',
      columns: [t.formId, t.everyone, t.author, t.citizenPortal, t.month, t.item, t.value],
    }),
  ],
);

/**
 * How far the monthly rollup is complete (one row): statistics_month_counts holds every daily count
 * of days up to `rolled_through`; later days are in statistics_counts only, until the rollup job
 * (modules/statistics/rollup.ts) adds the days that have closed. A save of a new answer writes its
 * day only; a change to an answer of a day already rolled up writes both (answers/statistics-counts.ts).
 */
export const statisticsRollup = pgTable(
  'statistics_rollup',
  {
    id: integer('id').primaryKey(),
    rolledThrough: date('rolled_through', { mode: 'string' }).notNull(),
  },
  (t) => [check('statistics_rollup_one_row', sql`${t.id} = 1`)],
);
