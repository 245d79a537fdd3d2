/**
 * Statistics benchmark (issue 14). Seeds the demo data, a 25-question form (three sections: open
 * text, single choice, yes/no, integer, multiple choice, date, decimal, time) and N answers straight
 * in SQL, spread over the last 365 days (4 authors, 4 states), each with the statistics values a save
 * writes (texts from 200 phrases, integers 0–99, decimals 5.0–10.0, dates of the last month, times
 * by hour), then builds statistics_counts and its monthly rollup from them as the writes would have. Then it starts the
 * real server and, as a signed-in supervisor of the form's area (and as the census taker, who sees
 * only its own answers), asks for the whole statistics page for the last 7 days, 6 months and all
 * time (two years), 20 times each one after the other: p50 / p95.
 * Prints figures; it asserts nothing.
 * Usage: npm run bench:statistics [-- --answers 100000 --runs 20]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type FormTemplateInput } from '@cabildo/domain';
import { count, eq, sql } from 'drizzle-orm';
import { answers, forms } from '../apps/server/src/db/schema/index.ts';
import { NIL_AUTHOR } from '../apps/server/src/modules/answers/statistics-counts.ts';
import { DEMO_IDS, demoUsers } from '../apps/server/src/seed/demo.ts';
import {
  ENGINE,
  SERVER_URL,
  arg,
  dropBenchDatabase,
  keptDatabaseExists,
  openBenchDatabase,
  signIn,
  startServer,
  benchDatabaseWithForm,
} from './support.ts';
import { benchKindOf } from './review-form.ts';

const ANSWERS = arg('answers', SERVER_URL ? 1_000_000 : 100_000);
const RUNS = arg('runs', 20);
const BATCH = arg('batch', 50_000);
const DAYS = 365;
const DAY_MS = 86_400_000;
const TITLE = 'Bench: estadísticas de 25 preguntas';

const sectionOf = (n: number) => (n < 10 ? 'inspeccion' : n < 20 ? 'relevamiento' : 'cierre');

function template(): FormTemplateInput {
  const options = ['Bueno', 'Regular', 'Malo', 'No aplica'].map((text, order) => ({ order, text }));
  const question = (n: number, order: number) => {
    const { kind, dataType } = benchKindOf(n);
    return {
      id: `q${n}`,
      order,
      title: `Pregunta ${n + 1}: ${kind} ${dataType}`,
      kind,
      dataType,
      options: kind === 'single' || kind === 'multiple' ? options : [],
    };
  };
  const section = (id: string, from: number, to: number) => ({
    id,
    order: from,
    title: id,
    questions: Array.from({ length: to - from }, (_, i) => question(from + i, i)),
  });
  return {
    title: TITLE,
    areaIds: [DEMO_IDS.obrasPrivadas],
    states: {
      available: [0, 1, 2, 3].map((id) => ({ id, name: `Estado ${id}`, transitions: [] })),
      initial: 0,
    },
    sections: [section('inspeccion', 0, 10), section('relevamiento', 10, 20), section('cierre', 20, 25)],
  };
}

/** The SQL text of one answer's statistics values (as statisticsValues writes them), `at` its creation. */
function valuesSql(): string {
  const lines = [
    `to_char(at, 'YYYY-MM-DD')`,
    `'answers' || E'\\t'`,
    `'hour' || E'\\t' || extract(hour from at)::int`,
  ];
  for (const section of ['inspeccion', 'relevamiento', 'cierre']) lines.push(`'s:${section}' || E'\\t'`);
  for (let n = 0; n < 25; n += 1) {
    const item = `'q:${sectionOf(n)}/q${n}' || E'\\t'`;
    const answered = `${item} || '*'`;
    const r = `random()`;
    switch (benchKindOf(n).kind === 'open' ? benchKindOf(n).dataType : benchKindOf(n).kind) {
      case 'text':
        lines.push(answered, `${item} || 't:Observación frecuente número ' || floor(${r} * 200)::int`);
        break;
      case 'single':
        lines.push(answered, `${item} || 'o:' || floor(${r} * 4)::int`);
        break;
      case 'yesno':
        lines.push(answered, `${item} || case when ${r} < 0.7 then 'o:yes' else 'o:no' end`);
        break;
      case 'integer':
        lines.push(answered, `${item} || 'n:' || floor(${r} * 100)::int`);
        break;
      case 'multiple':
        lines.push(answered, `${item} || 'o:0'`, `${item} || 'o:' || (1 + floor(${r} * 3)::int)`);
        break;
      case 'date':
        lines.push(
          answered,
          `${item} || 'd:' || to_char(at - floor(${r} * 30)::int * interval '1 day', 'YYYY-MM-DD')`,
        );
        break;
      case 'decimal':
        lines.push(answered, `${item} || 'n:' || (50 + floor(${r} * 51)::int) / 10.0`);
        break;
      case 'time':
        lines.push(answered, `${item} || 'h:' || floor(${r} * 24)::int`);
        break;
    }
  }
  return lines.join(` || E'\\n' || `);
}

