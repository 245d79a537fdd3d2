/**
 * Sign-in and session benchmark. Seeds a large user and session table, starts the real server
 * (a separate process, so the load generator does not share its event loop) and measures:
 *  - GET /api/health                  (baseline: routing + one database round trip)
 *  - GET /api/auth/me with a session  (every authenticated request pays this: session + user lookup)
 *  - POST /api/auth/login             (argon2id-bound by design)
 *  - a flood of failed sign-ins from one address (must be refused cheaply, not hashed)
 *  - a flood of failed sign-ins from many addresses, each under its own limit (X-Forwarded-For,
 *    the server trusts the proxy headers), `--flood-rate` a second, and meanwhile, one after the
 *    other: a real sign-in from a browser that signed in before (device cookie), one from a new
 *    browser, and GET /api/auth/me of a signed-in user; the same probes on the quiet server first
 *  - a wrong password for a known e-mail and for an unknown one, one after the other (the median of
 *    each, side by side: they must not tell whether an account exists)
 * Prints figures; it asserts nothing.
 * Usage: npm run bench [-- --users 20000 --sessions 100000 --duration 10 --flood-rate 50]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { demoUsers, seedDemo } from '../apps/server/src/seed/demo.ts';
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
const FLOOD_RATE = arg('flood-rate', 50);
// Under the server's per-address and per-account limits (10 a minute).
const GUESSES_PER_ADDRESS = 9;
// Wrong passwords per kind (known and unknown e-mail) for the timing comparison.
const TIMING_ROUNDS = arg('timing-rounds', 20);

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
const json = { 'content-type': 'application/json' };
const credentials = (email: string, password = 'cabildo-demo') => JSON.stringify({ email, password });

/** A timed sequential probe: its latencies (ms) and the statuses it got. */
type Probe = { name: string; send: () => Promise<number>; times: number[]; statuses: Map<number, number> };
const probe = (name: string, send: () => Promise<number>): Probe => ({
  name,
  send,
  times: [],
  statuses: new Map(),
});

async function probeOnce(target: Probe) {
  const started = performance.now();
  const status = await target.send();
  target.times.push(performance.now() - started);
  target.statuses.set(status, (target.statuses.get(status) ?? 0) + 1);
}

/** Runs the probes one after the other, with `pauseMs` between rounds, until `until` resolves. */
async function probeWhile(probes: Probe[], until: Promise<unknown>, pauseMs = 200) {
  let done = false;
  // autocannon's run is a thenable without `finally`.
  void Promise.resolve(until).finally(() => (done = true));
  while (!done) {
    for (const target of probes) await probeOnce(target);
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const probeLine = (when: string, target: Probe) => {
  const statuses = [...target.statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
  const [p50, p95, max] = [50, 95, 100].map((p) => Math.round(percentile(target.times, p)));
  return `| ${target.name} | ${when} | ${target.times.length} | ${p50} / ${p95} / ${max} | ${statuses} |`;
};

const median = (values: number[]) => percentile(values, 50);

/**
 * Wrong passwords, one after the other on the quiet server: for the demo accounts (each at most twice,
 * under the per-account limit) and for e-mails nobody has, in turns, each from its own address.
 */
async function wrongPasswordTimes(base: string, rounds = TIMING_ROUNDS) {
  const known = demoUsers().map((user) => user.email);
  const times = { known: [] as number[], unknown: [] as number[], statuses: new Map<number, number>() };
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of ['known', 'unknown'] as const) {
      const email = kind === 'known' ? known[round % known.length]! : `nobody-${round}@demo.cabildo.test`;
      const started = performance.now();
      const response = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': `172.16.${kind === 'known' ? 1 : 2}.${round + 1}` },
        body: credentials(email, 'not-the-password'),
      });
      await response.arrayBuffer();
      times[kind].push(performance.now() - started);
      times.statuses.set(response.status, (times.statuses.get(response.status) ?? 0) + 1);
    }
  }
  return times;
}

/** The real users of the flood run: a browser that signed in before, a new browser, a session. */
async function realUsers(base: string) {
  const known = 'supervisor-elevado@demo.cabildo.test';
  let deviceCookie = '';
  const signInKnown = async () => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '192.168.50.1', cookie: deviceCookie },
      body: credentials(known),
    });
    const device = response.headers.getSetCookie().find((c) => c.startsWith('cabildo_device='));
    if (device) deviceCookie = device.split(';')[0]!;
    await response.arrayBuffer();
    return response.status;
  };
  if ((await signInKnown()) !== 200) throw new Error(`sign-in of ${known} failed`);
  // A server without device cookies (to measure an older version) gets the same probe without one.
  if (!deviceCookie) console.log('(the server issues no device cookie)');
  const signInNew = async () => {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { ...json, 'x-forwarded-for': '192.168.50.2' },
      body: credentials('inspector-actas@demo.cabildo.test'),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const { cookie } = await signIn(base, 'censista-privado@demo.cabildo.test');
  const me = async () => {
    const response = await fetch(`${base}/api/auth/me`, { headers: { cookie } });
    await response.arrayBuffer();
    return response.status;
  };
  return () => [
    probe('sign-in, browser with a device cookie', signInKnown),
    probe('sign-in, new browser', signInNew),
    probe('GET /api/auth/me', me),
  ];
}

