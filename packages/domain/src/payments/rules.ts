import type { FormTemplate, Payment } from '../forms/template.ts';
import type { Language } from '../i18n/languages.ts';

/**
 * Ticket payments (spec part 2 §4 "Payment", §5 "Ticket payment", §9; part 3 §4 "Payment result",
 * §9): pure rules shared by the server and the browser. The gateway's signature (3DES and HMAC) is
 * in the server's adapter (apps/server/src/adapters/payment-gateway), as it needs node:crypto.
 */

/** The payment a form takes: the payment gateway option on and at least one section to sell. */
export function offeredPayment(template: Pick<FormTemplate, 'options' | 'payment'>): Payment | null {
  if (!template.options.addPaymentGateway || !template.payment) return null;
  return template.payment.sections.length > 0 ? template.payment : null;
}

/** Pay order id padded to 12 digits (spec part 2 §9). */
export const ORDER_NUMBER_DIGITS = 12;
/** The gateway takes at most 124 characters of product description and 59 of holder. */
export const PRODUCT_DESCRIPTION_MAX = 124;
export const HOLDER_MAX = 59;
/** Terminal 1, currency 978 (EUR), transaction type 0 (authorisation). */
export const DEFAULT_TERMINAL = '1';
export const EUR_CURRENCY_CODE = '978';
export const TRANSACTION_TYPE_AUTHORISATION = '0';
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';
/** 'Only left N tickets!!!' at 20 or fewer. */
export const LOW_STOCK_THRESHOLD = 20;
/** The receipt prints the operation id in groups of 25 characters (spec part 3 §9). */
export const OPERATION_ID_GROUP = 25;
/** The payment id number (DNI or the like): 7 to 12 characters. */
export const PAYER_ID_MIN = 7;
export const PAYER_ID_MAX = 12;

/**
 * Pay order statuses: the spec's 'Pendiente de validar', 'Pagado' and 'Rechazado', plus
 * 'cancelled' — an order the person edited before paying (its stock released, its number never
 * reused).
 */
export const PAY_ORDER_STATUSES = ['pending_validation', 'paid', 'denied', 'cancelled'] as const;
export type PayOrderStatus = (typeof PAY_ORDER_STATUSES)[number];

/** The status colours of the answer view (spec part 3 §4): orange, green, red. */
export const PAY_STATUS_COLOUR: Record<PayOrderStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending_validation: 'warning',
  paid: 'success',
  denied: 'error',
  cancelled: 'default',
};

/** The 12-digit, zero-padded order number of a counter value (1 → '000000000001'). */
export function orderNumber(counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 1 || counter >= 10 ** ORDER_NUMBER_DIGITS)
    throw new RangeError(`order counter out of range: ${counter}`);
  return String(counter).padStart(ORDER_NUMBER_DIGITS, '0');
}

/** Amount of an order in cents: unit price (cents) × quantity (the spec's price × quantity × 100). */
export function orderAmountCents(unitPriceCents: number, quantity: number): number {
  if (!Number.isSafeInteger(unitPriceCents) || unitPriceCents < 0)
    throw new RangeError('price must be whole cents');
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError('quantity must be at least 1');
  return unitPriceCents * quantity;
}

/** Cents as a plain number with 2 decimals: 1250 → '12.50' (what the pages show is formatMoney's). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An amount in cents in the reader's number and currency format, the one way every page, ticket,
 * receipt and e-mail shows money: 2500 EUR is '25,00 €' in Spanish, '€25.00' in English. A currency
 * code Intl does not know is shown after the plain amount ('25.00 XYZ').
 */
