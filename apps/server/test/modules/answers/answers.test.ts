import { randomUUID } from 'node:crypto';
import {
  ANONYMOUS_AUTHOR,
  type AnswerDetail,
  type Asset,
  type CitizenData,
  type FormTemplate,
  type SavedAnswer,
} from '@cabildo/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, forms, municipalities, users } from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import {
  answerApi,
  answerOf,
  answersTo,
  submission,
  yesAnswer,
  yesNoForm,
  type SubmissionBody,
} from '../../support/answers-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};
let lighting: FormTemplate;
let pruning: FormTemplate;
let noise: FormTemplate;

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  for (const slug of ['admin', 'supervisor', 'supervisor-elevado', 'inspector', 'generador']) {
    s[slug] = await signIn(t.app, demoEmail(slug));
  }
  lighting = await api.template(s.admin!, DEMO_FORM_IDS.streetLighting);
  pruning = await api.template(s.admin!, DEMO_FORM_IDS.treePruning);
  noise = await api.template(null, DEMO_FORM_IDS.noiseComplaint, 'public');
});
afterAll(async () => t.close());

const answerCount = async (formId: string) =>
  (await t.database.db.select({ value: count() }).from(answers).where(eq(answers.formId, formId)))[0]!.value;
const counter = async (formId: string) =>
  (await t.database.db.select({ n: forms.lastKeyNumber }).from(forms).where(eq(forms.id, formId)))[0]!.n;
const errorCode = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string } }).error.code;

/** A complete answer to the street-lighting demo form: post, type, "works fine" with a note. */
function lightingAnswer(extra: Parameters<typeof submission>[1] = {}) {
  const sections = answersTo(lighting);
  answerOf(sections, 'luminaria', 'poste').value = '1234';
  answerOf(sections, 'luminaria', 'tipo').selected = [0];
  const estado = sections.find((section) => section.sectionId === 'estado')!.rows[0]!;
  estado.conditions[0]!.checked = true;
  answerOf(sections, 'estado', 'obs-ok', { condition: 0 }).value = 'Enciende bien';
  answerOf(sections, 'reparaciones', 'fecha').value = '2025-03-04';
  return submission(sections, {
    location: { latitude: -31.41, longitude: -64.18, address: 'Av. Colón 100' },
    ...extra,
  });
}

/**
 * A complete tree-pruning request for the citizen with that document (Córdoba's demo registry),
 * the citizen as the browser sends it: only the number counts.
 */
function pruningAnswer(dni: string, extra: Parameters<typeof submission>[1] = {}) {
  const sections = answersTo(pruning);
  answerOf(sections, 'arbol', 'cantidad').value = '2';
  answerOf(sections, 'arbol', 'motivo').selected = [0, 1];
  answerOf(sections, 'arbol', 'tarea').selected = [0];
  return submission(sections, {
    citizen: { id: `browser-${dni}`, dni, firstName: 'Ana', lastName: 'Paz' },
    ...extra,
  });
}

/** The registry's record of a document, through the lookup API. */
const registered = async (formId: string, kind: 'natural' | 'legal', number: string) => {
  const query = new URLSearchParams({ formId, kind, number }).toString();
  const response = await api.call(s.admin!, 'GET', `/api/citizens/lookup?${query}`);
  if (response.statusCode !== 200) throw new Error(`not registered: ${response.body}`);
  return response.json() as CitizenData;
};

function noiseAnswer(extra: Parameters<typeof submission>[1] = {}) {
  const sections = answersTo(noise);
  answerOf(sections, 'denuncia', 'fuente').selected = [0];
  answerOf(sections, 'denuncia', 'fecha').value = '2025-03-01';
  answerOf(sections, 'denuncia', 'detalle').value = 'Música <fuerte> toda la noche';
  answerOf(sections, 'denuncia', 'ordenanza').value = 'yes';
  return submission(sections, extra);
}

