import { randomUUID } from 'node:crypto';
import {
  TEXT_ERRORS,
  type AnsweredSection,
  type FormTemplateInput,
  type MunicipalityView,
} from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  areas,
  citizens,
  files,
  forms,
  municipalities,
  remoteConfig,
} from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answersTo, answerOf } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * Security issue 11, F6: text PostgreSQL cannot keep (a NUL character, a lone UTF-16 surrogate) is
 * refused by the shared schemas with 400 VALIDATION_FAILED, never a database error; and a database
 * error's log line never holds the query's parameters.
 */
let t: TestApp;
const logLines: string[] = [];
let admin: Session;
let inspector: Session;
/** A form of the inspector's area with one optional open question. */
let formId: string;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (line) => logLines.push(line) } });
  admin = await signIn(t.app, demoEmail('admin'));
  inspector = await signIn(t.app, demoEmail('inspector'));
  formId = (await api().createForm(admin, form('Relevamiento'))).id;
});
afterAll(async () => t.close());

const api = () => answerApi(t);
const form = (title: string): FormTemplateInput => ({
  title,
  areaIds: [DEMO_IDS.obrasPrivadas],
  sections: [
    {
      id: 's1',
      order: 0,
      title: 'Datos',
      questions: [{ id: 'q1', order: 0, title: 'Observaciones', kind: 'open', dataType: 'text' }],
    },
  ],
});

/** Answers to `formId` with `value` as its question's answer. */
async function answerWith(value: string) {
  const sections = answersTo(await api().template(inspector, formId));
  answerOf(sections, 's1', 'q1').value = value;
  return { sections, path: '/sections/0/rows/0/answers/0/value' };
}
const submission = (sections: AnsweredSection[]) => ({ clientSubmissionId: randomUUID(), sections });

/** Everything the refused requests could have changed. */
async function snapshot() {
  const db = t.database.db;
  return {
    forms: await db.select().from(forms).orderBy(forms.id),
    areas: await db.select().from(areas).orderBy(areas.id),
    municipalities: await db.select().from(municipalities).orderBy(municipalities.id),
    answers: (await db.select({ id: answers.id }).from(answers)).length,
    citizens: (await db.select({ id: citizens.id }).from(citizens)).length,
    remoteConfig: await db.select().from(remoteConfig).orderBy(remoteConfig.key),
  };
}

function expectRefused(response: { statusCode: number; json: () => unknown }, path: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: {
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([
        expect.objectContaining({ path, key: TEXT_ERRORS.invalidCharacters }),
      ]),
    },
  });
}

