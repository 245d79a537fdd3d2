import { randomUUID } from 'node:crypto';
import {
  answerDocumentSchema,
  type BookingRedirect,
  type FormStatistics,
  type MunicipalityView,
  type SavedAnswer,
} from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_CITIZENS } from '../../../src/adapters/citizen-portal/embedded.ts';
import { bookingSecret, demoSlots, openBookingCode } from '../../../src/adapters/booking/embedded.ts';
import { answers } from '../../../src/db/schema/index.ts';
import { insertAnswerRows } from '../../../src/modules/answers/repository.ts';
import { recountMunicipality } from '../../../src/modules/statistics/recount.ts';
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
import {
  as,
  demoEmail,
  signIn,
  startTestApp,
  waitForMail,
  type Session,
  type TestApp,
} from '../../support/helpers.ts';
import { sharedStrings, sheetRows, unzip } from '../../support/xlsx-support.ts';

/*
 * The municipality's time zone (issue 28 item 10): Córdoba is moved to America/New_York, answers
 * are stored around its switch to summer time (8 March 2026, 02:00 EST → 03:00 EDT = 07:00 UTC),
 * and the statistics, export, record, e-mail copy and booking hand-off read them on New York's
 * clock; then to Europe/Madrid, whose recount moves the days and hours. The tests run in the
 * server's zone (UTC on CI), which is neither.
 */

let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;
let form: { id: string };

/** Instants around the switch, and what New York's and Madrid's clocks say of each. */
const INSTANTS = [
  { at: '2026-03-08T04:30:00Z', ny: ['2026-03-07', 23, '07/03/2026 - 23:30'], madrid: ['2026-03-08', 5] },
  { at: '2026-03-08T06:30:00Z', ny: ['2026-03-08', 1, '08/03/2026 - 01:30'], madrid: ['2026-03-08', 7] },
  { at: '2026-03-08T07:30:00Z', ny: ['2026-03-08', 3, '08/03/2026 - 03:30'], madrid: ['2026-03-08', 8] },
  { at: '2026-03-08T23:30:00Z', ny: ['2026-03-08', 19, '08/03/2026 - 19:30'], madrid: ['2026-03-09', 0] },
] as const;
const stored: string[] = [];

async function cordoba(): Promise<MunicipalityView> {
  const response = await api.call(admin, 'GET', '/api/municipalities?name=C%C3%B3rdoba');
  return (response.json() as MunicipalityView[]).find((m) => m.id === DEMO_IDS.cordoba)!;
}

async function setZone(timeZone: string | null) {
  const view = await cordoba();
  return api.call(admin, 'PUT', `/api/municipalities/${view.id}`, {
    name: view.name,
    key: view.key,
    managementId: String(view.managementId),
    provinceId: view.province.id,
    latitude: view.latitude,
    longitude: view.longitude,
    useCloud: view.useCloud,
    disabled: view.disabled,
    settings: { ...view.settings, timeZone },
  });
}

const statistics = async () => {
  const response = await api.call(
    admin,
    'GET',
    `/api/forms/${form.id}/statistics?from=2026-03-07&to=2026-03-09`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FormStatistics;
};

/** Rows where the monthly rollup differs from the sum of the daily counts it holds. */
async function rollupMismatches(): Promise<unknown[]> {
  const result = await t.database.db.execute(sql`
    with days as (
      select form_id, everyone, author, citizen_portal, date_trunc('month', day)::date as month, item, value,
        sum(count)::int as count
      from statistics_counts where day <= (select rolled_through from statistics_rollup)
      group by 1, 2, 3, 4, 5, 6, 7
    )
    select * from days full outer join statistics_month_counts m
      using (form_id, everyone, author, citizen_portal, month, item, value)
    where coalesce(days.count, 0) <> coalesce(m.count, 0)
    limit 5`);
  return result.rows;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(pdf, { mergePages: true })).text;
}

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
  const changed = await setZone('America/New_York');
  expect(changed.statusCode, changed.body).toBe(200);
  form = await api.createForm(
    admin,
    yesNoForm(DEMO_IDS.transito, 'Veredas (zona)', { options: { sendEmail: true } }),
  );
  // One answer through the API, then copies of it stored at the instants around the switch.
  const template = (await api.call(admin, 'GET', `/api/answering/forms/${form.id}`)).json().template;
  const sent = await api.submit(admin, form.id, yesAnswer(template));
  expect(sent.statusCode, sent.body).toBe(200);
  const saved = sent.json() as SavedAnswer;
  stored.push(saved.id);
  const [row] = await t.database.db.select().from(answers).where(eq(answers.id, saved.id));
  const document = answerDocumentSchema.parse(row!.document);
  await t.database.db.transaction((tx) =>
    insertAnswerRows(
      tx,
      INSTANTS.map(({ at }, index) => {
        const id = randomUUID();
        stored.push(id);
        return {
          id,
          formId: form.id,
          code: `ZONA-${index + 1}`,
          document: { ...document, id, code: `ZONA-${index + 1}`, createdAt: at },
          createdBy: row!.createdBy,
          createdByName: row!.createdByName,
          createdAt: new Date(at),
          updatedAt: new Date(at),
        };
      }),
    ),
  );
}, 180_000);

