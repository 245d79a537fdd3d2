/// <reference types="vite/client" />
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGE_FALLBACKS, LANGUAGES, OVERRIDE_LANGUAGES, type Language } from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, users } from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';
import { sharedStrings, sheetRows, unzip } from '../../support/xlsx-support.ts';

/**
 * Issue 19 item 2: the server's texts in the reader's language, from the catalogue files of
 * packages/domain/src/i18n/catalogues (read here as files, not through the server's i18n). A
 * signed-in person's language is the one stored with the account (PUT /api/auth/language, kept by
 * the web app), an anonymous visitor's the request's.
 */
type Texts = { [key: string]: string | Texts };
const catalogueFiles = import.meta.glob<Record<string, Texts>>(
  '../../../../../packages/domain/src/i18n/catalogues/*/*.ts',
  {
    eager: true,
  },
);
/** A namespace's texts as a reader of `language` gets them (its file, else its fallbacks'). */
function catalogue(namespace: string, language: Language): Texts {
  const file = (code: string) =>
    Object.values(
      catalogueFiles[`../../../../../packages/domain/src/i18n/catalogues/${namespace}/${code}.ts`] ?? {},
    )[0];
  const own = file(language);
  if (own && !OVERRIDE_LANGUAGES.includes(language)) return own;
  const fallback = LANGUAGE_FALLBACKS[language].map(file).find(Boolean)!;
  return own ? { ...fallback, ...own } : fallback;
}

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, demoEmail('admin'));
});
afterAll(async () => t.close());

const setLanguage = (session: Session, language: string) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/language', headers: as(session), payload: { language } });

