import { PORTAL_ANSWERS_PAGE_SIZE, type PortalAnswersPage, type SavedAnswer } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  citizenPortalSecret,
  DEMO_PORTAL_CITIZENS,
  signCitizenToken,
} from '../../../src/adapters/citizen-portal/embedded.ts';
import { answers, forms, municipalities } from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS, DEMO_PORTAL_FORM_ID } from '../../../src/seed/demo-forms.ts';
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
let ana: string;
let jorge: string;
let ip = 0;
/** Each test its own address: the per-IP limit is tested on its own. */
const nextIp = () => `10.16.0.${++ip}`;
const [ANA, JORGE] = DEMO_PORTAL_CITIZENS as [
  (typeof DEMO_PORTAL_CITIZENS)[number],
  (typeof DEMO_PORTAL_CITIZENS)[number],
];

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
  ana = (await t.app.ctx.citizenPortal.issueToken(ANA.id))!;
  jorge = (await t.app.ctx.citizenPortal.issueToken(JORGE.id))!;
});
afterAll(async () => t.close());

const citizen = (token: string) => ({ authorization: `Citizen ${token}` });
const open = (token: string, formId = DEMO_PORTAL_FORM_ID, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/citizen-portal/forms/${formId}`,
    headers: citizen(token),
    remoteAddress,
  });
const send = (token: string, formId: string, body: object, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/citizen-portal/forms/${formId}/answers`,
    headers: citizen(token),
    payload: body,
    remoteAddress,
  });
const list = (token: string, page = 0, remoteAddress = nextIp()) =>
  t.app.inject({
    method: 'GET',
    url: `/api/citizen-portal/answers?page=${page}`,
    headers: citizen(token),
    remoteAddress,
  });

/** A portal form (citizen association) in Córdoba's environment area. */
async function portalForm(title: string, extra: object = {}) {
  return api.createForm(
    admin,
    yesNoForm(DEMO_IDS.ambiente, title, {
      options: { citizenAssociationFromCitizenPortal: true },
      ...extra,
    }),
  );
}

