import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { seedDemo } from '../../src/seed/demo.ts';
import {
  createPostgresDatabase,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from './server-process.ts';

/**
 * Several real server processes (src/main.ts) on one new PostgreSQL database, as behind a load
 * balancer: one public address (APP_URL), the same secrets from the environment, and a data folder
 * of each instance's own (nothing may rely on another instance's disk).
 */

/** The address the load balancer would serve; every instance is told it is this one. */
export const PUBLIC_URL = 'http://cabildo.test';

/** Secrets every instance must share (else each would generate its own in its data folder). */
const SHARED_SECRETS = {
  DEVICE_COOKIE_SECRET: 'multi-instance-device-cookie-secret-0123456789',
  WEBHOOK_SECRET_KEY: 'multi-instance-webhook-secret-key-0123456789ab',
  PAYMENT_SECRET_KEY: 'multi-instance-payment-secret-key-0123456789ab',
  CITIZEN_PORTAL_SECRET: 'multi-instance-citizen-portal-secret-01234567',
  BOOKING_SECRET: 'multi-instance-booking-secret-0123456789abcdef',
};

export type Instances = {
  servers: ServerProcess[];
  /** Each instance's data folder (its mail, its local files), in the order of `servers`. */
  dataDirs: string[];
  databaseUrl: string;
  /** Runs SQL on the instances' database (the test's own connection). */
  query: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]>;
  /** Ends every instance and drops the database and the data folders. */
  stop: () => Promise<void>;
};

/** A session as a browser behind the balancer holds it, and the headers its writes carry. */
export type Browser = { cookie: string; csrfToken: string };

export const writeHeaders = (session: Browser) => ({
  cookie: session.cookie,
  'x-csrf-token': session.csrfToken,
  'content-type': 'application/json',
  origin: PUBLIC_URL,
});

/** Signs in on one instance (any other then serves the session). */
export const signInAt = (server: ServerProcess, email: string, password: string): Promise<Browser> =>
  signInOver(server.base, email, password);

/**
 * A new database on `serverUrl` with the demo data and what `prepare` adds, and `count` instances
 * started together on it with `env` added to each one's environment.
 */
export async function startInstances(
  serverUrl: string,
  {
    count = 2,
    env = {},
    prepare,
  }: { count?: number; env?: Record<string, string>; prepare?: (database: Database) => Promise<void> } = {},
): Promise<Instances> {
  const database = await createPostgresDatabase(serverUrl);
  const folders: string[] = [];
  const servers: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await database.drop();
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  };
  try {
    const seeding = await openDatabase({ url: database.url });
    try {
      await seedDemo(seeding.db);
      await prepare?.(seeding);
    } finally {
      await seeding.close();
    }
    for (let index = 0; index < count; index += 1)
      folders.push(await mkdtemp(path.join(os.tmpdir(), `cabildo-instance-${index}-`)));
    const started = await Promise.allSettled(
      folders.map((folder) =>
        startServerProcess({
          DATA_DIR: folder,
          DATABASE_URL: database.url,
          APP_URL: PUBLIC_URL,
          ...SHARED_SECRETS,
          ...env,
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  const query = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<T>(text, values)).rows;
    } finally {
      await client.end();
    }
  };
  return { servers, dataDirs: folders, databaseUrl: database.url, query, stop };
}

/**
 * Asks `check` again every 50 ms until it returns something other than undefined; fails with
 * `what` after `ms`. Always asks at least once, however late (a slow machine delays the first ask,
 * not the outcome).
 */
export async function pollUntil<T>(
  what: string,
  ms: number,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
