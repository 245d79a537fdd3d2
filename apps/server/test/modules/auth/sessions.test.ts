import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { municipalities, sessions } from '../../../src/db/schema/index.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { as, demoEmail, signIn, startTestApp, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const me = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: cookie ? { cookie } : {} });
const sessionRow = async (userId: string) =>
  t.database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe('GET /api/auth/me', () => {
  it('is 401 UNAUTHENTICATED without a session and with an unknown cookie', async () => {
    expect((await me()).json().error.code).toBe('UNAUTHENTICATED');
    const unknown = await me('cabildo_session=made-up');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('returns the user and the CSRF token of a live session', async () => {
    const session = await signIn(t.app, demoEmail('supervisor-elevado'));
    const response = await me(session.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      user: { role: 'ROLE_SUPERVISOR_ELEVADO' },
      csrfToken: session.csrfToken,
    });
  });
});

describe('logout', () => {
  it('deactivates the session', async () => {
    const session = await signIn(t.app, demoEmail('censista-privado'));
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(session) });
    expect(response.statusCode).toBe(204);
    const [row] = await sessionRow(session.userId);
    expect(row).toMatchObject({ active: false, revokedReason: 'logout' });
    const after = await me(session.cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('SESSION_EXPIRED');
  });

  it('is refused without the CSRF token, and the session stays', async () => {
    const session = await signIn(t.app, demoEmail('generador-respuestas'));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CSRF_REJECTED');
    expect((await me(session.cookie)).statusCode).toBe(200);
  });
});

describe('expiry', () => {
  it('ends a session idle for more than 30 minutes', async () => {
    const session = await signIn(t.app, demoEmail('inspector'));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, session.userId));
    const response = await me(session.cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('SESSION_EXPIRED');
    const [row] = await sessionRow(session.userId);
    expect(row).toMatchObject({ active: false, revokedReason: 'expired' });
  });

  it('keeps a session used within 30 minutes', async () => {
    const session = await signIn(t.app, demoEmail('inspector-actas'));
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(eq(sessions.userId, session.userId));
    expect((await me(session.cookie)).statusCode).toBe(200);
    // ... and that use moved the idle clock forward.
    const [row] = await sessionRow(session.userId);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends a session past its absolute limit even when in use', async () => {
    const session = await signIn(t.app, demoEmail('generador-corrector-respuestas'));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, session.userId));
    expect((await me(session.cookie)).json().error.code).toBe('SESSION_EXPIRED');
  });
});

describe('permissions: 401 versus 403', () => {
  it('answers 401 without a session, 403 without the permission, 200 with it', async () => {
    const url = '/api/remote-config';
    const payload = { dev_new_login_method: true };
    expect((await t.app.inject({ method: 'PUT', url, payload })).statusCode).toBe(401);
    const supervisor = await signIn(t.app, demoEmail('supervisor'));
    const denied = await t.app.inject({ method: 'PUT', url, payload, headers: as(supervisor) });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.code).toBe('FORBIDDEN');
    const admin = await signIn(t.app, demoEmail('admin'));
    const allowed = await t.app.inject({ method: 'PUT', url, payload, headers: as(admin) });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().dev_new_login_method).toBe(true);
    expect((await t.app.inject({ method: 'GET', url })).json().dev_new_login_method).toBe(true);
  });

  it('an elevated supervisor cannot sign a user out everywhere', async () => {
    const elevated = await signIn(t.app, demoEmail('supervisor-elevado'));
    const target = await signIn(t.app, demoEmail('supervisor'));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/${target.userId}/sign-out-everywhere`,
      headers: as(elevated),
    });
    expect(response.statusCode).toBe(403);
    expect((await me(target.cookie)).statusCode).toBe(200);
  });
});

describe('a municipality disabled while its users are signed in', () => {
  it('answers 403 MUNICIPALITY_DISABLED to its users', async () => {
    const session = await signIn(t.app, demoEmail('supervisor-corrector-duplicador'));
    await t.database.db
      .update(municipalities)
      .set({ disabled: true })
      .where(eq(municipalities.id, DEMO_IDS.cordoba));
    try {
      const response = await me(session.cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('MUNICIPALITY_DISABLED');
      // Signing out (the blocked screen does it after 3 s) really ends the session.
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: as(session) });
      expect(logout.statusCode).toBe(204);
      const [row] = await sessionRow(session.userId);
      expect(row).toMatchObject({ active: false, revokedReason: 'logout' });
    } finally {
      await t.database.db
        .update(municipalities)
        .set({ disabled: false })
        .where(eq(municipalities.id, DEMO_IDS.cordoba));
    }
  });
});
