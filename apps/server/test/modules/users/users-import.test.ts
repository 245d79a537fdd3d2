import { and, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, managementUsers, userAreas, users } from '../../../src/db/schema/index.ts';
import { simpleXlsx } from '../../../src/modules/users/import-template.ts';
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
const sessions: Record<string, Session> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const slug of ['admin', 'supervisor-elevado', 'supervisor', 'inspector'])
    sessions[slug] = await signIn(t.app, demoEmail(slug));
});
afterAll(async () => t.close());

/** A multipart body exactly as a browser sends it. */
async function multipart(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

const HEADER = 'email,firstName,lastName,role,areas,username,inspectorId,language';
const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8');

async function upload(
  who: string,
  path: 'preview' | '',
  bytes: Buffer,
  options: { name?: string; municipalityId?: string; language?: string } = {},
) {
  const { body, contentType } = await multipart(bytes, options.name ?? 'usuarios.csv');
  const query = options.municipalityId ? `?municipalityId=${options.municipalityId}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/users/import${path ? `/${path}` : ''}${query}`,
    payload: body,
    headers: {
      ...as(sessions[who]!),
      'content-type': contentType,
      'accept-language': options.language ?? 'es',
    },
  });
}
const problemsOf = (body: { problems: { row: number; column: string | null; code: string }[] }) =>
  body.problems.map((problem) => `${problem.row}:${problem.column}:${problem.code}`);

