import { isStorableText, TEXT_ERRORS } from '@cabildo/domain';
import type { FastifyInstance } from 'fastify';
import { apiError } from './errors.ts';

/** Deeper than any request the API takes; past it the walk stops instead of recursing on. */
const MAX_DEPTH = 64;

/**
 * The JSON pointer (inside its part: params, query or body) of the first string, or object key,
 * PostgreSQL could not keep; null when there is none.
 */
export function firstUnstorableText(value: unknown, pointer = '', depth = 0): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : pointer;
  if (typeof value !== 'object' || value === null || depth > MAX_DEPTH) return null;
  // Parsed texts only: a raw body (a buffer, a stream) is no text of the request's.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!isStorableText(key)) return at;
    const found = firstUnstorableText(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * One check in the request pipeline (before any route's schema): a NUL character or a lone UTF-16
 * surrogate in any string of the path parameters, the query or the parsed body (JSON at any depth,
 * form fields) is 400 VALIDATION_FAILED with textSchema's message, for every route, so no such text
 * reaches a query (PostgreSQL refuses it: 22P05, 22021) even where a schema forgot `textSchema`.
 * Multipart uploads take no text fields (`fields: 0`); their file names are checked where they are read.
 */
export function registerStorableInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found =
      firstUnstorableText(request.params) ??
      firstUnstorableText(request.query) ??
      firstUnstorableText(request.body);
    if (found === null) return;
    throw apiError('VALIDATION_FAILED', [{ path: found, message: TEXT_ERRORS.invalidCharacters }]);
  });
}
