import { randomInt } from 'node:crypto';
import {
  DOWNLOAD_CODE_ALPHABET,
  isDownloadCodeShape,
  newDownloadCode,
  type FormTemplateInput,
  type SavedAnswer,
} from '@cabildo/domain';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { answers, auditEvents, municipalities } from '../../../src/db/schema/index.ts';
import { RECORD_LOOKUPS_PER_MINUTE, STATUS_LOOKUPS_PER_MINUTE } from '../../../src/modules/lookup/routes.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import {
  answerApi,
  answerOf,
  answersTo,
  submission,
  yesAnswer,
  yesNoForm,
} from '../../support/answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
});
afterAll(async () => t.close());

const STATES: FormTemplateInput['states'] = {
  available: [
    { id: 0, name: 'Recibida', transitions: [1] },
    { id: 1, name: 'En inspección', transitions: [] },
  ],
  initial: 0,
};

/** A form in Córdoba's environment area whose answer codes start with `prefix`, answered once. */
async function answeredForm(
  prefix: string,
  extra: Partial<FormTemplateInput>,
  mode: 'public' | 'internal' = 'public',
): Promise<{ formId: string; answer: SavedAnswer }> {
  const form = await api.createForm(
    admin,
    yesNoForm(DEMO_IDS.ambiente, `Formulario ${prefix}`, { keyPrefix: prefix, ...extra }),
  );
  const sent = await api.submit(mode === 'public' ? null : admin, form.id, yesAnswer(form.template), mode);
  expect(sent.statusCode, sent.body).toBe(200);
  return { formId: form.id, answer: sent.json() as SavedAnswer };
}

let ip = 0;
/** A fresh client address per request group, so the per-IP budgets of other tests do not interfere. */
const nextIp = () => `10.20.${Math.floor(++ip / 250)}.${ip % 250}`;

const status = (code: string, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'GET', url: `/api/public/status?code=${encodeURIComponent(code)}`, remoteAddress });