describe('users import: who may', () => {
  const file = csv('quien@example.com,Qui,En,Inspector,Obras Privadas,,,');

  it('refuses plain supervisors and staff, and anyone signed out', async () => {
    for (const who of ['supervisor', 'inspector']) {
      expect((await upload(who, 'preview', file)).statusCode).toBe(403);
      expect((await upload(who, '', file)).statusCode).toBe(403);
    }
    const { body, contentType } = await multipart(file, 'a.csv');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/users/import/preview',
      payload: body,
      headers: { 'content-type': contentType },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('holds an elevated supervisor to the own municipality, and to roles it may grant', async () => {
    const other = await upload('supervisor-elevado', 'preview', file, { municipalityId: DEMO_IDS.carlosPaz });
    expect(other.statusCode).toBe(403);
    const own = await upload(
      'supervisor-elevado',
      'preview',
      csv(
        'quien@example.com,Qui,En,Inspector,Obras Privadas,,,',
        'jefa@example.com,Je,Fa,Administrador,Obras Privadas,,,',
        'fuera@example.com,Fu,Era,Inspector,Bromatología,,,',
      ),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ municipality: { id: DEMO_IDS.cordoba }, rows: 3, valid: 1 });
    // Areas of another municipality are out of reach: unknown here.
    expect(problemsOf(own.json())).toEqual(['3:role:ROLE_NOT_ALLOWED', '4:areas:AREA_UNKNOWN']);
    expect(own.json().problems[0].message).toBe('No puede asignar el rol «Administrador».');
  });

  it('lets the admin import into any municipality, which it must name', async () => {
    const none = await upload('admin', 'preview', file);
    expect(none.statusCode).toBe(400);
    const carlosPaz = await upload(
      'admin',
      'preview',
      csv('quien@example.com,Qui,En,ROLE_ADMIN,Bromatología,,,'),
      { municipalityId: DEMO_IDS.carlosPaz },
    );
    expect(carlosPaz.statusCode).toBe(200);
    expect(carlosPaz.json()).toMatchObject({
      municipality: { name: 'Villa Carlos Paz' },
      valid: 1,
      problems: [],
    });
  });
});

describe('users import: preview', () => {
  it('reports each kind of problem by row and column, in the reader’s language, and writes nothing', async () => {
    const [legajo] = await t.database.db
      .select({ inspectorId: users.inspectorId })
      .from(users)
      .where(and(eq(users.municipalityId, DEMO_IDS.cordoba), isNotNull(users.inspectorId)))
      .limit(1);
    const before = await t.database.db.$count(users);
    const response = await upload(
      'supervisor-elevado',
      'preview',
      csv(
        'bien@example.com,Bi,En,Inspector elevado,Obras Privadas;Tránsito,bien,L-77,pt',
        ',Sin,Correo,Inspector,Obras Privadas,,,',
        'no-es-correo,Mal,Correo,Inspector,Obras Privadas,,,',
        'rol@example.com,Sin,Rol,Jefe de obra,Obras Privadas,,,',
        'area@example.com,Sin,Area,Inspector,Obras Públicas,,,',
        'sinarea@example.com,Sin,Area,Inspector,,,,',
        'idioma@example.com,Mal,Idioma,Inspector,Obras Privadas,,,klingon',
        `${demoEmail('inspector')},Ya,Existe,Inspector,Obras Privadas,,,`,
        'otra@example.com,Usuario,Tomado,Inspector,Obras Privadas,admin,,',
        `legajo@example.com,Legajo,Tomado,Inspector,Obras Privadas,,${legajo!.inspectorId},`,
        'BIEN@example.com,Repite,Correo,Inspector,Obras Privadas,otro,,',
        'largo@example.com,' + 'x'.repeat(81) + ',Largo,Inspector,Obras Privadas,,,',
      ),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ rows: 12, valid: 1 });
    expect(problemsOf(body)).toEqual([
      '3:email:REQUIRED',
      '4:email:EMAIL_INVALID',
      '5:role:ROLE_UNKNOWN',
      '6:areas:AREA_UNKNOWN',
      '7:areas:REQUIRED',
      '8:language:LANGUAGE_UNKNOWN',
      '9:email:EMAIL_EXISTS',
      // The username left empty is the e-mail's local part, which the demo inspector has too.
      '9:username:USERNAME_EXISTS',
      '10:username:USERNAME_EXISTS',
      '11:inspectorId:INSPECTOR_ID_EXISTS',
      '12:email:DUPLICATE_IN_FILE',
      '13:firstName:TOO_LONG',
    ]);
    expect(body.problems.find((p: { row: number }) => p.row === 12)).toMatchObject({
      columnLabel: 'Correo electrónico',
      message: 'Repite el valor de la fila 2.',
    });
    expect(body.problems.find((p: { row: number }) => p.row === 5).message).toBe(
      'No existe el rol «Jefe de obra».',
    );
    expect(await t.database.db.$count(users)).toBe(before);
    expect(await t.database.db.$count(managementUsers, eq(managementUsers.username, 'bien'))).toBe(0);
  });

  it('speaks English to an English reader, and takes English headers and role names', async () => {
    const response = await upload(
      'supervisor-elevado',
      'preview',
      Buffer.from('Email;First name;Last name;Role;Areas\r\nx@example.com;A;B;Senior inspector;Nowhere\r\n'),
      { language: 'en' },
    );
    expect(response.json().problems).toEqual([
      {
        row: 2,
        column: 'areas',
        columnLabel: 'Areas',
        code: 'AREA_UNKNOWN',
        message: 'The municipality has no area “Nowhere”.',
      },
    ]);
  });

  it('reads an Excel workbook', async () => {
    const xlsx = await simpleXlsx([
      HEADER.split(','),
      ['excel@example.com', 'Ex', 'Cel', 'Inspector', 'Ambiente', '', '', ''],
      ['', '', '', '', '', '', '', ''],
      ['excel2@example.com', 'Ex', 'Cel', 'Nadie', 'Ambiente', '', '', ''],
    ]);
    const response = await upload('supervisor-elevado', 'preview', xlsx, { name: 'usuarios.xlsx' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 2, valid: 1 });
    expect(problemsOf(response.json())).toEqual(['4:role:ROLE_UNKNOWN']);
  });

  it('checks the file by its content with the upload texts, and says what is wrong with it', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const fake = await upload('supervisor-elevado', 'preview', png, { name: 'usuarios.csv' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatchObject({
      code: 'FILE_TYPE_INVALID',
      details: [{ key: 'uploads.errors.badFormat' }],
    });
    const latin1 = await upload('supervisor-elevado', 'preview', Buffer.from(`${HEADER}\nñ@x.com`, 'latin1'));
    expect(latin1.json().error.code).toBe('FILE_TYPE_INVALID');
    const huge = await upload('supervisor-elevado', 'preview', Buffer.alloc(5 * 1024 * 1024 + 10, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      details: [{ key: 'uploads.errors.fileTooBig' }],
    });
    const empty = await upload('supervisor-elevado', 'preview', Buffer.from(`${HEADER}\r\n\r\n`));
    expect(empty.json().error.code).toBe('IMPORT_EMPTY');
    const columns = await upload(
      'supervisor-elevado',
      'preview',
      Buffer.from('email,rol\r\na@b.com,Inspector'),
    );
    expect(columns.json().error).toMatchObject({
      code: 'IMPORT_COLUMNS_MISSING',
      details: [{ column: 'firstName' }, { column: 'lastName' }, { column: 'areas', label: 'Áreas' }],
    });
    const many = Array.from({ length: 5001 }, (_, i) => `m${i}@example.com,A,B,Inspector,Ambiente,,,`);
    const tooMany = await upload('supervisor-elevado', 'preview', csv(...many));
    expect(tooMany.json().error.code).toBe('IMPORT_TOO_MANY_ROWS');
  });
});

describe('users import: import', () => {
  it('creates the valid rows, skips the others, queues the invitations and sums it up as CSV', async () => {
    const response = await upload(
      'supervisor-elevado',
      '',
      csv(
        'Nueva.Uno@example.com,Nue,Uno,Inspector,Obras Privadas;Ambiente,,L-900,',
        'nueva.dos@example.com,"=HYPERLINK(""x"")",Dos,Supervisor,Tránsito,ndos,,en',
        '=1+2,Nue,Tres,Jefe,Tránsito,,,',
        'nueva.cuatro@example.com,Nue,Cuatro,Inspector,Tránsito,x,,',
      ),
    );
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary).toMatchObject({
      created: 2,
      skipped: 1,
      failed: 1,
      invitationsQueued: 2,
      rows: [
        { row: 2, email: 'Nueva.Uno@example.com', outcome: 'created', reason: null },
        { row: 3, outcome: 'created' },
        {
          row: 4,
          email: '=1+2',
          outcome: 'skipped',
          reason: 'Correo electrónico: Ingrese un correo electrónico válido. · Rol: No existe el rol «Jefe».',
        },
        // The management system takes no one-letter username: the row fails, nothing is kept.
        { row: 5, outcome: 'failed', reason: 'Usuario: El nombre de usuario no es válido.' },
      ],
      csvFileName: 'importacion-usuarios.csv',
    });
    expect(summary.csv.split('\r\n')).toEqual([
      '\uFEFFFila,Correo electrónico,Resultado,Motivo',
      '2,Nueva.Uno@example.com,Creado,',
      '3,nueva.dos@example.com,Creado,',
      // A cell that would run as a formula is written as text.
      "4,'=1+2,Omitido,Correo electrónico: Ingrese un correo electrónico válido. · Rol: No existe el rol «Jefe».",
      '5,nueva.cuatro@example.com,Falló,Usuario: El nombre de usuario no es válido.',
      '',
    ]);
    const created = await t.database.db
      .select()
      .from(users)
      .where(
        inArray(users.email, ['nueva.uno@example.com', 'nueva.dos@example.com', 'nueva.cuatro@example.com']),
      );
    expect(
      created
        .map((user) => [user.email, user.username, user.municipalityId, user.language, user.disabled])
        .sort(),
    ).toEqual([
      ['nueva.dos@example.com', 'ndos', DEMO_IDS.cordoba, 'en', false],
      ['nueva.uno@example.com', 'nueva.uno', DEMO_IDS.cordoba, 'es', false],
    ]);
    const uno = created.find((user) => user.username === 'nueva.uno')!;
    expect(uno).toMatchObject({ inspectorId: 'L-900', roles: ['ROLE_INSPECTOR'] });
    expect((await t.database.db.select().from(userAreas).where(eq(userAreas.userId, uno.id))).length).toBe(2);
    expect(await t.database.db.$count(auditEvents, eq(auditEvents.subjectId, uno.id))).toBe(1);
    // The invitation comes from the job, in the row's language; it lets the user in.
    const mail = await waitForMail(t.mailDir, 'nueva.uno@example.com', 15_000);
    expect(mail).toContain('&invite=1');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token: resetTokenFrom(mail), password: 'una-clave-importada' },
    });
    expect(confirm.statusCode).toBe(204);
    await signIn(t.app, 'nueva.uno@example.com', 'una-clave-importada');
    await waitForMail(t.mailDir, 'nueva.dos@example.com', 15_000);
  });

  it('re-checks on import: rows created since the preview are skipped as taken', async () => {
    const file = csv('otra.vez@example.com,Ot,Ra,Inspector,Ambiente,,,');
    expect((await upload('supervisor-elevado', 'preview', file)).json().valid).toBe(1);
    expect((await upload('supervisor-elevado', '', file)).json()).toMatchObject({ created: 1 });
    const again = await upload('supervisor-elevado', '', file);
    expect(again.json()).toMatchObject({ created: 0, skipped: 1, rows: [{ outcome: 'skipped' }] });
    expect(again.json().rows[0].reason).toContain('Ya existe un usuario con este correo electrónico.');
  });

  it('imports an Excel workbook too', async () => {
    const xlsx = await simpleXlsx([
      HEADER.split(','),
      ['hoja@example.com', 'Ho', 'Ja', 'ROLE_SUPERVISOR', 'Ambiente', '', '', ''],
    ]);
    const response = await upload('admin', '', xlsx, { name: 'u.xlsx', municipalityId: DEMO_IDS.cordoba });
    expect(response.json()).toMatchObject({
      created: 1,
      rows: [{ email: 'hoja@example.com', outcome: 'created' }],
    });
  });

  it('previews and imports 1,000 rows', async () => {
    const lines = Array.from(
      { length: 1000 },
      (_, i) => `mil${i}@example.com,Mil,${i},Inspector,Ambiente,mil${i},M-${i},`,
    );
    const file = csv(...lines);
    const started = Date.now();
    const preview = await upload('supervisor-elevado', 'preview', file);
    expect(preview.json()).toMatchObject({ rows: 1000, valid: 1000, problems: [] });
    const imported = await upload('supervisor-elevado', '', file);
    expect(imported.json()).toMatchObject({ created: 1000, skipped: 0, failed: 0, invitationsQueued: 1000 });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await t.database.db.$count(users, like(users.email, 'mil%@example.com'))).toBe(1000);
  }, 120_000);

  it('serves the template in the reader’s language, as CSV and as Excel', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/import/template',
      headers: { ...as(sessions['supervisor-elevado']!), 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('plantilla-usuarios.csv');
    const [header, example] = response.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('Correo electrónico,Nombre,Apellido,Rol,Áreas,Usuario,Legajo,Idioma');
    expect(example).toBe('ana.perez@example.com,Ana,Pérez,Inspector,Ambiente; Obras Privadas,aperez,1234,es');
    // The template previews clean.
    expect((await upload('supervisor-elevado', 'preview', response.rawPayload)).json()).toMatchObject({
      valid: 1,
    });
    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/users/import/template?format=xlsx',
      headers: { ...as(sessions['supervisor-elevado']!), 'accept-language': 'en' },
    });
    expect(xlsx.headers['content-disposition']).toContain('users-template.xlsx');
    const read = await upload('supervisor-elevado', 'preview', xlsx.rawPayload, {
      name: 'users-template.xlsx',
    });
    expect(read.json()).toMatchObject({ rows: 1, valid: 1 });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/users/import/template',
          headers: as(sessions.inspector!),
        })
      ).statusCode,
    ).toBe(403);
  });
});
