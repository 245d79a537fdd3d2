import { z } from 'zod';
import { apiError } from '../../http/errors.ts';

/** A keyset position in the trail (newest first): the row's time to the microsecond and its id. Opaque to the browser. */
export type AuditPosition = { at: string; id: string };

const positionSchema = z.tuple([
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
  z.string().regex(/^\d{1,19}$/),
]);

export const encodeAuditCursor = (position: AuditPosition): string =>
  Buffer.from(JSON.stringify([position.at, position.id])).toString('base64url');

/** The position a cursor holds; 400 when it was not made by encodeAuditCursor. */
export function decodeAuditCursor(cursor: string): AuditPosition {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  const position = positionSchema.safeParse(parsed);
  if (!position.success)
    throw apiError('VALIDATION_FAILED', [{ path: '/cursor', message: 'Invalid cursor' }]);
  return { at: position.data[0], id: position.data[1] };
}
