import type { AnswerDetail, FileRef, SavedAnswer } from '@cabildo/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answers, auditEvents, files, forms } from '../../../src/db/schema/index.ts';
import { DEMO_PORTAL_FORM_ID } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import {
  answerApi,
  answerOf,
  answersTo,
  submission,
  yesAnswer,
  yesNoForm,
} from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';
import {
  startContractServer,
  type ContractReply,
  type ContractRequest,
  type ContractServer,
} from '../../support/protocol-servers.ts';

/**
 * The HTTP adapters of the municipal systems — management system (incidents), citizen registry,
 * citizen portal, booking system — against a small server that speaks their contracts (issue 18
 * items 3 and 5): what each sends, and that a 5xx, a malformed answer or a timeout gives the spec's
 * message and saves nothing half-way.
 */

const TIMEOUT_SECONDS = 0.5;
const CORDOBA_MANAGEMENT_ID = 1401;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The person the contract's portal vouches for, a citizen its registry does not know yet. */
const PORTAL_PERSON = {
  id: 'P-77',
  nombre: 'Elsa',
  apellido: 'Remota',
  dni: '30111222',
  username: 'elsa.remota',
};

let remote: ContractServer;
let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;
let incidents = 0;
/** The contract registry's citizens by document (one is there from the start). */
const registry = new Map<string, Record<string, unknown>>([
  ['30123456', { id: 555, nombre: 'Ana María', apellido: 'Gómez' }],
]);

/** The systems answering as they should; `broken` replaces the answer to one path. */
function systems(broken: Record<string, ContractReply> = {}) {
  return (request: ContractRequest): ContractReply => {
    const failure = broken[request.path];
    if (failure) return failure;
    switch (request.path) {
      case '/incidents':
        incidents += 1;
        return { json: { status: 'ok', result: { id: `INC-${incidents}` } } };
      case '/getCitizen':
        return { json: { status: 'ok', result: registry.get(String(request.body.dni)) ?? null } };
      case '/createCitizen': {
        const id = 900 + registry.size;
        registry.set(String(request.body.dni), {
          id,
          nombre: request.body.nombre,
          apellido: request.body.apellido,
        });
        return { json: { status: 'ok', result: { idCiudadano: id, otrosDatos: { dni: request.body.dni } } } };
      }
      case '/getCitizenLoginWithOaToken':
        if (request.body.token === 'token-de-elsa') return { json: { code: 200, ...PORTAL_PERSON } };
        if (request.body.token === 'token-de-jorge')
          return { json: { code: 200, id: 'P-78', nombre: 'Jorge', apellido: 'Remoto', dni: '28999111' } };
        return { json: { code: 401 } };
      case '/getTurneroGroupProcedure':
        return {
          json: { groupsProcedure: [{ id: 7, name: 'Licencias' }], tenantId: 4, tenantUniqueName: 'cba' },
        };
      default:
        return { status: 404, json: { status: 'fail' } };
    }
  };
}

/** Each way a system can fail: a 5xx, its own refusal, an answer that is not JSON, one of another shape, none in time. */
const FAILURES: [string, ContractReply][] = [
  ['a 500', { status: 500, json: { error: 'down' } }],
  ['a 503 in HTML', { status: 503, text: '<html>Service Unavailable</html>', contentType: 'text/html' }],
  ['status fail', { json: { status: 'fail', message: 'error interno' } }],
  ['an answer that is not JSON', { text: '{"status":"ok","result":' }],
  ['an answer of another shape', { json: { estado: 'ok', resultado: 'hecho' } }],
  ['no answer in time', { hang: true }],
];

