import { ERROR_CODES, ERRORS, templatePlaceholders } from '@cabildo/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiError, ApiError, registerErrorHandling } from '../../../src/http/errors.ts';

/**
 * Issue 30 item 3: a refusal is made from its registry entry — `apiError(code, details)` takes the
 * status and the English message (its {placeholders} from the details) from the entry, and the
 * details are typed by the code.
 */
describe('apiError', () => {
  it("takes every code's status and, without placeholders, its message from the registry", () => {
    for (const code of ERROR_CODES) {
      if (templatePlaceholders(ERRORS[code].message).length > 0) continue;
      // Codes whose details are required are made here without them only to read status and message.
      const refusal = (apiError as (code: string) => ApiError)(code);
      expect(refusal, code).toBeInstanceOf(ApiError);
      expect([refusal.code, refusal.status, refusal.message], code).toEqual([
        code,
        ERRORS[code].status,
        ERRORS[code].message,
      ]);
    }
  });

  it('fills the message from the details and keeps them', () => {
    const missing = apiError('NOT_FOUND', { resource: 'Form' });
    expect([missing.status, missing.message, missing.details]).toEqual([
      404,
      'Form not found.',
      { resource: 'Form' },
    ]);
    const kept = apiError('PAYMENT_SECTION_HAS_ORDERS', { sections: ['Platea', 'Pullman'] });
    expect([kept.status, kept.message]).toEqual([
      409,
      'Payment sections with orders cannot be removed or renamed: Platea, Pullman.',
    ]);
    expect(apiError('REVISION_UPLOAD_NOT_REQUESTED', { kind: 'images' }).message).toBe(
      'The request for changes flags no images.',
    );
  });

  it('carries a wait and a cause beside the details', () => {
    const cause = new Error('smtp down');
    const busy = apiError('EXPORT_BUSY', undefined, { retryAfterSeconds: 30, cause });
    expect([busy.status, busy.retryAfterSeconds, busy.cause]).toEqual([503, 30, cause]);
  });

  it('refuses, at type-check, details that are not the code’s', () => {
    // @ts-expect-error NOT_FOUND names its resource
    apiError('NOT_FOUND');
    // @ts-expect-error the resource is a string
    apiError('NOT_FOUND', { resource: 3 });
    // @ts-expect-error NO_CHANGES has no details
    apiError('NO_CHANGES', { reason: 'none' });
    // @ts-expect-error a kind the request for changes does not have
    apiError('REVISION_UPLOAD_NOT_REQUESTED', { kind: 'videos' });
    expect(apiError('NO_CHANGES').details).toBeUndefined();
  });

  it('is answered with the error shape, its status and its details', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/form', async () => {
      throw apiError('NOT_FOUND', { resource: 'Form' });
    });
    app.get('/range', async () => {
      throw apiError('STATISTICS_RANGE_TOO_LONG', [
        { path: '/to', message: 'statistics.errors.rangeTooLong' },
      ]);
    });
    const form = await app.inject({ method: 'GET', url: '/form' });
    expect(form.statusCode).toBe(404);
    expect(form.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'Form not found.', details: { resource: 'Form' } },
    });
    const range = await app.inject({ method: 'GET', url: '/range' });
    expect(range.statusCode).toBe(400);
    expect(range.json()).toEqual({
      error: {
        code: 'STATISTICS_RANGE_TOO_LONG',
        message: 'The range is longer than two years.',
        details: [
          {
            path: '/to',
            key: 'statistics.errors.rangeTooLong',
            message: 'The range cannot be longer than two years.',
          },
        ],
      },
    });
    await app.close();
  });
});
