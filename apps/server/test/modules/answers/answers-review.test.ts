import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  ANSWERS_PAGE_SIZE,
  REVIEW_ERRORS,
  type AnswerCount,
  type AnswerListPage,
  type AnswerState,
  type FormTemplate,
  type FormTemplateInput,
  readAnswerPoints,
} from '@cabildo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, auditEvents, files, forms, userAreas } from '../../../src/db/schema/index.ts';
import { authorFilter } from '../../../src/modules/answers/review/filters.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};

const STATES = {
  available: [
    { id: 0, name: 'Recibida', transitions: [1, 2] },
    { id: 1, name: 'En curso', transitions: [2] },
    { id: 2, name: 'Cerrada', transitions: [] },
  ],
  initial: 0,
};
/** A yes/no form with states, a place and a citizen, in `areaIds` (the first is the main area). */
const reviewForm = (title: string, areaIds: string[], extra: Partial<FormTemplateInput> = {}) =>
  yesNoForm(areaIds[0]!, title, {
    areaIds,
    states: STATES,
    options: { geolocation: true, citizen: true, ...extra.options },
    ...extra,
  });

type Seeded = {
  id: string;
  code: string;
  author: string;
  /** The author's name as the list shows it ("first last"). */
  name: string;
  dni: string | null;
  state: number;
  createdAt: Date;
  updatedAt: Date;
  located: boolean;
  latitude: number | null;
  longitude: number | null;
};
/** The main form's answers as the test set them up; the expected results are computed from this. */
let seeded: Seeded[] = [];
let main: { id: string; template: FormTemplate };

const DNIS = ['30123456', '25987654', null] as const;
const AUTHORS = [
  ...Array<string>(14).fill('supervisor'),
  'inspector',
  'inspector',
  'inspector',
  'inspector-elevado',
  'inspector-elevado',
  'censista-privado',
  'censista-privado',
  'admin',
];

async function submitAs(session: Session, formId: string, template: FormTemplate, index: number) {
  const dni = DNIS[index % DNIS.length]!;
  const response = await api.submit(
    session,
    formId,
    yesAnswer(template, {
      citizen: dni ? { id: `browser-${dni}`, dni, firstName: 'X', lastName: '' } : null,
      location: index % 4 === 3 ? null : { latitude: -31.4 - index / 1000, longitude: -64.18, address: null },
    }),
  );
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/** Days of March and April 2025 at local time: the date filters work in the server's time zone. */
const local = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2025, month - 1, day, hour, minute);

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  const slugs = [
    'admin',
    'supervisor',
    'supervisor-elevado',
    'inspector',
    'inspector-elevado',
    'censista-privado',
    'inspector-actas',
    'generador',
    'generador-respuestas',
  ];
  for (const slug of slugs) s[slug] = await signIn(t.app, demoEmail(slug));
  // A supervisor of another area of the same municipality.
  const otherId = (await signIn(t.app, demoEmail('supervisor-corrector'))).userId;
  await t.database.db.delete(userAreas).where(eq(userAreas.userId, otherId));
  await t.database.db.insert(userAreas).values({ userId: otherId, areaId: DEMO_IDS.ambiente });
  s.otherArea = await signIn(t.app, demoEmail('supervisor-corrector'));

  main = await api.createForm(s.admin!, reviewForm('Revisión de veredas', [DEMO_IDS.obrasPrivadas]));
  const ids: string[] = [];
  for (const [index, author] of AUTHORS.entries())
    ids.push(await submitAs(s[author]!, main.id, main.template, index));
  // Every third answer is in progress; then the dates are set: five creation days, three update days.
  for (const id of ids.filter((_, index) => index % 3 === 1)) {
    expect((await api.call(s.admin!, 'PUT', `/api/answers/${id}/state`, { stateId: 1 })).statusCode).toBe(
      200,
    );
  }
  for (const [index, id] of ids.entries()) {
    await t.database.db
      .update(answers)
      .set({
        createdAt: local(3, 1 + (index % 5), 10, index),
        updatedAt: local(4, 1 + (index % 3), 9, index),
      })
      .where(eq(answers.id, id));
  }
  // Two answers saved in the same instant (the id breaks the tie), one a microsecond later.
  await t.database.db
    .update(answers)
    .set({ createdAt: local(3, 2, 10, 1) })
    .where(eq(answers.id, ids[6]!));
  await t.database.db
    .update(answers)
    .set({ createdAt: sql`${answers.createdAt} + interval '1 microsecond'` })
    .where(eq(answers.id, ids[11]!));
  const rows = await t.database.db.select().from(answers).where(eq(answers.formId, main.id));
  seeded = rows.map((row) => ({
    id: row.id,
    code: row.code,
    author: row.createdByName!,
    name: (() => {
      const author = (row.document as { author: { firstName: string; lastName: string } }).author;
      return `${author.firstName} ${author.lastName}`;
    })(),
    dni: row.citizenDocument,
    state: row.state!,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    located: row.latitude !== null,
    latitude: row.latitude,
    longitude: row.longitude,
  }));
});
afterAll(async () => t.close());

