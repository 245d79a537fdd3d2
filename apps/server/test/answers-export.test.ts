import zlib from 'node:zlib';
import {
  answerListQuerySchema,
  defineAbilityFor,
  type FormTemplate,
  type FormTemplateInput,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../src/db/schema.ts';
import { DEMO_IDS } from '../src/db/seed/demo.ts';
import { loadSessionAccount } from '../src/modules/auth/account.ts';
import { sha256 } from '../src/modules/auth/secrets.ts';
import { exportBatches } from '../src/modules/answers/export/answers.ts';
import { reviewedForm } from '../src/modules/answers/review/visibility.ts';
import { answerApi, answerOf, answersTo, submission } from './answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from './helpers.ts';

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
  t = await startTestApp();
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

/** A tiny ZIP reader: walks the central directory, inflates each entry and checks its CRC-32 and size. */
function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < entries; index++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(flags & 0x0008).toBe(0x0008);
    expect(method).toBe(8);
    expect(zip.readUInt32LE(offset)).toBe(0x04034b50);
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = zlib.inflateRawSync(zip.subarray(start, start + compressed));
    expect(data.length).toBe(size);
    expect(zlib.crc32(data)).toBe(crc);
    // The data descriptor repeats the CRC and sizes after the data.
    expect(zip.readUInt32LE(start + compressed)).toBe(0x08074b50);
    expect(zip.readUInt32LE(start + compressed + 4)).toBe(crc);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength + skip;
  }
  expect(at).toBe(end);
  return files;
}

type Cell = { type: 'inlineStr' | 'n'; text: string };
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The sheet's rows as cells by column letter. */
function sheetRows(xml: string): Record<string, Cell>[] {
  return [...xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/gs)].map((row, index) => {
    expect(Number(row[1])).toBe(index + 1);
    const cells: Record<string, Cell> = {};
    for (const cell of row[2]!.matchAll(/<c r="([A-Z]+)\d+"([^>]*)>(.*?)<\/c>/gs)) {
      const inline = /<is><t(?: xml:space="preserve")?>(.*?)<\/t><\/is>/s.exec(cell[3]!);
      cells[cell[1]!] = inline
        ? { type: 'inlineStr', text: unescape(inline[1]!) }
        : { type: 'n', text: /<v>(.*?)<\/v>/.exec(cell[3]!)![1]! };
      if (inline) expect(cell[2]).toContain('t="inlineStr"');
    }
    return cells;
  });
}

async function exportAs(session: Session | null, query: Record<string, string> = {}, formId = form.id) {
  return api.call(
    session,
    'GET',
    `/api/forms/${formId}/answers/export?${new URLSearchParams(query).toString()}`,
  );
}

/** The sheet as objects keyed by header text. */
async function sheet(session: Session, query: Record<string, string> = {}) {
  const response = await exportAs(session, query);
  expect(response.statusCode).toBe(200);
  const files = unzip(response.rawPayload);
  const xml = files.get('xl/worksheets/sheet1.xml')!;
  const [header, ...rows] = sheetRows(xml);
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

  it('writes text starting with = + - @ as inline strings, never formulas (headers included)', async () => {
    const { xml, header, rows } = await sheet(s.admin!);
    expect(xml).not.toMatch(/<f[\s>]/);
    expect(header.K).toEqual({ type: 'inlineStr', text: 'Datos › =Nota' });
    const withFormula = rows.find((row) => row.K?.text === FORMULA)!;
    expect(withFormula.K!.type).toBe('inlineStr');
    expect(withFormula.O).toEqual({ type: 'inlineStr', text: 'Jacarandá | - | -Tipa' });
    expect(withFormula.Q).toEqual({ type: 'inlineStr', text: '@rama caída' });
    expect(withFormula.I).toEqual({ type: 'n', text: '-31.42' });
    expect(xml).toContain(`<t>${FORMULA.replace(/"/g, '&quot;')}</t>`);
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
