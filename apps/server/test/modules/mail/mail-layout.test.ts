import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type FormTemplate, type SavedAnswer } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_CITIZENS } from '../../../src/adapters/citizen-portal/embedded.ts';
import { answers, users } from '../../../src/db/schema/index.ts';
import { escapeHtml } from '../../../src/http/html.ts';
import { renderedLanguage } from '../../../src/i18n.ts';
import { CABILDO_BRAND } from '../../../src/modules/mail/brand.ts';
import { CABILDO_LOGO_PNG } from '../../../src/modules/mail/cabildo-logo.ts';
import { changesRequestMail, invitationMail, passwordResetMail } from '../../../src/modules/mail/messages.ts';
import { DEMO_PORTAL_FORM_ID } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { encodePng } from '../../../src/seed/png.ts';
import {
  answerApi,
  answerOf,
  answersTo,
  submission,
  yesAnswer,
  yesNoForm,
} from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../support/protocol-servers.ts';

/**
 * Every e-mail the server sends, through its real flow over HTTP and a real SMTP server, parsed by
 * mailparser (issue 29 item 6): a text and an HTML part, the HTML a whole document in the reader's
 * language with the sender's name and logo (the municipality's from its PDF settings as an inline
 * CID image, else Cabildo's), every link absolute to APP_URL and the same in the text part, and
 * what people typed (names, titles, comments) escaped.
 */

const APP_URL = 'http://cabildo.test:8080';
const HOSTILE = '<script>alert("x")</script> "Q"';
const CORDOBA_NAME = `Municipalidad de Córdoba ${HOSTILE}`;
const LOGO = encodePng(240, 80, (x) => [29, 78 + (x % 50), 137]);

let smtp: TestSmtpServer;
let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ SMTP_URL: smtp.url, APP_URL });
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
  // Córdoba prints its own name and logo (PDF settings); Villa Carlos Paz has neither.
  const settings = await t.app.inject({
    method: 'PUT',
    url: `/api/municipalities/${DEMO_IDS.cordoba}/pdf-settings`,
    headers: as(admin),
    payload: { municipalityName: CORDOBA_NAME },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const form = new FormData();
  form.append('file', new Blob([LOGO]), 'logo.png');
  const request = new Request('http://localhost/', { method: 'PUT', body: form });
  const logo = await t.app.inject({
    method: 'PUT',
    url: `/api/municipalities/${DEMO_IDS.cordoba}/pdf-settings/logo`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...as(admin), 'content-type': request.headers.get('content-type')! },
  });
  expect(logo.statusCode, logo.body).toBe(200);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

type Expected = {
  language: string;
  /** The sender's name as the mail shows it. */
  name: string;
  logo: Buffer;
  /** The one link of the mail (the button's), or none. */
  link: 'one' | 'none';
};

/** With MAIL_SHOTS_DIR set, each mail checked is kept there (HTML, text, logo) to be looked at. */
async function keep(mail: ReceivedMail, name: string) {
  const folder = process.env.MAIL_SHOTS_DIR;
  if (!folder) return;
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, `${name}.html`), typeof mail.html === 'string' ? mail.html : '');
  await writeFile(path.join(folder, `${name}.txt`), `${mail.subject}\n\n${mail.text}`);
  const logo = mail.attachments.find((attachment) => attachment.cid === 'logo@cabildo');
  if (logo) await writeFile(path.join(folder, `${name}.logo`), logo.content);
}

