import { randomUUID } from 'node:crypto';
import type {
  AnswerDetail,
  AnswerListPage,
  FileRef,
  FormTemplate,
  FormTemplateInput,
  OwnAnswersPage,
  SignatureImage,
} from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers } from '../../../src/db/schema/index.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * Issue 13 items 1–3: signatures lock blocks, not answers; the answers list and the own answers
 * offer exactly the actions the answer view offers, and the routes allow exactly those.
 */
let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};
type Form = { id: string; template: FormTemplate };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SLUGS = [
  'admin',
  'supervisor',
  'supervisor-corrector',
  'supervisor-elevado',
  'generador-corrector-respuestas',
  'generador-respuestas',
  'censista-privado',
  'inspector',
  'inspector-elevado-corrector',
  'inspector-actas',
];

/** A yes/no question, an optional text, states, a citizen signature block (0) and a staff one (1). */
const signedForm = (title: string, signatureEditableAnswer: boolean): FormTemplateInput => ({
  title,
  areaIds: [DEMO_IDS.obrasPrivadas],
  options: { signatureEditableAnswer },
  states: { available: [{ id: 0, name: 'Recibida', transitions: [] }], initial: 0 },
  signatures: [
    { index: 0, title: 'Solicitante', type: 'both', signatory: 'citizen' },
    { index: 1, title: 'Inspector', type: 'both', signatory: 'staff' },
  ],
  sections: [
    {
      id: 's1',
      order: 0,
      title: 'Poda',
      questions: [
        { id: 'q1', order: 0, title: '¿Árbol seco?', kind: 'yesno', required: true },
        { id: 'q2', order: 1, title: 'Observación', kind: 'open' },
      ],
    },
  ],
});

let locked: Form;
let editable: Form;

async function upload(session: Session, formId: string): Promise<FileRef> {
  const form = new FormData();
  form.append('file', new Blob([PNG]), 'firma.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/files/answers?formId=${formId}&purpose=signature`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...as(session), 'content-type': request.headers.get('content-type')! },
  });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json() as FileRef;
}

const signature = async (session: Session, formId: string, index: number): Promise<SignatureImage> => ({
  index,
  file: await upload(session, formId),
  signatoryName: index === 0 ? 'Vecina Pérez' : 'Inspector Gómez',
});

/** An answer by `session`: q1 answered, q2 blank, signed in the given blocks. */
async function answerBy(session: Session, form: Form, signedBlocks: number[] = [0]) {
  const sections = answersTo(form.template);
  answerOf(sections, 's1', 'q1').value = 'yes';
  const signatures = await Promise.all(signedBlocks.map((index) => signature(session, form.id, index)));
  const response = await api.submit(session, form.id, submission(sections, { signatures }));
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  return (response.json() as { id: string }).id;
}

const detail = async (session: Session, id: string) => {
  const response = await api.read(session, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AnswerDetail;
};
const correct = async (session: Session, id: string) => {
  const corrected = await api.call(s.admin!, 'GET', `/api/answers/${id}/corrected`);
  const { sections } = corrected.json() as AnswerDetail['document'];
  answerOf(sections, 's1', 'q1').value = 'no';
  return api.call(session, 'PUT', `/api/answers/${id}/correction`, { sections, location: null });
};
/** Completes q2 when still blank and sends `signatures` (left out: the stored ones stay). */
const complete = async (session: Session, id: string, signatures?: SignatureImage[]) => {
  const { document } = await detail(s.admin!, id);
  const sections = structuredClone(document.sections);
  const q2 = answerOf(sections, 's1', 'q2');
  if (q2.value === '') q2.value = `completada ${randomUUID().slice(0, 4)}`;
  return api.call(session, 'PUT', `/api/answers/${id}/completion`, {
    sections,
    ...(signatures ? { signatures } : {}),
  });
};

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  for (const slug of SLUGS) s[slug] = await signIn(t.app, demoEmail(slug));
  locked = await api.createForm(s.admin!, signedForm('Poda firmada', false));
  editable = await api.createForm(s.admin!, signedForm('Poda con firmas editables', true));
});
afterAll(async () => t?.close());

