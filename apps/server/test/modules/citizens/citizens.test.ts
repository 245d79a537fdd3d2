import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CITIZEN_ERRORS } from '@cabildo/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, citizens, userAreas, users } from '../../../src/db/schema/index.ts';
import { seedDemoCitizens } from '../../../src/seed/demo-citizens.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
const sessions: Record<string, Session> = {};
/** Forms made for these tests: a citizen form and an addressee form in Obras Privadas, one in Villa Carlos Paz. */
const formIds = { citizen: '', recipient: '', carlosPaz: '' };

const call = (slug: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: slug ? as(sessions[slug]!) : {},
  });
const lookup = (slug: string | null, formId: string, kind: string, number: string) =>
  call(slug, 'GET', `/api/citizens/lookup?${new URLSearchParams({ formId, kind, number }).toString()}`);
const create = (slug: string | null, body: Record<string, unknown>) =>
  call(slug, 'POST', '/api/citizens', body);

const formWith = (areaId: string, options: Record<string, boolean>, title: string) => ({
  title,
  areaIds: [areaId],
  options,
  sections: [
    {
      id: 's1',
      order: 0,
      title: 'Datos',
      questions: [{ id: 'q1', order: 0, title: 'Observaciones', kind: 'open', dataType: 'text' }],
    },
  ],
});

beforeAll(async () => {
  t = await startTestApp();
  for (const slug of [
    'admin',
    'supervisor',
    'supervisor-elevado',
    'generador-respuestas',
    'censista-privado',
    'inspector',
  ]) {
    sessions[slug] = await signIn(t.app, demoEmail(slug));
  }
  const save = async (slug: string, body: unknown) => {
    const response = await call(slug, 'POST', '/api/forms', body);
    if (response.statusCode !== 200) throw new Error(`form not created: ${response.body}`);
    return response.json().id as string;
  };
  formIds.citizen = await save(
    'supervisor',
    formWith(DEMO_IDS.obrasPrivadas, { citizen: true }, 'Habilitación comercial'),
  );
  formIds.recipient = await save(
    'supervisor',
    formWith(DEMO_IDS.obrasPrivadas, { recipient: true }, 'Notificación'),
  );
  formIds.carlosPaz = await save(
    'admin',
    formWith(DEMO_IDS.inspeccionGeneral, { citizen: true }, 'Inspección de comercio'),
  );
});
afterAll(async () => t.close());

describe('citizen lookup', () => {
  it('finds a demo natural person by document in the form’s municipality', async () => {
    const response = await lookup('inspector', formIds.citizen, 'natural', '30123456');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'natural',
      dni: '30123456',
      cuit: null,
      firstName: 'Ana María',
      lastName: 'Gómez',
      street: 'Av. Colón 1234',
    });
  });

  it('finds a legal entity by tax id, dashed or not', async () => {
    for (const number of ['30712345678', '30-71234567-8']) {
      const response = await lookup('inspector', formIds.citizen, 'legal', number);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        kind: 'legal',
        cuit: '30712345678',
        dni: null,
        firstName: 'Servicios Urbanos Córdoba S.A.',
        lastName: '',
      });
    }
  });

  it('answers 404 CITIZEN_NOT_FOUND for an unknown number, and for a person of another municipality', async () => {
    for (const number of ['99999999', '29111333']) {
      const response = await lookup('inspector', formIds.citizen, 'natural', number);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('CITIZEN_NOT_FOUND');
    }
    expect((await lookup('admin', formIds.carlosPaz, 'natural', '29111333')).statusCode).toBe(200);
  });

  it('a document is not a tax id: kinds are looked up apart', async () => {
    expect((await lookup('inspector', formIds.citizen, 'legal', '20301234565')).statusCode).toBe(404);
  });

  it('refuses badly formed numbers with the message key of the rule', async () => {
    const cases: [string, string, string][] = [
      ['natural', '12345', CITIZEN_ERRORS.dniLookupInvalid],
      ['natural', '123456789012345', CITIZEN_ERRORS.dniLookupInvalid],
      ['natural', '30.123.456', CITIZEN_ERRORS.dniLookupInvalid],
      ['legal', '21123456789', CITIZEN_ERRORS.cuitInvalid],
      ['legal', '30-7123456-78', CITIZEN_ERRORS.cuitInvalid],
    ];
    for (const [kind, number, message] of cases) {
      const response = await lookup('inspector', formIds.citizen, kind, number);
      expect(response.statusCode, number).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details).toEqual([expect.objectContaining({ key: message })]);
    }
    expect((await lookup('inspector', formIds.citizen, 'company', '30712345678')).statusCode).toBe(400);
    expect((await lookup('inspector', 'not-a-uuid', 'natural', '30123456')).statusCode).toBe(400);
  });

  it('works for an addressee form too', async () => {
    expect((await lookup('inspector', formIds.recipient, 'natural', '30123456')).statusCode).toBe(200);
  });
});

