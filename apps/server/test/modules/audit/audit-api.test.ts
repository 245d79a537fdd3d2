import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { audit } from '../../../src/modules/audit/index.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

type Page = {
  rows: { id: string; action: string; answerCode: string | null; municipality: { id: string } | null }[];
  nextCursor: string | null;
};

/** The audit trail's API (issue 31 item 1): who reaches what, the filters, paging, CSV, a record's history. */
describe('audit API', () => {
  let t: TestApp;
  let admin: Session;
  let elevated: Session;
  let answer: { id: string; code: string; formId: string };

  const get = (session: Session | null, url: string) =>
    t.app.inject({ method: 'GET', url, headers: session ? as(session) : {} });
  const page = async (session: Session, query: string) => {
    const response = await get(session, `/api/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Page;
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signIn(t.app, demoEmail('admin'));
    elevated = await signIn(t.app, demoEmail('supervisor-elevado'));
    const api = answerApi(t);
    const form = await api.createForm(admin, yesNoForm(DEMO_IDS.obrasPrivadas, 'Veredas'));
    const saved = await api.submit(admin, form.id, yesAnswer(form.template));
    expect(saved.statusCode, saved.body).toBe(200);
    const { rows } = await t.database.db.execute<{ id: string; code: string }>(
      sql`select id::text, code from answers where form_id = ${form.id}::uuid`,
    );
    answer = { ...rows[0]!, formId: form.id };
    for (let i = 0; i < 7; i += 1)
      await audit(t.database.db, {
        actorId: null,
        action: 'test.rosario',
        subject: 'test',
        municipalityId: DEMO_IDS.rosario,
      });
  });
  afterAll(async () => t?.close());

  it('answers 401 signed out and 403 to a plain supervisor or an inspector', async () => {
    expect((await get(null, '/api/audit')).statusCode).toBe(401);
    for (const slug of ['supervisor', 'inspector']) {
      const session = await signIn(t.app, demoEmail(slug));
      expect((await get(session, '/api/audit')).statusCode, slug).toBe(403);
      expect(
        (await get(session, `/api/audit/history?subject=respuesta&subjectId=${answer.id}`)).statusCode,
      ).toBe(403);
      expect((await get(session, '/api/audit/export')).statusCode).toBe(403);
    }
  });

  it('shows the admin every municipality and the elevated supervisor the own one only', async () => {
    const everything = await page(admin, 'limit=200');
    expect(everything.rows.some((row) => row.municipality?.id === DEMO_IDS.rosario)).toBe(true);
    expect(everything.rows.some((row) => row.municipality?.id === DEMO_IDS.cordoba)).toBe(true);
    const own = await page(elevated, 'limit=200');
    expect(own.rows.length).toBeGreaterThan(0);
    expect(own.rows.every((row) => row.municipality?.id === DEMO_IDS.cordoba)).toBe(true);
    expect((await get(elevated, `/api/audit?municipalityId=${DEMO_IDS.rosario}`)).statusCode).toBe(403);
    const rosario = await page(admin, `municipalityId=${DEMO_IDS.rosario}&limit=200`);
    expect(rosario.rows).toHaveLength(7);
  });

  it('filters by action, form, answer code, person and dates', async () => {
    const byCode = await page(elevated, `answerCode=${answer.code.toLowerCase()}`);
    expect(byCode.rows.map((row) => [row.action, row.answerCode])).toEqual([['create', answer.code]]);
    const byForm = await page(admin, `formId=${answer.formId}`);
    expect(byForm.rows.map((row) => row.action).sort()).toEqual(['create', 'create']);
    expect((await page(admin, 'action=test.rosario&limit=200')).rows).toHaveLength(7);
    const byPerson = await page(admin, 'person=admin@');
    expect(byPerson.rows.length).toBeGreaterThan(0);
    expect((await page(admin, 'person=nadie-con-este-nombre')).rows).toHaveLength(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await page(admin, `from=${today}&to=${today}&action=test.rosario`)).rows).toHaveLength(7);
    expect((await page(admin, 'to=2000-01-01')).rows).toHaveLength(0);
    expect((await get(admin, '/api/audit?from=ayer')).statusCode).toBe(400);
  });

  it('pages newest first by cursor, without repeating or skipping a row', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: Page = await page(admin, `action=test.rosario&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.rows.map((row) => row.id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(seen).toEqual([...seen].sort((a, b) => Number(b) - Number(a)));
    expect((await get(admin, '/api/audit?cursor=nope')).statusCode).toBe(400);
  });

  it("gives an answer's history", async () => {
    const response = await get(elevated, `/api/audit/history?subject=respuesta&subjectId=${answer.id}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Page).rows.map((row) => row.action)).toEqual(['create']);
  });

  it('exports the filtered rows as CSV in the reader’s language, and audits the export', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/audit/export?answerCode=${answer.code}`,
      headers: { ...as(elevated), 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Fecha y hora');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(answer.code);
    const exports = await page(elevated, 'action=audit.export');
    expect(exports.rows).toHaveLength(1);
  });
});
