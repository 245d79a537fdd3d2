import type { FileRef, SavedAnswer } from '@cabildo/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { files, users } from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';
import {
  closedPort,
  isWebRoute,
  startSilentServer,
  startSmtpServer,
  type ReceivedMail,
  type TestSmtpServer,
} from '../../support/protocol-servers.ts';

/**
 * The SMTP adapter (SMTP_URL) against an SMTP server started here (issue 18 item 3): what the
 * product sends arrives whole — sender, subject and language, links to pages of the app at APP_URL,
 * the PDF record attached — and a mail server that refuses or is down gives the product's message
 * without losing what the person did.
 */

const APP_URL = 'http://cabildo.test:8080';
const MAIL_FROM = 'Municipio de Córdoba <tramites@cordoba.example>';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let smtp: TestSmtpServer;
let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;
const logLines: string[] = [];

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM, APP_URL, LOG_LEVEL: 'warn' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.behaviour = 'accept';
});

/** The links of a mail's text, each checked to be a page of the app at APP_URL. */
async function linksOf(mail: ReceivedMail): Promise<URL[]> {
  const links = [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => new URL(match[0]));
  for (const link of links) {
    expect(link.origin).toBe(APP_URL);
    expect(await isWebRoute(link.pathname), `${link.pathname} is a page of the app`).toBe(true);
  }
  return links;
}

function expectWellFormed(mail: ReceivedMail, to: string) {
  expect(mail.user).toBe('cabildo');
  expect(mail.from?.value).toEqual([{ name: 'Municipio de Córdoba', address: 'tramites@cordoba.example' }]);
  expect(mail.envelope).toEqual({ from: 'tramites@cordoba.example', to: [to] });
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([to]);
  expect(mail.messageId).toMatch(/^<.+@.+>$/);
  expect(mail.date).toBeInstanceOf(Date);
  expect(Math.abs(mail.date!.getTime() - Date.now())).toBeLessThan(60_000);
}

const requestReset = (email: string, language: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    headers: { 'accept-language': language },
  });

describe('password reset through SMTP', () => {
  it('arrives in the language asked for, with a working link to the reset page at APP_URL', async () => {
    const since = smtp.received.length;
    expect((await requestReset(demoEmail('supervisor'), 'es-AR,es;q=0.9')).statusCode).toBe(202);
    const mail = await smtp.waitFor(demoEmail('supervisor'), { since });
    expectWellFormed(mail, demoEmail('supervisor'));
    expect(mail.subject).toBe('Cabildo: restablecer la contraseña');
    expect(mail.text).toContain('Para elegir una contraseña nueva');
    const [link, ...more] = await linksOf(mail);
    expect(more).toEqual([]);
    expect(link!.pathname).toBe('/restablecer-clave');

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link!.searchParams.get('token'), password: 'otra-clave-segura' },
    });
    expect(confirm.statusCode).toBe(204);
    await signIn(t.app, demoEmail('supervisor'), 'otra-clave-segura');
  });

  it('in English for an English browser', async () => {
    const since = smtp.received.length;
    await requestReset(demoEmail('inspector'), 'en-GB,en;q=0.8');
    const mail = await smtp.waitFor(demoEmail('inspector'), { since });
    expect(mail.subject).toBe('Cabildo: reset your password');
    expect(mail.text).toContain('To choose a new password');
    await linksOf(mail);
  });

  it('refused by the mail server: the same 202 (no account probing), the failure logged, a later request arrives', async () => {
    smtp.behaviour = 'refuse-data';
    const since = smtp.received.length;
    const lines = logLines.length;
    expect((await requestReset(demoEmail('generador'), 'es')).statusCode).toBe(202);
    // The mail is a job (retried later): its failure is logged with the server's answer, never the address.
    await expect
      .poll(() => logLines.slice(lines).join('\n'), { timeout: 5000 })
      .toContain('"msg":"job failed"');
    const failure = logLines.slice(lines).find((line) => line.includes('"msg":"job failed"'))!;
    expect(failure).toContain('"queue":"password-reset-mail"');
    expect(failure).toContain('554');
    expect(failure).not.toContain(demoEmail('generador'));
    expect(smtp.received.length).toBe(since);

    smtp.behaviour = 'accept';
    await requestReset(demoEmail('generador'), 'es');
    await smtp.waitFor(demoEmail('generador'), { since });
  });
});

