import { readFile } from 'node:fs/promises';
import { firstSaveProblem, formTemplateSchema } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, forms } from '../../../src/db/schema/index.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { DEMO_PAYMENT_FORM_ID } from '../../../src/seed/demo-payments.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
const sessions: Record<string, Session> = {};
beforeAll(async () => {
  t = await startTestApp();
  for (const slug of [
    'admin',
    'supervisor',
    'supervisor-duplicador',
    'generador',
    'inspector',
    'supervisor-elevado',
  ]) {
    sessions[slug] = await signIn(t.app, demoEmail(slug));
  }
});
afterAll(async () => t.close());

const call = (
  slug: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: slug ? as(sessions[slug]!) : {},
  });
const titles = async (slug: string, query = '') =>
  ((await call(slug, 'GET', `/api/forms?pageSize=100${query}`)).json().rows as { title: string }[])
    .map((row) => row.title)
    .sort();

const simpleForm = (areaId: string, title = 'Control de veredas') => ({
  title,
  areaIds: [areaId],
  sections: [
    {
      id: 's1',
      order: 0,
      title: 'Vereda',
      questions: [{ id: 'q1', order: 0, title: '¿Está rota?', kind: 'yesno' }],
    },
  ],
});
const answerFor = (formId: string, code: string) =>
  t.database.db.insert(answers).values({ formId, code, createdBy: sessions.inspector!.userId });

describe('demo forms', () => {
  it('are complete forms by the editor rules', async () => {
    const rows = await t.database.db.select().from(forms);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows)
      expect(firstSaveProblem(formTemplateSchema.parse(row.template), { managementSync: false })).toBeNull();
  });

  it("are as many as the README says, which gives the noise complaint's address", async () => {
    const readme = await readFile(new URL('../../../../../README.md', import.meta.url), 'utf8');
    // What `npm start` seeds: the demo data set, and the festival's ticket sale (main.ts, not in tests).
    const demo = new Set(
      (await t.database.db.select({ id: forms.id }).from(forms))
        .map(({ id }) => id)
        .filter((id) => id.startsWith('00000000-0000-4000-8000-')),
    ).add(DEMO_PAYMENT_FORM_ID);
    const count = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][demo.size];
    expect(readme).toContain(`(\`/listar\`): ${count} demo forms come with the demo data`);
    expect(readme).toContain(`/publico/contestar/${DEMO_FORM_IDS.noiseComplaint}\``);
  });
});

describe('form list visibility', () => {
  it('shows the admin every form and others only forms of their areas', async () => {
    expect(await titles('admin')).toEqual([
      'Denuncia de ruidos molestos',
      'Inspección de alumbrado público',
      'Reclamo por vereda rota',
      'Solicitud de permiso de poda',
    ]);
    for (const slug of ['supervisor', 'inspector', 'supervisor-elevado']) {
      expect(await titles(slug)).toEqual(['Inspección de alumbrado público']);
    }
  });

  it('filters by name (leading spaces ignored) and by area, and pages by 7', async () => {
    expect(await titles('admin', '&name=%20%20%20ruidos')).toEqual(['Denuncia de ruidos molestos']);
    expect(await titles('admin', `&areaId=${DEMO_IDS.ambiente}`)).toEqual([
      'Denuncia de ruidos molestos',
      'Reclamo por vereda rota',
      'Solicitud de permiso de poda',
    ]);
    const page = (await call('admin', 'GET', '/api/forms')).json();
    expect(page.rows.length).toBeLessThanOrEqual(7);
    expect(page.anyPaymentGateway).toBe(false);
  });

  it('does not let a supervisor open a form of another area', async () => {
    expect((await call('supervisor', 'GET', `/api/forms/${DEMO_FORM_IDS.noiseComplaint}`)).statusCode).toBe(
      403,
    );
    expect((await call('supervisor', 'GET', `/api/forms/${DEMO_FORM_IDS.streetLighting}`)).statusCode).toBe(
      200,
    );
    expect((await call(null, 'GET', '/api/forms')).statusCode).toBe(401);
  });
});

