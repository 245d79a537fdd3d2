import { PassThrough } from 'node:stream';
import {
  answerListQuerySchema,
  defineAbilityFor,
  dropXmlInvalid,
  answerDocumentSchema,
  correctedExportValues,
  exportValues,
  type ExportCell,
  type AnswerDocument,
  type CorrectedAnswers,
  type FormTemplate,
  type FormTemplateInput,
} from '@cabildo/domain';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../../src/db/schema/index.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { seedDemoAnswers } from '../../../src/seed/demo-answers.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { loadSessionAccount } from '../../../src/modules/auth/account.ts';
import { sha256 } from '../../../src/modules/auth/secrets.ts';
import { exportBatches } from '../../../src/modules/answers/export/answers.ts';
import { exportValuesBackfillJob } from '../../../src/modules/answers/export/backfill.ts';
import {
  SHARED_CHARS_MAX,
  SHARED_PER_COLUMN,
  SHARED_TEXT_MAX,
  XlsxWriter,
  columnName,
} from '../../../src/spreadsheet/xlsx.ts';
import { reviewedForm } from '../../../src/modules/answer-access/index.ts';
import { exportValuesOf } from '../../../src/modules/answers/answer-rows.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';
import { sharedStrings, sheetRows, unzip } from '../../support/xlsx-support.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};
let form: { id: string; template: FormTemplate };
const codes: Record<string, string> = {};

const FORMULA = '=HYPERLINK("http://evil.example","clic")';
const template: FormTemplateInput = {
  title: 'Censo de arbolado',
  areaIds: [DEMO_IDS.obrasPrivadas],
  options: { geolocation: true, citizen: true },
  states: {
    available: [
      { id: 0, name: 'Recibida', transitions: [1] },
      { id: 1, name: 'Cerrada', transitions: [] },
    ],
    initial: 0,
  },
  sections: [
    {
      id: 'datos',
      order: 0,
      title: 'Datos',
      questions: [
        { id: 'nota', order: 0, title: '=Nota', kind: 'open' },
        {
          id: 'color',
          order: 1,
          title: 'Color',
          kind: 'multiple',
          options: [
            { order: 0, text: 'Rojo' },
            { order: 1, text: 'Verde' },
          ],
        },
        { id: 'sano', order: 2, title: '¿Sano?', kind: 'yesno' },
        { id: 'fecha', order: 3, title: 'Fecha', kind: 'open', dataType: 'date' },
      ],
    },
    {
      id: 'arboles',
      order: 1,
      title: 'Árboles',
      repeatable: true,
      questions: [{ id: 'especie', order: 0, title: 'Especie', kind: 'open' }],
    },
    {
      id: 'problemas',
      order: 2,
      title: 'Problemas',
      conditional: true,
      conditions: [
        {
          order: 0,
          text: 'Rotura',
          questions: [{ id: 'detalle', order: 0, title: 'Detalle', kind: 'open' }],
        },
        { order: 1, text: 'Suciedad', questions: [] },
      ],
    },
  ],
};

/** One answer per author; `nota` tells them apart in the sheet. */
async function answerAs(
  author: string,
  nota: string,
  extra: (sections: ReturnType<typeof answersTo>) => void,
) {
  const sections = answersTo(form.template);
  answerOf(sections, 'datos', 'nota').value = nota;
  extra(sections);
  const response = await api.submit(
    s[author]!,
    form.id,
    submission(sections, {
      citizen: { id: 'browser-30123456', dni: '30123456', firstName: 'Ana', lastName: 'Gómez' },
      location: { latitude: -31.42, longitude: -64.18, address: 'Av. Colón 100 & <Centro>' },
    }),
  );
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  const { id } = response.json() as { id: string };
  const [row] = await t.database.db.select({ code: answers.code }).from(answers).where(eq(answers.id, id));
  codes[nota] = row!.code;
  return id;
}

