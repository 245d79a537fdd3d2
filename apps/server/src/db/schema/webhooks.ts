/** Webhook endpoints and their deliveries (modules/webhooks). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, at } from './columns.ts';
import { forms } from './forms.ts';
import { municipalities } from './geography.ts';

/**
 * A receiver of answer events (issue 18 item 4, beyond the spec): an HTTPS address of another
 * system, for the answers of one municipality or of one of its forms, and the events it wants. Its
 * secret signs every delivery (HMAC-SHA256), stored encrypted like the merchant secrets.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    /** Null: every form of the municipality. */
    formId: uuid('form_id').references(() => forms.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_municipality_idx').on(t.municipalityId),
    index('webhook_endpoints_form_idx').on(t.formId),
  ],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction of the answer's write
 * (modules/answers/repository.ts), sent by the delivery worker (modules/webhooks/worker.ts) and
 * kept as the delivery log. The body is `payload` with the delivery's id and event, as JSON text.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** No reference: the log outlives a deleted answer. */
    answerId: uuid('answer_id').notNull(),
    answerCode: text('answer_code').notNull(),
    payload: jsonb('payload').notNull(),
    /** 'pending', 'delivered' or 'failed' (the attempts ran out). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending delivery is due (a claimed one: when its claim lapses); null once settled. */
    nextAttemptAt: at('next_attempt_at').defaultNow(),
    lastAttemptAt: at('last_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** The first characters of the receiver's last answer, never more. */
    lastResponse: text('last_response'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);
