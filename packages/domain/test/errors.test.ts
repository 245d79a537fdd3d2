import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, errorMessage, templatePlaceholders, type DetailsShape } from '../src/index.ts';

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

  it('gives every code an English message whose placeholders are fields of its details shape', () => {
    for (const code of ERROR_CODES) {
      const entry: { message: string; details?: DetailsShape<unknown> } = ERRORS[code];
      expect(entry.message.trim(), code).not.toBe('');
      // `{name}` is read from the details' field of that name: the shape must name it (typed as a key).
      for (const name of templatePlaceholders(entry.message))
        expect(entry.details?.fields ?? [], `${code} {${name}}`).toContain(name);
    }
  });

  it('fills a message from the details, lists joined by commas', () => {
    expect(errorMessage('NOT_FOUND', { resource: 'Form' })).toBe('Form not found.');
    expect(errorMessage('IMPORT_TOO_MANY_ROWS', { max: 5000 })).toBe('The file has more than 5000 rows.');
    expect(errorMessage('PAYMENT_SECTION_HAS_ORDERS', { sections: ['Platea', 'Pullman'] })).toBe(
      'Payment sections with orders cannot be removed or renamed: Platea, Pullman.',
    );
    expect(errorMessage('NO_CHANGES')).toBe('There are no changes.');
  });

  it('has its own code for each refusal that is not a request failing its schema', () => {
    for (const code of [
      'FILE_MISSING',
      'EMAIL_COPY_ATTACHMENT_UNKNOWN',
      'EMAIL_COPY_NOT_IN_PORTAL',
      'FORM_INVALID',
      'FORM_FIELD_INVALID',
      'FORM_STATES_INVALID',
      'FORM_OPTIONS_CONFLICT',
      'FORM_VIDEO_NOT_ALLOWED',
      'MUNICIPALITY_REQUIRED',
      'STATISTICS_RANGE_TOO_LONG',
      'REVISION_UPLOAD_NOT_REQUESTED',
    ] as const)
      expect(ERRORS[code].status, code).toBe(400);
  });
});
