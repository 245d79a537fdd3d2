import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, loginRequestSchema, passwordResetRequestSchema } from '../src/auth/schemas.ts';
import { acceptedEmail, emailKey } from '../src/email.ts';
import { adminCreateUserSchema } from '../src/users/schemas.ts';

/** Issue 28, finding 4: one e-mail rule — ASCII addresses, case folded in ASCII only. */
describe('the e-mail rule', () => {
  it('folds ASCII case and trims ASCII spaces', () => {
    expect(acceptedEmail('  Kate@Demo.Cabildo.TEST\t')).toBe('kate@demo.cabildo.test');
    expect(emailSchema.parse(' KATE@demo.cabildo.test ')).toBe('kate@demo.cabildo.test');
  });

  it.each([
    [
      'the Kelvin sign (U+212A), which full-Unicode lower-casing turns into "k"',
      '\u212Aate@demo.cabildo.test',
    ],
    ['a dotted capital I (U+0130)', '\u0130nspector@demo.cabildo.test'],
    ['a long s (U+017F), which upper-casing turns into "S"', '\u017Fupervisor@demo.cabildo.test'],
    ['a NUL character', 'kate\u0000@demo.cabildo.test'],
    ['a lone surrogate', 'kate\uD800@demo.cabildo.test'],
    ['a no-break space around it', '\u00A0kate@demo.cabildo.test'],
    ['a fullwidth letter', 'ｋate@demo.cabildo.test'],
  ])('refuses %s', (_what, email) => {
    expect(acceptedEmail(email)).toBeNull();
    expect(emailSchema.safeParse(email).success).toBe(false);
    expect(loginRequestSchema.safeParse({ email, password: 'x' }).success).toBe(false);
    expect(passwordResetRequestSchema.safeParse({ email }).success).toBe(false);
  });

  it('is what user creation keeps', () => {
    const values = {
      email: ' Kate@Demo.Cabildo.Test ',
      username: 'kate',
      roles: ['ROLE_INSPECTOR'],
      municipalityId: '00000000-0000-4000-8000-000000000101',
      areaIds: ['00000000-0000-4000-8000-000000001001'],
    };
    expect(adminCreateUserSchema.parse(values).email).toBe('kate@demo.cabildo.test');
    expect(adminCreateUserSchema.safeParse({ ...values, email: '\u212Aate@demo.cabildo.test' }).success).toBe(
      false,
    );
  });

  it('agrees with the schema on any input, and a key is its own key', () => {
    const emailish = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
    );
    fc.assert(
      fc.property(emailish, (email) => {
        const parsed = emailSchema.safeParse(email);
        expect(parsed.success ? parsed.data : null).toBe(acceptedEmail(email));
        const key = acceptedEmail(email);
        if (key !== null) expect(emailKey(key)).toBe(key);
      }),
    );
  });
});