describe('opening a form to answer it', () => {
  it('refuses a form that does not exist', async () => {
    const response = await api.open(s.inspector!, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(response.json().error.message).toBe('Form not found.');
  });

  it('refuses a deleted form, also when sending an answer, and saves nothing', async () => {
    const form = await api.createForm(s.admin!, yesNoForm(DEMO_IDS.obrasPrivadas, 'Formulario a borrar'));
    expect((await api.submit(s.admin!, form.id, yesAnswer(form.template))).statusCode).toBe(200);
    expect((await api.call(s.admin!, 'DELETE', `/api/forms/${form.id}`)).json()).toEqual({ soft: true });
    const opened = await api.open(s.admin!, form.id);
    expect(opened.statusCode).toBe(404);
    expect(errorCode(opened)).toBe('FORM_DELETED');
    const sent = await api.submit(s.admin!, form.id, yesAnswer(form.template));
    expect(errorCode(sent)).toBe('FORM_DELETED');
    expect(await answerCount(form.id)).toBe(1);
  });

  it('needs create-answer permission in internal mode and a session in inspection mode', async () => {
    expect(errorCode(await api.open(s.generador!, DEMO_FORM_IDS.streetLighting))).toBe('FORBIDDEN');
    expect((await api.open(null, DEMO_FORM_IDS.streetLighting)).statusCode).toBe(401);
    expect((await api.open(null, DEMO_FORM_IDS.streetLighting, 'inspection')).statusCode).toBe(401);
    expect((await api.open(s.inspector!, DEMO_FORM_IDS.streetLighting, 'inspection')).statusCode).toBe(200);
  });

  it('keeps non-admins to forms of their areas; admin bypasses, an elevated supervisor has the municipality', async () => {
    // Tree pruning is in Ambiente, which the demo staff do not have.
    for (const slug of ['inspector', 'supervisor']) {
      const response = await api.open(s[slug]!, DEMO_FORM_IDS.treePruning);
      expect(response.statusCode).toBe(403);
      expect(errorCode(response)).toBe('FORM_NOT_IN_AREAS');
      expect(response.json().error.message).toBe('The form is not among your municipal areas.');
    }
    expect((await api.open(s.admin!, DEMO_FORM_IDS.treePruning)).statusCode).toBe(200);
    expect((await api.open(s['supervisor-elevado']!, DEMO_FORM_IDS.treePruning)).statusCode).toBe(200);
    // A public form is open to every area.
    expect((await api.open(s.inspector!, DEMO_FORM_IDS.noiseComplaint)).statusCode).toBe(200);
  });

  it('opens a public form without a session, with the map centre, settings and no e-mail copy', async () => {
    const response = await api.open(null, DEMO_FORM_IDS.noiseComplaint, 'public');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: DEMO_FORM_IDS.noiseComplaint,
      template: { title: 'Denuncia de ruidos molestos' },
      municipality: {
        id: DEMO_IDS.cordoba,
        name: 'Córdoba',
        latitude: -31.4201,
        longitude: -64.1888,
        skipAssetLookup: false,
        buttonColor: null,
      },
      canSendEmail: false,
      videoAllowed: false,
    });
    // Signed in, in internal mode, the form's e-mail option is offered.
    expect((await api.open(s.inspector!, DEMO_FORM_IDS.noiseComplaint)).json().canSendEmail).toBe(true);
    expect((await api.open(s.inspector!, DEMO_FORM_IDS.streetLighting)).json().canSendEmail).toBe(false);
  });

  it('does not open a non-public form publicly', async () => {
    const response = await api.open(null, DEMO_FORM_IDS.streetLighting, 'public');
    expect(response.statusCode).toBe(404);
    expect(errorCode(response)).toBe('NOT_FOUND');
  });

  it('refuses a public form of a disabled municipality', async () => {
    const form = await api.createForm(
      s.admin!,
      yesNoForm(DEMO_IDS.controlUrbano, 'Formulario de Rosario', { options: { public: true } }),
    );
    const opened = await api.open(null, form.id, 'public');
    expect(opened.statusCode).toBe(403);
    expect(errorCode(opened)).toBe('MUNICIPALITY_DISABLED');
    const sent = await api.submit(null, form.id, yesAnswer(form.template), 'public');
    expect(errorCode(sent)).toBe('MUNICIPALITY_DISABLED');
    expect(await answerCount(form.id)).toBe(0);
  });

  it('refuses opening and answering once the response limit is reached', async () => {
    const form = await api.createForm(
      s.admin!,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Dos respuestas como máximo', {
        options: { limitResponses: true },
        responseLimit: 2,
      }),
    );
    for (let i = 0; i < 2; i++)
      expect((await api.submit(s.inspector!, form.id, yesAnswer(form.template))).statusCode).toBe(200);
    const opened = await api.open(s.inspector!, form.id);
    expect(opened.statusCode).toBe(409);
    expect(errorCode(opened)).toBe('RESPONSE_LIMIT_REACHED');
    const sent = await api.submit(s.inspector!, form.id, yesAnswer(form.template));
    expect(sent.statusCode).toBe(409);
    expect(errorCode(sent)).toBe('RESPONSE_LIMIT_REACHED');
    expect(await answerCount(form.id)).toBe(2);
    expect(await counter(form.id)).toBe(2);
  });
});

