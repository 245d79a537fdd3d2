/**
 * Reviewing answers benchmark. Seeds the demo data, a 25-question form and N answers to it straight
 * in SQL (one real answer document, built as the server builds it, copied by generate_series with
 * varying code, dates over 60 days, author, state, citizen document and coordinates), then starts
 * the real server and measures as a signed-in supervisor of the form's area:
 *  - the answers list's first page and its count (two endpoints) without and with filters: the page
 *    alone, the count alone, and both fired together as the web does (the time until both are in)
 *  - the map points of about 100,000 answers (a few sequential requests: time and size)
 *  - the streamed Excel export: rows/s and the server's peak RSS (VmHWM, reset before each export)
 * Prints figures; it asserts nothing.
 * Usage: npm run bench:review [-- --answers 100000 --duration 10 --connections 4]
 * `--only list|points|export` runs one part; BENCH_SERVER_NODE_OPTIONS passes node flags to the
 * server (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it).
 */
import { randomUUID } from 'node:crypto';
import { readFile, readdir, writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import {
  ANSWERS_PAGE_SIZE,
  answerListQuerySchema,
  answerSubmissionSchema,
  blankSections,
  exportValues,
  readAnswerPoints,
} from '@cabildo/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { answers, forms } from '../apps/server/src/db/schema/index.ts';
import { demoUsers } from '../apps/server/src/seed/demo.ts';
import { BENCH_FORM_TITLE, benchTemplate, fillBenchAnswer } from './review-form.ts';
import { buildAnswerDocument } from '../apps/server/src/modules/answers/document.ts';
import { countMissingStatistics } from '../apps/server/src/modules/answers/repository.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { answerFilters, sortColumn } from '../apps/server/src/modules/answers/review/filters.ts';
import {
  ENGINE,
  SERVER_URL,
  arg,
  dropBenchDatabase,
  keptDatabaseExists,
  load,
  openBenchDatabase,
  signIn,
  startServer,
  type Result,
  type RunningServer,
  benchDatabaseWithForm,
} from './support.ts';

const ANSWERS = arg('answers', SERVER_URL ? 1_000_000 : 100_000);
const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 4);
const BATCH = arg('batch', 50_000);
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const runs = (part: 'list' | 'points' | 'export') => ONLY === null || ONLY === part;
const DAYS = 60;
const DAY_MS = 86_400_000;

type SeededForm = { id: string; prefix: string };

/**
 * Counts the seeded answers into the statistics, as the server's start-up backfill would (the seed
 * writes answers straight in SQL, without their statistics values): otherwise that backfill runs in
 * the server while it is measured, and its CPU is counted against the list and the export.
 */
async function countStatistics(db: Db) {
  let total = 0;
  for (;;) {
    const counted = await db.transaction((tx) => countMissingStatistics(tx, 2_000));
    if (counted === 0) break;
    total += counted;
    process.stdout.write(`\rcounted ${total.toLocaleString('en')} answers into the statistics`);
  }
  if (total > 0) process.stdout.write('\n');
}

/** The bench form of a kept database (BENCH_KEEP_DATABASE) when it holds `ANSWERS` answers. */
async function keptForm(dataDir: string): Promise<SeededForm | null> {
  if (!(await keptDatabaseExists())) return null;
  const database = await openBenchDatabase(dataDir);
  try {
    const [form] = await database.db.select().from(forms).where(eq(forms.title, BENCH_FORM_TITLE));
    if (!form) return null;
    const [total] = await database.db
      .select({ value: count() })
      .from(answers)
      .where(eq(answers.formId, form.id));
    if (total?.value !== ANSWERS) return null;
    await countStatistics(database.db);
    return { id: form.id, prefix: form.keyPrefix! };
  } finally {
    await database.close();
  }
}

