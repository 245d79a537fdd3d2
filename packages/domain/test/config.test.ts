import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickLanguage, revocationInstant } from '../src/index.ts';

describe('revocation date', () => {
  it('is ignored when shorter than 19 characters', () => {
    expect(revocationInstant('')).toBeNull();
    expect(revocationInstant('2026-11-22 10:00')).toBeNull();
    fc.assert(fc.property(fc.string({ maxLength: 18 }), (s) => revocationInstant(s) === null));
  });
  it('reads a full date-time', () => {
    expect(revocationInstant('2026-11-22T10:00:00Z')?.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(revocationInstant('2026-11-22 10:00:00')).toBeInstanceOf(Date);
    expect(revocationInstant('not a date at all!!')).toBeNull();
  });
});

describe('language choice', () => {
  it('prefers the stored choice, then the browser language, then en', () => {
    expect(pickLanguage('gl', ['es-AR'])).toBe('gl');
    expect(pickLanguage(null, ['es-AR', 'en'])).toBe('es');
    expect(pickLanguage('xx', ['de-DE'])).toBe('en');
  });
});

describe('date display', () => {
  it('reads DD/MM/YYYY - HH:mm', async () => {
    const { formatDateTime } = await import('../src/index.ts');
    expect(formatDateTime(new Date(2026, 10, 2, 9, 5))).toBe('02/11/2026 - 09:05');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});