const errorOf = (response: { json: () => unknown }) =>
  (
    response.json() as {
      error: { code: string; message: string; details?: { key?: string; message: string }[] };
    }
  ).error;

const list = (session: Session | null, formId: string, query: Record<string, string> = {}) =>
  api.call(session, 'GET', `/api/forms/${formId}/answers?${new URLSearchParams(query).toString()}`);

async function page(session: Session, formId: string, query: Record<string, string> = {}) {
  const response = await list(session, formId, query);
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
  return response.json() as AnswerListPage;
}

const counting = (session: Session | null, formId: string, query: Record<string, string> = {}) =>
  api.call(session, 'GET', `/api/forms/${formId}/answers/count?${new URLSearchParams(query).toString()}`);

/** The list's total, from its own endpoint. */
async function total(session: Session, formId: string, query: Record<string, string> = {}) {
  const response = await counting(session, formId, query);
  if (response.statusCode !== 200) throw new Error(`count failed: ${response.body}`);
  return (response.json() as AnswerCount).total;
}

/** Every row of a filtered list, walking the next cursors; checks each page's size and the count. */
async function walk(session: Session, formId: string, query: Record<string, string> = {}) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const current: AnswerListPage = await page(session, formId, cursor ? { ...query, cursor } : query);
    expect(current.rows.length).toBeLessThanOrEqual(ANSWERS_PAGE_SIZE);
    if (current.nextCursor) expect(current.rows).toHaveLength(ANSWERS_PAGE_SIZE);
    ids.push(...current.rows.map((row) => row.id));
    cursor = current.nextCursor;
  } while (cursor);
  expect(ids).toHaveLength(await total(session, formId, query));
  return ids;
}

const newestFirst = (key: 'createdAt' | 'updatedAt') => (a: Seeded, b: Seeded) =>
  b[key].getTime() - a[key].getTime() || (a.id < b.id ? 1 : -1);
const expected = (where: (row: Seeded) => boolean, key: 'createdAt' | 'updatedAt' = 'createdAt') =>
  seeded
    .filter(where)
    .sort(newestFirst(key))
    .map((row) => row.id);
const onDay = (date: Date, month: number, day: number) =>
  date.getMonth() === month - 1 && date.getDate() === day;

