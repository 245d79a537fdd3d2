import { eq, inArray } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, managementUsers, municipalities, users } from '../../../src/db/schema/index.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import {
  as,
  demoEmail,
  resetTokenFrom,
  signIn,
  startTestApp,
  waitForMail,
  type Session,
  type TestApp,
} from '../../support/helpers.ts';

let t: TestApp;
let admin: Session;
let elevated: Session;
let supervisor: Session;
let inspector: Session;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signIn(t.app, demoEmail('admin'));
  elevated = await signIn(t.app, demoEmail('supervisor-elevado'));
  supervisor = await signIn(t.app, demoEmail('supervisor'));
  inspector = await signIn(t.app, demoEmail('inspector'));
});
afterAll(async () => t.close());

const call = (session: Session | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object | undefined, headers: session ? as(session) : {} });

describe('location tree', () => {
  it('gives the admin every country, province, municipality and area', async () => {
    const response = await call(admin, 'GET', '/api/geography/tree');
    expect(response.statusCode).toBe(200);
    const [argentina] = response.json();
    expect(argentina.name).toBe('Argentina');
    expect(argentina.provinces.map((p: { name: string }) => p.name)).toEqual(['Córdoba', 'Santa Fe']);
    const municipalities = argentina.provinces.flatMap(
      (p: { municipalities: { name: string }[] }) => p.municipalities,
    );
    expect(municipalities.map((m: { name: string }) => m.name).sort()).toEqual([
      'Córdoba',
      'Rosario',
      'Villa Carlos Paz',
    ]);
  });

  it('gives anyone else only the own municipality, and nothing without a session', async () => {
    const [country] = (await call(supervisor, 'GET', '/api/geography/tree')).json();
    const only = country.provinces.flatMap((p: { municipalities: { id: string }[] }) => p.municipalities);
    expect(only.map((m: { id: string }) => m.id)).toEqual([DEMO_IDS.cordoba]);
    expect((await call(null, 'GET', '/api/geography/tree')).statusCode).toBe(401);
  });
});

describe('municipalities (manage usuario: admin only)', () => {
  const input = {
    name: 'Alta Gracia',
    key: 'AGR',
    managementId: '1403',
    provinceId: DEMO_IDS.cordobaProvince,
  };

  it('refuses everyone but the admin', async () => {
    for (const session of [elevated, supervisor, inspector]) {
      expect((await call(session, 'GET', '/api/municipalities')).statusCode).toBe(403);
      expect((await call(session, 'POST', '/api/municipalities', input)).statusCode).toBe(403);
    }
  });

  it('creates one with the default centre, lists it by name and shows it in the tree at once', async () => {
    await call(admin, 'GET', '/api/geography/tree'); // warm the cache
    const created = await call(admin, 'POST', '/api/municipalities', input);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: 'Alta Gracia',
      key: 'AGR',
      managementId: 1403,
      latitude: -31.42,
      longitude: -64.18,
    });
    const listed = (await call(admin, 'GET', '/api/municipalities?name=gracia')).json();
    expect(listed.map((m: { name: string }) => m.name)).toEqual(['Alta Gracia']);
    const tree = JSON.stringify((await call(admin, 'GET', '/api/geography/tree')).json());
    expect(tree).toContain('Alta Gracia');
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, created.json().id));
    expect(event).toMatchObject({ action: 'create', subject: 'municipality' });
  });

  it('refuses a bad keyword or id with the spec message key, and changes nothing', async () => {
    const before = (await call(admin, 'GET', '/api/municipalities')).json().length;
    const badKey = await call(admin, 'POST', '/api/municipalities', { ...input, key: 'ag' });
    expect(badKey.statusCode).toBe(400);
    expect(badKey.json().error.details).toEqual([
      expect.objectContaining({ path: '/key', key: 'geography.errors.keywordInvalid' }),
    ]);
    const badId = await call(admin, 'POST', '/api/municipalities', { ...input, managementId: '0140' });
    expect(badId.json().error.details[0].key).toBe('geography.errors.managementIdInvalid');
    expect((await call(admin, 'GET', '/api/municipalities')).json()).toHaveLength(before);
  });

  it('edits one, including its settings', async () => {
    const [carlosPaz] = (await call(admin, 'GET', '/api/municipalities?name=carlos')).json();
    const response = await call(admin, 'PUT', `/api/municipalities/${carlosPaz.id}`, {
      name: carlosPaz.name,
      key: carlosPaz.key,
      managementId: '1499',
      provinceId: carlosPaz.province.id,
      settings: { ...carlosPaz.settings, videoAttachments: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      managementId: 1499,
      settings: { videoAttachments: true, statisticsPageSize: 500 },
    });
  });
});