/** The newest mail to `to`, parsed (subject and text decoded, whatever their script). */
async function mailTo(to: string, after: Set<string>, timeoutMs = 5000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const file of (await readdir(t.mailDir).catch(() => [] as string[])).sort().reverse()) {
      if (after.has(file)) continue;
      const mail = await simpleParser(await readFile(path.join(t.mailDir, file)));
      if (mail.to && JSON.stringify(mail.to).includes(to)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to}`);
}
const mailsSoFar = async () => new Set(await readdir(t.mailDir).catch(() => [] as string[]));

describe('the language stored with the account', () => {
  it('is kept for the signed-in person, reading ek and ot as eu and es-419, and /me says it', async () => {
    const session = await signIn(t.app, demoEmail('supervisor'));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(session) })).json().language,
    ).toBeNull();
    for (const [sent, stored] of [
      ['ek', 'eu'],
      ['ot', 'es-419'],
      ['ja', 'ja'],
    ] as const) {
      expect((await setLanguage(session, sent)).statusCode).toBe(204);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(session) });
      expect(me.json().language).toBe(stored);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.userId));
    expect(row!.language).toBe('ja');
  });

  it('refuses an unknown language, a request without the CSRF token, and nobody signed in', async () => {
    const session = await signIn(t.app, demoEmail('inspector'));
    const unknown = await setLanguage(session, 'xx');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    const noCsrf = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      headers: { cookie: session.cookie },
      payload: { language: 'pt' },
    });
    expect(noCsrf.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/language',
      payload: { language: 'pt' },
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, session.userId));
    expect(row!.language).toBeNull();
  });
});

describe('the password-reset e-mail', () => {
  // One account per language: reset requests are limited per e-mail.
  const accounts = [
    'generador',
    'generador-respuestas',
    'generador-corrector-respuestas',
    'inspector-elevado',
    'inspector-elevado-corrector',
    'inspector-actas',
    'supervisor-duplicador',
    'supervisor-corrector-duplicador',
  ];
  it.each(LANGUAGES)('is written in the account’s language: %s', async (language) => {
    const email = demoEmail(accounts[LANGUAGES.indexOf(language)]!);
    await t.database.db.update(users).set({ language }).where(eq(users.email, email));
    const before = await mailsSoFar();
    // The request's own language (English) gives way to the account's.
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      headers: { 'accept-language': 'en' },
      remoteAddress: `10.19.0.${LANGUAGES.indexOf(language) + 1}`,
    });
    expect(response.statusCode).toBe(202);
    const mail = await mailTo(email, before);
    const texts = catalogue('mail', language).passwordReset as Texts;
    expect(mail.subject).toBe(texts.subject);
    const [opening] = String(texts.body).split('{{link}}');
    expect(mail.text).toContain(opening!.trim());
  });

  it('is in the request’s language for an account with none stored (Accept-Language, legacy code)', async () => {
    const email = demoEmail('censista-privado');
    const before = await mailsSoFar();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
      headers: { 'accept-language': 'de-DE, ek;q=0.8, en;q=0.5' },
      remoteAddress: '10.19.1.1',
    });
    const mail = await mailTo(email, before);
    expect(mail.subject).toBe((catalogue('mail', 'eu').passwordReset as Texts).subject);
  });
});

describe('the invitation', () => {
  it('is in the creator’s language, which the new account starts with', async () => {
    const creator = await signIn(t.app, demoEmail('supervisor-elevado'));
    expect((await setLanguage(creator, 'gl')).statusCode).toBe(204);
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: as(creator) })).json();
    const before = await mailsSoFar();
    const email = 'nova.usuaria@demo.cabildo.test';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...as(creator), 'accept-language': 'en' },
      payload: {
        email,
        username: 'nova.usuaria',
        firstName: 'Nova',
        lastName: 'Usuaria',
        roles: ['ROLE_INSPECTOR'],
        areaIds: me.user.areaIds,
        accountType: 'password',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const mail = await mailTo(email, before);
    expect(mail.subject).toBe((catalogue('mail', 'gl').invitation as Texts).subject);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.language).toBe('gl');
  });
});

describe('the Excel export', () => {
  const headersOf = async (session: Session, query: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${DEMO_FORM_IDS.streetLighting}/answers/export${query}`,
      headers: { ...as(session), ...headers },
    });
    expect(response.statusCode, response.body).toBe(200);
    const files = unzip(response.rawPayload);
    const [header] = sheetRows(
      files.get('xl/worksheets/sheet1.xml')!,
      sharedStrings(files.get('xl/sharedStrings.xml')!),
    );
    return Object.values(header!).map((cell) => cell.text);
  };
  const expected = (language: Language) => {
    const labels = catalogue('export', language);
    return [
      labels.code,
      labels.createdAt,
      labels.updatedAt,
      labels.author,
      labels.citizen,
      labels.citizenDocument,
    ];
  };

  it.each(LANGUAGES)('has its headers in the language asked for: %s', async (language) => {
    const headers = await headersOf(admin, `?language=${language}`);
    expect(headers.slice(0, 6)).toEqual(expected(language));
  });

  it('without a language asked for, speaks the reader’s stored language, else the request’s', async () => {
    const session = await signIn(t.app, demoEmail('supervisor-corrector'));
    expect((await headersOf(session, '', { 'accept-language': 'pt-BR' })).slice(0, 6)).toEqual(
      expected('pt'),
    );
    expect((await setLanguage(session, 'ja')).statusCode).toBe(204);
    expect((await headersOf(session, '', { 'accept-language': 'pt-BR' })).slice(0, 6)).toEqual(
      expected('ja'),
    );
    expect((await headersOf(session, '?language=ek')).slice(0, 6)).toEqual(expected('eu'));
  });
});