afterAll(async () => t?.close());

describe("the municipality's time zone", () => {
  it('is an IANA name the admin sets (refused otherwise), the server’s when left empty', async () => {
    expect((await cordoba()).settings.timeZone).toBe('America/New_York');
    for (const bad of ['Mars/Olympus', '+03:00', 'UTC; drop table', ''.padEnd(70, 'A')]) {
      const refused = await setZone(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await cordoba()).settings.timeZone).toBe('America/New_York');
    // Left empty: the server's zone is written in.
    expect((await setZone(null)).json().settings.timeZone).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    expect((await setZone('America/New_York')).json().settings.timeZone).toBe('America/New_York');
  });

  it('the answer saved through the API is counted on its municipality’s clock', async () => {
    const [row] = await t.database.db
      .select({ values: answers.statisticsValues, createdAt: answers.createdAt })
      .from(answers)
      .where(eq(answers.id, stored[0]!));
    const clock = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(row!.createdAt);
    const part = (type: string) => clock.find((each) => each.type === type)!.value;
    const [day, , hourLine] = row!.values!.split('\n');
    expect(day).toBe(`${part('year')}-${part('month')}-${part('day')}`);
    expect(hourLine).toBe(`hour\t${Number(part('hour'))}`);
  });

  it('statistics count days and hours across the switch to summer time in the municipality’s zone', async () => {
    const figures = await statistics();
    expect(figures.range).toEqual({ from: '2026-03-07', to: '2026-03-09', timeZone: 'America/New_York' });
    expect(figures.perDay).toEqual([
      { value: '2026-03-07', count: 1 },
      { value: '2026-03-08', count: 3 },
      { value: '2026-03-09', count: 0 },
    ]);
    const hours = Object.fromEntries(figures.perHour.map((count, hour) => [hour, count]));
    expect(hours).toMatchObject({ 23: 1, 1: 1, 3: 1, 19: 1, 2: 0, 4: 0, 6: 0, 7: 0 });
  });

  it('the Excel export, the answers list’s date filter, the PDF record and the e-mail copy go by the municipality’s clock', async () => {
    const exported = await api.call(admin, 'GET', `/api/forms/${form.id}/answers/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const files = unzip(exported.rawPayload);
    const rows = sheetRows(
      files.get('xl/worksheets/sheet1.xml')!,
      sharedStrings(files.get('xl/sharedStrings.xml') ?? ''),
    );
    const created = new Map(rows.slice(1).map((row) => [row.A?.text, row.B?.text]));
    INSTANTS.forEach(({ ny }, index) => expect(created.get(`ZONA-${index + 1}`)).toBe(ny[2]));
    // The answers list's date filter takes the same days.
    const listed = await api.call(admin, 'GET', `/api/forms/${form.id}/answers?date=2026-03-07`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { rows: { code: string }[] }).rows.map((row) => row.code)).toEqual(['ZONA-1']);
    const exportedDay = await api.call(admin, 'GET', `/api/forms/${form.id}/answers/export?date=2026-03-08`);
    expect(Number(exportedDay.headers['x-answer-count'])).toBe(3);

    const record = await t.app.inject({
      method: 'GET',
      url: `/api/answers/${stored[1]}/record.pdf`,
      headers: { ...as(admin), 'accept-language': 'es' },
    });
    expect(record.statusCode, record.body).toBe(200);
    const text = await pdfText(record.rawPayload);
    expect(text).toContain(INSTANTS[0].ny[2]);
    expect(text).not.toContain('08/03/2026 - 04:30');

    const mailed = await api.call(admin, 'POST', `/api/answers/${stored[3]}/email`, {
      recipients: ['zona@example.org'],
    });
    expect(mailed.statusCode, mailed.body).toBe(204);
    const mail = await waitForMail(t.mailDir, 'zona@example.org');
    expect(mail).toContain(INSTANTS[2].ny[2]);
    expect(mail).not.toContain('08/03/2026 - 07:30');
  });

  it('the booking hand-off carries the zone, and the demo booking page offers the days of its clock', async () => {
    const person = DEMO_PORTAL_CITIZENS[0]!;
    const token = (await t.app.ctx.citizenPortal.issueToken(person.id))!;
    const headers = { authorization: `Citizen ${token}` };
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}`,
      headers,
    });
    const sections = answersTo(opened.json().template);
    answerOf(sections, 'vereda', 'direccion').value = 'Av. Colón 1234';
    answerOf(sections, 'vereda', 'dano').selected = [1];
    const body = submission(sections);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}/answers`,
      headers,
      payload: body,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const handOff = await api.call(null, 'POST', `/api/public/answers/${sent.json().id}/appointment`, {
      clientSubmissionId: body.clientSubmissionId,
    });
    expect(handOff.statusCode, handOff.body).toBe(200);
    const url = new URL((handOff.json() as BookingRedirect).url);
    const code = url.searchParams.get('code')!;
    expect(openBookingCode(bookingSecret(null, t.config.dataDir), code, 'cabildo-demo')).toMatchObject({
      timeZone: 'America/New_York',
    });
    const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('zona horaria del municipio (America/New_York)');
    const first = /name="slot" value="([^"]+)" required/.exec(page.body)![1];
    expect(first).toBe(demoSlots(new Date(), 'America/New_York')[0]);
    // Thursday 23:30 UTC is still Thursday in New York (first slot Friday), already Friday in Madrid (Monday).
    const thursdayNight = new Date('2026-03-05T23:30:00Z');
    expect(demoSlots(thursdayNight, 'America/New_York')[0]).toBe('2026-03-06T09:00');
    expect(demoSlots(thursdayNight, 'Europe/Madrid')[0]).toBe('2026-03-09T09:00');
  });

  it('a change of zone queues the recount, which moves every answer to the new days and hours', async () => {
    const changed = await setZone('Europe/Madrid');
    expect(changed.statusCode, changed.body).toBe(200);
    const queued = await t.database.db.execute<{ data: { municipalityId: string } }>(
      sql`select data from pgboss.job where name = 'statistics-recount' and data ? 'municipalityId'`,
    );
    expect(queued.rows.map((row) => row.data.municipalityId)).toContain(DEMO_IDS.cordoba);
    expect((await statistics()).range.timeZone).toBe('Europe/Madrid');
    // The job runs a few seconds after the change (answers saved meanwhile in the old zone are in by then).
    await expect
      .poll(
        async () =>
          (
            await t.database.db.execute(
              sql`select 1 from pgboss.job where name = 'statistics-recount' and state <> 'completed'`,
            )
          ).rows.length,
        { timeout: 20_000, interval: 250 },
      )
      .toBe(0);
    const figures = await statistics();
    expect(figures.perDay).toEqual([
      { value: '2026-03-07', count: 0 },
      { value: '2026-03-08', count: 3 },
      { value: '2026-03-09', count: 1 },
    ]);
    const hours = Object.fromEntries(figures.perHour.map((count, hour) => [hour, count]));
    expect(hours).toMatchObject({ 5: 1, 7: 1, 8: 1, 0: 1, 23: 0, 1: 0, 3: 0, 19: 0 });
    expect(await rollupMismatches()).toEqual([]);
    // Done again, it finds nothing to move.
    expect(await recountMunicipality(t.database, DEMO_IDS.cordoba)).toBe(0);
  });
});
