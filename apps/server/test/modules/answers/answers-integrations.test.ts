import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnswerDetail, FileRef, SavedAnswer } from '@cabildo/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, files, userAreas } from '../../../src/db/schema/index.ts';
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
import {
  as,
  demoEmail,
  signIn,
  startTestApp,
  waitForMail,
  type Session,
  type TestApp,
} from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};
beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  for (const slug of ['admin', 'inspector']) s[slug] = await signIn(t.app, demoEmail(slug));
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a file while answering, through the upload API, as a browser does. */
async function uploadResponse(
  session: Session | null,
  formId: string,
  purpose: string,
  bytes: Buffer,
  name: string,
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/files/answers?formId=${formId}&purpose=${purpose}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...(session ? as(session) : {}), 'content-type': request.headers.get('content-type')! },
  });
}
async function upload(session: Session, formId: string, purpose: string, bytes: Buffer, name: string) {
  const response = await uploadResponse(session, formId, purpose, bytes, name);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json() as FileRef;
}

/** The mail as UTF-8 text (the helper decodes quoted-printable byte by byte). */
const utf8 = (mail: string) => Buffer.from(mail, 'latin1').toString('utf8');

async function noiseAnswer(session: Session) {
  const template = await api.template(session, DEMO_FORM_IDS.noiseComplaint);
  const sections = answersTo(template);
  answerOf(sections, 'denuncia', 'fuente').selected = [1];
  answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
  answerOf(sections, 'denuncia', 'detalle').value = 'Martillos <b>antes</b> de las 7';
  answerOf(sections, 'denuncia', 'ordenanza').value = 'yes';
  const photo = await upload(session, DEMO_FORM_IDS.noiseComplaint, 'image', PNG, 'ruido.png');
  answerOf(sections, 'denuncia', 'foto').images = [photo];
  const body = submission(sections, {
    location: { latitude: -31.42, longitude: -64.19, address: 'Bv. San Juan 500' },
  });
  const response = await api.submit(session, DEMO_FORM_IDS.noiseComplaint, body);
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  return response.json() as SavedAnswer;
}

const sendCopy = (session: Session | null, answerId: string, payload: unknown) =>
  api.call(session, 'POST', `/api/answers/${answerId}/email`, payload);

