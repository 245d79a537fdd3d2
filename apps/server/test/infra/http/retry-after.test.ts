import { randomInt, randomUUID } from 'node:crypto';
import { newDownloadCode, type FormTemplate } from '@cabildo/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimitStore } from '../../../src/http/rate-limit-store.ts';
import { RECORD_LOOKUPS_PER_MINUTE, STATUS_LOOKUPS_PER_MINUTE } from '../../../src/modules/lookup/routes.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { answerApi, answersTo, submission } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * Every 429 says how long to wait (issue 28 item 11): `Retry-After` in whole seconds, the time
 * until the limit's oldest counted hit leaves its window — and EXPORT_BUSY (503) too. Each limited
 * route is driven over its limit from an address of its own.
 */

let t: TestApp;
let api: ReturnType<typeof answerApi>;
let noise: FormTemplate;
let staff: Session;

const LIMIT = 3; // the configurable limits, set low here

beforeAll(async () => {
  t = await startTestApp({
    LOGIN_MAX_FAILURES_PER_MINUTE: String(LIMIT),
    PUBLIC_ANSWERS_PER_MINUTE: String(LIMIT),
    CITIZEN_PORTAL_TOKENS_PER_MINUTE: String(LIMIT),
    EXPORT_CONCURRENCY: '1',
  });
  api = answerApi(t);
  noise = await api.template(null, DEMO_FORM_IDS.noiseComplaint, 'public');
  staff = await signIn(t.app, demoEmail('generador'));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** Sane: whole seconds, at least one, at most the minute every limit here counts over. */
function expectRetryAfter(response: LightMyRequestResponse, what: string, atLeast = 1) {
  const header = response.headers['retry-after'];
  expect(header, `${what}: ${response.statusCode} ${response.body}`).toMatch(/^\d+$/);
  expect(Number(header), what).toBeGreaterThanOrEqual(atLeast);
  expect(Number(header), what).toBeLessThanOrEqual(60);
}

type Route = {
  name: string;
  limit: number;
  code: 'RATE_LIMITED' | 'TOO_MANY_ATTEMPTS';
  send: (remoteAddress: string) => Promise<LightMyRequestResponse>;
};

const ROUTES: Route[] = [
  {
    name: 'sign-in',
    limit: LIMIT,
    code: 'TOO_MANY_ATTEMPTS',
    send: (remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoEmail('supervisor'), password: 'no-es-la-clave' },
        remoteAddress,
      }),
  },
  {
    name: 'password change',
    limit: LIMIT,
    code: 'TOO_MANY_ATTEMPTS',
    send: (remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        payload: { currentPassword: 'no-es-la-clave', newPassword: 'Una-clave-nueva-y-larga-2026' },
        headers: as(staff),
        remoteAddress,
      }),
  },
  {
    name: 'password reset request',
    limit: 5,
    code: 'RATE_LIMITED',
    send: (remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: 'nadie@example.org' },
        remoteAddress,
      }),
  },
  {
    name: 'status lookup',
    limit: STATUS_LOOKUPS_PER_MINUTE,
    code: 'RATE_LIMITED',
    send: (remoteAddress) =>
      t.app.inject({ method: 'GET', url: '/api/public/status?code=NADA-1', remoteAddress }),
  },
  {
    name: 'record lookup',
    limit: RECORD_LOOKUPS_PER_MINUTE,
    code: 'RATE_LIMITED',
    send: (remoteAddress) =>
      t.app.inject({
        method: 'GET',
        url: `/api/public/records/${newDownloadCode((below) => randomInt(below))}`,
        remoteAddress,
      }),
  },
  {
    name: 'public answer save',
    limit: LIMIT,
    code: 'RATE_LIMITED',
    send: (remoteAddress) =>
      api.submit(null, DEMO_FORM_IDS.noiseComplaint, submission(answersTo(noise)), 'public', remoteAddress),
  },
  {
    name: "citizen's answers (Mis trámites)",
    limit: LIMIT,
    code: 'RATE_LIMITED',
    send: (remoteAddress) =>
      t.app.inject({
        method: 'GET',
        url: '/api/citizen-portal/answers?page=0',
        headers: { authorization: 'Citizen no-es-un-token' },
        remoteAddress,
      }),
  },
  {
    name: 'voucher',
    limit: 20,
    code: 'RATE_LIMITED',
    send: (remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/answers/${randomUUID()}/voucher`,
        payload: { clientSubmissionId: randomUUID() },
        remoteAddress,
      }),
  },
  {
    name: 'appointment hand-off',
    limit: 20,
    code: 'RATE_LIMITED',
    send: (remoteAddress) =>
      t.app.inject({
        method: 'POST',
        url: `/api/public/answers/${randomUUID()}/appointment`,
        payload: { clientSubmissionId: randomUUID() },
        remoteAddress,
      }),
  },
];

describe('Retry-After on every 429', () => {
  for (const [index, route] of ROUTES.entries()) {
    it(`${route.name}: after ${route.limit} requests a minute`, async () => {
      const address = `10.111.${index}.1`;
      for (let n = 0; n < route.limit; n += 1) {
        const response = await route.send(address);
        expect(response.statusCode, `${route.name} #${n}: ${response.body}`).not.toBe(429);
      }
      const limited = await route.send(address);
      expect(limited.statusCode, limited.body).toBe(429);
      expect(limited.json()).toMatchObject({ error: { code: route.code } });
      // The first hit was made moments ago: most of the minute is left to wait.
      expectRetryAfter(limited, route.name, 30);
    });
  }

  it('EXPORT_BUSY (503) says when to try again too', async () => {
    const slots = t.app.ctx.exportSlots;
    const signal = new AbortController().signal;
    const running = await slots.take(signal);
    const line = Array.from({ length: slots.lineMax }, () => slots.take(signal));
    try {
      const admin = await signIn(t.app, demoEmail('admin'));
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/forms/${DEMO_FORM_IDS.noiseComplaint}/answers/export`,
        headers: as(admin),
      });
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.json()).toMatchObject({ error: { code: 'EXPORT_BUSY' } });
      expectRetryAfter(refused, 'EXPORT_BUSY');
    } finally {
      running();
      for (const place of line) (await place)();
    }
  });
});

describe('the wait', () => {
  it('is until the hit whose leaving the window frees a place, on a clock of its own', async () => {
    let now = 1_000_000;
    const store = new RateLimitStore(t.database.db, () => now);
    const slot = { limiter: 'test.retry-after', key: 'k', max: 3, windowMs: 60_000 };
    const other = { ...slot, key: 'other' };
    for (const at of [0, 10_000, 20_000]) {
      now = 1_000_000 + at;
      expect(await store.take([slot])).toEqual([true]);
    }
    now = 1_000_000 + 30_000;
    expect(await store.take([slot])).toEqual([false]);
    // The hit at 0 leaves at 60 s: 30 s from now. A slot with room waits for nothing.
    expect(await store.waitMs([slot])).toBe(30_000);
    expect(await store.waitMs([other])).toBe(0);
    expect(await store.waitMs([slot, other])).toBe(30_000);
    now = 1_000_000 + 60_001;
    expect(await store.waitMs([slot])).toBe(0);
  });
});
