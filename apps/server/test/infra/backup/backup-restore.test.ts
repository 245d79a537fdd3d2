import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { journal, openDatabase, type DatabaseTarget } from '../../../src/db/client.ts';
import { answers, users, webhookEndpoints } from '../../../src/db/schema/index.ts';
import { WebhookSecrets } from '../../../src/modules/webhooks/signing.ts';
import { DUMP_PATH } from '../../../src/ops/dump-route.ts';
import {
  MANIFEST_ENTRY,
  S3_LIST_ENTRY,
  type Manifest,
  type S3ObjectList,
} from '../../../src/ops/manifest.ts';
import { s3Storage } from '../../../src/adapters/storage/s3.ts';
import { readTarGz, TarWriter } from '../../../src/ops/tar.ts';
import { DEMO_IDS, seedDemo } from '../../../src/seed/demo.ts';
import { answerApi } from '../../support/answers-support.ts';
import { startS3Server } from '../../support/protocol-servers.ts';
import { DEMO_PASSWORD, demoEmail, signIn, type TestApp } from '../../support/helpers.ts';
import {
  createPostgresDatabase,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../support/server-process.ts';

/**
 * Issue 20 item 5: `npm run backup` while a real server takes answers with photos and documents,
 * `npm run restore` into a fresh DATA_DIR (and, with TEST_DATABASE_URL, a fresh PostgreSQL
 * database), and a server started on it finds every answer and file acknowledged before the backup
 * began, signs the same people in and opens the secrets sealed before. Refusals: a damaged archive,
 * an unknown format, a non-empty target without --force.
 */

const POSTGRES = process.env.TEST_DATABASE_URL || '';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Place = {
  dataDir: string;
  env: Record<string, string>;
  target: DatabaseTarget;
  drop: () => Promise<void>;
};

async function place(name: string): Promise<Place> {
  const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), `cabildo-${name}-`)), 'data');
  if (!POSTGRES)
    return {
      dataDir,
      env: { DATA_DIR: dataDir },
      target: { pgliteDir: path.join(dataDir, 'pg') },
      drop: async () => undefined,
    };
  const created = await createPostgresDatabase(POSTGRES);
  return {
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: created.url },
    target: { url: created.url },
    drop: created.drop,
  };
}