describe('a citizen-signed answer (signatures not editable)', () => {
  it.each([
    ['admin', 200],
    ['supervisor-corrector', 200],
    ['supervisor-elevado', 200],
    ['generador-corrector-respuestas', 200],
    ['supervisor', 403],
    ['inspector', 403],
  ])('%s corrects it: %i', async (slug, status) => {
    const id = await answerBy(s.supervisor!, locked);
    const response = await correct(s[slug]!, id);
    expect(response.statusCode, response.body).toBe(status);
    expect((await detail(s.admin!, id)).document.supervisorEdits).toHaveLength(status === 200 ? 1 : 0);
  });

  it.each([
    ['admin', 200],
    ['supervisor', 200],
    ['supervisor-elevado', 200],
    ['generador-corrector-respuestas', 200],
    ['generador-respuestas', 403],
    ['inspector', 403],
    ['inspector-actas', 403],
  ])('%s completes it, staff block signed: %i', async (slug, status) => {
    const id = await answerBy(s.supervisor!, locked);
    const { document } = await detail(s.admin!, id);
    const staff = await signature(s[slug]!, locked.id, 1);
    const response = await complete(s[slug]!, id, [...document.signatures, staff]);
    expect(response.statusCode, response.body).toBe(status);
    if (status === 200)
      expect((await detail(s.admin!, id)).document.signatures.map((block) => block.index)).toEqual([0, 1]);
  });

  it('keeps the citizen block as it is, and a signed staff block too', async () => {
    const id = await answerBy(s.supervisor!, locked, [0, 1]);
    const { document } = await detail(s.admin!, id);
    const replaced = await signature(s.admin!, locked.id, 0);
    const citizen = await complete(s.admin!, id, [replaced, document.signatures[1]!]);
    expect(citizen.statusCode).toBe(400);
    expect(citizen.json().error).toMatchObject({
      code: 'ANSWER_INVALID',
      details: { path: '/signatures/0' },
    });
    const cleared = await complete(s.admin!, id, [document.signatures[1]!]);
    expect(cleared.json().error.details.path).toBe('/signatures/0');
    const staff = await complete(s.admin!, id, [
      document.signatures[0]!,
      await signature(s.admin!, locked.id, 1),
    ]);
    expect(staff.json().error).toMatchObject({ code: 'ANSWER_INVALID', details: { path: '/signatures/1' } });
    // Left out, the stored signatures stay: the unanswered question is completed.
    expect((await complete(s.admin!, id)).statusCode).toBe(200);
    expect((await detail(s.admin!, id)).document.signatures).toEqual(document.signatures);
  });

  it('is offered for correction and completion, never for deletion (409)', async () => {
    const id = await answerBy(s.supervisor!, locked);
    expect((await detail(s.admin!, id)).actions).toEqual({
      correct: true,
      complete: true,
      changeState: true,
      delete: false,
      // Not a citizen-portal form with incidents: no request for changes.
      requestChanges: false,
    });
    expect((await detail(s.admin!, id)).signatureEditable).toBe(false);
    const refused = await api.call(s.admin!, 'DELETE', `/api/answers/${id}`);
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'ANSWER_UNDELETABLE']);
  });
});