describe('saving an answer', () => {
  it('saves a valid answer with its code, initial state and history, author and indexed columns', async () => {
    const before = await counter(DEMO_FORM_IDS.streetLighting);
    const body = lightingAnswer();
    const response = await api.submit(s.inspector!, DEMO_FORM_IDS.streetLighting, body);
    expect(response.statusCode).toBe(200);
    const saved = response.json() as SavedAnswer;
    expect(saved).toMatchObject({
      formId: DEMO_FORM_IDS.streetLighting,
      code: `CBA-IAP-${before + 1}`,
      pdfDownloadCode: null,
    });

    const detail = (await api.read(s.inspector!, saved.id)).json() as AnswerDetail;
    const { document } = detail;
    expect(document.code).toBe(saved.code);
    expect(document.mode).toBe('internal');
    expect(document.template.title).toBe('Inspección de alumbrado público');
    expect(document.municipality).toEqual({ id: DEMO_IDS.cordoba, name: 'Córdoba', managementId: 1401 });
    const [user] = await t.database.db.select().from(users).where(eq(users.id, s.inspector!.userId));
    const username = user!.username ?? user!.email;
    expect(document.author).toEqual({
      userId: user!.id,
      username,
      firstName: user!.firstName,
      lastName: user!.lastName,
      inspectorId: user!.inspectorId,
    });
    expect(user!.inspectorId).not.toBeNull();
    expect(document.state).toMatchObject({ current: 0, initial: 0 });
    expect(document.state!.available).toHaveLength(3);
    expect(document.state!.history).toEqual([
      {
        date: document.createdAt,
        userName: username,
        stateId: 0,
        stateName: 'Pendiente',
        initialState: true,
      },
    ]);
    expect(document.location).toEqual({ latitude: -31.41, longitude: -64.18, address: 'Av. Colón 100' });
    expect(answerOf(document.sections, 'estado', 'obs-ok', { condition: 0 }).value).toBe('Enciende bien');
    expect(document.requestsForChanges).toEqual([]);
    expect(document.supervisorEdits).toEqual([]);
    expect(document.incident).toBeNull();

    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
    expect(row).toMatchObject({
      code: saved.code,
      createdBy: s.inspector!.userId,
      createdByName: username,
      state: 0,
      public: false,
      clientSubmissionId: body.clientSubmissionId,
      latitude: -31.41,
      longitude: -64.18,
      citizenId: null,
    });
    expect(await counter(DEMO_FORM_IDS.streetLighting)).toBe(before + 1);
  });

  it('gives a pdf download code and stores the citizen when the form asks for them', async () => {
    const body = pruningAnswer('30123456');
    const saved = (await api.submit(s.admin!, DEMO_FORM_IDS.treePruning, body)).json() as SavedAnswer;
    expect(saved.code).toMatch(/^CBA-SPP-\d+$/);
    // Drawn at random (docs/decisions.md "Records"), not derived from the id and the public code.
    expect(saved.pdfDownloadCode).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
    expect(saved.pdfDownloadCode).not.toContain(saved.code);
    const citizen = await registered(DEMO_FORM_IDS.treePruning, 'natural', '30123456');
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
    expect(row).toMatchObject({
      pdfDownloadCode: saved.pdfDownloadCode,
      citizenId: citizen.id,
      citizenDocument: '30123456',
      state: 0,
    });
    const detail = (await api.read(s.admin!, saved.id)).json() as AnswerDetail;
    expect(detail.document.pdfDownloadCode).toBe(saved.pdfDownloadCode);
    expect(detail.document.citizen).toEqual(citizen);
  });

  it('recognises a resend by its clientSubmissionId and saves nothing twice', async () => {
    const body = lightingAnswer();
    const first = await api.submit(s.inspector!, DEMO_FORM_IDS.streetLighting, body);
    const total = await answerCount(DEMO_FORM_IDS.streetLighting);
    const again = await api.submit(s.inspector!, DEMO_FORM_IDS.streetLighting, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await answerCount(DEMO_FORM_IDS.streetLighting)).toBe(total);
    // Someone else cannot take over that submission id.
    const stranger = await api.submit(s.supervisor!, DEMO_FORM_IDS.streetLighting, body);
    expect([stranger.statusCode, errorCode(stranger)]).toEqual([409, 'SUBMISSION_ID_TAKEN']);
  });

  it('saves an anonymous public answer as "Usuario Anónimo"', async () => {
    const response = await api.submit(
      null,
      DEMO_FORM_IDS.noiseComplaint,
      noiseAnswer(),
      'public',
      '10.0.0.7',
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json() as SavedAnswer;
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
    expect(row).toMatchObject({ createdBy: null, createdByName: ANONYMOUS_AUTHOR, public: true });
    const detail = (await api.read(s.admin!, saved.id)).json() as AnswerDetail;
    expect(detail.document.author).toMatchObject({ userId: null, username: 'Usuario Anónimo' });
    expect(detail.document.mode).toBe('public');
    expect(detail.document.state!.history[0]!.userName).toBe('Usuario Anónimo');
    // Nobody reads an answer without a session, not even its anonymous author.
    expect((await api.read(null, saved.id)).statusCode).toBe(401);
  });

  it('needs the citizen when the form requires one', async () => {
    for (const citizen of [null, { id: 'sin-documento', firstName: 'Ana', lastName: 'Paz' }]) {
      const body = pruningAnswer('20111222', { citizen });
      const response = await api.submit(s.admin!, DEMO_FORM_IDS.treePruning, body);
      expect(response.statusCode).toBe(400);
      expect(errorCode(response)).toBe('CITIZEN_REQUIRED');
    }
  });

  it('refuses an incomplete answer with the missing questions', async () => {
    const before = await answerCount(DEMO_FORM_IDS.streetLighting);
    const body = lightingAnswer();
    answerOf(body.sections, 'luminaria', 'tipo').selected = [];
    const response = await api.submit(s.inspector!, DEMO_FORM_IDS.streetLighting, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'ANSWER_INCOMPLETE',
      message: 'Some required fields are missing.',
      details: {
        answers: [
          {
            sectionId: 'luminaria',
            rowIndex: 0,
            questionId: 'tipo',
            key: 'answers.errors.required',
            message: '* Required answer',
          },
        ],
        signatures: [],
      },
    });
    expect(await answerCount(DEMO_FORM_IDS.streetLighting)).toBe(before);
  });

  it('refuses a signature image without the signatory name', async () => {
    const body = lightingAnswer({
      signatures: [
        {
          index: 0,
          signatoryName: ' ',
          file: { id: randomUUID(), url: '/x', name: 'f.png', contentType: 'image/png', size: 1 },
        },
      ],
    });
    const response = await api.submit(s.inspector!, DEMO_FORM_IDS.streetLighting, body);
    expect(errorCode(response)).toBe('ANSWER_INCOMPLETE');
    expect(response.json().error.details.signatures).toEqual([
      {
        index: 0,
        key: 'answers.errors.signatoryRequired',
        message: 'To upload the signature you need to complete the name of the signatary',
      },
    ]);
  });
});

