import { createHmac, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_MAX_ATTEMPTS,
  webhookRetryDelaySeconds,
  type AnsweredSection,
  type FormTemplate,
  type WebhookDeliveryList,
  type WebhookEndpointList,
  type WebhookSecret,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { webhookDeliveries } from '../../../src/db/schema/index.ts';
import { WebhookWorker } from '../../../src/modules/webhooks/worker.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, answerOf, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * Webhooks (issue 18 item 4) through HTTP, with a real receiver on loopback: every event delivered
 * with a signature the receiver verifies by itself, retries after a 500 and after the receiver was
 * down, the saves never waiting for it, who may manage endpoints, and the addresses refused.
 * The worker is driven by hand (`deliverDue` at a chosen time) so that retries need no waiting;
 * one test lets the background worker deliver on its own.
 */

type Received = { headers: http.IncomingHttpHeaders; body: string; json: Record<string, unknown> };

/** A receiver on a random loopback port: keeps every request, answers `status` (or never, when null). */
class Receiver {
  received: Received[] = [];
  status: number | null = 200;
  reply = 'ok';
  private server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      this.received.push({
        headers: request.headers,
        body,
        json: JSON.parse(body) as Record<string, unknown>,
      });
      if (this.status === null) return; // never answers: the sender's time limit ends it
      response.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.reply);
    });
  });
  port = 0;

  async start(port = 0) {
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop() {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  get url() {
    return `http://127.0.0.1:${this.port}/hooks`;
  }
}

/** What a receiver does with a delivery, written from docs/api.md (node:crypto, no Cabildo code). */
function verify(delivery: Received, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  const header = String(delivery.headers['cabildo-signature'] ?? '');
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${delivery.body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let t: TestApp;
let api: ReturnType<typeof answerApi>;
const s: Record<string, Session> = {};
const receiver = new Receiver();
let form: { id: string; template: FormTemplate };
let otherForm: { id: string; template: FormTemplate };

const STATES = {
  available: [
    { id: 0, name: 'Recibida', transitions: [1] },
    { id: 1, name: 'En curso', transitions: [] },
  ],
  initial: 0,
};
const ALL_EVENTS = ['answer.created', 'answer.state_changed', 'answer.corrected', 'answer.deleted'];

const call = (
  session: Session | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: session ? as(session) : {} });

async function register(session: Session, body: object): Promise<WebhookSecret> {
  const response = await call(session, 'POST', '/api/webhooks/endpoints', body);
  if (response.statusCode !== 201) throw new Error(`endpoint not created: ${response.body}`);
  return response.json() as WebhookSecret;
}

const deliveriesOf = async (endpointId: string, session = s.admin!) =>
  (
    await call(session, 'GET', `/api/webhooks/deliveries?endpointId=${endpointId}`)
  ).json() as WebhookDeliveryList;

async function saveAnswer(target = form): Promise<{ id: string; code: string }> {
  const response = await api.submit(s.admin!, target.id, yesAnswer(target.template));
  if (response.statusCode !== 200) throw new Error(`answer not saved: ${response.body}`);
  return response.json() as { id: string; code: string };
}

const worker = () => t.app.ctx.webhooks.worker;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** Endpoints are removed after each test, so each starts with none. */
async function removeEndpoints() {
  const list = (await call(s.admin!, 'GET', '/api/webhooks/endpoints')).json() as WebhookEndpointList;
  for (const endpoint of list.rows) await call(s.admin!, 'DELETE', `/api/webhooks/endpoints/${endpoint.id}`);
}

beforeAll(async () => {
  t = await startTestApp({
    WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
    WEBHOOK_POLL_SECONDS: '0',
    WEBHOOK_TIMEOUT_SECONDS: '2',
  });
  api = answerApi(t);
  for (const slug of [
    'admin',
    'supervisor-elevado',
    'supervisor',
    'supervisor-corrector',
    'generador',
    'inspector',
  ])
    s[slug] = await signIn(t.app, demoEmail(slug));
  form = await api.createForm(
    s.admin!,
    yesNoForm(DEMO_IDS.obrasPrivadas, 'Veredas con webhook', { states: STATES }),
  );
  otherForm = await api.createForm(s.admin!, yesNoForm(DEMO_IDS.obrasPrivadas, 'Otra planilla'));
  await receiver.start();
});

afterEach(async () => {
  await removeEndpoints();
  receiver.received = [];
  receiver.status = 200;
  receiver.reply = 'ok';
});

afterAll(async () => {
  await receiver.stop();
  await t?.close();
});

describe('delivery of each event', () => {
  it('sends created, state changed, corrected and deleted, each signed with the endpoint secret', async () => {
    const { endpoint, secret } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ALL_EVENTS,
      description: 'Sistema de reclamos',
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    // Not this one's: another form only, and a switched-off endpoint.
    const elsewhere = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      formId: otherForm.id,
      url: receiver.url,
      events: ALL_EVENTS,
    });
    const off = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ALL_EVENTS,
    });
    expect(
      (
        await call(s.admin!, 'PATCH', `/api/webhooks/endpoints/${off.endpoint.id}`, { enabled: false })
      ).json(),
    ).toMatchObject({ enabled: false });

    const saved = await saveAnswer();
    // Queued with the save, in its transaction: there before any worker runs.
    expect((await deliveriesOf(endpoint.id)).rows).toMatchObject([
      { event: 'answer.created', answerCode: saved.code, status: 'pending', attempts: 0 },
    ]);
    expect(await worker().deliverDue()).toBe(1);

    expect(
      (await api.call(s.admin!, 'PUT', `/api/answers/${saved.id}/state`, { stateId: 1 })).statusCode,
    ).toBe(200);
    await worker().deliverDue();

    const corrected = (await api.call(s.admin!, 'GET', `/api/answers/${saved.id}/corrected`)).json() as {
      sections: AnsweredSection[];
      location: unknown;
    };
    answerOf(corrected.sections, 's1', 'q1').value = 'no';
    const correction = await api.call(s.admin!, 'PUT', `/api/answers/${saved.id}/correction`, {
      sections: corrected.sections,
      location: corrected.location,
    });
    expect(correction.statusCode, correction.body).toBe(200);
    await worker().deliverDue();

    expect((await api.call(s.admin!, 'DELETE', `/api/answers/${saved.id}`)).statusCode).toBe(204);
    await worker().deliverDue();

    expect(receiver.received.map((delivery) => delivery.json.type)).toEqual(ALL_EVENTS);
    for (const delivery of receiver.received) {
      expect(verify(delivery, secret), String(delivery.json.type)).toBe(true);
      // Any other secret, or a changed body, does not verify.
      expect(verify(delivery, off.secret)).toBe(false);
      expect(verify({ ...delivery, body: delivery.body.replace(saved.code, 'CBA-0') }, secret)).toBe(false);
      // A signature older than five minutes is refused by the receiver (replay).
      expect(verify(delivery, secret, Math.floor(Date.now() / 1000) + 301)).toBe(false);
      expect(delivery.headers['cabildo-event']).toBe(delivery.json.type);
      expect(delivery.headers['cabildo-delivery']).toBe(delivery.json.id);
      expect(delivery.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(delivery.json).toMatchObject({
        municipalityId: DEMO_IDS.cordoba,
        form: { id: form.id, title: 'Veredas con webhook' },
        answer: { id: saved.id, code: saved.code },
      });
      expect(delivery.json.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    const [created, moved, correctedEvent, deleted] = receiver.received.map((delivery) => delivery.json) as {
      answer: { document?: { code: string; sections: AnsweredSection[]; supervisorEdits: unknown[] } };
      state?: unknown;
    }[];
    expect(created!.answer.document).toMatchObject({ code: saved.code, supervisorEdits: [] });
    expect(answerOf(created!.answer.document!.sections, 's1', 'q1').value).toBe('yes');
    expect(moved!.state).toMatchObject({
      from: { id: 0, name: 'Recibida' },
      to: { id: 1, name: 'En curso' },
      by: expect.any(String),
      at: expect.any(String),
    });
    expect(created!.state).toBeUndefined();
    expect(correctedEvent!.answer.document!.supervisorEdits).toHaveLength(1);
    expect(deleted!.answer.document).toBeUndefined();

    // The log: each delivered at the first attempt with the receiver's 200 and its answer.
    const log = await deliveriesOf(endpoint.id);
    expect(log.total).toBe(4);
    expect(log.rows.map((row) => row.event).sort()).toEqual([...ALL_EVENTS].sort());
    for (const row of log.rows)
      expect(row).toMatchObject({
        status: 'delivered',
        attempts: 1,
        lastStatusCode: 200,
        lastResponse: 'ok',
        nextAttemptAt: null,
      });
    expect((await deliveriesOf(elsewhere.endpoint.id)).total).toBe(0);
    expect((await deliveriesOf(off.endpoint.id)).total).toBe(0);
  });

  it('sends a form endpoint the answers of its form only, and only the events it asked for', async () => {
    const { endpoint } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      formId: form.id,
      url: receiver.url,
      events: ['answer.deleted'],
    });
    expect(endpoint.form).toEqual({ id: form.id, title: 'Veredas con webhook' });
    const mine = await saveAnswer();
    const notMine = await saveAnswer(otherForm);
    expect((await api.call(s.admin!, 'DELETE', `/api/answers/${notMine.id}`)).statusCode).toBe(204);
    expect((await api.call(s.admin!, 'DELETE', `/api/answers/${mine.id}`)).statusCode).toBe(204);
    await worker().deliverDue();
    expect(
      receiver.received.map((delivery) => [
        delivery.json.type,
        (delivery.json.answer as { code: string }).code,
      ]),
    ).toEqual([['answer.deleted', mine.code]]);
  });
});

