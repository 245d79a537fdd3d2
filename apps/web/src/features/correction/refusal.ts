import { ApiError, errorKey, type ErrorKey } from '../../api/client.ts';

/** The reason of a refusal for a conflict (`details.reason`: 'changed', 'signed', 'no-changes'), if it was one. */
export function conflictReason(error: unknown): unknown {
  return error instanceof ApiError && error.code === 'CONFLICT'
    ? (error.details as { reason?: unknown } | undefined)?.reason
    : undefined;
}

/**
 * What stays in view after a refused save: the answer was changed meanwhile (`changed`, the screen's
 * own text), it was signed meanwhile, or the error's text.
 */
export function refusalText<Changed extends string>(
  error: unknown,
  changed: Changed,
): Changed | 'correction.signed' | ErrorKey {
  const reason = conflictReason(error);
  return reason === 'changed' ? changed : reason === 'signed' ? 'correction.signed' : errorKey(error);
}