beforeAll(async () => {
  // One export at a time: every export below goes through the line (modules/answers/export/slots.ts).
  t = await startTestApp({ EXPORT_CONCURRENCY: '1' });
  api = answerApi(t);
  for (const slug of ['admin', 'supervisor', 'inspector', 'censista-privado', 'generador'])
    s[slug] = await signIn(t.app, demoEmail(slug));
  form = await api.createForm(s.admin!, template);
  await answerAs('supervisor', FORMULA, (sections) => {
    answerOf(sections, 'datos', 'color').selected = [0, 1];
    answerOf(sections, 'datos', 'sano').value = 'yes';
    answerOf(sections, 'datos', 'fecha').value = '2025-05-16';
    const trees = sections.find((section) => section.sectionId === 'arboles')!;
    trees.rows = [
      structuredClone(trees.rows[0]!),
      structuredClone(trees.rows[0]!),
      structuredClone(trees.rows[0]!),
    ];
    answerOf(sections, 'arboles', 'especie', { row: 0 }).value = 'Jacarandá';
    answerOf(sections, 'arboles', 'especie', { row: 2 }).value = '-Tipa';
    const problems = sections.find((section) => section.sectionId === 'problemas')!.rows[0]!;
    problems.conditions[0]!.checked = true;
    problems.conditions[1]!.checked = true;
    answerOf(sections, 'problemas', 'detalle', { condition: 0 }).value = '@rama caída';
  });
  await answerAs('supervisor', 'segunda', (sections) => {
    answerOf(sections, 'datos', 'sano').value = 'no';
  });
  await answerAs('inspector', 'del inspector', () => undefined);
  await answerAs('censista-privado', 'del censista', () => undefined);
});
afterAll(async () => t.close());

async function exportAs(session: Session | null, query: Record<string, string> = {}, formId = form.id) {
  return api.call(
    session,
    'GET',
    `/api/forms/${formId}/answers/export?${new URLSearchParams(query).toString()}`,
  );
}

/** The sheet as objects keyed by header text. */
async function sheet(session: Session, query: Record<string, string> = {}, formId = form.id) {
  const response = await exportAs(session, query, formId);
  expect(response.statusCode).toBe(200);
  const files = unzip(response.rawPayload);
  const xml = files.get('xl/worksheets/sheet1.xml')!;
  const [header, ...rows] = sheetRows(xml, sharedStrings(files.get('xl/sharedStrings.xml')!));
  const columns = Object.entries(header!).map(([column, cell]) => [column, cell.text] as const);
  const byHeader = rows.map((row) =>
    Object.fromEntries(
      columns.flatMap(([column, title]) => (row[column] ? [[title, row[column]!.text]] : [])),
    ),
  );
  return { response, files, xml, header: header!, rows, byHeader };
}

