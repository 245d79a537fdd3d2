/** What every benchmark shares: a fresh database (PGlite or a PostgreSQL server), the real server in its own process, autocannon. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { formTemplateSchema, type FormTemplateInput } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { forms, municipalities } from '../apps/server/src/db/schema/index.ts';
import { DEMO_IDS, seedDemo } from '../apps/server/src/seed/demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};

// BENCH_DATABASE_URL=postgres://… runs against a fresh database on that PostgreSQL server instead of PGlite.
export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? '';
export const ENGINE = SERVER_URL ? 'PostgreSQL server' : 'embedded PGlite';
/**
 * BENCH_KEEP_DATABASE=name (PostgreSQL only): the bench database gets that name and is kept after
 * the run, so a bench that finds it already seeded can skip seeding (a million answers take minutes).
 */
export const KEEP_DATABASE = SERVER_URL ? (process.env.BENCH_KEEP_DATABASE ?? '') : '';
/** The bench database's name on the PostgreSQL server (for pg_stat_activity). */
export const BENCH_DB = KEEP_DATABASE || `cabildo_bench_${process.pid}`;
export const benchDatabaseUrl = () => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
};

async function adminQuery(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** Whether the kept bench database exists (BENCH_KEEP_DATABASE). */
export async function keptDatabaseExists(): Promise<boolean> {
  if (!KEEP_DATABASE) return false;
  const result = await adminQuery('select 1 from pg_database where datname = $1', [KEEP_DATABASE]);
  return result.rowCount === 1;
}

/** Creates the bench database (PostgreSQL) and opens it; PGlite lives in `dataDir/pg`. */
export async function createBenchDatabase(dataDir: string): Promise<Database> {
  // A kept database found unfit for this run (another size) is seeded again from scratch.
  if (KEEP_DATABASE) await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
  if (SERVER_URL) await adminQuery(`create database ${BENCH_DB}`);
  return openBenchDatabase(dataDir);
}

/** Opens the bench database again (PGlite allows one process at a time: only while the server is stopped). */
export const openBenchDatabase = (dataDir: string) =>
  openDatabase(SERVER_URL ? { url: benchDatabaseUrl() } : { pgliteDir: path.join(dataDir, 'pg') });

export async function dropBenchDatabase() {
  if (SERVER_URL && !KEEP_DATABASE) await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
}

/** `pid`: the server's own process (node itself), for reading its memory in /proc. */
export type RunningServer = { base: string; pid: number; stop: () => Promise<void> };

/** A port nothing listens on right now (the system hands one out, then it is freed for the server). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * How the bench starts the server: `compiled` is `npm start`'s (node on apps/server/dist, which
 * `npm run build` makes), `tsx` the TypeScript sources through tsx as before issue 29 (start-up bench).
 */
export type ServerRuntime = 'compiled' | 'tsx';
export const COMPILED_MAIN = path.join(here, '../apps/server/dist/main.js');

/** node's arguments that run the server's main module. */
export function serverEntry(runtime: ServerRuntime): string[] {
  if (runtime === 'tsx') {
    return ['--import', 'tsx', '--conditions=@cabildo/source', path.join(here, '../apps/server/src/main.ts')];
  }
  if (!existsSync(COMPILED_MAIN)) {
    throw new Error(
      `${COMPILED_MAIN} is missing: run \`npm run build\` first (benches measure the compiled server)`,
    );
  }
  return [COMPILED_MAIN];
}

/**
 * Starts the server on a free port and waits for its health check. Stops with an error when the
 * process exits first or never answers: a bench never measures whatever else listens somewhere.
 */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  runtime: ServerRuntime = 'compiled',
): Promise<RunningServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [...nodeArgs, ...serverEntry(runtime)], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: SERVER_URL ? benchDatabaseUrl() : '',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
  };
  for (let i = 0; i < 200; i += 1) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the bench server exited before answering (code ${server.exitCode ?? server.signalCode})`,
      );
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, pid: server.pid!, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the bench server did not answer its health check within 50 s');
}

/** Signs in through the API: the cookie and CSRF token a browser would hold. */
export async function signIn(base: string, email: string, password = 'cabildo-demo') {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} failed: ${login.status}`);
  const { csrfToken } = (await login.json()) as { csrfToken: string };
  return { cookie: login.headers.get('set-cookie')!.split(';')[0]!, csrfToken };
}

export type Result = autocannon.Result;
/** `latencies`, when given, receives every response time in ms (autocannon reports p97.5, not p95). */
export function load(options: autocannon.Options, duration: number, latencies?: number[]) {
  // Without a callback autocannon's instance is also the promise of its result.
  const run = autocannon({ duration, connections: 20, ...options }) as unknown as autocannon.Instance &
    Promise<Result>;
  if (latencies) run.on('response', (_client, _status, _bytes, time) => latencies.push(time));
  return run as Promise<Result>;
}

/**
 * A fresh bench database with the demo data and one form of the given template in Córdoba's
 * Obras Privadas, the form the bench fills with answers.
 */
export async function benchDatabaseWithForm(dataDir: string, template: FormTemplateInput) {
  const database = await createBenchDatabase(dataDir);
  const { db } = database;
  await seedDemo(db);
  const parsed = formTemplateSchema.parse(template);
  const [municipality] = await db
    .select()
    .from(municipalities)
    .where(eq(municipalities.id, DEMO_IDS.cordoba));
  const [form] = await db
    .insert(forms)
    .values({
      title: parsed.title,
      template: parsed,
      mainAreaId: DEMO_IDS.obrasPrivadas,
      areaIds: parsed.areaIds,
      municipalityId: municipality!.id,
      // A prefix of its own (prefixes are unique): the demo forms have CBA-IAP, CBA-DRM…
      keyPrefix: `${municipality!.key}-BENCH`,
    })
    .returning();
  return { database, db, parsed, form: form!, municipality: municipality! };
}
