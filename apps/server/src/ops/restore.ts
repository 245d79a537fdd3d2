import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { journal } from '../db/client.ts';
import {
  DATA_PREFIX,
  MANIFEST_ENTRY,
  manifestSchema,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  S3_LIST_ENTRY,
  S3_OBJECT_PREFIX,
  type Manifest,
  type S3ObjectList,
} from './manifest.ts';
import { claimPgliteFolder, OWNER_FILE, PgliteFolderInUse, type OwnerClaim } from './pglite-owner.ts';
import { checkedToolVersion, pgRestore, pgTool, withClient } from './postgres-tools.ts';
import { bucket } from './s3-objects.ts';
import { readTarGz } from './tar.ts';

/**
 * `npm run restore -- ARCHIVE [--force]`: brings the archive of `npm run backup` back into this
 * configuration's DATA_DIR and database (DATABASE_URL, else PGlite in DATA_DIR/pg), which must be
 * empty unless --force. The archive is unpacked and checked in full (format, every checksum, the
 * migrations known to this version) before anything of the target is touched. Newer migrations
 * run when the server starts, as after any upgrade.
 */

class RestoreRefused extends Error {}

/** A rename, or a copy when DATA_DIR is on another file system than the folder beside it. */
async function move(from: string, to: string) {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true, preserveTimestamps: true });
    await rm(from, { recursive: true, force: true });
  }
}

/** Unpacks every entry into `staging`, hashing it; returns the manifest and what was found. */
async function unpack(archive: string, staging: string) {
  const found = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | null = null;
  try {
    for await (const entry of readTarGz(archive)) {
      if (entry.path === MANIFEST_ENTRY) {
        const parts: Buffer[] = [];
        for await (const chunk of entry.body) parts.push(chunk);
        manifestText = Buffer.concat(parts).toString('utf8');
        continue;
      }
      const target = path.resolve(staging, entry.path);
      if (!target.startsWith(staging + path.sep) || found.has(entry.path))
        throw new RestoreRefused(`the archive has an entry it should not have: ${entry.path}`);
      await mkdir(path.dirname(target), { recursive: true });
      const out = createWriteStream(target, { mode: 0o600 });
      const hash = createHash('sha256');
      for await (const chunk of entry.body) {
        hash.update(chunk);
        if (!out.write(chunk)) await once(out, 'drain');
      }
      out.end();
      await once(out, 'close');
      found.set(entry.path, { size: entry.size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    throw new RestoreRefused(`not a Cabildo backup archive: ${(error as Error).message}`);
  }
  if (manifestText === null)
    throw new RestoreRefused('not a Cabildo backup archive: it has no manifest.json');
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new RestoreRefused('not a Cabildo backup archive of a format this version knows (manifest.json)');
  }
  for (const listed of manifest.entries) {
    const got = found.get(listed.path);
    if (!got) throw new RestoreRefused(`the archive lacks ${listed.path}, which its manifest lists`);
    if (got.size !== listed.size || got.sha256 !== listed.sha256)
      throw new RestoreRefused(`the archive is damaged: ${listed.path} does not match its checksum`);
    found.delete(listed.path);
  }
  if (found.size > 0)
    throw new RestoreRefused(
      `the archive has entries its manifest does not list: ${[...found.keys()].join(', ')}`,
    );
  return manifest;
}

function checkFits(manifest: Manifest, config: Config) {
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind)
    throw new RestoreRefused(
      `the archive holds a ${manifest.database.kind} database and this configuration uses ${kind} ` +
        `(${kind === 'postgres' ? 'DATABASE_URL is set' : 'no DATABASE_URL'})`,
    );
  const known = new Set(journal().map((entry) => entry.when));
  const newer = manifest.database.migrations.filter((when) => !known.has(when));
  if (newer.length > 0)
    throw new RestoreRefused(
      `the archive was written by a newer Cabildo (${manifest.cabildoVersion}, ${newer.length} migrations this version does not know): restore it with that version or newer`,
    );
  if (manifest.storage.kind === 's3' && manifest.storage.objectsIncluded && !config.s3)
    throw new RestoreRefused(
      'the archive holds S3 objects: set STORAGE_S3_BUCKET (and its settings) to restore them',
    );
}

/** Relations in the database's own schemas (a fresh database has none). */
const POSTGRES_CONTENT_SQL = `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

async function targetHasContent(config: Config): Promise<string[]> {
  const found = (await readdir(config.dataDir).catch(() => [] as string[]))
    .filter((name) => name !== OWNER_FILE)
    .map((name) => `DATA_DIR/${name}`);
  if (config.databaseUrl) {
    const count = await withClient(config.databaseUrl, async (client) => {
      const { rows } = await client.query<{ count: number }>(POSTGRES_CONTENT_SQL);
      return rows[0]!.count;
    });
    if (count > 0) found.push(`${count} tables, views or sequences in the database`);
  }
  return found;
}

/** --force: the target's DATA_DIR contents, and every schema of the database (public made anew). */
async function clearTarget(config: Config) {
  for (const name of await readdir(config.dataDir).catch(() => [] as string[]))
    if (name !== OWNER_FILE) await rm(path.join(config.dataDir, name), { recursive: true, force: true });
  if (config.databaseUrl)
    await withClient(config.databaseUrl, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        `select nspname as name from pg_namespace
          where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
      );
      for (const { name } of rows) await client.query(`drop schema "${name.replace(/"/g, '""')}" cascade`);
      await client.query('create schema public');
    });
}