describe('retries', () => {
  it("retries after the receiver's 500 on the backoff schedule, keeping only an excerpt of its answer", async () => {
    const { endpoint, secret } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });
    receiver.status = 500;
    receiver.reply = 'x'.repeat(10_000);
    await saveAnswer();
    const start = new Date();
    expect(await worker().deliverDue(start)).toBe(1);
    let [row] = (await deliveriesOf(endpoint.id)).rows;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: 500, lastError: null });
    expect(row!.lastResponse).toBe('x'.repeat(300));
    expect(new Date(row!.nextAttemptAt!).getTime() - start.getTime()).toBe(
      webhookRetryDelaySeconds(1)! * 1000,
    );

    // Not due before its time.
    expect(await worker().deliverDue(new Date(start.getTime() + 59_000))).toBe(0);
    receiver.status = 200;
    receiver.reply = 'received';
    expect(await worker().deliverDue(new Date(start.getTime() + 61_000))).toBe(1);
    [row] = (await deliveriesOf(endpoint.id)).rows;
    expect(row).toMatchObject({
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      lastResponse: 'received',
    });
    // The same delivery both times: same id and body, each attempt signed anew.
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(receiver.received[1]!.headers['cabildo-delivery']).toBe(
      receiver.received[0]!.headers['cabildo-delivery'],
    );
    expect(receiver.received.every((delivery) => verify(delivery, secret))).toBe(true);
  });

  it('gives up after the last attempt; sending again queues it anew', async () => {
    const { endpoint } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });
    receiver.status = 503;
    await saveAnswer();
    let at = Date.now();
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
      expect(await worker().deliverDue(new Date(at)), `attempt ${attempt}`).toBe(1);
      at += (webhookRetryDelaySeconds(attempt) ?? 0) * 1000;
    }
    expect(await worker().deliverDue(later(7 * 86_400))).toBe(0);
    const [row] = (await deliveriesOf(endpoint.id)).rows;
    expect(row).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      lastStatusCode: 503,
      nextAttemptAt: null,
    });
    const list = (await call(s.admin!, 'GET', '/api/webhooks/endpoints')).json() as WebhookEndpointList;
    expect(list.rows[0]).toMatchObject({
      failed: 1,
      pending: 0,
      lastDelivery: { status: 'failed', statusCode: 503 },
    });

    receiver.status = 200;
    const again = await call(s.admin!, 'POST', `/api/webhooks/deliveries/${row!.id}/retry`);
    expect(again.json()).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await worker().deliverDue()).toBe(1);
    expect((await deliveriesOf(endpoint.id)).rows[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(receiver.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS + 1);
  });

  it('saves while the receiver is down, and delivers once it is back', async () => {
    const { endpoint } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });
    const port = receiver.port;
    await receiver.stop();
    try {
      const saved = await saveAnswer();
      expect(saved.code).toMatch(/-\d+$/);
      expect(await worker().deliverDue()).toBe(1);
      expect((await deliveriesOf(endpoint.id)).rows[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastStatusCode: null,
        lastError: 'connectionFailed',
      });
    } finally {
      await receiver.start(port);
    }
    expect(await worker().deliverDue(later(61))).toBe(1);
    expect((await deliveriesOf(endpoint.id)).rows[0]).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(receiver.received).toHaveLength(1);
  });

  it('ends an attempt the receiver does not answer in time', async () => {
    const { endpoint } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });
    receiver.status = null;
    const started = Date.now();
    const saved = await saveAnswer();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(saved.id).toBeTruthy();
    await worker().deliverDue();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await deliveriesOf(endpoint.id)).rows[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'timeout',
    });
  });

  it('sends each due delivery once when two workers claim at the same time', async () => {
    const { endpoint } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });
    for (let index = 0; index < 6; index += 1) await saveAnswer();
    const second = new WebhookWorker({
      db: t.database.db,
      secrets: t.app.ctx.webhooks.secrets,
      policy: t.config.webhooks,
      timeoutMs: t.config.webhooks.timeoutMs,
      log: t.app.log,
    });
    const counts = await Promise.all([worker().deliverDue(), second.deliverDue(), worker().deliverDue()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(6);
    const ids = receiver.received.map((delivery) => delivery.json.id);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toHaveLength(6);
    expect(
      (await deliveriesOf(endpoint.id)).rows.every((row) => row.status === 'delivered' && row.attempts === 1),
    ).toBe(true);
  });

  it('delivers on its own with the background worker', async () => {
    await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });
    const background = await buildApp({
      config: loadConfig({ ...testEnv(), WEBHOOK_POLL_SECONDS: '1' }),
      database: t.database,
    });
    try {
      const saved = await saveAnswer();
      const until = Date.now() + 10_000;
      while (receiver.received.length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(receiver.received.map((delivery) => (delivery.json.answer as { code: string }).code)).toEqual([
        saved.code,
      ]);
    } finally {
      await background.close();
    }
  });
});

