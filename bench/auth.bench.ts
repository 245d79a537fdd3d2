/**
 * Sign-in and session benchmark. Seeds a large user and session table, starts the real server
 * (a separate process, so the load generator does not share its event loop) and measures:
 *  - GET /api/health                  (baseline: routing + one database round trip)
 *  - GET /api/auth/me with a session  (every authenticated request pays this: session + user lookup)
 *  - POST /api/auth/login             (argon2id-bound by design)
 *  - a flood of failed sign-ins from one address (must be refused cheaply, not hashed)
 * Prints figures; it asserts nothing. Usage: npm run bench [-- --users 20000 --sessions 100000]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const arg = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const USERS = arg('users', 20_000);
const SESSIONS = arg('sessions', 100_000);
const DURATION = arg('duration', 10);
const PORT = 3200;
// BENCH_DATABASE_URL=postgres://… runs against a fresh database on that PostgreSQL server instead of PGlite.
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? '';
const BENCH_DB = `cabildo_bench_${process.pid}`;
const benchDatabaseUrl = () => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
};
const BASE = `http://127.0.0.1:${PORT}`;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(text);
  await client.end();
}

async function seed(dataDir: string) {
  if (SERVER_URL) await adminQuery(`create database ${BENCH_DB}`);
  const database = await openDatabase(
    SERVER_URL ? { url: benchDatabaseUrl() } : { pgliteDir: path.join(dataDir, 'pg') },
  );
  await seedDemo(database.db);
  const client = { query: (text: string) => database.db.execute(sql.raw(text)) };
  await client.query(`
    insert into users (email, username, roles, password_hash)
    select 'bench' || n || '@example.com', 'bench' || n, '{ROLE_INSPECTOR}', null
    from generate_series(1, ${USERS}) as n`);
  await client.query(`
    insert into sessions (token_hash, user_id, csrf_token, expires_at, active)
    select md5(n::text) || md5((n * 7)::text), u.id, 'x', now() + interval '1 hour', n % 3 <> 0
    from generate_series(1, ${SESSIONS}) as n
    join (select id, row_number() over (order by email) as rn from users) u on u.rn = (n % ${USERS}) + 1`);
  await database.close();
}

async function startServer(dataDir: string) {
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(here, '../apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: SERVER_URL ? benchDatabaseUrl() : '',
      SEED_DEMO: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill();
  throw new Error('server did not start');
}

type Result = autocannon.Result;
const run = (options: autocannon.Options) =>
  autocannon({ duration: DURATION, connections: 20, ...options }) as Promise<Result>;
const line = (name: string, r: Result) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-'));
  console.log(`seeding ${USERS} users and ${SESSIONS} sessions...`);
  const seeded = Date.now();
  await seed(dataDir);
  console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const server = await startServer(dataDir);
  try {
    const login = await fetch(`${BASE}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'supervisor@demo.cabildo.test', password: 'cabildo-demo' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

    const rows: string[] = [];
    rows.push(line('GET /api/health', await run({ url: `${BASE}/api/health` })));
    rows.push(
      line('GET /api/auth/me (signed in)', await run({ url: `${BASE}/api/auth/me`, headers: { cookie } })),
    );
    rows.push(
      line(
        'POST /api/auth/login (valid, 4 connections)',
        await run({
          url: `${BASE}/api/auth/login`,
          method: 'POST',
          connections: 4,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'inspector@demo.cabildo.test', password: 'cabildo-demo' }),
        }),
      ),
    );
    const flood = await run({
      url: `${BASE}/api/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'flood@example.com', password: 'guess' }),
    });
    rows.push(line('POST /api/auth/login (failed-sign-in flood, one IP)', flood));
    const during = Date.now();
    const health = await fetch(`${BASE}/api/health`);
    rows.push(
      `| health check right after the flood | — | ${Date.now() - during} | — | ${health.ok ? 0 : 1} |`,
    );

    const engine = SERVER_URL ? 'PostgreSQL server' : 'embedded PGlite';
    console.log(
      `\n${engine}: ${USERS} users, ${SESSIONS} sessions, ${DURATION} s per run, 20 connections unless noted\n`,
    );
    console.log('| request | req/s | p50 ms | p99 ms | non-2xx |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    if (SERVER_URL) await adminQuery(`drop database if exists ${BENCH_DB} with (force)`);
  }
}

await main();
