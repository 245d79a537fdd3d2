import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { DEMO_PASSWORD, demoEmail, startTestApp, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // The server-wide budget of failed sign-ins has its own test (auth-flood); here it stays out of the way.
  t = await startTestApp({ LOGIN_MAX_GLOBAL_FAILURES_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

let ipCounter = 0;
/** Each case signs in from its own address, so the per-IP limit of one case does not leak into another. */
const login = (email: string, password: string, remoteAddress = `10.0.0.${++ipCounter}`, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const deviceCookieOf = (response: Awaited<ReturnType<typeof login>>) =>
  response.cookies.find((c) => c.name === 'cabildo_device');

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
      message: 'There is no Cabildo user for this account.',
    });
  });

  it('blocks a user of a disabled municipality', async () => {
    const response = await login(demoEmail('bloqueado'), DEMO_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'MUNICIPALITY_DISABLED',
      message: 'The municipality is disabled.',
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

describe('parallel guesses', () => {
  it('counts each attempt before checking its password: a burst gets 10 checks, then the right password is refused', async () => {
    const email = demoEmail('inspector-actas');
    // From 20 addresses, so only the account's limit applies. (The counts live in the database: on
    // PostgreSQL the burst's requests reach it in any order, so the right password comes after it.)
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `wrong-${i}`, `10.4.0.${i}`)),
    );
    const codes = burst.map((response) => response.statusCode);
    // Every 401 is a password that was checked: exactly the limit, the rest refused unchecked.
    expect(codes.filter((code) => code === 401)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(10);
    const right = await login(email, DEMO_PASSWORD, '10.4.1.1');
    expect(right.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });
});

describe('device cookies: a browser that signed in before is not locked out by strangers', () => {
  const lockOut = async (email: string, prefix: string) => {
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, `wrong-${i}`, `${prefix}.${i}`)).statusCode).toBe(401);
    }
  };

  it('signs in with its device cookie while the account is locked for everyone else', async () => {
    const email = demoEmail('supervisor-elevado');
    const first = await login(email, DEMO_PASSWORD, '10.5.0.1');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first)!;
    expect(device).toMatchObject({ httpOnly: true, path: '/api/auth/login', sameSite: 'Strict' });

    await lockOut(email, '10.5.1');
    const stranger = await login(email, DEMO_PASSWORD, '10.5.0.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.code).toBe('TOO_MANY_ATTEMPTS');

    const known = await login(email, DEMO_PASSWORD, '10.5.0.1', `cabildo_device=${device.value}`);
    expect(known.statusCode).toBe(200);
    // The browser gets a fresh cookie at each sign-in.
    expect(deviceCookieOf(known)!.value).not.toBe(device.value);
  });

  it('does not accept a tampered cookie nor the cookie of another account', async () => {
    const email = demoEmail('generador-respuestas');
    const own = deviceCookieOf(await login(email, DEMO_PASSWORD, '10.6.0.1'))!.value;
    const other = deviceCookieOf(await login(demoEmail('admin'), DEMO_PASSWORD, '10.6.0.2'))!.value;
    await lockOut(email, '10.6.1');
    const last = own.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${own.slice(0, -2)}${last}${own.at(-1)}`;
    for (const value of [tampered, other]) {
      const response = await login(email, DEMO_PASSWORD, '10.6.0.1', `cabildo_device=${value}`);
      expect(response.statusCode).toBe(429);
    }
    expect((await login(email, DEMO_PASSWORD, '10.6.0.1', `cabildo_device=${own}`)).statusCode).toBe(200);
  });

  it('keeps the cookies of the other accounts that signed in on the same browser', async () => {
    const first = demoEmail('generador-corrector-respuestas');
    const second = demoEmail('supervisor-corrector-duplicador');
    const jar = deviceCookieOf(await login(first, DEMO_PASSWORD, '10.8.0.1'))!.value;
    const both = deviceCookieOf(
      await login(second, DEMO_PASSWORD, '10.8.0.1', `cabildo_device=${jar}`),
    )!.value;
    await lockOut(first, '10.8.1');
    expect((await login(first, DEMO_PASSWORD, '10.8.0.1', `cabildo_device=${both}`)).statusCode).toBe(200);
  });

  it('locks out a device cookie that fails too often', async () => {
    const email = demoEmail('censista-privado');
    const device = deviceCookieOf(await login(email, DEMO_PASSWORD, '10.7.0.1'))!;
    const cookie = `cabildo_device=${device.value}`;
    await lockOut(email, '10.7.1');
    // The cookie's own 10 attempts are checked (the account's lock does not apply to it)...
    for (let i = 0; i < 10; i += 1) {
      expect((await login(email, `wrong-${i}`, '10.7.0.1', cookie)).statusCode).toBe(401);
    }
    // ... and then it is locked out too: the browser is a stranger again, and the account is locked.
    const locked = await login(email, DEMO_PASSWORD, '10.7.0.1', cookie);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });
});
