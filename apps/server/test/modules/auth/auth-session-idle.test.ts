import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema/index.ts';
import { demoEmail, signIn, startTestApp, type TestApp } from '../../support/helpers.ts';

// A one-minute idle limit; time passes by moving the session's timestamps back.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ SESSION_IDLE_MINUTES: '1' });
});
afterAll(async () => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** As if `seconds` went by for the user's sessions. */
const elapse = (userId: string, seconds: number) =>
  t.database.db
    .update(sessions)
    .set({
      createdAt: sql`${sessions.createdAt} - ${seconds}::int * interval '1 second'`,
      lastSeenAt: sql`${sessions.lastSeenAt} - ${seconds}::int * interval '1 second'`,
      expiresAt: sql`${sessions.expiresAt} - ${seconds}::int * interval '1 second'`,
    })
    .where(eq(sessions.userId, userId));

describe('idle limit of one minute', () => {
  it('keeps a session used every 25 seconds alive well past the minute', async () => {
    const session = await signIn(t.app, demoEmail('inspector'));
    for (let use = 1; use <= 6; use += 1) {
      await elapse(session.userId, 25);
      const response = await me(session.cookie);
      expect(response.statusCode, `use ${use}, ${use * 25} s after sign-in`).toBe(200);
    }
  });

  it('ends a session left alone for more than the minute', async () => {
    const session = await signIn(t.app, demoEmail('supervisor'));
    await elapse(session.userId, 25);
    expect((await me(session.cookie)).statusCode).toBe(200);
    await elapse(session.userId, 61);
    const response = await me(session.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_EXPIRED');
  });
});
