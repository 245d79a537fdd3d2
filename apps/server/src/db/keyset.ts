import { z } from 'zod';
import { apiError } from '../http/errors.ts';

/**
 * A keyset position in a list paged by keyset (the answers, one's own answers, the recipients): the
 * order column ('c' creation, 'u' last update), the row's timestamp to the microsecond (as
 * PostgreSQL keeps it) and its id. Opaque to the browser.
 */
export type ListPosition = { sort: 'c' | 'u'; at: string; id: string };

const positionSchema = z.object({
  sort: z.enum(['c', 'u']),
  at: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  id: z.uuid(),
});

export const encodeCursor = (position: ListPosition): string =>
  Buffer.from(JSON.stringify([position.sort, position.at, position.id])).toString('base64url');

const invalidCursor = () => apiError('VALIDATION_FAILED', [{ path: '/cursor', message: 'Invalid cursor' }]);

/** The position a cursor holds; 400 when it was not made by encodeCursor or is for the other order. */
export function decodeCursor(cursor: string, sort: ListPosition['sort']): ListPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const [sortKey, at, id] = Array.isArray(parsed) ? (parsed as unknown[]) : [];
  const position = positionSchema.safeParse({ sort: sortKey, at, id });
  if (!position.success || position.data.sort !== sort) throw invalidCursor();
  return position.data;
}