/** Runs `npm run backup` / `npm run restore` (their scripts) with `env`; its exit code and output. */
function runOps(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=@cabildo/source', `src/ops/${script}.ts`, ...args],
      {
        cwd: serverDir,
        env: { PATH: process.env.PATH, NODE_ENV: 'production', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('close', (code) => resolve({ code, output }));
  });
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n`);

let source: Place;
let restored: Place;
let work: string;
let formId: string;
/** The webhook endpoint's secret, sealed with the source's generated key before the backup. */
let webhookSecret: { endpointId: string; secret: string };

beforeAll(async () => {
  source = await place('backup-source');
  restored = await place('backup-target');
  work = await mkdtemp(path.join(os.tmpdir(), 'cabildo-archives-'));
  const database = await openDatabase(source.target);
  await seedDemo(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: source.dataDir,
    WEBHOOK_POLL_SECONDS: '0',
    WEB_DIST_DIR: path.join(source.dataDir, 'no-web'),
  });
  const app = await buildApp({ config, database });
  await app.ready();
  const admin = await signIn(app, demoEmail('admin'));
  const form = await answerApi({ app } as TestApp).createForm(admin, {
    title: 'Inspección con fotos',
    areaIds: [DEMO_IDS.obrasPrivadas],
    sections: [
      {
        id: 's1',
        order: 0,
        title: 'Evidencia',
        questions: [
          { id: 'q1', order: 0, title: 'Adjuntos', kind: 'open', attachImage: true, attachDocument: true },
        ],
      },
    ],
  });
  formId = form.id;
  const { secret, sealed } = app.ctx.webhooks.secrets.generate();
  const [endpoint] = await database.db
    .insert(webhookEndpoints)
    .values({
      municipalityId: DEMO_IDS.cordoba,
      url: 'https://receiver.example.org/hook',
      events: ['answer.created'],
      secretCiphertext: sealed,
    })
    .returning({ id: webhookEndpoints.id });
  webhookSecret = { endpointId: endpoint!.id, secret };
  await app.close();
  await database.close();
}, 120_000);

afterAll(async () => {
  await source?.drop();
  await restored?.drop();
  for (const folder of [source?.dataDir, restored?.dataDir].filter(Boolean))
    await rm(path.dirname(folder!), { recursive: true, force: true });
  if (work) await rm(work, { recursive: true, force: true });
});

/** An entry of an archive, read as JSON. */
async function jsonEntry<T>(file: string, name: string): Promise<T> {
  for await (const entry of readTarGz(file)) {
    if (entry.path !== name) continue;
    const parts: Buffer[] = [];
    for await (const chunk of entry.body) parts.push(chunk);
    return JSON.parse(Buffer.concat(parts).toString('utf8')) as T;
  }
  throw new Error(`no ${name} in ${file}`);
}
const manifestOf = (file: string) => jsonEntry<Manifest>(file, MANIFEST_ENTRY);

type Acknowledged = { id: string; code: string; files: { url: string; bytes: Buffer }[] };

/** Senders that upload a photo and a document, then save an answer with them, until stopped. */
function keepAnswering(server: ServerProcess, session: { cookie: string; csrfToken: string }) {
  const acknowledged: Acknowledged[] = [];
  let stop = false;
  const headers = { cookie: session.cookie, 'x-csrf-token': session.csrfToken, origin: server.base };
  const upload = async (purpose: string, bytes: Buffer, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const response = await fetch(`${server.base}/api/files/answers?formId=${formId}&purpose=${purpose}`, {
      method: 'POST',
      headers,
      body: form,
    });
    if (response.status !== 200)
      throw new Error(`upload refused: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; url: string };
  };
  const send = async () => {
    while (!stop) {
      const photo = Buffer.concat([PNG, randomBytes(64)]);
      const document = pdf(randomUUID());
      const image = await upload('image', photo, 'foto.png');
      const doc = await upload('document', document, 'acta.pdf');
      const response = await fetch(`${server.base}/api/answering/forms/${formId}/answers?mode=internal`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientSubmissionId: randomUUID(),
          sections: [
            {
              sectionId: 's1',
              rows: [{ answers: [{ questionId: 'q1', images: [image], documents: [doc] }] }],
            },
          ],
        }),
      });
      if (response.status !== 200)
        throw new Error(`answer refused: ${response.status} ${await response.text()}`);
      const saved = (await response.json()) as { id: string; code: string };
      acknowledged.push({
        ...saved,
        files: [
          { url: image.url, bytes: photo },
          { url: doc.url, bytes: document },
        ],
      });
    }
  };
  const senders = Promise.all(Array.from({ length: 3 }, send));
  return {
    acknowledged,
    async stop() {
      stop = true;
      await senders;
    },
  };
}

async function stopServer(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
}

