import {
  localDayAndHour,
  type FormStatistics,
  type FormTemplate,
  type FormTemplateInput,
  type MonthlyStatistics,
  type QuestionFigures,
} from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, statisticsCounts, statisticsMonthCounts } from '../../../src/db/schema/index.ts';
import { countMissingStatistics } from '../../../src/modules/answers/repository.ts';
import { formTimeZone } from '../../../src/modules/geography/time-zone.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/*
 * The statistics page's figures (issue 14) against a small data set computed by hand: four answers,
 * one of them deleted, one corrected, one completed, one moved to another state; repeatable copies
 * and conditions. Runs on PGlite and, in the server-postgres project, on PostgreSQL.
 */

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};
let form: { id: string; template: FormTemplate };

const options = (...texts: string[]) => texts.map((text, order) => ({ order, text }));
const TEMPLATE: FormTemplateInput = {
  title: 'Alumbrado: estadísticas',
  areaIds: [DEMO_IDS.obrasPrivadas],
  states: {
    available: [
      { id: 0, name: 'Recibida', transitions: [1] },
      { id: 1, name: 'En curso', transitions: [] },
      { id: 2, name: 'Cerrada', transitions: [] },
    ],
    initial: 0,
  },
  sections: [
    {
      id: 'general',
      order: 0,
      title: 'General',
      questions: [
        {
          id: 'estado',
          order: 0,
          title: 'Estado',
          kind: 'single',
          options: options('Bueno', 'Regular', 'Malo'),
        },
        { id: 'altura', order: 1, title: 'Altura', kind: 'open', dataType: 'integer' },
        { id: 'nota', order: 2, title: 'Nota', kind: 'open', dataType: 'text' },
        { id: 'fecha', order: 3, title: 'Fecha', kind: 'open', dataType: 'date' },
        { id: 'ok', order: 4, title: 'Funciona', kind: 'yesno' },
      ],
    },
    {
      id: 'luminarias',
      order: 1,
      title: 'Luminarias',
      repeatable: true,
      questions: [
        { id: 'tipo', order: 0, title: 'Tipo', kind: 'multiple', options: options('LED', 'Sodio') },
      ],
    },
    {
      id: 'danios',
      order: 2,
      title: 'Daños',
      conditional: true,
      conditions: [
        {
          order: 0,
          text: 'Con daño',
          questions: [
            { id: 'danio', order: 0, title: 'Daño', kind: 'single', options: options('Leve', 'Grave') },
          ],
        },
        { order: 1, text: 'Sin daño', questions: [] },
      ],
    },
  ],
};

type Fill = {
  estado: number;
  altura: string;
  nota?: string;
  fecha?: string;
  ok?: 'yes' | 'no';
  copies: number[][];
  condition: 0 | 1;
  danio?: number;
};

async function answer(session: Session, fill: Fill): Promise<string> {
  const sections = answersTo(form.template);
  answerOf(sections, 'general', 'estado').selected = [fill.estado];
  answerOf(sections, 'general', 'altura').value = fill.altura;
  answerOf(sections, 'general', 'nota').value = fill.nota ?? '';
  answerOf(sections, 'general', 'fecha').value = fill.fecha ?? '';
  answerOf(sections, 'general', 'ok').value = fill.ok ?? '';
  const copies = sections.find((section) => section.sectionId === 'luminarias')!;
  copies.rows = fill.copies.map((selected) => {
    const row = structuredClone(copies.rows[0]!);
    row.answers[0]!.selected = selected;
    return row;
  });
  const conditional = sections.find((section) => section.sectionId === 'danios')!.rows[0]!;
  conditional.conditions[fill.condition]!.checked = true;
  if (fill.danio !== undefined)
    answerOf(sections, 'danios', 'danio', { condition: 0 }).selected = [fill.danio];
  const response = await api.submit(session, form.id, submission(sections));
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  return (response.json() as { id: string }).id;
}