/** The environment of the test app (same data folder, so the same key opens the secrets). */
const testEnv = () => ({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: t.config.dataDir,
  APP_URL: 'http://localhost:3000',
  WEB_DIST_DIR: `${t.config.dataDir}/no-web`,
  WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
  WEBHOOK_POLL_SECONDS: '0',
});

describe('who manages webhooks', () => {
  it('an administrator for any municipality, an elevated supervisor for the own one, nobody else', async () => {
    const cordoba = await register(s['supervisor-elevado']!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });
    const rosario = await register(s.admin!, {
      municipalityId: DEMO_IDS.rosario,
      url: receiver.url,
      events: ['answer.created'],
    });
    const byAdmin = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });

    // The elevated supervisor: the own municipality's endpoints only.
    const elevated = s['supervisor-elevado']!;
    const own = (await call(elevated, 'GET', '/api/webhooks/endpoints')).json() as WebhookEndpointList;
    expect(own.rows.map((row) => row.id).sort()).toEqual([cordoba.endpoint.id, byAdmin.endpoint.id].sort());
    expect(
      (await call(elevated, 'GET', `/api/webhooks/endpoints?municipalityId=${DEMO_IDS.rosario}`)).json(),
    ).toEqual(own);
    expect(
      (
        await call(elevated, 'POST', '/api/webhooks/endpoints', {
          municipalityId: DEMO_IDS.rosario,
          url: receiver.url,
          events: ['answer.created'],
        })
      ).statusCode,
    ).toBe(403);
    const theirs = rosario.endpoint.id;
    for (const [method, url, body] of [
      ['PATCH', `/api/webhooks/endpoints/${theirs}`, { enabled: false }],
      ['DELETE', `/api/webhooks/endpoints/${theirs}`, undefined],
      ['POST', `/api/webhooks/endpoints/${theirs}/secret`, undefined],
      ['GET', `/api/webhooks/deliveries?endpointId=${theirs}`, undefined],
      ['GET', `/api/webhooks/forms?municipalityId=${DEMO_IDS.rosario}`, undefined],
    ] as const)
      expect((await call(elevated, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    // Its own: switched off, secret rotated (the new one shown once), deleted.
    expect(
      (await call(elevated, 'PATCH', `/api/webhooks/endpoints/${cordoba.endpoint.id}`, { enabled: false }))
        .statusCode,
    ).toBe(200);
    const rotated = (
      await call(elevated, 'POST', `/api/webhooks/endpoints/${cordoba.endpoint.id}/secret`)
    ).json() as WebhookSecret;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(cordoba.secret);
    expect(
      (await call(elevated, 'DELETE', `/api/webhooks/endpoints/${cordoba.endpoint.id}`)).statusCode,
    ).toBe(204);

    // The admin: every municipality's, or one.
    const all = (await call(s.admin!, 'GET', '/api/webhooks/endpoints')).json() as WebhookEndpointList;
    expect(all.rows.map((row) => row.id).sort()).toEqual([rosario.endpoint.id, byAdmin.endpoint.id].sort());
    const filtered = (
      await call(s.admin!, 'GET', `/api/webhooks/endpoints?municipalityId=${DEMO_IDS.rosario}`)
    ).json() as WebhookEndpointList;
    expect(filtered.rows.map((row) => row.id)).toEqual([rosario.endpoint.id]);
    // The secret is never listed.
    expect(JSON.stringify(all)).not.toContain(rosario.secret);
    expect(JSON.stringify(all)).not.toContain('whsec_');

    // Every other role, and nobody signed in.
    for (const slug of ['supervisor', 'supervisor-corrector', 'generador', 'inspector']) {
      const session = s[slug]!;
      expect((await call(session, 'GET', '/api/webhooks/endpoints')).statusCode, slug).toBe(403);
      expect(
        (
          await call(session, 'POST', '/api/webhooks/endpoints', {
            municipalityId: DEMO_IDS.cordoba,
            url: receiver.url,
            events: ['answer.created'],
          })
        ).statusCode,
        slug,
      ).toBe(403);
      expect(
        (await call(session, 'DELETE', `/api/webhooks/endpoints/${byAdmin.endpoint.id}`)).statusCode,
        slug,
      ).toBe(403);
      expect(
        (await call(session, 'GET', `/api/webhooks/deliveries?endpointId=${byAdmin.endpoint.id}`)).statusCode,
        slug,
      ).toBe(403);
    }
    expect((await call(null, 'GET', '/api/webhooks/endpoints')).statusCode).toBe(401);
  });

  it('takes a form of the municipality only', async () => {
    const rosarioForm = await call(s.admin!, 'POST', '/api/webhooks/endpoints', {
      municipalityId: DEMO_IDS.rosario,
      formId: form.id,
      url: receiver.url,
      events: ['answer.created'],
    });
    expect(rosarioForm.statusCode).toBe(400);
    expect(rosarioForm.json()).toMatchObject({ error: { code: 'WEBHOOK_FORM_NOT_IN_MUNICIPALITY' } });
    const forms = (
      await call(s['supervisor-elevado']!, 'GET', `/api/webhooks/forms?municipalityId=${DEMO_IDS.cordoba}`)
    ).json() as {
      rows: { id: string; title: string }[];
    };
    expect(forms.rows.map((row) => row.id)).toEqual(expect.arrayContaining([form.id, otherForm.id]));
  });
});

