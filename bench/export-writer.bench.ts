/**
 * The export's CPU per row without the database: the review bench's form and answer (25
 * questions, the same export values the seed stores), laid out (`exportLayout(…).row`) and written
 * by the sheet writer (XML, deflate) into a sink that only counts bytes. Prints, per row, the main
 * thread's wall time and the process's CPU (the deflater runs on libuv's threads) for the layout
 * alone and for layout + writer. It asserts nothing; compare runs taken the same way.
 * Usage: npx tsx export-writer.bench.ts [--rows 300000]
 */
import { Writable } from 'node:stream';
import {
  blankSections,
  exportLayout,
  exportValues,
  formTemplateSchema,
  type ExportAnswer,
} from '@cabildo/domain';
import { XlsxWriter } from '../apps/server/src/spreadsheet/xlsx.ts';
import { exportLabels } from '../apps/server/src/i18n.ts';
import { arg } from './support.ts';
import { benchTemplate, fillBenchAnswer } from './review-form.ts';

const ROWS = arg('rows', 300_000);
/** Distinct rows cycled through (as the seed varies code, dates, author, state and coordinates). */
const DISTINCT = 2_000;

const template = formTemplateSchema.parse(benchTemplate());
const sections = blankSections(template);
const questions = new Map(template.sections.flatMap((s) => s.questions.map((q) => [q.id, q] as const)));
for (const answer of sections.flatMap((s) => s.rows[0]!.answers))
  fillBenchAnswer(answer, questions.get(answer.questionId)!);
const authors = ['inspector', 'supervisor', 'censista-privado', 'generador-respuestas'];
const values = authors.map((username) =>
  exportValues(
    {
      sections,
      author: { username, firstName: 'Nombre', lastName: 'Apellido' },
      citizen: { firstName: 'Ana', lastName: 'Paz', dni: '30123456' },
      location: { address: 'Av. Colón 1450, Córdoba' },
      state: { available: template.states.available },
    },
    username,
  ),
);
const start = Date.UTC(2026, 8, 1);
const answers: ExportAnswer[] = Array.from({ length: DISTINCT }, (_, index) => ({
  code: `BENCH-${ROWS - index}`,
  createdAt: start + index * 5_184,
  updatedAt: start + index * 5_184 + (index % 72) * 3_600_000,
  citizenDocument: index % 10 < 7 ? String(20_000_000 + ((index * 7919) % 25_000_000)) : null,
  state: [0, 0, 1, 2, 3][(index * 31) % 5]!,
  latitude: -31.52 + ((index * 48271) % 20011) / 100000,
  longitude: -64.29 + ((index * 16807) % 20021) / 100000,
  values: values[index % values.length]!,
  paymentStatus: null,
}));

const layoutOf = () => exportLayout(template, 'es', exportLabels('es'));

function measure(name: string, run: () => Promise<number | void>) {
  return async () => {
    const cpu = process.cpuUsage();
    const began = performance.now();
    const bytes = await run();
    const wall = performance.now() - began;
    const used = process.cpuUsage(cpu);
    const perRow = (ms: number) => ((ms * 1000) / ROWS).toFixed(2);
    console.log(
      `${name.padEnd(22)} wall ${perRow(wall)} µs/row, CPU ${perRow((used.user + used.system) / 1000)} µs/row` +
        (bytes ? `, ${(bytes / 1e6).toFixed(1)} MB` : '') +
        ` (${Math.round(ROWS / (wall / 1000)).toLocaleString('en')} rows/s)`,
    );
  };
}

const layoutOnly = measure('layout', async () => {
  const layout = layoutOf();
  let cells = 0;
  for (let row = 0; row < ROWS; row++) cells += layout.row(answers[row % DISTINCT]!).length;
  if (cells === 0) throw new Error('no cells');
});

const layoutAndWriter = measure('layout + writer', async () => {
  const layout = layoutOf();
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  const xlsx = await XlsxWriter.start(sink, {
    sheetName: 'Sheet1',
    columnCount: layout.headers.length,
    shared: layout.repeated,
  });
  await xlsx.header(layout.headers);
  const BATCH = 250;
  for (let first = 0; first < ROWS; first += BATCH) {
    const last = Math.min(ROWS, first + BATCH);
    // As the route does: each row's cells made when the writer takes it.
    await xlsx.rows(
      (function* () {
        for (let row = first; row < last; row++) yield layout.row(answers[row % DISTINCT]!);
      })(),
    );
  }
  await xlsx.finish();
  return bytes;
});

for (let round = 0; round < 3; round++) {
  await layoutOnly();
  await layoutAndWriter();
}
