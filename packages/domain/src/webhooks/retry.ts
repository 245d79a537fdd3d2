/**
 * The retry schedule of a delivery that failed (no answer, a timeout, a status other than 2xx):
 * the wait doubles from one minute up to six hours; after the twelfth attempt the delivery is
 * given up ('failed', about 20 hours after the event). An administrator may send it again.
 */
export const WEBHOOK_MAX_ATTEMPTS = 12;
const FIRST_WAIT_SECONDS = 60;
const LONGEST_WAIT_SECONDS = 6 * 3600;

/**
 * Seconds to wait after `attempts` failed attempts before the next one, or null when the delivery
 * is to be given up.
 */
export function webhookRetryDelaySeconds(attempts: number): number | null {
  if (!Number.isInteger(attempts) || attempts < 1) throw new RangeError('attempts counts from 1');
  if (attempts >= WEBHOOK_MAX_ATTEMPTS) return null;
  return Math.min(FIRST_WAIT_SECONDS * 2 ** (attempts - 1), LONGEST_WAIT_SECONDS);
}
