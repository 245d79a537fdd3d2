import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail, startTestApp, type TestApp } from '../../support/helpers.ts';

// A server-wide budget of 5 failed sign-ins a minute, so a flood from many addresses spends it quickly.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_GLOBAL_FAILURES_PER_MINUTE: '5' });
});
afterAll(async () => t.close());

const login = (email: string, password: string, remoteAddress: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });

describe('password hashing for strangers', () => {
  it('costs nothing for a made-up reset token, so such a flood cannot crowd out sign-ins', async () => {
    const clerk = demoEmail('supervisor-elevado');
    const first = await login(clerk, DEMO_PASSWORD, '10.31.0.1');
    const cookie = `cabildo_device=${first.cookies.find((c) => c.name === 'cabildo_device')!.value}`;
    const answers = await Promise.all([
      ...Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/password-reset/confirm',
          payload: { token: `made-up-token-${i}`.padEnd(43, 'x'), password: 'a-new-password' },
          remoteAddress: `10.31.1.${i}`,
        }),
      ),
      login(clerk, DEMO_PASSWORD, '10.31.0.1', cookie),
    ]);
    const signIn = answers.pop()!;
    const confirms = answers;
    expect(confirms.map((response) => response.statusCode)).toEqual(confirms.map(() => 400));
    expect(signIn.statusCode).toBe(200);
  });
});

describe('a flood of failed sign-ins from many addresses', () => {
  it('stops checking passwords once the server-wide budget is spent, but lets known browsers in', async () => {
    const clerk = demoEmail('inspector');
    const first = await login(clerk, DEMO_PASSWORD, '10.30.0.1');
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'cabildo_device')!;

    // Each address guesses once, at an account of its own: far under every per-address and per-account limit.
    const flood: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      flood.push((await login(`nobody-${i}@example.com`, 'guess', `10.30.1.${i}`)).statusCode);
    }
    expect(flood).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);

    // A guess at a real account is refused the same way (nothing tells real accounts from unknown ones)...
    expect((await login(demoEmail('supervisor'), 'guess', '10.30.2.1')).statusCode).toBe(429);
    // ... and so is a real sign-in from a new browser while the budget is spent;
    const stranger = await login(demoEmail('supervisor'), DEMO_PASSWORD, '10.30.2.2');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    // a browser that signed in before does not depend on that budget.
    const known = await login(clerk, DEMO_PASSWORD, '10.30.0.1', `cabildo_device=${device.value}`);
    expect(known.statusCode).toBe(200);
  });
});
