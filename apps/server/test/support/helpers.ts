import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { DEMO_DOMAIN, DEMO_PASSWORD, seedDemo } from '../../src/seed/demo.ts';

export { DEMO_DOMAIN, DEMO_PASSWORD };
export const demoEmail = (slug: string) => `${slug}@${DEMO_DOMAIN}`;

/** Retries `run` while PostgreSQL answers 55006 (the database is in use: connections still closing). */
async function whileInUse(run: (lastAttempt: boolean) => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await run(attempt >= 50);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The run's migrated template (test/database-template.ts), if the global set-up made one. */
const databaseTemplate = (): string | undefined => {
  try {
    return inject('databaseTemplate') || undefined;
  } catch {
    return undefined;
  }
};

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or, when TEST_DATABASE_URL is
 * set, a new database on that PostgreSQL server (at `url`), dropped afterwards. Both start from the
 * run's migrated template when there is one (the server projects' global set-up makes it); the
 * migrator still runs and applies whatever the template lacks.
 */
export async function freshDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL || undefined;
  const template = databaseTemplate();
  if (!serverUrl) {
    const loadDataDir = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openDatabase({ pgliteDir: 'memory://', loadDataDir });
    return { database, url: null, drop: async () => undefined };
  }
  const name = `cabildo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // The template's own connections (its making) may still be closing: wait for them.
  await whileInUse(() => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // The pool's last connections may still be closing: wait for them rather than kill them
      // (a killed connection reports an error after the test has ended), and force only at the end.
      await whileInUse((last) =>
        cleanup.query(`DROP DATABASE IF EXISTS ${name}${last ? ' WITH (FORCE)' : ''}`),
      );
      await cleanup.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  mailDir: string;
  close: () => Promise<void>;
};

/** The configuration of a test's app, with its data in `dataDir` and `env` on top. */
export const testConfig = (dataDir: string, env: Record<string, string> = {}): Config =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...env,
  });

export async function startTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-test-'));
  const config = testConfig(dataDir, env);
  const { database, drop } = await freshDatabase();
  await seedDemo(database.db);
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    mailDir: path.join(dataDir, 'mail'),
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type Session = { cookie: string; csrfToken: string; userId: string };

/** Signs in through the API; returns the cookie and the CSRF token a browser would hold. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'cabildo_session');
  const body = response.json() as { csrfToken: string; user: { id: string } };
  return { cookie: `cabildo_session=${cookie!.value}`, csrfToken: body.csrfToken, userId: body.user.id };
}

/** Headers of a signed-in request; state-changing ones carry the CSRF token. */
export const as = (session: Session) => ({ cookie: session.cookie, 'x-csrf-token': session.csrfToken });

/** Reads the newest .eml in the mail folder, waiting for it to be written (mail is sent in the background). */
export async function waitForMail(mailDir: string, to: string, timeoutMs = 5000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const files = await readdir(mailDir).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const text = decodeQuotedPrintable(await readFile(path.join(mailDir, file), 'utf8'));
      if (text.includes(`To: ${to}`)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function resetTokenFrom(mail: string): string {
  const match = /restablecer-clave\?token=([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error('no reset link in the mail');
  return match[1]!;
}
