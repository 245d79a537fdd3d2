import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FormTemplate } from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { DEMO_PASSWORD, demoEmail } from '../../support/helpers.ts';
import {
  PUBLIC_URL,
  pollUntil,
  signInAt,
  startInstances,
  writeHeaders,
  type Browser,
  type Instances,
} from '../../support/instances.ts';
import type { ServerProcess } from '../../support/server-process.ts';

/**
 * Issue 20 item 2: two real server processes on one PostgreSQL database, as behind a load
 * balancer. Whatever one instance does, the other must see: sessions and their revocation, the
 * answer numbering, webhook deliveries and live events sent once, the sign-in limit counted across
 * both. PGlite is one process's database, so this runs only with TEST_DATABASE_URL.
 */

const POSTGRES = process.env.TEST_DATABASE_URL || '';
/** Failed sign-ins a minute per address and account, lower than the default to keep the case short. */
const LOGIN_LIMIT = 6;
/** A pending upload two days old when the instances start: the sweep's to delete. */
const EXPIRED_UPLOAD = '00000000-0000-4000-8000-00000000f11e';
/** One sweep a day: the period of the instances' start is (but for a run at midnight UTC) the only one. */
const SWEEP_SECONDS = 86_400;
let startedAt: number;

let instances: Instances;
let a: ServerProcess;
let b: ServerProcess;
let admin: Browser;

const me = (server: ServerProcess, session: Browser) =>
  fetch(`${server.base}/api/auth/me`, { headers: { cookie: session.cookie } });

async function post(server: ServerProcess, session: Browser, url: string, body: unknown = {}) {
  return fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: writeHeaders(session),
    body: JSON.stringify(body),
  });
}

async function createForm(
  server: ServerProcess,
  title: string,
): Promise<{ id: string; template: FormTemplate }> {
  const response = await post(server, admin, '/api/forms', yesNoForm(DEMO_IDS.obrasPrivadas, title));
  if (response.status !== 200) throw new Error(`form not created: ${await response.text()}`);
  return (await response.json()) as { id: string; template: FormTemplate };
}

const submit = (
  server: ServerProcess,
  session: Browser,
  form: { id: string; template: FormTemplate },
  clientSubmissionId = randomUUID(),
) =>
  post(
    server,
    session,
    `/api/answering/forms/${form.id}/answers?mode=internal`,
    yesAnswer(form.template, { clientSubmissionId }),
  );

/** A queue's counts on the admin's jobs page (GET /api/jobs). */
type QueueCounts = {
  name: string;
  queued: number;
  active: number;
  failed: number;
  completedRecently: number;
};

/** A queue's counts once at least one of its jobs completed and none waits or runs. */
const settledQueue = (name: string) =>
  pollUntil(`a ${name} job completed`, 30_000, async () => {
    const response = await fetch(`${b.base}/api/jobs`, { headers: { cookie: admin.cookie } });
    if (response.status !== 200)
      throw new Error(`jobs overview: ${response.status} ${await response.text()}`);
    const { queues } = (await response.json()) as { queues: QueueCounts[] };
    const queue = queues.find((candidate) => candidate.name === name);
    return queue && queue.completedRecently > 0 && queue.queued === 0 && queue.active === 0
      ? queue
      : undefined;
  });

