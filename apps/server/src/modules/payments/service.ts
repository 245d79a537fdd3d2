import { randomBytes } from 'node:crypto';
import {
  type GatewayForm,
  type Language,
  merchantParameters,
  offeredPayment,
  orderAmountCents,
  orderNumber,
  orderProblem,
  type PaymentResult,
  paymentSection,
  type PaymentView,
  type PayOrder,
  type PayOrderCreated,
  type PayOrderRequest,
  type PayOrderStatus,
  quantityOptions,
  responseApproved,
  resultPageOf,
  stockLeftOf,
} from '@cabildo/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayNotification } from '../../adapters/payment-gateway/port.ts';
import { parameter } from '../../adapters/payment-gateway/signature.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  answers,
  forms,
  municipalities,
  paymentOrderCounters,
  paymentStock,
  payOrders,
} from '../../db/schema/index.ts';
import { apiError, type ApiError } from '../../http/errors.ts';
import type { OpenedForm } from '../answer-access/index.ts';
import { payOrderTokenHash, payOrderTokenMatches } from '../answers/index.ts';
import { audit } from '../audit.ts';
import { MerchantStore } from './merchants.ts';
import { settleNotification } from './notification.ts';
import { deniedPath, notificationPath, orderView, successPath } from './orders.ts';
import { renderReceipt } from './receipt.ts';
import { holdStock, releaseAbandonedOrders, releaseStock } from './stock.ts';

export {
  ABANDONED_ORDER_MINUTES,
  UNPAID_ORDER_HOURS,
  successPath,
  deniedPath,
  notificationPath,
} from './orders.ts';

type PayOrderRow = typeof payOrders.$inferSelect;
type FormRow = typeof forms.$inferSelect;

/**
 * Ticket orders (spec part 2 §4 "Payment", §5, §7; part 3 §4; issue 17): validate (stock held and
 * the municipality's next 12-digit number taken in one transaction), cancel (the person edits the
 * order), pay (the signed gateway request), the gateway's notification (verified, matched,
 * idempotent), the result pages' data, the answer's payment and the form's reconciliation.
 */
