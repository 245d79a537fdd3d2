/**
 * PDF records benchmark (issue 15). Seeds the demo data and a 25-question form (three sections of
 * open text, choices, yes/no, numbers and dates; four questions take a photo; two signatures),
 * starts the real server, and as the admin uploads 4 photos (a 1600×1200 JPEG, bench/fixtures) and
 * 2 drawn signatures (600×200 PNG), saves one answer with all of them, then downloads its record:
 * 200 times one after the other (p50 / p95, the server's peak RSS), then 200 times over 20
 * connections while /api/health is asked every 100 ms (its worst latency and failures).
 * Prints figures; it asserts nothing.
 * Usage: npm run bench:records [-- --sequential 200 --concurrent 200 --out record.pdf]
 * (`--out` keeps the record downloaded first, to look at).
 */
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import { type FormTemplateInput } from '@cabildo/domain';
import {
  ENGINE,
  arg,
  benchDatabaseWithForm,
  dropBenchDatabase,
  load,
  signIn,
  startServer,
  type RunningServer,
} from './support.ts';
import { benchKindOf } from './review-form.ts';

const SEQUENTIAL = arg('sequential', 200);
const CONCURRENT = arg('concurrent', 200);
const here = path.dirname(fileURLToPath(import.meta.url));

const SECTIONS = ['inspeccion', 'relevamiento', 'cierre'];
const sectionOf = (n: number) => SECTIONS[Math.min(2, Math.floor(n / 9))]!;
/** The questions that take a photo. */
const PHOTOS = [0, 7, 14, 21];

function template(): FormTemplateInput {
  const options = ['Bueno', 'Regular', 'Malo', 'No aplica'].map((text, order) => ({ order, text }));
  const questions = (section: string) =>
    Array.from({ length: 25 }, (_, n) => n)
      .filter((n) => sectionOf(n) === section)
      .map((n, order) => {
        const { kind, dataType } = benchKindOf(n);
        return {
          id: `q${n}`,
          order,
          title: `Pregunta ${n + 1}: estado de la instalación (${kind})`,
          kind,
          dataType,
          attachImage: PHOTOS.includes(n),
          options: kind === 'single' || kind === 'multiple' ? options : [],
        };
      });
  return {
    title: 'Bench: acta de inspección de 25 preguntas',
    sections: SECTIONS.map((id, order) => ({
      id,
      order,
      title: `Sección ${order + 1}: ${id}`,
      questions: questions(id),
    })),
    signatures: [
      { index: 0, title: 'Inspector actuante', type: 'both', signatory: 'staff' },
      { index: 1, title: 'Responsable del lugar', type: 'both', signatory: 'citizen' },
    ],
    options: { pdfDownloadCode: true },
  };
}