async function seed(dataDir: string): Promise<string> {
  if (await keptDatabaseExists()) {
    const database = await openBenchDatabase(dataDir);
    const [form] = await database.db.select().from(forms).where(eq(forms.title, TITLE));
    const total = form
      ? (await database.db.select({ value: count() }).from(answers).where(eq(answers.formId, form.id)))[0]!
          .value
      : 0;
    await database.close();
    if (form && total === ANSWERS) {
      console.log(`reusing the kept database with ${ANSWERS.toLocaleString('en')} answers`);
      return form.id;
    }
  }
  const { database, db, form } = await benchDatabaseWithForm(dataDir, template());
  const authors = demoUsers().filter((user) =>
    ['inspector', 'supervisor', 'censista-privado', 'generador-respuestas'].some((slug) =>
      user.email.startsWith(`${slug}@`),
    ),
  );
  const ids = sql.raw(authors.map((a) => `'${a.id}'::uuid`).join(', '));
  const start = Date.now() - DAYS * DAY_MS;
  const stepMs = (DAYS * DAY_MS) / ANSWERS;
  const began = performance.now();
  for (let first = 1; first <= ANSWERS; first += BATCH) {
    const last = Math.min(ANSWERS, first + BATCH - 1);
    await db.execute(sql`
      insert into answers (form_id, code, document, export_values, statistics_values, created_by, created_by_name,
        state, created_at, updated_at)
      select ${form!.id}::uuid, ${form!.keyPrefix} || '-' || n, '{"mode":"internal"}'::jsonb, '',
        ${sql.raw(valuesSql())}, (array[${ids}])[1 + n % ${authors.length}], 'bench',
        (array[0, 0, 1, 2, 3])[1 + (n * 31) % 5], at, at
      from generate_series(${first}::int, ${last}::int) n,
        lateral (select to_timestamp((${start}::float8 + (n - 1) * ${stepMs}::float8) / 1000) as at) created`);
    process.stdout.write(`\rseeded ${last.toLocaleString('en')} answers`);
  }
  // The counts the writes would have kept: every line of every answer, for everyone and per author.
  await db.execute(sql`
    insert into statistics_counts (form_id, everyone, author, citizen_portal, day, item, value, count)
    select a.form_id, e.everyone, case when e.everyone then ${NIL_AUTHOR}::uuid else a.created_by end, false,
      split_part(a.statistics_values, E'\n', 1)::date, split_part(l.line, E'\t', 1),
      substr(l.line, position(E'\t' in l.line) + 1), count(*)::int
    from answers a
      cross join lateral unnest(string_to_array(a.statistics_values, E'\n')) with ordinality as l(line, n)
      cross join (values (true), (false)) as e(everyone)
    where a.form_id = ${form!.id}::uuid and l.n > 1
    group by 1, 2, 3, 5, 6, 7`);
  await db.execute(sql`
    insert into statistics_counts (form_id, everyone, author, citizen_portal, day, item, value, count)
    select a.form_id, e.everyone, case when e.everyone then ${NIL_AUTHOR}::uuid else a.created_by end, false,
      split_part(a.statistics_values, E'\n', 1)::date, 'state', a.state::text, count(*)::int
    from answers a cross join (values (true), (false)) as e(everyone)
    where a.form_id = ${form!.id}::uuid group by 1, 2, 3, 5, 7`);
  // Their monthly rollup, as the rollup job keeps it: the days up to statistics_rollup.rolled_through
  // (yesterday on a new database); today's counts are in the daily rows only.
  await db.execute(sql`
    insert into statistics_month_counts (form_id, everyone, author, citizen_portal, month, item, value, count)
    select form_id, everyone, author, citizen_portal, date_trunc('month', day)::date, item, value, sum(count)::int
    from statistics_counts where form_id = ${form!.id}::uuid
      and day <= (select rolled_through from statistics_rollup where id = 1)
    group by 1, 2, 3, 4, 5, 6, 7`);
  await db.update(forms).set({ lastKeyNumber: ANSWERS }).where(eq(forms.id, form!.id));
  await db.execute(sql`vacuum analyze answers`);
  await db.execute(sql`vacuum analyze statistics_counts`);
  await db.execute(sql`vacuum analyze statistics_month_counts`);
  const rows = await db.execute<{ rows: string; bytes: string; month_rows: string; month_bytes: string }>(
    sql`select count(*)::text as rows, pg_total_relation_size('statistics_counts')::text as bytes,
      (select count(*) from statistics_month_counts)::text as month_rows,
      pg_total_relation_size('statistics_month_counts')::text as month_bytes from statistics_counts`,
  );
  console.log(
    `\nseeded ${ANSWERS.toLocaleString('en')} answers and their counts in ${((performance.now() - began) / 1000).toFixed(0)} s; statistics_counts: ${Number(rows.rows[0]!.rows).toLocaleString('en')} rows, ${(Number(rows.rows[0]!.bytes) / 2 ** 20).toFixed(0)} MB; statistics_month_counts: ${Number(rows.rows[0]!.month_rows).toLocaleString('en')} rows, ${(Number(rows.rows[0]!.month_bytes) / 2 ** 20).toFixed(0)} MB`,
  );
  await database.close();
  return form!.id;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-statistics-'));
  console.log(
    `statistics bench on ${ENGINE}: ${ANSWERS.toLocaleString('en')} answers over ${DAYS} days, ${RUNS} runs each`,
  );
  const formId = await seed(dataDir);
  const server = await startServer(dataDir);
  try {
    const today = new Date().toISOString().slice(0, 10);
    const twoYears = new Date(Date.now() - 730 * DAY_MS).toISOString().slice(0, 10);
    const ranges = [
      ['last 7 days', 'range=7d'],
      ['6 months', 'range=6m'],
      ['all time (2 years)', `from=${twoYears}&to=${today}`],
    ] as const;
    console.log('| reader | range | answers in range | p50 ms | p95 ms | body KB |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const slug of ['supervisor', 'censista-privado']) {
      const session = await signIn(server.base, `${slug}@demo.cabildo.test`);
      for (const [label, query] of ranges) {
        const times: number[] = [];
        let covered = 0;
        let bytes = 0;
        for (let run = 0; run <= RUNS; run += 1) {
          const began = performance.now();
          const response = await fetch(`${server.base}/api/forms/${formId}/statistics?${query}`, {
            headers: { cookie: session.cookie },
          });
          const body = await response.text();
          if (!response.ok) throw new Error(`statistics: ${response.status} ${body}`);
          if (run > 0) times.push(performance.now() - began); // the first run warms the caches
          bytes = body.length;
          covered = (JSON.parse(body) as { search: { answers: number } }).search.answers;
        }
        times.sort((a, b) => a - b);
        console.log(
          `| ${slug} | ${label} | ${covered.toLocaleString('en')} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${(bytes / 1024).toFixed(1)} |`,
        );
      }
    }
  } finally {
    await server.stop();
    await dropBenchDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
