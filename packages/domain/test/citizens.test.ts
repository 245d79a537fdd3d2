import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CITIZEN_ERRORS,
  citizenDataSchema,
  citizenDisplayName,
  citizenLookupQuerySchema,
  createCitizenRequestSchema,
  legalCitizenSchema,
  lookupNumberProblem,
  naturalCitizenSchema,
} from '../src/index.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.message))];

const alphanumeric = fc.constantFrom(...'ABCXYZabcxyz0123456789'.split(''));
const digits = (length: number) =>
  fc
    .array(fc.constantFrom(...'0123456789'.split('')), { minLength: length, maxLength: length })
    .map((d) => d.join(''));
const documentOf = (min: number, max: number) =>
  fc.array(alphanumeric, { minLength: min, maxLength: max }).map((chars) => chars.join(''));
const cuitPrefix = fc.constantFrom('20', '23', '27', '30', '33');
const nameChars = fc.constantFrom(..."abcXYZ áéíóúñÑüÜ0189.-'".split(''));
const validName = fc
  .array(nameChars, { minLength: 1, maxLength: 255 })
  .map((chars) => chars.join(''))
  .filter((name) => name.trim() !== '');

const word = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'abcxyz0189'.split('')), { minLength: min, maxLength: max })
    .map((c) => c.join(''));
/** Everyday addresses (fast-check's own generator also makes RFC oddities no registry takes). */
const email = fc
  .tuple(word(1, 20), fc.option(word(1, 10)), word(1, 20), fc.constantFrom('com', 'ar', 'gob.ar', 'org'))
  .map(([user, tag, host, tld]) => `${user}${tag ? `.${tag}` : ''}@${host}.${tld}`);

describe('natural person lookup', () => {
  it('accepts 6 to 14 letters and digits', () => {
    fc.assert(fc.property(documentOf(6, 14), (number) => lookupNumberProblem('natural', number) === null));
  });
  it('refuses shorter, longer or other characters with "Ingrese un DNI válido"', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          documentOf(0, 5),
          documentOf(15, 30),
          fc
            .tuple(documentOf(3, 6), fc.constantFrom(' ', '.', '-', '/', '*', 'ñ'), documentOf(3, 6))
            .map(([a, b, c]) => a + b + c),
        ),
        (number) => lookupNumberProblem('natural', number) === CITIZEN_ERRORS.dniLookupInvalid,
      ),
    );
  });
  it('in Portuguese allows 6 to 11 only', () => {
    expect(lookupNumberProblem('natural', '123456789012', 'pt')).toBe(CITIZEN_ERRORS.dniLookupInvalid);
    expect(lookupNumberProblem('natural', '12345678901', 'pt')).toBeNull();
    expect(lookupNumberProblem('natural', '12345', 'pt')).toBe(CITIZEN_ERRORS.dniLookupInvalid);
    expect(lookupNumberProblem('natural', '123456789012', 'es')).toBeNull();
  });
});

describe('legal entity lookup', () => {
  it('accepts a known prefix with 9 digits, or dashed 8 and 1', () => {
    fc.assert(
      fc.property(cuitPrefix, digits(9), (prefix, rest) => {
        const dashed = `${prefix}-${rest.slice(0, 8)}-${rest.slice(8)}`;
        return (
          lookupNumberProblem('legal', prefix + rest) === null &&
          lookupNumberProblem('legal', dashed) === null
        );
      }),
    );
  });
  it('refuses other prefixes, lengths and shapes with "Ingrese un CUIT válido"', () => {
    const badPrefix = digits(2).filter((p) => !['20', '23', '27', '30', '33'].includes(p));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(badPrefix, digits(9)).map(([p, r]) => p + r),
          fc
            .tuple(
              cuitPrefix,
              fc
                .integer({ min: 0, max: 12 })
                .filter((n) => n !== 9)
                .chain(digits),
            )
            .map(([p, r]) => p + r),
          fc.tuple(cuitPrefix, digits(9)).map(([p, r]) => `${p}-${r.slice(0, 7)}-${r.slice(7)}`),
        ),
        (number) => lookupNumberProblem('legal', number) === CITIZEN_ERRORS.cuitInvalid,
      ),
    );
  });
  it('the API query drops the dashes, so both spellings find the same entity', () => {
    const formId = '00000000-0000-4000-8000-000000009003';
    const query = citizenLookupQuerySchema.parse({ formId, kind: 'legal', number: '30-71234567-8' });
    expect(query.number).toBe('30712345678');
    expect(messages(citizenLookupQuerySchema.safeParse({ formId, kind: 'natural', number: '12' }))).toEqual([
      CITIZEN_ERRORS.dniLookupInvalid,
    ]);
  });
});

const person = {
  firstName: 'María José',
  lastName: "D'Alessandro-Pérez",
  dni: '30123456',
  email: '',
  phone: '',
  street: '',
};