describe('the answers list', () => {
  it('shows 15 answers newest first, without the total, and the rows the spec asks for', async () => {
    const first = await page(s.admin!, main.id);
    expect(Object.keys(first).sort()).toEqual(['nextCursor', 'previousCursor', 'rows']);
    expect(await total(s.admin!, main.id)).toBe(AUTHORS.length);
    expect(first.rows).toHaveLength(ANSWERS_PAGE_SIZE);
    expect(first.previousCursor).toBeNull();
    expect(first.nextCursor).not.toBeNull();
    expect(first.rows.map((row) => row.id)).toEqual(expected(() => true).slice(0, ANSWERS_PAGE_SIZE));
    const withCitizen = first.rows.find((row) => row.citizen?.document === '30123456')!;
    expect(withCitizen.citizen).toEqual({ name: 'Ana María Gómez', document: '30123456' });
    const row = seeded.find((candidate) => candidate.id === withCitizen.id)!;
    expect(withCitizen).toMatchObject({
      code: row.code,
      createdAt: row.createdAt.toISOString(),
      author: { username: row.author },
      state: { id: row.state, name: STATES.available[row.state]!.name },
    });
    const byInspector = (await walk(s.admin!, main.id, { author: 'inspector' }))[0]!;
    const inspectorRow = (await page(s.admin!, main.id, { author: 'inspector' })).rows[0]!;
    expect(inspectorRow.id).toBe(byInspector);
    expect(inspectorRow.author.name).not.toBe('');
    expect(seeded.some((candidate) => candidate.dni === null)).toBe(true);
  });

  it('walks every answer exactly once forwards and backwards with the keyset cursors', async () => {
    for (const byLastUpdate of [false, true]) {
      const query: Record<string, string> = byLastUpdate ? { byLastUpdate: 'true' } : {};
      const forwards = await walk(s.admin!, main.id, query);
      expect(forwards).toEqual(expected(() => true, byLastUpdate ? 'updatedAt' : 'createdAt'));
      // From the last page back to the first.
      let current = await page(s.admin!, main.id, query);
      while (current.nextCursor)
        current = await page(s.admin!, main.id, { ...query, cursor: current.nextCursor });
      const backwards = [...current.rows.map((row) => row.id)];
      while (current.previousCursor) {
        current = await page(s.admin!, main.id, {
          ...query,
          cursor: current.previousCursor,
          direction: 'previous',
        });
        expect(current.rows).toHaveLength(ANSWERS_PAGE_SIZE);
        backwards.unshift(...current.rows.map((row) => row.id));
      }
      expect(backwards).toEqual(forwards);
    }
  });

  it('filters by code, author, citizen document, state and dates, alone and combined', async () => {
    const target = seeded[5]!;
    const cases: [Record<string, string>, (row: Seeded) => boolean, ('createdAt' | 'updatedAt')?][] = [
      [{ code: target.code }, (row) => row.id === target.id],
      [{ code: `  ${target.code.toLowerCase()} ` }, (row) => row.id === target.id],
      // Exact, never a prefix: CBA-1 finds CBA-1 alone, not CBA-12.
      [{ code: target.code.slice(0, -1) }, (row) => row.code === target.code.slice(0, -1)],
      // A prefix of the username: 'inspector' is also the start of 'inspector-elevado'.
      [{ author: 'inspector' }, (row) => row.author.startsWith('inspector')],
      [{ author: ' Censista-Privado ' }, (row) => row.author === 'censista-privado'],
      [{ citizenDni: '30123456' }, (row) => row.dni === '30123456'],
      [{ state: '1' }, (row) => row.state === 1],
      [{ state: '0' }, (row) => row.state === 0],
      [{ state: '-1' }, () => true],
      [{ date: '2025-03-02' }, (row) => onDay(row.createdAt, 3, 2)],
      [
        { from: '2025-03-02', to: '2025-03-03' },
        (row) => onDay(row.createdAt, 3, 2) || onDay(row.createdAt, 3, 3),
      ],
      [{ date: '2025-04-02', byLastUpdate: 'true' }, (row) => onDay(row.updatedAt, 4, 2), 'updatedAt'],
      [{ date: '2025-04-02' }, () => false],
      [
        { from: '2025-04-01', to: '2025-04-02', byLastUpdate: 'true', state: '1' },
        (row) => row.state === 1 && (onDay(row.updatedAt, 4, 1) || onDay(row.updatedAt, 4, 2)),
        'updatedAt',
      ],
      [
        { author: 'supervisor', citizenDni: '25987654', date: '2025-03-05' },
        (row) => row.author === 'supervisor' && row.dni === '25987654' && onDay(row.createdAt, 3, 5),
      ],
      [{ code: target.code, state: String(1 - target.state) }, () => false],
    ];
    for (const [query, where, key] of cases) {
      const wanted = expected(where, key);
      expect(await walk(s.admin!, main.id, query), JSON.stringify(query)).toEqual(wanted);
      expect(await total(s.admin!, main.id, query), JSON.stringify(query)).toBe(wanted.length);
    }
    // The combinations above are not empty by accident.
    expect(
      expected((row) => row.author === 'supervisor' && row.dni === '25987654' && onDay(row.createdAt, 3, 5)),
    ).not.toHaveLength(0);
  });

  it('"answered by" matches a prefix of the name or the username, ignoring case and accents', async () => {
    // The demo inspector is Agustina Álvarez; the column shows the name, the filter takes it.
    const inspector = (row: Seeded) => row.author === 'inspector';
    const none = () => false;
    expect(seeded.find(inspector)!.name).toBe('Agustina Álvarez');
    const cases: [string, (row: Seeded) => boolean][] = [
      ['Agustina Álvarez', inspector],
      ['agustina alvarez', inspector],
      ['AGUSTINA ÁLV', inspector],
      ['  Agustína   Alvárez ', inspector],
      ['agus', inspector],
      ['inspector-e', (row) => row.author === 'inspector-elevado'],
      ['INSPECTOR', (row) => row.author.startsWith('inspector')],
      ['Sofía', (row) => row.author === 'supervisor'],
      // Not a prefix of the name nor of the username.
      ['Álvarez', none],
      ['gustina', none],
      // LIKE's wildcards are letters like any other.
      ['%', none],
      ['_nspector', none],
    ];
    for (const [author, where] of cases) {
      const wanted = expected(where);
      if (where !== none) expect(wanted.length, author).toBeGreaterThan(0);
      expect(await walk(s.admin!, main.id, { author }), author).toEqual(wanted);
    }
    // An own-answers role still sees only its own answers under the filter.
    expect(await walk(s.inspector!, main.id, { author: 'inspector' })).toEqual(expected(inspector));
  });

  it('"answered by" is served by the author indexes on a large form (EXPLAIN)', async () => {
    // 10,000 answers by 1,000 people: the planner has real statistics to choose with.
    const big = await api.createForm(s.admin!, reviewForm('Muchas respuestas', [DEMO_IDS.obrasPrivadas]));
    await t.database.db.execute(sql`
      insert into answers (form_id, code, document, created_by_name)
      select ${big.id}::uuid, 'BIG-' || i,
        jsonb_build_object('author', jsonb_build_object(
          'username', 'persona' || (i % 1000), 'firstName', 'Nombre' || (i % 1000), 'lastName', 'Pérez')),
        'persona' || (i % 1000)
      from generate_series(1, 10000) as i`);
    await t.database.db.execute(sql`analyze answers`);
    const plan = async (typed: string) => {
      const rows = await t.database.db.execute<{ 'QUERY PLAN': string }>(
        sql`explain select ${answers.id} from ${answers} where ${and(eq(answers.formId, big.id), authorFilter(typed))} order by ${answers.createdAt} desc limit 16`,
      );
      return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
    };
    for (const typed of ['Nombre123 Pérez', 'persona123']) {
      const text = await plan(typed);
      expect(text, text).toContain('answers_form_author_name_idx');
      expect(text, text).toContain('answers_form_author_username_idx');
      expect(text, text).not.toContain('Seq Scan');
    }
    const found = await walk(s.admin!, big.id, { author: 'NOMBRE123 perez' });
    expect(found).toHaveLength(10);
  });

  it('refuses filters the spec rules out, with the review error keys', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ date: '2025-03-01', from: '2025-03-01', to: '2025-03-02' }, REVIEW_ERRORS.dateAndRange],
      [{ from: '2025-03-01' }, REVIEW_ERRORS.rangeIncomplete],
      [{ from: '2025-03-05', to: '2025-03-01' }, REVIEW_ERRORS.rangeOrder],
      [{ citizenDni: '30.123.456' }, REVIEW_ERRORS.dniNumeric],
    ];
    for (const [query, message] of cases) {
      for (const response of [
        await list(s.admin!, main.id, query),
        await counting(s.admin!, main.id, query),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(errorOf(response).code).toBe('VALIDATION_FAILED');
        expect(errorOf(response).details!.map((detail) => detail.key)).toContain(message);
      }
    }
    const { nextCursor } = await page(s.admin!, main.id);
    for (const query of <Record<string, string>[]>[
      { cursor: 'not-a-cursor' },
      { cursor: nextCursor!, byLastUpdate: 'true' },
    ]) {
      const response = await list(s.admin!, main.id, query);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });

  it('offers complete and delete by permission, and no actions to ROLE_INSPECTOR_ACTAS', async () => {
    const actionsOf = async (session: Session) =>
      (await page(session, main.id, { author: 'inspector' })).rows.map((row) => row.actions);
    expect(await actionsOf(s.supervisor!)).toContainEqual({ complete: true, delete: true });
    expect(await actionsOf(s.inspector!)).toContainEqual({ complete: false, delete: true });
    expect(new Set((await actionsOf(s['inspector-actas']!)).map((a) => JSON.stringify(a)))).toEqual(
      new Set([JSON.stringify({ complete: false, delete: false })]),
    );
    expect(await actionsOf(s['generador-respuestas']!)).toContainEqual({ complete: false, delete: false });
    const censista = (await page(s['censista-privado']!, main.id)).rows;
    expect(censista.every((row) => row.actions.complete && row.actions.delete)).toBe(true);
  });
});

