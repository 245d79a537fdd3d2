import { z } from 'zod';
import { textSchema } from '../text.ts';
import { PAY_ORDER_STATUSES, PAYER_ID_MAX, PAYER_ID_MIN } from './rules.ts';

/**
 * The payments API (apps/server/src/modules/payments/routes.ts). The wizard: read the form's
 * payment (sections with what is left), validate an order (POST …/orders → the order, its 12-digit
 * number and an access token), edit it (POST …/orders/:id/cancel, then validate again), save the
 * answer with `paymentOrder: { id, token }`, then ask for the signed gateway form (POST
 * …/orders/:id/pay) and post it in a new tab. The result pages read GET /api/payments/results/….
 */

export const payOrderStatusSchema = z.enum(PAY_ORDER_STATUSES);

/** The wizard's order and user data steps (spec part 2 §3 "Pay details", §5 "Ticket payment"). */
export const payOrderRequestSchema = z.object({
  sectionName: textSchema.min(1).max(200),
  quantity: z.number().int().min(1).max(10_000),
  fullName: textSchema
    .max(200)
    .refine((value) => value.trim().length > 0, { error: 'payments.errors.fullNameRequired' }),
  idNumber: textSchema
    .min(PAYER_ID_MIN, { error: 'payments.errors.idNumberLength' })
    .max(PAYER_ID_MAX, { error: 'payments.errors.idNumberLength' }),
  email: z.email({ error: 'payments.errors.emailInvalid' }).max(254),
  phone: textSchema
    .max(30)
    .refine((value) => value.trim().length > 0, { error: 'payments.errors.phoneRequired' }),
});
export type PayOrderRequest = z.infer<typeof payOrderRequestSchema>;

/** The access token the order's creator holds (no sign-in on public forms): to cancel, link and pay. */
export const payOrderTokenSchema = z.object({ token: z.string().min(20).max(200) });

/** An order as its creator sees it. */
export const payOrderSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  /** payOrder.orderId: 12 digits, unique per municipality. */
  orderNumber: z.string(),
  status: payOrderStatusSchema,
  sectionName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  fullName: z.string(),
  idNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The answer the order was saved with (null until the answer is saved). */
  answerId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type PayOrder = z.infer<typeof payOrderSchema>;

/** Validate answers the order and, once only, the token that lets its creator cancel, link and pay it. */
export const payOrderCreatedSchema = z.object({ order: payOrderSchema, token: z.string() });
export type PayOrderCreated = z.infer<typeof payOrderCreatedSchema>;

/** A section of the form's payment, with what is left of it now. */
export const paymentSectionViewSchema = z.object({
  name: z.string(),
  priceCents: z.number().int(),
  stockLeft: z.number().int(),
  /** 1 … min(max per transaction, stock left). */
  quantityOptions: z.array(z.number().int()),
});

/** What the wizard shows of a form's payment (the merchant's code, terminal and secret never leave the server). */
export const paymentViewSchema = z.object({
  formId: z.uuid(),
  name: z.string(),
  currency: z.object({ sign: z.string(), code: z.string() }),
  maxTicketsPerTransaction: z.number().int(),
  dateText: z.string(),
  address: z.string(),
  sections: z.array(paymentSectionViewSchema),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/** The signed request the browser posts (a hidden form, in a new tab) to the gateway's page. */
export const gatewayFormSchema = z.object({
  action: z.string(),
  method: z.literal('POST'),
  fields: z.object({
    Ds_SignatureVersion: z.string(),
    Ds_MerchantParameters: z.string(),
    Ds_Signature: z.string(),
  }),
});
export type GatewayForm = z.infer<typeof gatewayFormSchema>;

/**
 * The result pages' data (/pago-exitoso/{orderNumber}/{answerId}, /pago-denegado/…): the server's
 * status of the order only, never the URL's word. `page` is where the status belongs.
 */
export const paymentResultSchema = z.object({
  status: payOrderStatusSchema,
  page: z.enum(['success', 'denied']),
  orderNumber: z.string(),
  answerId: z.uuid(),
  answerCode: z.string(),
  formId: z.uuid(),
  amountCents: z.number().int(),
  currency: z.string(),
  fullName: z.string(),
  sectionName: z.string(),
  quantity: z.number().int(),
  /** The gateway's authorisation code (the payment reference); null unless paid. */
  paymentReference: z.string().nullable(),
  /** The gateway's operation id (the receipt prints it in groups of 25); null unless paid. */
  operationId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** An answer's payment as staff see it (answer view, spec part 3 §2). */
export const answerPaymentSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  status: payOrderStatusSchema,
  sectionName: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
  fullName: z.string(),
  idNumber: z.string(),
  email: z.string(),
  phone: z.string(),
  paymentReference: z.string().nullable(),
  operationId: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type AnswerPayment = z.infer<typeof answerPaymentSchema>;

/** The reconciliation of one form: totals per status and the orders, newest first. */
export const paymentReconciliationSchema = z.object({
  formId: z.uuid(),
  totals: z.array(
    z.object({
      status: payOrderStatusSchema,
      orders: z.number().int(),
      quantity: z.number().int(),
      amountCents: z.number().int(),
    }),
  ),
  orders: z.array(
    answerPaymentSchema.extend({
      answerId: z.uuid().nullable(),
      answerCode: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  /** More orders than the list holds (the totals count them all). */
  truncated: z.boolean(),
});
export type PaymentReconciliation = z.infer<typeof paymentReconciliationSchema>;

/** The answers list's filter on the payment status. */
export const paymentStatusFilterSchema = payOrderStatusSchema.optional();
