import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Live notifications through PostgreSQL LISTEN/NOTIFY (PGlite supports them too). */
export type Listener = (payload: string) => void;

/** The connection pool's use (PostgreSQL; PGlite has one connection and no pool). */
export type PoolUse = { total: number; idle: number; waiting: number };

/** The journal's migrations compared with those the database has applied. */
export type MigrationStatus = {
  /** The journal's migrations the database has not applied (their tags), oldest first. */
  missing: string[];
  /** Applied migrations the journal does not know (a newer version migrated this database). */
  unknown: number;
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** How many migrations this start applied (0: the database was current, or another instance migrated it). */
  migrationsApplied: number;
  /**
   * Calls `listener` with each notification on `channel`. `resumed` is called when the listening
   * connection was lost and opened again (PostgreSQL): what was sent in between was not heard, so a
   * cache should be dropped.
   */
  listen(channel: string, listener: Listener, resumed?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  migrationStatus(): Promise<MigrationStatus>;
  /** Null on PGlite. */
  poolUse(): PoolUse | null;
  /** For a library with a driver of its own (the job queue): the server's URL, or the PGlite client itself. */
  connection: { url: string } | { pglite: PGlite };
  /**
   * PGlite only: its data folder as an uncompressed tar (`PGlite.dumpDataDir`), taken after a
   * checkpoint with no transaction open (the backup, ops/backup.ts).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
};

/** The wait before the listening connection is opened again after the server dropped it. */
const LISTEN_RETRY_MS = 500;

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

type JournalEntry = { tag: string; when: number };
/** The migrations this code knows, from drizzle's journal (each applied one is a row with its `when`). */
export const journal = (): JournalEntry[] =>
  (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;

/** Applied migrations, as drizzle's migrator records them (`created_at` is the journal's `when`). */
const APPLIED_SQL = 'select created_at::text as created_at from drizzle.__drizzle_migrations';
const APPLIED_EXISTS_SQL = "select to_regclass('drizzle.__drizzle_migrations') is not null as present";

export type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

export async function appliedMigrations(query: Query): Promise<Set<number>> {
  const [exists] = (await query(APPLIED_EXISTS_SQL)).rows;
  if (!exists?.present) return new Set();
  return new Set((await query(APPLIED_SQL)).rows.map((row) => Number(row.created_at)));
}

async function migrationStatusOf(query: Query): Promise<MigrationStatus> {
  const applied = await appliedMigrations(query);
  const known = journal();
  const knownTimes = new Set(known.map((entry) => entry.when));
  return {
    missing: known.filter((entry) => !applied.has(entry.when)).map((entry) => entry.tag),
    unknown: [...applied].filter((when) => !knownTimes.has(when)).length,
  };
}

/**
 * Where the embedded database lives: a folder, or 'memory://' for a throw-away one (tests). A
 * throw-away one may start from `loadDataDir`, a data folder from `dumpDataDir` (the tests' migrated
 * template: no initdb, and migrations only where the template lacks them).
 */
export type DatabaseTarget = { url: string } | { pgliteDir: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database =
    'url' in target ? await openPostgres(target.url) : await openPglite(target.pgliteDir, target.loadDataDir);
  return database;
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<Database> {
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client =
    dir === 'memory://' && loadDataDir
      ? new PGlite({ loadDataDir })
      : new PGlite(dir === 'memory://' ? undefined : dir);
  await client.waitReady;
  // No drizzle logger here or below: it writes every query with its parameters (answers, names).
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const query: Query = (text) => client.query(text);
  // One process owns a PGlite folder (PGlite cannot be shared between processes): no lock needed.
  const before = (await appliedMigrations(query)).size;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  const migrationsApplied = (await appliedMigrations(query)).size - before;
  return {
    db,
    kind: 'pglite',
    migrationsApplied,
    async listen(channel, listener) {
      const unsubscribe = await client.listen(channel, listener);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await client.query('select 1');
    },
    migrationStatus: () => migrationStatusOf(query),
    poolUse: () => null,
    connection: { pglite: client },
    // Inside a transaction of its own: PGlite runs one at a time, so none other is half done in
    // the folder while it is read.
    dumpDataDir: () =>
      client.transaction(async (tx) => {
        await tx.query('checkpoint');
        return client.dumpDataDir('none');
      }),
    async close() {
      await client.close();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20 });
  // An idle connection the server drops (restart, failover) is replaced on the next query; without
  // a listener its error would end the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema });
  const query: Query = (text) => pool.query(text);
  const migrationsApplied = await withMigrationLock(pool, async () => {
    const before = (await appliedMigrations(query)).size;
    await migratePg(db, { migrationsFolder });
    return (await appliedMigrations(query)).size - before;
  });

  // One dedicated connection carries every LISTEN of this instance. When the server drops it
  // (restart, failover, a terminated backend) it is opened again, every channel listened to again,
  // and the `resumed` callbacks told: notifications sent in between are lost.
  let listenerClient: pg.PoolClient | null = null;
  let closed = false;
  let reconnecting: NodeJS.Timeout | null = null;
  const listeners = new Map<string, Set<Listener>>();
  const resumes = new Set<() => void>();
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;
  async function connection(): Promise<pg.PoolClient> {
    if (listenerClient) return listenerClient;
    const client = await pool.connect();
    client.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    // Without a listener a dropped connection's error would end the process.
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    listenerClient = client;
    return client;
  }
  function lost(client: pg.PoolClient) {
    if (listenerClient !== client) return;
    listenerClient = null;
    client.release(true);
    if (!closed) reconnect();
  }
  function reconnect() {
    reconnecting = setTimeout(async () => {
      reconnecting = null;
      try {
        const client = await connection();
        for (const channel of listeners.keys()) await client.query(`LISTEN ${quote(channel)}`);
        for (const resume of resumes) resume();
      } catch {
        const client = listenerClient;
        if (client) lost(client);
        else if (!closed) reconnect();
      }
    }, LISTEN_RETRY_MS);
    reconnecting.unref();
  }

  return {
    db,
    kind: 'postgres',
    migrationsApplied,
    async listen(channel, listener, resumed) {
      const client = await connection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN ${quote(channel)}`);
      }
      set.add(listener);
      if (resumed) resumes.add(resumed);
      return async () => {
        set.delete(listener);
        if (resumed) resumes.delete(resumed);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('select 1');
    },
    migrationStatus: () => migrationStatusOf(query),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    connection: { url },
    async close() {
      closed = true;
      if (reconnecting) clearTimeout(reconnecting);
      listenerClient?.release();
      listenerClient = null;
      await pool.end();
    },
  };
}

/**
 * Several instances may start together: only one applies the migrations at a time. The lock is a
 * session lock on a connection of its own, held while the migrator runs on the pool; whoever gets it
 * next finds the migrations applied and applies none. A session that dies releases it.
 */
async function withMigrationLock<T>(pool: pg.Pool, run: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727172)');
    return await run();
  } finally {
    await client.query('select pg_advisory_unlock(727172)').catch(() => undefined);
    client.release();
  }
}
