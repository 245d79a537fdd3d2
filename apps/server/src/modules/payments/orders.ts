import type { PayOrder, PayOrderStatus } from '@cabildo/domain';
import type { payOrders } from '../../db/schema/index.ts';

type PayOrderRow = typeof payOrders.$inferSelect;

/**
 * A validated order whose answer was never saved (the wizard left) holds its tickets this long;
 * then the next look at the form's payment cancels it and gives them back.
 */
export const ABANDONED_ORDER_MINUTES = 30;
/**
 * An order saved with its answer but never paid gives its tickets back after this long (the
 * gateway's payment session lasts far less): a visitor cannot hold a section's stock by saving
 * answers and not paying. A late approval still pays it (`notify` holds the tickets again).
 */
export const UNPAID_ORDER_HOURS = 24;
export const RELEASED_PER_CALL = 20;

/** Paths of the result pages (spec part 3 §2) and of the gateway's notification. */
export const successPath = (order: string, answerId: string) => `/pago-exitoso/${order}/${answerId}`;
export const deniedPath = (order: string, answerId: string) => `/pago-denegado/${order}/${answerId}`;
export const notificationPath = (municipalityId: string) => `/api/payments/notifications/${municipalityId}`;

export const orderView = (row: PayOrderRow): PayOrder => ({
  id: row.id,
  formId: row.formId,
  orderNumber: row.orderNumber,
  status: row.status as PayOrderStatus,
  sectionName: row.sectionName,
  quantity: row.quantity,
  unitPriceCents: row.unitPriceCents,
  amountCents: row.amountCents,
  currency: row.currency,
  fullName: row.fullName,
  idNumber: row.idNumber,
  email: row.email,
  phone: row.phone,
  answerId: row.answerId,
  createdAt: row.createdAt.toISOString(),
});
