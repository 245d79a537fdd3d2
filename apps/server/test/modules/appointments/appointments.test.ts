import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AgendaList, BookingRedirect, SavedAnswer } from '@cabildo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_CITIZENS } from '../../../src/adapters/citizen-portal/embedded.ts';
import { bookingSecret, DEMO_AGENDAS, openBookingCode } from '../../../src/adapters/booking/embedded.ts';
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
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;
let supervisor: Session;
let inspector: Session;
let ip = 0;
/** Each request its own address: the per-IP limit is tested on its own. */
const nextIp = () => `10.17.0.${++ip}`;
const [ANA, JORGE] = DEMO_PORTAL_CITIZENS as [
  (typeof DEMO_PORTAL_CITIZENS)[number],
  (typeof DEMO_PORTAL_CITIZENS)[number],
];

beforeAll(async () => {
  t = await startTestApp();
  api = answerApi(t);
  [admin, supervisor, inspector] = await Promise.all([
    signIn(t.app, demoEmail('admin')),
    signIn(t.app, demoEmail('supervisor')),
    signIn(t.app, demoEmail('inspector')),
  ]);
});
afterAll(async () => t.close());

const agendas = (session: Session | null, areaId: string) =>
  api.call(session, 'GET', `/api/appointments/agendas?areaId=${areaId}`);

const handOff = (
  answerId: string,
  clientSubmissionId: string,
  session: Session | null = null,
  remoteAddress = nextIp(),
) =>
  api.call(
    session,
    'POST',
    `/api/public/answers/${answerId}/appointment`,
    { clientSubmissionId },
    remoteAddress,
  );