/** The structure every e-mail shares; returns its link. */
function expectLaidOut(mail: ReceivedMail, expected: Expected, name: string): URL | null {
  void keep(mail, name);
  const html = typeof mail.html === 'string' ? mail.html : '';
  const text = mail.text ?? '';
  expect(html, 'an HTML part').not.toBe('');
  expect(text, 'a text part').not.toBe('');
  // A whole document in the reader's language.
  expect(html).toMatch(/^<!doctype html>\s*<html lang="([^"]+)"/i);
  expect(/<html lang="([^"]+)"/.exec(html)![1]).toBe(expected.language);
  expect(html).toMatch(/<meta http-equiv="Content-Type" content="text\/html; charset=UTF-8">/);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain(`<title>${escapeHtml(mail.subject!)}</title>`);
  expect(html).toMatch(/<\/body>\s*<\/html>\s*$/);
  // Who sends it, in both parts; the logo inline (CID), never a remote or data URI.
  expect(html).toContain(escapeHtml(expected.name));
  expect(text).toContain(expected.name);
  const images = [...html.matchAll(/<img\b[^>]*\bsrc="([^"]*)"/g)].map((match) => match[1]);
  expect(images).toEqual(['cid:logo@cabildo']);
  const inline = mail.attachments.filter((attachment) => attachment.cid === 'logo@cabildo');
  expect(inline).toHaveLength(1);
  expect(inline[0]!.related).toBe(true);
  expect(inline[0]!.content.equals(expected.logo)).toBe(true);
  // Nothing typed by people reaches the HTML as markup (the layout itself has no script either).
  expect(html.toLowerCase()).not.toContain('<script');
  expect(html).not.toContain('"Q"');
  // Links: absolute to APP_URL, the HTML's the same as the text's.
  const htmlLinks = [...new Set([...html.matchAll(/\bhref="([^"]*)"/g)].map((match) => unescape(match[1]!)))];
  const textLinks = [
    ...new Set([...text.matchAll(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi)].map((match) => match[0])),
  ];
  for (const link of [...htmlLinks, ...textLinks]) expect(link.startsWith(`${APP_URL}/`), link).toBe(true);
  expect(htmlLinks).toEqual(textLinks);
  expect(htmlLinks).toHaveLength(expected.link === 'one' ? 1 : 0);
  if (expected.link === 'none') return null;
  // The button (bulletproof: a table cell with the colour, the link inside) and the address written out.
  expect(html).toMatch(/<td[^>]*bgcolor="#1d4e89"[^>]*>\s*<a\s+href="[^"]+"/);
  return new URL(htmlLinks[0]!);
}

const requestReset = (email: string, language: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    headers: { 'accept-language': language },
  });

describe('the password reset', () => {
  it('in the reader’s language, with the municipality’s name and logo', async () => {
    const since = smtp.received.length;
    await requestReset(demoEmail('supervisor'), 'es-AR');
    const spanish = await smtp.waitFor(demoEmail('supervisor'), { since });
    const link = expectLaidOut(
      spanish,
      { language: 'es', name: CORDOBA_NAME, logo: LOGO, link: 'one' },
      'reset-es',
    );
    expect(link!.pathname).toBe('/restablecer-clave');
    expect(spanish.html).toContain('Elegir una contraseña nueva');
    expect(spanish.text).toContain(`-- \nRecibe este mensaje porque se pidió restablecer la contraseña`);

    await requestReset(demoEmail('inspector'), 'en-GB');
    const english = await smtp.waitFor(demoEmail('inspector'), { since });
    expectLaidOut(english, { language: 'en', name: CORDOBA_NAME, logo: LOGO, link: 'one' }, 'reset-en');
    expect(english.html).toContain('Choose a new password');
    expect(english.html).toContain('If the button does not work, copy this link into your browser:');
  });

  it('in the account’s own language over the request’s, and from Cabildo for an account of no municipality', async () => {
    const email = demoEmail('generador');
    await t.database.db
      .update(users)
      .set({ municipalityId: null, language: 'ja' })
      .where(eq(users.email, email));
    const since = smtp.received.length;
    await requestReset(email, 'es');
    const mail = await smtp.waitFor(email, { since });
    expectLaidOut(
      mail,
      { language: 'ja', name: 'Cabildo', logo: CABILDO_LOGO_PNG, link: 'one' },
      'reset-ja-cabildo',
    );
    expect(mail.text).toContain('Cabildo から送信しました。');
  });
});