describe('who may look citizens up', () => {
  it('anyone signed in who can open the form for answering, whatever the role', async () => {
    for (const slug of [
      'admin',
      'supervisor',
      'supervisor-elevado',
      'generador-respuestas',
      'censista-privado',
    ]) {
      expect((await lookup(slug, formIds.citizen, 'natural', '30123456')).statusCode, slug).toBe(200);
    }
  });

  it('nobody signed out', async () => {
    const response = await lookup(null, formIds.citizen, 'natural', '30123456');
    expect(response.statusCode).toBe(401);
    expect(
      (await create(null, { formId: formIds.citizen, kind: 'legal', name: 'X', cuit: '30712345678' }))
        .statusCode,
    ).toBe(401);
  });

  it('403 for a person who cannot open the form (not in its areas)', async () => {
    const treePruning = DEMO_FORM_IDS.treePruning;
    for (const slug of ['inspector', 'supervisor', 'generador-respuestas']) {
      const response = await lookup(slug, treePruning, 'natural', '30123456');
      expect(response.statusCode, slug).toBe(403);
      expect(response.json().error.code).toBe('FORM_NOT_IN_AREAS');
    }
    expect((await lookup('inspector', formIds.carlosPaz, 'natural', '29111333')).statusCode).toBe(403);
    // The area rule does not bind the admin, nor the elevated supervisor in the own municipality.
    expect((await lookup('admin', treePruning, 'natural', '30123456')).statusCode).toBe(200);
    expect((await lookup('supervisor-elevado', treePruning, 'natural', '30123456')).statusCode).toBe(200);
  });

  it('403 when the form takes neither a citizen nor an addressee; 404 for a form that does not exist', async () => {
    const plain = await lookup('inspector', DEMO_FORM_IDS.streetLighting, 'natural', '30123456');
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.code).toBe('CITIZEN_NOT_TAKEN');
    const missing = await lookup('inspector', '00000000-0000-4000-8000-00000000dead', 'natural', '30123456');
    expect(missing.statusCode).toBe(404);
  });

  it('creating follows the same rules', async () => {
    const body = { kind: 'natural', firstName: 'Nadie', lastName: 'Puede', dni: '55000001' };
    expect((await create('inspector', { ...body, formId: DEMO_FORM_IDS.treePruning })).statusCode).toBe(403);
    expect((await create('inspector', { ...body, formId: DEMO_FORM_IDS.streetLighting })).statusCode).toBe(
      403,
    );
    expect(
      await t.database.db.select().from(citizens).where(eq(citizens.documentNumber, '55000001')),
    ).toEqual([]);
  });
});

