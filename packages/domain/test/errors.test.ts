import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS } from '../src/index.ts';

describe('the error code registry', () => {
  it('gives every code an HTTP error status and its catalogue key', () => {
    for (const code of ERROR_CODES) {
      const { status, key } = ERRORS[code];
      expect(Number.isInteger(status) && status >= 400 && status <= 599, code).toBe(true);
      expect(key).toBe(`errors.${code}`);
    }
    expect(ERROR_CODES).toEqual(Object.keys(ERRORS));
  });

  it('has no catch-all conflict: each 409 names its refusal', () => {
    expect(ERROR_CODES).not.toContain('CONFLICT');
    const conflicts = ERROR_CODES.filter((code) => ERRORS[code].status === 409);
    expect(conflicts).toEqual(
      expect.arrayContaining([
        'STATE_TRANSITION_NOT_ALLOWED',
        'ANSWER_CHANGED_CONCURRENTLY',
        'ANSWER_SIGNED',
        'NO_CHANGES',
        'ANSWER_UNDELETABLE',
        'FORM_LOCKED',
        'FORM_HAS_ANSWERS',
        'DUPLICATE_VALUE',
      ]),
    );
  });
});
