import { OWN_ANSWERS_PAGE_SIZE, type FormTemplate, type OwnAnswersPage } from '@cabildo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
let baseUrl: string;
const s: Record<string, Session> = {};
let form: { id: string; template: FormTemplate };
/** A form of an area the supervisor and inspector do not belong to. */
let outside: { id: string; template: FormTemplate };
/** The ids each person saved on `form`, oldest first. */
const saved: Record<string, string[]> = { supervisor: [], inspector: [] };

async function submitAs(slug: string) {
  const response = await api.submit(s[slug]!, form.id, yesAnswer(form.template));
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  const id = (response.json() as { id: string }).id;
  saved[slug]?.push(id);
  return id;
}

const mine = (session: Session | null, formId: string, query = '') =>
  api.call(session, 'GET', `/api/forms/${formId}/answers/mine${query ? `?${query}` : ''}`);

async function page(slug: string, query = ''): Promise<OwnAnswersPage> {
  const response = await mine(s[slug]!, form.id, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as OwnAnswersPage;
}

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const slug of ['admin', 'supervisor', 'inspector']) s[slug] = await signIn(t.app, demoEmail(slug));
  form = await api.createForm(s.admin!, yesNoForm(DEMO_IDS.obrasPrivadas, 'Veredas rotas'));
  outside = await api.createForm(s.admin!, yesNoForm(DEMO_IDS.ambiente, 'Arbolado'));
  // Interleaved, so one person's answers are never a contiguous block of the table.
  for (let i = 0; i < 16; i++) {
    await submitAs('supervisor');
    if (i % 4 === 0) await submitAs('inspector');
  }
});
afterAll(async () => t.close());

describe('GET /api/forms/:id/answers/mine', () => {
  it("lists only the person's own answers of the form, newest first, with the form's title", async () => {
    const inspector = await page('inspector');
    expect(inspector.form).toMatchObject({ id: form.id, title: 'Veredas rotas' });
    expect(inspector.total).toBe(4);
    expect(inspector.rows.map((row) => row.id)).toEqual([...saved.inspector!].reverse());
    expect(inspector.nextCursor).toBeNull();
    expect(inspector.previousCursor).toBeNull();
    const row = inspector.rows[0]!;
    expect(Object.keys(row).sort()).toEqual(['actions', 'code', 'createdAt', 'id', 'updatedAt']);
    expect(row.code).toMatch(/-\d+$/);
    expect(Number.isNaN(Date.parse(row.createdAt))).toBe(false);
    // Nobody else's answers, ever: the admin answered nothing here.
    expect(await page('admin')).toMatchObject({ rows: [], total: 0, nextCursor: null, previousCursor: null });
  });

  it('pages by 7 with keyset cursors both ways and a total', async () => {
    const expected = [...saved.supervisor!].reverse();
    const first = await page('supervisor');
    expect(first.total).toBe(16);
    expect(first.rows).toHaveLength(OWN_ANSWERS_PAGE_SIZE);
    expect(first.previousCursor).toBeNull();
    const second = await page('supervisor', `cursor=${first.nextCursor!}&direction=next`);
    const third = await page('supervisor', `cursor=${second.nextCursor!}&direction=next`);
    expect(third.nextCursor).toBeNull();
    expect([...first.rows, ...second.rows, ...third.rows].map((row) => row.id)).toEqual(expected);
    // Back from the last page to the second, and from there to the first.
    const back = await page('supervisor', `cursor=${third.previousCursor!}&direction=previous`);
    expect(back.rows.map((row) => row.id)).toEqual(second.rows.map((row) => row.id));
    const start = await page('supervisor', `cursor=${back.previousCursor!}&direction=previous`);
    expect(start.rows.map((row) => row.id)).toEqual(first.rows.map((row) => row.id));
    expect(start.previousCursor).toBeNull();
  });

  it('keeps its pages stable while new answers arrive', async () => {
    const first = await page('supervisor');
    const newest = await submitAs('supervisor');
    const second = await page('supervisor', `cursor=${first.nextCursor!}&direction=next`);
    expect(second.rows[0]!.id).toBe(saved.supervisor!.at(-1 - 8)); // 17 now: the 8th newest before the insert
    expect(second.total).toBe(17);
    expect((await page('supervisor')).rows[0]!.id).toBe(newest);
  });

  it('needs a session and a form the person may open; refuses a forged cursor', async () => {
    expect((await mine(null, form.id)).statusCode).toBe(401);
    const refused = await mine(s.inspector!, outside.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORM_NOT_IN_AREAS');
    const missing = await mine(s.inspector!, '00000000-0000-4000-8000-0000000000ff');
    expect(missing.statusCode).toBe(404);
    const forged = await mine(s.inspector!, form.id, 'cursor=not-a-cursor');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('VALIDATION_FAILED');
  });
});

/** Opens the own-answers event stream over real HTTP; `text()` is everything received so far. */
async function openEvents(session: Session, formId: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/forms/${formId}/answers/mine/events`, {
    headers: { cookie: session.cookie },
    signal: controller.signal,
  });
  let text = '';
  const waiters = new Set<() => void>();
  if (response.ok) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        text += decoder.decode(value);
        for (const wake of waiters) wake();
      }
    })();
  }
  const until = (predicate: (received: string) => boolean, ms: number) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!predicate(text)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(text);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such event within ${ms} ms: ${JSON.stringify(text)}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { response, text: () => text, until, close: () => controller.abort() };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const savedEvents = (text: string) => text.split('event: saved').length - 1;

describe('GET /api/forms/:id/answers/mine/events', () => {
  it("pushes `saved` to the author's open page when they save an answer of the form, and only then", async () => {
    const events = await openEvents(s.inspector!, form.id);
    expect(events.response.status).toBe(200);
    expect(events.response.headers.get('content-type')).toContain('text/event-stream');
    await events.until((text) => text.includes(': connected'), 2000);

    // Someone else's answer of the same form, and the person's answer of another form: no event.
    await submitAs('supervisor');
    const other = await api.createForm(s.admin!, yesNoForm(DEMO_IDS.obrasPrivadas, 'Luminarias'));
    const elsewhere = await api.submit(s.inspector!, other.id, yesAnswer(other.template));
    expect(elsewhere.statusCode).toBe(200);
    await pause(300);
    expect(savedEvents(events.text())).toBe(0);

    await submitAs('inspector');
    await events.until((text) => savedEvents(text) === 1, 3000);
    // The page that refetches now finds the new answer.
    expect((await page('inspector')).rows[0]!.id).toBe(saved.inspector!.at(-1));
    events.close();
  });

  it('refuses a stream without a session or for a form out of reach', async () => {
    const anonymous = await fetch(`${baseUrl}/api/forms/${form.id}/answers/mine/events`);
    expect(anonymous.status).toBe(401);
    const refused = await openEvents(s.inspector!, outside.id);
    expect(refused.response.status).toBe(403);
  });
});
