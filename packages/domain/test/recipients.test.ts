import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RECIPIENT_SEARCH_ERRORS,
  ROLES,
  maySearchRecipients,
  normalizeRecipientNumber,
  recipientNumberProblem,
  recipientSearchQuerySchema,
} from '../src/index.ts';

const chars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet.split('')), { minLength: min, maxLength: max }).map((c) => c.join(''));
const DIGITS = '0123456789';
const ALPHANUMERIC = 'ABCXYZabcxyz0123456789';

describe('recipient search: DNI/ID', () => {
  it('takes 6 to 14 letters or digits, spaces around ignored', () => {
    fc.assert(
      fc.property(chars(ALPHANUMERIC, 6, 14), fc.constantFrom('', ' ', '  '), (number, pad) => {
        expect(recipientNumberProblem('natural', `${pad}${number}${pad}`)).toBeNull();
        expect(normalizeRecipientNumber('natural', `${pad}${number}${pad}`)).toBe(number);
      }),
    );
  });
  it('refuses 5 or fewer, 15 or more, and any other character', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          chars(ALPHANUMERIC, 0, 5),
          chars(ALPHANUMERIC, 15, 30),
          fc
            .tuple(chars(DIGITS, 3, 6), fc.constantFrom('.', '-', ' ', '/', 'ñ'), chars(DIGITS, 3, 6))
            .map(([a, b, c]) => a + b + c),
        ),
        (number) => recipientNumberProblem('natural', number) === RECIPIENT_SEARCH_ERRORS.natural,
      ),
    );
  });
  it('has its bounds where the spec puts them', () => {
    expect(recipientNumberProblem('natural', '12345')).toBe(RECIPIENT_SEARCH_ERRORS.natural);
    expect(recipientNumberProblem('natural', '123456')).toBeNull();
    expect(recipientNumberProblem('natural', '12345678901234')).toBeNull();
    expect(recipientNumberProblem('natural', '123456789012345')).toBe(RECIPIENT_SEARCH_ERRORS.natural);
  });
});

describe('recipient search: CUIT/RUC', () => {
  it('takes 11 to 14 digits, with or without dashes, and searches them without', () => {
    fc.assert(
      fc.property(chars(DIGITS, 11, 14), (number) => {
        expect(recipientNumberProblem('legal', number)).toBeNull();
        const dashed = `${number.slice(0, 2)}-${number.slice(2, -1)}-${number.slice(-1)}`;
        expect(recipientNumberProblem('legal', dashed)).toBeNull();
        expect(normalizeRecipientNumber('legal', ` ${dashed} `)).toBe(number);
      }),
    );
  });
  it('refuses 10 or fewer digits, 15 or more, and letters', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          chars(DIGITS, 0, 10),
          chars(DIGITS, 15, 30),
          fc
            .tuple(chars(DIGITS, 6, 7), fc.constantFrom('A', 'x', '.', '/'), chars(DIGITS, 5, 6))
            .map((p) => p.join('')),
        ),
        (number) => recipientNumberProblem('legal', number) === RECIPIENT_SEARCH_ERRORS.legal,
      ),
    );
  });
});

describe('recipient search query', () => {
  it('normalises the number and defaults the direction', () => {
    expect(recipientSearchQuerySchema.parse({ kind: 'legal', number: '30-71234567-8' })).toEqual({
      kind: 'legal',
      number: '30712345678',
      direction: 'next',
    });
  });
  it('refuses an invalid number with the type’s key, on the number', () => {
    const result = recipientSearchQuerySchema.safeParse({ kind: 'natural', number: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['number'], RECIPIENT_SEARCH_ERRORS.natural],
    ]);
  });
  it('refuses an unknown document type', () => {
    expect(recipientSearchQuerySchema.safeParse({ kind: 'passport', number: '30123456' }).success).toBe(
      false,
    );
  });
});

describe('who may search', () => {
  it('the roles that land on /home', () => {
    expect(ROLES.filter(maySearchRecipients)).toEqual([
      'ROLE_ADMIN',
      'ROLE_SUPERVISOR_ELEVADO',
      'ROLE_SUPERVISOR',
      'ROLE_CENSISTA_PRIVADO',
    ]);
    expect(maySearchRecipients(null)).toBe(false);
  });
});