describe('the registry of a municipality is its people’s', () => {
  let publicForm: string;
  let carlosPazUser: Session;
  beforeAll(async () => {
    const saved = await call(
      'supervisor',
      'POST',
      '/api/forms',
      formWith(DEMO_IDS.obrasPrivadas, { public: true, recipient: true }, 'Aviso público'),
    );
    publicForm = saved.json().id;
    // A supervisor of Villa Carlos Paz.
    const email = demoEmail('supervisor-corrector');
    const { userId } = await signIn(t.app, email);
    await t.database.db.update(users).set({ municipalityId: DEMO_IDS.carlosPaz }).where(eq(users.id, userId));
    await t.database.db.delete(userAreas).where(eq(userAreas.userId, userId));
    await t.database.db.insert(userAreas).values({ userId, areaId: DEMO_IDS.inspeccionGeneral });
    carlosPazUser = await signIn(t.app, email);
  });

  it('a public form opens to anyone signed in, its registry only to its municipality (and the admin)', async () => {
    const query = new URLSearchParams({ formId: publicForm, kind: 'natural', number: '30123456' });
    const url = `/api/citizens/lookup?${query.toString()}`;
    const headers = as(carlosPazUser);
    const refused = await t.app.inject({ method: 'GET', url, headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/citizens',
      headers,
      payload: { formId: publicForm, kind: 'natural', firstName: 'Ajena', lastName: 'Alta', dni: '46000111' },
    });
    expect(created.statusCode).toBe(403);
    expect(
      await t.database.db.select().from(citizens).where(eq(citizens.documentNumber, '46000111')),
    ).toEqual([]);
    // The form itself still opens for answering.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/answering/forms/${publicForm}?mode=inspection`,
      headers,
    });
    expect(opened.statusCode).toBe(200);
    // Its own municipality's registry is open to it; Córdoba's people and the admin use Córdoba's.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/citizens/lookup?formId=${formIds.carlosPaz}&kind=natural&number=29111333`,
      headers,
    });
    expect(own.statusCode).toBe(200);
    for (const slug of ['inspector', 'admin'])
      expect((await lookup(slug, publicForm, 'natural', '30123456')).statusCode, slug).toBe(200);
  });
});

describe('auditing and rate of registry calls', () => {
  it('audits each lookup with who asked, for which form and number, and whether it was found', async () => {
    const found = (await lookup('inspector', formIds.citizen, 'natural', '35678123')).json();
    expect((await lookup('inspector', formIds.citizen, 'natural', '35678999')).statusCode).toBe(404);
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'citizen.lookup'), eq(auditEvents.actorId, sessions.inspector!.userId)),
      );
    const byNumber = (number: string) =>
      events.filter((event) => (event.after as { number: string }).number === number);
    expect(byNumber('35678123')).toEqual([
      expect.objectContaining({
        subject: 'citizen',
        subjectId: found.id,
        after: {
          formId: formIds.citizen,
          municipalityId: DEMO_IDS.cordoba,
          kind: 'natural',
          number: '35678123',
          found: true,
        },
      }),
    ]);
    expect(byNumber('35678999')).toEqual([
      expect.objectContaining({ subjectId: null, after: expect.objectContaining({ found: false }) }),
    ]);
  });

  it('allows each person 30 lookups and creations a minute, then 429', async () => {
    const session = await signIn(t.app, demoEmail('inspector-elevado'));
    sessions['inspector-elevado'] = session;
    const created = await create('inspector-elevado', {
      formId: formIds.citizen,
      kind: 'natural',
      firstName: 'Rápida',
      lastName: 'Consulta',
      dni: '47000111',
    });
    expect(created.statusCode).toBe(200);
    for (let i = 1; i < 30; i++) {
      const response = await lookup('inspector-elevado', formIds.citizen, 'natural', '47000111');
      expect(response.statusCode).toBe(200);
    }
    const blocked = await lookup('inspector-elevado', formIds.citizen, 'natural', '47000111');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    const blockedCreation = await create('inspector-elevado', {
      formId: formIds.citizen,
      kind: 'natural',
      firstName: 'Una',
      lastName: 'Más',
      dni: '47000222',
    });
    expect(blockedCreation.statusCode).toBe(429);
    // Others are not held back.
    expect((await lookup('supervisor', formIds.citizen, 'natural', '47000111')).statusCode).toBe(200);
  });
});