describe('e-mail copy of an answer', () => {
  it('sends each recipient a readable summary with the attachments, then drops the attachments', async () => {
    const saved = await noiseAnswer(s.inspector!);
    const attachment = await upload(
      s.inspector!,
      DEMO_FORM_IDS.noiseComplaint,
      'email-attachment',
      PDF,
      'acta.pdf',
    );
    const response = await sendCopy(s.inspector!, saved.id, {
      recipients: ['vecina@example.org', 'oficina@example.org'],
      attachments: [attachment],
    });
    expect(response.statusCode, response.body).toBe(204);

    for (const to of ['vecina@example.org', 'oficina@example.org']) {
      const mail = utf8(await waitForMail(t.mailDir, to));
      expect(mail).toContain('Formulario: Denuncia de ruidos molestos');
      expect(mail).toContain(`Código: ${saved.code}`);
      expect(mail).toContain('Origen del ruido: Obra en construcción');
      expect(mail).toContain('Fecha: 01/03/2025');
      expect(mail).toContain('Conozco la ordenanza de ruidos: Sí');
      expect(mail).toContain('Foto o video (opcional): Adjuntos: ruido.png');
      expect(mail).toContain('Ubicación: Bv. San Juan 500');
      expect(mail).toContain('Estado: Recibida');
      expect(mail).toContain('Contestada por: ');
      // The text part keeps the answer as typed; the HTML part escapes it.
      expect(mail).toContain('Describa la situación: Martillos <b>antes</b> de las 7');
      expect(mail).toContain('Martillos &lt;b&gt;antes&lt;/b&gt; de las 7');
      expect(mail).toContain('filename=acta.pdf');
    }
    const left = await t.database.db
      .select({ value: count() })
      .from(files)
      .where(eq(files.id, attachment.id));
    expect(left[0]!.value).toBe(0);
  });

  it('is refused without a session, to someone who may not read the answer, and on forms without the option', async () => {
    const saved = await noiseAnswer(s.admin!);
    const copy = { recipients: ['vecina@example.org'] };
    expect((await sendCopy(null, saved.id, copy)).statusCode).toBe(401);
    // Inspectors read only their own answers.
    expect((await sendCopy(s.inspector!, saved.id, copy)).statusCode).toBe(403);
    expect((await sendCopy(s.admin!, randomUUID(), copy)).statusCode).toBe(404);

    const lighting = await api.template(s.admin!, DEMO_FORM_IDS.streetLighting);
    const sections = answersTo(lighting);
    answerOf(sections, 'luminaria', 'poste').value = '1';
    answerOf(sections, 'luminaria', 'tipo').selected = [0];
    sections[1]!.rows[0]!.conditions[0]!.checked = true;
    const lit = (await api.submit(s.admin!, DEMO_FORM_IDS.streetLighting, submission(sections))).json();
    const refused = await sendCopy(s.admin!, lit.id, copy);
    expect([refused.statusCode, refused.json().error.code]).toEqual([403, 'EMAIL_COPY_NOT_OFFERED']);
  });

  it('takes only own e-mail attachments', async () => {
    const saved = await noiseAnswer(s.admin!);
    const image = await upload(s.admin!, DEMO_FORM_IDS.noiseComplaint, 'image', PNG, 'foto.png');
    const notAnAttachment = await sendCopy(s.admin!, saved.id, {
      recipients: ['vecina@example.org'],
      attachments: [image],
    });
    expect(notAnAttachment.statusCode).toBe(400);
    const others = await upload(
      s.inspector!,
      DEMO_FORM_IDS.noiseComplaint,
      'email-attachment',
      PDF,
      'ajeno.pdf',
    );
    const notOwn = await sendCopy(s.admin!, saved.id, {
      recipients: ['vecina@example.org'],
      attachments: [others],
    });
    expect(notOwn.statusCode).toBe(400);
  });

  it('writes the copy in the answer’s language', async () => {
    const template = await api.template(s.admin!, DEMO_FORM_IDS.noiseComplaint);
    const copyIn = async (language: 'en' | 'pt', to: string) => {
      const sections = answersTo(template);
      answerOf(sections, 'denuncia', 'fuente').selected = [0];
      answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
      answerOf(sections, 'denuncia', 'ordenanza').value = 'no';
      const saved = await api.submit(
        s.admin!,
        DEMO_FORM_IDS.noiseComplaint,
        submission(sections, { language }),
      );
      expect((await sendCopy(s.admin!, saved.json().id, { recipients: [to] })).statusCode).toBe(204);
      return utf8(await waitForMail(t.mailDir, to));
    };
    const english = await copyIn('en', 'english@example.org');
    // The form's own texts in their English version, the copy's labels from its catalogue.
    expect(english).toContain('Subject: Copy of the answer: Noise complaint (');
    expect(english).toContain('Form: Noise complaint');
    expect(english).toContain('Answered by: ');
    expect(english).toContain('State: ');
    expect(english).not.toContain('Formulario:');
    // Portuguese has its own texts; the form has no Portuguese version, so its title stays Spanish.
    const portuguese = await copyIn('pt', 'portugues@example.org');
    // The subject as waitForMail decodes the message (its encoded words keep their underscores).
    expect(portuguese).toContain('Subject: =?UTF-8?Q?Cópia_da_resposta:_Denuncia');
    expect(portuguese).toContain('Formulário: ');
    expect(portuguese).toContain('Respondida por: ');
    expect(portuguese).toContain('Estado: ');
    expect(portuguese).not.toContain('Formulario: ');
  });

  it('sends attachments with the copy of the answer that reached the form’s response limit', async () => {
    const form = await api.createForm(
      s.admin!,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Una sola respuesta con copia', {
        options: { limitResponses: true, sendEmail: true },
        responseLimit: 1,
      }),
    );
    const saved = (await api.submit(s.inspector!, form.id, yesAnswer(form.template))).json() as SavedAnswer;
    // The form is full: no more answers, nor their uploads…
    const image = await uploadResponse(s.inspector!, form.id, 'image', PNG, 'foto.png');
    expect(image.json().error.code).toBe('RESPONSE_LIMIT_REACHED');
    // …but the copy of the last one still takes its attachments.
    const attachment = await upload(s.inspector!, form.id, 'email-attachment', PDF, 'acta-final.pdf');
    const response = await sendCopy(s.inspector!, saved.id, {
      recipients: ['limite@example.org'],
      attachments: [attachment],
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(utf8(await waitForMail(t.mailDir, 'limite@example.org'))).toContain('filename=acta-final.pdf');
    // Still only for people who may open that form, and with a session.
    const otherArea = await signIn(t.app, demoEmail('supervisor-corrector'));
    await t.database.db.delete(userAreas).where(eq(userAreas.userId, otherArea.userId));
    await t.database.db.insert(userAreas).values({ userId: otherArea.userId, areaId: DEMO_IDS.ambiente });
    const stranger = await uploadResponse(otherArea, form.id, 'email-attachment', PDF, 'a.pdf');
    expect(stranger.json().error.code).toBe('FORM_NOT_IN_AREAS');
    const anonymous = await uploadResponse(null, form.id, 'email-attachment', PDF, 'a.pdf');
    expect(anonymous.statusCode).toBe(401);
  });

  it('allows each person 10 copies a minute, then 429', async () => {
    const supervisor = await signIn(t.app, demoEmail('supervisor'));
    const saved = await noiseAnswer(supervisor);
    for (let i = 0; i < 10; i++) {
      const response = await sendCopy(supervisor, saved.id, { recipients: [`copia${i}@example.org`] });
      expect(response.statusCode).toBe(204);
    }
    const blocked = await sendCopy(supervisor, saved.id, { recipients: ['una-mas@example.org'] });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    // Others are not held back.
    expect((await sendCopy(s.admin!, saved.id, { recipients: ['admin@example.org'] })).statusCode).toBe(204);
  });

  it('validates the addresses', async () => {
    const saved = await noiseAnswer(s.admin!);
    expect((await sendCopy(s.admin!, saved.id, { recipients: [] })).statusCode).toBe(400);
    expect((await sendCopy(s.admin!, saved.id, { recipients: ['no-es-un-correo'] })).statusCode).toBe(400);
  });
});