/** An answer to a copy of the demo tree-pruning form (any number of answers) naming `species`; its id. */
async function treePruningAnswer(species: string): Promise<string> {
  const api = answerApi(t);
  // The copy leaves the original's answer-code prefix behind: the server gives it one of its own.
  const { keyPrefix: _taken, ...pruning } = await api.template(admin, DEMO_FORM_IDS.treePruning);
  const options = { ...pruning.options, singleAnswer: false, limitResponses: false };
  const formId = (await api.createForm(admin, { ...pruning, options })).id;
  const sections = answersTo(await api.template(admin, formId));
  answerOf(sections, 'arbol', 'especie').value = species;
  answerOf(sections, 'arbol', 'cantidad').value = '1';
  answerOf(sections, 'arbol', 'motivo').selected = [0];
  answerOf(sections, 'arbol', 'tarea').selected = [0];
  const saved = await api.submit(
    admin,
    formId,
    submission(sections, {
      citizen: { id: 'browser-30123456', dni: '30123456', firstName: 'Ana', lastName: 'Paz' },
    }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return (saved.json() as { id: string }).id;
}

describe('the PDF record', () => {
  let answerId: string;
  let reader: Session;
  beforeAll(async () => {
    answerId = await treePruningAnswer('Jacarandá');
    reader = await signIn(t.app, demoEmail('admin'));
  });

  it.each(LANGUAGES)(
    'has its labels in the reader’s stored language, in letters of that language: %s',
    async (language) => {
      expect((await setLanguage(reader, language)).statusCode).toBe(204);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/answers/${answerId}/record.pdf`,
        headers: { ...as(reader), 'accept-language': 'en' },
      });
      expect(response.statusCode, response.body).toBe(200);
      const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
      const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');
      const labels = catalogue('record', language);
      for (const label of [labels.state, labels.citizenNumber, labels.signatures] as string[]) {
        expect(text, label).toContain(label.replace(/\s+/g, ' '));
      }
    },
  );
});

describe('the PDFs’ fonts', () => {
  it('draw a Japanese answer in a Spanish record too', async () => {
    const answerId = await treePruningAnswer('ソメイヨシノ (桜)');
    const reader = await signIn(t.app, demoEmail('supervisor-elevado'));
    expect((await setLanguage(reader, 'es')).statusCode).toBe(204);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/answers/${answerId}/record.pdf`,
      headers: as(reader),
    });
    expect(response.statusCode, response.body).toBe(200);
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const text = (await extractText(pdf, { mergePages: true })).text;
    expect(text).toContain('ソメイヨシノ (桜)');
    expect(text).toContain((catalogue('record', 'es') as Texts).state);
  });
});

describe('migration 0019', () => {
  it('rewrites the spec’s stored codes ek and ot as eu and es-419 in forms and answers', async () => {
    const { db } = t.database;
    const [form] = await db.select().from(forms).where(eq(forms.id, DEMO_FORM_IDS.streetLighting));
    const legacy = {
      ...form!.template,
      titleAlt: { ek: 'Argiteria', ot: 'Alumbrado (ID)', ca: 'Enllumenat' },
      sections: form!.template.sections.map((section, index) =>
        index === 0 ? { ...section, titleAlt: { ek: 'Atala', eu: 'Atal berria' } } : section,
      ),
    };
    await db.execute(
      sql`update forms set template = ${JSON.stringify(legacy)}::jsonb where id = ${DEMO_FORM_IDS.streetLighting}`,
    );
    const answerId = '00000000-0000-4000-8000-00000000e019';
    const document = { language: 'ek', template: legacy, code: 'X-1', untouched: { ot: 'kept', note: 'ek' } };
    await db.execute(
      sql`insert into answers (id, form_id, code, document) values (${answerId}, ${DEMO_FORM_IDS.streetLighting}, 'LEGACY-1', ${JSON.stringify(document)}::jsonb)`,
    );

    // The migration's statements after its ALTER TABLE, as the migrator runs them.
    const file = path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../src/db/migrations/0019_user_language.sql',
    );
    const statements = (await readFile(file, 'utf8')).split('--> statement-breakpoint').slice(1);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const [migrated] = await db.select().from(forms).where(eq(forms.id, DEMO_FORM_IDS.streetLighting));
    expect(migrated!.template.titleAlt).toEqual({
      eu: 'Argiteria',
      'es-419': 'Alumbrado (ID)',
      ca: 'Enllumenat',
    });
    // The tag beside a legacy code wins.
    expect(migrated!.template.sections[0]!.titleAlt).toEqual({ eu: 'Atal berria' });
    const rows = await db.execute<{ document: typeof document }>(
      sql`select document from answers where id = ${answerId}`,
    );
    const stored = rows.rows[0]!.document;
    expect(stored.language).toBe('eu');
    expect(stored.template.titleAlt).toEqual({
      eu: 'Argiteria',
      'es-419': 'Alumbrado (ID)',
      ca: 'Enllumenat',
    });
    // Keys named ek or ot outside alternative texts are not languages: left as they were.
    expect(stored.untouched).toEqual({ ot: 'kept', note: 'ek' });
    expect(stored.code).toBe('X-1');
  });
});
