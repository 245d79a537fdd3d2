import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Live notifications through PostgreSQL LISTEN/NOTIFY (PGlite supports them too). */
export type Listener = (payload: string) => void;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Where the embedded database lives: a folder, or 'memory://' for a throw-away one (tests). */
export type DatabaseTarget = { url: string } | { pgliteDir: string };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const database = 'url' in target ? await openPostgres(target.url) : await openPglite(target.pgliteDir);
  return database;
}

async function openPglite(dir: string): Promise<Database> {
  if (dir !== 'memory://') mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir === 'memory://' ? undefined : dir);
  await client.waitReady;
  // No drizzle logger here or below: it writes every query with its parameters (answers, names).
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
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
  await withMigrationLock(pool, () => migratePg(db, { migrationsFolder }));

  // One dedicated connection carries every LISTEN of this instance.
  let listenerClient: pg.PoolClient | null = null;
  const listeners = new Map<string, Set<Listener>>();
  async function connection(): Promise<pg.PoolClient> {
    if (listenerClient) return listenerClient;
    listenerClient = await pool.connect();
    listenerClient.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    return listenerClient;
  }
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  return {
    db,
    kind: 'postgres',
    async listen(channel, listener) {
      const client = await connection();
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await client.query(`LISTEN ${quote(channel)}`);
      }
      set.add(listener);
      return async () => {
        set.delete(listener);
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      listenerClient?.release();
      listenerClient = null;
      await pool.end();
    },
  };
}

/** Several instances may start together: only one applies the migrations at a time. */
async function withMigrationLock(pool: pg.Pool, run: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727172)');
    await run();
  } finally {
    await client.query('select pg_advisory_unlock(727172)').catch(() => undefined);
    client.release();
  }
}
