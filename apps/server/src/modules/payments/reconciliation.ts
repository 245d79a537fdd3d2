import type { PaymentReconciliation, PayOrderStatus } from '@cabildo/domain';
import { count, desc, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { answers, payOrders } from '../../db/schema/index.ts';
import { answerPaymentView } from '../answers/index.ts';

/** Totals per status and the orders of a form, newest first (at most `limit`). */
export async function formReconciliation(
  db: DbOrTx,
  formId: string,
  limit: number,
): Promise<PaymentReconciliation> {
  const totals = await db
    .select({
      status: payOrders.status,
      orders: count(),
      quantity: sum(payOrders.quantity).mapWith(Number),
      amountCents: sum(payOrders.amountCents).mapWith(Number),
    })
    .from(payOrders)
    .where(eq(payOrders.formId, formId))
    .groupBy(payOrders.status);
  const rows = await db
    .select({ order: payOrders, code: answers.code })
    .from(payOrders)
    .leftJoin(answers, eq(answers.id, payOrders.answerId))
    .where(eq(payOrders.formId, formId))
    .orderBy(desc(payOrders.createdAt), desc(payOrders.id))
    .limit(limit + 1);
  return {
    formId,
    totals: totals.map((row) => ({
      status: row.status as PayOrderStatus,
      orders: row.orders,
      quantity: row.quantity ?? 0,
      amountCents: row.amountCents ?? 0,
    })),
    orders: rows.slice(0, limit).map(({ order, code }) => ({
      ...answerPaymentView(order),
      answerId: order.answerId,
      answerCode: code,
      createdAt: order.createdAt.toISOString(),
    })),
    truncated: rows.length > limit,
  };
}
