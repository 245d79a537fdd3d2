import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { appliedMigrations } from '../db/client.ts';
import { DUMP_PATH, MIGRATIONS_HEADER } from './dump-route.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  cabildoVersion,
  DATA_PREFIX,
  MANIFEST_ENTRY,
  PGLITE_ENTRY,
  POSTGRES_ENTRY,
  S3_LIST_ENTRY,
  S3_OBJECT_PREFIX,
  type Manifest,
} from './manifest.ts';
import { claimPgliteFolder, OWNER_FILE, readOwner } from './pglite-owner.ts';
import { checkedToolVersion, pgDump, pgTool, withClient } from './postgres-tools.ts';
import { bucket, listObjects } from './s3-objects.ts';
import { TarWriter, type WrittenEntry } from './tar.ts';

/**
 * `npm run backup -- [--out FILE-OR-FOLDER] [--with-objects]`: one .tar.gz with the database and
 * the files (ops/manifest.ts). The database first, then the files: a file is stored before the row
 * that names it, so every file the dumped rows name is in storage when the files are copied.
 */

type DatabaseDump = { migrations: number[]; serverVersion?: string; dumpedWith?: string };

/** A running server dumps its own PGlite (ops/dump-route.ts); a stopped one's folder is opened here. */
async function dumpPglite(dataDir: string): Promise<{ tar: Buffer; migrations: number[] }> {
  const owner = readOwner(dataDir);
  if (owner?.dump) {
    const { host, port, token } = owner.dump;
    const where = `http://${host.includes(':') ? `[${host}]` : host}:${port}${DUMP_PATH}`;
    const answer = await fetch(where, { headers: { authorization: `Bearer ${token}` } }).catch(
      (error: unknown) => {
        if (owner.alive)
          throw new Error(
            `the running server (process ${owner.pid}) did not answer at ${where}: ${String(error)}`,
          );
        return null; // a server that is gone: its claim is stale
      },
    );
    if (answer) {
      if (!answer.ok) throw new Error(`the running server refused the dump (${answer.status}) at ${where}`);
      const listed = answer.headers.get(MIGRATIONS_HEADER) ?? '';
      return {
        tar: Buffer.from(await answer.arrayBuffer()),
        migrations: listed ? listed.split(',').map(Number) : [],
      };
    }
  }
  // Opening a folder that holds no database would create an empty one, and back that up.
  if (!existsSync(path.join(dataDir, 'pg', 'PG_VERSION')))
    throw new Error(`there is no database in ${path.join(dataDir, 'pg')}: is DATA_DIR right?`);
  const claim = claimPgliteFolder(dataDir, 'backup');
  try {
    const client = new PGlite(path.join(dataDir, 'pg'));
    try {
      await client.waitReady;
      const migrations = [...(await appliedMigrations((text) => client.query(text)))];
      await client.query('checkpoint');
      return { tar: Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()), migrations };
    } finally {
      await client.close();
    }
  } finally {
    claim.release();
  }
}

async function writeDatabase(
  config: Config,
  writer: TarWriter,
  entries: WrittenEntry[],
  scratchIn: string,
): Promise<DatabaseDump> {
  if (!config.databaseUrl) {
    const { tar, migrations } = await dumpPglite(config.dataDir);
    entries.push(await writer.addBuffer(PGLITE_ENTRY, tar));
    return { migrations };
  }
  const url = config.databaseUrl;
  const versions = await checkedToolVersion(pgTool(config.pgBinDir, 'pg_dump'), url);
  const migrations = [
    ...(await withClient(url, (client) => appliedMigrations((text) => client.query(text)))),
  ];
  // pg_dump's file waits beside the archive (the disk meant for backups), then goes into it.
  const scratch = await mkdtemp(path.join(scratchIn, '.cabildo-backup-'));
  try {
    const file = path.join(scratch, 'database.pgdump');
    await pgDump(config.pgBinDir, url, file);
    entries.push(await writer.addFile(POSTGRES_ENTRY, file, (await stat(file)).size));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return { migrations, serverVersion: versions.server, dumpedWith: versions.tool };
}

/** DATA_DIR's files but the database folder and the PGlite claim. */
async function writeDataDir(dataDir: string, writer: TarWriter, entries: WrittenEntry[]) {
  let count = 0;
  let bytes = 0;
  const walk = async (folder: string): Promise<void> => {
    const children = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const child of children.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, child.name);
      const relative = path.relative(dataDir, full).split(path.sep).join('/');
      if (relative === 'pg' || relative === OWNER_FILE) continue;
      if (child.isDirectory()) await walk(full);
      else if (child.isFile()) {
        // Read whole: a file written meanwhile (an upload no dumped row names yet) is taken as it is.
        const body = await readFile(full).catch(() => null);
        if (!body) continue;
        entries.push(await writer.addBuffer(`${DATA_PREFIX}${relative}`, body));
        count += 1;
        bytes += body.length;
      }
    }
  };
  await walk(dataDir);
  return { count, bytes };
}

