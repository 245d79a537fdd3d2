import {
  addDays,
  addMonths,
  localDayAndHour,
  parseStatisticsValues,
  type FormStatistics,
  type FormTemplate,
  type FormTemplateInput,
} from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, forms, statisticsCounts, statisticsMonthCounts } from '../../../src/db/schema/index.ts';
import { countMissingStatistics } from '../../../src/modules/answers/repository.ts';
import { formTimeZone } from '../../../src/modules/geography/time-zone.ts';
import { sectionFigures, type CountedRow } from '../../../src/modules/statistics/figures.ts';
import { rollUpClosedDays } from '../../../src/modules/statistics/rollup.ts';
import { seedDemoAnswers } from '../../../src/seed/demo-answers.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/*
 * The monthly rollup of the statistics counts (issue 14): every writer keeps it equal to the sum of
 * the daily counts, and a range read from whole months, edge days and days taken away gives the
 * same figures as counting the answers of the range one by one. Runs on PGlite and PostgreSQL.
 */

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  for (const slug of ['admin', 'supervisor', 'supervisor-corrector'])
    s[slug] = await signIn(t.app, demoEmail(slug));
  // 430 answers over the last 60 days: two or three calendar months.
  const { created } = await seedDemoAnswers(t.database.db, t.app.ctx.storage);
  expect(created).toBeGreaterThan(0);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/**
 * Rows where the monthly rollup differs from the sum of the daily counts of its month's days it
 * holds (up to statistics_rollup.rolled_through).
 */
async function rollupMismatches(): Promise<unknown[]> {
  const result = await t.database.db.execute(sql`
    with days as (
      select form_id, everyone, author, citizen_portal, date_trunc('month', day)::date as month, item, value,
        sum(count)::int as count
      from statistics_counts where day <= (select rolled_through from statistics_rollup)
      group by 1, 2, 3, 4, 5, 6, 7
    )
    select * from days full outer join statistics_month_counts m
      using (form_id, everyone, author, citizen_portal, month, item, value)
    where coalesce(days.count, 0) <> coalesce(m.count, 0)
    limit 5`);
  return result.rows;
}

