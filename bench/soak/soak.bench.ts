/**
 * Soak (issue 20 item 4), on a PostgreSQL server only: the real server on a fresh database with the
 * demo data and one form, then
 *  1. a burst: 50 answers a second for 60 s, all by the inspector;
 *  2. exports: every 3 s a round of 10 exports of the inspector's answers (a filter the soak never
 *     changes) for 5 minutes, while answers keep coming at 10 a second — by the supervisor, to the
 *     same form — and someone signs in every second.
 * Open loop (work starts on schedule, not when the previous ended), bounded (at most so much in
 * flight) and self-stopping (a watchdog ends the run, the server and the database). It reports:
 * every acknowledged answer stored with its code and the codes unique and gap-free; every export's
 * data rows identical; no database session or query left (while idle, and after the server
 * stopped); the server's RSS flat under the sustained load (first vs last minute of the export
 * phase within 10 %); sign-in times under load. Exit 1 when a check fails; times, and the memory of
 * the whole soak (its first minute is a fresh process's ramp), are figures.
 *
 * BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run soak -w @cabildo/bench
 * Shorter: SOAK_BURST_SECONDS=10 SOAK_EXPORT_SECONDS=30 (also SOAK_BURST_RATE, SOAK_STEADY_RATE,
 * SOAK_EXPORTS_PER_ROUND, SOAK_ROUND_SECONDS, SOAK_SIGN_IN_SECONDS).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_DOMAIN } from '../../apps/server/src/seed/demo.ts';
import { unzip } from '../../apps/server/test/support/xlsx-support.ts';
import {
  BENCH_DB,
  SERVER_URL,
  benchDatabaseUrl,
  benchDatabaseWithForm,
  dropBenchDatabase,
  signIn,
  startServer,
  type RunningServer,
} from '../support.ts';
import { lightingAnswer, lightingTemplate } from '../lighting-form.ts';
import { pace, percentile } from './pacing.ts';
import { databaseActivity, drift, sampleHeap, sampleRss, type Activity } from './watch.ts';

const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const BURST_MS = seconds('SOAK_BURST_SECONDS', 60) * 1000;
const BURST_RATE = seconds('SOAK_BURST_RATE', 50);
const EXPORT_MS = seconds('SOAK_EXPORT_SECONDS', 300) * 1000;
const STEADY_RATE = seconds('SOAK_STEADY_RATE', 10);
const EXPORTS_PER_ROUND = seconds('SOAK_EXPORTS_PER_ROUND', 10);
const ROUND_MS = seconds('SOAK_ROUND_SECONDS', 3) * 1000;
const SIGN_IN_MS = seconds('SOAK_SIGN_IN_SECONDS', 1) * 1000;
/** The whole run may take this long beyond its schedule (seeding, start, the last exports, checks). */
const WATCHDOG_SLACK_MS = 180_000;

const BURST_AUTHOR = 'inspector';
const STEADY_AUTHOR = 'supervisor';
const SIGN_IN_USER = 'generador';
const email = (slug: string) => `${slug}@${DEMO_DOMAIN}`;

type Session = { cookie: string; csrfToken: string };
type Acknowledged = { id: string; code: string };

/** Sends answers of one author on a schedule; keeps what the server acknowledged and what it refused. */
function answering(server: RunningServer, formId: string, session: Session) {
  const acknowledged: Acknowledged[] = [];
  const refused: string[] = [];
  const latencies: number[] = [];
  const send = async () => {
    const started = performance.now();
    try {
      const response = await fetch(`${server.base}/api/answering/forms/${formId}/answers?mode=internal`, {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          'content-type': 'application/json',
        },
        body: JSON.stringify(lightingAnswer()),
      });
      if (response.status === 200) acknowledged.push((await response.json()) as Acknowledged);
      else refused.push(`${response.status} ${(await response.text()).slice(0, 200)}`);
    } catch (error) {
      refused.push(`no answer: ${(error as Error).message}`);
    }
    latencies.push(performance.now() - started);
  };
  return { acknowledged, refused, latencies, send };
}

/**
 * The data rows of an .xlsx as written (the header row left out), and a digest of them with the
 * shared strings they point into. The writer is deterministic, so the same rows give the same bytes;
 * cells are not parsed one by one (CPU the server, on the same machine, needs more).
 */