describe('public status lookup', () => {
  it('shows the form title (with its other languages) and the current state of a public answer', async () => {
    const { answer } = await answeredForm('LKPA', {
      titleAlt: { en: 'Lookup form' },
      options: { public: true },
      states: STATES,
    });
    const found = await status(answer.code);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      code: answer.code,
      formTitle: 'Formulario LKPA',
      formTitleAlt: { en: 'Lookup form' },
      stateName: 'Recibida',
    });
    expect(found.headers['cache-control']).toBe('no-store');

    // Spaces around the code are not part of it; the state follows the answer's moves.
    const moved = await api.call(admin, 'PUT', `/api/answers/${answer.id}/state`, { stateId: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    const again = await status(`  ${answer.code} `);
    expect(again.json()).toMatchObject({ stateName: 'En inspección' });

    const audited = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'status.lookup'), eq(auditEvents.subjectId, answer.id)));
    expect(audited.length).toBe(2);
    expect(audited[0]).toMatchObject({ actorId: null, subject: 'respuesta', after: { found: true } });
  });

  it('finds the demo noise complaint a visitor answered, in its initial state', async () => {
    const noise = await api.template(null, DEMO_FORM_IDS.noiseComplaint, 'public');
    const sections = answersTo(noise);
    answerOf(sections, 'denuncia', 'fuente').selected = [0];
    answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
    answerOf(sections, 'denuncia', 'ordenanza').value = 'yes';
    const sent = await api.submit(null, DEMO_FORM_IDS.noiseComplaint, submission(sections), 'public');
    expect(sent.statusCode, sent.body).toBe(200);
    const { code } = sent.json() as SavedAnswer;
    expect((await status(code)).json()).toEqual({
      code,
      formTitle: 'Denuncia de ruidos molestos',
      formTitleAlt: { en: 'Noise complaint' },
      stateName: 'Recibida',
    });
  });

  it('answers every miss with the same 404, whatever the reason', async () => {
    const privateForm = await answeredForm(
      'LKPB',
      { options: { public: false }, states: STATES },
      'internal',
    );
    const withoutStates = await answeredForm('LKPC', { options: { public: true } });
    const deletedAnswer = await answeredForm('LKPD', { options: { public: true }, states: STATES });
    const deletedForm = await answeredForm('LKPE', { options: { public: true }, states: STATES });
    // Each is found before it is made a miss (deleted ones).
    expect((await status(deletedAnswer.answer.code)).statusCode).toBe(200);
    expect((await status(deletedForm.answer.code)).statusCode).toBe(200);
    const removed = await api.call(admin, 'DELETE', `/api/answers/${deletedAnswer.answer.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    const formRemoved = await api.call(admin, 'DELETE', `/api/forms/${deletedForm.formId}`);
    expect(formRemoved.json()).toEqual({ soft: true });

    const misses = [
      'NADA-1',
      privateForm.answer.code,
      withoutStates.answer.code,
      deletedAnswer.answer.code,
      deletedForm.answer.code,
      privateForm.answer.code.toLowerCase(),
    ];
    const bodies = new Set<string>();
    for (const code of misses) {
      const missed = await status(code);
      expect(missed.statusCode, code).toBe(404);
      bodies.add(refusalBody(missed.body));
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        error: {
          code: 'STATUS_NOT_FOUND',
          message: 'No answer with states of a public form has this code.',
        },
      }),
    ]);
    // A miss is audited without the code typed: its length only.
    const missAudits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'status.lookup'), isNull(auditEvents.subjectId)));
    expect(missAudits.map((event) => event.after)).toContainEqual({ found: false, codeLength: 6 });
    expect(JSON.stringify(missAudits)).not.toContain('NADA-1');
  });

  it('finds a code whatever its case; a code from before per-form prefixes that several forms gave, never', async () => {
    const one = await answeredForm('LKPF', { options: { public: true }, states: STATES });
    expect(one.answer.code).toBe('LKPF-1');
    const found = await status('lkpf-1');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      code: 'LKPF-1',
      formTitle: 'Formulario LKPF',
      formTitleAlt: {},
      stateName: 'Recibida',
    });

    // Before migration 0021 every form of a municipality numbered KEYWORD-1, 2…: issued codes kept
    // theirs, so an answer of another form (here a private one) may have the same code.
    const twin = await answeredForm('LKPG', { options: { public: false }, states: STATES }, 'internal');
    await t.database.db.update(answers).set({ code: 'LKPF-1' }).where(eq(answers.id, twin.answer.id));
    for (const code of ['LKPF-1', 'lkpf-1']) {
      const missed = await status(code);
      expect(missed.statusCode).toBe(404);
      expect(missed.json()).toMatchObject({ error: { code: 'STATUS_NOT_FOUND' } });
    }
    const refusals = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'status.lookup'), sql`${auditEvents.after}->>'ambiguous' = 'true'`));
    expect(refusals.map((event) => event.after)).toEqual([
      { found: false, codeLength: 6, ambiguous: true },
      { found: false, codeLength: 6, ambiguous: true },
    ]);
  });

  it('finds nothing of a disabled municipality, and finds it again once enabled', async () => {
    const { answer } = await answeredForm('LKPH', { options: { public: true }, states: STATES });
    expect((await status(answer.code)).statusCode).toBe(200);
    const disable = (disabled: boolean) =>
      t.database.db.update(municipalities).set({ disabled }).where(eq(municipalities.id, DEMO_IDS.cordoba));
    await disable(true);
    try {
      const missed = await status(answer.code);
      expect(missed.statusCode).toBe(404);
      expect(missed.json()).toMatchObject({ error: { code: 'STATUS_NOT_FOUND' } });
    } finally {
      await disable(false);
    }
    expect((await status(answer.code)).statusCode).toBe(200);
  });

  it('refuses an empty code', async () => {
    const empty = await status('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('limits the lookups of one address, hits and misses alike', async () => {
    const address = '10.99.0.1';
    for (let i = 0; i < STATUS_LOOKUPS_PER_MINUTE; i += 1) {
      expect((await status(`NADA-${i}`, address)).statusCode).toBe(404);
    }
    const limited = await status('NADA-0', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // Another address is not held back.
    expect((await status('NADA-0', '10.99.0.2')).statusCode).toBe(404);
  });
});

const record = (code: string, remoteAddress = nextIp(), query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/public/records/${encodeURIComponent(code)}${query}`,
    remoteAddress,
  });

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A refusal's body without the request's own id (every answer has one): what the caller learns. */
const refusalBody = (body: string) => {
  const parsed = JSON.parse(body) as { error: Record<string, unknown> };
  delete parsed.error.requestId;
  return JSON.stringify(parsed);
};

const RECORD_MISS = JSON.stringify({
  error: { code: 'RECORD_NOT_FOUND', message: 'No record has this download code.' },
});

describe('record lookup', () => {
  let withCode: SavedAnswer;
  beforeAll(async () => {
    ({ answer: withCode } = await answeredForm('ACTA', { options: { pdfDownloadCode: true } }, 'internal'));
  });

  it('downloads the PDF record of the answer with this download code', async () => {
    const code = withCode.pdfDownloadCode!;
    expect(isDownloadCodeShape(code)).toBe(true);
    const found = await record(code, nextIp(), '?lang=es');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.headers['content-type']).toBe('application/pdf');
    expect(found.headers['content-disposition']).toBe(`attachment; filename="acta-${withCode.code}.pdf"`);
    expect(found.headers['cache-control']).toBe('no-store');
    expect(found.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(found.rawPayload);
    expect(text).toContain(withCode.code);
    expect(text).toContain('Formulario ACTA');

    const [audited] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'record.lookup'), eq(auditEvents.subjectId, withCode.id)));
    expect(audited).toMatchObject({ actorId: null, after: { found: true, language: 'es' } });
  });

  it('takes the language from Accept-Language without lang', async () => {
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/public/records/${withCode.pdfDownloadCode}`,
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      remoteAddress: nextIp(),
    });
    expect(found.statusCode).toBe(200);
    const [audited] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'record.lookup'), eq(auditEvents.subjectId, withCode.id)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audited?.after).toEqual({ found: true, language: 'en' });
  });

  it('answers a code of another case, an unknown code and a deleted answer with the same 404', async () => {
    const code = withCode.pdfDownloadCode!;
    // Every letter whose other case is in the alphabet swapped (one at least, but for 1 in 10^8 codes).
    const swapped = (c: string) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase());
    const otherCase = [...code]
      .map((c) => (DOWNLOAD_CODE_ALPHABET.includes(swapped(c)) ? swapped(c) : c))
      .join('');
    expect(otherCase).not.toBe(code);
    const { answer: removed } = await answeredForm(
      'ACTB',
      { options: { pdfDownloadCode: true } },
      'internal',
    );
    expect((await api.call(admin, 'DELETE', `/api/answers/${removed.id}`)).statusCode).toBe(204);
    const unknown = newDownloadCode((below) => randomInt(below));
    for (const miss of [otherCase, unknown, removed.pdfDownloadCode!]) {
      expect(isDownloadCodeShape(miss)).toBe(true);
      const response = await record(miss);
      expect(response.statusCode, miss).toBe(404);
      expect(refusalBody(response.body)).toBe(RECORD_MISS);
    }
    // Misses are audited without the code: its length and a short hash.
    const misses = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'record.lookup'), isNull(auditEvents.subjectId)));
    expect(misses.length).toBe(3);
    for (const miss of misses) {
      expect(miss.after).toMatchObject({ found: false, codeLength: 12 });
      expect(JSON.stringify(miss.after)).not.toContain(unknown);
    }
  });

  it('finds nothing of a disabled municipality (the same 404), and finds it again once enabled', async () => {
    const code = withCode.pdfDownloadCode!;
    expect((await record(code)).statusCode).toBe(200);
    const disable = (disabled: boolean) =>
      t.database.db.update(municipalities).set({ disabled }).where(eq(municipalities.id, DEMO_IDS.cordoba));
    await disable(true);
    try {
      const missed = await record(code);
      expect(missed.statusCode).toBe(404);
      expect(refusalBody(missed.body)).toBe(RECORD_MISS);
    } finally {
      await disable(false);
    }
    expect((await record(code)).statusCode).toBe(200);
  });

  it('refuses a code that cannot be a download code without asking the database but for the rate limit', async () => {
    const select = vi.spyOn(t.database.db, 'select');
    const execute = vi.spyOn(t.database.db, 'execute');
    const insert = vi.spyOn(t.database.db, 'insert');
    try {
      for (const code of [
        ' ' + withCode.pdfDownloadCode!,
        'abc',
        `${withCode.code}`,
        'O0O0O0O0O0O0',
        "x'; drop",
      ]) {
        const response = await record(code);
        expect(response.statusCode, code).toBe(404);
        expect(refusalBody(response.body)).toBe(RECORD_MISS);
      }
      expect(select).not.toHaveBeenCalled();
      expect(insert).not.toHaveBeenCalled();
      // One statement per request: the address's count in the shared rate limits (and maybe their
      // now-and-then sweep), nothing else.
      const statements = execute.mock.calls.map(([query]) => new PgDialect().sqlToQuery(query as SQL).sql);
      for (const statement of statements)
        expect(statement).toMatch(/^\s*(insert into|delete from) rate_limit_hits /);
      expect(statements.filter((statement) => statement.includes('insert into'))).toHaveLength(5);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('limits the lookups of one address, counting the misses', async () => {
    const address = '10.98.0.1';
    for (let i = 0; i < RECORD_LOOKUPS_PER_MINUTE; i += 1) {
      const miss = await record(
        newDownloadCode((below) => randomInt(below)),
        address,
      );
      expect(miss.statusCode).toBe(404);
    }
    // Even the right code is refused now.
    const limited = await record(withCode.pdfDownloadCode!, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await record(withCode.pdfDownloadCode!, '10.98.0.2')).statusCode).toBe(200);
  });
});