describe('answer files', () => {
  it('links the uploads to the answer, rewritten from the stored file, and sends twice-sent answers once', async () => {
    const template = await api.template(s.inspector!, DEMO_FORM_IDS.noiseComplaint);
    const sections = answersTo(template);
    answerOf(sections, 'denuncia', 'fuente').selected = [0];
    answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
    const photo = await upload(s.inspector!, DEMO_FORM_IDS.noiseComplaint, 'image', PNG, 'esquina.png');
    // A crafted reference: another address, another type.
    answerOf(sections, 'denuncia', 'foto').images = [
      { ...photo, url: 'https://example.org/evil.png', contentType: 'text/html' },
    ];
    const body = submission(sections);
    const [first, second] = await Promise.all([
      api.submit(s.inspector!, DEMO_FORM_IDS.noiseComplaint, body),
      api.submit(s.inspector!, DEMO_FORM_IDS.noiseComplaint, body),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    expect(second!.json()).toEqual(first!.json());
    const saved = first!.json() as SavedAnswer;
    const saves = await t.database.db
      .select({ value: count() })
      .from(answers)
      .where(eq(answers.clientSubmissionId, body.clientSubmissionId));
    expect(saves[0]!.value).toBe(1);
    const { document } = (await api.read(s.inspector!, saved.id)).json() as AnswerDetail;
    expect(answerOf(document.sections, 'denuncia', 'foto').images).toEqual([
      {
        id: photo.id,
        url: `/api/files/${photo.id}`,
        name: 'esquina.png',
        contentType: 'image/png',
        size: PNG.length,
      },
    ]);
    const [row] = await t.database.db.select().from(files).where(eq(files.id, photo.id));
    expect(row!.answerId).toBe(saved.id);
  });

  it('refuses a file uploaded for another purpose in its place', async () => {
    const template = await api.template(s.inspector!, DEMO_FORM_IDS.noiseComplaint);
    const sections = answersTo(template);
    answerOf(sections, 'denuncia', 'fuente').selected = [0];
    answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
    const pdf = await upload(s.inspector!, DEMO_FORM_IDS.noiseComplaint, 'email-attachment', PDF, 'a.pdf');
    answerOf(sections, 'denuncia', 'foto').images = [pdf];
    const response = await api.submit(s.inspector!, DEMO_FORM_IDS.noiseComplaint, submission(sections));
    expect(response.json().error.code).toBe('ANSWER_INVALID');
    const [row] = await t.database.db.select().from(files).where(eq(files.id, pdf.id));
    expect(row!.answerId).toBeNull();
  });
});

describe('answers with incidents', () => {
  it('creates an incident of the form type and keeps its id on the answer', async () => {
    const form = await api.createForm(
      s.admin!,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Bache en la calzada', {
        options: { incidents: true },
        management: { incidentTypeId: 'TIPO-7', incidentAreaId: '12' },
      }),
    );
    const saved = (await api.submit(s.admin!, form.id, yesAnswer(form.template))).json() as SavedAnswer;
    const detail = (await api.read(s.admin!, saved.id)).json() as AnswerDetail;
    expect(detail.document.incident).toEqual({ id: expect.any(String), typeId: 'TIPO-7' });
  });

  it('saves the answer in the chosen state with that state’s incident type', async () => {
    const form = await api.createForm(
      s.admin!,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Reclamo por estado', {
        options: { incidents: true, incidentsByState: true },
        states: {
          available: [
            { id: 0, name: 'Abierto', transitions: [1] },
            { id: 1, name: 'Urgente', transitions: [] },
          ],
          initial: 0,
        },
        management: {
          incidentTypeId: null,
          incidentAreaId: '12',
          incidentTypesByState: { '0': 'T0', '1': 'T1' },
        },
      }),
    );
    const saved = (await api.submit(s.admin!, form.id, yesAnswer(form.template, { stateId: 1 }))).json();
    const { document } = (await api.read(s.admin!, saved.id)).json() as AnswerDetail;
    expect(document.state).toMatchObject({ current: 1, initial: 0 });
    expect(document.state!.history[0]).toMatchObject({ stateId: 1, stateName: 'Urgente' });
    expect(document.incident).toMatchObject({ typeId: 'T1' });
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
    expect(row!.state).toBe(1);
  });
});

