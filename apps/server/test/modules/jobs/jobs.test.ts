import { randomUUID } from 'node:crypto';
import type { JobsOverview } from '@cabildo/domain';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from '../../../src/adapters/mail/mailer.ts';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { openDatabase, type Database } from '../../../src/db/client.ts';
import { files } from '../../../src/db/schema/index.ts';
import { PENDING_FILE_MAX_AGE_MS } from '../../../src/modules/files/sweep.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * The background jobs (issue 20 item 1) on one database shared by two app instances — on PGlite one
 * database, on PostgreSQL (TEST_DATABASE_URL) two connections to it: `t` only queues jobs
 * (JOBS_POLL_SECONDS=0), `worker` runs them. A scheduled job offered by both runs once; the file
 * sweep runs through the queue; a failing job is retried, then failed, shown and retried by the
 * admin, and nobody else.
 */

const ENV = { JOBS_POLL_SECONDS: '0', JOBS_RETRY_DELAY_SECONDS: '0', WEBHOOK_POLL_SECONDS: '0' };

/** A mailer that refuses while `down`, naming the recipient as SMTP servers do; what it sent. */
const mailServer = { down: true, slow: null as Promise<void> | null, sent: [] as MailMessage[] };
const flakyMailer: Mailer = {
  async send(message) {
    if (mailServer.down) throw new Error(`550 mailbox unavailable: ${message.to}`);
    await mailServer.slow;
    mailServer.sent.push(message);
  },
};

let t: TestApp;
let worker: FastifyInstance;
let workerDatabase: Database;
let workerClosed = false;
const s: Record<string, Session> = {};

beforeAll(async () => {
  t = await startTestApp(ENV);
  // The second instance: its own connections on PostgreSQL, the same PGlite otherwise.
  const shared = 'url' in t.database.connection;
  workerDatabase = shared
    ? await openDatabase({ url: (t.database.connection as { url: string }).url })
    : t.database;
  worker = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: t.config.dataDir,
      APP_URL: 'http://localhost:3000',
      WEB_DIST_DIR: `${t.config.dataDir}/no-web`,
      ...ENV,
      JOBS_POLL_SECONDS: '0.5',
    }),
    database: workerDatabase,
    mailer: flakyMailer,
  });
  await worker.ready();
  for (const slug of ['admin', 'supervisor-elevado', 'supervisor', 'inspector'])
    s[slug] = await signIn(t.app, demoEmail(slug));
}, 60_000);

afterAll(async () => {
  if (!workerClosed) await worker?.close();
  if (workerDatabase && workerDatabase !== t?.database) await workerDatabase.close();
  await t?.close();
});

type JobRow = { id: string; state: string; retry_count: number };
const jobsOf = async (queue: string) =>
  (
    await t.database.db.execute<JobRow>(
      sql`select id, state, retry_count from pgboss.job where name = ${queue} order by created_on`,
    )
  ).rows;

/** Waits (up to 20 s) until `check` holds; the job queue works in the background. */
async function until<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const overview = async (session: Session) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: as(session) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as JobsOverview;
};

const queueOf = (view: JobsOverview, name: string) => view.queues.find((queue) => queue.name === name)!;

describe('scheduled jobs', () => {
  it('are one job a period however many instances offer them, and run once', async () => {
    // Both instances offered the sweep of this hour when they started: one job.
    const atStart = await until(
      () => jobsOf('pending-file-sweep'),
      (rows) => rows.every((row) => row.state === 'completed'),
    );
    expect(atStart.map((row) => row.state)).toEqual(['completed']);

    const period = 86_000 + Math.floor(Math.random() * 400);
    const offers = await Promise.all([
      t.app.ctx.jobs.offerScheduled('pending-file-sweep', period),
      worker.ctx.jobs.offerScheduled('pending-file-sweep', period),
      t.app.ctx.jobs.offerScheduled('pending-file-sweep', period),
      worker.ctx.jobs.offerScheduled('pending-file-sweep', period),
    ]);
    expect(offers.filter((id) => id !== null)).toHaveLength(1);
    const rows = await until(
      () => jobsOf('pending-file-sweep'),
      (found) => found.length === 2 && found.every((row) => row.state === 'completed'),
    );
    expect(rows.map((row) => [row.state, row.retry_count])).toEqual([
      ['completed', 0],
      ['completed', 0],
    ]);
    // The same period again: its slot is taken.
    expect(await t.app.ctx.jobs.offerScheduled('pending-file-sweep', period)).toBeNull();
  });

  it('the sweep deletes pending files older than a day through the queue, not newer ones nor header images', async () => {
    const storage = t.app.ctx.storage;
    const old = new Date(Date.now() - PENDING_FILE_MAX_AGE_MS - 60_000);
    const file = (createdAt: Date, purpose = 'answer-image') => {
      const id = randomUUID();
      return { id, storageKey: `jobs-test/${id}`, contentType: 'image/png', size: 3, purpose, createdAt };
    };
    const expired = [file(old), file(old, 'email-attachment')];
    const kept = [file(new Date()), file(old, 'header-image')];
    for (const row of [...expired, ...kept])
      await storage.put(row.storageKey, Buffer.from('png'), 'image/png');
    await t.database.db.insert(files).values([...expired, ...kept]);

    const id = await t.app.ctx.jobs.offerScheduled('pending-file-sweep', 86_500);
    expect(id).not.toBeNull();
    const done = await until(
      () => jobsOf('pending-file-sweep'),
      (rows) => rows.find((row) => row.id === id)?.state === 'completed',
    );
    expect(done.find((row) => row.id === id)?.state).toBe('completed');
    const left = (
      await t.database.db
        .select({ id: files.id })
        .from(files)
        .where(
          inArray(
            files.id,
            [...expired, ...kept].map((row) => row.id),
          ),
        )
    ).map((row) => row.id);
    expect(left.sort()).toEqual(kept.map((row) => row.id).sort());
    for (const row of expired) expect(await storage.get(row.storageKey)).toBeNull();
    for (const row of kept) expect(await storage.get(row.storageKey)).not.toBeNull();
  });
});

