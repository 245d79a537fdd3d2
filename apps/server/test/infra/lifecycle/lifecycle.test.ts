import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FormTemplate } from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../../../src/db/client.ts';
import { DEMO_IDS, seedDemo } from '../../../src/seed/demo.ts';
import {
  answerApi,
  answerOf,
  answersTo,
  submission,
  yesAnswer,
  yesNoForm,
} from '../../support/answers-support.ts';
import { DEMO_PASSWORD, demoEmail, signIn, type TestApp } from '../../support/helpers.ts';
import {
  createPostgresDatabase,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../support/server-process.ts';
import { sharedStrings, sheetRows, unzip } from '../../support/xlsx-support.ts';

/**
 * Issue 20 item 3 against the real server process (src/main.ts), on PGlite and — with
 * TEST_DATABASE_URL — on PostgreSQL: SIGTERM during a burst of answers, an export and a live
 * stream; an export the grace period cuts; migrations run once when two instances start together.
 */

const POSTGRES = process.env.TEST_DATABASE_URL || '';
/** Rows of the large export, each with ~1.5 KB of random text: ~10 MB of xlsx, more than sockets buffer. */
const BULK_ROWS = 6500;

let dataDir: string;
let target: DatabaseTarget;
let env: Record<string, string>;
let dropDatabase: () => Promise<void> = async () => undefined;
let bulkFormId: string;
let burst: { id: string; template: FormTemplate };

/**
 * The database the server processes run on: the demo data, a form whose export is ~10 MB (one real
 * answer, copied by SQL with random text in its export values) and a form for the burst.
 */
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-lifecycle-'));
  if (POSTGRES) {
    const created = await createPostgresDatabase(POSTGRES);
    target = { url: created.url };
    dropDatabase = created.drop;
    env = { DATA_DIR: dataDir, DATABASE_URL: created.url };
  } else {
    target = { pgliteDir: path.join(dataDir, 'pg') };
    env = { DATA_DIR: dataDir };
  }
  const database = await openDatabase(target);
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEBHOOK_POLL_SECONDS: '0',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const api = answerApi({ app } as TestApp);
  const admin = await signIn(app, demoEmail('admin'));
  const bulk = await api.createForm(admin, {
    ...yesNoForm(DEMO_IDS.obrasPrivadas, 'Exportación grande'),
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
  bulkFormId = bulk.id;
  const sections = answersTo(bulk.template);
  answerOf(sections, 's1', 'q1').value = 'yes';
  answerOf(sections, 's1', 'q2').value = 'MARCADOR';
  const first = await api.submit(admin, bulk.id, submission(sections));
  if (first.statusCode !== 200) throw new Error(first.body);
  burst = await api.createForm(admin, yesNoForm(DEMO_IDS.obrasPrivadas, 'Ráfaga'));
  await app.close();
  await copyAnswer(database, (first.json() as { id: string }).id);
  await database.close();
}, 180_000);

afterAll(async () => {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function copyAnswer(database: Database, id: string) {
  await database.db.execute(sql`
    insert into answers (form_id, code, document, export_values, statistics_values, created_by,
                         created_by_name, state, public, created_at, updated_at)
    select a.form_id, 'COPIA-' || n, a.document, replace(a.export_values, 'MARCADOR', r.text),
      a.statistics_values, a.created_by, a.created_by_name, a.state, a.public,
      a.created_at - n * interval '1 second', a.updated_at
    from answers a, generate_series(1, ${BULK_ROWS}::int) n,
      lateral (select string_agg(md5(random()::text || i::text || n::text), '') as text
               from generate_series(1, 96) i) r
    where a.id = ${id}::uuid`);
}

/** Whether bytes are a well-formed .xlsx, and its data rows when they are. */
function parsedRows(bytes: Buffer): number | null {
  try {
    const files = unzip(bytes);
    const rows = sheetRows(
      files.get('xl/worksheets/sheet1.xml')!,
      sharedStrings(files.get('xl/sharedStrings.xml') ?? ''),
    );
    return rows.length - 1;
  } catch {
    return null;
  }
}

/** Waits for the process to end, failing after `ms`. */
async function exitWithin(server: ServerProcess, ms: number) {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`the server did not exit within ${ms} ms`)), ms),
  );
  return Promise.race([server.exited, timeout]);
}

async function withDatabase<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

