import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { loginProblems, loginRequestSchema } from '../src/auth/index.ts';
import { EMAIL_PATTERN } from '../src/email.ts';

const refusedFields = (values: { email: string; password: string }) => {
  const result = loginRequestSchema.safeParse(values);
  const fields = new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
  return { email: fields.has('email'), password: fields.has('password') };
};

/** The sign-in page checks without zod; it must refuse exactly what the server's schema refuses. */
describe('loginProblems', () => {
  it('uses zod’s own e-mail pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
  });

  it.each([
    { email: 'ana@cabildo.example', password: 'x' },
    { email: '  Ana@Cabildo.Example ', password: 'secret' },
    { email: 'ana@', password: 'secret' },
    { email: 'ana', password: '' },
    { email: `${'a'.repeat(250)}@b.es`, password: 'p' },
    { email: 'ana@b.es', password: 'p'.repeat(201) },
  ])('agrees with the schema on %j', (values) => {
    expect(loginProblems(values)).toEqual(refusedFields(values));
  });

  it('agrees with the schema on any input', () => {
    const emailish = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.emailAddress().map((e) => ` ${e.toUpperCase()} `),
    );
    fc.assert(
      fc.property(emailish, fc.string({ maxLength: 210 }), (email, password) => {
        expect(loginProblems({ email, password })).toEqual(refusedFields({ email, password }));
      }),
    );
  });
});