describe('municipality keyword: unique, whatever the case', () => {
  const base = { name: 'Otra Córdoba', managementId: '1777', provinceId: DEMO_IDS.cordobaProvince };
  const count = async () => (await t.database.db.select().from(municipalities)).length;

  it('refuses a keyword another municipality has, on create and on edit, with its own code', async () => {
    const [cordoba] = (await call(admin, 'GET', '/api/municipalities?name=córdoba')).json();
    const before = await count();
    // The keyword rule lets only capitals through; the database compares without case as well.
    const created = await call(admin, 'POST', '/api/municipalities', { ...base, key: cordoba.key });
    expect(created.statusCode).toBe(409);
    expect(created.json().error.code).toBe('MUNICIPALITY_KEY_EXISTS');
    expect(await count()).toBe(before);

    const [rosario] = (await call(admin, 'GET', '/api/municipalities?name=rosario')).json();
    const edited = await call(admin, 'PUT', `/api/municipalities/${rosario.id}`, {
      name: rosario.name,
      key: cordoba.key,
      managementId: String(rosario.managementId),
      provinceId: rosario.province.id,
    });
    expect(edited.statusCode).toBe(409);
    expect(edited.json().error.code).toBe('MUNICIPALITY_KEY_EXISTS');
    const [unchanged] = (await call(admin, 'GET', '/api/municipalities?name=rosario')).json();
    expect(unchanged.key).toBe(rosario.key);

    // Its own keyword is no conflict.
    const same = await call(admin, 'PUT', `/api/municipalities/${rosario.id}`, {
      name: rosario.name,
      key: rosario.key,
      managementId: String(rosario.managementId),
      provinceId: rosario.province.id,
    });
    expect(same.statusCode).toBe(200);
  });

  it('is held by the database too: lower(key) is a unique index', async () => {
    const [cordoba] = await t.database.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, DEMO_IDS.cordoba));
    await expect(
      t.database.db.insert(municipalities).values({
        name: 'Copia',
        key: cordoba!.key.toLowerCase(),
        provinceId: cordoba!.provinceId,
      }),
    ).rejects.toMatchObject({ cause: { code: '23505', constraint: 'municipalities_key_uq' } });
  });

  it('answers two simultaneous creations with one keyword once', async () => {
    const results = await Promise.all(
      ['Gemela A', 'Gemela B'].map((name) =>
        call(admin, 'POST', '/api/municipalities', { ...base, name, key: 'GEMELA' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().error.code).toBe('MUNICIPALITY_KEY_EXISTS');
  });
});

describe('municipal areas (manage usuario_municipio)', () => {
  it('lists 7 a page with a total, filtered by name and municipality for the admin', async () => {
    const page = (await call(admin, 'GET', '/api/areas')).json();
    expect(page.rows.length).toBeLessThanOrEqual(7);
    expect(page.total).toBeGreaterThanOrEqual(6);
    const filtered = (
      await call(admin, 'GET', `/api/areas?municipalityId=${DEMO_IDS.carlosPaz}&name=bromato`)
    ).json();
    expect(filtered.rows.map((a: { name: string }) => a.name)).toEqual(['Bromatología']);
  });

  it('holds an elevated supervisor to the own municipality, whatever it asks for', async () => {
    const page = (
      await call(elevated, 'GET', `/api/areas?municipalityId=${DEMO_IDS.carlosPaz}&pageSize=100`)
    ).json();
    expect(page.rows.length).toBeGreaterThan(0);
    expect(
      page.rows.every((a: { municipality: { id: string } }) => a.municipality.id === DEMO_IDS.cordoba),
    ).toBe(true);
    const own = await call(elevated, 'POST', '/api/areas', {
      name: 'Catastro',
      municipalityId: DEMO_IDS.cordoba,
    });
    expect(own.statusCode).toBe(200);
    const other = await call(elevated, 'POST', '/api/areas', {
      name: 'Catastro',
      municipalityId: DEMO_IDS.carlosPaz,
    });
    expect(other.statusCode).toBe(403);
  });

  it('refuses supervisors and inspectors, and an empty name', async () => {
    for (const session of [supervisor, inspector])
      expect((await call(session, 'GET', '/api/areas')).statusCode).toBe(403);
    const empty = await call(admin, 'POST', '/api/areas', { name: '  ', municipalityId: DEMO_IDS.cordoba });
    expect(empty.json().error.details[0].key).toBe('geography.errors.areaNameEmpty');
  });
});

describe('users: listing', () => {
  it('shows the admin every user, paged and searchable', async () => {
    const all = (await call(admin, 'GET', '/api/users?pageSize=100')).json();
    expect(all.total).toBe(all.rows.length);
    expect(all.rows.some((u: { email: string }) => u.email === demoEmail('bloqueado'))).toBe(true);
    const page = (await call(admin, 'GET', '/api/users')).json();
    expect(page.rows).toHaveLength(7);
    const found = (await call(admin, 'GET', '/api/users?search=BLOQUEADO')).json();
    expect(found.rows.map((u: { email: string }) => u.email)).toEqual([demoEmail('bloqueado')]);
    const byEmailDesc = (await call(admin, 'GET', '/api/users?sort=email&order=desc&pageSize=100')).json();
    const emails = byEmailDesc.rows.map((u: { email: string }) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
  });

  it('shows an elevated supervisor only the users of the own municipality', async () => {
    const mine = (await call(elevated, 'GET', '/api/users?pageSize=100')).json();
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(
      mine.rows.every(
        (u: { municipality: { id: string } | null }) => u.municipality?.id === DEMO_IDS.cordoba,
      ),
    ).toBe(true);
  });

  it('refuses supervisors and inspectors', async () => {
    for (const session of [supervisor, inspector])
      expect((await call(session, 'GET', '/api/users')).statusCode).toBe(403);
  });
});

describe('users: sorting by role', () => {
  const roles = async (query: string) =>
    (await call(admin, 'GET', `/api/users?pageSize=100&sort=role&${query}`))
      .json()
      .rows.map((row: { role: string | null }) => row.role)
      .filter((role: string | null) => role !== null);

  it('follows the order of the names the reader sees (roleOrder), and the codes without it', async () => {
    // Spanish names: Administrador, Censista privado, Generador de formularios, Inspector, ...
    const order = ['ROLE_ADMIN', 'ROLE_CENSISTA_PRIVADO', 'ROLE_GENERADOR', 'ROLE_INSPECTOR'];
    const sorted = await roles(`roleOrder=${order.join(',')}`);
    const firstOf = (role: string) => sorted.indexOf(role);
    expect(firstOf('ROLE_ADMIN')).toBeLessThan(firstOf('ROLE_CENSISTA_PRIVADO'));
    expect(firstOf('ROLE_CENSISTA_PRIVADO')).toBeLessThan(firstOf('ROLE_GENERADOR'));
    expect(firstOf('ROLE_GENERADOR')).toBeLessThan(firstOf('ROLE_INSPECTOR'));
    // Roles left out of the order come after, by code.
    const rest = sorted.filter((role: string) => !order.includes(role));
    expect(sorted.slice(sorted.length - rest.length)).toEqual(rest);
    expect(rest).toEqual([...rest].sort());
    const descending = await roles(`order=desc&roleOrder=${order.join(',')}`);
    expect(descending.indexOf('ROLE_INSPECTOR')).toBeLessThan(descending.indexOf('ROLE_ADMIN'));
    // By code: ROLE_CENSISTA_PRIVADO before ROLE_GENERADOR before ROLE_INSPECTOR; ROLE_ADMIN first.
    const byCode = await roles('');
    expect(byCode).toEqual([...byCode].sort());
  });

  it('refuses an unknown role code in the order', async () => {
    const response = await call(admin, 'GET', '/api/users?sort=role&roleOrder=ROLE_ADMIN,ROLE_NOPE');
    expect(response.statusCode).toBe(400);
  });
});

describe('users: creating', () => {
  const newInspector = {
    email: 'Nueva.Inspectora@Example.com',
    username: '  NInspectora ',
    firstName: 'Nora',
    lastName: 'Inspectora',
    roles: ['ROLE_INSPECTOR'],
    municipalityId: DEMO_IDS.carlosPaz,
    areaIds: [DEMO_IDS.bromatologia],
  };

  it('answers an empty username or e-mail with the spec text for missing required fields', async () => {
    for (const [session, body] of [
      [admin, newInspector],
      [elevated, { ...newInspector, municipalityId: undefined, areaIds: [DEMO_IDS.obrasPrivadas] }],
    ] as const) {
      for (const empty of [{ username: '  ' }, { email: '' }]) {
        const response = await call(session, 'POST', '/api/users', { ...body, ...empty });
        expect(response.statusCode).toBe(400);
        expect(response.json().error.details.map((d: { key: string }) => d.key)).toEqual([
          'users.errors.requiredFields',
        ]);
      }
    }
  });

  it('lets the admin create a user who accepts the invitation, sets a password and signs in', async () => {
    const response = await call(admin, 'POST', '/api/users', newInspector);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'nueva.inspectora@example.com',
      username: 'ninspectora',
      role: 'ROLE_INSPECTOR',
      municipality: { id: DEMO_IDS.carlosPaz },
      areas: [{ id: DEMO_IDS.bromatologia }],
      lastUpdateBy: 'admin',
    });
    const mail = await waitForMail(t.mailDir, 'nueva.inspectora@example.com');
    expect(mail).toContain('&invite=1');
    const token = resetTokenFrom(mail);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'una-clave-nueva' },
    });
    expect(confirm.statusCode).toBe(204);
    const session = await signIn(t.app, 'nueva.inspectora@example.com', 'una-clave-nueva');
    const me = (
      await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: session.cookie } })
    ).json();
    expect(me.user).toMatchObject({ role: 'ROLE_INSPECTOR', municipality: { name: 'Villa Carlos Paz' } });
  });

  it('refuses a taken e-mail or username, and a name the management system rejects', async () => {
    const email = await call(admin, 'POST', '/api/users', { ...newInspector, username: 'otra' });
    expect(email.json().error.code).toBe('EMAIL_EXISTS');
    const username = await call(admin, 'POST', '/api/users', {
      ...newInspector,
      email: 'otra@example.com',
      username: 'Supervisor',
    });
    expect(username.json().error.code).toBe('USERNAME_EXISTS');
    const invalid = await call(admin, 'POST', '/api/users', {
      ...newInspector,
      email: 'otra@example.com',
      username: 'a b',
    });
    expect(invalid.statusCode).toBe(409);
    expect(invalid.json().error.code).toBe('USERNAME_INVALID');
  });

  it('answers parallel creations with one e-mail once, and reserves only that username', async () => {
    const names = ['carrera1', 'carrera2', 'carrera3', 'carrera4', 'carrera5', 'carrera6'];
    const responses = await Promise.all(
      names.map((username) =>
        call(admin, 'POST', '/api/users', { ...newInspector, email: 'carrera@example.com', username }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(names.length - 1);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.code).toBe('EMAIL_EXISTS');
    }
    const winner = responses.find((response) => response.statusCode === 200)!.json().username;
    const reserved = await t.database.db
      .select({ username: managementUsers.username })
      .from(managementUsers)
      .where(inArray(managementUsers.username, names));
    expect(reserved).toEqual([{ username: winner }]);
    const created = await t.database.db.select().from(users).where(eq(users.email, 'carrera@example.com'));
    expect(created).toMatchObject([{ username: winner, disabled: false }]);
  });

  it('frees the e-mail again when the management system refuses the username', async () => {
    const refused = await call(admin, 'POST', '/api/users', {
      ...newInspector,
      email: 'rechazo@example.com',
      username: 'x',
    });
    expect(refused.json().error.code).toBe('USERNAME_INVALID');
    expect(await t.database.db.select().from(users).where(eq(users.email, 'rechazo@example.com'))).toEqual(
      [],
    );
    const retried = await call(admin, 'POST', '/api/users', {
      ...newInspector,
      email: 'rechazo@example.com',
      username: 'rechazo',
    });
    expect(retried.statusCode).toBe(200);
  });

  it('writes nothing when a chosen area is not of the municipality', async () => {
    const response = await call(admin, 'POST', '/api/users', {
      ...newInspector,
      email: 'mitad@example.com',
      username: 'mitad',
      areaIds: [DEMO_IDS.obrasPrivadas],
    });
    expect(response.statusCode).toBe(404);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'mitad@example.com'))).toHaveLength(
      0,
    );
  });

  it('lets an elevated supervisor create users of the own municipality only, never an admin', async () => {
    const base = { ...newInspector, municipalityId: undefined, areaIds: [DEMO_IDS.ambiente] };
    const asAdmin = await call(elevated, 'POST', '/api/users', {
      ...base,
      email: 'jefa@example.com',
      username: 'jefa',
      roles: ['ROLE_ADMIN'],
    });
    expect(asAdmin.statusCode).toBe(403);
    const foreignArea = await call(elevated, 'POST', '/api/users', {
      ...base,
      email: 'x@example.com',
      username: 'xx1',
      areaIds: [DEMO_IDS.bromatologia],
    });
    expect(foreignArea.statusCode).toBe(404);
    const ok = await call(elevated, 'POST', '/api/users', {
      ...base,
      email: 'inspector2@example.com',
      username: 'inspector2',
      municipalityId: DEMO_IDS.carlosPaz,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().municipality.id).toBe(DEMO_IDS.cordoba);
  });

  it('refuses supervisors and inspectors', async () => {
    for (const session of [supervisor, inspector]) {
      expect(
        (
          await call(session, 'POST', '/api/users', {
            ...newInspector,
            email: 'z@example.com',
            username: 'zz1',
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});

describe('users: editing, disabling', () => {
  it('lets an elevated supervisor change role, Legajo and areas of an own-municipality user', async () => {
    const target = (await call(elevated, 'GET', '/api/users?search=inspector-elevado@')).json().rows[0];
    const response = await call(elevated, 'PUT', `/api/users/${target.id}`, {
      roles: ['ROLE_INSPECTOR_ELEVADO_CORRECTOR'],
      inspectorId: '  L-77 ',
      firstName: 'Mateo',
      lastName: 'Díaz',
      areaIds: [DEMO_IDS.ambiente],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: 'ROLE_INSPECTOR_ELEVADO_CORRECTOR',
      inspectorId: 'L-77',
      areas: [{ id: DEMO_IDS.ambiente }],
      lastUpdateBy: 'supervisor-elevado',
      username: 'inspector-elevado',
    });
    const cleared = await call(elevated, 'PUT', `/api/users/${target.id}`, {
      roles: ['ROLE_INSPECTOR'],
      areaIds: [],
    });
    expect(cleared.json().error.details[0].key).toBe('users.errors.keepOneArea');
  });

  it('never lets an elevated supervisor touch an admin or a user of another municipality', async () => {
    const adminUser = (await call(admin, 'GET', '/api/users?search=admin@')).json().rows[0];
    expect(
      (await call(elevated, 'PUT', `/api/users/${adminUser.id}`, { roles: ['ROLE_INSPECTOR'] })).statusCode,
    ).toBe(403);
    const blocked = (await call(admin, 'GET', '/api/users?search=bloqueado')).json().rows[0];
    expect(
      (await call(elevated, 'PUT', `/api/users/${blocked.id}`, { roles: ['ROLE_INSPECTOR'] })).statusCode,
    ).toBe(404);
    const target = (await call(elevated, 'GET', '/api/users?search=inspector-actas')).json().rows[0];
    expect(
      (await call(elevated, 'PUT', `/api/users/${target.id}`, { roles: ['ROLE_ADMIN'] })).statusCode,
    ).toBe(403);
  });

  it('marks the rows the asker may edit: the elevated supervisor sees the admin row as not editable', async () => {
    for (const [session, editable] of [
      [admin, true],
      [elevated, false],
    ] as const) {
      const rows = (await call(session, 'GET', '/api/users?search=admin@')).json().rows;
      const adminRow = rows.find((row: { role: string }) => row.role === 'ROLE_ADMIN');
      expect(adminRow.editable).toBe(editable);
      const one = (await call(session, 'GET', `/api/users/${adminRow.id}`)).json();
      expect(one.editable).toBe(editable);
    }
    const others = (await call(elevated, 'GET', '/api/users?pageSize=100')).json().rows;
    for (const row of others) expect(row.editable, row.email).toBe(row.role !== 'ROLE_ADMIN');
  });

  it('lets only the admin disable a user, which ends the sessions and the sign-ins', async () => {
    const victim = await signIn(t.app, demoEmail('generador-respuestas'));
    expect(
      (await call(elevated, 'POST', `/api/users/${victim.userId}/disabled`, { disabled: true })).statusCode,
    ).toBe(403);
    const response = await call(admin, 'POST', `/api/users/${victim.userId}/disabled`, { disabled: true });
    expect(response.json().disabled).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: victim.cookie } });
    expect(me.json().error.code).toBe('SESSION_EXPIRED');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('generador-respuestas'), password: 'cabildo-demo' },
    });
    expect(again.json().error.code).toBe('USER_DISABLED');
  });
});

