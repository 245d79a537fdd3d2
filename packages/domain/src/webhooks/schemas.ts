import { z } from 'zod';
import { textSchema } from '../text.ts';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_FAILURES } from './events.ts';

/**
 * The webhooks API (apps/server/src/modules/webhooks/routes.ts): endpoints per municipality or
 * form, their deliveries. The server also requires https (http only to loopback when its
 * configuration allows it) and an address outside private networks (docs/decisions.md).
 */

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

export const webhookEventSchema = z.enum(WEBHOOK_EVENTS);

export const webhookUrlSchema = textSchema
  .trim()
  .min(1, { error: 'webhooks.errors.urlRequired' })
  .max(WEBHOOK_URL_MAX, { error: 'webhooks.errors.urlInvalid' })
  .pipe(z.url({ protocol: /^https?$/, error: 'webhooks.errors.urlInvalid' }))
  // A user name or password in the address would be sent (and shown in the log) with every delivery.
  .refine((url) => !/^https?:\/\/[^/?#]*@/i.test(url), { error: 'webhooks.errors.urlCredentials' });

const eventsSchema = z
  .array(webhookEventSchema)
  .min(1, { error: 'webhooks.errors.eventsRequired' })
  .max(WEBHOOK_EVENTS.length)
  .refine((events) => new Set(events).size === events.length, { error: 'webhooks.errors.eventsRequired' });

export const webhookEndpointInputSchema = z.object({
  municipalityId: z.uuid({ error: 'webhooks.errors.municipalityRequired' }),
  /** Null: every form of the municipality. */
  formId: z.uuid().nullable().default(null),
  url: webhookUrlSchema,
  events: eventsSchema,
  description: textSchema.trim().max(WEBHOOK_DESCRIPTION_MAX).default(''),
});
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;

/** A change of an endpoint: switch it on or off, or change its address, events or description. */
export const webhookEndpointPatchSchema = z
  .object({
    enabled: z.boolean(),
    url: webhookUrlSchema,
    events: eventsSchema,
    description: textSchema.trim().max(WEBHOOK_DESCRIPTION_MAX),
  })
  .partial();
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatchSchema>;

export const webhookDeliveryStatusSchema = z.enum(WEBHOOK_DELIVERY_STATUSES);

/** The last delivery of an endpoint, as its row shows it. */
const lastDeliverySchema = z.object({
  status: webhookDeliveryStatusSchema,
  statusCode: z.number().int().nullable(),
  at: z.string(),
});

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  municipality: z.object({ id: z.uuid(), name: z.string() }),
  form: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  url: z.string(),
  description: z.string(),
  events: z.array(webhookEventSchema),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** Deliveries waiting for an attempt, and given up. */
  pending: z.number().int(),
  failed: z.number().int(),
  lastDelivery: lastDeliverySchema.nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ rows: z.array(webhookEndpointSchema) });
export type WebhookEndpointList = z.infer<typeof webhookEndpointListSchema>;

/** Creation and rotation answer the secret, once: it is never shown again. */
export const webhookSecretSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

export const webhookEndpointListQuerySchema = z.object({
  /** Admin: one municipality's endpoints (all when empty). Others see their own municipality's. */
  municipalityId: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const webhookDeliveryListQuerySchema = z.object({
  endpointId: z.uuid(),
  status: webhookDeliveryStatusSchema.optional().or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});
export type WebhookDeliveryListQuery = z.input<typeof webhookDeliveryListQuerySchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  event: webhookEventSchema,
  answerId: z.uuid(),
  answerCode: z.string(),
  status: webhookDeliveryStatusSchema,
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  /** The receiver's last HTTP status (null: no answer — see lastError). */
  lastStatusCode: z.number().int().nullable(),
  /** Why the last attempt got no answer: timeout, refused address, connection error. */
  lastError: z.enum(WEBHOOK_FAILURES).nullable(),
  /** The first characters of the receiver's last answer. */
  lastResponse: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({
  rows: z.array(webhookDeliverySchema),
  total: z.number().int(),
});
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