describe('saving forms', () => {
  it('lets a supervisor create a form in an own area, never in another', async () => {
    const created = await call('supervisor', 'POST', '/api/forms', simpleForm(DEMO_IDS.transito));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      template: { title: 'Control de veredas' },
      municipality: { key: 'CBA' },
      lock: 'none',
    });
    expect(created.json().editHistory).toHaveLength(1);
    expect((await call('supervisor', 'POST', '/api/forms', simpleForm(DEMO_IDS.ambiente))).statusCode).toBe(
      403,
    );
    expect((await call('inspector', 'POST', '/api/forms', simpleForm(DEMO_IDS.transito))).statusCode).toBe(
      403,
    );
  });

  it('applies the save rules in order and refuses conflicting options', async () => {
    const noTitle = await call('supervisor', 'POST', '/api/forms', {
      ...simpleForm(DEMO_IDS.transito),
      title: ' ',
    });
    expect(noTitle.json().error.details).toEqual([
      expect.objectContaining({ path: '/title', key: 'forms.errors.titleRequired' }),
    ]);
    const noSection = await call('supervisor', 'POST', '/api/forms', {
      ...simpleForm(DEMO_IDS.transito),
      sections: [],
    });
    expect(noSection.json().error.details[0].key).toBe('forms.errors.sectionRequired');
    const conflict = await call('supervisor', 'POST', '/api/forms', {
      ...simpleForm(DEMO_IDS.transito),
      options: { public: true, citizenAssociationFromCitizenPortal: true },
    });
    expect(conflict.statusCode).toBe(400);
  });

  it('allows video attachments only where the municipality allows them', async () => {
    const withVideo = simpleForm(DEMO_IDS.transito, 'Con video');
    withVideo.sections[0]!.questions[0] = {
      ...withVideo.sections[0]!.questions[0]!,
      attachVideo: true,
    } as never;
    const refused = await call('supervisor', 'POST', '/api/forms', withVideo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].key).toBe('forms.errors.videoNotAllowed');
    // Villa Carlos Paz allows them once its setting is on.
    await call('admin', 'GET', '/api/geography/tree');
    const [carlosPaz] = (await call('admin', 'GET', '/api/municipalities?name=carlos')).json();
    await call('admin', 'PUT', `/api/municipalities/${carlosPaz.id}`, {
      name: carlosPaz.name,
      key: carlosPaz.key,
      managementId: String(carlosPaz.managementId),
      provinceId: carlosPaz.province.id,
      settings: { ...carlosPaz.settings, videoAttachments: true },
    });
    const allowed = await call('admin', 'POST', '/api/forms', {
      ...withVideo,
      areaIds: [DEMO_IDS.bromatologia],
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('checks the states table on the server too (a request not made by the editor)', async () => {
    const states = (available: unknown[], initial: number | null) => ({
      ...simpleForm(DEMO_IDS.transito),
      states: { available, initial },
    });
    const duplicate = await call(
      'supervisor',
      'POST',
      '/api/forms',
      states(
        [
          { id: 0, name: 'Abierta' },
          { id: 1, name: 'abierta' },
        ],
        0,
      ),
    );
    expect(duplicate.json().error.details[0].key).toBe('forms.errors.stateNameDuplicate');
    const empty = await call('supervisor', 'POST', '/api/forms', states([{ id: 0, name: ' ' }], 0));
    expect(empty.json().error.details[0].key).toBe('forms.errors.stateNameEmpty');
    const selfLoop = await call(
      'supervisor',
      'POST',
      '/api/forms',
      states([{ id: 0, name: 'A', transitions: [0] }], 0),
    );
    expect(selfLoop.json().error.details[0].key).toBe('forms.errors.stateTableInvalid');
    const noInitial = await call('supervisor', 'POST', '/api/forms', states([{ id: 0, name: 'A' }], null));
    expect(noInitial.statusCode).toBe(400);
  });

  it('locks an answered form: read-only without editableForm, content only with it', async () => {
    const form = (
      await call('supervisor', 'POST', '/api/forms', simpleForm(DEMO_IDS.transito, 'Formulario respondido'))
    ).json();
    await answerFor(form.id, 'CBA1');
    const edited = { ...form.template, title: 'Otro título' };
    const locked = await call('supervisor', 'PUT', `/api/forms/${form.id}`, edited);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('FORM_LOCKED');

    await t.database.db
      .update(forms)
      .set({ template: { ...form.template, options: { ...form.template.options, editableForm: true } } })
      .where(eq(forms.id, form.id));
    const editable = { ...form.template, options: { ...form.template.options, editableForm: true } };
    const content = await call('supervisor', 'PUT', `/api/forms/${form.id}`, {
      ...editable,
      title: 'Título corregido',
    });
    expect(content.statusCode).toBe(200);
    expect(content.json()).toMatchObject({ lock: 'content-only', template: { title: 'Título corregido' } });
    expect(content.json().editHistory).toHaveLength(2);
    const extraSection = {
      ...editable,
      sections: [...editable.sections, { ...editable.sections[0], id: 's2', order: 1 }],
    };
    const restructured = await call('supervisor', 'PUT', `/api/forms/${form.id}`, extraSection);
    expect([restructured.statusCode, restructured.json().error.code]).toEqual([409, 'FORM_HAS_ANSWERS']);
  });
});

describe('management system, question links and voucher text (issue 13 items 11–13, 15)', () => {
  it('refuses the management switch on with neither the citizen nor incidents (save rule 5)', async () => {
    const response = await call('supervisor', 'POST', '/api/forms', {
      ...simpleForm(DEMO_IDS.transito),
      management: { sync: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      expect.objectContaining({ path: '/management', key: 'forms.errors.managementSyncOption' }),
    ]);
  });

  it("lists the management system's areas and incident types for those who edit forms of the area", async () => {
    const areas = await call('supervisor', 'GET', `/api/forms/management/areas?areaId=${DEMO_IDS.transito}`);
    expect(areas.statusCode).toBe(200);
    expect(areas.json()).toContainEqual({ id: '1', name: 'Alumbrado público' });
    const types = await call(
      'supervisor',
      'GET',
      `/api/forms/management/incident-types?areaId=${DEMO_IDS.transito}&managementAreaId=1`,
    );
    expect(types.json()).toContainEqual({ id: '101', name: 'Luminaria apagada', areaId: '1' });
    expect(
      (await call('supervisor', 'GET', `/api/forms/management/areas?areaId=${DEMO_IDS.ambiente}`)).statusCode,
    ).toBe(403);
    expect(
      (await call('inspector', 'GET', `/api/forms/management/areas?areaId=${DEMO_IDS.transito}`)).statusCode,
    ).toBe(403);
    expect(
      (await call(null, 'GET', `/api/forms/management/areas?areaId=${DEMO_IDS.transito}`)).statusCode,
    ).toBe(401);
  });

  it('creates an incident type named after the form when none is picked; a second of that name saves nothing', async () => {
    const form = {
      ...simpleForm(DEMO_IDS.transito, 'Semáforo apagado en la esquina'),
      options: { incidents: true },
      management: { sync: true, incidentAreaId: '12', incidentAreaName: 'Tránsito' },
    };
    const created = await call('supervisor', 'POST', '/api/forms', form);
    expect(created.statusCode).toBe(200);
    const management = created.json().template.management;
    expect(management).toMatchObject({
      incidentAreaId: '12',
      incidentTypeId: expect.any(String),
      incidentTypeName: 'Semáforo apagado en la esquina',
    });
    const types = await call(
      'supervisor',
      'GET',
      `/api/forms/management/incident-types?areaId=${DEMO_IDS.transito}&managementAreaId=12`,
    );
    expect(types.json()).toContainEqual({
      id: management.incidentTypeId,
      name: 'Semáforo apagado en la esquina',
      areaId: '12',
    });
    // Saving it again keeps its type; a new form of the same name is refused whole.
    const again = await call('supervisor', 'PUT', `/api/forms/${created.json().id}`, created.json().template);
    expect(again.json().template.management.incidentTypeId).toBe(management.incidentTypeId);
    const before = await t.database.db.select().from(forms);
    const twin = await call('supervisor', 'POST', '/api/forms', form);
    expect(twin.statusCode).toBe(502);
    expect(twin.json().error.code).toBe('INCIDENT_TYPE_CREATE_FAILED');
    expect(await t.database.db.select().from(forms)).toHaveLength(before.length);
  });

  it('keeps a question link and its text, and refuses a link that is not an address', async () => {
    const linked = (link: string) => ({
      ...simpleForm(DEMO_IDS.transito, 'Con enlace'),
      sections: [
        {
          id: 's1',
          order: 0,
          title: 'Vereda',
          questions: [
            { id: 'q1', order: 0, title: '¿Está rota?', kind: 'yesno', linkTitle: 'Ordenanza', link },
          ],
        },
      ],
    });
    const saved = await call(
      'supervisor',
      'POST',
      '/api/forms',
      linked('https://www.cordoba.gob.ar/veredas'),
    );
    expect(saved.json().template.sections[0].questions[0]).toMatchObject({
      linkTitle: 'Ordenanza',
      link: 'https://www.cordoba.gob.ar/veredas',
    });
    const refused = await call('supervisor', 'POST', '/api/forms', linked('javascript:alert(1)'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual([
      expect.objectContaining({ path: '/sections/0/questions/0/link', key: 'forms.errors.linkInvalid' }),
    ]);
  });

  it('keeps the customised voucher text within its limit', async () => {
    const voucher = (text: string) => ({
      ...simpleForm(DEMO_IDS.transito, 'Con comprobante'),
      options: { customizedVoucher: true },
      customizedVoucherText: text,
    });
    const saved = await call(
      'supervisor',
      'POST',
      '/api/forms',
      voucher('Presente este código en mesa de entradas.'),
    );
    expect(saved.json().template.customizedVoucherText).toBe('Presente este código en mesa de entradas.');
    expect((await call('supervisor', 'POST', '/api/forms', voucher('v'.repeat(2001)))).statusCode).toBe(400);
  });
});

describe('scope switch', () => {
  it('is for admin, elevated supervisor and generator only, and never for citizen forms', async () => {
    const url = `/api/forms/${DEMO_FORM_IDS.streetLighting}/scope`;
    expect((await call('supervisor', 'PUT', url, { public: true })).statusCode).toBe(403);
    const generatorForm = (
      await call(
        'generador',
        'POST',
        '/api/forms',
        simpleForm(DEMO_IDS.obrasPrivadas, 'Formulario del generador'),
      )
    ).json();
    const toggled = await call('generador', 'PUT', `/api/forms/${generatorForm.id}/scope`, { public: true });
    expect(toggled.json()).toEqual({ public: true });
    expect(
      (await call('generador', 'GET', `/api/forms/${generatorForm.id}`)).json().template.options.public,
    ).toBe(true);
    const citizen = await call('admin', 'PUT', `/api/forms/${DEMO_FORM_IDS.treePruning}/scope`, {
      public: true,
    });
    expect([citizen.statusCode, citizen.json().error.code]).toEqual([409, 'CITIZEN_FORM_NOT_PUBLIC']);
  });
});

describe('duplicate', () => {
  it('copies into an own area with duplicatedInfo and incidents off; never into a foreign area', async () => {
    const url = `/api/forms/${DEMO_FORM_IDS.streetLighting}/duplicate`;
    const copy = await call('supervisor-duplicador', 'POST', url, { areaId: DEMO_IDS.transito });
    expect(copy.statusCode).toBe(200);
    expect(copy.json().duplicatedInfo).toMatchObject({
      username: 'supervisor-duplicador',
      parentFormId: DEMO_FORM_IDS.streetLighting,
    });
    expect(copy.json().template).toMatchObject({
      areaIds: [DEMO_IDS.transito],
      options: { incidents: false },
    });
    expect((await call('supervisor-duplicador', 'POST', url, { areaId: DEMO_IDS.ambiente })).statusCode).toBe(
      403,
    );
    expect((await call('supervisor', 'POST', url, { areaId: DEMO_IDS.transito })).statusCode).toBe(403);
    expect((await call('supervisor-duplicador', 'POST', url, {})).json().error.details[0]).toMatchObject({
      key: 'forms.errors.duplicateAreaRequired',
      message: 'You must select a Municipal Area',
    });
  });

  it('lets the admin copy into another municipality', async () => {
    const copy = await call('admin', 'POST', `/api/forms/${DEMO_FORM_IDS.noiseComplaint}/duplicate`, {
      areaId: DEMO_IDS.bromatologia,
    });
    expect(copy.json().municipality.key).toBe('VCP');
  });
});

describe('delete', () => {
  it('removes an unanswered form and soft-deletes an answered one, which is then never listed', async () => {
    const empty = (
      await call('supervisor', 'POST', '/api/forms', simpleForm(DEMO_IDS.transito, 'Sin respuestas'))
    ).json();
    expect((await call('supervisor', 'DELETE', `/api/forms/${empty.id}`)).json()).toEqual({ soft: false });
    expect(await t.database.db.select().from(forms).where(eq(forms.id, empty.id))).toHaveLength(0);

    const answered = (
      await call('supervisor', 'POST', '/api/forms', simpleForm(DEMO_IDS.transito, 'Con respuestas'))
    ).json();
    await answerFor(answered.id, 'CBA1');
    expect((await call('inspector', 'DELETE', `/api/forms/${answered.id}`)).statusCode).toBe(403);
    expect((await call('supervisor', 'DELETE', `/api/forms/${answered.id}`)).json()).toEqual({ soft: true });
    const [row] = await t.database.db.select().from(forms).where(eq(forms.id, answered.id));
    expect(row).toMatchObject({ deleted: true, deletionInfo: { username: 'supervisor', emptyForm: false } });
    expect(await titles('supervisor')).not.toContain('Con respuestas');
    expect((await call('supervisor', 'GET', `/api/forms/${answered.id}`)).statusCode).toBe(404);
  });
});

describe("the admin's form list", () => {
  it('is ordered by municipality, then title; everyone else by title', async () => {
    // Villa Carlos Paz comes after Córdoba, though its form's title comes first.
    const created = await call(
      'admin',
      'POST',
      '/api/forms',
      simpleForm(DEMO_IDS.bromatologia, 'Arbolado urbano'),
    );
    expect(created.statusCode).toBe(200);
    try {
      const rows = (await call('admin', 'GET', '/api/forms?pageSize=100')).json().rows as {
        title: string;
        municipality: { name: string };
      }[];
      const names = rows.map((row) => row.municipality.name);
      // Grouped by municipality, the groups in name order, the titles in order within each group.
      expect(names.indexOf('Villa Carlos Paz')).toBeGreaterThan(names.lastIndexOf('Córdoba'));
      expect(rows.findIndex((row) => row.title === 'Arbolado urbano')).toBeGreaterThan(
        names.lastIndexOf('Córdoba'),
      );
      const groups = names.filter((name, index) => name !== names[index - 1]);
      expect(new Set(groups).size).toBe(groups.length);
      expect(groups).toEqual([...groups].sort((a, b) => a.localeCompare(b, 'es')));
      const cordoba = rows.filter((row) => row.municipality.name === 'Córdoba').map((row) => row.title);
      expect(cordoba).toEqual([...cordoba].sort((a, b) => a.localeCompare(b, 'es')));
      const own = (await call('supervisor', 'GET', '/api/forms?pageSize=100')).json().rows as {
        title: string;
      }[];
      expect(own.map((row) => row.title)).toEqual(
        own.map((row) => row.title).sort((a, b) => a.localeCompare(b, 'es')),
      );
    } finally {
      await t.database.db.delete(forms).where(eq(forms.id, created.json().id));
    }
  });
});
