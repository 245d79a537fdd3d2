import { randomBytes, randomUUID } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import {
  answerSubmissionSchema,
  formTemplateSchema,
  type SavedAnswer,
  type StatusLookupResult,
} from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app.ts';
import { openDatabase, type Database, type Db } from '../../../../src/db/client.ts';
import * as schema from '../../../../src/db/schema/index.ts';
import { answers, forms, municipalities } from '../../../../src/db/schema/index.ts';
import { buildAnswerDocument } from '../../../../src/modules/answers/document.ts';
import { insertAnswerRows } from '../../../../src/modules/answers/repository.ts';
import { DEMO_IDS, seedDemo } from '../../../../src/seed/demo.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../../support/answers-support.ts';
import { demoEmail, signIn, testConfig, type TestApp } from '../../../support/helpers.ts';

/*
 * Migration 0021 on a database as 0020 left it, with the codes every form of a municipality
 * shared (KEYWORD-n): each form gets a prefix of its own, no issued code changes, the next codes
 * collide with none, and the status lookup no longer guesses between two procedures.
 */

const migrations = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../src/db/migrations',
);

/** The migrations folder as it was before 0021: the SQL files and the journal up to 0020. */
async function foldersUpTo0020(into: string) {
  await mkdir(path.join(into, 'meta'), { recursive: true });
  const journal = JSON.parse(await readFile(path.join(migrations, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const kept = journal.entries.filter((entry) => entry.idx <= 20);
  expect(kept.at(-1)!.tag).toBe('0020_rate_limits');
  for (const entry of kept)
    await cp(path.join(migrations, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
  await writeFile(path.join(into, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
}

type Legacy = { target: { pgliteDir: string } | { url: string }; drop: () => Promise<void> };

/** A database migrated to 0020 only, filled by `fill`, closed again. */
async function databaseAt0020(dir: string, fill: (db: Db) => Promise<void>): Promise<Legacy> {
  const folder = path.join(dir, 'migrations-0020');
  await foldersUpTo0020(folder);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pgliteDir = path.join(dir, 'pg');
    const client = new PGlite(pgliteDir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: folder });
    await fill(db as unknown as Db);
    await client.close();
    return { target: { pgliteDir }, drop: async () => undefined };
  }
  const name = `cabildo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder: folder });
  await fill(db as unknown as Db);
  await pool.end();
  return {
    target: { url: url.toString() },
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const STATES = {
  available: [
    { id: 0, name: 'Recibida', transitions: [1] },
    { id: 1, name: 'Resuelta', transitions: [] },
  ],
  initial: 0,
};

/** Public forms of Córdoba as forms were before 0021: all with the prefix CBA, two with one title. */
const LEGACY_FORMS = [
  { id: randomUUID(), title: 'Reclamo de bacheo urgente', issued: 3 },
  { id: randomUUID(), title: 'Reclamo de bacheo urgente', issued: 2 },
  { id: randomUUID(), title: 'Poda', issued: 1 },
];

async function fillLegacy(db: Db) {
  await seedDemo(db);
  const [cordoba] = await db.select().from(municipalities).where(eq(municipalities.id, DEMO_IDS.cordoba));
  // The demo forms too had CBA (the seed now gives them prefixes of their own).
  await db.update(forms).set({ keyPrefix: 'CBA' }).where(eq(forms.municipalityId, DEMO_IDS.cordoba));
  for (const [index, legacy] of LEGACY_FORMS.entries()) {
    const template = formTemplateSchema.parse(
      yesNoForm(DEMO_IDS.ambiente, legacy.title, { options: { public: true }, states: STATES }),
    );
    const [form] = await db
      .insert(forms)
      .values({
        id: legacy.id,
        title: legacy.title,
        template,
        mainAreaId: DEMO_IDS.ambiente,
        areaIds: [DEMO_IDS.ambiente],
        municipalityId: DEMO_IDS.cordoba,
        public: true,
        keyPrefix: 'CBA',
        lastKeyNumber: legacy.issued,
        createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
      })
      .returning();
    for (let number = 1; number <= legacy.issued; number += 1) {
      const id = randomUUID();
      const code = `CBA-${number}`;
      const now = new Date();
      const document = buildAnswerDocument({
        id,
        code,
        form: form!,
        municipality: cordoba!,
        submission: answerSubmissionSchema.parse(yesAnswer(template)),
        author: { userId: null, username: 'Usuario Anónimo', firstName: '', lastName: '', inspectorId: null },
        mode: 'public',
        incident: null,
        now,
      });
      await insertAnswerRows(db, [
        {
          id,
          formId: legacy.id,
          code,
          document,
          public: true,
          createdAt: now,
          createdByName: 'Usuario Anónimo',
        },
      ]);
    }
  }
}

let dir: string;
let legacy: Legacy;
let database: Database;
let t: TestApp;
let codesBefore: { id: string; code: string }[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-0021-'));
  legacy = await databaseAt0020(dir, fillLegacy);
  database = await openDatabase(legacy.target);
  codesBefore = await database.db.select({ id: answers.id, code: answers.code }).from(answers);
  const config = testConfig(dir);
  const app = await buildApp({ config, database });
  await app.ready();
  t = { app, database, config, mailDir: path.join(dir, 'mail'), close: async () => undefined };
}, 120_000);

afterAll(async () => {
  await t?.app.close();
  await database?.close();
  await legacy?.drop();
  await rm(dir, { recursive: true, force: true });
});

const status = (code: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/public/status?code=${encodeURIComponent(code)}`,
    remoteAddress: `10.21.0.${Math.floor(Math.random() * 250)}`,
  });

describe('migration 0021', () => {
  it('applied on a database with shared codes', () => {
    // 0021, and the migrations after it (0022 on).
    expect(database.migrationsApplied).toBeGreaterThanOrEqual(1);
    expect(codesBefore.filter((row) => row.code === 'CBA-1').length).toBe(3);
  });

  it('gives every form a prefix of its own, the same scheme as new forms, and restarts the counters', async () => {
    const rows = await database.db
      .select({ id: forms.id, prefix: forms.keyPrefix, last: forms.lastKeyNumber, template: forms.template })
      .from(forms);
    const prefixes = rows.map((row) => row.prefix);
    expect(new Set(prefixes).size).toBe(rows.length);
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Same title: the older form has the short key, the next one 2.
    expect(byId.get(LEGACY_FORMS[0]!.id)!.prefix).toBe('CBA-RBU');
    expect(byId.get(LEGACY_FORMS[1]!.id)!.prefix).toBe('CBA-RBU2');
    // One word of 4+ letters: its first three.
    expect(byId.get(LEGACY_FORMS[2]!.id)!.prefix).toBe('CBA-POD');
    expect(rows.every((row) => row.last === 0)).toBe(true);
    // The template carries the prefix for the editor.
    expect(rows.every((row) => row.template.keyPrefix === row.prefix)).toBe(true);
  });

  it('keeps every code already issued', async () => {
    const after = await database.db.select({ id: answers.id, code: answers.code }).from(answers);
    expect(new Map(after.map((row) => [row.id, row.code]))).toEqual(
      new Map(codesBefore.map((row) => [row.id, row.code])),
    );
  });

  it('issues new codes under the new prefixes, none of them an issued one', async () => {
    const api = answerApi(t);
    const admin = await signIn(t.app, demoEmail('admin'));
    const codes: string[] = [];
    for (const form of LEGACY_FORMS) {
      const template = await api.template(null, form.id, 'public');
      const sent = await api.submit(null, form.id, yesAnswer(template), 'public');
      expect(sent.statusCode, sent.body).toBe(200);
      codes.push((sent.json() as SavedAnswer).code);
    }
    expect(codes).toEqual(['CBA-RBU-1', 'CBA-RBU2-1', 'CBA-POD-1']);
    const issued = new Set(codesBefore.map((row) => row.code));
    expect(codes.some((code) => issued.has(code))).toBe(false);
    // A new form takes the next free default: never a prefix a migrated form has.
    const created = await api.createForm(admin, yesNoForm(DEMO_IDS.ambiente, 'Reclamo de bacheo urgente'));
    expect(created.template.keyPrefix).toBe('CBA-RBU3');
  });

  it('looks a legacy code up only where one procedure has it', async () => {
    // CBA-1 and CBA-2 were given by several forms: the lookup does not guess.
    for (const code of ['CBA-1', 'cba-2']) {
      const missed = await status(code);
      expect(missed.statusCode).toBe(404);
      expect(missed.json()).toMatchObject({ error: { code: 'STATUS_NOT_FOUND' } });
    }
    // CBA-3 only by the first form (typed in lower case, too).
    const found = await status('cba-3');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      code: 'CBA-3',
      formTitle: 'Reclamo de bacheo urgente',
      stateName: 'Recibida',
    } satisfies Partial<StatusLookupResult>);
    const ambiguous = await database.db.execute<{ after: Record<string, unknown> }>(
      sql`select after from audit_events where action = 'status.lookup' and after->>'ambiguous' = 'true'`,
    );
    expect(ambiguous.rows).toHaveLength(2);
  });
});
