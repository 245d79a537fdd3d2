import { writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { FileRef, SavedAnswer } from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, auditEvents } from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
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
/** The demo tree-pruning request (download code, citizen, signature) without its one-answer-per-citizen rule. */
let formId: string;
beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  for (const slug of ['admin', 'supervisor', 'inspector']) s[slug] = await signIn(t.app, demoEmail(slug));
  // The copy leaves the original's answer-code prefix behind: the server gives it one of its own.
  const { keyPrefix: _taken, ...pruning } = await api.template(s.admin!, DEMO_FORM_IDS.treePruning);
  const options = { ...pruning.options, singleAnswer: false, limitResponses: false };
  formId = (await api.createForm(s.admin!, { ...pruning, options })).id;
});
afterAll(async () => t.close());

/** A 40×20 PNG (a signature stroke is not needed: any real PNG is embedded as it is). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACgAAAAUCAIAAABwJOjsAAAAKElEQVR42u3NMQEAAAjDIPuX1hbzgQJIn0ml1Wq1Wq1Wq9VqtVrtswcHAQF5L7Y4AAAAAElFTkSuQmCC',
  'base64',
);

async function upload(session: Session, formId: string, purpose: string, name: string): Promise<FileRef> {
  const form = new FormData();
  form.append('file', new Blob([PNG]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/files/answers?formId=${formId}&purpose=${purpose}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...as(session), 'content-type': request.headers.get('content-type')! },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json() as FileRef;
}

/** A tree-pruning request (download code, citizen, signature) with Spanish accents in its answers. */
async function pruningRequest(session: Session): Promise<SavedAnswer> {
  const template = await api.template(session, formId);
  const sections = answersTo(template);
  answerOf(sections, 'arbol', 'especie').value = 'Jacarandá mimosifolia, añosa';
  answerOf(sections, 'arbol', 'cantidad').value = '2';
  answerOf(sections, 'arbol', 'motivo').selected = [0, 1];
  answerOf(sections, 'arbol', 'tarea').selected = [0];
  const signature = await upload(session, formId, 'signature', 'firma.png');
  const body = submission(sections, {
    citizen: { id: 'browser-30123456', dni: '30123456', firstName: 'Ana', lastName: 'Paz' },
    signatures: [{ index: 0, file: signature, signatoryName: 'Begoña Íñiguez' }],
    clientSubmissionId: randomUUID(),
  });
  const response = await api.submit(session, formId, body);
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  return {
    ...(response.json() as SavedAnswer),
    clientSubmissionId: body.clientSubmissionId,
  } as SavedAnswer & {
    clientSubmissionId: string;
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe('the PDF record of an answer', () => {
  it('downloads for a reader as a PDF with the code, the answers as typed, the signatory and the download code', async () => {
    const saved = await pruningRequest(s.admin!);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/answers/${saved.id}/record.pdf`,
      headers: { ...as(s.admin!), 'accept-language': 'es' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="acta-${saved.code}.pdf"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.RECORD_PDF_OUT) writeFileSync(process.env.RECORD_PDF_OUT, response.rawPayload);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Solicitud de permiso de poda');
    expect(text).toContain(saved.code);
    expect(text).toContain('Jacarandá mimosifolia, añosa');
    expect(text).toContain('Riesgo de caída, Daño a la vereda');
    expect(text).toContain('Begoña Íñiguez');
    expect(text).toContain('Firma del solicitante');
    expect(text).toContain('Ana María Gómez');
    expect(text).toContain(saved.pdfDownloadCode!);
    expect(text).toContain('Estado actual');

    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, saved.id), eq(auditEvents.action, 'download-record')));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(s.admin!.userId);
  });

  it('its QR code leads to the record lookup with the download code (a link on screen too)', async () => {
    const saved = await pruningRequest(s.admin!);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/answers/${saved.id}/record.pdf`,
      headers: as(s.admin!),
    });
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const links = (await (await pdf.getPage(1)).getAnnotations()) as { subtype: string; url?: string }[];
    expect(links.filter((link) => link.subtype === 'Link').map((link) => link.url)).toEqual([
      `http://localhost:3000/actas/consultar?codigo=${saved.pdfDownloadCode}`,
    ]);
  });

  it('prints a photo-only answer as answered (its photo, no dash)', async () => {
    const template = await api.template(s.inspector!, DEMO_FORM_IDS.noiseComplaint);
    const sections = answersTo(template);
    answerOf(sections, 'denuncia', 'fuente').selected = [1];
    answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
    answerOf(sections, 'denuncia', 'hora').value = '23:30';
    answerOf(sections, 'denuncia', 'detalle').value = 'Martillo neumático de noche';
    answerOf(sections, 'denuncia', 'foto').images = [
      await upload(s.inspector!, DEMO_FORM_IDS.noiseComplaint, 'image', 'obra.png'),
    ];
    answerOf(sections, 'denuncia', 'ordenanza').value = 'yes';
    const saved = (
      await api.submit(s.inspector!, DEMO_FORM_IDS.noiseComplaint, submission(sections))
    ).json() as SavedAnswer;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/answers/${saved.id}/record.pdf`,
      headers: { ...as(s.inspector!), 'accept-language': 'es' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Foto o video (opcional)');
    expect(text).toContain('Martillo neumático de noche');
    // Every question has an answer: nothing is printed as unanswered.
    expect(text).not.toContain('—');
  });

  it('prints the form in the reader’s language and the letters of every supported language', async () => {
    const { keyPrefix: _taken, ...input } = await api.template(s.admin!, formId);
    const titleAlt = {
      ca: 'Sol·licitud de permís de poda',
      pt: 'Pedido de licença de poda',
      gl: 'Solicitude de permiso de poda',
      ek: 'Inausketa-baimenaren eskaera',
    };
    const multilingual = (await api.createForm(s.admin!, { ...input, titleAlt })).id;
    const template = await api.template(s.admin!, multilingual);
    const sections = answersTo(template);
    const typed = 'Castanyer de l’Eixample, ação e coração, árbore añosa, Çà, Txakoli etxea, Ñandú';
    answerOf(sections, 'arbol', 'especie').value = typed;
    answerOf(sections, 'arbol', 'cantidad').value = '1';
    answerOf(sections, 'arbol', 'motivo').selected = [0];
    answerOf(sections, 'arbol', 'tarea').selected = [0];
    const saved = (
      await api.submit(
        s.admin!,
        multilingual,
        submission(sections, {
          citizen: { id: 'browser-30123456', dni: '30123456', firstName: 'Ana', lastName: 'Paz' },
        }),
      )
    ).json() as SavedAnswer;
    expect(saved.code).toBeTruthy();
    for (const [language, title] of Object.entries(titleAlt)) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/answers/${saved.id}/record.pdf`,
        headers: { ...as(s.admin!), 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      // The answer runs over two lines of its column.
      const text = (await pdfText(response.rawPayload)).replace(/\s+/g, ' ');
      expect(text, language).toContain(title);
      expect(text, language).toContain(typed);
    }
  });

  it('speaks the reader’s language: English labels and the form’s English title', async () => {
    const saved = await pruningRequest(s.admin!);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/answers/${saved.id}/record.pdf`,
      headers: { ...as(s.admin!), 'accept-language': 'en' },
    });
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Tree-pruning permit request');
    expect(text).toContain('Current state');
    expect(text).not.toContain('Estado actual');
  });

  it('is refused without a session and for an unknown answer', async () => {
    const saved = await pruningRequest(s.admin!);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/answers/${saved.id}/record.pdf` })).statusCode,
    ).toBe(401);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/answers/${randomUUID()}/record.pdf`,
      headers: as(s.admin!),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('leaves unanswered questions out when the settings say so', async () => {
    const saved = await pruningRequest(s.admin!);
    const read = async () =>
      pdfText(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/answers/${saved.id}/record.pdf`,
            headers: { ...as(s.admin!), 'accept-language': 'es' },
          })
        ).rawPayload,
      );
    expect(await read()).toContain('Diámetro aproximado del tronco (m)');
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
    const municipalityId = (row!.document as { municipality: { id: string } }).municipality.id;
    const changed = await api.call(s.admin!, 'PUT', `/api/municipalities/${municipalityId}/pdf-settings`, {
      removeUnanswered: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const text = await read();
    expect(text).not.toContain('Diámetro aproximado del tronco (m)');
    expect(text).toContain('Cantidad de árboles');
    await api.call(s.admin!, 'PUT', `/api/municipalities/${municipalityId}/pdf-settings`, {
      removeUnanswered: false,
    });
  });
});