describe('tampered answers', () => {
  const refused = async (
    body: ReturnType<typeof lightingAnswer>,
    code: string,
    formId: string = DEMO_FORM_IDS.streetLighting,
    session: Session = s.inspector!,
  ) => {
    const [total, number] = [await answerCount(formId), await counter(formId)];
    const response = await api.submit(session, formId, body);
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(errorCode(response)).toBe(code);
    expect(await answerCount(formId)).toBe(total);
    expect(await counter(formId)).toBe(number);
    return response.json().error as { details?: { path: string; reason: string } };
  };

  it('refuses an extra question', async () => {
    const body = lightingAnswer();
    body.sections[0]!.rows[0]!.answers.push({
      ...answerOf(body.sections, 'luminaria', 'poste'),
      questionId: 'extra',
    });
    const error = await refused(body, 'ANSWER_INVALID');
    expect(error.details).toEqual({
      path: '/sections/0/rows/0/answers',
      reason: 'questions do not match the form',
    });
  });

  it('refuses a section the form does not have with its own code (spec: La sección especificada no existe.)', async () => {
    const body = lightingAnswer();
    body.sections[0]!.sectionId = 'seccion-borrada';
    const error = await refused(body, 'SECTION_NOT_FOUND');
    expect(error.details).toEqual({
      path: '/sections/0/sectionId',
      reason: 'the specified section does not exist',
    });
  });

  it('refuses "12,5" in an integer answer (it is never rewritten to 125)', async () => {
    const body = lightingAnswer();
    answerOf(body.sections, 'luminaria', 'poste').value = '12,5';
    const error = await refused(body, 'ANSWER_INCOMPLETE');
    expect(JSON.stringify(error.details)).toContain('answers.errors.integer');
  });

  it('refuses letters in an integer answer', async () => {
    const body = lightingAnswer();
    answerOf(body.sections, 'luminaria', 'poste').value = '12a4';
    const error = await refused(body, 'ANSWER_INCOMPLETE');
    expect(JSON.stringify(error.details)).toContain('answers.errors.integer');
  });

  it('refuses an option that does not exist', async () => {
    const body = lightingAnswer();
    answerOf(body.sections, 'luminaria', 'tipo').selected = [9];
    expect((await refused(body, 'ANSWER_INVALID')).details!.reason).toBe('an option does not exist');
  });

  it('refuses answers under an unchecked condition', async () => {
    const body = lightingAnswer();
    answerOf(body.sections, 'estado', 'falla', { condition: 1 }).selected = [0];
    expect((await refused(body, 'ANSWER_INVALID')).details!.reason).toBe(
      'an unchecked condition has answers',
    );
  });

  it('refuses two conditions of a single-condition section', async () => {
    const body = lightingAnswer();
    const row = body.sections.find((section) => section.sectionId === 'estado')!.rows[0]!;
    row.conditions[1]!.checked = true;
    answerOf(body.sections, 'estado', 'falla', { condition: 1 }).selected = [0];
    expect((await refused(body, 'ANSWER_INVALID')).details!.reason).toBe('only one condition may be checked');
  });

  it('refuses a second copy of a section that is not repeatable', async () => {
    const body = lightingAnswer();
    const section = body.sections[0]!;
    section.rows.push(structuredClone(section.rows[0]!));
    expect((await refused(body, 'ANSWER_INVALID')).details!.reason).toBe('the section is not repeatable');
  });

  it('refuses a file that is not a pending upload of this person and rolls the counter back', async () => {
    const body = lightingAnswer();
    const row = body.sections.find((section) => section.sectionId === 'estado')!.rows[0]!;
    row.conditions[0]!.checked = false;
    row.conditions[0]!.answers[0]!.value = '';
    row.conditions[1]!.checked = true;
    answerOf(body.sections, 'estado', 'falla', { condition: 1 }).selected = [0];
    answerOf(body.sections, 'estado', 'foto', { condition: 1 }).images = [
      {
        id: randomUUID(),
        url: 'https://example.org/x.png',
        name: 'x.png',
        contentType: 'image/png',
        size: 10,
      },
    ];
    expect((await refused(body, 'ANSWER_INVALID')).details!.path).toBe('/files');
  });

  it('refuses a second answer of the same citizen on a single-answer form', async () => {
    expect(
      (await api.submit(s.admin!, DEMO_FORM_IDS.treePruning, pruningAnswer('25987654'))).statusCode,
    ).toBe(200);
    const { id } = await registered(DEMO_FORM_IDS.treePruning, 'natural', '25987654');
    const check = await api.call(
      s.admin!,
      'GET',
      `/api/answering/forms/${DEMO_FORM_IDS.treePruning}/citizens/${id}/answered?mode=internal`,
    );
    expect(check.json()).toEqual({ answered: true });
    const other = await api.call(
      s.admin!,
      'GET',
      `/api/answering/forms/${DEMO_FORM_IDS.treePruning}/citizens/nadie/answered?mode=internal`,
    );
    expect(other.json()).toEqual({ answered: false });
    await refused(pruningAnswer('25987654'), 'ALREADY_ANSWERED', DEMO_FORM_IDS.treePruning, s.admin!);
    // The rule follows the registry's id, not the one the browser sends.
    const renamed = pruningAnswer('25987654');
    renamed.citizen = { ...renamed.citizen!, id: 'otro-id-del-navegador' };
    await refused(renamed, 'ALREADY_ANSWERED', DEMO_FORM_IDS.treePruning, s.admin!);
  });

  it('refuses a state chosen on a form without incident types by state', async () => {
    expect((await refused(lightingAnswer({ stateId: 2 }), 'ANSWER_INVALID')).details!.path).toBe('/stateId');
  });
});

