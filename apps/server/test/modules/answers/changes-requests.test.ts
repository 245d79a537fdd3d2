import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  answerBadge,
  answerDocumentSchema,
  type AnswerDetail,
  type AnswerListPage,
  type CitizenRevisionView,
  type FormTemplate,
  type SavedAnswer,
} from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_CITIZENS } from '../../../src/adapters/citizen-portal/embedded.ts';
import { answers, auditEvents } from '../../../src/db/schema/index.ts';
import { DEMO_PORTAL_FORM_ID } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answerOf, answersTo, submission, yesNoForm } from '../../support/answers-support.ts';
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
let admin: Session;
let corrector: Session;
let supervisor: Session;
let ana: string;
let jorge: string;
let template: FormTemplate;
let anaAnswer: string;
let jorgeAnswer: string;
let ip = 0;
const nextIp = () => `10.17.0.${++ip}`;
const [ANA, JORGE] = DEMO_PORTAL_CITIZENS as [
  (typeof DEMO_PORTAL_CITIZENS)[number],
  (typeof DEMO_PORTAL_CITIZENS)[number],
];
const ANA_EMAIL = 'ana.gomez@example.org';

const citizen = (token: string) => ({ authorization: `Citizen ${token}` });

async function portalAnswer(token: string, formId: string, formTemplate: FormTemplate, fill = true) {
  const sections = answersTo(formTemplate);
  if (fill) {
    answerOf(sections, 'vereda', 'direccion').value = 'Av. Colón 1234';
    answerOf(sections, 'vereda', 'dano').selected = [0];
    answerOf(sections, 'vereda', 'detalle').value = 'Baldosas sueltas';
  } else answerOf(sections, 's1', 'q1').value = 'yes';
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/citizen-portal/forms/${formId}/answers`,
    headers: citizen(token),
    payload: submission(sections),
    remoteAddress: nextIp(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return (sent.json() as SavedAnswer).id;
}

const place = (order: number) => ({ sectionOrder: 0, rowIndex: 0, conditionIndex: null, order });
const requestChanges = (session: Session, answerId: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/answers/${answerId}/requests-for-changes`,
    headers: as(session),
    payload: body,
  });
const view = async (session: Session, answerId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/answers/${answerId}`,
    headers: as(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AnswerDetail;
};
/** The badge the answers list shows for an answer of the demo portal form. */
const listBadge = async (answerId: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/forms/${DEMO_PORTAL_FORM_ID}/answers`,
    headers: as(corrector),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as AnswerListPage).rows.find((row) => row.id === answerId)?.badge;
};
const revision = (token: string, answerId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/citizen-portal/revisions/${answerId}`,
    headers: citizen(token),
    remoteAddress: nextIp(),
  });
const revise = (token: string, answerId: string, sections: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/citizen-portal/revisions/${answerId}`,
    headers: citizen(token),
    payload: { sections },
    remoteAddress: nextIp(),
  });

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
  // The elevated supervisor corrects any answer of its municipality (the demo portal form is in Ambiente, no area of the other staff).
  corrector = await signIn(t.app, demoEmail('supervisor-elevado'));
  supervisor = await signIn(t.app, demoEmail('supervisor'));
  ana = (await t.app.ctx.citizenPortal.issueToken(ANA.id))!;
  jorge = (await t.app.ctx.citizenPortal.issueToken(JORGE.id))!;
  template = await api.template(admin, DEMO_PORTAL_FORM_ID);
  anaAnswer = await portalAnswer(ana, DEMO_PORTAL_FORM_ID, template);
  jorgeAnswer = await portalAnswer(jorge, DEMO_PORTAL_FORM_ID, template);
  // Ana's registry record carries her e-mail (the portal gives none).
  const [row] = await t.database.db.select().from(answers).where(eq(answers.id, anaAnswer));
  const document = row!.document as { citizen: Record<string, unknown> };
  await t.database.db
    .update(answers)
    .set({ document: { ...document, citizen: { ...document.citizen, email: ANA_EMAIL } } })
    .where(eq(answers.id, anaAnswer));
});
afterAll(async () => t.close());