/** A Server-Sent Events stream read in the background: the names of the events so far. */
async function openEvents(server: ServerProcess, session: Browser, url: string) {
  const controller = new AbortController();
  const response = await fetch(`${server.base}${url}`, {
    headers: { cookie: session.cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const names: string[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const name = /^event: (.+)$/m.exec(text.slice(0, end))?.[1];
        if (name) names.push(name);
        text = text.slice(end + 2);
      }
    }
  })().catch(() => undefined);
  return {
    names,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

beforeAll(async () => {
  if (!POSTGRES) return;
  startedAt = Date.now();
  instances = await startInstances(POSTGRES, {
    prepare: async (database) => {
      await database.db.execute(sql`
        insert into files (id, storage_key, content_type, size, purpose, created_at)
        values (${EXPIRED_UPLOAD}::uuid, 'pending/expired.txt', 'text/plain', 5, 'document',
                now() - interval '2 days')`);
    },
    env: {
      FILE_SWEEP_SECONDS: String(SWEEP_SECONDS),
      JOBS_POLL_SECONDS: '0.5',
      // The limit cases come from addresses of their own (X-Forwarded-For): their failures never
      // lock out the other cases' sign-ins from 127.0.0.1.
      TRUST_PROXY: '1',
      LOGIN_MAX_FAILURES_PER_MINUTE: String(LOGIN_LIMIT),
      WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
      WEBHOOK_POLL_SECONDS: '1',
    },
  });
  [a, b] = instances.servers as [ServerProcess, ServerProcess];
  admin = await signInAt(a, demoEmail('admin'), DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await instances?.stop();
});

describe.runIf(POSTGRES)('two instances on one PostgreSQL database', () => {
  it('a session opened on one instance is served by the other', async () => {
    const session = await signInAt(a, demoEmail('inspector'), DEMO_PASSWORD);
    const response = await me(b, session);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { user: { email: string } }).user.email).toBe(demoEmail('inspector'));
    // A write with the session's CSRF token, too.
    const form = await createForm(b, 'Formulario creado en la otra instancia');
    const saved = await submit(b, admin, form);
    expect(saved.status).toBe(200);
  });

  it('a sign-out on one instance is refused on the other within a second', async () => {
    const session = await signInAt(a, demoEmail('supervisor'), DEMO_PASSWORD);
    expect((await me(b, session)).status).toBe(200);
    const out = await post(a, session, '/api/auth/logout');
    expect(out.status).toBeLessThan(300);
    const refused = await pollUntil('the other instance refuses the session', 1000, async () => {
      const response = await me(b, session);
      return response.status === 401 ? response : (await response.body?.cancel(), undefined);
    });
    expect(((await refused.json()) as { error: { code: string } }).error.code).toMatch(/^SESSION_/);
  });

  it("an admin's sign-out-everywhere on one instance ends the sessions on the other, its open page told", async () => {
    const first = await signInAt(b, demoEmail('generador'), DEMO_PASSWORD);
    const second = await signInAt(a, demoEmail('generador'), DEMO_PASSWORD);
    const page = await openEvents(b, first, '/api/auth/events');
    try {
      const { user } = (await (await me(b, first)).json()) as { user: { id: string } };
      const revoked = await post(a, admin, `/api/users/${user.id}/sign-out-everywhere`);
      expect(revoked.status).toBe(200);
      expect(((await revoked.json()) as { revoked: number }).revoked).toBe(2);
      for (const session of [first, second])
        await pollUntil('the other instance refuses the revoked session', 1000, async () => {
          const response = await me(b, session);
          await response.body?.cancel();
          return response.status === 401 ? true : undefined;
        });
      // The page open on the other instance hears of it (through NOTIFY) and is told why.
      await pollUntil('the revoked event on the other instance', 5000, async () =>
        page.names.includes('revoked') ? true : undefined,
      );
      // The admin's own session is untouched on both.
      for (const server of [a, b]) expect((await me(server, admin)).status).toBe(200);
    } finally {
      await page.close();
    }
  });

  it('a remote-configuration change on one instance is read on the other well before its 5-second cache runs out (dropped through NOTIFY)', async () => {
    const read = async (server: ServerProcess) =>
      (await (
        await fetch(`${server.base}/api/remote-config`, { headers: { cookie: admin.cookie } })
      ).json()) as {
        dev_new_login_method: boolean;
      };
    // The other instance has the old value in its 5-second cache.
    expect((await read(b)).dev_new_login_method).toBe(false);
    const put = await fetch(`${a.base}/api/remote-config`, {
      method: 'PUT',
      headers: writeHeaders(admin),
      body: JSON.stringify({ dev_new_login_method: true }),
    });
    expect(put.status).toBe(200);
    await pollUntil('the other instance reads the change', 2500, async () =>
      (await read(b)).dev_new_login_method ? true : undefined,
    );
  });

  it('answers sent to both at once get unique, gap-free codes; a resend to both is saved once', async () => {
    const form = await createForm(a, 'Ráfaga en dos instancias');
    const inspector = await signInAt(b, demoEmail('inspector'), DEMO_PASSWORD);
    // 40 answers, half to each instance, all at once, from two people; then 5 answers each sent to
    // both instances at the same time (a browser's outbox retrying through the balancer).
    const sends = Array.from({ length: 40 }, (_, index) =>
      submit(index % 2 ? b : a, index % 4 < 2 ? admin : inspector, form),
    );
    const resent = Array.from({ length: 5 }, () => randomUUID());
    const resends = resent.flatMap((id) => [submit(a, admin, form, id), submit(b, admin, form, id)]);
    const responses = await Promise.all([...sends, ...resends]);
    const bodies = await Promise.all(
      responses.map(async (response) => ({
        status: response.status,
        ...((await response.json()) as { id: string; code: string }),
      })),
    );
    expect(bodies.filter((body) => body.status !== 200)).toEqual([]);

    // Each resent answer: both instances answered with the same saved answer.
    const resendBodies = bodies.slice(40);
    for (let index = 0; index < resendBodies.length; index += 2)
      expect(resendBodies[index + 1]!.id).toBe(resendBodies[index]!.id);

    const rows = await instances.query<{ id: string; code: string }>(
      'select id::text as id, code from answers where form_id = $1',
      [form.id],
    );
    expect(rows).toHaveLength(45);
    const stored = new Map(rows.map((row) => [row.id, row.code]));
    for (const body of bodies) expect(stored.get(body.id)).toBe(body.code);
    const numbers = rows.map((row) => Number(row.code.split('-').at(-1))).sort((x, y) => x - y);
    expect(numbers).toEqual(Array.from({ length: 45 }, (_, index) => index + 1));
  });

  it('a live event reaches each open page once, whichever instance saved the answer', async () => {
    const form = await createForm(a, 'Mis respuestas en dos instancias');
    const inspector = await signInAt(a, demoEmail('inspector'), DEMO_PASSWORD);
    const url = `/api/forms/${form.id}/answers/mine/events`;
    const pages = [await openEvents(a, inspector, url), await openEvents(b, inspector, url)];
    try {
      for (const [index, server] of [a, b, a].entries()) {
        expect((await submit(server, inspector, form)).status).toBe(200);
        for (const page of pages)
          await pollUntil(`event ${index + 1} on each page`, 5000, async () =>
            page.names.length > index ? true : undefined,
          );
      }
      // A second delivery of the last save would follow it at once on the same stream.
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const page of pages) expect(page.names).toEqual(['saved', 'saved', 'saved']);
    } finally {
      await Promise.all(pages.map((page) => page.close()));
    }
  });

  it('a webhook delivery is sent once, both instances running delivery rounds', async () => {
    const received: { delivery: string; code: string }[] = [];
    const receiver = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { answer: { code: string } };
        received.push({ delivery: String(request.headers['cabildo-delivery']), code: body.answer.code });
        response.writeHead(200).end('ok');
      });
    });
    receiver.listen(0, '127.0.0.1');
    await once(receiver, 'listening');
    try {
      const form = await createForm(a, 'Webhook en dos instancias');
      const registered = await post(b, admin, '/api/webhooks/endpoints', {
        municipalityId: DEMO_IDS.cordoba,
        formId: form.id,
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
        events: ['answer.created'],
      });
      expect(registered.status).toBe(201);
      const saved = await Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          const response = await submit(index % 2 ? b : a, admin, form);
          return ((await response.json()) as { code: string }).code;
        }),
      );
      const settled = await pollUntil('every delivery settled', 20_000, async () => {
        const rows = await instances.query<{ id: string; status: string; attempts: number }>(
          `select d.id::text as id, d.status, d.attempts from webhook_deliveries d
           join webhook_endpoints e on e.id = d.endpoint_id where e.form_id = $1`,
          [form.id],
        );
        return rows.length === saved.length && rows.every((row) => row.status !== 'pending')
          ? rows
          : undefined;
      });
      // Each delivery was claimed once (one attempt) and delivered; the receiver got each once.
      expect(settled.map((row) => [row.status, row.attempts])).toEqual(saved.map(() => ['delivered', 1]));
      expect(received.map((delivery) => delivery.delivery).sort()).toEqual(
        settled.map((row) => row.id).sort(),
      );
      expect(received.map((delivery) => delivery.code).sort()).toEqual([...saved].sort());
    } finally {
      receiver.closeAllConnections();
      receiver.close();
    }
  });

  // The limits count in the database (rate_limit_hits): spreading over the instances gains nothing.
  it('failed sign-ins spread over both instances reach the limit at the same total as on one', async () => {
    // One address, one account: every attempt is a wrong password, sent to the instances in turn.
    const attempt = async (server: ServerProcess) => {
      const response = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: PUBLIC_URL,
          'x-forwarded-for': '203.0.113.20',
        },
        body: JSON.stringify({ email: demoEmail('censista-privado'), password: 'not-the-password' }),
      });
      await response.body?.cancel();
      return response.status;
    };
    const statuses: number[] = [];
    for (let index = 0; index < LOGIN_LIMIT + 4; index += 1) statuses.push(await attempt(index % 2 ? b : a));
    expect(statuses).toEqual([
      ...Array.from({ length: LOGIN_LIMIT }, () => 401),
      ...Array.from({ length: 4 }, () => 429),
    ]);
  });

  // Background work runs through the job queue (pg-boss on the same database): one run per job.
  it('a scheduled job (the pending-file sweep) runs once across both instances', async () => {
    // Both instances offered the period's sweep when they started: one job ran, and it deleted the upload.
    await pollUntil('the expired upload swept', 30_000, async () => {
      const rows = await instances.query('select 1 from files where id = $1', [EXPIRED_UPLOAD]);
      return rows.length === 0 ? true : undefined;
    });
    const sweep = await settledQueue('pending-file-sweep');
    const periods =
      Math.floor(Date.now() / 1000 / SWEEP_SECONDS) - Math.floor(startedAt / 1000 / SWEEP_SECONDS) + 1;
    expect(sweep.completedRecently).toBeGreaterThanOrEqual(1);
    expect(sweep.completedRecently).toBeLessThanOrEqual(periods);
    expect(sweep.failed).toBe(0);
  });

  it('a queued job (the password-reset mail) runs on one instance only', async () => {
    const response = await fetch(`${a.base}/api/auth/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL, 'x-forwarded-for': '203.0.113.30' },
      body: JSON.stringify({ email: demoEmail('inspector-actas') }),
    });
    expect(response.status).toBeLessThan(300);
    const mail = await settledQueue('password-reset-mail');
    expect(mail.completedRecently).toBe(1);
    // Once completed and nothing queued or running, no other run can come: one mail in all, by one instance.
    const written = await Promise.all(
      instances.dataDirs.map(async (folder) =>
        (await readdir(path.join(folder, 'mail')).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        ),
      ),
    );
    expect(written.flat()).toHaveLength(1);
  });

  // Last: it ends every session, the admin's too.
  it('sessions revoked by the remote-configuration date on one instance are refused on the other within a second', async () => {
    const session = await signInAt(b, demoEmail('supervisor-corrector'), DEMO_PASSWORD);
    expect((await me(b, session)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const put = await fetch(`${a.base}/api/remote-config`, {
      method: 'PUT',
      headers: writeHeaders(admin),
      body: JSON.stringify({ web_session_revokation_datetime: new Date().toISOString() }),
    });
    expect(put.status).toBe(200);
    for (const revoked of [session, admin])
      await pollUntil('the other instance refuses the session', 1000, async () => {
        const response = await me(b, revoked);
        await response.body?.cancel();
        return response.status === 401 ? true : undefined;
      });
    // A sign-in afterwards works on either.
    const again = await signInAt(a, demoEmail('supervisor-corrector'), DEMO_PASSWORD);
    expect((await me(b, again)).status).toBe(200);
  });
});