describe('citizen and asset from their own systems', () => {
  let form: { id: string; template: FormTemplate };
  beforeAll(async () => {
    form = await api.createForm(
      s.admin!,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Habilitación con ciudadano', { options: { citizen: true } }),
    );
  });

  const refusedCitizen = async (citizen: SubmissionBody['citizen']) => {
    const [total, number] = [await answerCount(form.id), await counter(form.id)];
    const response = await api.submit(s.inspector!, form.id, yesAnswer(form.template, { citizen }));
    expect(response.statusCode, JSON.stringify(citizen)).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'ANSWER_INVALID', details: { path: '/citizen' } });
    expect(await answerCount(form.id)).toBe(total);
    expect(await counter(form.id)).toBe(number);
  };

  it('stores the registry’s record of the citizen, not what the browser sent', async () => {
    const forged = {
      id: 'id-inventado',
      kind: 'natural' as const,
      dni: '28765432',
      firstName: 'Otro',
      lastName: 'Nombre',
      email: 'falso@example.org',
      phone: '123',
      street: 'Calle Falsa 123',
    };
    const response = await api.submit(s.inspector!, form.id, yesAnswer(form.template, { citizen: forged }));
    expect(response.statusCode, response.body).toBe(200);
    const record = await registered(form.id, 'natural', '28765432');
    expect(record).toMatchObject({ firstName: 'Mariela', lastName: 'Sosa', street: 'Duarte Quirós 890' });
    const saved = response.json() as SavedAnswer;
    const { document } = (await api.read(s.inspector!, saved.id)).json() as AnswerDetail;
    expect(document.citizen).toEqual(record);
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
    expect(row).toMatchObject({ citizenId: record.id, citizenDocument: '28765432' });
  });

  it('finds a legal entity by its tax id, with or without dashes', async () => {
    const entity = { id: 'x', kind: 'legal' as const, cuit: '33-70987654-9', firstName: 'Inventada S.A.' };
    const saved = (
      await api.submit(s.inspector!, form.id, yesAnswer(form.template, { citizen: entity }))
    ).json();
    const { document } = (await api.read(s.inspector!, saved.id)).json() as AnswerDetail;
    expect(document.citizen).toEqual(await registered(form.id, 'legal', '33709876549'));
    expect(document.citizen).toMatchObject({ cuit: '33709876549', firstName: 'Cooperativa La Docta Ltda.' });
  });

  it('refuses a citizen the registry of the form’s municipality does not hold, and saves nothing', async () => {
    await refusedCitizen({ id: 'x', dni: '99999999', firstName: 'Nadie' });
    // Registered in Villa Carlos Paz, not in Córdoba.
    await refusedCitizen({ id: 'x', dni: '29111333', firstName: 'Silvina' });
    // A document number is not a tax id, and numbers must be well formed.
    await refusedCitizen({ id: 'x', kind: 'legal', dni: '30123456', firstName: 'Ana María' });
    await refusedCitizen({ id: 'x', dni: '30.123.456', firstName: 'Ana María' });
  });

  it('stores no citizen when the browser sends one without a document or tax id', async () => {
    const citizen = { id: 'sin-numero', firstName: 'Ana', lastName: 'Paz' };
    const response = await api.submit(s.inspector!, form.id, yesAnswer(form.template, { citizen }));
    expect(response.statusCode).toBe(200);
    const saved = response.json() as SavedAnswer;
    expect(((await api.read(s.inspector!, saved.id)).json() as AnswerDetail).document.citizen).toBeNull();
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
    expect(row).toMatchObject({ citizenId: null, citizenDocument: null });
  });

  /** A demo asset near Córdoba's centre, as the map offers it. */
  const nearbyAsset = async () => {
    const response = await api.call(
      s.inspector!,
      'GET',
      `/api/places/assets?formId=${DEMO_FORM_IDS.streetLighting}&lat=-31.4201&lng=-64.1888`,
    );
    return (response.json() as { assets: Asset[] }).assets[0]!;
  };

  it('stores the management system’s record of the asset, not what the browser sent', async () => {
    const asset = await nearbyAsset();
    const forged = { ...asset, description: 'Otra cosa', type: 'Inventado', latitude: 0, longitude: 0 };
    const response = await api.submit(
      s.inspector!,
      DEMO_FORM_IDS.streetLighting,
      lightingAnswer({ asset: forged }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { document } = (await api.read(s.inspector!, response.json().id)).json() as AnswerDetail;
    expect(document.asset).toEqual(asset);
  });

  it('refuses an unknown asset, and any asset where the municipality skips asset lookup', async () => {
    const formId = DEMO_FORM_IDS.streetLighting;
    const asset = await nearbyAsset();
    const refusedAsset = async (sent: Asset) => {
      const total = await answerCount(formId);
      const response = await api.submit(s.inspector!, formId, lightingAnswer({ asset: sent }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'ANSWER_INVALID', details: { path: '/asset' } });
      expect(await answerCount(formId)).toBe(total);
    };
    await refusedAsset({ ...asset, id: 'NO-EXISTE' });
    const [cordoba] = await t.database.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, DEMO_IDS.cordoba));
    const setSettings = (settings: object) =>
      t.database.db.update(municipalities).set({ settings }).where(eq(municipalities.id, DEMO_IDS.cordoba));
    await setSettings({ ...cordoba!.settings, skipAssetLookup: true });
    try {
      await refusedAsset(asset);
      expect((await api.submit(s.inspector!, formId, lightingAnswer())).statusCode).toBe(200);
    } finally {
      await setSettings(cordoba!.settings);
    }
  });
});