describe('invitation of a new user through SMTP', () => {
  const newUser = (email: string, username: string) => ({
    email,
    username,
    firstName: 'Nora',
    lastName: 'Inspectora',
    roles: ['ROLE_INSPECTOR'],
    municipalityId: DEMO_IDS.carlosPaz,
    areaIds: [DEMO_IDS.bromatologia],
  });
  // The invitation is written in the language of the person creating the user.
  const create = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: body as object,
      headers: { ...as(admin), 'accept-language': 'es-AR' },
    });

  it('arrives with the invitation link, which sets the password', async () => {
    const since = smtp.received.length;
    const response = await create(newUser('nora@example.org', 'nora.smtp'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().invitationSent).toBe(true);
    const mail = await smtp.waitFor('nora@example.org', { since });
    expectWellFormed(mail, 'nora@example.org');
    expect(mail.subject).toBe('Cabildo: su cuenta está lista');
    const [link] = await linksOf(mail);
    expect(link!.searchParams.get('invite')).toBe('1');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: link!.searchParams.get('token'), password: 'clave-de-nora' },
    });
    expect(confirm.statusCode).toBe(204);
    await signIn(t.app, 'nora@example.org', 'clave-de-nora');
  });

  it('refused by the mail server: the user is created all the same and told so; a reset link then reaches them', async () => {
    smtp.behaviour = 'refuse-recipient';
    const since = smtp.received.length;
    const response = await create(newUser('olga@example.org', 'olga.smtp'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'olga@example.org',
      disabled: false,
      invitationSent: false,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'olga@example.org'));
    expect(row!.disabled).toBe(false);
    // Creating again is refused as a taken e-mail: nothing was lost, and nothing is made twice.
    expect((await create(newUser('olga@example.org', 'olga.otra'))).json().error.code).toBe('EMAIL_EXISTS');

    smtp.behaviour = 'accept';
    await requestReset('olga@example.org', 'es');
    const mail = await smtp.waitFor('olga@example.org', { since });
    expect(mail.subject).toBe('Cabildo: restablecer la contraseña');
  });
});

