import { readdir } from 'node:fs/promises';
import { TEXT_ERRORS } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAreas, users } from '../../../src/db/schema/index.ts';
import { hashPassword } from '../../../src/modules/auth/secrets.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import {
  as,
  DEMO_PASSWORD,
  demoEmail,
  signIn,
  startTestApp,
  type Session,
  type TestApp,
} from '../../support/helpers.ts';

/**
 * Issue 28, finding 4: e-mails are matched and kept by one rule (packages/domain/src/email.ts):
 * ASCII addresses, case folded in ASCII only. JavaScript's toLowerCase turns the Kelvin sign
 * (U+212A) into "k", so `\u212Aate@…` used to be taken for `kate@…`.
 */
const KATE = 'kate@demo.cabildo.test';
const KELVIN_KATE = '\u212Aate@demo.cabildo.test';

let t: TestApp;
let admin: Session;
let ip = 0;
const nextIp = () => `10.28.4.${++ip}`;
beforeAll(async () => {
  t = await startTestApp({ LOGIN_MAX_GLOBAL_FAILURES_PER_MINUTE: '1000' });
  admin = await signIn(t.app, demoEmail('admin'));
  const [kate] = await t.database.db
    .insert(users)
    .values({
      email: KATE,
      username: 'kate',
      roles: ['ROLE_INSPECTOR'],
      municipalityId: DEMO_IDS.cordoba,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await t.database.db.insert(userAreas).values({ userId: kate!.id, areaId: DEMO_IDS.obrasPrivadas });
});
afterAll(async () => t.close());

const login = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: DEMO_PASSWORD },
    remoteAddress: nextIp(),
  });
const resetRequest = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    remoteAddress: nextIp(),
  });

describe('one e-mail rule', () => {
  it('signs in with the e-mail in upper-case ASCII, but never with a Kelvin sign for its "k"', async () => {
    expect((await login('KATE@Demo.Cabildo.TEST')).statusCode).toBe(200);
    const kelvin = await login(KELVIN_KATE);
    expect(kelvin.statusCode).toBe(400);
    expect(kelvin.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [expect.objectContaining({ path: '/email' })],
    });
    expect(kelvin.cookies).toHaveLength(0);
  });

  it('answers an e-mail with a NUL character 400, not 500', async () => {
    for (const email of [`kate\u0000@demo.cabildo.test`, `${KATE}\u0000`]) {
      const response = await login(email);
      expect(response.statusCode).toBe(400);
      const { code, details } = response.json().error;
      expect(code).toBe('VALIDATION_FAILED');
      // textSchema's catalogue key (as `key`, or as `message` where details carry no key).
      expect(details).toContainEqual(expect.objectContaining({ path: '/email' }));
      expect(
        details.map((detail: { key?: string; message: string }) => detail.key ?? detail.message),
      ).toContain(TEXT_ERRORS.invalidCharacters);
      expect((await resetRequest(email)).statusCode).toBe(400);
    }
  });

  it('takes no reset request for a Kelvin-sign address (no link goes to kate)', async () => {
    const mails = async () => (await readdir(t.mailDir).catch(() => [] as string[])).length;
    const before = await mails();
    expect((await resetRequest(KELVIN_KATE)).statusCode).toBe(400);
    expect((await resetRequest('KATE@DEMO.CABILDO.TEST')).statusCode).toBe(202);
    await expect.poll(mails, { timeout: 5000 }).toBe(before + 1);
  });

  it('creates users under the folded e-mail and refuses a Kelvin sign rather than calling it taken', async () => {
    const body = {
      username: 'kate2',
      roles: ['ROLE_INSPECTOR'],
      municipalityId: DEMO_IDS.cordoba,
      areaIds: [DEMO_IDS.obrasPrivadas],
    };
    const kelvin = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(admin),
      payload: { ...body, email: KELVIN_KATE },
    });
    expect(kelvin.statusCode).toBe(400);
    const upper = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: as(admin),
      payload: { ...body, email: ' KATE@DEMO.cabildo.test ' },
    });
    expect(upper.statusCode).toBe(409);
    expect(upper.json().error.code).toBe('EMAIL_EXISTS');
    expect(await t.database.db.select().from(users).where(eq(users.username, 'kate2'))).toHaveLength(0);
  });
});
