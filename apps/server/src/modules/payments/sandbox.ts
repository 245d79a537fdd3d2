import { randomInt } from 'node:crypto';
import {
  consumerLanguageOf,
  EUR_CURRENCY_CODE,
  formatMoney,
  SIGNATURE_VERSION,
  type Language,
} from '@cabildo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  decodeParameters,
  encodeParameters,
  parameter,
  signatureMatches,
  signNotification,
} from '../../adapters/payment-gateway/signature.ts';
import { renderedLanguage, requestLanguage } from '../../i18n.ts';
import { notificationPath, type PaymentService } from './service.ts';
import { paymentTexts } from './texts.ts';
import { escapeHtml } from '../../http/html.ts';

/**
 * The embedded sandbox gateway (issue 17): Cabildo plays the bank when no PAYMENT_GATEWAY_URL is
 * set. Its card page takes the signed request the wizard posts (checked like a bank would), accepts
 * the test cards below, signs its notification with the same algorithm (URL-safe Base64, as the
 * bank does), posts it server to server to the request's notification URL, then sends the browser
 * to URLOK or URLKO.
 */
export const SANDBOX_CARDS = {
  approve: '4548812049400004',
  deny: '4000000000000002',
} as const;

const requestFields = z
  .object({
    Ds_SignatureVersion: z.string().max(50).optional(),
    Ds_MerchantParameters: z.string().min(1).max(20_000),
    Ds_Signature: z.string().min(1).max(200),
  })
  .loose();
const confirmFields = requestFields.extend({
  action: z.enum(['pay', 'cancel']).default('pay'),
  card: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvv: z.string().max(10).default(''),
});

const NOTIFICATION_PATH = /\/api\/payments\/notifications\/([0-9a-f-]{36})$/i;