/** The form (as the form service stores it) and `ANSWERS` answers in batches of generate_series. */
async function seed(dataDir: string): Promise<SeededForm> {
  const kept = await keptForm(dataDir);
  if (kept) {
    console.log(`reusing the kept database with ${ANSWERS.toLocaleString('en')} answers`);
    return kept;
  }
  const { database, db, parsed, form, municipality } = await benchDatabaseWithForm(dataDir, benchTemplate());

  const sections = blankSections(parsed);
  const questions = new Map(parsed.sections.flatMap((s) => s.questions.map((q) => [q.id, q] as const)));
  for (const answer of sections.flatMap((s) => s.rows[0]!.answers))
    fillBenchAnswer(answer, questions.get(answer.questionId)!);
  // A few authors; the censista-privado sees only its own answers (a quarter).
  const authorSlugs = ['inspector', 'supervisor', 'censista-privado', 'generador-respuestas'];
  const authors = demoUsers()
    .map((user) => ({ ...user, username: user.email.split('@')[0]! }))
    .filter((user) => authorSlugs.includes(user.username));
  const document = buildAnswerDocument({
    id: randomUUID(),
    code: `${form!.keyPrefix}-1`,
    form: form!,
    municipality: municipality!,
    submission: answerSubmissionSchema.parse({
      clientSubmissionId: randomUUID(),
      sections,
      citizen: { id: 'c-1', dni: '30123456', firstName: 'Ana', lastName: 'Paz', email: 'ana@example.org' },
      location: { latitude: -31.4201, longitude: -64.1888, address: 'Av. Colón 1450, Córdoba' },
      observations: 'Se notificó al frentista.',
    }),
    author: {
      userId: authors[0]!.id,
      username: authors[0]!.username,
      firstName: authors[0]!.firstName,
      lastName: authors[0]!.lastName,
      inspectorId: null,
    },
    mode: 'internal',
    incident: null,
    now: new Date(),
  });

  const json = JSON.stringify(document);
  const start = Date.now() - DAYS * DAY_MS;
  const stepMs = (DAYS * DAY_MS) / ANSWERS;
  const ids = sql.join(
    authors.map((a) => sql`${a.id}::uuid`),
    sql`, `,
  );
  const names = sql.join(
    authors.map((a) => sql`${a.username}`),
    sql`, `,
  );
  // What a save writes beside the document (numbering.ts), for each author's name on the row.
  const values = sql.join(
    authors.map((a) => sql`${exportValues(document, a.username)}`),
    sql`, `,
  );
  const began = performance.now();
  for (let first = 1; first <= ANSWERS; first += BATCH) {
    const last = Math.min(ANSWERS, first + BATCH - 1);
    // Codes grow with the creation time; 70% of the answers carry a citizen; points scatter over ~20 km.
    await db.execute(sql`
      insert into answers (form_id, code, document, export_values, created_by, created_by_name,
                           citizen_document, state, latitude, longitude, created_at, updated_at)
      select ${form!.id}::uuid, ${form!.keyPrefix} || '-' || n, ${json}::jsonb,
        (array[${values}])[1 + n % ${authors.length}],
        (array[${ids}])[1 + n % ${authors.length}], (array[${names}])[1 + n % ${authors.length}],
        case when n % 10 < 7 then (20000000 + (n::bigint * 7919) % 25000000)::text end,
        (array[0, 0, 1, 2, 3])[1 + (n * 31) % 5],
        -31.52 + ((n::bigint * 48271) % 20011) / 100000.0, -64.29 + ((n::bigint * 16807) % 20021) / 100000.0,
        at.created, at.created + ((n % 72) * interval '1 hour')
      from generate_series(${first}::int, ${last}::int) n,
        lateral (select to_timestamp((${start}::float8 + (n - 1) * ${stepMs}::float8) / 1000) as created) at`);
    process.stdout.write(`\rseeded ${last.toLocaleString('en')} answers`);
  }
  await db.update(forms).set({ lastKeyNumber: ANSWERS }).where(eq(forms.id, form!.id));
  await countStatistics(db);
  // What autovacuum does for a table that grew: statistics and the visibility map (index-only counts).
  await db.execute(sql`vacuum analyze answers`);
  const seconds = (performance.now() - began) / 1000;
  const size = (await db.execute(sql`select pg_total_relation_size('answers') as bytes`)) as unknown as {
    rows: { bytes: string }[];
  };
  console.log(
    `\nseeded ${ANSWERS.toLocaleString('en')} answers in ${seconds.toFixed(0)} s (${Math.round(ANSWERS / seconds).toLocaleString('en')}/s, with vacuum analyze); answers table ${(Number(size.rows[0]!.bytes) / 2 ** 20).toFixed(0)} MB; document ${(json.length / 1024).toFixed(1)} KB`,
  );
  await database.close();
  return { id: form!.id, prefix: form!.keyPrefix! };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => value.toFixed(1);

/**
 * The list's two queries apart, straight on the database, one at a time: the keyset page (what
 * list.ts reads first: ids of the first page + 1, by the list's order) and the total. For a
 * supervisor of the form's area visibility adds no condition, so these are the endpoint's queries.
 */
async function queriesApart(dataDir: string, formId: string, lists: [string, string][], runs = 40) {
  const database = await openBenchDatabase(dataDir);
  const { db } = database;
  const lines: string[] = [];
  const timed = async (query: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const began = performance.now();
      await query();
      times.push(performance.now() - began);
    }
    return times.sort((a, b) => a - b);
  };
  for (const [name, query] of lists) {
    const filter = answerListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const where = and(eq(answers.formId, formId), ...answerFilters(filter));
    const column = sortColumn(filter);
    const page = await timed(() =>
      db
        .select({ id: answers.id })
        .from(answers)
        .where(where)
        .orderBy(desc(column), desc(answers.id))
        .limit(ANSWERS_PAGE_SIZE + 1),
    );
    const total = await timed(() => db.select({ value: count() }).from(answers).where(where));
    lines.push(
      `| ${name} | ${ms(percentile(page, 50))} / ${ms(percentile(page, 95))} | ${ms(percentile(total, 50))} / ${ms(percentile(total, 95))} |`,
    );
  }
  await database.close();
  return lines;
}