describe('a form that keeps signatures editable', () => {
  it('lets staff sign a signed staff block again or clear it, never the citizen block', async () => {
    const id = await answerBy(s.supervisor!, editable, [0, 1]);
    const { document } = await detail(s.admin!, id);
    expect((await detail(s.admin!, id)).signatureEditable).toBe(true);
    const again = await signature(s.supervisor!, editable.id, 1);
    expect((await complete(s.supervisor!, id, [document.signatures[0]!, again])).statusCode).toBe(200);
    expect((await detail(s.admin!, id)).document.signatures[1]!.file!.id).toBe(again.file!.id);
    expect((await complete(s.supervisor!, id, [document.signatures[0]!])).statusCode).toBe(200);
    expect((await detail(s.admin!, id)).document.signatures.map((block) => block.index)).toEqual([0]);
    const citizen = await complete(s.supervisor!, id, [await signature(s.supervisor!, editable.id, 0)]);
    expect(citizen.json().error.details.path).toBe('/signatures/0');
  });

  it('follows the form as set now: switching the option off locks the staff block again', async () => {
    const id = await answerBy(s.supervisor!, editable, [0, 1]);
    expect((await detail(s.admin!, id)).actions.delete).toBe(true);
    const off = sql`jsonb_set(template, '{options,signatureEditableAnswer}', 'false')`;
    await t.database.db.execute(sql`update forms set template = ${off} where id = ${editable.id}`);
    try {
      const { document } = await detail(s.admin!, id);
      const again = await signature(s.supervisor!, editable.id, 1);
      const refused = await complete(s.supervisor!, id, [document.signatures[0]!, again]);
      expect(refused.json().error.details.path).toBe('/signatures/1');
      expect((await detail(s.admin!, id)).actions.delete).toBe(false);
    } finally {
      const on = sql`jsonb_set(template, '{options,signatureEditableAnswer}', 'true')`;
      await t.database.db.execute(sql`update forms set template = ${on} where id = ${editable.id}`);
    }
  });
});

describe('the list, the own answers and the answer view offer the same actions', () => {
  it.each(SLUGS)('for %s', async (slug) => {
    const session = s[slug]!;
    const answered = [
      await answerBy(s.supervisor!, locked, [0]),
      await answerBy(s.supervisor!, locked, []),
      await answerBy(s.supervisor!, editable, [0, 1]),
    ];
    // The census taker, inspectors and generators answer too (own answers).
    if (slug !== 'admin') {
      const own = await api.submit(
        session,
        locked.id,
        submission(
          (() => {
            const sections = answersTo(locked.template);
            answerOf(sections, 's1', 'q1').value = 'no';
            return sections;
          })(),
          { signatures: [await signature(session, locked.id, 0)] },
        ),
      );
      expect(own.statusCode, own.body).toBe(200);
      answered.push((own.json() as { id: string }).id);
    }
    const portal = await answerBy(s.supervisor!, editable, []);
    await t.database.db
      .update(answers)
      .set({ document: sql`jsonb_set(${answers.document}, '{mode}', '"citizen-portal"')` })
      .where(eq(answers.id, portal));
    answered.push(portal);

    let compared = 0;
    for (const form of [locked, editable]) {
      const listed = await api.call(session, 'GET', `/api/forms/${form.id}/answers`);
      const mine = await api.call(session, 'GET', `/api/forms/${form.id}/answers/mine`);
      const rows = listed.statusCode === 200 ? (listed.json() as AnswerListPage).rows : [];
      const ownRows = mine.statusCode === 200 ? (mine.json() as OwnAnswersPage).rows : [];
      for (const row of rows) {
        const { actions } = await detail(session, row.id);
        expect(row.actions, `${slug} ${row.code}`).toEqual({
          complete: actions.complete,
          delete: actions.delete,
        });
        compared++;
      }
      for (const row of ownRows) {
        const read = await api.read(session, row.id);
        const actions = read.statusCode === 200 ? (read.json() as AnswerDetail).actions : null;
        expect(row.actions, `${slug} own ${row.code}`).toEqual({
          view: read.statusCode === 200,
          complete: actions?.complete ?? false,
        });
        // What is offered opens; what is not is refused.
        const completion = await complete(session, row.id);
        expect(completion.statusCode === 200, `${slug} completes ${row.code}`).toBe(row.actions.complete);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('gives inspectors no update on their own answers, and the census taker one', async () => {
    for (const [slug, update] of [
      ['inspector', false],
      ['inspector-actas', false],
      ['censista-privado', true],
      ['supervisor', true],
    ] as const) {
      const id = await answerBy(s[slug]!, locked, []);
      const mine = (
        await api.call(s[slug]!, 'GET', `/api/forms/${locked.id}/answers/mine`)
      ).json() as OwnAnswersPage;
      expect(mine.rows.find((row) => row.id === id)!.actions, slug).toEqual({ view: true, complete: update });
    }
  });
});