beforeAll(async () => {
  remote = await startContractServer(systems());
  t = await startTestApp({
    MANAGEMENT_SYSTEM_URL: remote.url,
    MANAGEMENT_SYSTEM_TOKEN: 'munigestion-token',
    CITIZEN_REGISTRY_URL: remote.url,
    CITIZEN_REGISTRY_TOKEN: 'registro-token',
    CITIZEN_PORTAL_URL: remote.url,
    CITIZEN_PORTAL_TOKEN: 'portal-token',
    BOOKING_URL: remote.url,
    BOOKING_AUTHORIZE_URL: 'https://turnos.example.org/autorizar',
    INTEGRATION_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS),
  });
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
});
afterAll(async () => {
  await t.close();
  await remote.close();
});
beforeEach(() => {
  remote.handle(systems());
  remote.requests.length = 0;
});

const answersOf = async (formId: string) =>
  (await t.database.db.select({ n: count() }).from(answers).where(eq(answers.formId, formId)))[0]!.n;
const counterOf = async (formId: string) =>
  (await t.database.db.select({ last: forms.lastKeyNumber }).from(forms).where(eq(forms.id, formId)))[0]!
    .last;

async function uploadPhoto(formId: string): Promise<FileRef> {
  const form = new FormData();
  form.append('file', new Blob([PNG]), 'bache.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/files/answers?formId=${formId}&purpose=image`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { ...as(admin), 'content-type': request.headers.get('content-type')! },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FileRef;
}

/** A form with incidents in Obras Privadas (Córdoba); with `photo`, its question takes one. */
async function incidentForm(title: string, extra: Parameters<typeof yesNoForm>[2] = {}, photo = false) {
  const template = yesNoForm(DEMO_IDS.obrasPrivadas, title, {
    options: { incidents: true, geolocation: true },
    management: { incidentTypeId: 'TIPO-7', incidentAreaId: '12' },
    ...extra,
  });
  const [section] = template.sections ?? [];
  if (photo) section!.questions![0] = { ...section!.questions![0]!, attachImage: true };
  return api.createForm(admin, template);
}

describe('management-system incidents of answers (issue 18 item 5)', () => {
  it('an answer creates its incident through the contract; the answer keeps and shows its number', async () => {
    const form = await incidentForm('Bache en calle Colón');
    const body = yesAnswer(form.template, {
      location: { latitude: -31.4135, longitude: -64.1811, address: 'Colón 1200' },
    });
    const response = await api.submit(admin, form.id, body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json() as SavedAnswer;

    const sent = remote.requests.filter((request) => request.path === '/incidents');
    expect(sent).toEqual([
      {
        path: '/incidents',
        authorization: 'Bearer munigestion-token',
        body: {
          tipoIncidenteId: 'TIPO-7',
          titulo: 'Bache en calle Colón',
          codigoRespuesta: saved.code,
          username: 'admin',
          latitud: '-31.4135',
          longitud: '-64.1811',
          idMunicipioMuniCore: CORDOBA_MANAGEMENT_ID,
        },
      },
    ]);
    const detail = (await api.read(admin, saved.id)).json() as AnswerDetail;
    expect(detail.document.incident).toEqual({ id: `INC-${incidents}`, typeId: 'TIPO-7' });
    // The incident is audited with the answer.
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, saved.id), eq(auditEvents.action, 'create')));
    expect(JSON.stringify(event?.after)).toContain(`INC-${incidents}`);
  });

  it('with incident types by state, the chosen state’s type is created', async () => {
    const form = await incidentForm('Reclamo por estado (contrato)', {
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
        incidentTypesByState: { '0': 'T-AB', '1': 'T-UR' },
      },
    });
    for (const [stateId, type] of [
      [1, 'T-UR'],
      [0, 'T-AB'],
    ] as const) {
      remote.requests.length = 0;
      const saved = await api.submit(admin, form.id, yesAnswer(form.template, { stateId }));
      expect(saved.statusCode, saved.body).toBe(200);
      expect(remote.requests.map((request) => request.body.tipoIncidenteId)).toEqual([type]);
      const { document } = (await api.read(admin, saved.json().id)).json() as AnswerDetail;
      expect([document.state?.current, document.incident?.typeId]).toEqual([stateId, type]);
    }
  });

  for (const [name, failure] of FAILURES) {
    it(`${name} from the management system: 502 INCIDENT_CREATE_FAILED, nothing saved, the same answer goes through later`, async () => {
      const form = await incidentForm(`Bache (${name})`, {}, true);
      const photo = await uploadPhoto(form.id);
      const sections = answersTo(form.template);
      answerOf(sections, 's1', 'q1').value = 'yes';
      answerOf(sections, 's1', 'q1').images = [photo];
      const body = submission(sections);

      remote.handle(systems({ '/incidents': failure }));
      const started = Date.now();
      const refused = await api.submit(admin, form.id, body);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_SECONDS * 1000 + 3000);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().error).toEqual({
        code: 'INCIDENT_CREATE_FAILED',
        message: 'Error while creating incident. The answer was not saved.',
        details: { typeId: 'TIPO-7' },
        requestId: expect.any(String),
      });
      // Nothing half-way: no answer, the code not spent, the photo still the uploader's pending file.
      expect(await answersOf(form.id)).toBe(0);
      expect(await counterOf(form.id)).toBe(0);
      const [file] = await t.database.db.select().from(files).where(eq(files.id, photo.id));
      expect(file!.answerId).toBeNull();

      // The device sends the same submission again once the system is back.
      remote.handle(systems());
      const saved = await api.submit(admin, form.id, body);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as SavedAnswer).code).toMatch(/-1$/);
      expect(await answersOf(form.id)).toBe(1);
      const { document } = (await api.read(admin, saved.json().id)).json() as AnswerDetail;
      expect(document.incident?.id).toBe(`INC-${incidents}`);
    });
  }

  it('a citizen-portal answer: the portal, the registry and the incident, all through their contracts', async () => {
    const portal = { authorization: 'Citizen token-de-elsa' };
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}`,
      headers: portal,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const sections = answersTo(opened.json().template);
    answerOf(sections, 'vereda', 'direccion').value = 'Colón 1200';
    answerOf(sections, 'vereda', 'dano').selected = [1];
    const body = submission(sections);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}/answers`,
        headers: portal,
        payload: body,
      });

    remote.handle(systems({ '/incidents': { hang: true } }));
    const refused = await send();
    expect(refused.statusCode, refused.body).toBe(502);
    expect([refused.statusCode, refused.json().error.code]).toEqual([502, 'INCIDENT_CREATE_FAILED']);
    expect(await answersOf(DEMO_PORTAL_FORM_ID)).toBe(0);

    remote.handle(systems());
    remote.requests.length = 0;
    const saved = await send();
    expect(saved.statusCode, saved.body).toBe(200);
    const paths = remote.requests.map((request) => request.path);
    expect(paths[0]).toBe('/getCitizenLoginWithOaToken');
    expect(paths.at(-1)).toBe('/incidents');
    expect(remote.requests[0]!.authorization).toBe('Bearer portal-token');
    expect(remote.requests.at(-1)!.body).toMatchObject({
      tipoIncidenteId: '302',
      username: 'elsa.remota',
      codigoRespuesta: (saved.json() as SavedAnswer).code,
    });
    const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.json().id));
    expect((row!.document as AnswerDetail['document']).incident).toEqual({
      id: `INC-${incidents}`,
      typeId: '302',
    });
    expect(row!.citizenDocument).toBe('30111222');
  });
});

