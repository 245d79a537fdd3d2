import { ANSWER_ERRORS, type AnswerErrorKey } from '@cabildo/domain';
import { ApiError, errorKey, type ErrorKey } from '../../../api/client.ts';

/** How the answer screen shows a save that stopped without being saved; the draft stays in every case. */
export type RefusalView = {
  screen: 'form' | 'already-answered' | 'limit';
  /** Incomplete answers: the problems are pointed at in the form, with this warning. */
  warning: AnswerErrorKey | null;
  /** Any other refusal: its reason, kept in view until the next save. */
  reason: ErrorKey | null;
};

export function refusalView(error: unknown): RefusalView {
  const plain: RefusalView = { screen: 'form', warning: null, reason: null };
  if (!(error instanceof ApiError)) return { ...plain, reason: 'errors.generic' };
  // The session is gone: the app asks to sign in again, and the save waits on the device meanwhile.
  if (error.isSessionLoss) return plain;
  switch (error.code) {
    case 'ALREADY_ANSWERED':
      return { ...plain, screen: 'already-answered' };
    case 'RESPONSE_LIMIT_REACHED':
      return { ...plain, screen: 'limit' };
    case 'ANSWER_INCOMPLETE':
      return { ...plain, warning: ANSWER_ERRORS.missingRequired };
    case 'CITIZEN_REQUIRED':
      return { ...plain, warning: ANSWER_ERRORS.citizenRequired };
    default:
      return { ...plain, reason: errorKey(error) };
  }
}
