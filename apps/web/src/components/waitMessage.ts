import type { TFunction } from 'i18next';
import { ApiError, errorKey } from '../api/client.ts';

/** The seconds a refusal asks to wait: a 429 with `Retry-After`; null for any other. */
export function waitSecondsOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return error.retryAfterSeconds;
}

/**
 * 'Demasiadas solicitudes en poco tiempo. Espere 45 segundos e intente nuevamente.': seconds under
 * a minute, else whole minutes rounded up.
 */
export function waitText(t: TFunction, seconds: number): string {
  const wait =
    seconds < 60
      ? t('errors.waitSeconds', { count: Math.max(1, seconds) })
      : t('errors.waitMinutes', { count: Math.ceil(seconds / 60) });
  return t('errors.waitToRetry', { wait });
}

/** The wait a refusal asks for, as `waitText`; null when it asks for none. */
export function waitMessage(t: TFunction, error: unknown): string | null {
  const seconds = waitSecondsOf(error);
  return seconds === null ? null : waitText(t, seconds);
}

/** What a failed request tells the person: how long to wait, else the text of its code. */
export const errorMessage = (t: TFunction, error: unknown): string =>
  waitMessage(t, error) ?? t(errorKey(error));