describe('SIGTERM', () => {
  it('during a burst of answers, an export and a live stream: every acknowledged answer is saved, the export completes, exit 0', async () => {
    const graceSeconds = 60;
    const server = await startServerProcess({ ...env, SHUTDOWN_GRACE_SECONDS: String(graceSeconds) });
    try {
      const session = await signInOver(server.base, demoEmail('admin'), DEMO_PASSWORD);
      const headers = {
        cookie: session.cookie,
        'x-csrf-token': session.csrfToken,
        'content-type': 'application/json',
        origin: server.base,
      };

      // The live streams: the own-answers page of the burst's form, and the session's events.
      const streamsEnded = Promise.all(
        [`/api/forms/${burst.id}/answers/mine/events`, '/api/auth/events'].map(async (url) => {
          const events = await fetch(`${server.base}${url}`, { headers: { cookie: session.cookie } });
          expect(events.status).toBe(200);
          const reader = events.body!.getReader();
          for (;;) if ((await reader.read()).done) return Date.now();
        }),
      );
      streamsEnded.catch(() => undefined);

      // The burst: 16 senders, each sending answers one after the other until the server refuses.
      const acknowledged: { id: string; code: string; at: number }[] = [];
      const refusedStatuses: number[] = [];
      const send = async () => {
        for (;;) {
          let response: Response;
          try {
            response = await fetch(`${server.base}/api/answering/forms/${burst.id}/answers?mode=internal`, {
              method: 'POST',
              headers,
              body: JSON.stringify(yesAnswer(burst.template, { clientSubmissionId: randomUUID() })),
            });
          } catch {
            return; // no longer accepting connections (or the connection was closed): not acknowledged
          }
          if (response.status === 200) {
            const saved = (await response.json()) as { id: string; code: string };
            acknowledged.push({ ...saved, at: Date.now() });
          } else {
            refusedStatuses.push(response.status);
            await response.body?.cancel();
            if (response.status !== 503) throw new Error(`unexpected ${response.status}`);
          }
        }
      };
      const senders = Array.from({ length: 16 }, send);
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));

      // The export: headers received, ~10 MB still to come when the signal arrives.
      const exportResponse = await fetch(`${server.base}/api/forms/${bulkFormId}/answers/export`, {
        headers: { cookie: session.cookie },
      });
      expect(exportResponse.status).toBe(200);
      const exportCount = Number(exportResponse.headers.get('x-answer-count'));
      expect(exportCount).toBe(BULK_ROWS + 1);
      const exportBody = exportResponse
        .arrayBuffer()
        .then((bytes) => ({ bytes: Buffer.from(bytes), at: Date.now() }));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');

      const exit = await exitWithin(server, graceSeconds * 1000);
      const exitedAt = Date.now();
      await Promise.all(senders);
      expect(exit).toEqual({ code: 0, signal: null });

      // The export was in flight at the signal and completed: a valid file with every row.
      const exported = await exportBody;
      expect(exported.at).toBeGreaterThan(signalledAt);
      expect(parsedRows(exported.bytes)).toBe(exportCount);
      // The live streams ended cleanly at the start of the drain, not at its end.
      for (const endedAt of await streamsEnded) expect(endedAt - signalledAt).toBeLessThan(2000);
      expect(exitedAt - signalledAt).toBeLessThan(graceSeconds * 1000);
      // Answers in flight at the signal were still saved and acknowledged while draining; later ones were refused.
      expect(acknowledged.filter((answer) => answer.at > signalledAt).length).toBeGreaterThan(0);
      expect(refusedStatuses.every((status) => status === 503)).toBe(true);

      const logs = server.lines();
      expect(logs.map((line) => line.msg)).toEqual(expect.arrayContaining(['signal received', 'shut down']));
      expect(logs.some((line) => String(line.msg).startsWith('shutdown grace period over'))).toBe(false);

      // Every acknowledged answer is in the database, with the code it was given; codes are gap-free.
      const rows = await withDatabase(
        async (database) =>
          (
            await database.db.execute<{ id: string; code: string }>(sql`
            select id::text as id, code from answers where form_id = ${burst.id}::uuid`)
          ).rows,
      );
      const stored = new Map(rows.map((row) => [row.id, row.code]));
      for (const answer of acknowledged) expect(stored.get(answer.id)).toBe(answer.code);
      const numbers = rows.map((row) => Number(row.code.split('-').at(-1))).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: rows.length }, (_, index) => index + 1));
    } finally {
      await server.kill();
    }
  }, 120_000);

  it('cuts an export the grace period does not cover: the client sees an aborted transfer, never a file that parses', async () => {
    const graceSeconds = 2;
    const server = await startServerProcess({ ...env, SHUTDOWN_GRACE_SECONDS: String(graceSeconds) });
    try {
      const session = await signInOver(server.base, demoEmail('admin'), DEMO_PASSWORD);
      // A slow reader: takes the first bytes, then reads nothing until the server is gone.
      const chunks: Buffer[] = [];
      const received = new Promise<{ response: http.IncomingMessage; started: Promise<void> }>(
        (resolve, reject) => {
          const request = http.get(
            `${server.base}/api/forms/${bulkFormId}/answers/export`,
            { headers: { cookie: session.cookie } },
            (response) => {
              const started = new Promise<void>((first) =>
                response.once('data', (chunk: Buffer) => {
                  chunks.push(chunk);
                  response.pause();
                  first();
                }),
              );
              resolve({ response, started });
            },
          );
          request.on('error', reject);
        },
      );
      const { response, started } = await received;
      expect(response.statusCode).toBe(200);
      await started;
      // The server fills the socket's buffers and waits.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      // Draining: the load balancer's readiness probe fails at once — no new connection is taken
      // (or, on one already open, 503).
      let probe: number | 'refused' = 200;
      for (const until = signalledAt + graceSeconds * 1000; probe === 200 && Date.now() < until;) {
        probe = await fetch(`${server.base}/api/health/ready`).then(
          async (answer) => (await answer.body?.cancel(), answer.status),
          () => 'refused' as const,
        );
        if (probe === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect([503, 'refused']).toContain(probe);

      const exit = await exitWithin(server, (graceSeconds + 10) * 1000);
      const exitedAt = Date.now();
      expect(exit).toEqual({ code: 0, signal: null });
      expect(exitedAt - signalledAt).toBeGreaterThanOrEqual(graceSeconds * 1000 - 100);
      const cut = server.lines().find((line) => String(line.msg).startsWith('shutdown grace period over'));
      expect(cut).toBeDefined();
      expect(cut!.openResponses).toBeGreaterThanOrEqual(1);

      // Now the client reads what it was sent: the transfer ends without its last chunk.
      const outcome = await new Promise<'complete' | 'aborted'>((resolve) => {
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(response.complete ? 'complete' : 'aborted'));
        response.on('error', () => resolve('aborted'));
        response.on('aborted', () => resolve('aborted'));
        response.on('close', () => resolve(response.complete ? 'complete' : 'aborted'));
        response.resume();
      });
      expect(outcome).toBe('aborted');
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBeGreaterThan(0);
      expect(parsedRows(bytes)).toBeNull();
    } finally {
      await server.kill();
    }
  }, 120_000);
});