describe('the Excel export', () => {
  it('streams a valid .xlsx named respuestas_<timestamp>.xlsx with one sheet, Sheet1', async () => {
    const { response, files, byHeader } = await sheet(s.admin!);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="respuestas_\d{8}_\d{6}\.xlsx"$/,
    );
    expect(response.headers['x-answer-count']).toBe('4');
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/sharedStrings.xml',
    ]);
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="Sheet1" sheetId="1" r:id="rId1"/>');
    expect(byHeader.map((row) => row['Datos › =Nota'])).toEqual(
      expect.arrayContaining([FORMULA, 'segunda', 'del inspector', 'del censista']),
    );
  });

  it('has the answer columns, then one column per question, with copies and conditions flattened', async () => {
    const { header, byHeader } = await sheet(s.admin!);
    expect(Object.values(header).map((cell) => cell.text)).toEqual([
      'Código',
      'Fecha de creación',
      'Última actualización',
      'Contestada por',
      'Ciudadano',
      'Documento del ciudadano',
      'Estado',
      'Dirección',
      'Latitud',
      'Longitud',
      'Datos › =Nota',
      'Datos › Color',
      'Datos › ¿Sano?',
      'Datos › Fecha',
      'Árboles › Especie',
      'Problemas › Condiciones marcadas',
      'Problemas › Rotura › Detalle',
    ]);
    const first = byHeader.find((row) => row['Datos › =Nota'] === FORMULA)!;
    expect(first).toMatchObject({
      Código: codes[FORMULA],
      'Contestada por': expect.stringContaining('(supervisor)'),
      // The registry's name for the DNI wins over the browser's.
      Ciudadano: 'Ana María Gómez',
      'Documento del ciudadano': '30123456',
      Estado: 'Recibida',
      Dirección: 'Av. Colón 100 & <Centro>',
      Latitud: '-31.42',
      Longitud: '-64.18',
      'Datos › Color': 'Rojo, Verde',
      'Datos › ¿Sano?': 'Sí',
      'Datos › Fecha': '16/05/2025',
      'Árboles › Especie': 'Jacarandá | - | -Tipa',
      'Problemas › Condiciones marcadas': 'Rotura, Suciedad',
      'Problemas › Rotura › Detalle': '@rama caída',
    });
    expect(first['Fecha de creación']).toMatch(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/);
    const second = byHeader.find((row) => row['Datos › =Nota'] === 'segunda')!;
    expect(second['Datos › ¿Sano?']).toBe('No');
    expect(second['Árboles › Especie']).toBeUndefined();
    expect(second['Problemas › Rotura › Detalle']).toBeUndefined();
  });

  it('writes text starting with = + - @ as strings, never formulas (headers included)', async () => {
    const { xml, files, header, rows } = await sheet(s.admin!);
    expect(xml).not.toMatch(/<f[\s>]/);
    expect(xml).toContain('<c r="K1" s="1" t="inlineStr"><is><t>Datos › =Nota</t></is></c>');
    expect(header.K).toEqual({ type: 'text', text: 'Datos › =Nota' });
    const withFormula = rows.find((row) => row.K?.text === FORMULA)!;
    expect(withFormula.K!.type).toBe('text');
    expect(withFormula.O).toEqual({ type: 'text', text: 'Jacarandá | - | -Tipa' });
    expect(withFormula.Q).toEqual({ type: 'text', text: '@rama caída' });
    expect(withFormula.I).toEqual({ type: 'n', text: '-31.42' });
    // Texts are shared strings (or inline ones), which are never evaluated either.
    const shared = files.get('xl/sharedStrings.xml')!;
    expect(shared).toContain(`<si><t>${FORMULA.replace(/"/g, '&quot;')}</t></si>`);
    expect(shared).not.toMatch(/<f[\s>]/);
    expect(sharedStrings(shared)).toEqual(expect.arrayContaining(['Recibida', 'Rojo, Verde', 'Sí', 'No']));
    expect(xml).toMatch(/<c r="G2" t="s"><v>\d+<\/v><\/c>/);
  });

  it('honours the list filters, in the list order (newest first)', async () => {
    expect(
      (await sheet(s.admin!, { author: 'supervisor' })).byHeader.map((row) => row['Datos › =Nota']),
    ).toEqual(['segunda', FORMULA]);
    expect((await sheet(s.admin!, { code: codes['del inspector']! })).byHeader).toHaveLength(1);
    expect((await sheet(s.admin!, { state: '1' })).rows).toHaveLength(0);
    expect((await sheet(s.admin!, { date: '2020-01-01' })).rows).toHaveLength(0);
    const refused = await exportAs(s.admin!, { date: '2025-03-01', from: '2025-03-01', to: '2025-03-02' });
    expect(refused.statusCode).toBe(400);
  });

  it('keeps own-answers roles to their own answers and everyone to the forms they may see', async () => {
    expect((await sheet(s.inspector!)).byHeader.map((row) => row['Datos › =Nota'])).toEqual([
      'del inspector',
    ]);
    expect((await sheet(s['censista-privado']!)).byHeader.map((row) => row['Datos › =Nota'])).toEqual([
      'del censista',
    ]);
    expect((await sheet(s.supervisor!)).rows).toHaveLength(4);
    expect((await exportAs(s.generador!)).statusCode).toBe(403);
    expect((await exportAs(null)).statusCode).toBe(401);
    expect((await exportAs(s.admin!, {}, '00000000-0000-4000-8000-999999999999')).statusCode).toBe(404);
  });

  it('reads in keyset batches without losing or repeating answers saved in the same instant', async () => {
    const rows = await t.database.db
      .select({ id: answers.id })
      .from(answers)
      .where(eq(answers.formId, form.id));
    const instant = new Date(2025, 4, 16, 10, 0);
    for (const row of rows.slice(0, 3))
      await t.database.db.update(answers).set({ createdAt: instant }).where(eq(answers.id, row.id));
    const token = decodeURIComponent(s.admin!.cookie.split('=')[1]!);
    const account = (await loadSessionAccount(t.database.db, sha256(token)))!;
    const auth = {
      ...account.account,
      session: account.session,
      ability: defineAbilityFor(account.account.actor),
    };
    const reviewed = await reviewedForm(t.app.ctx, auth, form.id);
    const filter = answerListQuerySchema.parse({});
    const walk = async (size: number) => {
      const ids: string[] = [];
      for await (const batch of exportBatches(t.app.ctx, auth, reviewed, filter, size)) {
        expect(batch.length).toBeLessThanOrEqual(size);
        ids.push(...batch.map((row) => row.id));
      }
      return ids;
    };
    const whole = await walk(2000);
    expect(whole).toHaveLength(4);
    expect(new Set(whole).size).toBe(4);
    expect(await walk(1)).toEqual(whole);
    expect(await walk(3)).toEqual(whole);
  });

  it('drops the control characters of a stored text and keeps the columns after it in place', async () => {
    const [row] = await t.database.db
      .select({ id: answers.id, code: answers.code, citizenDocument: answers.citizenDocument })
      .from(answers)
      .where(eq(answers.formId, form.id))
      .limit(1);
    // Not typeable through the product (the document is checked), but a database may hold it.
    await t.database.db
      .update(answers)
      .set({ citizenDocument: '20\u001D123\u001F456' })
      .where(eq(answers.id, row!.id));
    try {
      const { byHeader } = await sheet(s.admin!);
      expect(byHeader).toHaveLength(4);
      const exported = byHeader.find((cells) => cells['Código'] === row!.code)!;
      // The sheet drops control characters, as it always did; the columns after it stay in place.
      expect(exported['Documento del ciudadano']).toBe('20123456');
      expect(exported['Datos › =Nota']).toBeDefined();
    } finally {
      await t.database.db
        .update(answers)
        .set({ citizenDocument: row!.citizenDocument })
        .where(eq(answers.id, row!.id));
    }
  });

  it('writes the headers and yes/no texts in English on request', async () => {
    const english = await sheet(s.admin!, { language: 'en' });
    expect(
      Object.values(english.header)
        .slice(0, 3)
        .map((cell) => cell.text),
    ).toEqual(['Code', 'Created', 'Last update']);
    expect(english.byHeader.find((row) => row['Datos › =Nota'] === 'segunda')!['Datos › ¿Sano?']).toBe('No');
  });
});