describe('citizen portal answering', () => {
  it('a valid token opens the demo portal form with the citizen known and saves an answer under the portal username', async () => {
    const opened = await open(ana);
    expect(opened.statusCode, opened.body).toBe(200);
    const body = opened.json() as {
      citizen: { dni: string; firstName: string };
      portalUser: { username: string };
    };
    expect(body.citizen).toMatchObject({ dni: ANA.dni, firstName: 'Ana María' });
    expect(body.portalUser.username).toBe(ANA.username);

    const template = (opened.json() as { template: Parameters<typeof answersTo>[0] }).template;
    const sections = answersTo(template);
    answerOf(sections, 'vereda', 'direccion').value = 'Av. Colón 1234';
    answerOf(sections, 'vereda', 'dano').selected = [0];
    // Whatever citizen the browser names, the portal's person is the one saved.
    const sent = await send(
      ana,
      DEMO_PORTAL_FORM_ID,
      submission(sections, {
        citizen: { ...body.citizen, dni: JORGE.dni } as never,
      }),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const saved = sent.json() as SavedAnswer;
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
    const document = row!.document as {
      mode: string;
      author: { username: string };
      citizen: { dni: string };
    };
    expect(document.mode).toBe('citizen-portal');
    expect(document.author.username).toBe(ANA.username);
    expect(row!.createdBy).toBeNull();
    expect(row!.citizenDocument).toBe(ANA.dni);

    // Single answer: the same citizen cannot open it again; another can.
    const again = await open(ana);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_ANSWERED');
    expect((await open(jorge)).statusCode).toBe(200);
  });

  it('a tampered, expired or unknown token, or none, is 401 CITIZEN_SESSION_INVALID', async () => {
    const secret = citizenPortalSecret(null, t.config.dataDir);
    const expired = signCitizenToken(secret, ANA.id, new Date(Date.now() - 1000));
    const unknown = signCitizenToken(secret, 'pc-nobody', new Date(Date.now() + 60_000));
    const forged = signCitizenToken(
      'another-secret-of-at-least-32-characters',
      ANA.id,
      new Date(Date.now() + 60_000),
    );
    const flipped = `${ana.slice(0, -2)}${ana.at(-2) === 'A' ? 'B' : 'A'}${ana.at(-1)}`;
    for (const token of [expired, unknown, forged, flipped, 'nonsense', '']) {
      for (const response of [
        await open(token),
        await list(token),
        await send(token, DEMO_PORTAL_FORM_ID, {}),
      ]) {
        expect(response.statusCode, token).toBe(401);
        expect(response.json().error.code).toBe('CITIZEN_SESSION_INVALID');
      }
    }
    const noHeader = await t.app.inject({
      method: 'GET',
      url: '/api/citizen-portal/answers',
      remoteAddress: nextIp(),
    });
    expect(noHeader.statusCode).toBe(401);
    // A staff session is no citizen.
    const staff = await api.call(admin, 'GET', '/api/citizen-portal/answers');
    expect(staff.statusCode).toBe(401);
  });

  it('a valid citizen token opens no staff route, not even for its own answer', async () => {
    const mine = ((await list(ana)).json() as PortalAnswersPage).rows[0];
    expect(mine).toBeDefined();
    for (const url of [
      '/api/auth/me',
      '/api/forms',
      `/api/answers/${mine!.id}`,
      `/api/forms/${DEMO_PORTAL_FORM_ID}/answers`,
      `/api/recipients/answers?kind=natural&number=${ANA.dni}`,
      `/api/forms/${DEMO_PORTAL_FORM_ID}/statistics`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: citizen(ana),
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, url).toBe(401);
    }
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/answers/${mine!.id}/requests-for-changes`,
      headers: citizen(ana),
      payload: { answers: [{ sectionOrder: 0, rowIndex: 0, conditionIndex: null, order: 0 }] },
      remoteAddress: nextIp(),
    });
    expect([401, 403]).toContain(changed.statusCode);
  });

  it('only forms associated from the portal open in its mode; the session routes refuse the mode', async () => {
    expect((await open(ana, DEMO_FORM_IDS.treePruning)).statusCode).toBe(404);
    expect((await open(ana, DEMO_FORM_IDS.noiseComplaint)).statusCode).toBe(404);
    const viaSession = await api.open(admin, DEMO_PORTAL_FORM_ID, 'citizen-portal');
    expect(viaSession.statusCode).toBe(400);
    const form = await portalForm('Portal sin áreas');
    const saved = await api.submit(admin, form.id, yesAnswer(form.template), 'citizen-portal');
    expect(saved.statusCode).toBe(400);
  });

  it('the area rule does not apply, the response limit does, a disabled municipality closes it', async () => {
    const limited = await portalForm('Portal con límite', {
      options: { citizenAssociationFromCitizenPortal: true, limitResponses: true },
      responseLimit: 1,
    });
    expect((await send(ana, limited.id, yesAnswer(limited.template))).statusCode).toBe(200);
    const full = await open(jorge, limited.id);
    expect(full.json().error.code).toBe('RESPONSE_LIMIT_REACHED');

    const other = await portalForm('Portal municipio deshabilitado');
    await t.database.db
      .update(municipalities)
      .set({ disabled: true })
      .where(eq(municipalities.id, DEMO_IDS.cordoba));
    try {
      expect((await open(ana, other.id)).json().error.code).toBe('MUNICIPALITY_DISABLED');
    } finally {
      await t.database.db
        .update(municipalities)
        .set({ disabled: false })
        .where(eq(municipalities.id, DEMO_IDS.cordoba));
    }
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadAs(token: string, formId: string, purpose: string, cookie?: string) {
  const form = new FormData();
  form.append('file', new Blob([PNG]), 'vereda.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: `/api/citizen-portal/forms/${formId}/files?purpose=${purpose}`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: {
      ...citizen(token),
      'content-type': request.headers.get('content-type')!,
      ...(cookie ? { cookie } : {}),
    },
    remoteAddress: nextIp(),
  });
}

describe('citizen portal uploads', () => {
  it("a photo uploaded with the citizen's token goes with the answer; a bad token or another form's mode is refused", async () => {
    const form = await portalForm('Portal con foto', {
      sections: [
        {
          id: 's1',
          order: 0,
          title: 'Vereda',
          questions: [{ id: 'q1', order: 0, title: 'Foto', kind: 'open', attachImage: true, required: true }],
        },
      ],
    });
    expect((await uploadAs('bad', form.id, 'image')).statusCode).toBe(401);
    expect((await uploadAs(ana, DEMO_FORM_IDS.treePruning, 'image')).statusCode).toBe(404);
    expect((await uploadAs(ana, form.id, 'email-attachment')).statusCode).toBe(400);

    const uploaded = await uploadAs(ana, form.id, 'image');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const cookie = uploaded.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const file = uploaded.json() as { id: string };
    const sections = answersTo(form.template);
    answerOf(sections, 's1', 'q1').images = [uploaded.json()];
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/citizen-portal/forms/${form.id}/answers`,
      headers: { ...citizen(ana), cookie },
      payload: submission(sections),
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(answers)
      .where(eq(answers.id, (sent.json() as SavedAnswer).id));
    expect(JSON.stringify(row!.document)).toContain(file.id);
  });
});

describe("the citizen's answers", () => {
  it('lists this citizen’s portal answers, newest first, 7 a page, with state and badge', async () => {
    const form = await portalForm('Portal listado', {
      states: { available: [{ id: 0, name: 'Recibido', transitions: [] }], initial: 0 },
    });
    const before = (await list(jorge)).json() as PortalAnswersPage;
    for (let n = 0; n < 8; n++)
      expect((await send(jorge, form.id, yesAnswer(form.template))).statusCode).toBe(200);

    const first = list(jorge, 0);
    const page0 = (await first).json() as PortalAnswersPage;
    expect(page0.citizen.username).toBe(JORGE.username);
    expect(page0.total).toBe(before.total + 8);
    expect(page0.pageSize).toBe(PORTAL_ANSWERS_PAGE_SIZE);
    expect(page0.rows).toHaveLength(7);
    expect(page0.rows[0]).toMatchObject({
      formTitle: 'Portal listado',
      state: 'Recibido',
      revisionPending: false,
    });
    const page1 = (await list(jorge, 1)).json() as PortalAnswersPage;
    expect(page1.rows.length).toBe(page0.total - 7);
    const ids = [...page0.rows, ...page1.rows].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...page0.rows, ...page1.rows].map((row) => row.answeredAt);
    expect([...times].sort().reverse()).toEqual(times);

    const mine = (await list(ana)).json() as PortalAnswersPage;
    expect(mine.rows.every((row) => !ids.includes(row.id))).toBe(true);

    // Deleted forms drop out.
    await t.database.db.update(forms).set({ deleted: true }).where(eq(forms.id, form.id));
    expect(((await list(jorge)).json() as PortalAnswersPage).total).toBe(before.total);
  });

  it('lists what staff registered for the citizen too, unless the form keeps it out of the portal', async () => {
    /** A staff answer (at the desk) with the registry's citizen of this DNI. */
    const deskAnswer = async (title: string, dni: string, options: object = {}) => {
      const deskForm = await api.createForm(
        admin,
        yesNoForm(DEMO_IDS.ambiente, title, { options: { citizen: true, ...options } }),
      );
      const person = { kind: 'natural', dni, cuit: null, firstName: '', lastName: '', email: null };
      const saved = await api.submit(
        admin,
        deskForm.id,
        yesAnswer(deskForm.template, { citizen: { ...person, phone: null, street: null, id: 'x' } as never }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      return saved.json() as SavedAnswer;
    };
    const before = ((await list(jorge)).json() as PortalAnswersPage).total;
    const atTheDesk = await deskAnswer('Solicitud en mesa de entradas', JORGE.dni!);
    const internal = await deskAnswer('Acta de inspección interna', JORGE.dni!, {
      hiddenFromCitizenPortal: true,
    });
    const anothers = await deskAnswer('Solicitud de otra persona', ANA.dni!);

    const listed = (await list(jorge)).json() as PortalAnswersPage;
    expect(listed.total).toBe(before + 1);
    expect(listed.rows[0]).toMatchObject({
      id: atTheDesk.id,
      code: atTheDesk.code,
      formTitle: 'Solicitud en mesa de entradas',
    });
    const shown = listed.rows.map((row) => row.id);
    expect(shown).not.toContain(internal.id);
    expect(shown).not.toContain(anothers.id);
    // The other citizen sees their own desk answer, never Jorge's.
    const anas = ((await list(ana)).json() as PortalAnswersPage).rows.map((row) => row.id);
    expect(anas).toContain(anothers.id);
    expect(anas).not.toContain(atTheDesk.id);
    expect(anas).not.toContain(internal.id);
  });

  it('the demo form shows the badge: Aprobado without a request', async () => {
    const rows = ((await list(ana)).json() as PortalAnswersPage).rows;
    const demo = rows.find((row) => row.formId === DEMO_PORTAL_FORM_ID);
    expect(demo?.badge).toBe('approved');
  });

  it('rate-limits the token routes per IP', async () => {
    const address = '10.16.255.1';
    const limit = t.config.citizenPortal.perMinute;
    for (let n = 0; n < limit; n++) expect((await list('bad', 0, address)).statusCode).toBe(401);
    const over = await list(ana, 0, address);
    expect(over.statusCode).toBe(429);
    expect(over.json().error.code).toBe('RATE_LIMITED');
    expect((await list(ana, 0, '10.16.255.2')).statusCode).toBe(200);
  });
});