describe('two sends of one submission at once on a form with incidents', () => {
  let system: Server;
  let app: TestApp;
  let incidents = 0;
  beforeAll(async () => {
    // The management system, on this machine: it counts the incidents it is asked to create, and
    // takes its time, so the other sends arrive while the first holds the form's lock.
    system = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        if (request.url === '/incidents') incidents += 1;
        const id = `INC-${incidents}`;
        setTimeout(() => {
          response
            .writeHead(200, { 'content-type': 'application/json' })
            .end(JSON.stringify({ status: 'ok', result: { id } }));
        }, 200);
      });
    });
    await new Promise<void>((resolve) => system.listen(0, '127.0.0.1', resolve));
    app = await startTestApp({
      MANAGEMENT_SYSTEM_URL: `http://127.0.0.1:${(system.address() as AddressInfo).port}`,
    });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => system.close(resolve));
  });

  it('create one answer and one incident', async () => {
    const local = answerApi(app);
    const admin = await signIn(app.app, demoEmail('admin'));
    const form = await local.createForm(
      admin,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Bache duplicado', {
        options: { incidents: true },
        management: { incidentTypeId: 'TIPO-7', incidentAreaId: '12' },
      }),
    );
    const body = yesAnswer(form.template);
    const sends = await Promise.all([0, 1, 2].map(() => local.submit(admin, form.id, body)));
    expect(sends.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(sends.map((response) => response.json().id)).size).toBe(1);
    expect(incidents).toBe(1);
    const { document } = (await local.read(admin, sends[0]!.json().id)).json() as AnswerDetail;
    expect(document.incident).toEqual({ id: 'INC-1', typeId: 'TIPO-7' });
  });
});