describe('the export line (EXPORT_CONCURRENCY)', () => {
  /** The app over real HTTP (a client that goes away is a closed connection). */
  const served = async () =>
    t.app.server.listening ? t.app.listeningOrigin : await t.app.listen({ port: 0, host: '127.0.0.1' });
  // The app closes keep-alive connections itself only when it shuts down (http/lifecycle.ts).
  afterAll(() => t.app.server.closeAllConnections());

  const exportsGauge = async () => {
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    const value = (state: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`cabildo_exports{state="${state}"} `))
          ?.split(' ')[1],
      );
    return { running: value('running'), waiting: value('waiting') };
  };

  it('writes exports asked at once one after another, each whole, and frees every slot', async () => {
    const alone = await sheet(s.supervisor!);
    const together = await Promise.all(
      ['supervisor', 'admin', 'inspector', 'supervisor', 'censista-privado', 'admin'].map((slug) =>
        exportAs(s[slug]!),
      ),
    );
    const notas = together.map((response) => {
      expect(response.statusCode).toBe(200);
      const files = unzip(response.rawPayload);
      return sheetRows(
        files.get('xl/worksheets/sheet1.xml')!,
        sharedStrings(files.get('xl/sharedStrings.xml')!),
      )
        .slice(1)
        .map((row) => Object.values(row).map((cell) => cell.text))
        .sort();
    });
    expect(notas[0]).toEqual(alone.rows.map((row) => Object.values(row).map((cell) => cell.text)).sort());
    expect(notas[3]).toEqual(notas[0]);
    expect(notas[2]).toHaveLength(1);
    expect(notas[4]).toHaveLength(1);
    expect(await exportsGauge()).toEqual({ running: 0, waiting: 0 });
  });

  it('keeps an export waiting while the slot is taken, and starts it when the slot is given back', async () => {
    // The instance's one slot, taken as a running export takes it.
    const running = await t.app.ctx.exportSlots.take(new AbortController().signal);
    const waiting = exportAs(s.admin!);
    await expect.poll(exportsGauge).toEqual({ running: 1, waiting: 1 });
    running();
    const response = await waiting;
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-answer-count']).toBe('4');
    expect(await exportsGauge()).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses with EXPORT_BUSY (503) when the line is full, and leaves nothing taken', async () => {
    const slots = t.app.ctx.exportSlots;
    const signal = new AbortController().signal;
    const running = await slots.take(signal);
    const line = Array.from({ length: slots.lineMax }, () => slots.take(signal));
    const refused = await exportAs(s.admin!);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ error: { code: 'EXPORT_BUSY' } });
    running();
    for (const place of line) (await place)();
    expect(await exportsGauge()).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a person who leaves the line give up their place', async () => {
    const address = await served();
    const running = await t.app.ctx.exportSlots.take(new AbortController().signal);
    const gone = new AbortController();
    const left = fetch(`${address}/api/forms/${form.id}/answers/export`, {
      headers: { cookie: s.admin!.cookie },
      signal: gone.signal,
    }).catch((error: unknown) => error);
    await expect.poll(exportsGauge).toEqual({ running: 1, waiting: 1 });
    gone.abort();
    await left;
    await expect.poll(exportsGauge).toEqual({ running: 1, waiting: 0 });
    running();
    expect(await exportsGauge()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a download the person cut short', async () => {
    const address = await served();
    const url = `${address}/api/forms/${form.id}/answers/export`;
    const cut = new AbortController();
    const response = await fetch(url, { headers: { cookie: s.admin!.cookie }, signal: cut.signal });
    expect(response.status).toBe(200);
    cut.abort();
    // With one slot, a slot kept by the cut download would leave this one waiting for ever.
    const next = await fetch(url, { headers: { cookie: s.admin!.cookie } });
    expect(next.status).toBe(200);
    expect(unzip(Buffer.from(await next.arrayBuffer())).has('xl/worksheets/sheet1.xml')).toBe(true);
    expect(await exportsGauge()).toEqual({ running: 0, waiting: 0 });
  });
});