describe('two instances starting together on one new PostgreSQL database', () => {
  // PGlite is one process's database (its folder cannot be opened twice): no lock is needed there.
  it.runIf(POSTGRES)(
    'both come up and the migrations ran once, under the advisory lock',
    async () => {
      const fresh = await createPostgresDatabase(POSTGRES);
      const folders = await Promise.all([0, 1].map(() => mkdtemp(path.join(os.tmpdir(), 'cabildo-twin-'))));
      // The test holds the migration lock first, as an instance migrating would: both instances must
      // wait for it (seen in pg_locks) — they cannot both have started migrating before it is let go.
      const holder = new pg.Client({ connectionString: fresh.url });
      await holder.connect();
      await holder.query('select pg_advisory_lock(727172)');
      const starting = folders.map((folder) =>
        startServerProcess({ DATA_DIR: folder, DATABASE_URL: fresh.url }),
      );
      starting.forEach((start) => start.catch(() => undefined));
      let servers: ServerProcess[] = [];
      try {
        for (let waiting = 0, until = Date.now() + 60_000; waiting < 2;) {
          if (Date.now() > until) throw new Error(`${waiting} instance(s) waiting for the migration lock`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          const locks = await holder.query<{ waiting: number }>(`
          select count(*)::int as waiting from pg_locks
          where locktype = 'advisory' and objid = 727172 and not granted`);
          waiting = locks.rows[0]!.waiting;
        }
        await holder.query('select pg_advisory_unlock(727172)');
        servers = await Promise.all(starting);
        for (const server of servers) {
          const ready = await fetch(`${server.base}/api/health/ready`);
          expect(ready.status).toBe(200);
          expect(await ready.json()).toMatchObject({ migrations: 'current' });
        }
        const applied = servers.map(
          (server) =>
            (server.lines().find((line) => line.msg === 'migrations applied')?.migrations as
              number | undefined) ?? 0,
        );
        const migrations = await withDatabaseAt(
          fresh.url,
          async (database) =>
            (
              await database.db.execute<{ rows: string; distinct: string }>(sql`
            select count(*)::text as rows, count(distinct created_at)::text as distinct
            from drizzle.__drizzle_migrations`)
            ).rows[0]!,
        );
        const journal = Number(migrations.rows);
        expect(journal).toBeGreaterThan(10);
        expect(Number(migrations.distinct)).toBe(journal);
        // One instance applied every migration; the other found them applied.
        expect(applied.sort((a, b) => a - b)).toEqual([0, journal]);

        for (const server of servers) server.child.kill('SIGTERM');
        for (const server of servers)
          expect(await exitWithin(server, 20_000)).toEqual({ code: 0, signal: null });
      } finally {
        await holder.end();
        await Promise.all(servers.map((server) => server.kill()));
        await Promise.allSettled(starting.map(async (start) => (await start).kill()));
        await fresh.drop();
        await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
      }
    },
    120_000,
  );
});

async function withDatabaseAt<T>(url: string, run: (database: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase({ url });
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}
