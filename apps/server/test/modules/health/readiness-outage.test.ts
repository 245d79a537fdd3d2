import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABILDO_VERSION } from '../../../src/version.ts';
import { startTestApp, type TestApp } from '../../support/helpers.ts';
import { onPostgresServer } from '../../support/server-process.ts';

/**
 * Readiness and liveness while the PostgreSQL server refuses the app (issue 20 item 3): the
 * database is closed to new connections and the app's are ended, as in a failover or a restart,
 * then opened again. PostgreSQL only: PGlite lives inside the process and cannot go away alone.
 * The process must live through it (a dropped LISTEN connection once ended it) and hear
 * notifications again afterwards.
 */

const until = async (check: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

const serverUrl = process.env.TEST_DATABASE_URL;
let t: TestApp;
let name = '';

const onServer = (text: string) => onPostgresServer(serverUrl!, text);

beforeAll(async () => {
  if (!serverUrl) return;
  t = await startTestApp();
  const { rows } = await t.database.db.execute<{ name: string }>(sql`select current_database() as name`);
  name = rows[0]!.name;
});
afterAll(async () => {
  if (name) await onServer(`alter database ${name} allow_connections true`);
  await t?.close();
});

describe.skipIf(!serverUrl)('a database outage', () => {
  it('makes readiness and liveness 503 naming the database, and both 200 again once it is back', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    const heard: string[] = [];
    let resumed = 0;
    await t.database.listen(
      'outage_test',
      (payload) => heard.push(payload),
      () => resumed++,
    );

    await onServer(`alter database ${name} allow_connections false`);
    await onServer(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'not-ready', shuttingDown: false, database: 'unreachable' });
    const live = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(live.statusCode).toBe(503);
    expect(live.json()).toEqual({ status: 'error', database: 'unreachable', version: CABILDO_VERSION });

    await onServer(`alter database ${name} allow_connections true`);
    const back = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'ready', database: 'ok', migrations: 'current' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    // The listening connection is opened again: the caches are told, and notifications arrive again.
    expect(await until(() => resumed > 0)).toBe(true);
    await t.database.notify('outage_test', 'after');
    expect(await until(() => heard.includes('after'))).toBe(true);
  });
});