describe('addresses (SSRF)', () => {
  const attempt = (url: string) =>
    call(s.admin!, 'POST', '/api/webhooks/endpoints', {
      municipalityId: DEMO_IDS.cordoba,
      url,
      events: ['answer.created'],
    });

  it('refuses private, loopback, link-local and reserved addresses, names that resolve to them, and plain http', async () => {
    for (const url of [
      'https://127.0.0.1/hooks',
      'https://localhost:8443/hooks',
      'https://10.1.2.3/hooks',
      'https://172.16.0.9/hooks',
      'https://192.168.1.10/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/',
      'https://[::1]/hooks',
      'https://[::ffff:127.0.0.1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[fe80::1]/hooks',
      'https://100.64.0.1/hooks',
    ]) {
      const response = await attempt(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: { code: 'WEBHOOK_ADDRESS_NOT_ALLOWED' } });
    }
    // http only to loopback, here allowed for the test receiver.
    expect((await attempt('http://10.1.2.3/hooks')).json()).toMatchObject({
      error: { code: 'WEBHOOK_URL_NOT_HTTPS' },
    });
    expect((await attempt('https://cabildo-webhook-test.invalid/hooks')).json()).toMatchObject({
      error: { code: 'WEBHOOK_HOST_UNRESOLVED' },
    });
    expect((await attempt('https://user:secret@receiver.example.org/')).json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED' },
    });
    expect((await attempt('ftp://receiver.example.org/')).statusCode).toBe(400);
    // A change of address is checked the same way.
    const { endpoint } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ['answer.created'],
    });
    const moved = await call(s.admin!, 'PATCH', `/api/webhooks/endpoints/${endpoint.id}`, {
      url: 'https://10.0.0.1/x',
    });
    expect(moved.json()).toMatchObject({ error: { code: 'WEBHOOK_ADDRESS_NOT_ALLOWED' } });
  });

  it('refuses plain http without the test setting, and a loopback receiver at delivery time', async () => {
    // An instance with the production policy on the same database: it never reaches the receiver.
    const strict = await buildApp({
      config: loadConfig({ ...testEnv(), WEBHOOK_ALLOW_HTTP_LOOPBACK: 'false' }),
      database: t.database,
    });
    try {
      const admin = await signIn(strict, demoEmail('admin'));
      const refused = await strict.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        payload: { municipalityId: DEMO_IDS.cordoba, url: receiver.url, events: ['answer.created'] },
        headers: as(admin),
      });
      expect(refused.json()).toMatchObject({ error: { code: 'WEBHOOK_URL_NOT_HTTPS' } });

      // Registered where it was allowed; sent by the strict instance: refused, nothing sent.
      const { endpoint } = await register(s.admin!, {
        municipalityId: DEMO_IDS.cordoba,
        url: receiver.url,
        events: ['answer.created'],
      });
      await saveAnswer();
      expect(await strict.ctx.webhooks.worker.deliverDue()).toBe(1);
      expect(receiver.received).toHaveLength(0);
      expect((await deliveriesOf(endpoint.id)).rows[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: 'addressNotAllowed',
        lastStatusCode: null,
      });
    } finally {
      await strict.close();
    }
  });
  it('resolves a host name at every attempt and connects only to an address it allows', async () => {
    const byName = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: `http://localhost:${receiver.port}/hooks`,
      events: ['answer.created'],
    });
    // Registered by an instance that allows private addresses; this one does not.
    const internal = await buildApp({
      config: loadConfig({ ...testEnv(), WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }),
      database: t.database,
    });
    let tls: string;
    try {
      const admin = await signIn(internal, demoEmail('admin'));
      const created = await internal.inject({
        method: 'POST',
        url: '/api/webhooks/endpoints',
        payload: {
          municipalityId: DEMO_IDS.cordoba,
          url: `https://localhost:${receiver.port}/hooks`,
          events: ['answer.created'],
        },
        headers: as(admin),
      });
      expect(created.statusCode, created.body).toBe(201);
      tls = (created.json() as WebhookSecret).endpoint.id;
    } finally {
      await internal.close();
    }
    const saved = await saveAnswer();
    expect(await worker().deliverDue()).toBe(2);
    // The name resolved to loopback, taken for http here: delivered.
    expect((await deliveriesOf(byName.endpoint.id)).rows[0]).toMatchObject({ status: 'delivered' });
    expect(receiver.received.map((delivery) => (delivery.json.answer as { code: string }).code)).toEqual([
      saved.code,
    ]);
    // The same name over https is a loopback address this instance refuses: no connection was made
    // (one would have failed on TLS, 'connectionFailed').
    expect((await deliveriesOf(tls)).rows[0]).toMatchObject({
      status: 'pending',
      lastError: 'addressNotAllowed',
    });
  });
});

