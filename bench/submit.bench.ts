/**
 * Answer submission benchmark. Starts the real server on a fresh database with the demo data,
 * creates a 6-question form (and, for the spread run, 50 more), then sends answers as a signed-in
 * inspector with autocannon, each with its own clientSubmissionId:
 *  - sustained submissions to ONE form (every answer takes the form's counter row lock)
 *  - the same load spread over 50 forms
 * Afterwards it reads the codes back and checks that each form's codes are unique and gap-free.
 * Prints figures; it asserts nothing. Usage: npm run bench:submit [-- --duration 20 --connections 20]
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FormDetail } from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { lightingAnswer, lightingTemplate } from './lighting-form.ts';
import {
  ENGINE,
  arg,
  createBenchDatabase,
  dropBenchDatabase,
  load,
  openBenchDatabase,
  signIn,
  startServer,
  type Result,
} from './support.ts';

const DURATION = arg('duration', 10);
const CONNECTIONS = arg('connections', 20);
const SPREAD_FORMS = arg('forms', 50);

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-'));
  const database = await createBenchDatabase(dataDir);
  await seedDemo(database.db);
  await database.close();
  const server = await startServer(dataDir, { PUBLIC_ANSWERS_PER_MINUTE: '1000000' });
  const formIds: string[] = [];
  try {
    const admin = await signIn(server.base, 'admin@demo.cabildo.test');
    for (let index = 0; index <= SPREAD_FORMS; index += 1) {
      const response = await fetch(`${server.base}/api/forms`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: admin.cookie,
          'x-csrf-token': admin.csrfToken,
        },
        body: JSON.stringify(lightingTemplate(`Bench ${index}`)),
      });
      if (!response.ok) throw new Error(`form creation failed: ${response.status} ${await response.text()}`);
      formIds.push(((await response.json()) as FormDetail).id);
    }
    const inspector = await signIn(server.base, 'inspector@demo.cabildo.test');
    const body = lightingAnswer();
    const submit = (pickForm: () => string) =>
      load(
        {
          url: server.base,
          connections: CONNECTIONS,
          requests: [
            {
              method: 'POST',
              setupRequest: (request) => ({
                ...request,
                path: `/api/answering/forms/${pickForm()}/answers?mode=internal`,
                headers: {
                  'content-type': 'application/json',
                  cookie: inspector.cookie,
                  'x-csrf-token': inspector.csrfToken,
                },
                body: JSON.stringify({ ...body, clientSubmissionId: randomUUID() }),
              }),
            },
          ],
        },
        DURATION,
      );
    const single = await submit(() => formIds[0]!);
    let next = 0;
    const spread = await submit(() => formIds[1 + (next++ % SPREAD_FORMS)]!);
    await server.stop();

    const check = await openBenchDatabase(dataDir);
    const rows = (await check.db.execute(sql`
      select form_id, count(*)::int as answers, count(distinct code)::int as codes,
             max(split_part(code, '-', 2)::int) as highest
      from answers where form_id in (${sql.join(
        formIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by form_id`)) as unknown as { rows: { answers: number; codes: number; highest: number }[] };
    await check.close();
    const stats = rows.rows;
    const total = stats.reduce((sum, row) => sum + row.answers, 0);
    const duplicates = stats.reduce((sum, row) => sum + (row.answers - row.codes), 0);
    const gaps = stats.reduce((sum, row) => sum + (row.highest - row.codes), 0);

    const line = (name: string, r: Result) =>
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p97_5} | ${r.latency.p99} | ${r.non2xx} |`;
    console.log(`\n${ENGINE}: ${DURATION} s per run, ${CONNECTIONS} connections, signed-in inspector\n`);
    console.log('| run | answers/s | p50 ms | p97.5 ms | p99 ms | non-2xx |');
    console.log('| --- | --- | --- | --- | --- | --- |');
    console.log(line('one form', single));
    console.log(line(`spread over ${SPREAD_FORMS} forms`, spread));
    console.log(`\nsaved answers: ${total}; duplicate codes: ${duplicates}; missing codes (gaps): ${gaps}`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await dropBenchDatabase();
  }
}

await main();