describe('the invitation of a new user', () => {
  it('in the creator’s language, from the invitee’s municipality (no logo: Cabildo’s)', async () => {
    const since = smtp.received.length;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: { ...as(admin), 'accept-language': 'pt-PT' },
      payload: {
        email: 'nora@example.org',
        username: 'nora.layout',
        firstName: HOSTILE,
        lastName: 'Inspectora',
        roles: ['ROLE_INSPECTOR'],
        municipalityId: DEMO_IDS.carlosPaz,
        areaIds: [DEMO_IDS.bromatologia],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const mail = await smtp.waitFor('nora@example.org', { since });
    const link = expectLaidOut(
      mail,
      {
        language: 'pt',
        name: 'Villa Carlos Paz',
        logo: CABILDO_LOGO_PNG,
        link: 'one',
      },
      'invitation-pt',
    );
    expect(link!.searchParams.get('invite')).toBe('1');
    expect(mail.html).toContain('Enviado por Villa Carlos Paz através do Cabildo.');
  });
});

describe('the e-mail copy of an answer', () => {
  it('in the answer’s language, its title and answers escaped, the record attached, no link', async () => {
    const form = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.obrasPrivadas, `Vereda ${HOSTILE}`, { options: { sendEmail: true } }),
    );
    const saved = (
      await api.submit(admin, form.id, yesAnswer(form.template, { language: 'en', observations: HOSTILE }))
    ).json() as SavedAnswer;
    const since = smtp.received.length;
    const sent = await api.call(admin, 'POST', `/api/answers/${saved.id}/email`, {
      recipients: ['vecina@example.org'],
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const mail = await smtp.waitFor('vecina@example.org', { since });
    expectLaidOut(mail, { language: 'en', name: CORDOBA_NAME, logo: LOGO, link: 'none' }, 'answer-copy-en');
    expect(mail.subject).toBe(`Copy of the answer: Vereda ${HOSTILE} (${saved.code})`);
    expect(mail.html).toContain(escapeHtml(`Vereda ${HOSTILE}`));
    expect(mail.text).toContain(`Observations: ${HOSTILE}`);
    expect(mail.text).toContain(`Code: ${saved.code}`);
    expect(mail.html).toContain(saved.code);
    expect(mail.attachments.filter((file) => !file.cid).map((file) => file.contentType)).toEqual([
      'application/pdf',
    ]);
  });
});

describe('the request for changes', () => {
  let template: FormTemplate;
  const [ANA] = DEMO_PORTAL_CITIZENS as [(typeof DEMO_PORTAL_CITIZENS)[number]];

  beforeAll(async () => {
    template = await api.template(admin, DEMO_PORTAL_FORM_ID);
  });

  it('to the citizen in the answer’s language, the revision link as the button, the comment escaped', async () => {
    const token = (await t.app.ctx.citizenPortal.issueToken(ANA.id))!;
    const sections = answersTo(template);
    answerOf(sections, 'vereda', 'direccion').value = 'Av. Colón 1234';
    answerOf(sections, 'vereda', 'dano').selected = [0];
    answerOf(sections, 'vereda', 'detalle').value = 'Baldosas sueltas';
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}/answers`,
      headers: { authorization: `Citizen ${token}` },
      payload: submission(sections, { language: 'ca' }),
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const answerId = (answered.json() as SavedAnswer).id;
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, answerId));
    const document = row!.document as { citizen: Record<string, unknown> };
    await t.database.db
      .update(answers)
      .set({ document: { ...document, citizen: { ...document.citizen, email: 'ana.layout@example.org' } } })
      .where(eq(answers.id, answerId));

    const corrector = await signIn(t.app, demoEmail('supervisor-elevado'));
    const since = smtp.received.length;
    const requested = await t.app.inject({
      method: 'POST',
      url: `/api/answers/${answerId}/requests-for-changes`,
      headers: as(corrector),
      payload: {
        answers: [{ sectionOrder: 0, rowIndex: 0, conditionIndex: null, order: 0 }],
        sections: [],
        comment: `Indique la altura ${HOSTILE}`,
      },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    expect(requested.json()).toMatchObject({ emailSent: true });
    const mail = await smtp.waitFor('ana.layout@example.org', { since });
    const link = expectLaidOut(
      mail,
      { language: 'ca', name: CORDOBA_NAME, logo: LOGO, link: 'one' },
      'changes-request-ca',
    );
    expect(link!.pathname).toMatch(new RegExp(`^/ciudadano/revision/${answerId}/`));
    expect(mail.text).toContain(`Comentari: Indique la altura ${HOSTILE}`);
    expect(mail.html).toContain(escapeHtml(`Comentari: Indique la altura ${HOSTILE}`));
    expect(mail.html).toContain('Corregiu les respostes');
  });
});

describe('every message in every language', () => {
  it('has its own texts (no catalogue key left), its language in <html lang> and the link in both parts', async () => {
    const link = `${APP_URL}/restablecer-clave?token=abc`;
    for (const language of LANGUAGES) {
      const mails = [
        await passwordResetMail({ language, link, email: 'a@example.org', brand: CABILDO_BRAND }),
        await invitationMail({ language, link, email: 'a@example.org', brand: CABILDO_BRAND }),
        await changesRequestMail({
          language,
          link,
          code: 'CBA-1',
          form: HOSTILE,
          municipality: 'Córdoba',
          comment: HOSTILE,
          brand: { ...CABILDO_BRAND, name: 'Córdoba', municipality: true },
        }),
      ];
      for (const mail of mails) {
        expect(mail.html).toContain(`<html lang="${renderedLanguage('mail', language)}"`);
        for (const part of [mail.html!, mail.text])
          expect(part, `${language}: ${mail.subject}`).not.toMatch(
            /\b(passwordReset|invitation|changesRequest|layout|answerCopyMail)\.[a-zA-Z]+/,
          );
        expect(mail.html).toContain(`href="${escapeHtml(link)}"`);
        expect(mail.text).toContain(link);
        expect(mail.html!.toLowerCase()).not.toContain('<script');
      }
    }
  });
});
