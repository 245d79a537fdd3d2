/**
 * Webhooks (issue 18 item 4, beyond the spec): other systems follow answers through signed HTTP
 * deliveries. Zod-free, so the web's first load can name the events without the schemas.
 */

/** The answer events a receiver may ask for. */
export const WEBHOOK_EVENTS = [
  'answer.created',
  'answer.state_changed',
  'answer.corrected',
  'answer.deleted',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery stands: waiting for (another) attempt, received with a 2xx, or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** Rows of the delivery log a page. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;

/** How much of a receiver's answer is kept (the log shows it; the rest is never read). */
export const WEBHOOK_RESPONSE_EXCERPT = 300;

/** The secret's form: `whsec_` and 32 random bytes in Base64url. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * Why an attempt got no HTTP answer (the log shows it translated): no answer in time, an address
 * the configuration refuses, a name that does not resolve, a refused or broken connection (TLS
 * included).
 */
export const WEBHOOK_FAILURES = [
  'timeout',
  'addressNotAllowed',
  'hostUnresolved',
  'connectionFailed',
] as const;
export type WebhookFailure = (typeof WEBHOOK_FAILURES)[number];