describe('management system over HTTP', () => {
  it('maps a backend error and an unreachable system to their codes', async () => {
    const fake = Fastify();
    let answer: { status: number; body: unknown } = {
      status: 200,
      body: { result: false, error: 'municore backend error' },
    };
    let received: unknown = null;
    fake.post('/verify-user', async (request, reply) => {
      received = request.body;
      return reply.code(answer.status).send(answer.body);
    });
    const url = await fake.listen({ port: 0, host: '127.0.0.1' });
    const other = await startTestApp({ MANAGEMENT_SYSTEM_URL: url });
    try {
      const otherAdmin = await signIn(other.app, demoEmail('admin'));
      const create = (username: string) =>
        other.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: as(otherAdmin),
          payload: {
            email: `${username}@example.com`,
            username,
            roles: ['ROLE_INSPECTOR'],
            municipalityId: DEMO_IDS.cordoba,
            areaIds: [DEMO_IDS.transito],
          },
        });
      const backend = await create('remoto1');
      expect(backend.statusCode).toBe(502);
      expect(backend.json().error.code).toBe('MANAGEMENT_SYSTEM_ERROR');
      expect(received).toEqual({ userMuniCore: 'remoto1', idMunicipioMuniCore: 1401, useAWS: false });
      answer = { status: 500, body: {} };
      expect((await create('remoto2')).json().error.code).toBe('MANAGEMENT_VERIFY_FAILED');
      answer = { status: 200, body: { result: true, error: null } };
      expect((await create('remoto3')).statusCode).toBe(200);
    } finally {
      await other.close();
      await fake.close();
    }
  });
});