const statistics = async (session: Session, query = '') => {
  const response = await api.call(session, 'GET', `/api/forms/${form.id}/statistics${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FormStatistics;
};
const question = (figures: FormStatistics, id: string): QuestionFigures =>
  figures.sections.flatMap((section) => section.questions).find((q) => q.questionId === id)!;
const options_ = (figures: FormStatistics, id: string) =>
  Object.fromEntries(question(figures, id).options!.map((option) => [option.value, option.count]));

let hour: number;

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  for (const slug of ['admin', 'supervisor', 'censista-privado', 'supervisor-corrector', 'inspector'])
    s[slug] = await signIn(t.app, demoEmail(slug));
  form = await api.createForm(s.admin!, TEMPLATE);
  hour = localDayAndHour(new Date(), await formTimeZone(t.database.db, form.id)).hour;

  const a1 = await answer(s.supervisor!, {
    estado: 0,
    altura: '10',
    nota: 'Poste caído',
    fecha: '2026-01-05',
    ok: 'yes',
    copies: [[0], [0, 1]],
    condition: 0,
    danio: 1,
  });
  const a2 = await answer(s.supervisor!, {
    estado: 1,
    altura: '20',
    nota: 'Sin luz',
    ok: 'no',
    copies: [[1]],
    condition: 1,
  });
  const a3 = await answer(s['censista-privado']!, {
    estado: 2,
    altura: '30',
    nota: '  Poste   caído ',
    ok: 'yes',
    copies: [[]],
    condition: 0,
    danio: 0,
  });
  const a4 = await answer(s.supervisor!, { estado: 0, altura: '40', copies: [[0]], condition: 1 });

  // Deleted: counts nothing any more.
  expect((await api.call(s.supervisor!, 'DELETE', `/api/answers/${a4}`)).statusCode).toBe(204);
  // Corrected: 'Regular' becomes 'Malo'.
  const current = (await api.call(s.admin!, 'GET', `/api/answers/${a2}/corrected`)).json() as {
    sections: ReturnType<typeof answersTo>;
    location: null;
  };
  answerOf(current.sections, 'general', 'estado').selected = [2];
  const corrected = await api.call(s['supervisor-corrector']!, 'PUT', `/api/answers/${a2}/correction`, {
    sections: current.sections,
    location: current.location,
  });
  expect(corrected.statusCode, corrected.body).toBe(200);
  // Completed: the blank date is filled in.
  const stored = (await api.read(s.admin!, a3)).json() as {
    document: { sections: ReturnType<typeof answersTo> };
  };
  answerOf(stored.document.sections, 'general', 'fecha').value = '2026-01-07';
  const completed = await api.call(s.supervisor!, 'PUT', `/api/answers/${a3}/completion`, {
    sections: stored.document.sections,
  });
  expect(completed.statusCode, completed.body).toBe(200);
  // Moved along a transition.
  expect((await api.call(s.supervisor!, 'PUT', `/api/answers/${a1}/state`, { stateId: 1 })).statusCode).toBe(
    200,
  );
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('the statistics of a form, by hand', () => {
  it('counts every chart as the answers are now: corrected, completed, moved, one deleted', async () => {
    const figures = await statistics(s.supervisor!);
    expect(figures.form).toMatchObject({
      title: 'Alumbrado: estadísticas',
      area: 'Obras Privadas',
      totalAnswers: 3,
    });
    expect(figures.ownAnswersOnly).toBe(false);
    expect(figures.search.answers).toBe(3);
    expect(figures.search.first).not.toBeNull();
    expect(Object.fromEntries(figures.search.perState.map((state) => [state.name, state.count]))).toEqual({
      Recibida: 2,
      'En curso': 1,
      Cerrada: 0,
    });
    expect(figures.perHour[hour]).toBe(3);
    expect(figures.perHour.reduce((a, b) => a + b, 0)).toBe(3);
    expect(figures.perDay).toHaveLength(8);
    expect(figures.perDay.at(-1)).toEqual({ value: figures.range.to, count: 3 });

    expect(question(figures, 'estado').answered).toBe(3);
    expect(options_(figures, 'estado')).toEqual({ 0: 1, 1: 0, 2: 2 });
    expect(question(figures, 'altura').numbers).toMatchObject({
      count: 3,
      min: 10,
      max: 30,
      mean: 20,
      median: 20,
    });
    expect(question(figures, 'altura').numbers!.bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(3);
    expect(question(figures, 'nota')).toMatchObject({
      answered: 3,
      top: [
        { value: 'Poste caído', count: 2 },
        { value: 'Sin luz', count: 1 },
      ],
      distinct: 2,
    });
    expect(question(figures, 'fecha')).toMatchObject({
      answered: 2,
      series: [
        { value: '2026-01-05', count: 1 },
        { value: '2026-01-07', count: 1 },
      ],
    });
    expect(options_(figures, 'ok')).toEqual({ yes: 2, no: 1 });

    const copies = figures.sections.find((section) => section.sectionId === 'luminarias')!;
    expect(copies).toMatchObject({ repeatable: true, answers: 3, copies: 4 });
    expect(question(figures, 'tipo').answered).toBe(3);
    expect(options_(figures, 'tipo')).toEqual({ 0: 2, 1: 2 });

    const conditional = figures.sections.find((section) => section.sectionId === 'danios')!;
    expect(conditional.conditions!.map((condition) => [condition.text, condition.count])).toEqual([
      ['Con daño', 2],
      ['Sin daño', 1],
    ]);
    expect(question(figures, 'danio').conditionOrder).toBe(0);
    expect(options_(figures, 'danio')).toEqual({ 0: 1, 1: 1 });
  });

  it('counts nothing outside the range; refuses a half range', async () => {
    const figures = await statistics(s.supervisor!, '?from=2020-01-01&to=2020-01-31');
    expect(figures.search).toMatchObject({ answers: 0, first: null, last: null });
    expect(figures.perDay).toHaveLength(31);
    expect(figures.form.totalAnswers).toBe(3);
    expect(question(figures, 'estado').answered).toBe(0);
    const half = await api.call(s.supervisor!, 'GET', `/api/forms/${form.id}/statistics?from=2020-01-01`);
    expect(half.statusCode).toBe(400);
    const long = await api.call(
      s.supervisor!,
      'GET',
      `/api/forms/${form.id}/statistics?from=2020-01-01&to=2026-01-01`,
    );
    expect(long.statusCode).toBe(400);
    expect((await statistics(s.supervisor!, '?range=today')).search.answers).toBe(3);
  });

  it('a backfill from nothing gives the same figures', async () => {
    const before = await statistics(s.admin!);
    await t.database.db.update(answers).set({ statisticsValues: null }).where(eq(answers.formId, form.id));
    await t.database.db.delete(statisticsCounts).where(eq(statisticsCounts.formId, form.id));
    await t.database.db.delete(statisticsMonthCounts).where(eq(statisticsMonthCounts.formId, form.id));
    expect((await statistics(s.admin!)).search.answers).toBe(0);
    let counted = 0;
    for (;;) {
      const round = await t.database.db.transaction((tx) => countMissingStatistics(tx, 2));
      if (round === 0) break;
      counted += round;
    }
    expect(counted).toBe(3);
    expect(await statistics(s.admin!)).toEqual(before);
    const [negative] = await t.database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from statistics_counts where count < 0`)
      .then((result) => result.rows);
    expect(negative!.n).toBe(0);
  });
});

