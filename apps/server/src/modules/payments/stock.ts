import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paymentStock, payOrders } from '../../db/schema/index.ts';
import { ABANDONED_ORDER_MINUTES, RELEASED_PER_CALL, UNPAID_ORDER_HOURS } from './orders.ts';

type PayOrderRow = typeof payOrders.$inferSelect;

// The tickets a section has left: payment_stock holds what pending and paid orders hold.

/** Takes `quantity` of a section's stock, or nothing when fewer are left (one conditional row update). */
export async function holdStock(
  tx: DbOrTx,
  formId: string,
  sectionName: string,
  quantity: number,
  stock: number,
): Promise<boolean> {
  await tx.insert(paymentStock).values({ formId, sectionName, held: 0 }).onConflictDoNothing();
  const taken = await tx
    .update(paymentStock)
    .set({ held: sql`${paymentStock.held} + ${quantity}` })
    .where(
      and(
        eq(paymentStock.formId, formId),
        eq(paymentStock.sectionName, sectionName),
        sql`${paymentStock.held} + ${quantity} <= ${stock}`,
      ),
    )
    .returning({ held: paymentStock.held });
  return taken.length === 1;
}

/** Gives an order's tickets back to its section. */
export async function releaseStock(tx: DbOrTx, order: PayOrderRow): Promise<void> {
  await tx
    .update(paymentStock)
    .set({ held: sql`greatest(${paymentStock.held} - ${order.quantity}, 0)` })
    .where(and(eq(paymentStock.formId, order.formId), eq(paymentStock.sectionName, order.sectionName)));
}

/** Holds an order's tickets whatever is left (a payment the bank made must keep its tickets). */
export async function forceHoldStock(tx: DbOrTx, order: PayOrderRow): Promise<void> {
  await tx
    .insert(paymentStock)
    .values({
      formId: order.formId,
      sectionName: order.sectionName,
      held: order.quantity,
    })
    .onConflictDoUpdate({
      target: [paymentStock.formId, paymentStock.sectionName],
      set: { held: sql`${paymentStock.held} + ${order.quantity}` },
    });
}

/**
 * Cancels the form's abandoned orders — pending with no answer after ABANDONED_ORDER_MINUTES, or
 * saved with an answer and still unpaid after UNPAID_ORDER_HOURS — and gives their tickets back,
 * each under its row lock (one the person saves meanwhile is kept).
 */
export async function releaseAbandonedOrders(db: DbOrTx, formId: string, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ABANDONED_ORDER_MINUTES * 60_000);
  const unpaidBefore = new Date(now.getTime() - UNPAID_ORDER_HOURS * 3_600_000);
  const stale = await db
    .select({ id: payOrders.id })
    .from(payOrders)
    .where(
      and(
        eq(payOrders.formId, formId),
        eq(payOrders.status, 'pending_validation'),
        or(
          and(isNull(payOrders.answerId), lt(payOrders.createdAt, before)),
          lt(payOrders.createdAt, unpaidBefore),
        ),
      ),
    )
    // A few per request: the page view and the order that call it are anonymous, so the work one
    // request may cause stays small; what is left goes with the next ones.
    .limit(RELEASED_PER_CALL);
  let released = 0;
  for (const { id } of stale) {
    released += await db.transaction(async (tx) => {
      const [order] = await tx.select().from(payOrders).where(eq(payOrders.id, id)).for('update');
      const kept =
        !order ||
        order.status !== 'pending_validation' ||
        (order.answerId !== null && order.createdAt >= unpaidBefore);
      if (kept) return 0;
      await tx
        .update(payOrders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(payOrders.id, id));
      await releaseStock(tx, order);
      return 1;
    });
  }
  return released;
}