type SignedRequest = {
  fields: z.infer<typeof requestFields>;
  parameters: Record<string, string>;
  get: (name: string) => string;
  municipalityId: string;
  secret: string;
};

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;
  background:#eef1f5;color:#1d2733}main{max-width:440px;margin:32px auto;padding:0 16px}
  .card{background:#fff;border-radius:12px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:24px}
  h1{font-size:1.3rem;margin:0 0 4px}.notice{font-size:.85rem;color:#5a6878;margin:0 0 16px}
  dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 20px;font-size:.95rem}
  dt{color:#5a6878}dd{margin:0;font-weight:600;overflow-wrap:anywhere}.amount{font-size:1.4rem;color:#0b5cad}
  label{display:block;font-size:.9rem;margin:12px 0 4px;font-weight:600}
  input{width:100%;padding:10px 12px;border:1px solid #b8c2cc;border-radius:8px;font-size:1rem}
  input:focus{outline:2px solid #0b5cad;border-color:#0b5cad}.row{display:flex;gap:12px}.row>div{flex:1}
  .actions{display:flex;gap:12px;margin-top:20px}button{flex:1;padding:12px;border-radius:8px;font-size:1rem;
  cursor:pointer;border:1px solid #0b5cad}button.pay{background:#0b5cad;color:#fff}
  button.cancel{background:#fff;color:#0b5cad}.error{background:#fdecea;color:#8a1c12;border-radius:8px;
  padding:10px 12px;margin:0 0 12px}.hint{font-size:.8rem;color:#5a6878;margin-top:16px}`;

function page(language: Language, body: string): string {
  const t = paymentTexts(language);
  return `<!doctype html><html lang="${renderedLanguage('payment', language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t('sandbox.title'))}</title>
<style>${STYLE}</style></head><body><main><div class="card">${body}</div></main></body></html>`;
}

/** The page's language: the order's (the signed request's consumer language), else the browser's. */
const pageLanguage = (signed: SignedRequest | null, acceptLanguage: string | undefined): Language =>
  (signed && consumerLanguageOf(signed.get('DS_MERCHANT_CONSUMERLANGUAGE'))) ??
  requestLanguage(acceptLanguage);

/** The signed request of a post, when the merchant's secret signs it; else null. */
async function verifiedRequest(service: PaymentService, body: unknown): Promise<SignedRequest | null> {
  const fields = requestFields.safeParse(body);
  if (!fields.success) return null;
  if (fields.data.Ds_SignatureVersion && fields.data.Ds_SignatureVersion !== SIGNATURE_VERSION) return null;
  const parameters = decodeParameters(fields.data.Ds_MerchantParameters);
  if (!parameters) return null;
  const get = (name: string) => parameter(parameters, name) ?? '';
  const municipalityId = NOTIFICATION_PATH.exec(get('DS_MERCHANT_MERCHANTURL'))?.[1];
  const order = get('DS_MERCHANT_ORDER');
  if (!municipalityId || !order) return null;
  try {
    const id = municipalityId.toLowerCase();
    const { secret } = await service.merchantOf(id);
    return signatureMatches(secret, order, fields.data.Ds_MerchantParameters, fields.data.Ds_Signature)
      ? { fields: fields.data, parameters, get, municipalityId: id, secret }
      : null;
  } catch {
    return null;
  }
}

function cardPage(language: Language, request: SignedRequest, error: string | null): string {
  const t = paymentTexts(language);
  const amount = Number(request.get('DS_MERCHANT_AMOUNT'));
  const currency = request.get('DS_MERCHANT_CURRENCY') || EUR_CURRENCY_CODE;
  const hidden = (['Ds_SignatureVersion', 'Ds_MerchantParameters', 'Ds_Signature'] as const)
    .map(
      (name) =>
        `<input type="hidden" name="${name}" value="${escapeHtml(request.fields[name] ?? SIGNATURE_VERSION)}">`,
    )
    .join('');
  return page(
    language,
    `<h1>${escapeHtml(t('sandbox.title'))}</h1><p class="notice">${escapeHtml(t('sandbox.notice'))}</p>
<dl><dt>${escapeHtml(t('sandbox.merchant'))}</dt><dd>${escapeHtml(request.get('DS_MERCHANT_MERCHANTCODE'))}</dd>
<dt>${escapeHtml(t('sandbox.order'))}</dt><dd>${escapeHtml(request.get('DS_MERCHANT_ORDER'))}</dd>
<dt>${escapeHtml(t('sandbox.description'))}</dt><dd>${escapeHtml(request.get('DS_MERCHANT_PRODUCTDESCRIPTION'))}</dd>
<dt>${escapeHtml(t('sandbox.amount'))}</dt><dd class="amount">${escapeHtml(Number.isFinite(amount) ? formatMoney(amount, currency === EUR_CURRENCY_CODE ? 'EUR' : currency, language) : '')}</dd></dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/api/payments/sandbox/realizarPago/confirm">${hidden}
<label for="card">${escapeHtml(t('sandbox.cardNumber'))}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<div class="row"><div><label for="expiry">${escapeHtml(t('sandbox.expiry'))}</label>
<input id="expiry" name="expiry" placeholder="12/30" autocomplete="cc-exp" required></div>
<div><label for="cvv">${escapeHtml(t('sandbox.cvv'))}</label>
<input id="cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" required></div></div>
<div class="actions"><button class="cancel" type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(t('sandbox.cancel'))}</button>
<button class="pay" type="submit" name="action" value="pay">${escapeHtml(t('sandbox.pay'))}</button></div></form>
<p class="hint">${escapeHtml(t('sandbox.testCards', { approve: '4548 8120 4940 0004', deny: '4000 0000 0000 0002' }))}</p>`,
  );
}

function invalidPage(language: Language): string {
  const t = paymentTexts(language);
  return page(
    language,
    `<h1>${escapeHtml(t('sandbox.title'))}</h1><p class="error" role="alert">${escapeHtml(t('sandbox.requestInvalid'))}</p>`,
  );
}

const two = (n: number) => String(n).padStart(2, '0');

/** The notification a bank would send for this request and outcome (Ds_Date URL-encoded, as Redsys does). */
function notificationOf(request: SignedRequest, outcome: 'approved' | 'denied' | 'cancelled', card: string) {
  const now = new Date();
  return {
    Ds_Date: encodeURIComponent(`${two(now.getDate())}/${two(now.getMonth() + 1)}/${now.getFullYear()}`),
    Ds_Hour: encodeURIComponent(`${two(now.getHours())}:${two(now.getMinutes())}`),
    Ds_SecurePayment: '1',
    Ds_Card_Number: card.length >= 10 ? `${card.slice(0, 6)}******${card.slice(-4)}` : '',
    Ds_Amount: request.get('DS_MERCHANT_AMOUNT'),
    Ds_Currency: request.get('DS_MERCHANT_CURRENCY') || '978',
    Ds_Order: request.get('DS_MERCHANT_ORDER'),
    Ds_MerchantCode: request.get('DS_MERCHANT_MERCHANTCODE'),
    Ds_Terminal: request.get('DS_MERCHANT_TERMINAL').padStart(3, '0'),
    Ds_Response: outcome === 'approved' ? '0000' : outcome === 'denied' ? '0190' : '9915',
    Ds_MerchantData: request.get('DS_MERCHANT_MERCHANTDATA'),
    Ds_TransactionType: request.get('DS_MERCHANT_TRANSACTIONTYPE') || '0',
    Ds_ConsumerLanguage: '1',
    Ds_AuthorisationCode: outcome === 'approved' ? String(randomInt(100000, 1000000)) : '',
  };
}

/**
 * Posts the signed notification to this server's own notification route, through the app itself
 * (also in tests, which listen on no port). Never over the network: the request names its
 * notification URL, and a signed request must not make the server call another host.
 */
async function deliver(app: FastifyInstance, municipalityId: string, form: Record<string, string>) {
  const response = await app.inject({
    method: 'POST',
    url: notificationPath(municipalityId),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return response.statusCode;
}

/** URLOK/URLKO only on this server: the sandbox does not send browsers elsewhere. */
const ownAddress = (url: string, appUrl: string) => url.startsWith(`${appUrl}/`);

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).type('text/html; charset=utf-8').send(html);

export function sandboxRoutes(service: PaymentService): FastifyPluginAsyncZod {
  return async (app) => {
    const { appUrl } = app.ctx.config;
    const tags = ['payments'];

    app.post(
      '/sandbox/realizarPago',
      {
        schema: {
          tags,
          summary:
            "The embedded sandbox gateway's card page (no PAYMENT_GATEWAY_URL): the browser posts the signed request here",
        },
      },
      async (request, reply) => {
        const signed = await verifiedRequest(service, request.body);
        const language = pageLanguage(signed, request.headers['accept-language']);
        if (!signed) return sendHtml(reply, 400, invalidPage(language));
        return sendHtml(reply, 200, cardPage(language, signed, null));
      },
    );

    app.post(
      '/sandbox/realizarPago/confirm',
      {
        schema: {
          tags,
          summary: "The sandbox card page's answer: notifies the merchant, then URLOK or URLKO",
        },
      },
      async (request, reply) => {
        const signed = await verifiedRequest(service, request.body);
        const language = pageLanguage(signed, request.headers['accept-language']);
        const input = confirmFields.safeParse(request.body);
        if (!signed || !input.success) return sendHtml(reply, 400, invalidPage(language));
        const card = input.data.card.replace(/[\s-]/g, '');
        let outcome: 'approved' | 'denied' | 'cancelled' = 'cancelled';
        if (input.data.action === 'pay') {
          const known = card === SANDBOX_CARDS.approve || card === SANDBOX_CARDS.deny;
          const details =
            /^(0[1-9]|1[0-2])\/?\d{2}$/.test(input.data.expiry.trim()) &&
            /^\d{3,4}$/.test(input.data.cvv.trim());
          if (!known || !details)
            return sendHtml(
              reply,
              422,
              cardPage(language, signed, paymentTexts(language)('sandbox.cardInvalid')),
            );
          outcome = card === SANDBOX_CARDS.approve ? 'approved' : 'denied';
        }
        const back =
          outcome === 'approved' ? signed.get('DS_MERCHANT_URLOK') : signed.get('DS_MERCHANT_URLKO');
        if (!ownAddress(back, appUrl)) return sendHtml(reply, 400, invalidPage(language));
        const parameters = encodeParameters(notificationOf(signed, outcome, card));
        const notification = {
          Ds_SignatureVersion: SIGNATURE_VERSION,
          Ds_MerchantParameters: parameters,
          Ds_Signature: signNotification(signed.secret, signed.get('DS_MERCHANT_ORDER'), parameters),
        };
        const status = await deliver(app, signed.municipalityId, notification);
        if (status >= 300)
          request.log.warn({ status }, 'sandbox gateway: the merchant refused the notification');
        return reply.redirect(back, 303);
      },
    );
  };
}