describe('backup and restore', () => {
  let archive: string;
  let before: Acknowledged[];
  /** Every answer the source server acknowledged, during the backup and after it too. */
  let acknowledgedInAll = 0;

  it('a backup taken while answers with files keep coming restores every answer and file acknowledged before it began', async () => {
    const server = await startServerProcess(source.env);
    let answering: ReturnType<typeof keepAnswering> | null = null;
    try {
      const session = await signInOver(server.base, demoEmail('supervisor'), DEMO_PASSWORD);
      answering = keepAnswering(server, session);
      while (answering.acknowledged.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
      before = [...answering.acknowledged];
      if (!POSTGRES) {
        // The dump endpoint answers only with the token of DATA_DIR/pg.owner.json.
        for (const authorization of [undefined, 'Bearer wrong'])
          expect(
            (await fetch(`${server.base}${DUMP_PATH}`, { headers: authorization ? { authorization } : {} }))
              .status,
          ).toBe(404);
      }
      if (!POSTGRES)
        // PGlite is this server's alone: a second one on the folder is refused (the backup asks the first).
        await expect(startServerProcess(source.env)).rejects.toThrow(/is in use by process \d+ \(a server\)/);
      archive = path.join(work, 'during-writes.tar.gz');
      const backup = await runOps('backup', ['--out', archive], source.env);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toContain(archive);
      await answering.stop();
      acknowledgedInAll = answering.acknowledged.length;
      answering = null;
      await stopServer(server);
    } finally {
      await answering?.stop().catch(() => undefined);
      await server.kill();
    }

    // The manifest: what the archive holds, with the migrations of the source and its files.
    const manifest = await manifestOf(archive);
    expect(manifest).toMatchObject({
      format: 'cabildo-backup',
      formatVersion: 1,
      database: { kind: POSTGRES ? 'postgres' : 'pglite', migrations: journal().map((entry) => entry.when) },
      storage: { kind: 'local' },
    });
    expect(manifest.files.count).toBeGreaterThanOrEqual(before.length * 2 + 1);
    expect(manifest.entries.map((entry) => entry.path)).toContain('data/webhook-secret.key');

    const restore = await runOps('restore', [archive], restored.env);
    expect(restore.code, restore.output).toBe(0);

    const again = await startServerProcess(restored.env);
    try {
      const session = await signInOver(again.base, demoEmail('supervisor'), DEMO_PASSWORD);
      await signInOver(again.base, demoEmail('admin'), DEMO_PASSWORD);
      if (!POSTGRES) {
        // Not even --force restores over the folder of a running server.
        const held = await runOps('restore', [archive, '--force'], restored.env);
        expect(held.code).toBe(2);
        expect(held.output).toMatch(/is in use by process \d+ \(a server\).*Stop the server first/s);
      }
      for (const answer of before) {
        const read = await fetch(`${again.base}/api/answers/${answer.id}`, {
          headers: { cookie: session.cookie },
        });
        expect(read.status, answer.code).toBe(200);
        expect(((await read.json()) as { code: string }).code).toBe(answer.code);
        for (const file of answer.files) {
          const got = await fetch(`${again.base}${file.url}`, { headers: { cookie: session.cookie } });
          expect(got.status, file.url).toBe(200);
          expect(Buffer.from(await got.arrayBuffer()).equals(file.bytes), file.url).toBe(true);
        }
      }
      // The numbering came back too: a new answer takes a code no restored answer has.
      const next = await fetch(`${again.base}/api/answering/forms/${formId}/answers?mode=internal`, {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          origin: again.base,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          clientSubmissionId: randomUUID(),
          sections: [{ sectionId: 's1', rows: [{ answers: [{ questionId: 'q1', value: 'después' }] }] }],
        }),
      });
      expect(next.status).toBe(200);
      expect(before.map((answer) => answer.code)).not.toContain(
        ((await next.json()) as { code: string }).code,
      );
      await stopServer(again);
    } finally {
      await again.kill();
    }

    // The generated key came back with DATA_DIR: the secret sealed before the backup opens.
    const database = await openDatabase(restored.target);
    try {
      const [row] = await database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, webhookSecret.endpointId));
      const secrets = new WebhookSecrets(loadConfig({ DATA_DIR: restored.dataDir }));
      expect(secrets.open(row!.secretCiphertext)).toBe(webhookSecret.secret);
      expect(await readFile(path.join(restored.dataDir, 'webhook-secret.key'), 'utf8')).toBe(
        await readFile(path.join(source.dataDir, 'webhook-secret.key'), 'utf8'),
      );
    } finally {
      await database.close();
    }
  }, 150_000);

  it('refuses a non-empty target without --force, and replaces it with --force', async () => {
    const refused = await runOps('restore', [archive], restored.env);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('not empty');

    // Something changed since the restore: --force brings the archive's state back.
    const database = await openDatabase(restored.target);
    await database.db
      .update(users)
      .set({ firstName: 'Cambiado' })
      .where(eq(users.email, demoEmail('admin')));
    await database.close();
    const forced = await runOps('restore', [archive, '--force'], restored.env);
    expect(forced.code, forced.output).toBe(0);
    const reopened = await openDatabase(restored.target);
    try {
      const [admin] = await reopened.db
        .select()
        .from(users)
        .where(eq(users.email, demoEmail('admin')));
      expect(admin!.firstName).not.toBe('Cambiado');
    } finally {
      await reopened.close();
    }
  }, 90_000);

  /** A copy of the archive with `change` applied to each entry's bytes (the manifest kept as it is). */
  async function rewritten(name: string, change: (entry: string, bytes: Buffer) => Buffer): Promise<string> {
    const copy = path.join(work, name);
    const writer = new TarWriter(copy);
    for await (const entry of readTarGz(archive)) {
      const parts: Buffer[] = [];
      for await (const chunk of entry.body) parts.push(chunk);
      await writer.addBuffer(entry.path, change(entry.path, Buffer.concat(parts)));
    }
    await writer.close();
    return copy;
  }

  it('refuses an archive whose content does not match its checksums, leaving the target as it was', async () => {
    let flipped = false;
    const damaged = await rewritten('damaged.tar.gz', (entry, bytes) => {
      if (flipped || !entry.startsWith('data/files/')) return bytes;
      flipped = true;
      const copy = Buffer.from(bytes);
      copy[copy.length - 1] = copy[copy.length - 1]! ^ 0xff;
      return copy;
    });
    expect(flipped).toBe(true);
    const refused = await runOps('restore', [damaged, '--force'], restored.env);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain('does not match its checksum');
    // Refused before anything was touched: the restored data is still there.
    expect(
      (await readFile(path.join(restored.dataDir, 'webhook-secret.key'), 'utf8')).length,
    ).toBeGreaterThan(32);
  }, 90_000);

  it('refuses an archive of an unknown format, and a file that is no archive', async () => {
    const otherFormat = await rewritten('other-format.tar.gz', (entry, bytes) =>
      entry === MANIFEST_ENTRY
        ? Buffer.from(JSON.stringify({ ...JSON.parse(bytes.toString('utf8')), formatVersion: 99 }))
        : bytes,
    );
    const empty = await place('backup-empty');
    try {
      const unknownFormat = await runOps('restore', [otherFormat], empty.env);
      expect(unknownFormat.code).toBe(2);
      expect(unknownFormat.output).toContain('not a Cabildo backup archive of a format this version knows');
      const notAnArchive = path.join(work, 'not-an-archive.tar.gz');
      await writeFile(notAnArchive, randomBytes(4096));
      const garbage = await runOps('restore', [notAnArchive], empty.env);
      expect(garbage.code).toBe(2);
      expect(garbage.output).toContain('not a Cabildo backup archive');
    } finally {
      await empty.drop();
      await rm(path.dirname(empty.dataDir), { recursive: true, force: true });
    }
  }, 90_000);

  it.runIf(!POSTGRES)(
    'backs up a stopped PGlite server by opening its folder, and releases it',
    async () => {
      const offline = path.join(work, 'offline.tar.gz');
      const backup = await runOps('backup', ['--out', offline], source.env);
      expect(backup.code, backup.output).toBe(0);
      expect(existsSync(path.join(source.dataDir, 'pg.owner.json'))).toBe(false);
      const target = await place('backup-offline');
      try {
        const restore = await runOps('restore', [offline], target.env);
        expect(restore.code, restore.output).toBe(0);
        // The folder as the server left it: every answer it acknowledged.
        const database = await openDatabase(target.target);
        try {
          expect((await database.db.select({ n: count() }).from(answers))[0]!.n).toBe(acknowledgedInAll);
        } finally {
          await database.close();
        }
      } finally {
        await rm(path.dirname(target.dataDir), { recursive: true, force: true });
      }
    },
    90_000,
  );

  it('on S3: lists the objects (sizes, ETags) or carries them, and restores them into the bucket', async () => {
    const [from, to] = [await startS3Server('cabildo-source'), await startS3Server('cabildo-target')];
    const target = await place('backup-s3-target');
    try {
      // The source's database and files (its server stopped), and three objects in its bucket.
      const objects = new Map([
        ['images/form/a1.png', Buffer.concat([PNG, randomBytes(100)])],
        ['documents/form/doc-b2.pdf', pdf('b2')],
        ['signatures/form/c3.png', PNG],
      ]);
      const settings = (s3: typeof from) => ({
        bucket: s3.bucket,
        region: 'us-east-1',
        endpoint: s3.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      for (const [key, bytes] of objects)
        await s3Storage(settings(from)).put(key, bytes, 'application/octet-stream');

      const listed = path.join(work, 's3-listed.tar.gz');
      expect((await runOps('backup', ['--out', listed], { ...source.env, ...from.env })).code).toBe(0);
      const listManifest = await manifestOf(listed);
      expect(listManifest.storage).toEqual({
        kind: 's3',
        bucket: 'cabildo-source',
        objects: 3,
        bytes: [...objects.values()].reduce((sum, bytes) => sum + bytes.length, 0),
        objectsIncluded: false,
      });
      const list = await jsonEntry<S3ObjectList>(listed, S3_LIST_ENTRY);
      expect(list.map(({ key, size }) => [key, size]).sort()).toEqual(
        [...objects].map(([key, bytes]) => [key, bytes.length]).sort(),
      );
      expect(list.every((object) => typeof object.etag === 'string' && object.etag.length > 0)).toBe(true);
      const carried = path.join(work, 's3-carried.tar.gz');
      const withObjects = await runOps('backup', ['--out', carried, '--with-objects'], {
        ...source.env,
        ...from.env,
      });
      expect(withObjects.code, withObjects.output).toBe(0);
      expect((await manifestOf(carried)).storage).toMatchObject({ objects: 3, objectsIncluded: true });

      // The objects: uploaded into the target's bucket, byte for byte.
      const restored = await runOps('restore', [carried], { ...target.env, ...to.env });
      expect(restored.code, restored.output).toBe(0);
      for (const [key, bytes] of objects)
        expect((await s3Storage(settings(to)).get(key))?.equals(bytes), key).toBe(true);
    } finally {
      await target.drop();
      await rm(path.dirname(target.dataDir), { recursive: true, force: true });
      await from.close();
      await to.close();
    }
  }, 120_000);
});