describe('the citizen registry contract', () => {
  const lookup = (formId: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/citizens/lookup?${new URLSearchParams({ formId, kind: 'natural', number: '30123456' }).toString()}`,
      headers: as(admin),
    });
  let formId = '';
  beforeAll(async () => {
    formId = (
      await api.createForm(
        admin,
        yesNoForm(DEMO_IDS.obrasPrivadas, 'Con ciudadano (contrato)', { options: { citizen: true } }),
      )
    ).id;
  });

  it('looks the citizen up with its document and municipality, the token as a bearer', async () => {
    const found = await lookup(formId);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      id: '555',
      firstName: 'Ana María',
      lastName: 'Gómez',
      dni: '30123456',
    });
    expect(remote.requests).toEqual([
      {
        path: '/getCitizen',
        authorization: 'Bearer registro-token',
        body: { dni: '30123456', municipioPath: DEMO_IDS.cordoba },
      },
    ]);
  });

  for (const [name, failure] of FAILURES) {
    it(`${name} from the registry: 502 CITIZEN_REGISTRY_ERROR on the lookup and on the save, nothing saved`, async () => {
      remote.handle(systems({ '/getCitizen': failure }));
      const looked = await lookup(formId);
      expect([looked.statusCode, looked.json().error.code]).toEqual([502, 'CITIZEN_REGISTRY_ERROR']);
      const template = await api.createForm(
        admin,
        yesNoForm(DEMO_IDS.obrasPrivadas, `Ciudadano (${name})`, { options: { citizen: true } }),
      );
      const citizen = { id: 'x', dni: '30123456', firstName: 'Ana María', lastName: 'Gómez' };
      const refused = await api.submit(admin, template.id, yesAnswer(template.template, { citizen }));
      expect([refused.statusCode, refused.json().error.code]).toEqual([502, 'CITIZEN_REGISTRY_ERROR']);
      expect(await answersOf(template.id)).toBe(0);
      expect(await counterOf(template.id)).toBe(0);
    });
  }
});

describe('the citizen portal contract', () => {
  const open = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}`,
      headers: { authorization: `Citizen ${token}` },
    });

  it('asks getCitizenLoginWithOaToken with the token (testMode false) and its own bearer', async () => {
    expect((await open('token-de-jorge')).statusCode).toBe(200);
    expect(remote.requests[0]).toEqual({
      path: '/getCitizenLoginWithOaToken',
      authorization: 'Bearer portal-token',
      body: { token: 'token-de-jorge', testMode: false },
    });
    const refused = await open('token-ajeno');
    expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'CITIZEN_SESSION_INVALID']);
  });

  for (const [name, failure] of FAILURES) {
    it(`${name} from the portal: 401 CITIZEN_SESSION_INVALID (the spec's 'enter again from the portal'), nothing saved`, async () => {
      remote.handle(systems({ '/getCitizenLoginWithOaToken': failure }));
      const refused = await open('token-de-jorge');
      expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'CITIZEN_SESSION_INVALID']);
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}/answers`,
        headers: { authorization: 'Citizen token-de-jorge' },
        payload: submission([]),
      });
      expect([sent.statusCode, sent.json().error.code]).toEqual([401, 'CITIZEN_SESSION_INVALID']);
      expect(remote.requests.some((request) => request.path === '/incidents')).toBe(false);
    });
  }
});

describe('the booking system contract', () => {
  const agendas = () =>
    t.app.inject({
      method: 'GET',
      url: `/api/appointments/agendas?areaId=${DEMO_IDS.obrasPrivadas}`,
      headers: as(admin),
    });

  it('lists the agendas with the municipality’s management id and procedure type 2', async () => {
    const listed = await agendas();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      tenantUniqueName: 'cba',
      agendas: [{ id: '7', name: 'Licencias' }],
    });
    expect(remote.requests[0]).toMatchObject({
      path: '/getTurneroGroupProcedure',
      body: { municipalityId: String(CORDOBA_MANAGEMENT_ID), typeProcedureId: 2 },
    });
  });

  for (const [name, failure] of FAILURES.filter(([name]) => name !== 'status fail')) {
    it(`${name} from the booking system: 502 BOOKING_SYSTEM_ERROR`, async () => {
      remote.handle(
        systems({
          '/getTurneroGroupProcedure':
            name === 'an answer of another shape' ? { json: { groupsProcedure: 'ninguno' } } : failure,
        }),
      );
      const refused = await agendas();
      expect([refused.statusCode, refused.json().error.code]).toEqual([502, 'BOOKING_SYSTEM_ERROR']);
    });
  }
});