describe.each([
  ['a NUL character', 'Inspección\u0000 de obra'],
  ['a lone surrogate', 'Inspección \ud800de obra'],
])('JSON text with %s', (_, bad) => {
  it('is refused in a form title, a question title and an option of the template', async () => {
    const before = await snapshot();
    expectRefused(await api().call(admin, 'POST', '/api/forms', form(bad)), '/title');
    const { id } = await api().createForm(admin, form('Texto válido'));
    const stored = await snapshot();
    const template = form('Texto válido');
    template.sections![0]!.questions![0]!.title = bad;
    expectRefused(
      await api().call(admin, 'PUT', `/api/forms/${id}`, template),
      '/sections/0/questions/0/title',
    );
    const keyed = { ...form('Texto válido'), management: { incidentTypesByState: { [bad]: 'tipo' } } };
    const refusedKey = await api().call(admin, 'PUT', `/api/forms/${id}`, keyed);
    expect([refusedKey.statusCode, refusedKey.json().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(await snapshot()).toEqual(stored);
    expect(stored.forms.length).toBe(before.forms.length + 1);
  });

  it('is refused in an answer value, its observations and its citizen', async () => {
    const before = await snapshot();
    const { sections, path } = await answerWith(bad);
    expectRefused(await api().submit(inspector, formId, submission(sections)), path);
    const clean = (await answerWith('')).sections;
    expectRefused(
      await api().submit(inspector, formId, {
        ...submission(clean),
        observations: bad,
      }),
      '/observations',
    );
    expectRefused(
      await api().submit(inspector, formId, {
        ...submission(clean),
        citizen: { id: 'c1', firstName: bad },
      }),
      '/citizen/firstName',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('is refused in an area name, a municipality name and its geocoding address', async () => {
    const before = await snapshot();
    expectRefused(
      await api().call(admin, 'POST', '/api/areas', { name: bad, municipalityId: DEMO_IDS.cordoba }),
      '/name',
    );
    const listed = (await api().call(admin, 'GET', '/api/municipalities')).json() as { id: string }[];
    const municipality = listed.find((candidate) => candidate.id === DEMO_IDS.carlosPaz) as MunicipalityView;
    const input = {
      name: municipality.name,
      key: municipality.key,
      managementId: String(municipality.managementId),
      provinceId: municipality.province.id,
      settings: municipality.settings,
    };
    expectRefused(
      await api().call(admin, 'PUT', `/api/municipalities/${DEMO_IDS.carlosPaz}`, { ...input, name: bad }),
      '/name',
    );
    expectRefused(
      await api().call(admin, 'PUT', `/api/municipalities/${DEMO_IDS.carlosPaz}`, {
        ...input,
        settings: { ...input.settings, geocodingUrl: `https://geo.example.org/${bad}` },
      }),
      '/settings/geocodingUrl',
    );
    expect(await snapshot()).toEqual(before);
  });

  it('is refused in a remote-config value and a new legal citizen', async () => {
    const before = await snapshot();
    expectRefused(
      await api().call(admin, 'PUT', '/api/remote-config', { web_session_revokation_datetime: bad }),
      '/web_session_revokation_datetime',
    );
    const citizen = { formId: DEMO_FORM_IDS.streetLighting, kind: 'legal', name: bad, cuit: '30712345678' };
    expectRefused(await api().call(inspector, 'POST', '/api/citizens', citizen), '/name');
    expect(await snapshot()).toEqual(before);
  });
});

describe('a NUL character in a query string', () => {
  const nul = encodeURIComponent('ab\u0000c');
  it.each([
    ['the form list', `/api/forms?name=${nul}`, '/name'],
    ['the area list', `/api/areas?name=${nul}`, '/name'],
    ['the municipality list', `/api/municipalities?name=${nul}`, '/name'],
    ['the user list', `/api/users?search=${nul}`, '/search'],
    ['the answers list', `/api/forms/${DEMO_FORM_IDS.streetLighting}/answers?author=${nul}`, '/author'],
    ['the answers count', `/api/forms/${DEMO_FORM_IDS.streetLighting}/answers/count?code=${nul}`, '/code'],
    [
      'the answers export',
      `/api/forms/${DEMO_FORM_IDS.streetLighting}/answers/export?author=${nul}`,
      '/author',
    ],
    ['the address search', `/api/places/search?formId=${DEMO_FORM_IDS.streetLighting}&q=${nul}`, '/q'],
    [
      'the single-answer check',
      `/api/answering/forms/${DEMO_FORM_IDS.streetLighting}/citizens/${nul}/answered`,
      '/citizenId',
    ],
  ])('is refused by %s', async (_, url, path) => {
    expectRefused(await t.app.inject({ method: 'GET', url, headers: as(admin) }), path);
  });
});

describe('a NUL character in an uploaded file name', () => {
  // A real 1x1 PNG.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  /** A multipart body written by hand: a browser's FormData would not send the character. */
  const body = Buffer.concat([
    Buffer.from(
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="foto\u0000.png"\r\n' +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG,
    Buffer.from('\r\n--XX--\r\n'),
  ]);
  const upload = (url: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { ...as(admin), 'content-type': 'multipart/form-data; boundary=XX' },
    });
  const fileCount = async () => (await t.database.db.select({ id: files.id }).from(files)).length;

  it('is refused for a header image', async () => {
    const before = await fileCount();
    expectRefused(await upload('/api/files/header-image'), '/file');
    expect(await fileCount()).toBe(before);
  });

  it('is dropped from an answer upload, whose name loses every control character', async () => {
    const response = await upload(`/api/files/answers?formId=${formId}&purpose=image`);
    expect(response.statusCode).toBe(200);
    expect(response.json().name).toBe('foto.png');
  });
});

describe('the log of a database failure', () => {
  it('names the failed query but holds none of its parameters', async () => {
    const secret = `respuesta-secreta-${randomUUID()}`;
    const { sections } = await answerWith(secret);
    // A constraint no new answer meets: the save fails in the database, with the answer in its parameters.
    await t.database.db.execute(
      sql`alter table answers add constraint text_input_test check (false) not valid`,
    );
    try {
      logLines.length = 0;
      const response = await api().submit(inspector, formId, {
        ...submission(sections),
        observations: `${secret}-observations`,
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: { code: 'INTERNAL', message: expect.any(String), requestId: expect.any(String) },
      });
    } finally {
      await t.database.db.execute(sql`alter table answers drop constraint text_input_test`);
    }
    const logged = logLines.join('\n');
    expect(logged).toContain('unhandled error');
    expect(logged).toContain('jsonb_to_recordset');
    expect(logged).toContain('text_input_test');
    expect(logged).not.toContain(secret);
  });
});