describe('the log', () => {
  it('keeps the deliveries of a deleted answer and drops them with their endpoint', async () => {
    const { endpoint } = await register(s.admin!, {
      municipalityId: DEMO_IDS.cordoba,
      url: receiver.url,
      events: ALL_EVENTS,
    });
    const saved = await saveAnswer();
    expect((await api.call(s.admin!, 'DELETE', `/api/answers/${saved.id}`)).statusCode).toBe(204);
    const log = await deliveriesOf(endpoint.id);
    expect(log.rows.map((row) => [row.event, row.answerId])).toEqual([
      ['answer.deleted', saved.id],
      ['answer.created', saved.id],
    ]);
    const pendingOnly = (
      await call(s.admin!, 'GET', `/api/webhooks/deliveries?endpointId=${endpoint.id}&status=failed`)
    ).json() as WebhookDeliveryList;
    expect(pendingOnly.total).toBe(0);
    expect((await call(s.admin!, 'DELETE', `/api/webhooks/endpoints/${endpoint.id}`)).statusCode).toBe(204);
    expect(
      await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint.id)),
    ).toEqual([]);
  });

  it('queues nothing when no endpoint wants the event', async () => {
    const before = (await t.database.db.select().from(webhookDeliveries)).length;
    await saveAnswer();
    expect((await t.database.db.select().from(webhookDeliveries)).length).toBe(before);
  });
});