async function restoreS3(manifest: Manifest, staging: string, config: Config) {
  if (manifest.storage.kind !== 's3' || !config.s3) return '';
  const objects = JSON.parse(await readFile(path.join(staging, S3_LIST_ENTRY), 'utf8')) as S3ObjectList;
  const store = bucket(config.s3);
  try {
    if (manifest.storage.objectsIncluded) {
      for (const object of objects)
        await store.put(object.key, await readFile(path.join(staging, S3_OBJECT_PREFIX, object.key)));
      return `, ${objects.length} S3 objects uploaded to ${config.s3.bucket}`;
    }
    let missing = 0;
    for (const object of objects) if (!(await store.has(object.key))) missing += 1;
    return missing
      ? `; WARNING: ${missing} of the ${objects.length} S3 objects the archive lists are missing from ${config.s3.bucket}`
      : `, all ${objects.length} listed S3 objects are in ${config.s3.bucket}`;
  } finally {
    store.close();
  }
}

async function restore(config: Config, archive: string, force: boolean): Promise<string> {
  // PGlite: held by this restore from the start, so no server opens the folder meanwhile.
  let claim: OwnerClaim | null = null;
  try {
    claim = config.databaseUrl ? null : claimPgliteFolder(config.dataDir, 'restore');
  } catch (error) {
    if (error instanceof PgliteFolderInUse)
      throw new RestoreRefused(`${error.message} Stop the server first.`);
    throw error;
  }
  try {
    return await restoreHeld(config, archive, force);
  } finally {
    claim?.release();
  }
}

async function restoreHeld(config: Config, archive: string, force: boolean): Promise<string> {
  if (config.databaseUrl) await checkedToolVersion(pgTool(config.pgBinDir, 'pg_restore'), config.databaseUrl);
  const content = await targetHasContent(config);
  if (content.length > 0 && !force)
    throw new RestoreRefused(
      `the target is not empty (${content.slice(0, 5).join(', ')}): restore into an empty one, or add --force to replace it`,
    );

  // Unpacked next to DATA_DIR (same file system: the files are moved, not copied).
  await mkdir(path.dirname(config.dataDir), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(config.dataDir), '.cabildo-restore-'));
  try {
    const manifest = await unpack(archive, staging);
    checkFits(manifest, config);
    if (force) await clearTarget(config);
    await mkdir(config.dataDir, { recursive: true });
    for (const name of await readdir(path.join(staging, DATA_PREFIX)).catch(() => [] as string[]))
      await move(path.join(staging, DATA_PREFIX, name), path.join(config.dataDir, name));
    if (manifest.database.kind === 'pglite') {
      const dump = await readFile(path.join(staging, PGLITE_ENTRY));
      const client = await PGlite.create(path.join(config.dataDir, 'pg'), { loadDataDir: new Blob([dump]) });
      await client.close();
    } else {
      await pgRestore(config.pgBinDir, config.databaseUrl!, path.join(staging, POSTGRES_ENTRY));
    }
    const s3 = await restoreS3(manifest, staging, config);
    return (
      `restored the backup of ${manifest.createdAt} (Cabildo ${manifest.cabildoVersion}): ${manifest.database.kind} database, ` +
      `${manifest.files.count} files of DATA_DIR${s3}. Start the server: migrations newer than the backup run then.`
    );
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function main() {
  const args = process.argv.slice(2);
  const archives = args.filter((arg) => arg !== '--force');
  if (archives.length !== 1 || archives[0]!.startsWith('--'))
    throw new ConfigError('usage: npm run restore -- ARCHIVE.tar.gz [--force]');
  const config = loadConfig();
  const archive = path.resolve(process.env.INIT_CWD ?? process.cwd(), archives[0]!);
  console.log(await restore(config, archive, args.includes('--force')));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof RestoreRefused || error instanceof ConfigError ? 2 : 1);
});