export class PaymentService {
  readonly merchants: MerchantStore;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.merchants = new MerchantStore(ctx);
  }

  /** The municipality's own merchant (the sandbox checks and signs with it). */
  merchantOf(municipalityId: string) {
    return this.merchants.merchantFor(this.db, municipalityId, null);
  }

  private get db() {
    return this.ctx.database.db;
  }

  /** Gives the tickets of the form's abandoned orders back (stock.ts). */
  releaseAbandoned(formId: string, now = new Date()): Promise<number> {
    return releaseAbandonedOrders(this.db, formId, now);
  }

  /** The form's payment with what is left of each section now. */
  async view(form: FormRow): Promise<PaymentView> {
    const payment = offeredPayment(form.template);
    if (!payment) throw apiError('PAYMENT_NOT_OFFERED');
    await this.releaseAbandoned(form.id);
    const held = await this.db
      .select({
        sectionName: paymentStock.sectionName,
        held: paymentStock.held,
      })
      .from(paymentStock)
      .where(eq(paymentStock.formId, form.id));
    const heldBy = new Map(held.map((row) => [row.sectionName, row.held]));
    return {
      formId: form.id,
      name: payment.name,
      currency: payment.currency,
      maxTicketsPerTransaction: payment.maxTicketsPerTransaction,
      dateText: payment.dateText,
      address: payment.address,
      sections: payment.sections.map((section) => {
        const left = stockLeftOf(section.stockLeft, heldBy.get(section.name) ?? 0);
        return {
          name: section.name,
          priceCents: section.price,
          stockLeft: left,
          quantityOptions: quantityOptions(payment.maxTicketsPerTransaction, left),
        };
      }),
    };
  }

  /**
   * Validates an order: 'pending_validation', its tickets held and the municipality's next number
   * taken in one transaction — a refusal rolls both back, so numbers have no gaps.
   */
  async create(opened: OpenedForm, request: PayOrderRequest, ip: string): Promise<PayOrderCreated> {
    const { form, municipality } = opened;
    const payment = offeredPayment(form.template);
    if (!payment) throw apiError('PAYMENT_NOT_OFFERED');
    const section = paymentSection(payment, request.sectionName);
    const problem = orderProblem(payment, request, Number.MAX_SAFE_INTEGER);
    if (problem === 'section-unknown' || !section) throw apiError('PAYMENT_SECTION_UNKNOWN');
    if (problem === 'no-price') throw apiError('PAYMENT_SECTION_NOT_PRICED');
    if (problem === 'quantity-invalid') throw apiError('PAYMENT_QUANTITY_INVALID');
    await this.releaseAbandoned(form.id);
    const merchant = await this.merchants.merchantFor(this.db, municipality.id, payment);
    const token = randomBytes(32).toString('base64url');
    const row = await this.db.transaction(async (tx) => {
      if (!(await holdStock(tx, form.id, section.name, request.quantity, section.stockLeft)))
        throw apiError('PAYMENT_NO_STOCK');
      const [counter] = await tx
        .insert(paymentOrderCounters)
        .values({ municipalityId: municipality.id, lastNumber: 1 })
        .onConflictDoUpdate({
          target: paymentOrderCounters.municipalityId,
          set: { lastNumber: sql`${paymentOrderCounters.lastNumber} + 1` },
        })
        .returning({ lastNumber: paymentOrderCounters.lastNumber });
      const [created] = await tx
        .insert(payOrders)
        .values({
          municipalityId: municipality.id,
          formId: form.id,
          orderNumber: orderNumber(counter!.lastNumber),
          sectionName: section.name,
          quantity: request.quantity,
          unitPriceCents: section.price,
          amountCents: orderAmountCents(section.price, request.quantity),
          currency: payment.currency.code || 'EUR',
          fullName: request.fullName.trim(),
          idNumber: request.idNumber.trim(),
          email: request.email.trim(),
          phone: request.phone.trim(),
          merchantCode: merchant.code,
          terminal: merchant.terminal,
          tokenHash: payOrderTokenHash(token),
        })
        .returning();
      await audit(tx, {
        actorId: null,
        action: 'create',
        subject: 'payOrder',
        subjectId: created!.id,
        after: {
          formId: form.id,
          orderNumber: created!.orderNumber,
          quantity: request.quantity,
        },
        ip,
      });
      return created!;
    });
    return { order: orderView(row), token };
  }

  /** The order its token names (404 for any other token). */
  private async owned(db: DbOrTx, orderId: string, token: string, lock = false): Promise<PayOrderRow> {
    const query = db.select().from(payOrders).where(eq(payOrders.id, orderId));
    const [row] = lock ? await query.for('update') : await query;
    if (!row || !payOrderTokenMatches(token, row.tokenHash)) throw apiError('PAY_ORDER_NOT_FOUND');
    return row;
  }

  async get(orderId: string, token: string): Promise<PayOrder> {
    return orderView(await this.owned(this.db, orderId, token));
  }

  /**
   * The person edits the order before saving the answer (spec part 2 §4): the order is cancelled,
   * its tickets go back; validating again takes a new number. Once the answer is saved with it,
   * the order stays (PAY_ORDER_USED).
   */
  async cancel(orderId: string, token: string, ip: string): Promise<PayOrder> {
    const row = await this.db.transaction(async (tx) => {
      const order = await this.owned(tx, orderId, token, true);
      if (order.answerId !== null) throw apiError('PAY_ORDER_USED');
      if (order.status !== 'pending_validation') throw apiError('PAY_ORDER_NOT_PENDING');
      const [cancelled] = await tx
        .update(payOrders)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(eq(payOrders.id, order.id))
        .returning();
      await releaseStock(tx, order);
      await audit(tx, {
        actorId: null,
        action: 'cancel',
        subject: 'payOrder',
        subjectId: order.id,
        before: { status: order.status },
        after: { status: 'cancelled' },
        ip,
      });
      return cancelled!;
    });
    return orderView(row);
  }

  /**
   * The signed request of a pending order saved with its answer (the /toPay of spec part 2 §7), with
   * the language the person pays in (the bank's page is shown in it).
   */
  async pay(orderId: string, token: string, language: Language): Promise<GatewayForm> {
    const order = await this.owned(this.db, orderId, token);
    if (order.status !== 'pending_validation') throw apiError('PAY_ORDER_NOT_PENDING');
    if (!order.answerId) throw apiError('PAY_ORDER_NOT_SAVED');
    const [form] = await this.db.select().from(forms).where(eq(forms.id, order.formId)).limit(1);
    const payment = form ? offeredPayment(form.template) : null;
    const merchant = await this.merchants.merchantFor(this.db, order.municipalityId, payment);
    const { appUrl } = this.ctx.config;
    const title = payment?.name || form?.title || '';
    const parameters = merchantParameters({
      orderNumber: order.orderNumber,
      amountCents: order.amountCents,
      merchantCode: order.merchantCode,
      terminal: order.terminal,
      productDescription: `${title} — ${order.sectionName} × ${order.quantity}`,
      holder: order.fullName,
      notificationUrl: `${appUrl}${notificationPath(order.municipalityId)}`,
      urlOk: `${appUrl}${successPath(order.orderNumber, order.answerId)}`,
      urlKo: `${appUrl}${deniedPath(order.orderNumber, order.answerId)}`,
      merchantData: order.id,
      consumerLanguage: language,
    });
    await this.db.update(payOrders).set({ payRequestedAt: new Date() }).where(eq(payOrders.id, order.id));
    return this.ctx.paymentGateway.request(merchant.secret, parameters);
  }

  /**
   * The gateway's server-to-server notification: verified against the municipality's secret
   * (constant time), then matched with the order (number, amount, currency, merchant) under its row
   * lock. Approved moves any unpaid order to 'paid' (a denial or cancellation that arrived first
   * gives way: the bank took the money, the tickets are held again); a denial moves only a pending
   * order to 'denied' and frees its tickets; anything else — a repeat, a late denial after payment —
   * changes nothing.
   */
  async notify(
    municipalityId: string,
    notification: GatewayNotification,
  ): Promise<{ orderNumber: string; status: PayOrderStatus }> {
    const [municipality] = await this.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(eq(municipalities.id, municipalityId))
      .limit(1);
    if (!municipality) throw apiError('PAYMENT_NOTIFICATION_INVALID');
    const merchant = await this.merchantOf(municipalityId);
    const parameters = this.ctx.paymentGateway.verifyNotification(merchant.secret, notification);
    if (!parameters) {
      this.log.warn({ municipalityId }, 'payment notification with a bad signature refused');
      throw apiError('PAYMENT_NOTIFICATION_INVALID');
    }
    const number = parameter(parameters, 'Ds_Order') ?? '';
    const approved = responseApproved(parameter(parameters, 'Ds_Response'));
    return settleNotification(this.db, this.log, {
      municipalityId,
      notification,
      parameters,
      number,
      approved,
    });
  }

  /** The result pages' data: the order of this number saved with this answer (both must match). */
  async result(number: string, answerId: string): Promise<PaymentResult> {
    const [found] = await this.db
      .select({ order: payOrders, code: answers.code })
      .from(payOrders)
      .innerJoin(answers, eq(answers.id, payOrders.answerId))
      .where(and(eq(payOrders.orderNumber, number), eq(payOrders.answerId, answerId)))
      .limit(1);
    if (!found) throw await this.unknownOrder(answerId);
    const { order } = found;
    const status = order.status as PayOrderStatus;
    return {
      status,
      page: resultPageOf(status),
      orderNumber: order.orderNumber,
      answerId,
      answerCode: found.code,
      formId: order.formId,
      amountCents: order.amountCents,
      currency: order.currency,
      fullName: order.fullName,
      sectionName: order.sectionName,
      quantity: order.quantity,
      paymentReference: status === 'paid' ? order.authorisationCode : null,
      operationId: status === 'paid' ? order.operationId : null,
      paidAt: order.paidAt?.toISOString() ?? null,
    };
  }

  /**
   * No such order for this answer: 404, whose details name the answer's form when it is a public
   * form still open to the public (its link is public), for the denied page's retry (spec part 3 §2).
   */
  private async unknownOrder(answerId: string): Promise<ApiError> {
    const [form] = await this.db
      .select({ id: forms.id })
      .from(answers)
      .innerJoin(forms, eq(forms.id, answers.formId))
      .where(and(eq(answers.id, answerId), eq(forms.public, true), eq(forms.deleted, false)))
      .limit(1);
    return form ? apiError('PAY_ORDER_NOT_FOUND', { formId: form.id }) : apiError('PAY_ORDER_NOT_FOUND');
  }

  /** The receipt PDF of a paid order (404 unless paid: the denied page offers none). */
  async receipt(number: string, answerId: string, language: Language): Promise<Buffer> {
    const result = await this.result(number, answerId);
    if (result.status !== 'paid') throw apiError('PAY_ORDER_NOT_FOUND');
    const [found] = await this.db
      .select({
        municipality: municipalities.name,
        title: forms.title,
        payment: forms.template,
      })
      .from(forms)
      .innerJoin(municipalities, eq(municipalities.id, forms.municipalityId))
      .where(eq(forms.id, result.formId))
      .limit(1);
    return renderReceipt(
      {
        ...result,
        municipality: found?.municipality ?? '',
        title: found?.payment.payment?.name || found?.title || '',
      },
      language,
    );
  }
}