/** A citizen answers the demo portal form (which offers an appointment); the saved answer and its submission id. */
async function portalAnswer(person: (typeof DEMO_PORTAL_CITIZENS)[number]) {
  const token = (await t.app.ctx.citizenPortal.issueToken(person.id))!;
  const headers = { authorization: `Citizen ${token}` };
  const opened = await t.app.inject({
    method: 'GET',
    url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}`,
    headers,
    remoteAddress: nextIp(),
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
    remoteAddress: nextIp(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { saved: sent.json() as SavedAnswer, clientSubmissionId: body.clientSubmissionId };
}

/** The embedded booking page at a redirect's address (path and query only: it is served by this app). */
const page = (url: string, language = 'es') => {
  const parsed = new URL(url);
  return t.app.inject({
    method: 'GET',
    url: `${parsed.pathname}${parsed.search}`,
    headers: { 'accept-language': language },
  });
};
const book = (url: string, slot: string) => {
  const parsed = new URL(url);
  const form = new URLSearchParams(parsed.searchParams);
  form.set('slot', slot);
  return t.app.inject({
    method: 'POST',
    url: parsed.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es' },
    payload: form.toString(),
  });
};
const firstFreeSlot = (html: string) => /name="slot" value="([^"]+)" required>/.exec(html)![1]!;

describe('agendas for the editor (getTurneroGroupProcedure)', () => {
  it('lists the booking system agendas to those who edit forms of the area, and to nobody else', async () => {
    const own = await agendas(supervisor, DEMO_IDS.transito);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toEqual(DEMO_AGENDAS);
    expect((await agendas(admin, DEMO_IDS.ambiente)).statusCode).toBe(200);
    // Not the supervisor's area; an inspector edits no forms; no session.
    expect((await agendas(supervisor, DEMO_IDS.ambiente)).statusCode).toBe(403);
    expect((await agendas(inspector, DEMO_IDS.transito)).statusCode).toBe(403);
    expect((await agendas(null, DEMO_IDS.transito)).statusCode).toBe(401);
    expect((await agendas(admin, randomUUID())).statusCode).toBe(404);
  });

  it('a form with appointments saves with an agenda (tenant kept), not without one, never with the e-mail copy', async () => {
    const without = await api.call(
      admin,
      'POST',
      '/api/forms',
      yesNoForm(DEMO_IDS.ambiente, 'Turno sin agenda', { options: { addAppointment: true } }),
    );
    expect(without.statusCode).toBe(400);
    expect(without.body).toContain('forms.errors.appointmentRequired');
    const list = (await agendas(admin, DEMO_IDS.ambiente)).json() as AgendaList;
    const group = { ...list.agendas[1]!, tenantId: list.tenantId, tenantUniqueName: list.tenantUniqueName };
    // The e-mail copy cannot be on with appointments (spec part 2 §5): the server refuses it too.
    const withEmail = await api.call(
      admin,
      'POST',
      '/api/forms',
      yesNoForm(DEMO_IDS.ambiente, 'Turno con copia', {
        options: { addAppointment: true, sendEmail: true },
        appointmentGroup: group,
      }),
    );
    expect(withEmail.statusCode).toBe(400);
    expect(withEmail.body).toContain('forms.errors.optionConflict');
    const form = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Turno con agenda', {
        options: { addAppointment: true },
        appointmentGroup: group,
      }),
    );
    expect(form.template.appointmentGroup).toEqual(group);
    // The agenda and its tenant are the booking system's, not what the browser says.
    const foreign = await api.call(
      admin,
      'POST',
      '/api/forms',
      yesNoForm(DEMO_IDS.ambiente, 'Turno ajeno', {
        options: { addAppointment: true },
        appointmentGroup: { ...group, id: 'not-an-agenda' },
      }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ error: { code: 'APPOINTMENT_AGENDA_UNKNOWN' } });
    const otherTenant = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Turno con otro inquilino', {
        options: { addAppointment: true },
        appointmentGroup: { ...group, tenantId: '999', tenantUniqueName: 'otro-municipio' },
      }),
    );
    expect(otherTenant.template.appointmentGroup).toEqual(group);
  });
});

describe('the hand-off to the booking system from the saved page (getTurneroEncryptCode)', () => {
  it('sends the citizen to the authorise address with a code the embedded booking page decrypts, books a slot once', async () => {
    const { saved, clientSubmissionId } = await portalAnswer(ANA);
    const response = await handOff(saved.id, clientSubmissionId);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as BookingRedirect;
    const parsed = new URL(url);
    expect(`${parsed.origin}${parsed.pathname}`).toBe('http://localhost:3000/turnero/autorizar');
    expect(parsed.searchParams.get('tenant')).toBe('cabildo-demo');
    expect(JSON.parse(parsed.searchParams.get('formData')!)).toEqual({
      formId: DEMO_PORTAL_FORM_ID,
      formTitle: 'Reclamo por vereda rota',
      answerCode: saved.code,
      agendaId: 'obras-veredas',
      agendaName: 'Obras públicas — inspección de veredas',
    });
    // No personal data in the address: the DNI travels encrypted only.
    expect(url).not.toContain(ANA.dni);
    const secret = bookingSecret(null, t.config.dataDir);
    const code = parsed.searchParams.get('code')!;
    expect(openBookingCode(secret, code, 'cabildo-demo')).toMatchObject({
      answerId: saved.id,
      answerCode: saved.code,
      citizen: { document: ANA.dni, firstName: 'Ana María', lastName: 'Gómez' },
    });
    // Another tenant, a flipped character or another key: the code does not open.
    expect(openBookingCode(secret, code, 'otro-municipio')).toBeNull();
    const flipped = `${code.slice(0, 20)}${code[20] === 'A' ? 'B' : 'A'}${code.slice(21)}`;
    expect(openBookingCode(secret, flipped, 'cabildo-demo')).toBeNull();
    expect(openBookingCode('another-secret-of-at-least-32-characters', code, 'cabildo-demo')).toBeNull();
    // Expired after two hours.
    expect(
      openBookingCode(secret, code, 'cabildo-demo', new Date(Date.now() + 2 * 3600_000 + 1000)),
    ).toBeNull();

    const shown = await page(url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('Reservar un turno');
    expect(shown.body).toContain('Ana María Gómez');
    expect(shown.body).toContain(ANA.dni);
    expect(shown.body).toContain(saved.code);
    // The page speaks the language the citizen answered in, whatever the browser says, unless asked.
    expect((await page(url, 'en')).body).toContain('Reservar un turno');
    expect((await page(`${url}&lang=en`, 'es')).body).toContain('Book an appointment');
    const slot = firstFreeSlot(shown.body);

    const booked = await book(url, slot);
    expect(booked.statusCode, booked.body).toBe(303);
    const after = await page(`http://localhost:3000${booked.headers.location as string}`);
    expect(after.body).toContain('Turno reservado');
    expect(after.body).toContain(`${slot.slice(8, 10)}/${slot.slice(5, 7)}/${slot.slice(0, 4)}`);
    expect(after.body).toContain(slot.slice(11));
    // A way back to the answer's saved page in the portal (the tab keeps the list's token).
    expect(after.body).toContain(
      `<a class="back" href="/ciudadano/guardado/${DEMO_PORTAL_FORM_ID}/${saved.code}">Volver a la página del trámite</a>`,
    );

    // Another citizen cannot take the same slot; the first keeps theirs when asking again.
    const other = await portalAnswer(JORGE);
    const otherUrl = ((await handOff(other.saved.id, other.clientSubmissionId)).json() as BookingRedirect)
      .url;
    expect((await page(otherUrl)).body).toMatch(new RegExp(`value="${slot}" required disabled`));
    const taken = await book(otherUrl, slot);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('Ese turno acaba de ser reservado');
    // A fresh code of the first answer shows the booked slot.
    const again = ((await handOff(saved.id, clientSubmissionId)).json() as BookingRedirect).url;
    expect((await page(again)).body).toContain('Turno reservado');
  });

  it('the booking page refuses a missing, forged or mismatched code', async () => {
    const { saved, clientSubmissionId } = await portalAnswer(DEMO_PORTAL_CITIZENS[2]!);
    const { url } = (await handOff(saved.id, clientSubmissionId)).json() as BookingRedirect;
    const parsed = new URL(url);
    const variants = [
      '/turnero/autorizar',
      `/turnero/autorizar?code=abc&tenant=cabildo-demo`,
      (() => {
        const other = new URL(url);
        other.searchParams.set('tenant', 'otro');
        return `${other.pathname}${other.search}`;
      })(),
      (() => {
        const other = new URL(url);
        other.searchParams.set(
          'formData',
          JSON.stringify({ ...JSON.parse(parsed.searchParams.get('formData')!), answerCode: 'X-1' }),
        );
        return `${other.pathname}${other.search}`;
      })(),
      // A repeated parameter (a list, not a text) is no code either.
      `${parsed.pathname}${parsed.search}&code=again&tenant=again`,
    ];
    for (const variant of variants) {
      const response = await t.app.inject({
        method: 'GET',
        url: variant,
        headers: { 'accept-language': 'es' },
      });
      expect(response.statusCode, variant).toBe(400);
      expect(response.body).toContain('No se pudo abrir la reserva');
    }
    const forgedPost = await t.app.inject({
      method: 'POST',
      url: '/turnero/autorizar',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=abc&tenant=cabildo-demo&slot=2030-01-01T09%3A00',
    });
    expect(forgedPost.statusCode).toBe(400);
    // A slot the agenda does not offer is not booked.
    const offAgenda = await book(url, '2001-01-01T09:00');
    expect(offAgenda.statusCode).toBe(409);
    expect((await page(url)).body).not.toContain('Turno reservado');
  });

  it('a public visitor with the submission id gets the hand-off; a wrong id, another answer or a session alone do not', async () => {
    const list = (await agendas(admin, DEMO_IDS.ambiente)).json() as AgendaList;
    const form = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Turno público', {
        options: { public: true, addAppointment: true },
        appointmentGroup: {
          ...list.agendas[2]!,
          tenantId: list.tenantId,
          tenantUniqueName: list.tenantUniqueName,
        },
      }),
    );
    const body = yesAnswer(form.template);
    const sent = await api.submit(null, form.id, body, 'public', nextIp());
    expect(sent.statusCode, sent.body).toBe(200);
    const saved = sent.json() as SavedAnswer;

    const ok = await handOff(saved.id, body.clientSubmissionId);
    expect(ok.statusCode, ok.body).toBe(200);
    const code = new URL((ok.json() as BookingRedirect).url).searchParams.get('code')!;
    expect(openBookingCode(bookingSecret(null, t.config.dataDir), code, 'cabildo-demo')).toMatchObject({
      answerId: saved.id,
      citizen: null,
      agenda: { id: 'atencion-vecino' },
    });

    // A wrong submission id looks like an unknown answer, whoever asks (a staff session proves nothing).
    for (const session of [null, admin, supervisor]) {
      const wrong = await handOff(saved.id, randomUUID(), session);
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().error.code).toBe('NOT_FOUND');
    }
    expect((await handOff(randomUUID(), body.clientSubmissionId)).statusCode).toBe(404);
    // Another answer's submission id does not open this one.
    const second = yesAnswer(form.template);
    await api.submit(null, form.id, second, 'public', nextIp());
    expect((await handOff(saved.id, second.clientSubmissionId)).statusCode).toBe(404);
    // No submission id at all.
    const bare = await api.call(admin, 'POST', `/api/public/answers/${saved.id}/appointment`, {});
    expect(bare.statusCode).toBe(400);
  });

  it('an answer of a form without appointments is 409 APPOINTMENT_NOT_OFFERED', async () => {
    const form = await api.createForm(admin, yesNoForm(DEMO_IDS.ambiente, 'Sin turnos'));
    const body = yesAnswer(form.template);
    const sent = await api.submit(admin, form.id, body);
    expect(sent.statusCode, sent.body).toBe(200);
    const response = await handOff((sent.json() as SavedAnswer).id, body.clientSubmissionId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('APPOINTMENT_NOT_OFFERED');
  });

  it('is rate-limited per address', async () => {
    const address = '10.17.9.9';
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1)
      codes.push((await handOff(randomUUID(), randomUUID(), null, address)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 404)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('the HTTP booking system adapter (BOOKING_URL)', () => {
  type Call = { path: string; authorization: string | undefined; body: Record<string, unknown> };
  let server: Server;
  let calls: Call[];
  let failing = false;
  let h: TestApp;

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    calls = [];
    server = createServer(async (request, response) => {
      const body = JSON.parse((await read(request)) || '{}') as Record<string, unknown>;
      calls.push({ path: request.url ?? '', authorization: request.headers.authorization, body });
      response.setHeader('content-type', 'application/json');
      if (failing) {
        response.statusCode = 500;
        return response.end('{"error":"down"}');
      }
      if (request.url === '/fn/getTurneroGroupProcedure')
        return response.end(
          JSON.stringify({
            groupsProcedure: [
              { id: 7, name: 'Licencias' },
              { idGroup: '8', nombre: 'Catastro' },
            ],
            tenantId: 44,
            tenantUniqueName: 'cordoba',
          }),
        );
      if (request.url === '/fn/getTurneroEncryptCode')
        return response.end(JSON.stringify({ data: { code: 'ENC:xyz/+=', tenant: 'cordoba' } }));
      response.statusCode = 404;
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    h = await startTestApp({
      BOOKING_URL: `http://127.0.0.1:${port}/fn`,
      BOOKING_TOKEN: 'booking-token',
      BOOKING_AUTHORIZE_URL: 'https://turnos.example.org/authorize?source=cabildo',
    });
  });
  afterAll(async () => {
    await h.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('lists agendas (procedure type 2) and hands an answer off with the system code and tenant; a failure is 502', async () => {
    const hApi = answerApi(h);
    const hAdmin = await signIn(h.app, demoEmail('admin'));
    const listed = await hApi.call(hAdmin, 'GET', `/api/appointments/agendas?areaId=${DEMO_IDS.ambiente}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      tenantId: '44',
      tenantUniqueName: 'cordoba',
      agendas: [
        { id: '7', name: 'Licencias' },
        { id: '8', name: 'Catastro' },
      ],
    });
    expect(calls[0]).toMatchObject({
      path: '/fn/getTurneroGroupProcedure',
      authorization: 'Bearer booking-token',
      body: { typeProcedureId: 2 },
    });
    expect(typeof calls[0]!.body.municipalityId).toBe('string');

    const form = await hApi.createForm(
      hAdmin,
      yesNoForm(DEMO_IDS.ambiente, 'Licencia de conducir', {
        options: { public: true, addAppointment: true },
        appointmentGroup: { id: '7', name: 'Licencias', tenantId: '44', tenantUniqueName: 'cordoba' },
      }),
    );
    const body = yesAnswer(form.template);
    const saved = (await hApi.submit(null, form.id, body, 'public', '10.17.5.1')).json() as SavedAnswer;
    const response = await hApi.call(null, 'POST', `/api/public/answers/${saved.id}/appointment`, {
      clientSubmissionId: body.clientSubmissionId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL((response.json() as BookingRedirect).url);
    expect(`${url.origin}${url.pathname}`).toBe('https://turnos.example.org/authorize');
    expect(url.searchParams.get('source')).toBe('cabildo');
    expect(url.searchParams.get('code')).toBe('ENC:xyz/+=');
    expect(url.searchParams.get('tenant')).toBe('cordoba');
    expect(JSON.parse(url.searchParams.get('formData')!)).toMatchObject({
      answerCode: saved.code,
      agendaId: '7',
    });
    expect(calls.at(-1)).toMatchObject({
      path: '/fn/getTurneroEncryptCode',
      authorization: 'Bearer booking-token',
      body: { answerId: saved.id, answerCode: saved.code, agenda: { id: '7', name: 'Licencias' } },
    });
    // The embedded page is not served when a real booking system is configured.
    expect((await h.app.inject({ method: 'GET', url: '/turnero/autorizar' })).statusCode).toBe(404);

    failing = true;
    const down = await hApi.call(null, 'POST', `/api/public/answers/${saved.id}/appointment`, {
      clientSubmissionId: body.clientSubmissionId,
    });
    expect(down.statusCode).toBe(502);
    expect(down.json().error.code).toBe('BOOKING_SYSTEM_ERROR');
    const listDown = await hApi.call(hAdmin, 'GET', `/api/appointments/agendas?areaId=${DEMO_IDS.ambiente}`);
    expect(listDown.statusCode).toBe(502);
    expect(listDown.json().error.code).toBe('BOOKING_SYSTEM_ERROR');
    failing = false;
  });

  it('BOOKING_URL needs BOOKING_AUTHORIZE_URL', async () => {
    const { loadConfig } = await import('../../../src/config.ts');
    expect(() => loadConfig({ BOOKING_URL: 'https://turnos.example.org/api' })).toThrow(
      /BOOKING_AUTHORIZE_URL/,
    );
  });
});