describe('reading an answer', () => {
  it('is refused to a user of another area and to own-answers roles for others’ answers', async () => {
    const pruned = (await api.submit(s.admin!, DEMO_FORM_IDS.treePruning, pruningAnswer('33444555'))).json();
    expect((await api.read(s.admin!, pruned.id)).statusCode).toBe(200);
    expect((await api.read(s['supervisor-elevado']!, pruned.id)).statusCode).toBe(200);
    const denied = await api.read(s.supervisor!, pruned.id);
    expect(denied.statusCode).toBe(403);
    expect(errorCode(denied)).toBe('FORBIDDEN');

    const lit = (await api.submit(s.supervisor!, DEMO_FORM_IDS.streetLighting, lightingAnswer())).json();
    expect((await api.read(s.supervisor!, lit.id)).statusCode).toBe(200);
    // Inspectors see only their own answers.
    expect((await api.read(s.inspector!, lit.id)).statusCode).toBe(403);
    expect((await api.read(s.admin!, randomUUID())).statusCode).toBe(404);
  });
});

describe('rate limit of anonymous answers', () => {
  it('allows 30 anonymous answers a minute per address, then 429', async () => {
    const incomplete = () => noiseAnswer({ sections: answersTo(noise) });
    for (let i = 0; i < 30; i++) {
      const response = await api.submit(
        null,
        DEMO_FORM_IDS.noiseComplaint,
        incomplete(),
        'public',
        '10.9.9.9',
      );
      expect(errorCode(response)).toBe('ANSWER_INCOMPLETE');
    }
    const blocked = await api.submit(null, DEMO_FORM_IDS.noiseComplaint, noiseAnswer(), 'public', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    // Another address and a signed-in person are not held back.
    expect(
      (await api.submit(null, DEMO_FORM_IDS.noiseComplaint, noiseAnswer(), 'public', '10.9.9.8')).statusCode,
    ).toBe(200);
    const signedIn = await api.submit(
      s.inspector!,
      DEMO_FORM_IDS.noiseComplaint,
      noiseAnswer(),
      'internal',
      '10.9.9.9',
    );
    expect(signedIn.statusCode).toBe(200);
  });
});

describe('rate limit of anonymous single-answer checks', () => {
  it('allows 30 anonymous checks a minute per address, then 429; signed-in people are not counted', async () => {
    const url = `/api/answering/forms/${DEMO_FORM_IDS.noiseComplaint}/citizens/alguien/answered?mode=public`;
    const check = (remoteAddress: string, session: Session | null = null) =>
      api.call(session, 'GET', url, undefined, remoteAddress);
    for (let i = 0; i < 30; i++) expect((await check('10.7.7.7')).statusCode).toBe(200);
    const blocked = await check('10.7.7.7');
    expect(blocked.statusCode).toBe(429);
    expect(errorCode(blocked)).toBe('RATE_LIMITED');
    expect((await check('10.7.7.8')).json()).toEqual({ answered: false });
    expect((await check('10.7.7.7', s.inspector!)).statusCode).toBe(200);
  });
});

describe('concurrent answers', () => {
  // On the PostgreSQL server many connections race for the counter; PGlite runs one at a time.
  const total = process.env.TEST_DATABASE_URL ? 200 : 30;

  it(`gives ${total} concurrent answers ${total} distinct consecutive codes`, async () => {
    const form = await api.createForm(s.admin!, yesNoForm(DEMO_IDS.transito, 'Formulario concurrido'));
    const responses = await Promise.all(
      Array.from({ length: total }, () => api.submit(s.inspector!, form.id, yesAnswer(form.template))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(total).fill(200));
    const codes = responses.map((response) => (response.json() as SavedAnswer).code);
    // The form's own prefix, then its number.
    const prefix = codes[0]!.replace(/-\d+$/, '');
    expect(codes.every((code) => code.startsWith(`${prefix}-`))).toBe(true);
    const numbers = codes.map((code) => Number(code.slice(prefix.length + 1))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(await answerCount(form.id)).toBe(total);
    expect(await counter(form.id)).toBe(total);
  });

  it('saves a resent submission once even when both sends arrive together; codes stay gap-free', async () => {
    const form = await api.createForm(s.admin!, yesNoForm(DEMO_IDS.transito, 'Formulario con reenvíos'));
    const twice = yesAnswer(form.template);
    const bodies = [twice, ...Array.from({ length: 8 }, () => yesAnswer(form.template)), twice];
    const responses = await Promise.all(bodies.map((body) => api.submit(s.inspector!, form.id, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(bodies.length).fill(200));
    const saved = responses.map((response) => response.json() as SavedAnswer);
    expect(saved.at(-1)).toEqual(saved[0]);
    const numbers = [...new Set(saved.map((answer) => Number(/\d+$/.exec(answer.code)![0])))].sort(
      (a, b) => a - b,
    );
    expect(numbers).toEqual(Array.from({ length: 9 }, (_, i) => i + 1));
    expect(await answerCount(form.id)).toBe(9);
    expect(await counter(form.id)).toBe(9);
  });

  it('keeps the response limit under concurrent answers', async () => {
    const form = await api.createForm(
      s.admin!,
      yesNoForm(DEMO_IDS.transito, 'Cinco como máximo', {
        options: { limitResponses: true },
        responseLimit: 5,
      }),
    );
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => api.submit(s.inspector!, form.id, yesAnswer(form.template))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await answerCount(form.id)).toBe(5);
    expect(await counter(form.id)).toBe(5);
  });
});