describe('e-mail copy of an answer through SMTP', () => {
  async function upload(formId: string, bytes: Buffer, name: string): Promise<FileRef> {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/files/answers?formId=${formId}&purpose=email-attachment`,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...as(admin), 'content-type': request.headers.get('content-type')! },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as FileRef;
  }

  async function noiseAnswer(language: 'es' | 'en'): Promise<SavedAnswer> {
    const template = await api.template(admin, DEMO_FORM_IDS.noiseComplaint);
    const sections = answersTo(template);
    answerOf(sections, 'denuncia', 'fuente').selected = [1];
    answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
    answerOf(sections, 'denuncia', 'detalle').value = 'Martillos antes de las 7';
    const response = await api.submit(
      admin,
      DEMO_FORM_IDS.noiseComplaint,
      submission(sections, { language }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as SavedAnswer;
  }

  const sendCopy = (answerId: string, recipients: string[], attachments: FileRef[] = []) =>
    api.call(admin, 'POST', `/api/answers/${answerId}/email`, { recipients, attachments });

  it('arrives with the PDF record and the attachment, in the answer’s language', async () => {
    const saved = await noiseAnswer('es');
    const attachment = await upload(DEMO_FORM_IDS.noiseComplaint, PDF, 'acta-inspeccion.pdf');
    const since = smtp.received.length;
    const response = await sendCopy(saved.id, ['vecina@example.org'], [attachment]);
    expect(response.statusCode, response.body).toBe(204);
    const mail = await smtp.waitFor('vecina@example.org', { since });
    expectWellFormed(mail, 'vecina@example.org');
    expect(mail.subject).toContain('Copia de la respuesta: Denuncia de ruidos molestos');
    expect(mail.subject).toContain(saved.code);
    expect(mail.text).toContain(`Código: ${saved.code}`);
    expect(mail.text).toContain('Describa la situación: Martillos antes de las 7');
    expect(mail.html).toContain('Denuncia de ruidos molestos');
    await linksOf(mail);
    // The files sent, besides the layout's inline logo (mail-layout.test.ts checks it).
    const sent = mail.attachments.filter((a) => !a.cid);
    expect(sent.map((a) => [a.filename, a.contentType])).toEqual([
      [expect.stringContaining(saved.code), 'application/pdf'],
      ['acta-inspeccion.pdf', 'application/pdf'],
    ]);
    expect(mail.attachments.filter((a) => a.cid).map((a) => a.cid)).toEqual(['logo@cabildo']);
    expect(sent[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sent[0]!.content.length).toBeGreaterThan(1000);
    expect(sent[1]!.content.equals(PDF)).toBe(true);
    // Sent: the person's attachment goes (storagePathsToDelete).
    const left = await t.database.db.select({ n: count() }).from(files).where(eq(files.id, attachment.id));
    expect(left[0]!.n).toBe(0);
  });

  it('in English for an answer given in English', async () => {
    const saved = await noiseAnswer('en');
    const since = smtp.received.length;
    expect((await sendCopy(saved.id, ['neighbour@example.org'])).statusCode).toBe(204);
    const mail = await smtp.waitFor('neighbour@example.org', { since });
    expect(mail.subject).toContain('Copy of the answer: Noise complaint');
    expect(mail.text).toContain('Form: Noise complaint');
  });

  it('refused by the mail server: 502 MAIL_FAILED with the reason logged, the attachment kept, and sending again works', async () => {
    const saved = await noiseAnswer('es');
    const attachment = await upload(DEMO_FORM_IDS.noiseComplaint, PDF, 'reintento.pdf');
    for (const behaviour of ['refuse-data', 'refuse-recipient'] as const) {
      smtp.behaviour = behaviour;
      const lines = logLines.length;
      const refused = await sendCopy(saved.id, ['reintento@example.org'], [attachment]);
      expect([refused.statusCode, refused.json().error.code]).toEqual([502, 'MAIL_FAILED']);
      const logged = logLines.slice(lines).join('\n');
      expect(logged).toContain('external system failed');
      expect(logged).toContain(behaviour === 'refuse-data' ? '554' : '550');
      const kept = await t.database.db.select({ n: count() }).from(files).where(eq(files.id, attachment.id));
      expect(kept[0]!.n).toBe(1);
    }
    smtp.behaviour = 'accept';
    const since = smtp.received.length;
    expect((await sendCopy(saved.id, ['reintento@example.org'], [attachment])).statusCode).toBe(204);
    const mail = await smtp.waitFor('reintento@example.org', { since });
    expect(mail.attachments.map((a) => a.filename)).toContain('reintento.pdf');
  });
});

describe('a mail server that is down, refuses the account or never answers', () => {
  let down: TestApp;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let hanging: TestApp;
  let wrongPassword: TestApp;
  beforeAll(async () => {
    silent = await startSilentServer();
    [down, hanging, wrongPassword] = await Promise.all([
      startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }),
      // The adapter's timeouts, shortened through the URL's query as an operator may.
      startTestApp({
        SMTP_URL: `smtp://127.0.0.1:${silent.port}/?greetingTimeout=300&connectionTimeout=300`,
      }),
      startTestApp({ SMTP_URL: smtp.url.replace('smtp-secret', 'wrong') }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([down.close(), hanging.close(), wrongPassword.close()]);
    await silent.close();
  });

  for (const [name, app] of [
    ['down', () => down],
    ['never answering', () => hanging],
    ['refusing the account', () => wrongPassword],
  ] as const) {
    it(`${name}: the copy is 502 MAIL_FAILED and the answer stays`, async () => {
      const local = answerApi(app());
      const session = await signIn(app().app, demoEmail('admin'));
      const template = await local.template(session, DEMO_FORM_IDS.noiseComplaint);
      const sections = answersTo(template);
      answerOf(sections, 'denuncia', 'fuente').selected = [0];
      answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
      const saved = (await local.submit(session, DEMO_FORM_IDS.noiseComplaint, submission(sections))).json();
      const started = Date.now();
      const response = await local.call(session, 'POST', `/api/answers/${saved.id}/email`, {
        recipients: ['vecina@example.org'],
      });
      expect([response.statusCode, response.json().error.code]).toEqual([502, 'MAIL_FAILED']);
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await local.read(session, saved.id)).statusCode).toBe(200);
    });
  }
});