/** A drawn signature: a dark wave on white, as a signature pad saves it (RGBA PNG). */
function signaturePng(width = 600, height = 200): Buffer {
  const raw = Buffer.alloc((width * 4 + 1) * height, 255);
  for (let x = 0; x < width; x += 1) {
    const y = Math.round(height / 2 + Math.sin(x / 23) * 40 + Math.sin(x / 7) * 8);
    for (let dy = -2; dy <= 2; dy += 1) {
      const at = (y + dy) * (width * 4 + 1) + 1 + x * 4;
      raw.fill(20, at, at + 3);
    }
  }
  for (let row = 0; row < height; row += 1) raw[row * (width * 4 + 1)] = 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Session = { cookie: string; csrfToken: string };
const headers = (session: Session) => ({ cookie: session.cookie, 'x-csrf-token': session.csrfToken });

async function upload(
  base: string,
  session: Session,
  formId: string,
  purpose: string,
  bytes: Buffer,
  name: string,
) {
  const body = new FormData();
  body.append('file', new Blob([bytes]), name);
  const response = await fetch(`${base}/api/files/answers?formId=${formId}&purpose=${purpose}`, {
    method: 'POST',
    headers: headers(session),
    body,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; name: string; contentType: string; size: number };
}

async function answer(base: string, session: Session, formId: string): Promise<string> {
  const opened = await fetch(`${base}/api/answering/forms/${formId}?mode=internal`, {
    headers: headers(session),
  });
  if (!opened.ok) throw new Error(`form not opened: ${opened.status}`);
  const photo = await readFile(path.join(here, 'fixtures/photo.jpg'));
  const photos: Awaited<ReturnType<typeof upload>>[] = [];
  for (const n of PHOTOS) photos.push(await upload(base, session, formId, 'image', photo, `foto-${n}.jpg`));
  const signatures = [];
  for (const index of [0, 1])
    signatures.push({
      index,
      file: await upload(base, session, formId, 'signature', signaturePng(), `firma-${index}.png`),
      signatoryName: index === 0 ? 'Íñigo Peña' : 'María José Gonçalves',
    });
  const sections = template().sections!.map((section) => ({
    sectionId: section.id,
    rows: [
      {
        answers: section.questions!.map((question) => {
          const n = Number(question.id!.slice(1));
          const photoAt = PHOTOS.indexOf(n);
          const value =
            question.kind === 'yesno'
              ? 'yes'
              : question.kind === 'open'
                ? question.dataType === 'integer'
                  ? String(n * 3)
                  : question.dataType === 'decimal'
                    ? `${n},5`
                    : question.dataType === 'date'
                      ? '2026-11-20'
                      : question.dataType === 'time'
                        ? '09:30'
                        : `Observación ${n + 1}: la instalación presenta desgaste en la unión; se recomienda revisión.`
                : '';
          return {
            questionId: question.id,
            value,
            selected: question.kind === 'single' ? [1] : question.kind === 'multiple' ? [0, 2] : [],
            images: photoAt >= 0 ? [photos[photoAt]] : [],
          };
        }),
        conditions: [],
      },
    ],
  }));
  const saved = await fetch(`${base}/api/answering/forms/${formId}/answers?mode=internal`, {
    method: 'POST',
    headers: { ...headers(session), 'content-type': 'application/json' },
    body: JSON.stringify({ clientSubmissionId: crypto.randomUUID(), language: 'es', sections, signatures }),
  });
  if (!saved.ok) throw new Error(`answer not saved: ${saved.status} ${await saved.text()}`);
  return ((await saved.json()) as { id: string }).id;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function peakRss(server: RunningServer): Promise<number> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-bench-records-'));
  const { database, form } = await benchDatabaseWithForm(dataDir, template());
  await database.close();
  const server = await startServer(dataDir);
  try {
    const session = await signIn(server.base, 'admin@demo.cabildo.test');
    const answerId = await answer(server.base, session, form.id);
    const url = `${server.base}/api/answers/${answerId}/record.pdf`;
    const first = await fetch(url, { headers: { ...headers(session), 'accept-language': 'es' } });
    if (!first.ok) throw new Error(`record not downloaded: ${first.status}`);
    const bytes = Buffer.from(await first.arrayBuffer());
    const size = bytes.byteLength;
    const out = process.argv.indexOf('--out');
    if (out > 0) await writeFile(process.argv[out + 1]!, bytes);

    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers: headers(session) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`record failed: ${response.status}`);
      sequential.push(performance.now() - started);
    }
    const rssSequential = await peakRss(server);

    const health: number[] = [];
    let healthFailures = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const started = performance.now();
        try {
          if (!(await fetch(`${server.base}/api/health`)).ok) healthFailures += 1;
        } catch {
          healthFailures += 1;
        }
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const latencies: number[] = [];
    const result = await load(
      { url, headers: headers(session), amount: CONCURRENT, connections: 20 },
      // An upper bound: the run ends after `amount` requests.
      600,
      latencies,
    );
    polling = false;
    await poll;
    const rssConcurrent = await peakRss(server);

    console.log(
      `\n${ENGINE}: the record of a 25-question answer with 4 photos and 2 signatures (${(size / 1024).toFixed(0)} KB)\n`,
    );
    console.log('| run | requests | p50 ms | p95 ms | max ms | non-2xx | peak RSS MB |');
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    console.log(
      `| sequential | ${SEQUENTIAL} | ${percentile(sequential, 50).toFixed(0)} | ${percentile(sequential, 95).toFixed(0)} | ${Math.max(...sequential).toFixed(0)} | 0 | ${rssSequential.toFixed(0)} |`,
    );
    console.log(
      `| 20 connections | ${result.requests.total} | ${percentile(latencies, 50).toFixed(0)} | ${percentile(latencies, 95).toFixed(0)} | ${Math.max(...latencies).toFixed(0)} | ${result.non2xx} | ${rssConcurrent.toFixed(0)} |`,
    );
    console.log(
      `\n/api/health meanwhile: ${health.length} asks, p50 ${percentile(health, 50).toFixed(0)} ms, max ${Math.max(...health).toFixed(0)} ms, ${healthFailures} failed`,
    );
  } finally {
    await server.stop();
    await dropBenchDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
