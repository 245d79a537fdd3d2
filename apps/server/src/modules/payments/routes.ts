import {
  CITIZEN_AUTH_SCHEME,
  gatewayFormSchema,
  OPENING_MODES,
  paymentReconciliationSchema,
  paymentResultSchema,
  paymentViewSchema,
  payOrderCreatedSchema,
  payOrderRequestSchema,
  payOrderSchema,
  payOrderStatusSchema,
  type OpeningMode,
} from '@cabildo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { readerLanguage } from '../../i18n.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { openForCaller, openForAnswering, type OpenedForm } from '../answer-access/index.ts';
import { requireSession } from '../auth/index.ts';
import { portalCitizenOf } from '../citizen-portal/index.ts';
import { MerchantSettings } from './merchant-settings.ts';
import { reconciliationFor } from './reconciliation.ts';
import { sandboxRoutes } from './sandbox.ts';
import { PaymentService } from './service.ts';

const tags = ['payments'];
const formParams = z.object({ id: z.uuid() });
const orderParams = z.object({ orderId: z.uuid() });
const modeQuery = z.object({ mode: z.enum(OPENING_MODES).default('public') });
/** The order's access token (returned once by validate) travels in this header. */
export const PAY_ORDER_TOKEN_HEADER = 'x-pay-order-token';
const tokenHeaders = z.object({ [PAY_ORDER_TOKEN_HEADER]: z.string().min(20).max(200) }).loose();
const notificationBody = z
  .object({
    Ds_SignatureVersion: z.string().max(50).optional(),
    Ds_MerchantParameters: z.string().min(1).max(20_000),
    Ds_Signature: z.string().min(1).max(200),
  })
  .loose();
/** Orders and result pages without a session, per IP and minute. */
const ANONYMOUS_PER_MINUTE = 60;

