import { z } from 'zod';
import { textSchema } from '../text.ts';

/** Remote configuration keys (spec part 1 §4.1). */
export const REMOTE_CONFIG_KEYS = ['dev_new_login_method', 'web_session_revokation_datetime'] as const;
export type RemoteConfigKey = (typeof REMOTE_CONFIG_KEYS)[number];

export { REMOTE_CONFIG_REFETCH_MS } from './refetch.ts';
export const REVOCATION_DATE_MIN_LENGTH = 19;

export const remoteConfigSchema = z.object({
  dev_new_login_method: z.boolean(),
  web_session_revokation_datetime: textSchema.max(64),
});
export type RemoteConfig = z.infer<typeof remoteConfigSchema>;

export const remoteConfigUpdateSchema = remoteConfigSchema.partial();

export const REMOTE_CONFIG_DEFAULTS: RemoteConfig = {
  dev_new_login_method: false,
  web_session_revokation_datetime: '',
};

/**
 * The revocation instant, or null when the value is to be ignored:
 * shorter than 19 characters ('YYYY-MM-DD HH:mm:ss') or not a date.
 */
export function revocationInstant(value: string): Date | null {
  if (value.length < REVOCATION_DATE_MIN_LENGTH) return null;
  const date = new Date(value.includes('T') ? value : value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}