describe('the voucher of an answer just sent', () => {
  it('downloads for the browser that sent it (its submission id), and for nobody else', async () => {
    const saved = (await pruningRequest(s.admin!)) as SavedAnswer & { clientSubmissionId: string };
    const voucher = (clientSubmissionId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/answers/${saved.id}/voucher`,
        payload: { clientSubmissionId },
      });
    const hit = await voucher(saved.clientSubmissionId);
    expect(hit.statusCode, hit.body).toBe(200);
    expect(await pdfText(hit.rawPayload)).toContain(saved.code);
    const wrong = await voucher(randomUUID());
    expect(wrong.statusCode).toBe(404);
    // The same refusal for any wrong id (only the request's own id differs).
    const refusal = (body: { error: Record<string, unknown> }) => ({ ...body.error, requestId: undefined });
    expect(refusal(wrong.json())).toEqual(refusal((await voucher(randomUUID())).json()));
  });
});

describe('the e-mail copy', () => {
  it('attaches the PDF record', async () => {
    const template = await api.template(s.inspector!, DEMO_FORM_IDS.noiseComplaint);
    const sections = answersTo(template);
    answerOf(sections, 'denuncia', 'fuente').selected = [1];
    answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
    answerOf(sections, 'denuncia', 'detalle').value = 'Música fuerte';
    answerOf(sections, 'denuncia', 'ordenanza').value = 'yes';
    const body = submission(sections, {
      location: { latitude: -31.42, longitude: -64.19, address: 'Bv. San Juan 500' },
    });
    const saved = (await api.submit(s.inspector!, DEMO_FORM_IDS.noiseComplaint, body)).json() as SavedAnswer;
    const response = await api.call(s.inspector!, 'POST', `/api/answers/${saved.id}/email`, {
      recipients: ['acta@example.org'],
    });
    expect(response.statusCode, response.body).toBe(204);
    const mail = await waitForMail(t.mailDir, 'acta@example.org');
    expect(mail).toContain(`filename=acta-${saved.code}.pdf`);
    expect(mail).toContain('Content-Type: application/pdf');
  });
});