describe('who sees which answers', () => {
  const points = (session: Session | null, formId: string, query: Record<string, string> = {}) =>
    api.call(session, 'GET', `/api/forms/${formId}/answers/points?${new URLSearchParams(query).toString()}`);
  /** The map points as the person gets them: one binary body, decoded as the web decodes it. */
  const mapOf = async (session: Session, formId: string, query: Record<string, string> = {}) => {
    const response = await points(session, formId, query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    return readAnswerPoints(response.rawPayload);
  };
  type Point = [id: string, latitude: number, longitude: number, code: string];
  /** [id, latitude, longitude, code] of each point. */
  const pointIds = async (session: Session, formId: string, query: Record<string, string> = {}) => {
    const body = await mapOf(session, formId, query);
    return Array.from({ length: body.count }, (_, i): Point => [
      body.id(i),
      body.latitude(i),
      body.longitude(i),
      body.code(i),
    ]);
  };
  const sorted = (ids: string[]) => [...ids].sort();

  it('admin, supervisors of the area and the elevated supervisor see every answer; own-answers roles their own', async () => {
    const everyone = expected(() => true);
    for (const [slug, where] of [
      ['admin', () => true],
      ['supervisor', () => true],
      ['supervisor-elevado', () => true],
      ['inspector-actas', () => true],
      ['generador-respuestas', () => true],
      ['inspector', (row: Seeded) => row.author === 'inspector'],
      ['inspector-elevado', (row: Seeded) => row.author === 'inspector-elevado'],
      ['censista-privado', (row: Seeded) => row.author === 'censista-privado'],
    ] as const) {
      const wanted = expected(where);
      expect(wanted.length).toBeGreaterThan(0);
      expect(await walk(s[slug]!, main.id), slug).toEqual(wanted);
      expect(await total(s[slug]!, main.id), slug).toBe(wanted.length);
      expect(await total(s[slug]!, main.id, { state: '1' }), slug).toBe(
        expected((row) => where(row) && row.state === 1).length,
      );
      const mapped = await pointIds(s[slug]!, main.id);
      const located = seeded.filter((row) => wanted.includes(row.id) && row.located);
      expect(sorted(mapped.map((point) => point[0])), slug).toEqual(sorted(located.map((row) => row.id)));
      if (slug === 'admin') expect(mapped.length).toBeLessThan(everyone.length);
    }
    // An own-answers role's filters never reach past its own answers.
    expect(await walk(s.inspector!, main.id, { author: 'supervisor' })).toEqual([]);
  });

  it('sends the points with the list filters as one binary body: ids, places, codes and the centre', async () => {
    // Every id and code as saved, and every place to 1e-7 degrees (about a centimetre).
    const same = (found: Point[], rows: Seeded[]) => {
      const byId = new Map(rows.map((row) => [row.id, row]));
      expect(found.map(([id]) => id).sort()).toEqual([...byId.keys()].sort());
      for (const [id, latitude, longitude, code] of found) {
        const row = byId.get(id)!;
        expect(code).toBe(row.code);
        expect(Math.abs(latitude - row.latitude!)).toBeLessThan(1e-7);
        expect(Math.abs(longitude - row.longitude!)).toBeLessThan(1e-7);
      }
    };
    const wanted = seeded.filter((row) => row.state === 1 && row.located);
    expect(wanted.length).toBeGreaterThan(2);
    same(await pointIds(s.admin!, main.id, { state: '1' }), wanted);
    same(
      await pointIds(s.admin!, main.id),
      seeded.filter((row) => row.located),
    );
    same(await pointIds(s.admin!, main.id, { code: wanted[0]!.code }), [wanted[0]!]);
    expect(await pointIds(s.admin!, main.id, { code: 'NO-SUCH-CODE' })).toEqual([]);
    // The map opens on the form's municipality (Córdoba in the demo data).
    const { centre } = await mapOf(s.admin!, main.id);
    expect(centre.latitude).toBeCloseTo(-31.4201, 4);
    const refused = await points(s.admin!, main.id, {
      date: '2025-03-01',
      from: '2025-03-01',
      to: '2025-03-02',
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).code).toBe('VALIDATION_FAILED');
    // The API description says what the body is.
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    };
    const described = docs.paths['/api/forms/{id}/answers/points']!.get.responses;
    expect(described['200']!.content).toEqual({
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(described['400']!.content)).toEqual(['application/json']);
  });

  it('compresses a large map body with Brotli or gzip when asked to, and it decodes the same', async () => {
    const large = await api.createForm(s.admin!, reviewForm('Mapa grande', [DEMO_IDS.obrasPrivadas]));
    await t.database.db.insert(answers).values(
      Array.from({ length: 300 }, (_, i) => ({
        formId: large.id,
        code: `GRANDE-${i + 1}`,
        createdBy: s.admin!.userId,
        createdByName: 'admin',
        state: 0,
        latitude: -31.3 - i / 7919,
        longitude: -64.1 - i / 6007,
      })),
    );
    const url = `/api/forms/${large.id}/answers/points`;
    const fetched = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...as(s.admin!), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    // Each answer as [id, code, latitude, longitude], in id order (the rows come in no set order).
    const decoded = (bytes: Buffer) => {
      const body = readAnswerPoints(bytes);
      return Array.from({ length: body.count }, (_, i) =>
        [body.id(i), body.code(i), body.latitude(i), body.longitude(i)].join(' '),
      ).sort();
    };
    const plain = await fetched();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const answered = decoded(plain.rawPayload);
    expect(answered).toHaveLength(300);
    expect(answered.map((line) => line.split(' ')[1]).sort()).toEqual(
      Array.from({ length: 300 }, (_, i) => `GRANDE-${i + 1}`).sort(),
    );
    for (const [encoding, inflate] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const compressed = await fetched(encoding);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['content-type']).toBe('application/octet-stream');
      expect(compressed.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength * 0.8);
      expect(decoded(inflate(compressed.rawPayload))).toEqual(answered);
    }
  });

  it('refuses a form the person cannot see, roles without read respuesta and anonymous people', async () => {
    for (const call of [list, counting, points]) {
      for (const session of [s.otherArea!, s.generador!])
        expect((await call(session, main.id)).statusCode).toBe(403);
      expect((await call(null, main.id)).statusCode).toBe(401);
      const missing = '00000000-0000-4000-8000-999999999999';
      expect((await call(s.admin!, missing)).statusCode).toBe(404);
    }
  });

  it("holds non-admins to the form's main area unless the form is public now or the answer came from the citizen portal", async () => {
    // Main area Ambiente (not the supervisor's), second area Obras Privadas (the supervisor's).
    const shared = await api.createForm(
      s.admin!,
      reviewForm('Arbolado compartido', [DEMO_IDS.ambiente, DEMO_IDS.obrasPrivadas]),
    );
    const ids = [0, 1, 2].map(() => '');
    for (const index of [0, 1, 2]) ids[index] = await submitAs(s.admin!, shared.id, shared.template, index);
    expect(await total(s.supervisor!, shared.id)).toBe(0);
    expect(await pointIds(s.supervisor!, shared.id)).toEqual([]);
    expect(await total(s['supervisor-elevado']!, shared.id)).toBe(3);
    expect(await total(s.otherArea!, shared.id)).toBe(3);
    await t.database.db
      .update(answers)
      .set({ document: sql`jsonb_set(${answers.document}, '{mode}', '"citizen-portal"')` })
      .where(eq(answers.id, ids[0]!));
    // The flag kept on the answer says how it was sent; what counts is the form's visibility now.
    await t.database.db.update(answers).set({ public: true }).where(eq(answers.id, ids[1]!));
    expect(await walk(s.supervisor!, shared.id)).toEqual([ids[0]!]);
    expect(await total(s.supervisor!, shared.id)).toBe(1);
    await t.database.db.update(forms).set({ public: true }).where(eq(forms.id, shared.id));
    expect(sorted(await walk(s.supervisor!, shared.id))).toEqual(sorted(ids));
    expect(await total(s.supervisor!, shared.id)).toBe(3);
  });

  it("keeps the elevated supervisor to the own municipality's forms", async () => {
    const elsewhere = await api.createForm(
      s.admin!,
      reviewForm('Inspección serrana', [DEMO_IDS.inspeccionGeneral]),
    );
    await submitAs(s.admin!, elsewhere.id, elsewhere.template, 2);
    expect(await total(s.admin!, elsewhere.id)).toBe(1);
    expect((await list(s['supervisor-elevado']!, elsewhere.id)).statusCode).toBe(403);
    expect((await counting(s['supervisor-elevado']!, elsewhere.id)).statusCode).toBe(403);
    expect((await points(s['supervisor-elevado']!, elsewhere.id)).statusCode).toBe(403);
  });
});