const statistics = async (session: Session, formId: string, query: string) => {
  const response = await api.call(session, 'GET', `/api/forms/${formId}/statistics?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FormStatistics;
};

/** The figures of a range counted from the answers themselves (their statistics values and state). */
async function countedFromAnswers(formId: string, template: FormTemplate, from: string, to: string) {
  const rows = await t.database.db
    .select({ values: answers.statisticsValues, state: answers.state })
    .from(answers)
    .where(eq(answers.formId, formId));
  const counts = new Map<string, number>();
  for (const row of rows) {
    const parsed = parseStatisticsValues(row.values!);
    if (parsed.day < from || parsed.day > to) continue;
    for (const [line, count] of parsed.counts) counts.set(line, (counts.get(line) ?? 0) + count);
    if (row.state !== null) counts.set(`state\t${row.state}`, (counts.get(`state\t${row.state}`) ?? 0) + 1);
  }
  const counted: CountedRow[] = [...counts].map(([line, count]) => {
    const [item, value] = line.split('\t') as [string, string];
    return { item, value, count, distinct: null };
  });
  for (const row of counted)
    if (row.value.startsWith('t:'))
      row.distinct = counted.filter(
        (other) => other.item === row.item && other.value.startsWith('t:'),
      ).length;
  const answersCount = counts.get('answers\t') ?? 0;
  return {
    answers: answersCount,
    perHour: Array.from({ length: 24 }, (_, hour) => counts.get(`hour\t${hour}`) ?? 0),
    perState: template.states.available.map((state) => counts.get(`state\t${state.id}`) ?? 0),
    sections: sectionFigures(template, counted),
  };
}

/** Question figures without the order of equal top texts (the database's collation orders ties). */
const comparable = (sections: FormStatistics['sections']) =>
  sections.map((section) => ({
    ...section,
    questions: section.questions.map((question) => ({
      ...question,
      top: question.top?.map((entry) => entry.count) ?? null,
    })),
  }));

describe('the monthly rollup', () => {
  it('the demo seed keeps it equal to the sum of the days', async () => {
    expect(await rollupMismatches()).toEqual([]);
  });

  it('any range gives the figures of its answers counted one by one', async () => {
    const [form] = await t.database.db.select().from(forms).where(eq(forms.id, DEMO_FORM_IDS.streetLighting));
    const template = form!.template;
    const today = localDayAndHour(new Date(), await formTimeZone(t.database.db, form!.id)).day;
    const monthStart = `${today.slice(0, 7)}-01`;
    const ranges: [string, string][] = [
      [addDays(today, -7), today],
      [addMonths(today, -1), today],
      [addMonths(today, -2), today],
      [addMonths(today, -6), today],
      [addDays(today, -59), addDays(today, -20)],
      [addMonths(monthStart, -1), addDays(monthStart, -1)], // the whole last month
      [addDays(addMonths(monthStart, -1), 3), addDays(monthStart, 2)], // a month cut at both ends
      [addDays(addMonths(monthStart, -2), 27), addDays(monthStart, -3)],
      [addDays(today, -1), addDays(today, 40)],
    ];
    for (const [from, to] of ranges) {
      const figures = await statistics(s.supervisor!, DEMO_FORM_IDS.streetLighting, `from=${from}&to=${to}`);
      const expected = await countedFromAnswers(DEMO_FORM_IDS.streetLighting, template, from, to);
      const label = `${from}..${to}`;
      expect(figures.search.answers, label).toBe(expected.answers);
      expect(figures.perHour, label).toEqual(expected.perHour);
      expect(
        figures.search.perState.map((state) => state.count),
        label,
      ).toEqual(expected.perState);
      expect(
        figures.perDay.reduce((sum, day) => sum + day.count, 0),
        label,
      ).toBe(expected.answers);
      expect(comparable(figures.sections), label).toEqual(comparable(expected.sections));
    }
  });
});

describe('every writer keeps the rollup right', () => {
  const TEMPLATE: FormTemplateInput = {
    title: 'Rollup',
    areaIds: [DEMO_IDS.obrasPrivadas],
    states: {
      available: [
        { id: 0, name: 'Recibida', transitions: [1] },
        { id: 1, name: 'Cerrada', transitions: [] },
      ],
      initial: 0,
    },
    sections: [
      {
        id: 'general',
        order: 0,
        title: 'General',
        questions: [
          { id: 'altura', order: 0, title: 'Altura', kind: 'open', dataType: 'integer' },
          { id: 'nota', order: 1, title: 'Nota', kind: 'open', dataType: 'text' },
        ],
      },
    ],
  };

  it('save, roll-up of the closed day, correction, completion, state change, delete and backfill', async () => {
    const form = await api.createForm(s.admin!, TEMPLATE);
    const save = async (altura: string, nota: string) => {
      const sections = answersTo(form.template);
      answerOf(sections, 'general', 'altura').value = altura;
      answerOf(sections, 'general', 'nota').value = nota;
      const response = await api.submit(s.supervisor!, form.id, submission(sections));
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { id: string }).id;
    };
    const figures = () => statistics(s.supervisor!, form.id, 'range=7d');
    const altura = (all: FormStatistics) => all.sections[0]!.questions[0]!.numbers;

    const first = await save('10', 'uno');
    const second = await save('20', '');
    expect(await rollupMismatches()).toEqual([]);
    // A save writes its day only: today is not in the monthly rollup yet — unless the mark is
    // already past it: the migration marks the rollup complete through the database's yesterday
    // (UTC), which from 00:00 to 03:00 UTC is today on Córdoba's clock; then a save writes its month
    // at once (the job only ever moves the mark to the day closed in every zone).
    const monthRowsOfForm = async () =>
      (
        await t.database.db
          .select()
          .from(statisticsMonthCounts)
          .where(eq(statisticsMonthCounts.formId, form.id))
      ).length;
    const today = localDayAndHour(new Date(), await formTimeZone(t.database.db, form.id)).day;
    const mark = await t.database.db.execute<{ day: string }>(
      sql`select to_char(rolled_through, 'YYYY-MM-DD') as day from statistics_rollup`,
    );
    expect((await monthRowsOfForm()) > 0).toBe(mark.rows[0]!.day >= today);
    const unrolled = await figures();
    expect(altura(unrolled)).toMatchObject({ count: 2, min: 10, max: 20 });

    // The day closes: the job adds it to the rollup, and the figures stay the same.
    expect(await rollUpClosedDays(t.database, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThan(0);
    expect(await rollUpClosedDays(t.database, new Date(Date.now() + 2 * 86_400_000))).toBe(0);
    expect(await monthRowsOfForm()).toBeGreaterThan(0);
    expect(await rollupMismatches()).toEqual([]);
    expect(await figures()).toEqual(unrolled);
    // From here on the answers' day is rolled up: every change writes the day and its month.

    // Correction: 10 becomes 15.
    const current = (await api.call(s.admin!, 'GET', `/api/answers/${first}/corrected`)).json() as {
      sections: ReturnType<typeof answersTo>;
      location: null;
    };
    answerOf(current.sections, 'general', 'altura').value = '15';
    const corrected = await api.call(s['supervisor-corrector']!, 'PUT', `/api/answers/${first}/correction`, {
      sections: current.sections,
      location: current.location,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(await rollupMismatches()).toEqual([]);
    expect(altura(await figures())).toMatchObject({ count: 2, min: 15, max: 20 });

    // Completion: the blank note is filled in.
    const stored = (await api.read(s.admin!, second)).json() as {
      document: { sections: ReturnType<typeof answersTo> };
    };
    answerOf(stored.document.sections, 'general', 'nota').value = 'dos';
    const completed = await api.call(s.supervisor!, 'PUT', `/api/answers/${second}/completion`, {
      sections: stored.document.sections,
    });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(await rollupMismatches()).toEqual([]);
    expect((await figures()).sections[0]!.questions[1]!.distinct).toBe(2);

    // State change.
    expect(
      (await api.call(s.supervisor!, 'PUT', `/api/answers/${first}/state`, { stateId: 1 })).statusCode,
    ).toBe(200);
    expect(await rollupMismatches()).toEqual([]);
    expect((await figures()).search.perState.map((state) => state.count)).toEqual([1, 1]);

    // Delete.
    expect((await api.call(s.supervisor!, 'DELETE', `/api/answers/${second}`)).statusCode).toBe(204);
    expect(await rollupMismatches()).toEqual([]);
    const after = await figures();
    expect(after.search.answers).toBe(1);
    expect(altura(after)).toMatchObject({ count: 1, min: 15, max: 15 });

    // Backfill from nothing: days and months again, the same figures.
    await t.database.db.update(answers).set({ statisticsValues: null }).where(eq(answers.formId, form.id));
    await t.database.db.delete(statisticsCounts).where(eq(statisticsCounts.formId, form.id));
    await t.database.db.delete(statisticsMonthCounts).where(eq(statisticsMonthCounts.formId, form.id));
    expect((await figures()).search.answers).toBe(0);
    while ((await t.database.db.transaction((tx) => countMissingStatistics(tx, 50))) > 0);
    expect(await rollupMismatches()).toEqual([]);
    expect(await figures()).toEqual(after);
  });

  it('saves racing the roll-up of their day count every answer once, in the days and in the month', async () => {
    // From nothing counted and a rollup through the day before yesterday, moved over today while
    // answers arrive (the last test of the file: it empties the counts).
    await t.database.db.execute(sql`truncate statistics_counts, statistics_month_counts`);
    await t.database.db.execute(sql`update statistics_rollup set rolled_through = current_date - 2`);
    const form = await api.createForm(s.admin!, TEMPLATE);
    const saves = Array.from({ length: 24 }, async (_, n) => {
      const sections = answersTo(form.template);
      answerOf(sections, 'general', 'altura').value = String(n);
      const response = await api.submit(s.supervisor!, form.id, submission(sections));
      expect(response.statusCode, response.body).toBe(200);
    });
    const rollups = [0, 1, 2].map(async (n) => {
      await new Promise((resolve) => setTimeout(resolve, n * 15));
      await rollUpClosedDays(t.database, new Date(Date.now() + (n + 1) * 86_400_000));
    });
    await Promise.all([...saves, ...rollups]);
    expect(await rollupMismatches()).toEqual([]);
    const figures = await statistics(s.supervisor!, form.id, 'range=7d');
    expect(figures.search.answers).toBe(24);
    expect(figures.sections[0]!.questions[0]!.numbers).toMatchObject({ count: 24, min: 0, max: 23 });
  });
});