describe('citizen creation', () => {
  it('registers a natural person, who is then found, and audits it', async () => {
    const response = await create('inspector', {
      formId: formIds.citizen,
      kind: 'natural',
      firstName: ' Juan Pablo ',
      lastName: "O'Connor",
      dni: '41000111',
      email: 'jp@example.com',
      phone: '+5493511234567',
      street: 'San Martín 12',
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      kind: 'natural',
      dni: '41000111',
      firstName: 'Juan Pablo',
      lastName: "O'Connor",
      email: 'jp@example.com',
      phone: '+5493511234567',
      street: 'San Martín 12',
    });
    expect((await lookup('supervisor', formIds.citizen, 'natural', '41000111')).json()).toEqual(created);
    const [row] = await t.database.db.select().from(citizens).where(eq(citizens.id, created.id));
    expect(row).toMatchObject({ municipalityId: DEMO_IDS.cordoba, documentType: 1, kind: 'natural' });
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'citizen.create'), eq(auditEvents.subjectId, created.id)));
    expect(events).toHaveLength(1);
    expect(events[0]!.actorId).toBe(sessions.inspector!.userId);
  });

  it('registers a legal entity with its tax id without dashes; blank optional fields are null', async () => {
    const response = await create('supervisor', {
      formId: formIds.recipient,
      kind: 'legal',
      name: 'Constructora del Centro S.R.L.',
      cuit: '30-70000001-1',
      email: '',
      phone: '',
      street: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'legal',
      cuit: '30700000011',
      dni: null,
      firstName: 'Constructora del Centro S.R.L.',
      lastName: '',
      email: null,
      phone: null,
      street: null,
    });
    const [row] = await t.database.db
      .select()
      .from(citizens)
      .where(eq(citizens.documentNumber, '30700000011'));
    expect(row).toMatchObject({ documentType: 11, kind: 'legal' });
  });

  it('409 CITIZEN_EXISTS when the number is registered in that municipality, not elsewhere', async () => {
    const body = { kind: 'natural', firstName: 'Ana', lastName: 'Otra', dni: '30123456' };
    const again = await create('inspector', { ...body, formId: formIds.citizen });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CITIZEN_EXISTS');
    const entity = await create('inspector', {
      formId: formIds.citizen,
      kind: 'legal',
      name: 'X',
      cuit: '30712345678',
    });
    expect(entity.json().error.code).toBe('CITIZEN_EXISTS');
    // Another municipality keeps its own registry.
    expect((await create('admin', { ...body, formId: formIds.carlosPaz })).statusCode).toBe(200);
  });

  it('two creations of the same number at once: one wins, the other gets 409', async () => {
    const body = {
      formId: formIds.citizen,
      kind: 'natural',
      firstName: 'Doble',
      lastName: 'Alta',
      dni: '42000222',
    };
    const statuses = (await Promise.all([create('inspector', body), create('supervisor', body)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 409]);
    expect(
      await t.database.db.select().from(citizens).where(eq(citizens.documentNumber, '42000222')),
    ).toHaveLength(1);
  });

  it('refuses invalid data with every rule’s message key and stores nothing', async () => {
    const person = {
      formId: formIds.citizen,
      kind: 'natural',
      firstName: 'Ana',
      lastName: 'Gómez',
      dni: '43000333',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...person, firstName: 'Ana <b>' }, CITIZEN_ERRORS.firstNameInvalid],
      [{ ...person, lastName: '' }, CITIZEN_ERRORS.lastNameInvalid],
      [{ ...person, street: 'Calle #1' }, CITIZEN_ERRORS.streetInvalid],
      [{ ...person, dni: '1234567890123' }, CITIZEN_ERRORS.dniInvalid],
      [{ ...person, email: 'ana@' }, CITIZEN_ERRORS.emailInvalid],
      [{ ...person, phone: '0351-4444' }, CITIZEN_ERRORS.phoneInvalid],
      [
        { formId: formIds.citizen, kind: 'legal', name: '', cuit: '30700000029' },
        CITIZEN_ERRORS.requiredFields,
      ],
      [{ formId: formIds.citizen, kind: 'legal', name: 'Y', cuit: '' }, CITIZEN_ERRORS.requiredFields],
      [
        { formId: formIds.citizen, kind: 'legal', name: 'Y', cuit: '30700000029', email: 'y@' },
        CITIZEN_ERRORS.emailInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await create('inspector', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.details).toEqual([expect.objectContaining({ key: message })]);
    }
    const stored = await t.database.db.select().from(citizens).where(eq(citizens.documentNumber, '43000333'));
    expect(stored).toEqual([]);
  });

  it('needs the CSRF token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/citizens',
      headers: { cookie: sessions.inspector!.cookie },
      payload: { formId: formIds.citizen, kind: 'natural', firstName: 'A', lastName: 'B', dni: '44000444' },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('demo registry', () => {
  it('holds ten people and two entities per demo municipality, and seeding again adds nothing', async () => {
    const perMunicipality = async () => {
      const rows = await t.database.db.select().from(citizens);
      const seeded = rows.filter((row) => row.id.startsWith('00000000-0000-4000-8000-00000003'));
      return [DEMO_IDS.cordoba, DEMO_IDS.carlosPaz, DEMO_IDS.rosario].map((id) => {
        const own = seeded.filter((row) => row.municipalityId === id);
        return [
          own.filter((row) => row.kind === 'natural').length,
          own.filter((row) => row.kind === 'legal').length,
        ];
      });
    };
    expect(await perMunicipality()).toEqual([
      [10, 2],
      [10, 2],
      [10, 2],
    ]);
    await seedDemoCitizens(t.database.db, {
      cordoba: DEMO_IDS.cordoba,
      carlosPaz: DEMO_IDS.carlosPaz,
      rosario: DEMO_IDS.rosario,
    });
    expect(await perMunicipality()).toEqual([
      [10, 2],
      [10, 2],
      [10, 2],
    ]);
  });
});

/**
 * The HTTP adapter against a stand-in of the remote registry on this machine, speaking the
 * spec's getCitizen / createCitizen shapes.
 */
describe('remote citizen registry', () => {
  let remote: Server;
  let remoteApp: TestApp;
  let mode: 'ok' | 'fail' | 'down' | 'create-fails' = 'ok';
  const received: { path: string; body: Record<string, unknown>; authorization?: string }[] = [];
  let session: Session;
  let formId: string;

  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return JSON.parse(text) as Record<string, unknown>;
  };

  beforeAll(async () => {
    remote = createServer((request, response) => {
      void readBody(request).then((body) => {
        received.push({ path: request.url ?? '', body, authorization: request.headers.authorization });
        if (mode === 'down') {
          response.writeHead(503).end();
          return;
        }
        const reply = (payload: unknown) =>
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
        const failing = mode === 'fail' || (mode === 'create-fails' && request.url === '/createCitizen');
        if (failing) return reply({ status: 'fail', message: 'MuniDigital error' });
        if (request.url === '/getCitizen') {
          if (body.dni === '30111222')
            return reply({
              status: 'ok',
              result: {
                id: 777,
                nombre: 'Elsa',
                apellido: 'Remota',
                email: 'elsa@example.com',
                telefono: '',
                calle: 'Lejos 1',
              },
            });
          if (body.dni === '30712345678')
            return reply({ status: 'ok', result: { id: 'e-1', nombre: 'Remota S.A.', apellido: 'Dummy' } });
          return reply({ status: 'ok', result: null });
        }
        return reply({
          status: 'ok',
          message: 'creado',
          result: { idCiudadano: 901, otrosDatos: { dni: body.dni } },
        });
      });
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const { port } = remote.address() as AddressInfo;
    remoteApp = await startTestApp({
      CITIZEN_REGISTRY_URL: `http://127.0.0.1:${port}/`,
      CITIZEN_REGISTRY_TOKEN: 'registry-secret',
    });
    session = await signIn(remoteApp.app, demoEmail('supervisor'));
    const saved = await remoteApp.app.inject({
      method: 'POST',
      url: '/api/forms',
      headers: as(session),
      payload: formWith(DEMO_IDS.obrasPrivadas, { citizen: true }, 'Habilitación'),
    });
    formId = saved.json().id;
  });
  afterAll(async () => {
    await remoteApp.close();
    await new Promise((resolve) => remote.close(resolve));
  });

  const remoteCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    remoteApp.app.inject({ method, url, payload, headers: as(session) });

  it('asks getCitizen with the document and the municipality, and maps the answer', async () => {
    mode = 'ok';
    const response = await remoteCall(
      'GET',
      `/api/citizens/lookup?formId=${formId}&kind=natural&number=30111222`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: '777',
      kind: 'natural',
      dni: '30111222',
      cuit: null,
      firstName: 'Elsa',
      lastName: 'Remota',
      email: 'elsa@example.com',
      phone: null,
      street: 'Lejos 1',
    });
    expect(received.at(-1)).toEqual({
      path: '/getCitizen',
      body: { dni: '30111222', municipioPath: DEMO_IDS.cordoba },
      authorization: 'Bearer registry-secret',
    });
    const entity = await remoteCall(
      'GET',
      `/api/citizens/lookup?formId=${formId}&kind=legal&number=30-71234567-8`,
    );
    expect(entity.json()).toMatchObject({
      kind: 'legal',
      cuit: '30712345678',
      firstName: 'Remota S.A.',
      lastName: '',
    });
    const missing = await remoteCall(
      'GET',
      `/api/citizens/lookup?formId=${formId}&kind=natural&number=30999999`,
    );
    expect(missing.json().error.code).toBe('CITIZEN_NOT_FOUND');
  });

  it('creates through createCitizen, a legal entity with the surname Dummy and document type 11', async () => {
    mode = 'ok';
    const response = await remoteCall('POST', '/api/citizens', {
      formId,
      kind: 'legal',
      name: 'Nueva S.A.',
      cuit: '33-70000001-9',
      email: 'info@nueva.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: '901',
      kind: 'legal',
      cuit: '33700000019',
      firstName: 'Nueva S.A.',
    });
    expect(received.at(-1)).toEqual({
      path: '/createCitizen',
      authorization: 'Bearer registry-secret',
      body: {
        nombre: 'Nueva S.A.',
        apellido: 'Dummy',
        dni: '33700000019',
        email: 'info@nueva.com',
        telefono: '',
        calle: '',
        tipoDocumentoId: 11,
        municipioPath: DEMO_IDS.cordoba,
      },
    });
    // Nothing lands in the embedded table when the remote registry is in use.
    expect(
      await remoteApp.database.db.select().from(citizens).where(eq(citizens.documentNumber, '33700000019')),
    ).toEqual([]);
  });

  it('a registry that answers fail or cannot be reached gives 502 CITIZEN_REGISTRY_ERROR', async () => {
    for (const failing of ['fail', 'down', 'create-fails'] as const) {
      mode = failing;
      const found = await remoteCall(
        'GET',
        `/api/citizens/lookup?formId=${formId}&kind=natural&number=30111222`,
      );
      expect(found.statusCode, failing).toBe(failing === 'create-fails' ? 200 : 502);
      if (failing !== 'create-fails') expect(found.json().error.code).toBe('CITIZEN_REGISTRY_ERROR');
      const created = await remoteCall('POST', '/api/citizens', {
        formId,
        kind: 'natural',
        firstName: 'A',
        lastName: 'B',
        dni: '44555666',
      });
      expect(created.statusCode, failing).toBe(502);
      expect(created.json().error.code).toBe('CITIZEN_REGISTRY_ERROR');
    }
    mode = 'ok';
  });
});
