import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { addressAllowed, parseAddressRange } from '../../../src/http/address-ranges.ts';
import { maskEmail } from '../../../src/http/logging.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { CABILDO_VERSION } from '../../../src/version.ts';
import { answerApi, answerOf, answersTo, submission, yesNoForm } from '../../support/answers-support.ts';
import {
  as,
  DEMO_PASSWORD,
  demoEmail,
  signIn,
  startTestApp,
  waitForMail,
  type TestApp,
} from '../../support/helpers.ts';

/**
 * Issue 20 items 3 and 6, inside one process: readiness (`/api/health/ready`), the Prometheus
 * `/metrics` endpoint and who may read it, request ids (header, error bodies, log lines) and what
 * the logs never hold. The real process's shutdown is in lifecycle.test.ts.
 */

let t: TestApp;
const logLines: string[] = [];
const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'debug' }, { logStream: { write: (line) => logLines.push(line) } });
});
afterAll(async () => t?.close());

const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });
const metricsText = async (options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...options });
/** The value of one sample of the metrics text (labels as written), or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('readiness', () => {
  it('is 200 with the database, the storage and the migrations checked', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      shuttingDown: false,
      database: 'ok',
      storage: 'ok',
      migrations: 'current',
    });
    // Liveness stays the plain database check.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: t.database.kind,
      version: CABILDO_VERSION,
    });
  });

  it('is 503 naming the migration the database lacks, and 200 "ahead" when a newer version migrated it', async () => {
    const [last] = (
      await t.database.db.execute<{ hash: string; created_at: string }>(sql`
        delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
        returning hash, created_at::text as created_at`)
    ).rows;
    try {
      const behind = await ready();
      expect(behind.statusCode).toBe(503);
      expect(behind.json()).toMatchObject({
        status: 'not-ready',
        database: 'ok',
        storage: 'ok',
        migrations: 'behind',
        missingMigrations: [expect.stringMatching(/^\d{4}_/)],
      });
    } finally {
      await t.database.db.execute(sql`
        insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at}::bigint)`);
    }
    expect((await ready()).statusCode).toBe(200);

    await t.database.db.execute(sql`
      insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', 9999999999999)`);
    try {
      const ahead = await ready();
      expect(ahead.statusCode).toBe(200);
      expect(ahead.json()).toMatchObject({ status: 'ready', migrations: 'ahead' });
    } finally {
      await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = 9999999999999`,
      );
    }
  });

  it('is 503 naming the storage when the files folder cannot be used', async () => {
    const files = path.join(t.config.dataDir, 'files');
    await rm(files, { recursive: true, force: true });
    await writeFile(files, 'not a folder');
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not-ready', database: 'ok', storage: 'unreachable' });
    } finally {
      await rm(files, { force: true });
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('GET /metrics', () => {
  it('is read from an allowed address (loopback by default) or by an admin, refused to anyone else', async () => {
    const fromLoopback = await metricsText();
    expect(fromLoopback.statusCode).toBe(200);
    expect(fromLoopback.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);

    const outside = { remoteAddress: '203.0.113.7' };
    const refused = await metricsText(outside);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect(refused.body).not.toContain('cabildo_');
    const supervisor = await signIn(t.app, demoEmail('supervisor'));
    expect((await metricsText({ ...outside, headers: { cookie: supervisor.cookie } })).statusCode).toBe(403);
    const admin = await signIn(t.app, demoEmail('admin'));
    expect((await metricsText({ ...outside, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    // Relayed by a proxy that is not trusted: the loopback address is the proxy's, not the caller's.
    expect((await metricsText({ headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(403);
    // Likewise one that names its client only in X-Real-IP, or says only Via.
    expect((await metricsText({ headers: { 'x-real-ip': '203.0.113.7' } })).statusCode).toBe(403);
    expect((await metricsText({ headers: { via: '1.1 nginx' } })).statusCode).toBe(403);
  });

  it('counts requests per route pattern, answers saved, export rows, pending webhooks and the pool', async () => {
    const api = answerApi(t);
    const admin = await signIn(t.app, demoEmail('admin'));
    const form = await api.createForm(admin, yesNoForm(DEMO_IDS.obrasPrivadas, 'Métricas'));
    await t.database.db.execute(sql`
      insert into webhook_endpoints (municipality_id, form_id, url, events, secret_ciphertext, enabled)
      select municipality_id, id, 'https://hooks.example.org/cabildo', array['answer.created'], 'sealed', true
      from forms where id = ${form.id}::uuid`);
    const before = (await metricsText()).body;
    const saved = (name: string) => sample(before, name) ?? 0;

    const sections = answersTo(form.template);
    answerOf(sections, 's1', 'q1').value = 'yes';
    const body = submission(sections);
    expect((await api.submit(admin, form.id, body)).statusCode).toBe(200);
    expect((await api.submit(admin, form.id, submission(sections))).statusCode).toBe(200);
    // A resend of a saved answer gets it back and is not counted again.
    expect((await api.submit(admin, form.id, body)).statusCode).toBe(200);
    expect((await api.call(admin, 'GET', `/api/forms/${form.id}/answers/export`)).statusCode).toBe(200);

    const text = (await metricsText()).body;
    expect(sample(text, 'cabildo_answers_saved_total', '{mode="internal"}')).toBe(
      (sample(before, 'cabildo_answers_saved_total', '{mode="internal"}') ?? 0) + 2,
    );
    expect(sample(text, 'cabildo_export_rows_total')).toBe(saved('cabildo_export_rows_total') + 2);
    // The pattern, never the form's id.
    expect(
      sample(
        text,
        'cabildo_http_request_duration_seconds_count',
        '{method="POST",route="/api/answering/forms/:id/answers",status="200"}',
      ),
    ).toBe(3);
    expect(text).not.toContain(form.id);
    expect(text).toMatch(
      /cabildo_http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/forms\/:id\/answers\/export",status="200"\} \d/,
    );
    // Two answer.created deliveries queued for the endpoint, due now (no worker runs in tests).
    expect(sample(text, 'cabildo_webhook_deliveries_pending', '{due="true"}')).toBe(2);
    expect(sample(text, 'cabildo_webhook_deliveries_pending', '{due="false"}')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    const pool = sample(text, 'cabildo_database_pool_connections', '{state="total"}');
    if (t.database.kind === 'postgres') {
      expect(pool).toBeGreaterThan(0);
      expect(sample(text, 'cabildo_database_pool_connections', '{state="waiting"}')).toBe(0);
    } else {
      // PGlite has one connection and no pool: the gauge has no sample.
      expect(pool).toBeUndefined();
    }
  });
});

describe('METRICS_ALLOW', () => {
  it('takes addresses and CIDR ranges, or none, and refuses anything else by name', () => {
    expect(loadConfig({}).metricsAllow).toEqual([
      { address: '127.0.0.0', prefix: 8 },
      { address: '::1', prefix: 128 },
    ]);
    expect(loadConfig({ METRICS_ALLOW: 'none' }).metricsAllow).toEqual([]);
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.20' }).metricsAllow).toEqual([
      { address: '10.0.0.0', prefix: 8 },
      { address: '192.168.1.20', prefix: 32 },
    ]);
    for (const wrong of ['10.0.0.0/33', 'prometheus.local', '10.0.0.0/8/1', '::1/129'])
      expect(() => loadConfig({ METRICS_ALLOW: wrong })).toThrow(/METRICS_ALLOW: /);
    const allowed = addressAllowed([parseAddressRange('10.0.0.0/8')!, parseAddressRange('::1')!]);
    expect(allowed('10.20.30.40')).toBe(true);
    expect(allowed('::ffff:10.1.2.3')).toBe(true);
    expect(allowed('::1')).toBe(true);
    expect(allowed('11.0.0.1')).toBe(false);
    expect(allowed('127.0.0.1')).toBe(false);
    expect(allowed('not an address')).toBe(false);
  });
});

describe('request ids', () => {
  it('answer every request in X-Request-Id and every error body, and ignore an incoming id without TRUST_PROXY', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { 'x-request-id': 'from-the-client' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-request-id']).not.toBe('from-the-client');
    expect(refused.json().error.requestId).toBe(refused.headers['x-request-id']);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'no' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      requestId: invalid.headers['x-request-id'],
    });
  });

  it("take a trusted proxy's X-Request-Id when it is sane", async () => {
    const proxied = await startTestApp({ TRUST_PROXY: '1' });
    try {
      const kept = await proxied.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { 'x-request-id': 'lb-7f3a.2' },
      });
      expect(kept.headers['x-request-id']).toBe('lb-7f3a.2');
      expect(kept.json().error.requestId).toBe('lb-7f3a.2');
      const forged = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'x"}\n{"level":60' },
      });
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});

describe('the logs', () => {
  it('name the request on every line of it and hold no password, e-mail or answer text', async () => {
    const api = answerApi(t);
    const email = demoEmail('supervisor-corrector');
    const wrongPassword = 'contraseña-equivocada-7731';
    const answerText = 'El vecino Ramón Pérez dejó escombros frente al 1450';
    const admin = await signIn(t.app, demoEmail('admin'));
    const form = await api.createForm(admin, {
      ...yesNoForm(DEMO_IDS.obrasPrivadas, 'Registro'),
      sections: [
        {
          id: 's1',
          order: 0,
          title: 'Vereda',
          questions: [
            { id: 'q1', order: 0, title: '¿Está rota?', kind: 'yesno', required: true },
            { id: 'q2', order: 1, title: 'Detalle', kind: 'open' },
          ],
        },
      ],
    });
    logLines.length = 0;

    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: wrongPassword },
    });
    expect(failed.statusCode).toBe(401);
    const session = await signIn(t.app, email);
    const sections = answersTo(form.template);
    answerOf(sections, 's1', 'q1').value = 'yes';
    answerOf(sections, 's1', 'q2').value = answerText;
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/answering/forms/${form.id}/answers?mode=internal`,
      headers: as(session),
      payload: submission(sections, { observations: answerText }),
    });
    expect(saved.statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email },
    });
    expect(reset.statusCode).toBe(202);
    await waitForMail(t.mailDir, email);
    // The mail is written after the answer went out: wait for its log line.
    for (let i = 0; i < 50 && !logged().some((line) => line.msg === 'mail written'); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));

    const text = logLines.join('\n');
    for (const secret of [email, wrongPassword, DEMO_PASSWORD, answerText, 'Ramón', session.csrfToken])
      expect(text).not.toContain(secret);
    expect(text).not.toContain(session.cookie.split('=')[1]!);

    const lines = logged();
    const signInFailed = lines.find((line) => line.msg === 'sign-in failed')!;
    expect(signInFailed.email).toBe('s…@demo.cabildo.test');
    expect(signInFailed.requestId).toBe(failed.headers['x-request-id']);
    // Written through the app's logger by the mailer, in the background of the reset request.
    const mail = lines.find((line) => line.msg === 'mail written')!;
    expect(mail.to).toBe('s…@demo.cabildo.test');
    expect(mail.requestId).toBe(reset.headers['x-request-id']);
    const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines.length).toBeGreaterThanOrEqual(8);
    for (const line of requestLines) expect(line.requestId).toEqual(expect.any(String));
    const ids = new Set(requestLines.map((line) => line.requestId));
    for (const response of [failed, saved, reset]) expect(ids).toContain(response.headers['x-request-id']);
    // Each request's id appears once in "incoming" and once in "completed": no line lists it twice.
    for (const line of logLines) expect(line.match(/"requestId"/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('mask addresses wherever a field holds them', () => {
    expect(maskEmail('clara.paz@example.org')).toBe('c…@example.org');
    // A display name goes with the rest: only the masked addresses are left.
    expect(maskEmail('Clara Paz <clara.paz@example.org>, otro@muni.gob.ar')).toBe(
      'c…@example.org, o…@muni.gob.ar',
    );
    expect(maskEmail('Clara Paz')).toBe('[redacted]');
    expect(maskEmail(['a@b.org', 'cc@d.org'])).toEqual(['a…@b.org', 'c…@d.org']);
    expect(maskEmail({ address: 'a@b.org' })).toBe('[redacted]');
  });
});

describe('shutting down', () => {
  // Last: the flag is not taken back (the process is ending).
  it('readiness says 503 at once, without checking anything', async () => {
    t.app.ctx.lifecycle.begin();
    const response = await ready();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not-ready', shuttingDown: true });
    // Liveness does not change: the process is alive until it has drained.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