/**
 * The payments API (issue 17; spec part 2 §2 "Payment wizard", §4 "Payment", §5, §7; part 3 §2, §4).
 *
 * The wizard (public, citizen-portal with `Authorization: Citizen <token>`, or signed-in modes):
 * - GET  /api/payments/forms/:id?mode=…            → PaymentView (sections with price, stock left, quantity options)
 * - POST /api/payments/forms/:id/orders?mode=…     body PayOrderRequest → 200 { order, token } ('pending_validation')
 * - GET  /api/payments/orders/:orderId             header X-Pay-Order-Token → PayOrder
 * - POST /api/payments/orders/:orderId/cancel      header X-Pay-Order-Token → PayOrder ('cancelled'; edit = cancel + validate again)
 *   then the answer is saved as usual with `paymentOrder: { id, token }` in its body
 * - POST /api/payments/orders/:orderId/pay         header X-Pay-Order-Token → GatewayForm { action, method, fields }
 * The gateway: POST /api/payments/notifications/:municipalityId (form fields or JSON, server to server).
 * The result pages: GET /api/payments/results/:orderNumber/:answerId → PaymentResult (server status only).
 * Staff: GET /api/payments/forms/:id/reconciliation → PaymentReconciliation.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const service = new PaymentService(ctx, app.log);
  const merchants = new MerchantSettings(ctx, service.merchants);
  const anonymous = new RateLimiter(ctx.rateLimits, 'payments.anonymous', ANONYMOUS_PER_MINUTE);
  const orders = new RateLimiter(ctx.rateLimits, 'payments.orders', ctx.config.publicAnswersPerMinute);

  // The gateway posts its notification (and the browser the sandbox's card form) as form fields.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The form opened as the wizard's answer screen opened it (the portal's person checked by its token). */
  async function openForPayment(
    request: FastifyRequest,
    reply: FastifyReply,
    formId: string,
    mode: OpeningMode,
    limiter: RateLimiter,
  ): Promise<OpenedForm> {
    if (mode === 'citizen-portal') {
      await limiter.enforce(request.ip);
      const header = request.headers.authorization ?? '';
      const prefix = `${CITIZEN_AUTH_SCHEME} `;
      await portalCitizenOf(ctx, header.startsWith(prefix) ? header.slice(prefix.length) : '');
      return openForAnswering(ctx, null, formId, 'citizen-portal');
    }
    return openForCaller(request, reply, formId, limiter, { mode });
  }

  const tokenOf = (request: FastifyRequest): string => {
    const value = request.headers[PAY_ORDER_TOKEN_HEADER];
    return typeof value === 'string' ? value : '';
  };

  app.get(
    '/forms/:id',
    {
      schema: {
        tags,
        summary:
          "A form's payment for the wizard: sections with price (cents), stock left and quantity choices",
        params: formParams,
        querystring: modeQuery,
        response: {
          200: paymentViewSchema,
          ...errorResponses(401, 403, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const { form } = await openForPayment(request, reply, request.params.id, request.query.mode, anonymous);
      return service.view(form);
    },
  );

  app.post(
    '/forms/:id/orders',
    {
      schema: {
        tags,
        summary:
          "Validate a ticket order: 'pending_validation', its tickets held and the municipality's next 12-digit number taken; the token (once) lets its creator cancel, save and pay it",
        params: formParams,
        querystring: modeQuery,
        body: payOrderRequestSchema,
        response: {
          200: payOrderCreatedSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const opened = await openForPayment(request, reply, request.params.id, request.query.mode, orders);
      return service.create(opened, request.body, request.ip);
    },
  );

  app.get(
    '/orders/:orderId',
    {
      schema: {
        tags,
        summary: 'An order, for the holder of its token',
        params: orderParams,
        headers: tokenHeaders,
        response: { 200: payOrderSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.get(request.params.orderId, tokenOf(request)),
  );

  app.post(
    '/orders/:orderId/cancel',
    {
      schema: {
        tags,
        summary:
          'Edit the order (spec part 2 §4): cancels it and gives its tickets back; validate again for a new number. Refused once its answer is saved',
        params: orderParams,
        headers: tokenHeaders,
        response: { 200: payOrderSchema, ...errorResponses(400, 404, 409) },
      },
    },
    async (request) => service.cancel(request.params.orderId, tokenOf(request), request.ip),
  );

  app.post(
    '/orders/:orderId/pay',
    {
      schema: {
        tags,
        summary:
          "The signed gateway request of a pending order saved with its answer: post `fields` to `action` (a new tab). The merchant's secret never leaves the server",
        params: orderParams,
        headers: tokenHeaders,
        response: {
          200: gatewayFormSchema,
          ...errorResponses(400, 404, 409, 503),
        },
      },
    },
    async (request) => service.pay(request.params.orderId, tokenOf(request), readerLanguage(request)),
  );

  app.post(
    '/notifications/:municipalityId',
    {
      schema: {
        tags,
        summary:
          "The gateway's server-to-server notification (Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature): verified, matched with the order, idempotent",
        params: z.object({ municipalityId: z.uuid() }),
        body: notificationBody,
        response: {
          200: z.object({
            orderNumber: z.string(),
            status: payOrderStatusSchema,
          }),
          ...errorResponses(400, 409),
        },
      },
    },
    async (request) => service.notify(request.params.municipalityId, request.body),
  );

  app.get(
    '/results/:orderNumber/:answerId',
    {
      schema: {
        tags,
        summary:
          "The payment result pages' data (/pago-exitoso, /pago-denegado): the server's status of the order, never the URL's",
        params: z.object({
          orderNumber: z.string().regex(/^\d{12}$/),
          answerId: z.uuid(),
        }),
        response: {
          200: paymentResultSchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) => {
      await anonymous.enforce(request.ip);
      return service.result(request.params.orderNumber, request.params.answerId);
    },
  );

  app.get(
    '/results/:orderNumber/:answerId/receipt.pdf',
    {
      schema: {
        tags,
        summary:
          'The payment receipt (PDF: amount, holder, reference, order number, operation id in groups of 25, QR of the answer code) of a paid order',
        params: z.object({
          orderNumber: z.string().regex(/^\d{12}$/),
          answerId: z.uuid(),
        }),
        response: {
          200: z.any().describe('The receipt (application/pdf)'),
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request, reply) => {
      await anonymous.enforce(request.ip);
      const { orderNumber, answerId } = request.params;
      const pdf = await service.receipt(orderNumber, answerId, readerLanguage(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="comprobante_${orderNumber}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/forms/:id/reconciliation',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "A form's orders by status with totals (quantity, cents), for those who read all of the form's answers",
        params: formParams,
        response: {
          200: paymentReconciliationSchema,
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => reconciliationFor(ctx, request.auth!, request.params.id),
  );

  const merchantParams = z.object({ municipalityId: z.uuid() });
  const merchantView = z.object({
    merchantCode: z.string().nullable(),
    secretStored: z.boolean(),
  });

  app.get(
    '/merchants/:municipalityId',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "A municipality's card merchant (admin): its code and whether a secret is stored — never the secret",
        params: merchantParams,
        response: { 200: merchantView, ...errorResponses(401, 403) },
      },
    },
    async (request) => merchants.describe(request.auth!, request.params.municipalityId),
  );

  app.put(
    '/merchants/:municipalityId',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          "Set a municipality's card merchant (admin): merchant code and secret (Base64, 24 bytes), stored encrypted with PAYMENT_SECRET_KEY",
        params: merchantParams,
        body: z.object({
          merchantCode: z.string().regex(/^\d{1,12}$/),
          secret: z
            .string()
            .max(100)
            .refine((value) => Buffer.from(value, 'base64').length === 24, {
              error: 'payments.errors.secretInvalid',
            }),
        }),
        response: { 200: merchantView, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => merchants.save(request.auth!, request.params.municipalityId, request.body, request.ip),
  );

  if (ctx.paymentGateway.kind === 'sandbox') await app.register(sandboxRoutes(service));
};
