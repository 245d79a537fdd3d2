import { createHash, timingSafeEqual } from 'node:crypto';
import type { AnswerPayment, PayOrderStatus } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payOrders } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';

/**
 * An answer saved with its ticket order (issue 17): the order's row lives in modules/payments; the
 * answer's save locks it, checks it and, once the answer is written, links the two in the same
 * transaction — so an order is the answer of one form only, and a failed save leaves it free.
 */

/** The hash an order's access token is kept as. */
export const payOrderTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether the token is the order's (its hash compared in constant time). */
export function payOrderTokenMatches(token: string, hash: string): boolean {
  const given = Buffer.from(payOrderTokenHash(token), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

type PayOrderRow = typeof payOrders.$inferSelect;

/**
 * The order an answer is about to be saved with, locked until the save commits: of this form, the
 * token its validation returned, pending and not yet any answer's.
 */
export async function lockPayOrderForAnswer(
  tx: DbOrTx,
  input: { orderId: string; token: string; formId: string },
): Promise<PayOrderRow> {
  const [order] = await tx.select().from(payOrders).where(eq(payOrders.id, input.orderId)).for('update');
  if (!order || order.formId !== input.formId || !payOrderTokenMatches(input.token, order.tokenHash))
    throw apiError('PAY_ORDER_NOT_FOUND');
  if (order.answerId !== null) throw apiError('PAY_ORDER_USED');
  if (order.status !== 'pending_validation') throw apiError('PAY_ORDER_NOT_PENDING');
  return order;
}

/** Links the locked order to the answer just written (same transaction). */
export async function linkPayOrder(tx: DbOrTx, orderId: string, answerId: string): Promise<void> {
  await tx.update(payOrders).set({ answerId, updatedAt: new Date() }).where(eq(payOrders.id, orderId));
}

/** An order as staff see it on its answer (answer view, reconciliation). */
export const answerPaymentView = (row: PayOrderRow): AnswerPayment => ({
  orderId: row.id,
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
  paymentReference: row.authorisationCode,
  operationId: row.operationId,
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** The ticket order of an answer, if it has one. */
export async function answerPaymentOf(db: DbOrTx, answerId: string): Promise<AnswerPayment | null> {
  const [row] = await db.select().from(payOrders).where(eq(payOrders.answerId, answerId)).limit(1);
  return row ? answerPaymentView(row) : null;
}
