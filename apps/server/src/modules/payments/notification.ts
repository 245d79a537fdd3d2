import {
  DEFAULT_TERMINAL,
  EUR_CURRENCY_CODE,
  type PayOrderStatus,
  TRANSACTION_TYPE_AUTHORISATION,
} from '@cabildo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayNotification } from '../../adapters/payment-gateway/port.ts';
import { parameter } from '../../adapters/payment-gateway/signature.ts';
import type { Database } from '../../db/client.ts';
import { payOrders } from '../../db/schema/index.ts';
import { audit } from '../audit.ts';
import { forceHoldStock, releaseStock } from './stock.ts';
import { apiError } from '../../http/errors.ts';

/**
 * The gateway's verified notification applied to its order, in one transaction: every field naming
 * the payment must match the order; an approval pays it (holding its tickets again if they were
 * given back), a denial of a pending order frees them; a repeat changes nothing. Audited.
 */
export function settleNotification(
  db: Database['db'],
  log: FastifyBaseLogger,
  {
    municipalityId,
    notification,
    parameters,
    number,
    approved,
  }: {
    municipalityId: string;
    notification: GatewayNotification;
    parameters: Record<string, string>;
    number: string;
    approved: boolean;
  },
): Promise<{ orderNumber: string; status: PayOrderStatus }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(payOrders)
      .where(and(eq(payOrders.municipalityId, municipalityId), eq(payOrders.orderNumber, number)))
      .for('update');
    // Every field that says which payment this is must be there and match, the order's own id
    // (Ds_MerchantData, signed) first: another municipality's order may carry the same number.
    if (
      !order ||
      parameter(parameters, 'Ds_MerchantData') !== order.id ||
      parameter(parameters, 'Ds_Amount') !== String(order.amountCents) ||
      parameter(parameters, 'Ds_Currency') !== EUR_CURRENCY_CODE ||
      parameter(parameters, 'Ds_MerchantCode') !== order.merchantCode ||
      Number(parameter(parameters, 'Ds_Terminal')) !== Number(order.terminal || DEFAULT_TERMINAL) ||
      parameter(parameters, 'Ds_TransactionType') !== TRANSACTION_TYPE_AUTHORISATION
    ) {
      log.warn({ municipalityId, order: number }, 'payment notification not matching its order refused');
      throw apiError('PAYMENT_NOTIFICATION_MISMATCH');
    }
    const status = order.status as PayOrderStatus;
    const response = parameter(parameters, 'Ds_Response') ?? null;
    let next: PayOrderStatus = status;
    if (approved && status !== 'paid') {
      if (status !== 'pending_validation') await forceHoldStock(tx, order);
      const now = new Date();
      await tx
        .update(payOrders)
        .set({
          status: 'paid',
          authorisationCode: parameter(parameters, 'Ds_AuthorisationCode')?.trim() || null,
          operationId: notification.Ds_Signature.replace(/\+/g, '-').replace(/\//g, '_'),
          gatewayResponse: response,
          notifications: sql`${payOrders.notifications} + 1`,
          paidAt: now,
          updatedAt: now,
        })
        .where(eq(payOrders.id, order.id));
      next = 'paid';
    } else if (!approved && status === 'pending_validation') {
      await releaseStock(tx, order);
      await tx
        .update(payOrders)
        .set({
          status: 'denied',
          gatewayResponse: response,
          notifications: sql`${payOrders.notifications} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(payOrders.id, order.id));
      next = 'denied';
    }
    if (next !== status) {
      await audit(tx, {
        actorId: null,
        action: 'notification',
        subject: 'payOrder',
        subjectId: order.id,
        before: { status },
        after: { status: next, response },
        ip: null,
      });
    }
    return { orderNumber: order.orderNumber, status: next };
  });
}