describe('changing the workflow state', () => {
  const move = (session: Session, answerId: string, stateId: number) =>
    api.call(session, 'PUT', `/api/answers/${answerId}/state`, { stateId });
  const stateOf = async (answerId: string) =>
    (await t.database.db.select().from(answers).where(eq(answers.id, answerId)))[0]!;
  let form: { id: string; template: FormTemplate };
  const fresh = (session: Session, index = 2) => submitAs(session, form.id, form.template, index);

  beforeAll(async () => {
    form = await api.createForm(s.admin!, reviewForm('Estados', [DEMO_IDS.obrasPrivadas]));
  });

  it('moves along a transition, appends the history and sets the state and last update', async () => {
    const id = await fresh(s.inspector!);
    const before = await stateOf(id);
    const response = await move(s.supervisor!, id, 1);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { state: AnswerState; updatedAt: string };
    expect(body.state.current).toBe(1);
    expect(body.state.history).toHaveLength(2);
    expect(body.state.history[0]).toMatchObject({ stateId: 0, initialState: true });
    expect(body.state.history[1]).toMatchObject({
      stateId: 1,
      stateName: 'En curso',
      userName: 'supervisor',
      initialState: false,
    });
    const after = await stateOf(id);
    expect(after.state).toBe(1);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.updatedAt.toISOString()).toBe(body.updatedAt);
    expect((after.document as { state: AnswerState; updatedAt: string }).updatedAt).toBe(body.updatedAt);
    const read = (await api.read(s.supervisor!, id)).json() as { document: { state: AnswerState } };
    expect(read.document.state).toEqual(body.state);
    const listed = (await page(s.supervisor!, form.id, { state: '1' })).rows.find((row) => row.id === id);
    expect(listed!.state).toEqual({ id: 1, name: 'En curso' });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, 'answer.state')));
    expect(event).toMatchObject({
      actorId: s.supervisor!.userId,
      after: { stateId: 1, stateName: 'En curso' },
    });

    expect((await move(s.supervisor!, id, 2)).statusCode).toBe(200);
    expect((await stateOf(id)).state).toBe(2);
  });

  it('refuses any other transition, unknown states and answers without states (409), changing nothing', async () => {
    const id = await fresh(s.supervisor!);
    expect((await move(s.supervisor!, id, 1)).statusCode).toBe(200);
    for (const target of [0, 1, 7]) {
      const refused = await move(s.supervisor!, id, target);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('STATE_TRANSITION_NOT_ALLOWED');
    }
    const row = await stateOf(id);
    expect(row.state).toBe(1);
    expect((row.document as { state: AnswerState }).state.history).toHaveLength(2);

    const stateless = await api.createForm(s.admin!, yesNoForm(DEMO_IDS.obrasPrivadas, 'Sin estados'));
    const saved = await api.submit(s.supervisor!, stateless.id, yesAnswer(stateless.template));
    const refused = await move(s.supervisor!, saved.json().id, 0);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('STATE_TRANSITION_NOT_ALLOWED');
    expect((await move(s.supervisor!, '00000000-0000-4000-8000-999999999999', 1)).statusCode).toBe(404);
  });

  it('needs update or complete on that answer: supervisors, the census taker on its own, never read-only roles', async () => {
    const bySupervisor = await fresh(s.supervisor!);
    const byCensista = await fresh(s['censista-privado']!);
    for (const session of [
      s.inspector!,
      s['generador-respuestas']!,
      s['inspector-actas']!,
      s.otherArea!,
      s.generador!,
    ])
      expect((await move(session, bySupervisor, 1)).statusCode).toBe(403);
    expect((await move(s['censista-privado']!, bySupervisor, 1)).statusCode).toBe(403);
    const byInspector = await fresh(s.inspector!);
    expect((await move(s.inspector!, byInspector, 1)).statusCode).toBe(403);
    expect((await stateOf(bySupervisor)).state).toBe(0);
    expect((await move(s['censista-privado']!, byCensista, 2)).statusCode).toBe(200);
    expect((await move(s['supervisor-elevado']!, bySupervisor, 2)).statusCode).toBe(200);
    expect((await move(s.admin!, byInspector, 1)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/answers/${bySupervisor}/state`,
      payload: { stateId: 1 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets only one of two concurrent changes apply', async () => {
    // Both people read the answer in "Recibida" and move it on; the second write finds it moved.
    for (const target of [1, 2, 1]) {
      const id = await fresh(s.supervisor!);
      const results = await Promise.all([move(s.supervisor!, id, target), move(s.admin!, id, target)]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((result) => result.statusCode === 409)!;
      // Lost the race on the write, or read the answer already moved (no transition to where it is).
      expect(['ANSWER_CHANGED_CONCURRENTLY', 'STATE_TRANSITION_NOT_ALLOWED']).toContain(errorOf(loser).code);
      const row = await stateOf(id);
      expect(row.state).toBe(target);
      const history = (row.document as { state: AnswerState }).state.history;
      expect(history.map((entry) => entry.stateId)).toEqual([0, target]);
    }
  });
});

describe('deleting an answer', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  const remove = (session: Session, answerId: string) =>
    api.call(session, 'DELETE', `/api/answers/${answerId}`);
  const exists = async (answerId: string) =>
    (await t.database.db.select({ id: answers.id }).from(answers).where(eq(answers.id, answerId))).length > 0;
  let form: { id: string; template: FormTemplate };
  const fresh = (session: Session) => submitAs(session, form.id, form.template, 2);

  async function upload(session: Session, formId: string, purpose: string) {
    const body = new FormData();
    body.append('file', new Blob([PNG]), `${purpose}.png`);
    const request = new Request('http://localhost/', { method: 'POST', body });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/files/answers?formId=${formId}&purpose=${purpose}`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...as(session), 'content-type': request.headers.get('content-type')! },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; url: string; name: string; contentType: string; size: number };
  }

  /** A form whose question takes images and that has a staff signature. */
  async function signedForm(title: string, signatureEditableAnswer: boolean) {
    return api.createForm(s.admin!, {
      title,
      areaIds: [DEMO_IDS.obrasPrivadas],
      options: { signatureEditableAnswer },
      signatures: [{ index: 0, title: 'Firma', type: 'both', signatory: 'staff' }],
      sections: [
        {
          id: 's1',
          order: 0,
          title: 'Evidencia',
          questions: [{ id: 'q1', order: 0, title: 'Fotos', kind: 'open', attachImage: true }],
        },
      ],
    });
  }
  async function signedAnswer(formId: string, signed: boolean) {
    const image = await upload(s.supervisor!, formId, 'image');
    const signature = signed ? await upload(s.supervisor!, formId, 'signature') : null;
    const saved = await api.submit(s.supervisor!, formId, {
      clientSubmissionId: randomUUID(),
      sections: [{ sectionId: 's1', rows: [{ answers: [{ questionId: 'q1', images: [image] }] }] }],
      signatures: signature ? [{ index: 0, file: signature, signatoryName: 'Ana Pérez' }] : [],
    });
    expect(saved.statusCode).toBe(200);
    return {
      id: (saved.json() as { id: string }).id,
      fileIds: [image.id, ...(signature ? [signature.id] : [])],
    };
  }

  beforeAll(async () => {
    form = await api.createForm(s.admin!, reviewForm('Bajas', [DEMO_IDS.obrasPrivadas]));
  });

  it('deletes with the delete ability on the record, and writes an audit event', async () => {
    const bySupervisor = await fresh(s.supervisor!);
    const byInspector = await fresh(s.inspector!);
    for (const session of [
      s.inspector!,
      s['generador-respuestas']!,
      s['inspector-actas']!,
      s.otherArea!,
      s.generador!,
    ])
      expect((await remove(session, bySupervisor)).statusCode).toBe(403);
    expect(await exists(bySupervisor)).toBe(true);
    expect((await remove(s.supervisor!, bySupervisor)).statusCode).toBe(204);
    expect(await exists(bySupervisor)).toBe(false);
    expect((await api.read(s.supervisor!, bySupervisor)).statusCode).toBe(404);
    expect((await remove(s.supervisor!, bySupervisor)).statusCode).toBe(404);
    expect((await remove(s.inspector!, byInspector)).statusCode).toBe(204);
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, bySupervisor), eq(auditEvents.action, 'answer.delete')));
    expect(event).toMatchObject({ actorId: s.supervisor!.userId });
  });

  it('refuses citizen-portal and payment answers (409) and hides their delete action', async () => {
    const portal = await fresh(s.supervisor!);
    const paid = await fresh(s.supervisor!);
    await t.database.db
      .update(answers)
      .set({ document: sql`jsonb_set(${answers.document}, '{mode}', '"citizen-portal"')` })
      .where(eq(answers.id, portal));
    await t.database.db.update(answers).set({ paymentOrderId: 'ORD-1' }).where(eq(answers.id, paid));
    for (const id of [portal, paid]) {
      const refused = await remove(s.admin!, id);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('ANSWER_UNDELETABLE');
      expect(await exists(id)).toBe(true);
    }
    const rows = (await page(s.admin!, form.id)).rows;
    expect(rows.find((row) => row.id === portal)!.actions.delete).toBe(false);
    expect(rows.find((row) => row.id === paid)!.actions.delete).toBe(false);
  });

  it('refuses signed answers unless signatures stay editable, and removes the files with the answer', async () => {
    const locked = await signedForm('Acta firmada', false);
    const signed = await signedAnswer(locked.id, true);
    const refused = await remove(s.supervisor!, signed.id);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'ANSWER_UNDELETABLE']);
    expect(await exists(signed.id)).toBe(true);
    expect((await page(s.supervisor!, locked.id)).rows[0]!.actions.delete).toBe(false);

    const unsigned = await signedAnswer(locked.id, false);
    expect((await page(s.supervisor!, locked.id)).rows[0]).toMatchObject({
      id: unsigned.id,
      actions: { delete: true },
    });

    const editable = await signedForm('Acta editable', true);
    const answer = await signedAnswer(editable.id, true);
    expect((await page(s.supervisor!, editable.id)).rows[0]!.actions.delete).toBe(true);
    const stored = await t.database.db.select().from(files).where(inArray(files.id, answer.fileIds));
    expect(stored).toHaveLength(2);
    const onDisk = stored.map((file) => path.join(t.config.dataDir, 'files', file.storageKey));
    expect(onDisk.every((file) => existsSync(file))).toBe(true);
    expect((await remove(s.supervisor!, answer.id)).statusCode).toBe(204);
    expect(await t.database.db.select().from(files).where(inArray(files.id, answer.fileIds))).toEqual([]);
    expect(onDisk.some((file) => existsSync(file))).toBe(false);
    // The refused answer kept its files.
    expect(await t.database.db.select().from(files).where(inArray(files.id, signed.fileIds))).toHaveLength(2);
  });
});