describe('request for changes', () => {
  it('is refused without the correct ability, on forms without the portal association and incidents, and by the rules', async () => {
    expect((await view(supervisor, anaAnswer)).actions.requestChanges).toBe(false);
    expect((await requestChanges(supervisor, anaAnswer, { answers: [place(0)] })).statusCode).toBe(403);
    expect((await view(corrector, anaAnswer)).actions.requestChanges).toBe(true);

    const empty = await requestChanges(corrector, anaAnswer, { sections: [0], comment: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('CHANGES_REQUEST_EMPTY');
    // The demo form has one section; a second marked section without answers is refused.
    const withoutAnswers = await requestChanges(corrector, anaAnswer, {
      answers: [place(0)],
      sections: [0, 1],
    });
    expect(withoutAnswers.json().error.code).toBe('ANSWER_INVALID');
    const noSuchQuestion = await requestChanges(corrector, anaAnswer, { answers: [place(9)] });
    expect(noSuchQuestion.json().error.code).toBe('ANSWER_INVALID');
    // No question of the demo form takes images.
    const noImages = await requestChanges(corrector, anaAnswer, { images: [place(0)] });
    expect(noImages.json().error.code).toBe('ANSWER_INVALID');

    // A portal form without incidents offers no request.
    const plain = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Sin incidencias', {
        options: { citizenAssociationFromCitizenPortal: true },
      }),
    );
    const plainTemplate = await api.template(admin, plain.id);
    const plainAnswer = await portalAnswer(ana, plain.id, plainTemplate, false);
    expect((await view(corrector, plainAnswer)).actions.requestChanges).toBe(false);
    const refused = await requestChanges(corrector, plainAnswer, { answers: [place(0)] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CHANGES_REQUEST_NOT_OFFERED');
  });

  it('is offered to every role exactly where the correct ability is, and the route agrees', async () => {
    const slugs = [
      'admin',
      'supervisor-elevado',
      'supervisor',
      'supervisor-corrector',
      'supervisor-duplicador',
      'supervisor-corrector-duplicador',
      'generador',
      'generador-respuestas',
      'generador-corrector-respuestas',
      'censista-privado',
      'inspector',
      'inspector-elevado',
      'inspector-elevado-corrector',
      'inspector-actas',
    ];
    const offered: string[] = [];
    for (const slug of slugs) {
      const session = await signIn(t.app, demoEmail(slug));
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/answers/${jorgeAnswer}`,
        headers: as(session),
      });
      const actions = read.statusCode === 200 ? (read.json() as AnswerDetail).actions : null;
      // An empty request: refused by the rules when the person may ask, else forbidden.
      const sent = await requestChanges(session, jorgeAnswer, {});
      if (actions?.requestChanges) {
        offered.push(slug);
        expect(actions.correct).toBe(true);
        expect(sent.json().error.code, slug).toBe('CHANGES_REQUEST_EMPTY');
      } else {
        expect(actions?.correct ?? false, slug).toBe(false);
        expect(sent.statusCode, slug).toBe(403);
      }
    }
    expect(offered).toEqual(expect.arrayContaining(['admin', 'supervisor-elevado']));
    expect(offered).not.toContain('supervisor');
  });

  it('is stored with needCompletition, who and when, audited, and the citizen is told by message and e-mail with the revision link', async () => {
    const before = await view(corrector, anaAnswer);
    expect(answerBadge(before.document)).toBe('approved');
    const sent = await requestChanges(corrector, anaAnswer, {
      answers: [place(0), place(3)],
      sections: [0],
      comment: 'Indique la altura exacta',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ messageSent: true, emailSent: true });

    const after = await view(corrector, anaAnswer);
    const [request] = after.document.requestsForChanges;
    expect(request).toMatchObject({
      needsCompletion: true,
      madeBy: { email: demoEmail('supervisor-elevado') },
      comment: 'Indique la altura exacta',
      changesRequested: { sections: [0], images: [], documents: [] },
    });
    expect(request!.changesRequested.answers.map((item) => [item.title, item.oldAnswer])).toEqual([
      ['Dirección', 'Av. Colón 1234'],
      ['Describa el problema', 'Baldosas sueltas'],
    ]);
    expect(Date.now() - Date.parse(request!.sentAt)).toBeLessThan(60_000);
    expect(answerBadge(after.document)).toBe('inReview');
    expect(await listBadge(anaAnswer)).toBe('inReview');
    expect(await listBadge(jorgeAnswer)).toBe('approved');
    expect(after.actions.requestChanges).toBe(false);

    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'answer.request-changes'), eq(auditEvents.subjectId, anaAnswer)));
    expect(event).toBeDefined();

    const mail = await waitForMail(t.mailDir, ANA_EMAIL);
    expect(mail).toContain('Indique la altura exacta');
    const link = new RegExp(`/ciudadano/revision/${anaAnswer}/([A-Za-z0-9_.%-]+)`).exec(mail);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);
    expect((await t.app.ctx.citizenPortal.verifyToken(token))?.id).toBe(ANA.id);

    const files = await readdir(t.mailDir);
    const messageFile = files.find((file) => file.endsWith('-external-message.json'));
    const message = JSON.parse(await readFile(path.join(t.mailDir, messageFile!), 'utf8')) as {
      formUrl: string;
      message: string;
      incidentId: string | null;
    };
    expect(message.formUrl).toContain(`/ciudadano/revision/${anaAnswer}/`);
    expect(message.message).toContain('Indique la altura exacta');

    // A second request waits for the citizen's revision first.
    const again = await requestChanges(corrector, anaAnswer, { answers: [place(0)] });
    expect(again.json().error.code).toBe('CHANGES_REQUEST_PENDING');
  });
});

describe("the citizen's revision", () => {
  it("another citizen's token does not find the answer; a bad token is 401", async () => {
    expect((await revision(jorge, anaAnswer)).statusCode).toBe(404);
    expect((await revise(jorge, anaAnswer, [])).statusCode).toBe(404);
    expect((await revision('forged.token', anaAnswer)).statusCode).toBe(401);
  });

  it('shows what is flagged, refuses unflagged changes and no change, then completes once; staff see the change marked as the citizen', async () => {
    const opened = await revision(ana, anaAnswer);
    expect(opened.statusCode, opened.body).toBe(200);
    const body = opened.json() as CitizenRevisionView;
    expect(body.request?.changesRequested.answers).toHaveLength(2);

    const unchanged = await revise(ana, anaAnswer, body.sections);
    expect(unchanged.json().error.code).toBe('NO_CHANGES');

    const outside = structuredClone(body.sections);
    answerOf(outside, 'vereda', 'direccion').value = 'Av. Colón 1240';
    answerOf(outside, 'vereda', 'dano').selected = [1];
    const refused = await revise(ana, anaAnswer, outside);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('ANSWER_INVALID');

    const fixed = structuredClone(body.sections);
    answerOf(fixed, 'vereda', 'direccion').value = 'Av. Colón 1240';
    const saved = await revise(ana, anaAnswer, fixed);
    expect(saved.statusCode, saved.body).toBe(200);

    const second = await revise(ana, anaAnswer, fixed);
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('REVISION_NOT_PENDING');
    expect(((await revision(ana, anaAnswer)).json() as CitizenRevisionView).request).toBeNull();

    const staff = await view(corrector, anaAnswer);
    expect(staff.document.requestsForChanges.at(-1)?.needsCompletion).toBe(false);
    expect(answerBadge(staff.document)).toBe('toCorrect');
    expect(await listBadge(anaAnswer)).toBe('toCorrect');
    const edit = staff.document.supervisorEdits.at(-1)!;
    expect(edit).toMatchObject({ byCitizen: true, madeBy: { username: ANA.username } });
    expect(edit.editedAnswers).toMatchObject([{ oldAnswer: 'Av. Colón 1234', answer: 'Av. Colón 1240' }]);
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, anaAnswer));
    expect(answerDocumentSchema.parse(row!.document).sections[0]!.rows[0]!.answers[0]!.value).toBe(
      'Av. Colón 1234',
    );
    // A new request may follow.
    expect((await view(corrector, anaAnswer)).actions.requestChanges).toBe(true);
  });

  it('with no request waiting the revision page says so', async () => {
    const opened = await revision(jorge, jorgeAnswer);
    expect(opened.statusCode).toBe(200);
    expect((opened.json() as CitizenRevisionView).request).toBeNull();
    expect((await revise(jorge, jorgeAnswer, [])).json().error.code).toBe('REVISION_NOT_PENDING');
  });
});

describe('a form deleted after the request', () => {
  it('closes the revision with FORM_DELETED (its answers left every list) and changes nothing', async () => {
    const form = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Vereda a borrar', {
        options: { citizenAssociationFromCitizenPortal: true, incidents: true },
        management: { incidentTypeId: 'TIPO-9', incidentAreaId: '3' },
      }),
    );
    const answerId = await portalAnswer(ana, form.id, form.template, false);
    const asked = await requestChanges(corrector, answerId, { answers: [place(0)] });
    expect(asked.statusCode, asked.body).toBe(200);
    const body = (await revision(ana, answerId)).json() as CitizenRevisionView;
    expect(body.request).not.toBeNull();

    const deleted = await api.call(admin, 'DELETE', `/api/forms/${form.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [before] = await t.database.db.select().from(answers).where(eq(answers.id, answerId));

    const opened = await revision(ana, answerId);
    expect(opened.statusCode).toBe(404);
    expect(opened.json().error.code).toBe('FORM_DELETED');
    const fixed = structuredClone(body.sections);
    answerOf(fixed, 's1', 'q1').value = 'no';
    const refused = await revise(ana, answerId, fixed);
    expect(refused.json().error.code).toBe('FORM_DELETED');
    const upload = await uploadPng(ana, `/api/citizen-portal/revisions/${answerId}/files?purpose=image`);
    expect(upload.json().error.code).toBe('FORM_DELETED');
    // Another citizen still learns nothing about the answer.
    expect((await revision(jorge, answerId)).json().error.code).toBe('NOT_FOUND');
    const [after] = await t.database.db.select().from(answers).where(eq(answers.id, answerId));
    expect(after!.updatedAt).toEqual(before!.updatedAt);
    expect(after!.document).toEqual(before!.document);
  });
});

describe('two completions at once', () => {
  it('one is saved, the other refused (409)', async () => {
    const sent = await requestChanges(corrector, jorgeAnswer, {
      answers: [{ sectionOrder: 0, rowIndex: 0, conditionIndex: null, order: 3 }],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const body = (await revision(jorge, jorgeAnswer)).json() as CitizenRevisionView;
    const fixed = (text: string) => {
      const sections = structuredClone(body.sections);
      answerOf(sections, 'vereda', 'detalle').value = text;
      return sections;
    };
    const results = await Promise.all([
      revise(jorge, jorgeAnswer, fixed('Primera')),
      revise(jorge, jorgeAnswer, fixed('Segunda')),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const staff = await view(corrector, jorgeAnswer);
    expect(staff.document.supervisorEdits.filter((edit) => edit.byCitizen)).toHaveLength(1);
    expect(staff.document.requestsForChanges.at(-1)?.needsCompletion).toBe(false);
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart upload of a 1×1 PNG as the token's citizen, to a citizen-portal upload route. */
async function uploadPng(token: string, url: string, cookie?: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG]), 'vereda.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      ...citizen(token),
      'content-type': request.headers.get('content-type')!,
      ...(cookie ? { cookie } : {}),
    },
    remoteAddress: nextIp(),
  });
}
const cookieOf = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

describe('a flagged photo', () => {
  it('is replaced through the revision’s own upload route, even on a form at its response limit', async () => {
    // One answer fills the form: the answering routes are closed to it from then on.
    const form = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Vereda con foto', {
        options: {
          citizenAssociationFromCitizenPortal: true,
          incidents: true,
          limitResponses: true,
        },
        responseLimit: 1,
        management: { incidentTypeId: 'TIPO-9', incidentAreaId: '3' },
        sections: [
          {
            id: 's1',
            order: 0,
            title: 'Vereda',
            questions: [
              { id: 'q1', order: 0, title: 'Dirección', kind: 'open' },
              { id: 'q2', order: 1, title: 'Foto', kind: 'open', attachImage: true, required: true },
            ],
          },
        ],
      }),
    );
    const first = await uploadPng(ana, `/api/citizen-portal/forms/${form.id}/files?purpose=image`);
    expect(first.statusCode, first.body).toBe(200);
    const sections = answersTo(form.template);
    answerOf(sections, 's1', 'q1').value = 'Colón 100';
    answerOf(sections, 's1', 'q2').images = [first.json()];
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/citizen-portal/forms/${form.id}/answers`,
      headers: { ...citizen(ana), cookie: cookieOf(first) },
      payload: submission(sections),
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const answerId = (sent.json() as SavedAnswer).id;

    const revisionUpload = (token: string, purpose: string, cookie?: string) =>
      uploadPng(token, `/api/citizen-portal/revisions/${answerId}/files?purpose=${purpose}`, cookie);
    // No request waits yet.
    expect((await revisionUpload(ana, 'image')).json().error?.code).toBe('REVISION_NOT_PENDING');

    const asked = await requestChanges(corrector, answerId, { images: [{ ...place(1) }] });
    expect(asked.statusCode, asked.body).toBe(200);

    // The photo as sent: an image tag carries no token, so the page reads it through the revision.
    const photoOf = (token: string, id: string, fileId: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/citizen-portal/revisions/${id}/files/${fileId}`,
        headers: citizen(token),
        remoteAddress: nextIp(),
      });
    const sentPhoto = (first.json() as { id: string }).id;
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${sentPhoto}` })).statusCode).toBe(401);
    const read = await photoOf(ana, answerId, sentPhoto);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG)).toBe(true);
    expect((await photoOf(jorge, answerId, sentPhoto)).statusCode).toBe(404);
    // Jorge's own answer does not lend its route to Ana's photo.
    expect((await photoOf(jorge, jorgeAnswer, sentPhoto)).statusCode).toBe(404);
    expect((await photoOf('forged.token', answerId, sentPhoto)).statusCode).toBe(401);
    // Only files of that answer: not one waiting for another answer.
    const pending = await uploadPng(
      jorge,
      `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}/files?purpose=image`,
    );
    expect(pending.statusCode, pending.body).toBe(200);
    expect((await photoOf(ana, answerId, (pending.json() as { id: string }).id)).statusCode).toBe(404);
    // Another citizen does not find the answer; a kind the request does not flag is refused.
    expect((await revisionUpload(jorge, 'image')).statusCode).toBe(404);
    expect((await revisionUpload(ana, 'document')).statusCode).toBe(400);
    expect((await revisionUpload('forged.token', 'image')).statusCode).toBe(401);

    const uploaded = await revisionUpload(ana, 'image');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const photo = uploaded.json() as { id: string };
    const opened = (await revision(ana, answerId)).json() as CitizenRevisionView;
    const fixed = structuredClone(opened.sections);
    answerOf(fixed, 's1', 'q2').images = [uploaded.json()];
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/citizen-portal/revisions/${answerId}`,
      headers: { ...citizen(ana), cookie: cookieOf(uploaded) },
      payload: { sections: fixed },
      remoteAddress: nextIp(),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const edit = (await view(corrector, answerId)).document.supervisorEdits.at(-1)!;
    expect(edit.byCitizen).toBe(true);
    expect(JSON.stringify(edit.editedImages)).toContain(photo.id);
    // Done: nothing more goes up through the revision.
    expect((await revisionUpload(ana, 'image')).json().error?.code).toBe('REVISION_NOT_PENDING');
  });
});