describe('when the mail server, the management system or the citizen registry fails', () => {
  let broken: TestApp;
  let brokenApi: ReturnType<typeof answerApi>;
  let admin: Session;
  beforeAll(async () => {
    // Nothing listens on port 9 here: both connections are refused.
    broken = await startTestApp({
      SMTP_URL: 'smtp://127.0.0.1:9',
      MANAGEMENT_SYSTEM_URL: 'http://127.0.0.1:9',
      CITIZEN_REGISTRY_URL: 'http://127.0.0.1:9',
    });
    brokenApi = answerApi(broken);
    admin = await signIn(broken.app, demoEmail('admin'));
  });
  afterAll(async () => broken.close());

  it('answers 502 MAIL_FAILED when the mail cannot be sent', async () => {
    const template = await brokenApi.template(admin, DEMO_FORM_IDS.noiseComplaint);
    const sections = answersTo(template);
    answerOf(sections, 'denuncia', 'fuente').selected = [0];
    answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
    const saved = (await brokenApi.submit(admin, DEMO_FORM_IDS.noiseComplaint, submission(sections))).json();
    const response = await brokenApi.call(admin, 'POST', `/api/answers/${saved.id}/email`, {
      recipients: ['vecina@example.org'],
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('MAIL_FAILED');
  });

  it('saves nothing when the incident cannot be created', async () => {
    const form = await brokenApi.createForm(
      admin,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Bache sin sistema', {
        options: { incidents: true },
        management: { incidentTypeId: 'TIPO-7', incidentAreaId: '12' },
      }),
    );
    const response = await brokenApi.submit(admin, form.id, yesAnswer(form.template));
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('INCIDENT_CREATE_FAILED');
    const left = await broken.database.db
      .select({ value: count() })
      .from(answers)
      .where(eq(answers.formId, form.id));
    expect(left[0]!.value).toBe(0);
  });

  it('saves nothing when the citizen registry cannot be reached (502 CITIZEN_REGISTRY_ERROR)', async () => {
    const form = await brokenApi.createForm(
      admin,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Con ciudadano, sin registro', { options: { citizen: true } }),
    );
    const citizen = { id: 'x', dni: '30123456', firstName: 'Ana María', lastName: 'Gómez' };
    const response = await brokenApi.submit(admin, form.id, yesAnswer(form.template, { citizen }));
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('CITIZEN_REGISTRY_ERROR');
    const left = await broken.database.db
      .select({ value: count() })
      .from(answers)
      .where(eq(answers.formId, form.id));
    expect(left[0]!.value).toBe(0);
  });

  it('saves nothing when the asset cannot be looked up (502 MANAGEMENT_SYSTEM_ERROR)', async () => {
    const form = await brokenApi.createForm(
      admin,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Con activo, sin sistema', { options: { geolocation: true } }),
    );
    const place = { latitude: -31.42, longitude: -64.19, address: null };
    const asset = { id: 'CBA-LUM-0001', description: 'Luminaria', type: 'Luminaria', ...place, address: '' };
    const response = await brokenApi.submit(
      admin,
      form.id,
      yesAnswer(form.template, { location: place, asset }),
    );
    expect(response.statusCode, response.body).toBe(502);
    expect(response.json().error.code).toBe('MANAGEMENT_SYSTEM_ERROR');
    const left = await broken.database.db
      .select({ value: count() })
      .from(answers)
      .where(eq(answers.formId, form.id));
    expect(left[0]!.value).toBe(0);
  });
});
