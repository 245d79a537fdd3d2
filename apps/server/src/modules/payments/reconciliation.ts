import type { PaymentReconciliation, PayOrderStatus } from '@cabildo/domain';
import { count, desc, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { answers, payOrders } from '../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import { apiError } from '../../http/errors.ts';
import { requireAccess } from '../access/index.ts';
import { formAnswerScope, reviewedForm } from '../answer-access/index.ts';
import { answerPaymentView } from '../answers/index.ts';
import type { AuthContext } from '../auth/index.ts';

/**
 * A form's reconciliation, for those who read all of the form's answers: not an author-only or
 * citizen-portal-only reader (403), a form that exists (404) and that they may review.
 */
export async function reconciliationFor(
  ctx: AppContext,
  auth: AuthContext,
  formId: string,
  limit = 1000,
): Promise<PaymentReconciliation> {
  requireAccess(auth, 'read', 'respuesta');
  const form = await reviewedForm(ctx, auth, formId);
  const scope = formAnswerScope(auth, form);
  if (scope === 'none' || scope.citizenPortalOnly || scope.createdBy !== null) throw apiError('FORBIDDEN');
  return formReconciliation(ctx.database.db, form.id, limit);
}

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
