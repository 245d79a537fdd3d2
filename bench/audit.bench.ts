/**
 * Audit trail benchmark (issue 31): seeds the demo data and `--rows` audit rows (default a million)
 * over the three demo municipalities, 40 actions, 20 forms and the demo users, a row a second back
 * from now; then times 2,000 chained writes (the commit-time trigger) on top, starts the server and
 * asks the viewer's pages one after the other, `--requests` times each (default 100): p50 / p95 ms.
 * Prints figures; it asserts nothing.
 * Usage: npm run bench:audit [-- --rows 1000000 --requests 100]
 * The seed goes in with the chain's trigger off (one INSERT … SELECT), then is chained by the same
 * function the migration uses (cabildo_audit_backfill) only when `--chain-seed 1`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { audit, verifyChains } from '../apps/server/src/modules/audit/index.ts';
import { DEMO_IDS, seedDemo } from '../apps/server/src/seed/demo.ts';
import { ENGINE, arg, createBenchDatabase, dropBenchDatabase, signIn, startServer } from './support.ts';

const ROWS = arg('rows', 1_000_000);
const REQUESTS = arg('requests', 100);
const CHAIN_SEED = arg('chain-seed', 0) === 1;
const WRITES = 2_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const FORMS = Array.from({ length: 20 }, () => randomUUID());
const MUNICIPALITIES = [DEMO_IDS.cordoba, DEMO_IDS.carlosPaz, DEMO_IDS.rosario];

async function seed(dataDir: string) {
  const database = await createBenchDatabase(dataDir);
  const { db } = database;
  await seedDemo(db);
  const started = performance.now();
  await db.execute(sql`alter table audit_events disable trigger audit_events_chain`);
  await db.execute(sql`alter table audit_events disable trigger audit_events_derive`);
  const batch = 100_000;
  for (let from = 0; from < ROWS; from += batch) {
    const to = Math.min(ROWS, from + batch);
    await db.execute(sql`insert into audit_events
      (at, actor_id, actor_kind, action, subject, subject_id, municipality_id, form_id, request_id, changed_fields, ip)
      select now() - make_interval(secs => i), u.id, 'user', 'action.' || (i % 40), 'respuesta', gen_random_uuid()::text,
        (${`{${MUNICIPALITIES.join(',')}}`}::uuid[])[1 + i % 3],
        (${`{${FORMS.join(',')}}`}::uuid[])[1 + i % 20],
        'req-' || i, '["q1","q2"]'::jsonb, '10.0.0.1'
      from generate_series(${from + 1}::int, ${to}::int) i
      join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from users) u
        on u.n = i % u.total`);
  }
  await db.execute(sql`alter table audit_events enable trigger audit_events_derive`);
  await db.execute(sql`alter table audit_events enable trigger audit_events_chain`);
  const seeded = performance.now() - started;
  let chained = 0;
  if (CHAIN_SEED) {
    const start = performance.now();
    await db.execute(sql`select cabildo_audit_backfill()`);
    chained = performance.now() - start;
  }
  await db.execute(sql`analyze audit_events`);
  // Chained writes on top: one transaction each, as a change writes its row.
  const writing = performance.now();
  for (let i = 0; i < WRITES; i += 1) {
    await db.transaction(async (tx) => {
      await audit(tx, {
        actorId: null,
        action: 'bench.write',
        subject: 'test',
        municipalityId: MUNICIPALITIES[i % 3]!,
      });
    });
  }
  const writes = performance.now() - writing;
  let verifyMs: number | null = null;
  if (CHAIN_SEED) {
    const start = performance.now();
    const result = await verifyChains(db);
    verifyMs = performance.now() - start;
    if (!result.ok) console.log('verification failed', JSON.stringify(result.chains));
  }
  const { rows } = await db.execute<{ id: string }>(
    sql`select id from users where email like 'admin@%' limit 1`,
  );
  await database.close();
  return { seeded, chained, writes, verifyMs, adminId: rows[0]!.id };
}

async function time(base: string, cookie: string, url: string) {
  const times: number[] = [];
  let status = 0;
  let rows = 0;
  for (let i = 0; i < REQUESTS; i += 1) {
    const start = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    const body = (await response.json()) as { rows?: unknown[]; nextCursor?: string | null };
    times.push(performance.now() - start);
    status = response.status;
    rows = body.rows?.length ?? 0;
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), status, rows };
}

/** The cursor `depth` pages down the trail (the keyset position a "load more" sends). */
async function cursorAt(base: string, cookie: string, query: string, depth: number) {
  let cursor = '';
  for (let i = 0; i < depth; i += 1) {
    const response = await fetch(`${base}/api/audit?${query}${cursor ? `&cursor=${cursor}` : ''}`, {
      headers: { cookie },
    });
    cursor = ((await response.json()) as { nextCursor: string }).nextCursor;
  }
  return cursor;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-audit-'));
  try {
    console.log(`audit bench: ${ROWS.toLocaleString('en')} rows, ${ENGINE}`);
    const seeded = await seed(dataDir);
    console.log(
      `seeded in ${(seeded.seeded / 1000).toFixed(1)} s` +
        (CHAIN_SEED
          ? `, chained in ${(seeded.chained / 1000).toFixed(1)} s, verified in ${((seeded.verifyMs ?? 0) / 1000).toFixed(1)} s`
          : ''),
    );
    console.log(
      `${WRITES} chained writes (one transaction each): ${(seeded.writes / WRITES).toFixed(2)} ms each`,
    );
    // The TypeScript sources through tsx (no build needed); on a loaded machine the first start may
    // pass support.ts's 50 s while tsx compiles: its cache makes the next attempt quick.
    let server: Awaited<ReturnType<typeof startServer>> | null = null;
    for (let attempt = 1; !server; attempt += 1) {
      try {
        server = await startServer(dataDir, {}, [], 'tsx');
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
    try {
      const admin = (await signIn(server.base, 'admin@demo.cabildo.test')).cookie;
      const elevated = (await signIn(server.base, 'supervisor-elevado@demo.cabildo.test')).cookie;
      const deep = await cursorAt(server.base, admin, 'limit=50', 20);
      const today = new Date().toISOString().slice(0, 10);
      const cases: [string, string, string][] = [
        ['admin, first page', admin, '/api/audit?limit=50'],
        ['admin, page 21 (cursor)', admin, `/api/audit?limit=50&cursor=${deep}`],
        ['admin, one municipality', admin, `/api/audit?limit=50&municipalityId=${DEMO_IDS.rosario}`],
        ['admin, by action', admin, '/api/audit?limit=50&action=action.7'],
        ['admin, by person (e-mail part)', admin, '/api/audit?limit=50&person=inspector-elevado@'],
        ['admin, by person id', admin, `/api/audit?limit=50&actorId=${seeded.adminId}`],
        ['admin, by form', admin, `/api/audit?limit=50&formId=${FORMS[3]}`],
        ['admin, date range (one day)', admin, `/api/audit?limit=50&from=${today}&to=${today}`],
        ['admin, rare action (none)', admin, '/api/audit?limit=50&action=nothing'],
        ['elevated supervisor, own municipality', elevated, '/api/audit?limit=50'],
        ['elevated supervisor, by action', elevated, '/api/audit?limit=50&action=action.7'],
        ['elevated supervisor, by form', elevated, `/api/audit?limit=50&formId=${FORMS[0]}`],
      ];
      console.log(`\n| page (${REQUESTS} requests each, one at a time) | rows | p50 ms | p95 ms |`);
      console.log('| --- | --- | --- | --- |');
      for (const [name, cookie, url] of cases) {
        const result = await time(server.base, cookie, url);
        if (result.status !== 200) throw new Error(`${name}: ${result.status}`);
        console.log(`| ${name} | ${result.rows} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} |`);
      }
    } finally {
      await server.stop();
    }
  } finally {
    await dropBenchDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