/**
 * The list as the web asks for it: the page and the count fired together by each of CONNECTIONS
 * clients, over and over for DURATION s; the latency of a pair is until both have arrived.
 */
async function pageAndCount(get: (query: string, what?: string) => Promise<Response>, query: string) {
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + DURATION * 1000;
  const fetched = async (what: string) => {
    const response = await get(query, what);
    await response.arrayBuffer();
    if (!response.ok) failed += 1;
  };
  const client = async () => {
    while (performance.now() < until) {
      const began = performance.now();
      await Promise.all([fetched(''), fetched('/count')]);
      latencies.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  return { latencies: latencies.sort((a, b) => a - b), failed };
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;

/**
 * One map-points request as the browser makes it (asking for compression): the time until the body
 * is in, then the decoding the web does off the main thread, the body's size, and what gzip
 * (level 6) and Brotli (quality 4, @fastify/compress's default) make of it.
 */
async function mapPoints(request: () => Promise<Response>, run: number) {
  const began = performance.now();
  const response = await request();
  const body = new Uint8Array(await response.arrayBuffer());
  const fetched = performance.now() - began;
  const decoding = performance.now();
  const points = readAnswerPoints(body);
  points.coordinates();
  const decoded = performance.now() - decoding;
  const gzip = gzipSync(body).byteLength;
  const brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } }).byteLength;
  return `| ${run} | ${points.count.toLocaleString('en')} | ${Math.round(fetched)} | ${decoded.toFixed(1)} | ${megabytes(body.byteLength)} | ${megabytes(gzip)} / ${megabytes(brotli)} | ${response.headers.get('content-encoding') ?? 'none'} |`;
}