/**
 * Wrong passwords at a new account each time, every address used GUESSES_PER_ADDRESS times: no
 * per-address or per-account limit is ever reached, only the server-wide budget.
 */
function manyAddressFlood(base: string) {
  let sent = 0;
  const statuses = new Map<number, number>();
  const run = load(
    {
      url: `${base}/api/auth/login`,
      method: 'POST',
      connections: 40,
      overallRate: FLOOD_RATE,
      requests: [
        {
          setupRequest: (request) => {
            const n = sent++;
            const address = Math.floor(n / GUESSES_PER_ADDRESS);
            return {
              ...request,
              headers: {
                ...json,
                'x-forwarded-for': `10.${address >> 16}.${(address >> 8) & 255}.${address & 255}`,
              },
              body: credentials(`flood-${n}@example.com`, 'guess'),
            };
          },
          onResponse: (status) => void statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    },
    DURATION,
  );
  return { run, statuses, addresses: () => Math.ceil(sent / GUESSES_PER_ADDRESS) };
}
const line = (name: string, r: Result) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx} |`;

/** A device cookie of `email`'s first sign-in (from its own address). */
async function deviceCookieOf(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { ...json, 'x-forwarded-for': '192.168.50.3' },
    body: credentials(email),
  });
  await response.arrayBuffer();
  const device = response.headers.getSetCookie().find((c) => c.startsWith('cabildo_device='));
  return device?.split(';')[0] ?? '';
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-'));
  console.log(`seeding ${USERS} users and ${SESSIONS} sessions...`);
  const seeded = Date.now();
  await seed(dataDir);
  console.log(`seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
  // The many-address flood comes through X-Forwarded-For, as from behind a proxy.
  const server = await startServer(dataDir, { TRUST_PROXY: '1' });
  const BASE = server.base;
  try {
    const { cookie } = await signIn(BASE, 'supervisor@demo.cabildo.test');

    // First, on the quiet server: nothing has spent the server-wide budget of failed sign-ins yet.
    const timedAt = Date.now();
    const wrong = await wrongPasswordTimes(BASE);

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
    rows.push(
      line(
        'POST /api/auth/login (valid, device cookie, 4 connections)',
        await run({
          url: `${BASE}/api/auth/login`,
          method: 'POST',
          connections: 4,
          headers: { ...json, cookie: await deviceCookieOf(BASE, 'inspector-elevado@demo.cabildo.test') },
          body: credentials('inspector-elevado@demo.cabildo.test'),
        }),
      ),
    );

    // The real users, first on the quiet server, then under a flood from many addresses.
    const probes = await realUsers(BASE);
    const quiet = probes();
    for (let round = 0; round < 10; round += 1) for (const target of quiet) await probeOnce(target);
    // The flood gets the whole budget, as before: the wrong passwords above have left the minute.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 61_000 - (Date.now() - timedAt))));
    const underFlood = probes();
    const manyAddresses = manyAddressFlood(BASE);
    await probeWhile(underFlood, manyAddresses.run);
    const floodResult = await manyAddresses.run;

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

    const wrongStatuses = [...wrong.statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
    console.log(`\nWrong password, ${TIMING_ROUNDS} each, one after the other (${wrongStatuses}):\n`);
    console.log('| wrong password | median ms | min / max ms |');
    console.log('| --- | --- | --- |');
    for (const kind of ['known', 'unknown'] as const) {
      const values = wrong[kind];
      console.log(
        `| ${kind} e-mail | ${median(values).toFixed(1)} | ${Math.min(...values).toFixed(1)} / ${Math.max(...values).toFixed(1)} |`,
      );
    }

    const floodStatuses = [...manyAddresses.statuses].map(([status, n]) => `${n}× ${status}`).join(', ');
    console.log(
      `\nFlood of failed sign-ins: ${floodResult.requests.total} in ${DURATION} s (${FLOOD_RATE}/s asked) ` +
        `from ${manyAddresses.addresses()} addresses, ${GUESSES_PER_ADDRESS} each: ${floodStatuses}; ` +
        `flood p50 / p99 ${floodResult.latency.p50} / ${floodResult.latency.p99} ms\n`,
    );
    console.log('| real user | when | requests | p50 / p95 / max ms | answers |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const target of quiet) console.log(probeLine('quiet', target));
    for (const target of underFlood) console.log(probeLine('flood', target));
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await dropBenchDatabase();
  }
}

await main();