describe('create natural person', () => {
  it('keeps the values, blanks become null', () => {
    expect(naturalCitizenSchema.parse(person)).toEqual({ ...person, email: null, phone: null, street: null });
    const full = { ...person, email: 'ana@example.com', phone: '+5493511234567', street: 'Av. Colón 1234' };
    expect(naturalCitizenSchema.parse(full)).toEqual(full);
  });
  it('accepts every valid value', () => {
    fc.assert(
      fc.property(
        validName,
        validName,
        documentOf(1, 12),
        fc.option(email),
        fc.option(fc.tuple(fc.boolean(), fc.integer({ min: 1, max: 15 }).chain(digits))),
        fc.option(validName),
        (firstName, lastName, dni, email, phone, street) =>
          naturalCitizenSchema.safeParse({
            firstName,
            lastName,
            dni,
            email: email ?? '',
            phone: phone ? `${phone[0] ? '+' : ''}${phone[1]}` : '',
            street: street ?? '',
          }).success,
      ),
    );
  });
  it('refuses each invalid kind with its own message', () => {
    const bad = fc.oneof(
      fc.constant(''),
      fc.constant('   '),
      fc.constant('a'.repeat(256)),
      fc.tuple(validName, fc.constantFrom('@', '#', '!', '?', '<', '_', '/')).map(([n, c]) => n + c),
    );
    fc.assert(
      fc.property(bad, (value) => {
        const first = messages(naturalCitizenSchema.safeParse({ ...person, firstName: value }));
        const last = messages(naturalCitizenSchema.safeParse({ ...person, lastName: value }));
        return (
          first.length === 1 &&
          first[0] === CITIZEN_ERRORS.firstNameInvalid &&
          last.length === 1 &&
          last[0] === CITIZEN_ERRORS.lastNameInvalid
        );
      }),
    );
    const cases: [Partial<typeof person>, string][] = [
      [{ street: 'Calle #5' }, CITIZEN_ERRORS.streetInvalid],
      [{ street: 'x'.repeat(256) }, CITIZEN_ERRORS.streetInvalid],
      [{ dni: '' }, CITIZEN_ERRORS.dniInvalid],
      [{ dni: '1234567890123' }, CITIZEN_ERRORS.dniInvalid],
      [{ dni: '30.123.456' }, CITIZEN_ERRORS.dniInvalid],
      [{ email: 'ana@' }, CITIZEN_ERRORS.emailInvalid],
      [{ email: 'not an e-mail' }, CITIZEN_ERRORS.emailInvalid],
      [{ phone: '+' }, CITIZEN_ERRORS.phoneInvalid],
      [{ phone: '1234567890123456' }, CITIZEN_ERRORS.phoneInvalid],
      [{ phone: '351-123456' }, CITIZEN_ERRORS.phoneInvalid],
      [{ phone: '++5491' }, CITIZEN_ERRORS.phoneInvalid],
    ];
    for (const [change, message] of cases) {
      expect(
        messages(naturalCitizenSchema.safeParse({ ...person, ...change })),
        JSON.stringify(change),
      ).toEqual([message]);
    }
  });
  it('refuses any phone with a non-digit after the optional plus', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 16 })
          .filter((s) => s.trim() !== '' && !/^\+?\d{1,15}$/.test(s.trim())),
        (phone) =>
          messages(naturalCitizenSchema.safeParse({ ...person, phone }))[0] === CITIZEN_ERRORS.phoneInvalid,
      ),
    );
  });
});

describe('create legal entity', () => {
  const entity = { name: 'Servicios Urbanos S.A.', cuit: '30-71234567-8', email: '', phone: '', street: '' };
  it('needs a name and a tax id', () => {
    expect(messages(legalCitizenSchema.safeParse({ ...entity, name: ' ' }))).toEqual([
      CITIZEN_ERRORS.requiredFields,
    ]);
    expect(messages(legalCitizenSchema.safeParse({ ...entity, cuit: '' }))).toEqual([
      CITIZEN_ERRORS.requiredFields,
    ]);
    expect(messages(legalCitizenSchema.safeParse({ email: '' }))).toEqual([CITIZEN_ERRORS.requiredFields]);
  });
  it('checks the e-mail only when given, and stores the tax id without dashes', () => {
    expect(messages(legalCitizenSchema.safeParse({ ...entity, email: 'x@' }))).toEqual([
      CITIZEN_ERRORS.emailInvalid,
    ]);
    expect(legalCitizenSchema.parse(entity)).toEqual({
      name: 'Servicios Urbanos S.A.',
      cuit: '30712345678',
      email: null,
      phone: null,
      street: null,
    });
    expect(messages(legalCitizenSchema.safeParse({ ...entity, cuit: '12-3' }))).toEqual([
      CITIZEN_ERRORS.cuitInvalid,
    ]);
  });
});

describe('create request', () => {
  const formId = '00000000-0000-4000-8000-000000009003';
  it('is told apart by kind', () => {
    expect(createCitizenRequestSchema.parse({ formId, kind: 'natural', ...person }).kind).toBe('natural');
    expect(createCitizenRequestSchema.safeParse({ formId, kind: 'legal', ...person }).success).toBe(false);
  });
});

describe('display name', () => {
  it('is the full name of a person and the business name of an entity', () => {
    const base = citizenDataSchema.parse({ id: 'c1', firstName: 'Ana', lastName: 'Gómez', dni: '30123456' });
    expect(citizenDisplayName(base)).toBe('Ana Gómez');
    expect(citizenDisplayName({ ...base, kind: 'legal', lastName: 'Dummy', firstName: 'Acme S.A.' })).toBe(
      'Acme S.A.',
    );
  });
});