describe('users: the management-system link', () => {
  const base = { firstName: 'Sin', lastName: 'Vínculo', roles: ['ROLE_INSPECTOR'] };

  it('answers a backend error for a municipality unknown to the management system', async () => {
    await t.database.db
      .update(municipalities)
      .set({ managementId: null })
      .where(eq(municipalities.id, DEMO_IDS.rosario));
    const response = await call(admin, 'POST', '/api/users', {
      ...base,
      email: 'rosario@example.com',
      username: 'rosario1',
      municipalityId: DEMO_IDS.rosario,
      areaIds: [DEMO_IDS.controlUrbano],
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('MANAGEMENT_SYSTEM_ERROR');
  });

  it('tells an elevated supervisor whose municipality is not linked to the management system', async () => {
    await t.database.db
      .update(municipalities)
      .set({ managementId: null })
      .where(eq(municipalities.id, DEMO_IDS.cordoba));
    try {
      const response = await call(elevated, 'POST', '/api/users', {
        ...base,
        email: 'sinvinculo@example.com',
        username: 'sinvinculo',
        areaIds: [DEMO_IDS.ambiente],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('MUNICIPALITY_NOT_LINKED');
    } finally {
      await t.database.db
        .update(municipalities)
        .set({ managementId: 1401 })
        .where(eq(municipalities.id, DEMO_IDS.cordoba));
    }
  });
});
