/** Payment orders, their numbering, stock and merchants (modules/payments). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, at } from './columns.ts';
import { answers } from './answers.ts';
import { forms } from './forms.ts';
import { municipalities } from './geography.ts';

/**
 * Ticket orders (spec part 2 §3 "Payment order record", payOrder; issue 17): one row per validated
 * order, numbered per municipality (12 digits, from payment_order_counters in the same
 * transaction), holding its section's stock (payment_stock) while pending or paid. `answer_id` is
 * set when the answer is saved with the order; the gateway's notification moves it to paid or
 * denied; a person's edit before paying cancels it. The access token that lets its creator cancel,
 * link and pay it is kept hashed.
 */
export const payOrders = pgTable(
  'pay_orders',
  {
    id: id(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    answerId: uuid('answer_id').references(() => answers.id),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull().default('pending_validation'),
    sectionName: text('section_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    fullName: text('full_name').notNull(),
    idNumber: text('id_number').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    merchantCode: text('merchant_code').notNull(),
    terminal: text('terminal').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Ds_AuthorisationCode of the approving notification: the payment reference. */
    authorisationCode: text('authorisation_code'),
    /** The gateway's operation id (the approving notification's signature), printed on the receipt. */
    operationId: text('operation_id'),
    /** Ds_Response of the last notification that changed the order. */
    gatewayResponse: text('gateway_response'),
    /** Verified notifications received (repeats included). */
    notifications: integer('notifications').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    payRequestedAt: at('pay_requested_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('pay_orders_municipality_number_uq').on(t.municipalityId, t.orderNumber),
    uniqueIndex('pay_orders_answer_uq').on(t.answerId),
    index('pay_orders_form_status_idx').on(t.formId, t.status, t.createdAt),
    check(
      'pay_orders_status_known',
      sql`${t.status} IN ('pending_validation', 'paid', 'denied', 'cancelled')`,
    ),
    check('pay_orders_number_12_digits', sql`${t.orderNumber} ~ '^[0-9]{12}$'`),
    check(
      'pay_orders_amount',
      sql`${t.quantity} > 0 AND ${t.amountCents} = ${t.unitPriceCents} * ${t.quantity}`,
    ),
  ],
);

/**
 * The municipality's pay order counter (the spec's municipality payOrderId): bumped by one row
 * update in the order's transaction, so numbers are gap-free and never repeat (a failed order
 * rolls its number back); not a sequence, which would leave gaps.
 */
export const paymentOrderCounters = pgTable('payment_order_counters', {
  municipalityId: uuid('municipality_id')
    .primaryKey()
    .references(() => municipalities.id),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * What orders hold of a form's payment section (pending and paid ones). The section's stock is the
 * editor's number on the form (payment.sections[].stockLeft); what is left is that less `held`, and
 * an order takes its quantity with one conditional update of this row, so no two orders can take
 * the same tickets and the editor's saves never overwrite a sale.
 */
export const paymentStock = pgTable(
  'payment_stock',
  {
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id),
    sectionName: text('section_name').notNull(),
    held: integer('held').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.formId, t.sectionName] })],
);

/**
 * A municipality's card merchant (spec part 2 §7 municipality merchantCode): its code and its
 * secret, encrypted with PAYMENT_SECRET_KEY (AES-256-GCM); never sent to a browser nor logged.
 */
export const paymentMerchants = pgTable('payment_merchants', {
  municipalityId: uuid('municipality_id')
    .primaryKey()
    .references(() => municipalities.id),
  merchantCode: text('merchant_code').notNull(),
  secretCiphertext: text('secret_ciphertext').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});
