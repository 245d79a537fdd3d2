import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FormTemplate } from '@cabildo/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { openDatabase, type Database } from '../../../src/db/client.ts';
import { rateLimitHits } from '../../../src/db/schema/index.ts';
import { STATUS_LOOKUPS_PER_MINUTE } from '../../../src/modules/lookup/routes.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { seedDemo } from '../../../src/seed/demo.ts';
import { answersTo, submission } from '../../support/answers-support.ts';
import { DEMO_PASSWORD, demoEmail, freshDatabase, testConfig } from '../../support/helpers.ts';

// Two instances of the app on ONE database, as behind a load balancer: on PGlite both on the same
// database, on PostgreSQL each with a pool of its own to the same database. Whatever a caller spends
// on one instance is spent on the other: spreading requests over both gains nothing.
const LOGIN_LIMIT = 10; // LOGIN_MAX_FAILURES_PER_MINUTE's default
const GLOBAL_LIMIT = 20;
const PUBLIC_ANSWERS_LIMIT = 4;

let database: Database;
let second: Database;
let drop: () => Promise<void>;
let dataDir: string;
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.database;
  drop = fresh.drop;
  await seedDemo(database.db);
  second = fresh.url ? await openDatabase({ url: fresh.url }) : database;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-shared-limits-'));
  const config = testConfig(dataDir, {
    LOGIN_MAX_GLOBAL_FAILURES_PER_MINUTE: String(GLOBAL_LIMIT),
    PUBLIC_ANSWERS_PER_MINUTE: String(PUBLIC_ANSWERS_LIMIT),
  });
  a = await buildApp({ config, database });
  b = await buildApp({ config, database: second });
  await Promise.all([a.ready(), b.ready()]);
});
afterAll(async () => {
  await a.close();
  await b.close();
  if (second !== database) await second.close();
  await database.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});
// Each test starts with nothing counted.
beforeEach(async () => {
  await database.db.delete(rateLimitHits);
});

/** The i-th request goes to one instance, the next to the other. */
const alternating = (index: number) => (index % 2 === 0 ? a : b);

const signIn = (app: FastifyInstance, email: string, password: string, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** Sends `count` requests to the instances in turn, one after the other; their status codes. */
async function spread(count: number, request: (index: number) => InjectOptions): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) {
    statuses.push((await alternating(index).inject(request(index))).statusCode);
  }
  return statuses;
}

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

describe('rate limits shared by two instances on one database', () => {
  it('failed sign-ins from one address spread over both reach the limit at the same total as on one', async () => {
    // A different made-up account each time: the address's limit is the one that counts.
    const statuses = await spread(LOGIN_LIMIT + 2, (index) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `nadie-${index}@example.org`, password: 'not-the-password' },
      remoteAddress: '10.40.0.1',
    }));
    expect(statuses).toEqual([...times(LOGIN_LIMIT, 401), 429, 429]);
    // Another address is not held back, on either instance.
    expect((await signIn(a, 'nadie@example.org', 'not-the-password', '10.40.0.2')).statusCode).toBe(401);
  });

  it('failures against one account from many addresses lock it on both, even for the right password', async () => {
    const email = demoEmail('inspector');
    const statuses = await spread(LOGIN_LIMIT, (index) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password' },
      remoteAddress: `10.41.0.${index}`,
    }));
    expect(statuses).toEqual(times(LOGIN_LIMIT, 401));
    const right = [
      await signIn(a, email, DEMO_PASSWORD, '10.41.1.1'),
      await signIn(b, email, DEMO_PASSWORD, '10.41.1.2'),
    ];
    expect(right.map((response) => response.statusCode)).toEqual([429, 429]);
    expect(right[0]!.json()).toMatchObject({ error: { code: 'TOO_MANY_ATTEMPTS' } });
  });

  it('the server-wide budget of failed sign-ins counts the failures of both', async () => {
    // Each failure from an address and an account of its own: only the global budget can stop them.
    const statuses = await spread(GLOBAL_LIMIT + 2, (index) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: `alguien-${index}@example.org`, password: 'not-the-password' },
      remoteAddress: `10.42.0.${index}`,
    }));
    expect(statuses).toEqual([...times(GLOBAL_LIMIT, 401), 429, 429]);
  });

  it('a right password on one instance gives its place in the budgets back on the other', async () => {
    const email = demoEmail('supervisor');
    // One short of the account's limit, on instance a; then the right password on b clears it.
    for (let index = 0; index < LOGIN_LIMIT - 1; index += 1) {
      expect((await signIn(a, email, 'not-the-password', `10.43.0.${index}`)).statusCode).toBe(401);
    }
    expect((await signIn(b, email, DEMO_PASSWORD, '10.43.1.1')).statusCode).toBe(200);
    // The account starts over: a whole limit of failures again before a refusal.
    const statuses = await spread(LOGIN_LIMIT + 1, (index) => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password' },
      remoteAddress: `10.43.2.${index}`,
    }));
    expect(statuses).toEqual([...times(LOGIN_LIMIT, 401), 429]);
  });

  it('anonymous answers from one address spread over both reach the limit at the same total', async () => {
    const opened = await a.inject({
      method: 'GET',
      url: `/api/answering/forms/${DEMO_FORM_IDS.noiseComplaint}?mode=public`,
    });
    const { template } = opened.json() as { template: FormTemplate };
    // Incomplete answers: each is counted and refused (400) without saving anything.
    const statuses = await spread(PUBLIC_ANSWERS_LIMIT + 2, () => ({
      method: 'POST',
      url: `/api/answering/forms/${DEMO_FORM_IDS.noiseComplaint}/answers?mode=public`,
      payload: submission(answersTo(template)),
      remoteAddress: '10.44.0.1',
    }));
    expect(statuses).toEqual([...times(PUBLIC_ANSWERS_LIMIT, 400), 429, 429]);
  });

  it('status lookups from one address spread over both reach the limit at the same total', async () => {
    const statuses = await spread(STATUS_LOOKUPS_PER_MINUTE + 2, (index) => ({
      method: 'GET',
      url: `/api/public/status?code=NADA-${index}`,
      remoteAddress: '10.45.0.1',
    }));
    expect(statuses).toEqual([...times(STATUS_LOOKUPS_PER_MINUTE, 404), 429, 429]);
  });
});