describe('paging while answers arrive', () => {
  it('continues after the last row seen and walks back to the newest, each answer once', async () => {
    const first = await page(s.admin!, main.id);
    const arrived: string[] = [];
    for (const index of [0, 1, 2]) arrived.push(await submitAs(s.supervisor!, main.id, main.template, index));
    const rest: string[] = [];
    let cursor = first.nextCursor;
    let last: AnswerListPage | null = null;
    while (cursor) {
      last = await page(s.admin!, main.id, { cursor });
      rest.push(...last.rows.map((row) => row.id));
      cursor = last.nextCursor;
    }
    // The count knows nothing of cursors: the same total on every page.
    expect(await total(s.admin!, main.id, { cursor: first.nextCursor! })).toBe(AUTHORS.length + 3);
    expect([...first.rows.map((row) => row.id), ...rest]).toEqual(expected(() => true));

    // Back from the second page: the first page as it was, then the answers that arrived meanwhile.
    const second = await page(s.admin!, main.id, { cursor: first.nextCursor! });
    const back = await page(s.admin!, main.id, { cursor: second.previousCursor!, direction: 'previous' });
    expect(back.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    expect(back.previousCursor).not.toBeNull();
    const newest = await page(s.admin!, main.id, { cursor: back.previousCursor!, direction: 'previous' });
    expect(sorted3(newest.rows.map((row) => row.id))).toEqual(sorted3(arrived));
    expect(newest.previousCursor).toBeNull();
    expect(newest.nextCursor).not.toBeNull();
  });
});

const sorted3 = (ids: string[]) => [...ids].sort();