function dataRows(bytes: Buffer): { rows: number; digest: string } {
  const files = unzip(bytes);
  const rows = [...files.get('xl/worksheets/sheet1.xml')!.matchAll(/<row [^>]*>.*?<\/row>/gs)].slice(1);
  const digest = createHash('sha256');
  for (const row of rows) digest.update(row[0]);
  digest.update(files.get('xl/sharedStrings.xml') ?? '');
  return { rows: rows.length, digest: digest.digest('hex') };
}

type ExportOutcome = { ms: number; bytes: number; rows: number; digest: string } | { error: string };

async function exportRows(server: RunningServer, formId: string, session: Session): Promise<ExportOutcome> {
  const started = performance.now();
  try {
    const response = await fetch(
      `${server.base}/api/forms/${formId}/answers/export?author=${encodeURIComponent(BURST_AUTHOR)}`,
      { headers: { cookie: session.cookie } },
    );
    if (response.status !== 200)
      return { error: `${response.status} ${(await response.text()).slice(0, 200)}` };
    const bytes = Buffer.from(await response.arrayBuffer());
    const ms = performance.now() - started;
    return { ms, bytes: bytes.length, ...dataRows(bytes) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

async function timedSignIn(server: RunningServer, latencies: number[], failures: string[]) {
  const started = performance.now();
  try {
    await signIn(server.base, email(SIGN_IN_USER));
    latencies.push(performance.now() - started);
  } catch (error) {
    failures.push((error as Error).message);
  }
}

/** Waits until the database shows what `settled` wants, or `ms` pass; the last look either way. */
async function settle(ms: number, settled: (activity: Activity) => boolean): Promise<Activity> {
  const until = Date.now() + ms;
  for (;;) {
    const activity = await databaseActivity(SERVER_URL, BENCH_DB);
    if (settled(activity) || Date.now() > until) return activity;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const figures = (values: number[]) =>
  `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(Math.max(...values))} (${values.length})`;

async function main() {
  if (!SERVER_URL) throw new Error('the soak runs on a PostgreSQL server: set BENCH_DATABASE_URL');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-soak-'));
  let server: RunningServer | null = null;
  const scheduleMs = BURST_MS + EXPORT_MS;
  const watchdog = setTimeout(() => {
    console.error(`\nthe soak overran its schedule by ${WATCHDOG_SLACK_MS / 1000} s: stopping`);
    void (async () => {
      if (server) process.kill(server.pid, 'SIGKILL');
      await dropBenchDatabase().catch(() => undefined);
      await rm(dataDir, { recursive: true, force: true });
      process.exit(2);
    })();
  }, scheduleMs + WATCHDOG_SLACK_MS);
  const checks: { what: string; ok: boolean; detail: string }[] = [];
  try {
    const { database, form } = await benchDatabaseWithForm(dataDir, lightingTemplate('Soak: alumbrado'));
    await database.close();
    server = await startServer(dataDir);
    const running = server;
    const [admin, burstAuthor, steadyAuthor] = await Promise.all(
      ['admin', BURST_AUTHOR, STEADY_AUTHOR].map((slug) => signIn(running.base, email(slug))),
    );

    const quietSignIns: number[] = [];
    const signInFailures: string[] = [];
    for (let i = 0; i < 10; i += 1) await timedSignIn(running, quietSignIns, signInFailures);

    const rss = sampleRss(running.pid);
    const heap = sampleHeap(running.base);
    const burst = answering(running, form.id, burstAuthor!);
    const steady = answering(running, form.id, steadyAuthor!);
    const loadedSignIns: number[] = [];
    const exports: ExportOutcome[] = [];
    const soakStart = Date.now();
    let phase = 'burst';
    const progress = setInterval(() => {
      const memory = heap.samples.at(-1);
      console.log(
        `  ${Math.round((Date.now() - soakStart) / 1000)} s (${phase}): ${burst.acknowledged.length + steady.acknowledged.length} answers, ${exports.length} exports, ${loadedSignIns.length} sign-ins, load ${os.loadavg()[0]!.toFixed(2)}; RSS ${rss.samples.at(-1)?.rssMb.toFixed(0)} MB, heap ${memory?.heapMb.toFixed(0)} of ${memory?.heapTotalMb.toFixed(0)} MB, external ${memory?.externalMb.toFixed(0)} MB`,
      );
    }, 15_000);
    console.log(
      `burst: ${BURST_RATE} answers/s for ${BURST_MS / 1000} s (load average ${os.loadavg()[0]!.toFixed(2)})`,
    );
    const burstRun = pace(1000 / BURST_RATE, BURST_MS, burst.send);
    await burstRun.done;
    const burstEnd = Date.now();
    console.log(
      `burst over: ${burst.acknowledged.length} acknowledged, ${burst.refused.length} refused, ${burstRun.skipped} skipped in ${((burstEnd - soakStart) / 1000).toFixed(1)} s`,
    );

    console.log(
      `exports: ${EXPORTS_PER_ROUND} every ${ROUND_MS / 1000} s for ${EXPORT_MS / 1000} s, answers at ${STEADY_RATE}/s, a sign-in every ${SIGN_IN_MS / 1000} s`,
    );
    const exportStart = Date.now();
    phase = 'exports';
    const steadyRun = pace(1000 / STEADY_RATE, EXPORT_MS, steady.send);
    const signInRun = pace(
      SIGN_IN_MS,
      EXPORT_MS,
      () => timedSignIn(running, loadedSignIns, signInFailures),
      5,
    );
    const exportRun = pace(
      ROUND_MS,
      EXPORT_MS,
      async () => {
        const round = await Promise.all(
          Array.from({ length: EXPORTS_PER_ROUND }, () => exportRows(running, form.id, admin!)),
        );
        exports.push(...round);
      },
      3,
    );
    await Promise.all([steadyRun.done, signInRun.done, exportRun.done]);
    clearInterval(progress);
    const soakEnd = Date.now();
    rss.stop();
    heap.stop();

    // Idle now: nothing may still run in the database, and nothing may be left once the server stops.
    const idle = await settle(
      10_000,
      (activity) => activity.active === 0 && activity.idleInTransaction === 0,
    );
    await running.stop();
    server = null;
    const afterStop = await settle(10_000, (activity) => activity.connections === 0);

    const client = new pg.Client({ connectionString: benchDatabaseUrl() });
    await client.connect();
    const stored = await client
      .query<{ id: string; code: string }>('select id::text as id, code from answers where form_id = $1', [
        form.id,
      ])
      .finally(() => client.end());

    // Answers: every acknowledged one stored with its code; the form's codes unique and gap-free.
    const byId = new Map(stored.rows.map((row) => [row.id, row.code]));
    const acknowledged = [...burst.acknowledged, ...steady.acknowledged];
    const missing = acknowledged.filter((answer) => byId.get(answer.id) !== answer.code);
    const numbers = stored.rows.map((row) => Number(row.code.split('-').at(-1))).sort((x, y) => x - y);
    const gaps = numbers.filter((number, index) => number !== index + 1).length;
    checks.push({
      what: 'every acknowledged answer stored with its code',
      ok: missing.length === 0,
      detail: `${acknowledged.length} acknowledged, ${stored.rows.length} stored, ${missing.length} missing or with another code`,
    });
    checks.push({
      what: 'codes unique and gap-free',
      ok: gaps === 0 && new Set(numbers).size === numbers.length,
      detail: `1…${numbers.at(-1) ?? 0} over ${numbers.length} answers, ${gaps} out of place`,
    });

    // Exports: all succeeded, each with the burst's answers, every one's rows the same as the first's.
    const done = exports.filter(
      (outcome): outcome is Exclude<ExportOutcome, { error: string }> => !('error' in outcome),
    );
    const failedExports = exports.filter((outcome) => 'error' in outcome);
    const digests = new Set(done.map((outcome) => outcome.digest));
    const rowCounts = new Set(done.map((outcome) => outcome.rows));
    checks.push({
      what: 'every export of the filter has the same rows',
      ok: failedExports.length === 0 && digests.size === 1 && rowCounts.has(burst.acknowledged.length),
      detail: `${done.length} exports (${failedExports.length} failed${failedExports.length ? `: ${JSON.stringify(failedExports[0])}` : ''}), ${digests.size} distinct row sets, rows ${[...rowCounts].join('/')} (burst acknowledged ${burst.acknowledged.length})`,
    });
    checks.push({
      what: 'no query running or transaction open once idle',
      ok: idle.active === 0 && idle.idleInTransaction === 0,
      detail: `${idle.connections} pool connections idle, ${idle.active} active, ${idle.idleInTransaction} idle in transaction${idle.queries.length ? `: ${idle.queries.join(' | ')}` : ''}`,
    });
    checks.push({
      what: 'no database session left after the server stopped',
      ok: afterStop.connections === 0,
      detail: `${afterStop.connections} left${afterStop.queries.length ? `: ${afterStop.queries.join(' | ')}` : ''}`,
    });
    checks.push({
      what: 'sign-ins all succeeded',
      ok: signInFailures.length === 0,
      detail: `${quietSignIns.length + loadedSignIns.length} made, ${signInFailures.length} failed${signInFailures.length ? ` (${signInFailures[0]})` : ''}`,
    });

    // First vs last minute of the whole soak (burst, then exports) and of the export phase alone.
    const windowOf = (from: number) => Math.min(60_000, (soakEnd - from) / 4);
    const memory = (from: number) => {
      const windowMs = windowOf(from);
      const seconds = `${(windowMs / 1000).toFixed(0)} s`;
      const part = (name: string, value: ReturnType<typeof drift>) =>
        `${name} ${value.firstMb.toFixed(0)} → ${value.lastMb.toFixed(0)} MB (${(value.change * 100).toFixed(1)} %)`;
      return [
        `first vs last ${seconds}:`,
        part(
          'RSS',
          drift(rss.samples, (sample) => sample.rssMb, from, soakEnd, windowMs),
        ),
        part(
          'heap used',
          drift(heap.samples, (sample) => sample.heapMb, from, soakEnd, windowMs),
        ),
        part(
          'external',
          drift(heap.samples, (sample) => sample.externalMb, from, soakEnd, windowMs),
        ),
      ]
        .join(', ')
        .replace(':,', ':');
    };
    const whole = drift(rss.samples, (sample) => sample.rssMb, soakStart, soakEnd, windowOf(soakStart));
    // "RSS flat" is judged over the sustained load (docs/decisions.md, "Soak: RSS flat"): the burst's
    // minute is a fresh process filling its heap to its working size, a ramp by nature.
    const sustained = drift(
      rss.samples,
      (sample) => sample.rssMb,
      exportStart,
      soakEnd,
      windowOf(exportStart),
    );
    checks.push({
      what: 'RSS flat under the sustained load (first vs last minute of the export phase within 10 %)',
      ok: Math.abs(sustained.change) <= 0.1,
      detail: `${sustained.firstMb.toFixed(0)} → ${sustained.lastMb.toFixed(0)} MB (${(sustained.change * 100).toFixed(1)} %)`,
    });
    const loads = rss.samples.map((sample) => sample.load1);
    const exportMs = done.map((outcome) => outcome.ms);

    console.log(
      `\nSoak on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}`,
    );
    console.log(
      `schedule: ${BURST_RATE}/s for ${BURST_MS / 1000} s, then ${EXPORTS_PER_ROUND} exports every ${ROUND_MS / 1000} s for ${EXPORT_MS / 1000} s with ${STEADY_RATE} answers/s and a sign-in every ${SIGN_IN_MS / 1000} s`,
    );
    console.log(
      `load average during the run: min ${Math.min(...loads).toFixed(2)}, mean ${(loads.reduce((s, v) => s + v, 0) / loads.length).toFixed(2)}, max ${Math.max(...loads).toFixed(2)}`,
    );
    console.log(
      `burst answers: ${figures(burst.latencies)}; not started (in-flight cap): ${burstRun.skipped}`,
    );
    console.log(`steady answers: ${figures(steady.latencies)}; not started: ${steadyRun.skipped}`);
    console.log(
      `exports: ${figures(exportMs)}, ${done[0] ? (done[0].bytes / 1024).toFixed(0) : 0} kB each; rounds not started: ${exportRun.skipped}`,
    );
    const benchCpu = process.cpuUsage();
    console.log(
      `the bench's own CPU: ${((benchCpu.user + benchCpu.system) / 1e6).toFixed(0)} s over ${((soakEnd - soakStart) / 1000).toFixed(0)} s`,
    );
    console.log(`sign-in, quiet: ${figures(quietSignIns)}`);
    console.log(`sign-in under load: ${figures(loadedSignIns)}; not started: ${signInRun.skipped}`);
    console.log(
      `server memory, whole soak, ${memory(soakStart)}; RSS ${Math.abs(whole.change) <= 0.1 ? 'within' : 'beyond'} 10 % (the burst's minute is the ramp of a fresh process), peak ${Math.max(...rss.samples.map((sample) => sample.rssMb)).toFixed(0)} MB`,
    );
    console.log(`server memory, export phase, ${memory(exportStart)}`);
    console.log('');
    for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.what}: ${check.detail}`);
    const refusals = [...burst.refused, ...steady.refused];
    if (refusals.length > 0) console.log(`refused answers (${refusals.length}), first: ${refusals[0]}`);
  } finally {
    clearTimeout(watchdog);
    await server?.stop();
    await dropBenchDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (checks.some((check) => !check.ok)) process.exitCode = 1;
}

await main();