async function writeS3(config: Config, writer: TarWriter, entries: WrittenEntry[], withObjects: boolean) {
  const settings = config.s3!;
  const objects = await listObjects(settings);
  entries.push(await writer.addBuffer(S3_LIST_ENTRY, Buffer.from(JSON.stringify(objects, null, 1))));
  if (withObjects) {
    const store = bucket(settings);
    try {
      for (const object of objects)
        entries.push(await writer.addBuffer(`${S3_OBJECT_PREFIX}${object.key}`, await store.get(object.key)));
    } finally {
      store.close();
    }
  }
  return {
    kind: 's3' as const,
    bucket: settings.bucket,
    objects: objects.length,
    bytes: objects.reduce((sum, object) => sum + object.size, 0),
    objectsIncluded: withObjects,
  };
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

async function backup(
  config: Config,
  options: { out: string | null; withObjects: boolean; cwd: string },
): Promise<{ archive: string; manifest: Manifest }> {
  const createdAt = new Date();
  const name = `cabildo-${stamp(createdAt)}.tar.gz`;
  const given = options.out ? path.resolve(options.cwd, options.out) : path.resolve(options.cwd, 'backups');
  // A folder: the default, a name ending in '/', or one that exists; anything else is the file.
  const isFolder =
    !options.out || /[\\/]$/.test(options.out) || (await stat(given).catch(() => null))?.isDirectory();
  const archive = isFolder ? path.join(given, name) : given;
  const relative = path.relative(config.dataDir, archive);
  if (!relative.startsWith('..') && !path.isAbsolute(relative))
    throw new ConfigError(`write the archive outside DATA_DIR (${config.dataDir}): --out elsewhere`);
  await mkdir(path.dirname(archive), { recursive: true });
  const partial = `${archive}.partial`;
  const writer = new TarWriter(partial);
  const entries: WrittenEntry[] = [];
  try {
    const database = await writeDatabase(config, writer, entries, path.dirname(archive));
    const files = await writeDataDir(config.dataDir, writer, entries);
    const storage = config.s3
      ? await writeS3(config, writer, entries, options.withObjects)
      : ({ kind: 'local' } as const);
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      cabildoVersion: cabildoVersion(),
      createdAt: createdAt.toISOString(),
      database: { kind: config.databaseUrl ? 'postgres' : 'pglite', ...database },
      files,
      storage,
      entries,
    };
    await writer.addBuffer(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 1)));
    await writer.close();
    await rename(partial, archive);
    return { archive, manifest };
  } catch (error) {
    await writer.close().catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

async function main() {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const unknown = args.filter(
    (arg, index) => !['--out', '--with-objects'].includes(arg) && !(outAt >= 0 && index === outAt + 1),
  );
  if (unknown.length || (outAt >= 0 && !args[outAt + 1]))
    throw new ConfigError('usage: npm run backup -- [--out FILE.tar.gz | FOLDER] [--with-objects]');
  const config = loadConfig();
  const { archive, manifest } = await backup(config, {
    out: outAt >= 0 ? args[outAt + 1]! : null,
    withObjects: args.includes('--with-objects'),
    cwd: process.env.INIT_CWD ?? process.cwd(),
  });
  const storage =
    manifest.storage.kind === 's3'
      ? `, S3 bucket ${manifest.storage.bucket}: ${manifest.storage.objects} objects ${manifest.storage.objectsIncluded ? 'included' : 'listed'}`
      : '';
  console.log(
    `backup written: ${archive}\n  ${manifest.database.kind} database, ${manifest.database.migrations.length} migrations; ` +
      `${manifest.files.count} files of DATA_DIR (${manifest.files.bytes} bytes)${storage}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