describe('a failing job', () => {
  it('is retried, then shown failed to the admin (address masked), and runs again when the admin retries it', async () => {
    const admin = demoEmail('admin');
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: admin },
    });
    expect(requested.statusCode).toBe(202);

    const failedRows = await until(
      () => jobsOf('password-reset-mail'),
      (rows) => rows[0]?.state === 'failed',
    );
    // The first attempt and its five retries.
    expect(failedRows.map((row) => [row.state, row.retry_count])).toEqual([['failed', 5]]);
    expect(mailServer.sent).toEqual([]);

    const view = await overview(s.admin!);
    expect(queueOf(view, 'password-reset-mail')).toMatchObject({
      queued: 0,
      active: 0,
      failed: 1,
      retriedRecently: 1,
    });
    const [failure] = view.failures.filter((row) => row.queue === 'password-reset-mail');
    expect(failure).toMatchObject({ id: failedRows[0]!.id, attempts: 6 });
    expect(failure!.error).toBe('550 mailbox unavailable: a…@demo.cabildo.test');
    expect(JSON.stringify(view)).not.toContain(admin);

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', headers: as(s.admin!) });
    expect(metrics.body).toContain('cabildo_job_queue_depth{queue="password-reset-mail",state="failed"} 1');

    mailServer.down = false;
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/password-reset-mail/${failure!.id}/retry`,
      headers: as(s.admin!),
    });
    expect(retried.statusCode, retried.body).toBe(204);
    await until(
      async () => mailServer.sent.length,
      (count) => count > 0,
    );
    expect(mailServer.sent.map((message) => message.to)).toEqual([admin]);
    const after = await until(
      () => overview(s.admin!),
      (found) => queueOf(found, 'password-reset-mail').completedRecently === 1,
    );
    expect(queueOf(after, 'password-reset-mail')).toMatchObject({ failed: 0, completedRecently: 1 });
    expect(after.failures.filter((row) => row.queue === 'password-reset-mail')).toEqual([]);

    // Not failed any more: nothing to retry.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/password-reset-mail/${failure!.id}/retry`,
      headers: as(s.admin!),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('the jobs page API', () => {
  it('is the admin’s only: every other role is refused, and so is nobody', async () => {
    const unknown = `/api/jobs/statistics-rollup/${randomUUID()}/retry`;
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs', headers: as(s.admin!) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'POST', url: unknown, headers: as(s.admin!) })).statusCode).toBe(
      404,
    );
    for (const slug of ['supervisor-elevado', 'supervisor', 'inspector']) {
      const read = await t.app.inject({ method: 'GET', url: '/api/jobs', headers: as(s[slug]!) });
      expect(read.statusCode, slug).toBe(403);
      const retry = await t.app.inject({ method: 'POST', url: unknown, headers: as(s[slug]!) });
      expect(retry.statusCode, slug).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).statusCode).toBe(401);
    const badQueue = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/no-such-queue/${randomUUID()}/retry`,
      headers: as(s.admin!),
    });
    expect(badQueue.statusCode).toBe(400);
  });
});

describe('shutting down', () => {
  it('waits for the job running on the instance before it closes', async () => {
    let release!: () => void;
    mailServer.slow = new Promise((resolve) => (release = resolve));
    mailServer.sent = [];
    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/request',
      payload: { email: demoEmail('supervisor') },
    });
    expect(requested.statusCode).toBe(202);
    const running = await until(
      () => jobsOf('password-reset-mail'),
      (rows) => rows.some((row) => row.state === 'active'),
    );
    expect(running.map((row) => row.state)).toContain('active');

    let closed = false;
    const closing = worker.close().then(() => (closed = workerClosed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Still waiting for the mail in hand.
    expect(closed).toBe(false);
    release();
    await closing;
    expect(mailServer.sent.map((message) => message.to)).toEqual([demoEmail('supervisor')]);
    expect((await jobsOf('password-reset-mail')).map((row) => row.state)).toEqual(['completed', 'completed']);
  });
});