describe('the export values saved with each answer', () => {
  let other: { id: string; template: FormTemplate };
  let id: string;
  const stored = async (answerId: string) => {
    const [row] = await t.database.db
      .select({
        document: answers.document,
        createdByName: answers.createdByName,
        values: answers.exportValues,
      })
      .from(answers)
      .where(eq(answers.id, answerId));
    return { ...row!, document: row!.document as AnswerDocument };
  };
  /** The values as computed from the stored document now. */
  const expected = async (answerId: string) => {
    const row = await stored(answerId);
    return correctedExportValues(answerDocumentSchema.parse(row.document), row.createdByName);
  };
  const only = async () => (await sheet(s.admin!, {}, other.id)).byHeader[0]!;

  beforeAll(async () => {
    other = await api.createForm(s.admin!, { ...template, title: 'Censo de arbolado, otra zona' });
    const sections = answersTo(other.template);
    answerOf(sections, 'datos', 'nota').value = 'original';
    answerOf(sections, 'datos', 'sano').value = 'yes';
    const response = await api.submit(
      s.supervisor!,
      other.id,
      submission(sections, { location: { latitude: -31.42, longitude: -64.18, address: 'Calle 1' } }),
    );
    id = (response.json() as { id: string }).id;
  });

  it('are written on save, as the document says', async () => {
    const row = await stored(id);
    expect(row.values).not.toBeNull();
    expect(row.values).toBe(exportValues(row.document, row.createdByName));
    expect(await only()).toMatchObject({ 'Datos › =Nota': 'original', Dirección: 'Calle 1' });
  });

  it('are rewritten by a correction: the sheet shows the answer as corrected, place included', async () => {
    const current = (
      await api.call(s.admin!, 'GET', `/api/answers/${id}/corrected`)
    ).json() as CorrectedAnswers;
    const sections = structuredClone(current.sections);
    answerOf(sections, 'datos', 'nota').value = 'corregida';
    const location = { latitude: -31.5, longitude: -64.2, address: 'Calle 2' };
    const response = await api.call(s.admin!, 'PUT', `/api/answers/${id}/correction`, { sections, location });
    expect(response.statusCode).toBe(200);
    expect((await stored(id)).values).toBe(await expected(id));
    // A correction's answers are kept apart from the stored ones; the sheet, like the answer view,
    // shows them replayed.
    expect(await only()).toMatchObject({
      'Datos › =Nota': 'corregida',
      Dirección: 'Calle 2',
      Latitud: '-31.5',
    });
  });

  it('are rewritten by a completion of unanswered questions', async () => {
    const sections = structuredClone((await stored(id)).document.sections);
    answerOf(sections, 'datos', 'fecha').value = '2025-06-01';
    const response = await api.call(s.supervisor!, 'PUT', `/api/answers/${id}/completion`, { sections });
    expect(response.statusCode).toBe(200);
    expect((await stored(id)).values).toBe(await expected(id));
    expect(await only()).toMatchObject({ 'Datos › Fecha': '01/06/2025', 'Datos › =Nota': 'corregida' });
  });

  it('stay on a state change (the state is read from its column)', async () => {
    const before = (await stored(id)).values;
    const response = await api.call(s.supervisor!, 'PUT', `/api/answers/${id}/state`, { stateId: 1 });
    expect(response.statusCode).toBe(200);
    expect((await stored(id)).values).toBe(before);
    expect((await only()).Estado).toBe('Cerrada');
  });

  it('are kept by the writes alone: no trigger on the table, and the demo seed writes them too', async () => {
    // Every write above (save, correction, completion, state change) left them as the document says.
    expect((await stored(id)).values).toBe(await expected(id));
    const triggers = await t.database.db.execute<{ name: string }>(
      sql`select tgname as name from pg_trigger where tgrelid = 'answers'::regclass and not tgisinternal`,
    );
    expect(triggers.rows).toEqual([]);

    const { created } = await seedDemoAnswers(t.database.db, t.app.ctx.storage);
    expect(created).toBeGreaterThan(0);
    const seeded = await t.database.db
      .select({
        document: answers.document,
        createdByName: answers.createdByName,
        values: answers.exportValues,
      })
      .from(answers)
      .where(inArray(answers.formId, Object.values(DEMO_FORM_IDS)));
    expect(seeded).toHaveLength(created);
    for (const row of seeded) expect(row.values).toBe(exportValuesOf(row.document, row.createdByName));
  });

  it("are computed at start-up for an old database's answers without them, and the sheet is the same either way", async () => {
    const saved = await t.database.db
      .select({ id: answers.id, values: answers.exportValues })
      .from(answers)
      .where(eq(answers.formId, form.id));
    const before = await sheet(s.admin!);
    await t.database.db.update(answers).set({ exportValues: null }).where(eq(answers.formId, form.id));
    const fromDocuments = await sheet(s.admin!);
    expect(fromDocuments.byHeader).toEqual(before.byHeader);

    await exportValuesBackfillJob(t.app.ctx, t.app.log).run({}, new AbortController().signal);
    expect(await t.database.db.select().from(answers).where(isNull(answers.exportValues))).toEqual([]);
    for (const row of saved) expect((await stored(row.id)).values).toBe(row.values);
    expect((await sheet(s.admin!)).xml).toBe(before.xml);
  });
});

