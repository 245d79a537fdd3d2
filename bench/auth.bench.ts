/**
 * Sign-in and session benchmark. Seeds a large user and session table, starts the real server
 * (a separate process, so the load generator does not share its event loop) and measures:
 *  - GET /api/health                  (baseline: routing + one database round trip)
 *  - GET /api/auth/me with a session  (every authenticated request pays this: session + user lookup)
 *  - POST /api/auth/login             (argon2id-bound by design)
 *  - a flood of failed sign-ins from one address (must be refused cheaply, not hashed)
 * Prints figures; it asserts nothing. Usage: npm run bench [-- --users 20000 --sessions 100000]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../apps/server/src/db/seed/demo.ts';
import {
  ENGINE,
  arg,
  createBenchDatabase,
  dropBenchDatabase,
  load,
  signIn,
  startServer,
  type Result,
} from './support.ts';

const USERS = arg('users', 20_000);
const SESSIONS = arg('sessions', 100_000);
const DURATION = arg('duration', 10);
const PORT = 3200;

async function seed(dataDir: string) {
  const database = await createBenchDatabase(dataDir);
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

const run = (options: Parameters<typeof load>[0]) => load(options, DURATION);
const line = (name: string, r: Result) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-'));
  console.log(`seeding ${USERS} users and ${SESSIONS} sessions...`);
  const seeded = Date.now();
  await seed(dataDir);
  console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  const server = await startServer(dataDir, PORT);
  const BASE = server.base;
  try {
    const { cookie } = await signIn(BASE, 'supervisor@demo.cabildo.test');

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

    console.log(
      `\n${ENGINE}: ${USERS} users, ${SESSIONS} sessions, ${DURATION} s per run, 20 connections unless noted\n`,
    );
    console.log('| request | req/s | p50 ms | p99 ms | non-2xx |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await dropBenchDatabase();
  }
}

await main();
