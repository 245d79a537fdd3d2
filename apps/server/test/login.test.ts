import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { DEMO_PASSWORD, demoEmail, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

let ipCounter = 0;
/** Each case signs in from its own address, so the per-IP limit of one case does not leak into another. */
const login = (email: string, password: string, remoteAddress = `10.0.0.${++ipCounter}`) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('POST /api/auth/login', () => {
  it('signs a demo supervisor in with an httpOnly SameSite=Lax cookie and records the last access', async () => {
    const before = new Date();
    const response = await login(demoEmail('supervisor'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: demoEmail('supervisor'),
      role: 'ROLE_SUPERVISOR',
      accountType: 'password',
    });
    expect(body.user.municipality).toMatchObject({ name: 'Córdoba', disabled: false });
    expect(body.csrfToken).toEqual(expect.any(String));
    const cookie = response.cookies.find((c) => c.name === 'cabildo_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('supervisor')));
    expect(row!.lastAccessAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('accepts the e-mail in any case and with surrounding spaces', async () => {
    expect((await login('  INSPECTOR@demo.cabildo.test ', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const wrong = await login(demoEmail('supervisor'), 'not-the-password');
    const unknown = await login('nobody@demo.cabildo.test', DEMO_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('rejects a user with no areas', async () => {
    const response = await login(demoEmail('sin-areas'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('NO_AREAS');
  });

  it('tells an account without a product user to ask the supervisor', async () => {
    const response = await login(demoEmail('sin-usuario'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'NO_PRODUCT_USER',
      message: 'No existe el usuario para Cabildo.',
    });
  });

  it('blocks a user of a disabled municipality', async () => {
    const response = await login(demoEmail('bloqueado'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'MUNICIPALITY_DISABLED',
      message: 'Acceso denegado. Municipio bloqueado',
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a disabled user', async () => {
    await t.database.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.email, demoEmail('generador')));
    const response = await login(demoEmail('generador'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('USER_DISABLED');
  });

  it('answers bad input with VALIDATION_FAILED', async () => {
    const response = await login('not-an-email', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('failed sign-in rate limit (10 a minute)', () => {
  it('blocks an account after 10 failures, from any address, even with the right password', async () => {
    const email = demoEmail('supervisor-corrector');
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, `wrong-${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(email, DEMO_PASSWORD, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    // Another account is not affected.
    expect((await login(demoEmail('supervisor-duplicador'), DEMO_PASSWORD, '10.1.1.2')).statusCode).toBe(200);
  });

  it('blocks an address after 10 failures, whatever account it tries next', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 10; i += 1) {
      expect((await login(`probe-${i}@example.com`, 'guess', ip)).statusCode).toBe(401);
    }
    const blocked = await login(demoEmail('inspector-elevado'), DEMO_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect((await login(demoEmail('inspector-elevado'), DEMO_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('answers a flood of attempts quickly once blocked, without hashing', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 10; i += 1) await login(`flood-${i}@example.com`, 'x', ip);
    const flood = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(`flood-${i}@example.com`, 'x', ip)),
    );
    expect(flood.every((response) => response.statusCode === 429)).toBe(true);
    // The server still serves everyone else.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
