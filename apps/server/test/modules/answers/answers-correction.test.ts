import { randomUUID } from 'node:crypto';
import {
  type AnswerDetail,
  type AnsweredSection,
  type CorrectedAnswers,
  type FileRef,
  type FormTemplate,
  type FormTemplateInput,
} from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, auditEvents, files } from '../../../src/db/schema/index.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};
type Form = { id: string; template: FormTemplate };
let main: Form;
let elsewhere: Form;
let otherArea: Form;
let signedForm: Form;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Yes/no (required), a text (optional) and a text taking images, with states, a place and a citizen. */
const correctableForm = (title: string, areaId: string, extra: Partial<FormTemplateInput> = {}) =>
  ({
    title,
    areaIds: [areaId],
    states: {
      available: [
        { id: 0, name: 'Recibida', transitions: [1] },
        { id: 1, name: 'En curso', transitions: [2] },
        { id: 2, name: 'Cerrada', transitions: [] },
      ],
      initial: 0,
    },
    options: { geolocation: true, citizen: true },
    sections: [
      {
        id: 's1',
        order: 0,
        title: 'Vereda',
        questions: [
          { id: 'q1', order: 0, title: '¿Está rota?', kind: 'yesno', required: true },
          { id: 'q2', order: 1, title: 'Observación', kind: 'open' },
          { id: 'q3', order: 2, title: 'Foto', kind: 'open', attachImage: true },
        ],
      },
    ],
    ...extra,
  }) as FormTemplateInput;

const PLACE = { latitude: -31.4, longitude: -64.18, address: null };

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

/** A saved answer of `form` by `session`: q1 'yes', the rest blank. */
async function answerBy(session: Session, form: Form, extra: Parameters<typeof submission>[1] = {}) {
  const sections = answersTo(form.template);
  answerOf(sections, 's1', 'q1').value = 'yes';
  const response = await api.submit(session, form.id, submission(sections, { location: PLACE, ...extra }));
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  return (response.json() as { id: string }).id;
}

const read = async (id: string) => (await api.read(s.admin!, id)).json() as AnswerDetail;
const corrected = async (id: string) =>
  (await api.call(s.admin!, 'GET', `/api/answers/${id}/corrected`)).json() as CorrectedAnswers;
const rowOf = async (id: string) =>
  (await t.database.db.select().from(answers).where(eq(answers.id, id)))[0]!;

/** The answer as corrected so far, with `edit` applied to its sections. */
async function correction(id: string, edit: (sections: AnsweredSection[]) => void, extra: object = {}) {
  const current = await corrected(id);
  const sections = structuredClone(current.sections);
  edit(sections);
  return { sections, location: current.location, ...extra };
}
const correct = (session: Session, id: string, body: object) =>
  api.call(session, 'PUT', `/api/answers/${id}/correction`, body);
const complete = (session: Session, id: string, body: object) =>
  api.call(session, 'PUT', `/api/answers/${id}/completion`, body);