/** YYYY-MM-DD of `days` ago, in this machine's time zone (the server's, which the date filter uses). */
const dayAgo = (days: number) => {
  const date = new Date(Date.now() - days * DAY_MS);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** VmHWM (peak RSS) of a process, in MB; writing 5 to clear_refs resets it to the current RSS. */
const peakRss = async (pid: number) =>
  Number(/VmHWM:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const resetPeakRss = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** CPU time (user + system) a process has used, in seconds (clock ticks of 1/100 s). */
const cpuSeconds = async (pid: number) => {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** CPU time of each PostgreSQL process of this machine (the bench's database server), in seconds. */
const postgresCpuSeconds = async () => {
  const byProcess = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if ((await readFile(`/proc/${entry}/comm`, 'utf8')).trim() === 'postgres')
        byProcess.set(Number(entry), await cpuSeconds(Number(entry)));
    } catch {
      // the process ended meanwhile
    }
  }
  return byProcess;
};
/**
 * The PostgreSQL CPU used since `before`, process by process: a backend that ended meanwhile (another
 * client's) is left out rather than subtracted, so the figure is never below the bench's own share.
 */
const postgresCpuSince = async (before: Map<number, number>) => {
  let used = 0;
  for (const [pid, seconds] of await postgresCpuSeconds()) used += seconds - (before.get(pid) ?? 0);
  return used;
};

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-'));
  let server: RunningServer | null = null;
  try {
    const form = await seed(dataDir);
    // Flags on node's command line: NODE_OPTIONS refuses some (--cpu-prof).
    const nodeArgs = (process.env.BENCH_SERVER_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
    server = await startServer(dataDir, {}, nodeArgs);
    const { base, pid } = server;
    const supervisor = await signIn(base, 'supervisor@demo.cabildo.test');
    const headers = { cookie: supervisor.cookie };
    const get = (query: string, what = '') =>
      fetch(`${base}/api/forms/${form.id}/answers${what}?${query}`, { headers });

    // One week in the middle of the 60 days; about 100,000 answers for the points and the smaller export.
    const week = `from=${dayAgo(27)}&to=${dayAgo(21)}`;
    const tenth = ANSWERS > 100_000 ? `from=${dayAgo(26)}&to=${dayAgo(21)}` : '';
    const lists: [string, string][] = [
      ['no filter', ''],
      ['state = 2 (1 in 5)', 'state=2'],
      ['date range (7 days)', week],
      ['code (exact)', `code=${form.prefix}-${Math.floor(ANSWERS / 2)}`],
      ['state + date range', `state=2&${week}`],
    ];
    const listRows: string[] = [];
    for (const [name, query] of runs('list') ? lists : []) {
      const total = ((await (await get(query, '/count')).json()) as { total: number }).total;
      const timed = async (what: string) => {
        const latencies: number[] = [];
        const result: Result = await load(
          { url: `${base}/api/forms/${form.id}/answers${what}?${query}`, connections: CONNECTIONS, headers },
          DURATION,
          latencies,
        );
        return { result, latencies: latencies.sort((a, b) => a - b) };
      };
      const page = await timed('');
      const counted = await timed('/count');
      const both = await pageAndCount(get, query);
      const pair = (sorted: number[]) => `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 95))}`;
      listRows.push(
        `| ${name} | ${total.toLocaleString('en')} | ${Math.round(page.result.requests.average)} | ${pair(page.latencies)} | ${page.result.latency.p99} | ${pair(counted.latencies)} | ${pair(both.latencies)} | ${page.result.non2xx + counted.result.non2xx + both.failed} |`,
      );
    }

    const pointRows: string[] = [];
    for (let i = 0; i < (runs('points') ? 3 : 0); i += 1)
      pointRows.push(
        await mapPoints(
          () =>
            fetch(`${base}/api/forms/${form.id}/answers/points?${tenth}`, {
              headers: { ...headers, 'accept-encoding': 'br, gzip' },
            }),
          i + 1,
        ),
      );

    const exportRows: string[] = [];
    for (const query of !runs('export') ? [] : ANSWERS > 100_000 ? [tenth, ''] : ['']) {
      await resetPeakRss(pid);
      const before = await peakRss(pid);
      const [serverCpu, postgresCpu] = [await cpuSeconds(pid), await postgresCpuSeconds()];
      const began = performance.now();
      const response = await get(query, '/export');
      if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
      let bytes = 0;
      for await (const chunk of response.body!) bytes += (chunk as Uint8Array).byteLength;
      const seconds = (performance.now() - began) / 1000;
      const rows = Number(response.headers.get('x-answer-count'));
      // CPU per row tells builds apart even when other work shares the cores (the wall time does not).
      const perRow = (cpu: number) => ((cpu * 1e6) / rows).toFixed(1);
      const serverPerRow = perRow((await cpuSeconds(pid)) - serverCpu);
      const postgresPerRow = SERVER_URL ? perRow(await postgresCpuSince(postgresCpu)) : '–';
      exportRows.push(
        `| ${rows.toLocaleString('en')} | ${seconds.toFixed(1)} | ${Math.round(rows / seconds).toLocaleString('en')} | ${(bytes / 2 ** 20).toFixed(0)} MB | ${Math.round(before)} | ${Math.round(await peakRss(pid))} | ${serverPerRow} | ${postgresPerRow} |`,
      );
    }

    console.log(
      `\n${ENGINE}: ${ANSWERS.toLocaleString('en')} answers of a 25-question form, signed-in supervisor of its area`,
    );
    console.log(
      `\nList, first page and its count: ${DURATION} s each, ${CONNECTIONS} connections (page + count: ${CONNECTIONS} clients, each firing both at once)\n`,
    );
    console.log(
      '| filter | matching | page req/s | page p50 / p95 ms | page p99 ms | count p50 / p95 ms | page + count p50 / p95 ms | non-2xx |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(listRows.join('\n'));
    console.log(`\nMap points${tenth ? ` (${tenth})` : ''}, sequential requests\n`);
    console.log(
      '| request | points | ms until the body is in | decode ms | body | gzip -6 / brotli q4 of the body | content-encoding |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(pointRows.join('\n'));
    console.log('\nExport (.xlsx, streamed), one request at a time\n');
    console.log(
      '| rows | s | rows/s | file | server RSS before MB | server peak RSS MB | server CPU µs/row | PostgreSQL CPU µs/row |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    console.log(exportRows.join('\n'));

    await server.stop(); // PGlite: one process at a time
    const apart = runs('list') ? await queriesApart(dataDir, form.id, lists) : [];
    console.log("\nThe list's two queries apart, on the database, sequential (p50 / p95 ms)\n");
    console.log('| filter | keyset page | total (count) |');
    console.log('| --- | --- | --- |');
    console.log(apart.join('\n'));
  } finally {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
    await dropBenchDatabase();
  }
}

await main();