export function formatMoney(cents: number, currency: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${formatCents(cents)} ${currency}`;
  }
}

/** The quantity choices: 1 to the form's maximum per transaction, limited by the stock left. */
export function quantityOptions(maxPerTransaction: number, stockLeft: number): number[] {
  const top = Math.max(0, Math.min(maxPerTransaction, stockLeft));
  return Array.from({ length: top }, (_, index) => index + 1);
}

/** The 'Only left N tickets!!!' note: shown for 1..20 left. */
export const lowStock = (stockLeft: number): boolean => stockLeft > 0 && stockLeft <= LOW_STOCK_THRESHOLD;

/** What is left of a section: its stock as set in the editor less what orders hold (never below 0). */
export const stockLeftOf = (configured: number, held: number): number => Math.max(0, configured - held);

/** The operation id in groups of 25 characters for the receipt. */
export function operationIdGroups(operationId: string): string[] {
  const groups: string[] = [];
  for (let at = 0; at < operationId.length; at += OPERATION_ID_GROUP)
    groups.push(operationId.slice(at, at + OPERATION_ID_GROUP));
  return groups;
}

/** Why an order may not be placed (the server checks it again under the section's lock). */
export type OrderProblem = 'section-unknown' | 'quantity-invalid' | 'no-stock' | 'no-price';

/** The section of a form's payment by name (first match), or null. */
export function paymentSection(payment: Payment, sectionName: string): Payment['sections'][number] | null {
  return payment.sections.find((section) => section.name === sectionName) ?? null;
}

/** The order's rules (spec part 2 §5 "Ticket payment") against the stock left now. */
export function orderProblem(
  payment: Payment,
  order: { sectionName: string; quantity: number },
  stockLeft: number,
): OrderProblem | null {
  const section = paymentSection(payment, order.sectionName);
  if (!section) return 'section-unknown';
  if (!(section.price > 0)) return 'no-price';
  if (!Number.isInteger(order.quantity) || order.quantity < 1) return 'quantity-invalid';
  if (order.quantity > payment.maxTicketsPerTransaction) return 'quantity-invalid';
  if (order.quantity > stockLeft) return 'no-stock';
  return null;
}

/**
 * The gateway's codes of the buyer's language (Ds_Merchant_ConsumerLanguage): the bank's card page
 * (and the sandbox's) is shown in the language of the order — the one the person paid in.
 */
const CONSUMER_LANGUAGE_CODES: Record<Language, string> = {
  es: '001',
  'es-419': '001',
  en: '002',
  ca: '003',
  pt: '009',
  gl: '012',
  eu: '013',
  ja: '392',
};

/** The gateway's code of a language (Ds_Merchant_ConsumerLanguage). */
export const consumerLanguageCode = (language: Language): string => CONSUMER_LANGUAGE_CODES[language];

/** The language of a gateway language code, or null for a code Cabildo has no texts for. */
export function consumerLanguageOf(code: string): Language | null {
  const padded = code.trim().padStart(3, '0');
  const found = (Object.entries(CONSUMER_LANGUAGE_CODES) as [Language, string][]).find(
    ([language, each]) => each === padded && language !== 'es-419',
  );
  return found?.[0] ?? null;
}

/** Cuts a text to `max` characters (whole code points). */
const cut = (text: string, max: number): string => Array.from(text).slice(0, max).join('');

/** What the merchant sends to the gateway (the Ds_MerchantParameters before encoding). */
export type MerchantParametersInput = {
  orderNumber: string;
  amountCents: number;
  merchantCode: string;
  terminal: string;
  currency?: string;
  productDescription: string;
  holder: string;
  /** Server-to-server notification URL. */
  notificationUrl: string;
  /**
   * The order's own id, signed with the request and echoed in the notification (Ds_MerchantData):
   * order numbers are per municipality, so the number alone does not say whose order it is.
   */
  merchantData: string;
  urlOk: string;
  urlKo: string;
  merchantName?: string;
  /** The language the person pays in: the bank's page is shown in it. */
  consumerLanguage?: Language;
};

/**
 * The DS_MERCHANT_* parameters of a payment request (spec part 2 §7 /toPay, §9): order padded to
 * 12 digits, amount in cents, terminal 1 unless the form names one, currency 978, description ≤ 124
 * and holder ≤ 59 characters, transaction type 0, the notification URL and URLOK/URLKO.
 */
export function merchantParameters(input: MerchantParametersInput): Record<string, string> {
  if (!/^\d{12}$/.test(input.orderNumber)) throw new RangeError('order number must have 12 digits');
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new RangeError('amount must be positive cents');
  return {
    DS_MERCHANT_AMOUNT: String(input.amountCents),
    DS_MERCHANT_ORDER: input.orderNumber,
    DS_MERCHANT_MERCHANTCODE: input.merchantCode,
    DS_MERCHANT_CURRENCY: input.currency ?? EUR_CURRENCY_CODE,
    DS_MERCHANT_TRANSACTIONTYPE: TRANSACTION_TYPE_AUTHORISATION,
    DS_MERCHANT_TERMINAL: input.terminal || DEFAULT_TERMINAL,
    DS_MERCHANT_MERCHANTURL: input.notificationUrl,
    DS_MERCHANT_URLOK: input.urlOk,
    DS_MERCHANT_URLKO: input.urlKo,
    DS_MERCHANT_MERCHANTDATA: input.merchantData,
    DS_MERCHANT_PRODUCTDESCRIPTION: cut(input.productDescription, PRODUCT_DESCRIPTION_MAX),
    DS_MERCHANT_TITULAR: cut(input.holder, HOLDER_MAX),
    ...(input.merchantName ? { DS_MERCHANT_MERCHANTNAME: cut(input.merchantName, 25) } : {}),
    ...(input.consumerLanguage
      ? { DS_MERCHANT_CONSUMERLANGUAGE: consumerLanguageCode(input.consumerLanguage) }
      : {}),
  };
}

/** Ds_Response 0000–0099 is an authorised payment; anything else (or nothing) is a denial. */
export function responseApproved(dsResponse: string | undefined): boolean {
  if (dsResponse === undefined || !/^\d{1,4}$/.test(dsResponse.trim())) return false;
  return Number(dsResponse.trim()) <= 99;
}

/** The result page of a status (spec part 3 §4 "Payment result"): only 'paid' is a success. */
export const resultPageOf = (status: PayOrderStatus | null): 'success' | 'denied' =>
  status === 'paid' ? 'success' : 'denied';