const setObservation = (text: string) => (sections: AnsweredSection[]) => {
  answerOf(sections, 's1', 'q2').value = text;
};

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  const slugs = [
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
  for (const slug of slugs) s[slug] = await signIn(t.app, demoEmail(slug));
  main = await api.createForm(s.admin!, correctableForm('Corrección de veredas', DEMO_IDS.obrasPrivadas));
  // Another municipality (Rosario), and an area of Córdoba that is none of the demo users'.
  elsewhere = await api.createForm(s.admin!, correctableForm('Otra ciudad', DEMO_IDS.controlUrbano));
  otherArea = await api.createForm(s.admin!, correctableForm('Ambiente', DEMO_IDS.ambiente));
  signedForm = await api.createForm(
    s.admin!,
    correctableForm('Firmado', DEMO_IDS.obrasPrivadas, {
      signatures: [{ index: 0, title: 'Firma', signatory: 'staff' }],
    }),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('who may correct an answer', () => {
  it.each([
    ['admin', 200],
    ['supervisor-corrector', 200],
    ['supervisor-elevado', 200],
    ['generador-corrector-respuestas', 200],
    ['supervisor', 403],
    ['generador-respuestas', 403],
    ['inspector', 403],
    ['inspector-actas', 403],
  ])('%s gets %i on a supervisor’s answer', async (slug, status) => {
    const id = await answerBy(s.supervisor!, main);
    const response = await correct(s[slug]!, id, await correction(id, setObservation(`por ${slug}`)));
    expect(response.statusCode).toBe(status);
    expect((await read(id)).document.supervisorEdits).toHaveLength(status === 200 ? 1 : 0);
  });

  it('lets own-answers correctors correct only their own answers', async () => {
    for (const slug of ['censista-privado', 'inspector-elevado-corrector']) {
      const own = await answerBy(s[slug]!, main);
      const others = await answerBy(s.supervisor!, main);
      expect((await correct(s[slug]!, own, await correction(own, setObservation('propia')))).statusCode).toBe(
        200,
      );
      expect(
        (await correct(s[slug]!, others, await correction(others, setObservation('ajena')))).statusCode,
      ).toBe(403);
    }
  });

  it('lets the elevated supervisor correct any answer of its municipality, none of another', async () => {
    const ownMunicipality = await answerBy(s.admin!, otherArea);
    const body = await correction(ownMunicipality, setObservation('elevado'));
    expect((await correct(s['supervisor-elevado']!, ownMunicipality, body)).statusCode).toBe(200);
    const rosario = await answerBy(s.admin!, elsewhere);
    const refused = await correct(
      s['supervisor-elevado']!,
      rosario,
      await correction(rosario, setObservation('x')),
    );
    expect(refused.statusCode).toBe(403);
    expect((await read(rosario)).document.supervisorEdits).toHaveLength(0);
  });

  it('tells each reader in the answer what the routes will allow', async () => {
    const id = await answerBy(s.supervisor!, main);
    const actionsOf = async (slug: string) => {
      const response = await api.call(s[slug]!, 'GET', `/api/answers/${id}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as AnswerDetail).actions;
    };
    expect(await actionsOf('supervisor-corrector')).toEqual({
      correct: true,
      complete: true,
      changeState: true,
      delete: expect.any(Boolean),
      // Not a citizen-portal form with incidents.
      requestChanges: false,
    });
    expect(await actionsOf('supervisor')).toMatchObject({
      correct: false,
      complete: true,
      changeState: true,
    });
    expect(await actionsOf('generador-respuestas')).toMatchObject({ correct: false });

    const signature = await upload(s.supervisor!, signedForm.id, 'signature', 'firma.png');
    const signed = await answerBy(s.supervisor!, signedForm, {
      signatures: [{ index: 0, file: signature, signatoryName: 'Ana Pérez' }],
    });
    const response = await api.call(s.admin!, 'GET', `/api/answers/${signed}`);
    // A signature locks its block, not the answer: only deletion waits for editable signatures.
    expect((response.json() as AnswerDetail).actions).toEqual({
      correct: true,
      complete: true,
      changeState: true,
      delete: false,
      requestChanges: false,
    });
  });

  it('needs a session and an existing answer', async () => {
    const id = await answerBy(s.supervisor!, main);
    const body = await correction(id, setObservation('x'));
    expect((await api.call(null, 'PUT', `/api/answers/${id}/correction`, body)).statusCode).toBe(401);
    expect((await correct(s.admin!, randomUUID(), body)).statusCode).toBe(404);
  });
});

describe('recording a correction', () => {
  it('appends the differences as a supervisor edit, and a second correction only its own', async () => {
    const id = await answerBy(s.supervisor!, main);
    const before = await rowOf(id);
    const moved = { latitude: -31.41, longitude: -64.2, address: 'San Martín 123' };
    const first = await correct(
      s['supervisor-corrector']!,
      id,
      await correction(id, setObservation('vereda hundida'), { location: moved }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id, formId: main.id });

    const second = await correct(
      s.admin!,
      id,
      await correction(id, (sections) => {
        answerOf(sections, 's1', 'q1').value = 'no';
      }),
    );
    expect(second.statusCode).toBe(200);

    const { document } = await read(id);
    // The stored answers stay the original; the edits say what changed.
    expect(answerOf(document.sections, 's1', 'q2').value).toBe('');
    expect(answerOf(document.sections, 's1', 'q1').value).toBe('yes');
    const [edit1, edit2] = document.supervisorEdits;
    expect(edit1!.madeBy.email).toBe(demoEmail('supervisor-corrector'));
    expect(edit1!.editedAnswers).toEqual([
      expect.objectContaining({ questionId: 'q2', oldAnswer: '', answer: 'vereda hundida', sectionOrder: 0 }),
    ]);
    expect(edit1!.editedLocation).toEqual({ before: PLACE, after: moved });
    expect(edit2!.madeBy.email).toBe(demoEmail('admin'));
    expect(edit2!.editedAnswers).toEqual([
      expect.objectContaining({ questionId: 'q1', oldAnswer: 'yes', answer: 'no' }),
    ]);
    expect(edit2!.editedLocation).toBeNull();
    expect(document.location).toEqual(moved);
    expect(document.updatedAt).toBe(second.json().updatedAt);

    // The correction screen starts from the answers with the edits applied.
    const now = await corrected(id);
    expect(answerOf(now.sections, 's1', 'q1').value).toBe('no');
    expect(answerOf(now.sections, 's1', 'q2').value).toBe('vereda hundida');
    expect(now.location).toEqual(moved);

    const after = await rowOf(id);
    expect(after.latitude).toBe(-31.41);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, 'answer.correct')));
    expect(events).toHaveLength(2);
  });

  it("answers 'There are no changes' when nothing differs", async () => {
    const id = await answerBy(s.supervisor!, main);
    const response = await correct(s.admin!, id, await correction(id, () => undefined));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'NO_CHANGES', message: 'There are no changes.' });
    await correct(s.admin!, id, await correction(id, setObservation('una')));
    const again = await correct(s.admin!, id, await correction(id, () => undefined));
    expect(again.json().error.code).toBe('NO_CHANGES');
    expect((await read(id)).document.supervisorEdits).toHaveLength(1);
  });

  it('stores the citizen as the registry holds it', async () => {
    const id = await answerBy(s.supervisor!, main);
    const citizen = { id: 'browser-made', dni: '30123456', firstName: 'Inventado', lastName: '' };
    const response = await correct(
      s.admin!,
      id,
      await correction(id, setObservation('con ciudadano'), { citizen }),
    );
    expect(response.statusCode).toBe(200);
    const { document } = await read(id);
    expect(document.citizen?.dni).toBe('30123456');
    expect(document.citizen?.id).not.toBe('browser-made');
    expect((await rowOf(id)).citizenDocument).toBe('30123456');
  });

  it('keeps date and time answers outside repeatable sections, whoever corrects', async () => {
    const dated = await api.createForm(
      s.admin!,
      correctableForm('Con fecha', DEMO_IDS.obrasPrivadas, {
        sections: [
          {
            id: 's1',
            order: 0,
            title: 'Vereda',
            questions: [
              { id: 'q1', order: 0, title: '¿Está rota?', kind: 'yesno', required: true },
              { id: 'q2', order: 1, title: 'Observación', kind: 'open' },
              { id: 'q3', order: 2, title: 'Fecha', kind: 'open', dataType: 'date' },
            ],
          },
        ],
      }),
    );
    const id = await answerBy(s.supervisor!, dated);
    for (const slug of ['admin', 'supervisor-corrector']) {
      const body = await correction(id, (sections) => {
        answerOf(sections, 's1', 'q3').value = '2025-01-02';
      });
      const response = await correct(s[slug]!, id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ANSWER_INVALID');
    }
    expect((await read(id)).document.supervisorEdits).toHaveLength(0);
    const allowed = await correct(s.admin!, id, await correction(id, setObservation('sin tocar la fecha')));
    expect(allowed.statusCode).toBe(200);
  });

  it('refuses tampered or incomplete corrections and changes nothing', async () => {
    const id = await answerBy(s.supervisor!, main);
    const before = await rowOf(id);
    const cases: [object, number, string][] = [
      [
        await correction(id, (sections) => {
          answerOf(sections, 's1', 'q1').questionId = 'qx';
        }),
        400,
        'ANSWER_INVALID',
      ],
      [
        await correction(id, (sections) => {
          answerOf(sections, 's1', 'q1').value = 'maybe';
        }),
        400,
        'ANSWER_INVALID',
      ],
      [
        await correction(id, (sections) => {
          answerOf(sections, 's1', 'q1').value = '';
        }),
        400,
        'ANSWER_INCOMPLETE',
      ],
      [
        await correction(id, (sections) => {
          sections[0]!.rows.push(structuredClone(sections[0]!.rows[0]!));
        }),
        400,
        'ANSWER_INVALID',
      ],
      // The state dialog is only for forms with incident types by state.
      [await correction(id, setObservation('x'), { stateId: 1 }), 400, 'ANSWER_INVALID'],
      [
        await correction(id, (sections) => {
          answerOf(sections, 's1', 'q3').images = [
            { id: randomUUID(), url: '/api/files/x', name: 'x.png', contentType: 'image/png', size: 1 },
          ];
        }),
        400,
        'ANSWER_INVALID',
      ],
      [{ sections: 'none', location: null }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const response = await correct(s.admin!, id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    const after = await rowOf(id);
    expect(after.document).toEqual(before.document);
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it('claims new files for the answer and keeps the ones it has', async () => {
    const id = await answerBy(s.supervisor!, main);
    const image = await upload(s['supervisor-corrector']!, main.id, 'image', 'bache.png');
    // Someone else's pending file is refused.
    const foreign = await upload(s.admin!, main.id, 'image', 'ajena.png');
    const refused = await correct(
      s['supervisor-corrector']!,
      id,
      await correction(id, (sections) => {
        answerOf(sections, 's1', 'q3').images = [foreign];
      }),
    );
    expect(refused.statusCode).toBe(400);

    const added = await correct(
      s['supervisor-corrector']!,
      id,
      await correction(id, (sections) => {
        answerOf(sections, 's1', 'q3').images = [image];
      }),
    );
    expect(added.statusCode).toBe(200);
    const [fileRow] = await t.database.db.select().from(files).where(eq(files.id, image.id));
    expect(fileRow!.answerId).toBe(id);
    const [foreignRow] = await t.database.db.select().from(files).where(eq(files.id, foreign.id));
    expect(foreignRow!.answerId).toBeNull();

    // The image stays on the answer through a later correction by another person.
    const later = await correct(s.admin!, id, await correction(id, setObservation('con foto')));
    expect(later.statusCode).toBe(200);
    const { document } = await read(id);
    expect(document.supervisorEdits[0]!.editedImages).toEqual([
      expect.objectContaining({ urlImage: `/api/files/${image.id}`, questionId: 'q3' }),
    ]);
    expect(document.supervisorEdits[1]!.editedImages).toEqual([]);
    expect(answerOf((await corrected(id)).sections, 's1', 'q3').images.map((ref) => ref.id)).toEqual([
      image.id,
    ]);
    // The corrector may read the file now that it belongs to an answer it can read.
    const served = await api.call(s['supervisor-corrector']!, 'GET', `/api/files/${image.id}`);
    expect(served.statusCode).toBe(200);
  });

  it('lets only one of two concurrent corrections through', async () => {
    const id = await answerBy(s.supervisor!, main);
    const body = await correction(id, setObservation('a la vez'));
    const responses = await Promise.all([
      correct(s.admin!, id, body),
      correct(s['supervisor-corrector']!, id, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    // Lost the race on the write, or read the answer already corrected the same way.
    expect(['ANSWER_CHANGED_CONCURRENTLY', 'NO_CHANGES']).toContain(refused.json().error.code);
    expect((await read(id)).document.supervisorEdits).toHaveLength(1);
  });

  it('recognises a resend by its clientSubmissionId', async () => {
    const id = await answerBy(s.supervisor!, main);
    const body = await correction(id, setObservation('reenviada'), { clientSubmissionId: randomUUID() });
    const first = await correct(s.admin!, id, body);
    const resent = await correct(s.admin!, id, body);
    expect([first.statusCode, resent.statusCode]).toEqual([200, 200]);
    expect(resent.json()).toEqual(first.json());
    expect((await read(id)).document.supervisorEdits).toHaveLength(1);
  });

  it('corrects and completes a signed answer; its signed block stays (answers-actions.test.ts)', async () => {
    const signature = await upload(s.supervisor!, signedForm.id, 'signature', 'firma.png');
    const id = await answerBy(s.supervisor!, signedForm, {
      signatures: [{ index: 0, file: signature, signatoryName: 'Ana Pérez' }],
    });
    const response = await correct(s.admin!, id, await correction(id, setObservation('x')));
    expect(response.statusCode).toBe(200);
    const sections = (await read(id)).document.sections;
    answerOf(sections, 's1', 'q2').value = 'completada';
    const completion = await complete(s.admin!, id, { sections });
    expect(completion.statusCode).toBe(200);
    expect((await read(id)).document.signatures[0]!.file!.id).toBe(signature.id);
  });
});

describe('completing unanswered questions', () => {
  it('fills a blank question but refuses changing an answered one', async () => {
    const id = await answerBy(s.supervisor!, main);
    const stored = (await read(id)).document.sections;
    const filled = structuredClone(stored);
    answerOf(filled, 's1', 'q2').value = 'completada';
    const response = await complete(s.supervisor!, id, { sections: filled });
    expect(response.statusCode).toBe(200);
    const { document } = await read(id);
    expect(answerOf(document.sections, 's1', 'q2').value).toBe('completada');
    expect(document.updatedAt).toBe(response.json().updatedAt);

    const changed = structuredClone(document.sections);
    answerOf(changed, 's1', 'q1').value = 'no';
    const refused = await complete(s.supervisor!, id, { sections: changed });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'ANSWER_INVALID',
      details: { path: '/sections/0/rows/0/answers/0' },
    });
    const again = structuredClone(document.sections);
    answerOf(again, 's1', 'q2').value = 'otra cosa';
    expect((await complete(s.supervisor!, id, { sections: again })).json().error.details).toMatchObject({
      path: '/sections/0/rows/0/answers/1',
    });
    expect(answerOf((await read(id)).document.sections, 's1', 'q2').value).toBe('completada');
  });

  it('claims an image added to a blank question', async () => {
    const id = await answerBy(s.supervisor!, main);
    const image = await upload(s.supervisor!, main.id, 'image', 'foto.png');
    const sections = (await read(id)).document.sections;
    answerOf(sections, 's1', 'q3').images = [image];
    expect((await complete(s.supervisor!, id, { sections })).statusCode).toBe(200);
    const [fileRow] = await t.database.db.select().from(files).where(eq(files.id, image.id));
    expect(fileRow!.answerId).toBe(id);
  });

  it('moves the state along a transition only', async () => {
    const id = await answerBy(s.supervisor!, main);
    const sections = (await read(id)).document.sections;
    const skipped = await complete(s.supervisor!, id, { sections, stateId: 2 });
    expect([skipped.statusCode, skipped.json().error.code]).toEqual([409, 'STATE_TRANSITION_NOT_ALLOWED']);
    const moved = await complete(s.supervisor!, id, { sections, stateId: 1 });
    expect(moved.statusCode).toBe(200);
    const { document } = await read(id);
    expect(document.state?.current).toBe(1);
    expect(document.state?.history.map((entry) => entry.stateName)).toEqual(['Recibida', 'En curso']);
    expect((await rowOf(id)).state).toBe(1);
    const back = await complete(s.supervisor!, id, { sections, stateId: 0 });
    expect([back.statusCode, back.json().error.code]).toEqual([409, 'STATE_TRANSITION_NOT_ALLOWED']);
  });

  it.each([
    ['supervisor', 200],
    ['admin', 200],
    ['generador-corrector-respuestas', 200],
    ['generador-respuestas', 403],
    ['inspector-actas', 403],
    ['inspector', 403],
  ])('%s gets %i', async (slug, status) => {
    const id = await answerBy(s.supervisor!, main);
    const sections = (await read(id)).document.sections;
    answerOf(sections, 's1', 'q2').value = slug;
    expect((await complete(s[slug]!, id, { sections })).statusCode).toBe(status);
  });

  it('lets the census taker complete only its own answers', async () => {
    const own = await answerBy(s['censista-privado']!, main);
    const others = await answerBy(s.supervisor!, main);
    for (const [id, status] of [
      [own, 200],
      [others, 403],
    ] as const) {
      const sections = (await read(id)).document.sections;
      answerOf(sections, 's1', 'q2').value = 'censo';
      expect((await complete(s['censista-privado']!, id, { sections })).statusCode).toBe(status);
    }
  });
});
