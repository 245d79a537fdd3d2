/**
 * Users in bulk (issue 29 item 5): the preview and the import of a CSV of `--rows` users (1,000 by
 * default) through the real server (started on a free port; the bench stops if it does not start),
 * signed in as the demo elevated supervisor. Each figure is the median of `--rounds` runs; every
 * import round takes fresh e-mails and usernames. Fails when the preview's median is over its
 * budget (5 s for 1,000 rows, issue 29).
 * Usage: npm run bench:users-import -w @cabildo/bench [-- --rows 1000 --rounds 3]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedDemo } from '../apps/server/src/seed/demo.ts';
import { ENGINE, arg, createBenchDatabase, dropBenchDatabase, signIn, startServer } from './support.ts';

const ROWS = arg('rows', 1000);
const ROUNDS = arg('rounds', 3);
const PREVIEW_BUDGET_MS = 5000;

const csvOf = (round: number) =>
  [
    'email,firstName,lastName,role,areas,username,inspectorId,language',
    ...Array.from(
      { length: ROWS },
      (_, i) =>
        `r${round}u${i}@example.com,Nombre,Apellido ${i},Inspector,Ambiente,r${round}u${i},B-${round}-${i},`,
    ),
  ].join('\r\n');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-import-'));
  const database = await createBenchDatabase(dataDir);
  await seedDemo(database.db);
  await database.close();
  const server = await startServer(dataDir, { SEED_DEMO: 'false' });
  try {
    const session = await signIn(server.base, 'supervisor-elevado@demo.cabildo.test');
    const send = async (url: string, csv: string) => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'usuarios.csv');
      const started = performance.now();
      const response = await fetch(`${server.base}${url}`, {
        method: 'POST',
        body: form,
        headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'accept-language': 'es' },
      });
      const body = (await response.json()) as { valid?: number; created?: number };
      if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, body };
    };
    const previews: number[] = [];
    const imports: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const csv = csvOf(round);
      const preview = await send('/api/users/import/preview', csv);
      if (preview.body.valid !== ROWS)
        throw new Error(`preview found ${preview.body.valid} valid rows of ${ROWS}`);
      previews.push(preview.ms);
      const imported = await send('/api/users/import', csv);
      if (imported.body.created !== ROWS)
        throw new Error(`import created ${imported.body.created} of ${ROWS}`);
      imports.push(imported.ms);
    }
    console.log(`users import, ${ROWS} rows, ${ENGINE}, median of ${ROUNDS}:`);
    console.log(
      `  preview  ${median(previews).toFixed(0)} ms  (all: ${previews.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  import   ${median(imports).toFixed(0)} ms  (all: ${imports.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    if (ROWS <= 1000 && median(previews) > PREVIEW_BUDGET_MS) {
      console.error(`preview over its budget of ${PREVIEW_BUDGET_MS} ms`);
      process.exitCode = 1;
    }
  } finally {
    await server.stop();
    await dropBenchDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
