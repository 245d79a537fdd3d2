import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../src/db/schema/index.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** Opens the session's event stream over real HTTP and resolves with the first event's text. */
async function openEvents(cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/auth/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const nextEvent = (async () => {
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return text;
      text += decoder.decode(value);
      if (text.includes('event: ')) return text;
    }
  })();
  return { nextEvent, close: () => controller.abort() };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms)),
  ]);

describe('admin "sign out everywhere"', () => {
  it('deactivates every session of the user and pushes a revoked event to the open page', async () => {
    const first = await signIn(t.app, demoEmail('inspector'));
    const second = await signIn(t.app, demoEmail('inspector'));
    const events = await openEvents(first.cookie);
    const admin = await signIn(t.app, demoEmail('admin'));

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${first.userId}/sign-out-everywhere`,
      headers: as(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().revoked).toBe(2);

    const text = await within(events.nextEvent, 2000);
    expect(text).toContain('event: revoked');
    expect(text).toContain('admin-sign-out');
    events.close();
    for (const session of [first, second])
      expect((await me(session.cookie)).json().error.code).toBe('SESSION_EXPIRED');
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, first.userId));
    expect(rows.every((row) => !row.active && row.revokedReason === 'admin-sign-out')).toBe(true);
    // The admin's own session is untouched.
    expect((await me(admin.cookie)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users/00000000-0000-4000-8000-999999999999/sign-out-everywhere',
      headers: as(admin),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('remote-config revocation date', () => {
  const put = (admin: Session, value: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/remote-config',
      headers: as(admin),
      payload: { web_session_revokation_datetime: value },
    });

  it('is ignored when shorter than 19 characters', async () => {
    const user = await signIn(t.app, demoEmail('supervisor'));
    const admin = await signIn(t.app, demoEmail('admin'));
    const tomorrowShort = new Date(Date.now() + 86_400_000).toISOString().slice(0, 16);
    expect((await put(admin, tomorrowShort)).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(200);
  });

  it('revokes every session created before it, pushing the event, and allows new sign-ins', async () => {
    const user = await signIn(t.app, demoEmail('supervisor-duplicador'));
    const events = await openEvents(user.cookie);
    const admin = await signIn(t.app, demoEmail('admin'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const now = new Date().toISOString();
    expect((await put(admin, now)).statusCode).toBe(200);

    expect(await within(events.nextEvent, 2000)).toContain('remote-config');
    events.close();
    expect((await me(user.cookie)).json().error.code).toBe('SESSION_EXPIRED');
    expect((await me(admin.cookie)).json().error.code).toBe('SESSION_EXPIRED');
    const again = await signIn(t.app, demoEmail('supervisor-duplicador'));
    expect((await me(again.cookie)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('ends the other sessions and keeps the current one', async () => {
    const current = await signIn(t.app, demoEmail('generador'));
    const other = await signIn(t.app, demoEmail('generador'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: as(current),
      payload: { currentPassword: 'cabildo-demo', newPassword: 'a-new-long-password' },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(current.cookie)).statusCode).toBe(200);
    expect((await me(other.cookie)).json().error.code).toBe('SESSION_EXPIRED');
    await signIn(t.app, demoEmail('generador'), 'a-new-long-password');
  });

  it('refuses a wrong current password', async () => {
    const session = await signIn(t.app, demoEmail('inspector-actas'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      headers: as(session),
      payload: { currentPassword: 'wrong', newPassword: 'a-new-long-password' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CURRENT_PASSWORD_INCORRECT');
  });

  it('limits the guesses of a signed-in session, a parallel burst included', async () => {
    const session = await signIn(t.app, demoEmail('inspector-elevado'));
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password',
        headers: as(session),
        payload: { currentPassword, newPassword: 'a-new-long-password' },
      });
    const burst = await Promise.all(Array.from({ length: 14 }, (_, index) => change(`wrong-${index}`)));
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    // The right password is refused too until the minute has passed.
    expect((await change('cabildo-demo')).statusCode).toBe(429);
  });
});
