import { ApiError, errorKey, type ErrorKey } from '../../../api/client.ts';

/**
 * What stays in view after a refused save: the answer was changed meanwhile (the screen's own
 * text, which says how to go on), or the catalogue text of the error's code.
 */
export function refusalText<Changed extends string>(error: unknown, changed: Changed): Changed | ErrorKey {
  return error instanceof ApiError && error.code === 'ANSWER_CHANGED_CONCURRENTLY'
    ? changed
    : errorKey(error);
}
