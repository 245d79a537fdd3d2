import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.ts';
import { DECOY_HASH, hashesRun, hashPassword, needsRehash } from '../../../src/modules/auth/secrets.ts';
import { DEMO_PASSWORD, demoEmail, startTestApp, type TestApp } from '../../support/helpers.ts';

/**
 * Issue 28, finding 6: a failed sign-in costs the same whether the account exists or not — one
 * argon2id verification with the same parameters, in the same lane — so its time does not tell.
 * Counted through the hashing lanes, not timed (bench/auth.bench.ts times it).
 */
let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_GLOBAL_FAILURES_PER_MINUTE: '1000' });
});
afterAll(async () => t.close());

const login = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: `10.28.6.${++ip}`,
  });
const setUser = (slug: string, values: Partial<typeof users.$inferInsert>) =>
  t.database.db
    .update(users)
    .set(values)
    .where(eq(users.email, demoEmail(slug)));

describe('a failed sign-in, known account or not', () => {
  it("checks exactly one password hash, in the strangers' lane", async () => {
    // Accounts of every kind: none, a wrong password, single sign-on (no hash), an unreadable hash,
    // disabled, without areas, of a disabled municipality, without a product role.
    await setUser('supervisor-corrector', { passwordHash: null, providerId: 'oidc' });
    await setUser('supervisor-duplicador', { passwordHash: 'not-a-hash' });
    await setUser('generador', { disabled: true });
    for (const email of [
      'nobody@demo.cabildo.test',
      demoEmail('supervisor'),
      demoEmail('supervisor-corrector'),
      demoEmail('supervisor-duplicador'),
      demoEmail('generador'),
      demoEmail('sin-areas'),
      demoEmail('bloqueado'),
      demoEmail('sin-usuario'),
    ]) {
      const before = hashesRun();
      const response = await login(email, 'not-the-password');
      expect(response.statusCode, email).toBe(401);
      expect(response.json().error.code).toBe('INVALID_CREDENTIALS');
      expect(hashesRun(), email).toEqual({ trusted: before.trusted, untrusted: before.untrusted + 1 });
    }
  });

  it('checks the decoy as a real argon2id hash with the parameters of every new hash', async () => {
    expect(needsRehash(await hashPassword('any password'))).toBe(false);
    expect(needsRehash(DECOY_HASH)).toBe(false);
    // Read and computed (a hash argon2 could not read would be refused at once, costing nothing).
    await expect(verify(DECOY_HASH, 'any password')).resolves.toBe(false);
  });

  it('makes a stored hash of other parameters again at the next sign-in', async () => {
    const lighter = await hash(DEMO_PASSWORD, {
      algorithm: 2,
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    await setUser('inspector-actas', { passwordHash: lighter });
    expect((await login(demoEmail('inspector-actas'), DEMO_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.email, demoEmail('inspector-actas')));
    expect(row!.passwordHash).not.toBe(lighter);
    expect(needsRehash(row!.passwordHash!)).toBe(false);
    expect((await login(demoEmail('inspector-actas'), DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a reset request alike for an account or none, hashing nothing', async () => {
    for (const email of [demoEmail('supervisor'), 'nobody@demo.cabildo.test']) {
      const before = hashesRun();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
        remoteAddress: `10.28.7.${++ip}`,
      });
      expect(response.statusCode).toBe(202);
      expect(response.body).toBe('null');
      expect(hashesRun()).toEqual(before);
    }
  });
});