describe('the sheet writer', () => {
  /** Writes a header and `rows` through XlsxWriter; the archive's files, and the sheet's rows with their texts. */
  async function written(rows: ExportCell[][], shared = true, columnCount = rows[0]!.length) {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const xlsx = await XlsxWriter.start(out, {
      sheetName: 'Sheet1',
      columnCount,
      shared: new Array<boolean>(columnCount).fill(shared),
    });
    await xlsx.header(Array.from({ length: columnCount }, (_, index) => `=H${index}`));
    for (let at = 0; at < rows.length; at += 100) await xlsx.rows(rows.slice(at, at + 100));
    await xlsx.finish();
    out.end();
    const files = unzip(Buffer.concat(chunks));
    const xml = files.get('xl/worksheets/sheet1.xml')!;
    return { files, xml, rows: sheetRows(xml, sharedStrings(files.get('xl/sharedStrings.xml')!)) };
  }

  it("shares each column's first distinct texts, then writes the column's new texts inline", async () => {
    const count = SHARED_PER_COLUMN + 50;
    const long = 'x'.repeat(SHARED_TEXT_MAX + 1);
    const rows = Array.from({ length: count }, (_, index) => [`código ${index}`, 'Recibida', long, index]);
    const { xml, rows: sheet, files } = await written(rows);
    expect(sheet).toHaveLength(count + 1);
    sheet.slice(1).forEach((row, index) => {
      expect(row).toEqual({
        A: { type: 'text', text: `código ${index}` },
        B: { type: 'text', text: 'Recibida' },
        C: { type: 'text', text: long },
        D: { type: 'n', text: String(index) },
      });
    });
    // The header is bold and inline; a column's first distinct texts are shared, its later ones inline.
    expect(xml).toContain('<c r="A1" s="1" t="inlineStr"><is><t>=H0</t></is></c>');
    expect(xml).toMatch(new RegExp(`<c r="A${SHARED_PER_COLUMN + 1}" t="s">`));
    expect(xml).toContain(
      `<c r="A${SHARED_PER_COLUMN + 2}" t="inlineStr"><is><t>código ${SHARED_PER_COLUMN}</t></is></c>`,
    );
    expect(xml).toMatch(new RegExp(`<c r="B${count + 1}" t="s"><v>1</v></c>`));
    expect(xml).toMatch(/<c r="C2" t="inlineStr">/);
    const table = sharedStrings(files.get('xl/sharedStrings.xml')!);
    expect(table).toHaveLength(SHARED_PER_COLUMN + 1);
    expect(files.get('xl/sharedStrings.xml')).toContain(`uniqueCount="${SHARED_PER_COLUMN + 1}"`);
  });

  it('keeps the shared strings within their total size', async () => {
    const text = (index: number) => `${index}`.padStart(SHARED_TEXT_MAX, '-');
    const columns = Math.ceil(SHARED_CHARS_MAX / SHARED_TEXT_MAX / SHARED_PER_COLUMN) + 1;
    const rows = Array.from({ length: SHARED_PER_COLUMN }, (_, row) =>
      Array.from({ length: columns }, (_, column) => text(row * columns + column)),
    );
    const { files, rows: sheet } = await written(rows);
    const table = sharedStrings(files.get('xl/sharedStrings.xml')!);
    expect(table.join('').length).toBeLessThanOrEqual(SHARED_CHARS_MAX);
    expect(table.length).toBeGreaterThan(0);
    expect(sheet[SHARED_PER_COLUMN]![columnName(columns - 1)]).toEqual({
      type: 'text',
      text: text(SHARED_PER_COLUMN * columns - 1),
    });
  });

  it.each([
    ['shared', true],
    ['inline', false],
  ])(
    'writes any text exactly as a spreadsheet reads it back (%s), however long the row',
    async (_, shared) => {
      const texts = [
        ' espacio al borde ',
        'Ñandú & <b>"comillas"</b>',
        'emoji 😀 y tab\tnueva\nlínea',
        'control \u0001\u0008 y \uD800 sueltos',
        '+54 11 1234',
        'é'.repeat(32_767),
      ];
      // A row of six full cells is larger than the writer's buffer.
      const full = texts.map((_, index) => `${index}`.padEnd(32_767, 'é'));
      const { xml, files, rows } = await written([texts, full, texts], shared);
      expect(rows[1]).toEqual(
        Object.fromEntries(
          texts.map((text, index) => [columnName(index), { type: 'text', text: dropXmlInvalid(text) }]),
        ),
      );
      expect(Object.values(rows[2]!).map((cell) => cell.text)).toEqual(full);
      expect(rows[3]).toEqual(rows[1]);
      expect(shared ? files.get('xl/sharedStrings.xml') : xml).toContain(
        '<t xml:space="preserve"> espacio al borde </t>',
      );
      expect(xml).not.toMatch(/<f[\s>]/);
    },
  );
});