describe('who sees which statistics', () => {
  it('the census taker sees only its own answers', async () => {
    const figures = await statistics(s['censista-privado']!);
    expect(figures.ownAnswersOnly).toBe(true);
    expect(figures.form.totalAnswers).toBe(1);
    expect(figures.search.answers).toBe(1);
    expect(options_(figures, 'estado')).toEqual({ 0: 0, 1: 0, 2: 1 });
    expect(question(figures, 'nota').top).toEqual([{ value: 'Poste caído', count: 1 }]);
  });

  it('a role without statistics is refused; a supervisor of another area is refused; a missing form is 404', async () => {
    expect((await api.call(s.inspector!, 'GET', `/api/forms/${form.id}/statistics`)).statusCode).toBe(403);
    const other = await api.createForm(s.admin!, { ...TEMPLATE, areaIds: [DEMO_IDS.ambiente] });
    expect((await api.call(s.supervisor!, 'GET', `/api/forms/${other.id}/statistics`)).statusCode).toBe(403);
    expect((await api.call(s.admin!, 'GET', `/api/forms/${other.id}/statistics`)).statusCode).toBe(200);
    const missing = await api.call(
      s.supervisor!,
      'GET',
      '/api/forms/00000000-0000-4000-8000-00000000abcd/statistics',
    );
    expect(missing.statusCode).toBe(404);
    expect(
      (await api.call(null as unknown as Session, 'GET', `/api/forms/${form.id}/statistics`)).statusCode,
    ).toBe(401);
  });

  it('the monthly statistics are the admin’s alone', async () => {
    const response = await api.call(s.admin!, 'GET', '/api/statistics/monthly');
    expect(response.statusCode).toBe(200);
    const monthly = response.json() as MonthlyStatistics;
    expect(monthly.months).toHaveLength(12);
    const cordoba = monthly.municipalities.find((place) => place.id === DEMO_IDS.cordoba)!;
    expect(cordoba.perMonth.at(-1)).toBe(3);
    expect(cordoba.perMonth.slice(0, -1).every((count) => count === 0)).toBe(true);
    expect(cordoba.forms).toBeGreaterThanOrEqual(2);
    expect(cordoba.activeUsers).toBeGreaterThan(0);
    for (const slug of ['supervisor', 'censista-privado', 'inspector'])
      expect((await api.call(s[slug]!, 'GET', '/api/statistics/monthly')).statusCode).toBe(403);
  });
});
