import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../../src/db/client.ts';

/**
 * The migrated, empty database every test file starts from (docs/decisions.md "Test databases from a
 * migrated template"): made once per run — or reused while the migrations are unchanged — instead of
 * running initdb and every migration in each file. On PGlite a data folder (`dumpDataDir`) in the
 * system's temporary folder; on PostgreSQL a template database each file's database is created from.
 */

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../src/db/migrations');
const require = createRequire(import.meta.url);
/** A package's version (its package.json, found beside its entry point: not every package exports it). */
function versionOf(name: string): string {
  const entry = require.resolve(name);
  const root = entry.slice(0, entry.lastIndexOf(`${path.sep}node_modules${path.sep}${name}${path.sep}`));
  const file = path.join(root, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

/** What a template's content depends on: the migrations (and journal), PGlite's and drizzle's versions. */
function templateKey(): string {
  const digest = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else digest.update(path.relative(migrationsFolder, full)).update('\0').update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  digest.update(versionOf('@electric-sql/pglite')).update(versionOf('drizzle-orm'));
  return digest.digest('hex').slice(0, 16);
}

/** The path of the migrated PGlite data folder (a tar), made if missing. */
export async function pgliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `cabildo-test-template-${templateKey()}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const dump = await database.dumpDataDir!();
  await database.close();
  // Written aside and renamed: a run starting meanwhile never reads half a file.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
  return file;
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The name of the migrated template database on the PostgreSQL server at `serverUrl`, made if
 * missing. Runs at the same time (several vitest processes) take turns through an advisory lock; a
 * template is marked IS_TEMPLATE only once complete, so a half-made one is made again.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `cabildo_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(727173)');
    const { rows } = await admin.query<{ datistemplate: boolean }>(
      'select datistemplate from pg_database where datname = $1',
      [name],
    );
    if (rows[0]?.datistemplate) return name;
    if (rows[0]) await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ url: withDatabase(serverUrl, name) });
    await database.close();
    // No one else connects to a template: a later CREATE DATABASE … TEMPLATE needs it unused.
    await admin.query(`ALTER DATABASE ${name} WITH IS_TEMPLATE true ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(727173)').catch(() => undefined);
    await admin.end();
  }
}

/** Vitest's global set-up of the server projects: makes the template and tells the test files where. */
export default async function setup(project: {
  config: { env?: Record<string, string | undefined> };
  provide: (key: 'databaseTemplate', value: string) => void;
}): Promise<void> {
  const serverUrl = project.config.env?.TEST_DATABASE_URL || '';
  project.provide('databaseTemplate', serverUrl ? await postgresTemplate(serverUrl) : await pgliteTemplate());
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the template data folder's path; PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}
