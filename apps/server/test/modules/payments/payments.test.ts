import { randomUUID } from 'node:crypto';
import type {
  FormTemplate,
  GatewayForm,
  PaymentReconciliation,
  PaymentResult,
  PaymentView,
  PayOrder,
  PayOrderCreated,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PORTAL_CITIZENS } from '../../../src/adapters/citizen-portal/embedded.ts';
import {
  decodeParameters,
  encodeParameters,
  signatureMatches,
  signNotification,
  signRequest,
} from '../../../src/adapters/payment-gateway/signature.ts';
import {
  paymentMerchants,
  paymentOrderCounters,
  paymentStock,
  payOrders,
} from '../../../src/db/schema/index.ts';
import { paymentSecretKey, sandboxMerchantSecret } from '../../../src/modules/payments/merchants.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { sharedStrings, sheetRows, unzip } from '../../support/xlsx-support.ts';
import { demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
let api: ReturnType<typeof answerApi>;
let admin: Session;
let ip = 0;
/** The embedded sandbox's secret of this test installation (derived from its payment key). */
let sandboxSecret = '';
/** Each request its own address: the per-IP limits are not what is tested here. */
const nextIp = () => `10.17.${Math.floor(++ip / 250)}.${ip % 250}`;

const payment = (stock = 50, extra: object = {}) => ({
  options: { public: true, addPaymentGateway: true },
  payment: {
    name: 'Festival de la Primavera',
    sections: [
      { name: 'Platea', price: 2500, stockLeft: stock },
      { name: 'Palco', price: 4000, stockLeft: 5 },
    ],
    maxTicketsPerTransaction: 4,
    merchantCode: '999008881',
    terminal: '1',
    ...extra,
  },
});

const details = (extra: object = {}) => ({
  sectionName: 'Platea',
  quantity: 2,
  fullName: 'Ana Pérez',
  idNumber: '30123456',
  email: 'ana@example.org',
  phone: '3514000000',
  ...extra,
});

const inject = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  { payload, headers = {} }: { payload?: unknown; headers?: Record<string, string> } = {},
) => t.app.inject({ method, url, payload: payload as object, headers, remoteAddress: nextIp() });

const validate = (formId: string, body: object = details(), mode = 'public') =>
  inject('POST', `/api/payments/forms/${formId}/orders?mode=${mode}`, { payload: body });
const withToken = (token: string) => ({ 'x-pay-order-token': token });
const view = async (formId: string) =>
  (await inject('GET', `/api/payments/forms/${formId}?mode=public`)).json() as PaymentView;
const left = async (formId: string, section = 'Platea') =>
  (await view(formId)).sections.find((s) => s.name === section)!.stockLeft;

async function paymentForm(title: string, stock = 50, extra: object = {}) {
  return api.createForm(admin, yesNoForm(DEMO_IDS.obrasPrivadas, title, payment(stock, extra)));
}

/** Validates an order and saves a public answer with it. */
async function orderAndAnswer(form: { id: string; template: FormTemplate }, body: object = details()) {
  const created = await validate(form.id, body);
  expect(created.statusCode, created.body).toBe(200);
  const { order, token } = created.json() as PayOrderCreated;
  const saved = await api.submit(
    null,
    form.id,
    yesAnswer(form.template, { paymentOrder: { id: order.id, token } }),
    'public',
    nextIp(),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return { order, token, answerId: (saved.json() as { id: string }).id };
}

/** The wizard's Pay: the web sends the session's language, the one the bank's page is shown in. */
const pay = async (orderId: string, token: string, language = 'es') => {
  const response = await inject('POST', `/api/payments/orders/${orderId}/pay`, {
    headers: { ...withToken(token), 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as GatewayForm;
};

const sandboxForm = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'es' },
});

/** A notification signed with `secret` (the sandbox's by default) for the order's parameters. */
function notification(
  order: { id: string; orderNumber: string; amountCents: number },
  extra: Record<string, string> = {},
  secret = sandboxSecret,
) {
  const parameters = encodeParameters({
    Ds_Amount: String(order.amountCents),
    Ds_Currency: '978',
    Ds_Order: order.orderNumber,
    Ds_MerchantCode: '999008881',
    Ds_Terminal: '001',
    Ds_Response: '0000',
    Ds_AuthorisationCode: '123456',
    Ds_TransactionType: '0',
    Ds_MerchantData: order.id,
    ...extra,
  });
  return {
    Ds_SignatureVersion: 'HMAC_SHA256_V1',
    Ds_MerchantParameters: parameters,
    Ds_Signature: signNotification(secret, order.orderNumber, parameters),
  };
}
const notify = (fields: Record<string, string>, municipalityId: string = DEMO_IDS.cordoba) =>
  inject('POST', `/api/payments/notifications/${municipalityId}`, sandboxForm(fields));

const orderRow = async (orderId: string) =>
  (await t.database.db.select().from(payOrders).where(eq(payOrders.id, orderId)))[0]!;

beforeAll(async () => {
  t = await startTestApp();
  const { payments, dataDir } = t.app.ctx.config;
  sandboxSecret = sandboxMerchantSecret(paymentSecretKey(payments.secretKey, dataDir));
  api = answerApi(t);
  admin = await signIn(t.app, demoEmail('admin'));
});
afterAll(async () => t.close());

describe('the wizard', () => {
  it("shows the form's sections with their stock and quantity choices, never the merchant", async () => {
    const form = await paymentForm('Entradas: vista');
    const response = await inject('GET', `/api/payments/forms/${form.id}?mode=public`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Festival de la Primavera',
      maxTicketsPerTransaction: 4,
      sections: [
        { name: 'Platea', priceCents: 2500, stockLeft: 50, quantityOptions: [1, 2, 3, 4] },
        { name: 'Palco', priceCents: 4000, stockLeft: 5, quantityOptions: [1, 2, 3, 4] },
      ],
    });
    expect(response.body).not.toContain('999008881');
    expect(response.body).not.toContain(sandboxSecret);
  });

  it('refuses unknown sections, bad quantities and data, forms without a payment and private forms', async () => {
    const form = await paymentForm('Entradas: reglas');
    const code = async (response: Awaited<ReturnType<typeof validate>>) =>
      (response.json() as { error: { code: string } }).error.code;
    let response = await validate(form.id, details({ sectionName: 'Pullman' }));
    expect([response.statusCode, await code(response)]).toEqual([400, 'PAYMENT_SECTION_UNKNOWN']);
    response = await validate(form.id, details({ quantity: 5 }));
    expect([response.statusCode, await code(response)]).toEqual([400, 'PAYMENT_QUANTITY_INVALID']);
    response = await validate(form.id, details({ idNumber: '123456' }));
    expect([response.statusCode, await code(response)]).toEqual([400, 'VALIDATION_FAILED']);
    response = await validate(form.id, details({ email: 'ana' }));
    expect(response.statusCode).toBe(400);
    const plain = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Sin pago', { options: { public: true } }),
    );
    response = await validate(plain.id);
    expect([response.statusCode, await code(response)]).toEqual([409, 'PAYMENT_NOT_OFFERED']);
    const privateForm = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.obrasPrivadas, 'Entradas privadas', {
        ...payment(),
        options: { addPaymentGateway: true },
      }),
    );
    expect((await validate(privateForm.id)).statusCode).toBe(404);
    expect(await left(form.id)).toBe(50);
  });

  it('100 validations at once on a section of 50: exactly 50 orders, numbers unique and without gaps', async () => {
    const form = await paymentForm('Entradas: concurrencia', 50);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => validate(form.id, details({ quantity: 1 }))),
    );
    const ok = responses.filter((r) => r.statusCode === 200).map((r) => (r.json() as PayOrderCreated).order);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(50);
    expect(refused.every((r) => r.statusCode === 409 && r.body.includes('PAYMENT_NO_STOCK'))).toBe(true);
    const numbers = ok.map((order) => Number(order.orderNumber)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(50);
    expect(ok.every((order) => /^\d{12}$/.test(order.orderNumber))).toBe(true);
    const [counter] = await t.database.db
      .select()
      .from(paymentOrderCounters)
      .where(eq(paymentOrderCounters.municipalityId, DEMO_IDS.cordoba));
    expect(counter!.lastNumber).toBe(numbers.at(-1));
    const [stock] = await t.database.db.select().from(paymentStock).where(eq(paymentStock.formId, form.id));
    expect(stock!.held).toBe(50);
    expect(await left(form.id)).toBe(0);
  });

  it('edit (cancel) gives the tickets back; a saved, cancelled or foreign order cannot be reused', async () => {
    const form = await paymentForm('Entradas: editar', 10);
    const created = (await validate(form.id, details({ quantity: 3 }))).json() as PayOrderCreated;
    expect(created.order).toMatchObject({ status: 'pending_validation', amountCents: 7500, quantity: 3 });
    expect(await left(form.id)).toBe(7);
    expect(
      (
        await inject('POST', `/api/payments/orders/${created.order.id}/cancel`, {
          headers: withToken('x'.repeat(43)),
        })
      ).statusCode,
    ).toBe(404);
    const cancelled = await inject('POST', `/api/payments/orders/${created.order.id}/cancel`, {
      headers: withToken(created.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as PayOrder).status).toBe('cancelled');
    expect(await left(form.id)).toBe(10);
    // A cancelled order cannot be saved with an answer.
    const stale = await api.submit(
      null,
      form.id,
      yesAnswer(form.template, { paymentOrder: { id: created.order.id, token: created.token } }),
      'public',
      nextIp(),
    );
    expect([stale.statusCode, stale.body.includes('PAY_ORDER_NOT_PENDING')]).toEqual([409, true]);
    // Without an order, a public answer to a payment form is refused.
    const bare = await api.submit(null, form.id, yesAnswer(form.template), 'public', nextIp());
    expect([bare.statusCode, bare.body.includes('PAYMENT_ORDER_REQUIRED')]).toEqual([400, true]);
    // Saved once: neither a second answer nor an edit.
    const saved = await orderAndAnswer(form);
    const again = await api.submit(
      null,
      form.id,
      yesAnswer(form.template, { paymentOrder: { id: saved.order.id, token: saved.token } }),
      'public',
      nextIp(),
    );
    expect([again.statusCode, again.body.includes('PAY_ORDER_USED')]).toEqual([409, true]);
    const edit = await inject('POST', `/api/payments/orders/${saved.order.id}/cancel`, {
      headers: withToken(saved.token),
    });
    expect([edit.statusCode, edit.body.includes('PAY_ORDER_USED')]).toEqual([409, true]);
    // Another form's order is not found.
    const other = await paymentForm('Entradas: otra');
    const foreign = (await validate(other.id)).json() as PayOrderCreated;
    const crossed = await api.submit(
      null,
      form.id,
      yesAnswer(form.template, { paymentOrder: { id: foreign.order.id, token: foreign.token } }),
      'public',
      nextIp(),
    );
    expect(crossed.statusCode).toBe(404);
    // Paying needs the saved answer.
    const unsaved = (await validate(form.id)).json() as PayOrderCreated;
    const early = await inject('POST', `/api/payments/orders/${unsaved.order.id}/pay`, {
      headers: withToken(unsaved.token),
    });
    expect([early.statusCode, early.body.includes('PAY_ORDER_NOT_SAVED')]).toEqual([409, true]);
  });
});

describe('abandoned orders', () => {
  it('an order never saved with an answer gives its tickets back after 30 minutes; one saved and unpaid, after a day', async () => {
    const form = await paymentForm('Entradas: abandonada', 10);
    const abandoned = (await validate(form.id, details({ quantity: 4 }))).json() as PayOrderCreated;
    const saved = await orderAndAnswer(form, details({ quantity: 1 }));
    expect(await left(form.id)).toBe(5);
    const old = new Date(Date.now() - 31 * 60_000);
    await t.database.db.update(payOrders).set({ createdAt: old }).where(eq(payOrders.formId, form.id));
    expect(await left(form.id)).toBe(9);
    expect((await orderRow(abandoned.order.id)).status).toBe('cancelled');
    // The saved one keeps its ticket — for a day.
    expect((await orderRow(saved.order.id)).status).toBe('pending_validation');
    const dayOld = new Date(Date.now() - 25 * 3_600_000);
    await t.database.db.update(payOrders).set({ createdAt: dayOld }).where(eq(payOrders.id, saved.order.id));
    expect(await left(form.id)).toBe(10);
    expect((await orderRow(saved.order.id)).status).toBe('cancelled');
    // A late approval from the bank still pays it, and holds its ticket again.
    const late = await notify(notification(saved.order));
    expect(late.json()).toMatchObject({ status: 'paid' });
    expect(await left(form.id)).toBe(9);
  });
});

describe('a form with payment orders', () => {
  it('keeps the sections that have orders: no rename, no removal', async () => {
    const form = await paymentForm('Entradas: renombrada');
    await validate(form.id, details({ sectionName: 'Palco', quantity: 1 }));
    const save = (sections: { name: string; price: number; stockLeft: number }[]) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/forms/${form.id}`,
        headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
        payload: { ...form.template, payment: { ...form.template.payment!, sections } },
      });
    const renamed = await save([
      { name: 'Platea', price: 2500, stockLeft: 50 },
      { name: 'Palco VIP', price: 4000, stockLeft: 5 },
    ]);
    expect(renamed.statusCode, renamed.body).toBe(409);
    expect(renamed.json()).toMatchObject({ error: { code: 'PAYMENT_SECTION_HAS_ORDERS' } });
    // Platea has no order yet: it may go; Palco keeps its name (its price may change).
    const kept = await save([{ name: 'Palco', price: 4500, stockLeft: 5 }]);
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('is only ever soft-deleted: its orders are money records and stay', async () => {
    const form = await paymentForm('Entradas: borrada');
    const { order } = (await validate(form.id)).json() as PayOrderCreated;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/forms/${form.id}`,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.csrfToken },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ soft: true });
    expect((await orderRow(order.id)).status).toBe('pending_validation');
  });
});

describe('citizen-portal answering with a payment', () => {
  it("orders need the citizen's token; the portal answer is saved with its order", async () => {
    const [person] = DEMO_PORTAL_CITIZENS;
    const citizenToken = (await t.app.ctx.citizenPortal.issueToken(person!.id))!;
    const form = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Entradas: portal', {
        ...payment(),
        options: { citizenAssociationFromCitizenPortal: true, addPaymentGateway: true },
      }),
    );
    const url = `/api/payments/forms/${form.id}/orders?mode=citizen-portal`;
    const anonymous = await inject('POST', url, { payload: details() });
    expect([anonymous.statusCode, anonymous.body.includes('CITIZEN_SESSION_INVALID')]).toEqual([401, true]);
    const forged = await inject('POST', url, {
      payload: details(),
      headers: { authorization: 'Citizen forged' },
    });
    expect(forged.statusCode).toBe(401);
    // Not a public form: no public orders.
    expect((await validate(form.id)).statusCode).toBe(404);
    const headers = { authorization: `Citizen ${citizenToken}` };
    const created = await inject('POST', url, { payload: details(), headers });
    expect(created.statusCode, created.body).toBe(200);
    const { order, token } = created.json() as PayOrderCreated;
    const send = (body: object) =>
      inject('POST', `/api/citizen-portal/forms/${form.id}/answers`, { payload: body, headers });
    const bare = await send(yesAnswer(form.template));
    expect([bare.statusCode, bare.body.includes('PAYMENT_ORDER_REQUIRED')]).toEqual([400, true]);
    const saved = await send(yesAnswer(form.template, { paymentOrder: { id: order.id, token } }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await orderRow(order.id)).answerId).toBe((saved.json() as { id: string }).id);
  });
});

describe('paying through the embedded sandbox gateway', () => {
  it("an unknown order names the answer's public form, for the denied page's retry; nothing else", async () => {
    const form = await paymentForm('Entradas: pedido desconocido');
    const { order, answerId } = await orderAndAnswer(form);
    const other = String(Number(order.orderNumber) + 500).padStart(12, '0');
    const unknown = await inject('GET', `/api/payments/results/${other}/${answerId}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'PAY_ORDER_NOT_FOUND', details: { formId: form.id } });
    const nobody = await inject('GET', `/api/payments/results/${other}/${randomUUID()}`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.details).toBeUndefined();
  });

  it("shows the card page in the order's language, whatever the browser's", async () => {
    const form = await paymentForm('Entradas: idioma del pedido');
    const { order, token } = await orderAndAnswer(form);
    const spanish = await pay(order.id, token, 'es');
    expect(decodeParameters(spanish.fields.Ds_MerchantParameters)).toMatchObject({
      DS_MERCHANT_CONSUMERLANGUAGE: '001',
    });
    const englishBrowser = (fields: Record<string, string>) => ({
      payload: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US,en' },
    });
    const card = await inject('POST', '/api/payments/sandbox/realizarPago', englishBrowser(spanish.fields));
    expect(card.statusCode, card.body).toBe(200);
    expect(card.body).toContain('<html lang="es">');
    expect(card.body).toContain('Pasarela de pago de prueba');
    expect(card.body).not.toContain('Card number');
    // A wrong card keeps the order's language.
    const wrong = await inject(
      'POST',
      '/api/payments/sandbox/realizarPago/confirm',
      englishBrowser({ ...spanish.fields, card: '1111', expiry: '12/30', cvv: '123' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('<html lang="es">');

    const japanese = await pay(order.id, token, 'ja');
    const page = await inject('POST', '/api/payments/sandbox/realizarPago', englishBrowser(japanese.fields));
    expect(page.body).toContain('<html lang="ja">');
    expect(page.body).toContain('カード番号');
    expect(page.body).toContain('€50.00');
  });

  it('signs the request; the approving card pays, notifies and lands on the success page', async () => {
    const form = await paymentForm('Entradas: aprobado');
    const { order, token, answerId } = await orderAndAnswer(form);
    const answer = await api.read(admin, answerId);
    expect((answer.json() as { document: { paymentOrderId: string } }).document.paymentOrderId).toBe(
      order.id,
    );

    const request = await pay(order.id, token);
    expect(request.action).toBe('http://localhost:3000/api/payments/sandbox/realizarPago');
    expect(request.fields.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    const parameters = decodeParameters(request.fields.Ds_MerchantParameters)!;
    expect(parameters).toMatchObject({
      DS_MERCHANT_ORDER: order.orderNumber,
      DS_MERCHANT_AMOUNT: '5000',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TITULAR: 'Ana Pérez',
      DS_MERCHANT_MERCHANTURL: `http://localhost:3000/api/payments/notifications/${DEMO_IDS.cordoba}`,
      DS_MERCHANT_URLOK: `http://localhost:3000/pago-exitoso/${order.orderNumber}/${answerId}`,
      DS_MERCHANT_URLKO: `http://localhost:3000/pago-denegado/${order.orderNumber}/${answerId}`,
    });
    expect(
      signatureMatches(
        sandboxSecret,
        order.orderNumber,
        request.fields.Ds_MerchantParameters,
        request.fields.Ds_Signature,
      ),
    ).toBe(true);

    const cardPage = await inject('POST', '/api/payments/sandbox/realizarPago', sandboxForm(request.fields));
    expect(cardPage.statusCode, cardPage.body).toBe(200);
    expect(cardPage.headers['content-type']).toContain('text/html');
    expect(cardPage.body).toContain('<label for="card">Número de tarjeta</label>');
    expect(cardPage.body).toContain('50,00\u00a0€');

    // Before paying, the result says pending (the denied page's status).
    let result = (
      await inject('GET', `/api/payments/results/${order.orderNumber}/${answerId}`)
    ).json() as PaymentResult;
    expect(result).toMatchObject({ status: 'pending_validation', page: 'denied' });

    const wrongCard = await inject(
      'POST',
      '/api/payments/sandbox/realizarPago/confirm',
      sandboxForm({
        ...request.fields,
        action: 'pay',
        card: '1234 5678 9012 3456',
        expiry: '12/30',
        cvv: '123',
      }),
    );
    expect(wrongCard.statusCode).toBe(422);
    expect(wrongCard.body).toContain('role="alert"');

    const paid = await inject(
      'POST',
      '/api/payments/sandbox/realizarPago/confirm',
      sandboxForm({
        ...request.fields,
        action: 'pay',
        card: '4548 8120 4940 0004',
        expiry: '12/30',
        cvv: '123',
      }),
    );
    expect(paid.statusCode, paid.body).toBe(303);
    expect(paid.headers.location).toBe(`http://localhost:3000/pago-exitoso/${order.orderNumber}/${answerId}`);

    result = (
      await inject('GET', `/api/payments/results/${order.orderNumber}/${answerId}`)
    ).json() as PaymentResult;
    expect(result).toMatchObject({
      status: 'paid',
      page: 'success',
      orderNumber: order.orderNumber,
      amountCents: 5000,
      fullName: 'Ana Pérez',
      formId: form.id,
    });
    expect(result.paymentReference).toMatch(/^\d{6}$/);
    expect(result.operationId!.length).toBeGreaterThan(25);
    // The receipt: a PDF with the answer code's QR and the operation id in groups of 25.
    const receipt = await inject(
      'GET',
      `/api/payments/results/${order.orderNumber}/${answerId}/receipt.pdf`,
      {
        headers: { 'accept-language': 'es' },
      },
    );
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(receipt.rawPayload)), { mergePages: true })
    ).text;
    expect(text).toContain('Tu pago fue aprobado');
    expect(text).toMatch(/50,00\s€/);
    expect(text).toContain(order.orderNumber);
    expect(text).toContain(result.operationId!.slice(0, 25));
    expect(text).toContain(result.paymentReference!);
    // The answer id and the order number must belong together.
    expect((await inject('GET', `/api/payments/results/${order.orderNumber}/${form.id}`)).statusCode).toBe(
      404,
    );

    // Paid: the answer cannot be deleted.
    const deleted = await api.call(admin, 'DELETE', `/api/answers/${answerId}`);
    expect([deleted.statusCode, deleted.body.includes('ANSWER_UNDELETABLE')]).toEqual([409, true]);
    expect(await left(form.id)).toBe(48);
  });

  it('the denying card denies, frees the tickets and lands on the denied page', async () => {
    const form = await paymentForm('Entradas: denegado');
    const { order, token, answerId } = await orderAndAnswer(form, details({ quantity: 4 }));
    expect(await left(form.id)).toBe(46);
    const request = await pay(order.id, token);
    const denied = await inject(
      'POST',
      '/api/payments/sandbox/realizarPago/confirm',
      sandboxForm({
        ...request.fields,
        action: 'pay',
        card: '4000000000000002',
        expiry: '12/30',
        cvv: '123',
      }),
    );
    expect(denied.statusCode, denied.body).toBe(303);
    expect(denied.headers.location).toBe(
      `http://localhost:3000/pago-denegado/${order.orderNumber}/${answerId}`,
    );
    const result = (
      await inject('GET', `/api/payments/results/${order.orderNumber}/${answerId}`)
    ).json() as PaymentResult;
    expect(result).toMatchObject({
      status: 'denied',
      page: 'denied',
      paymentReference: null,
      operationId: null,
    });
    expect(await left(form.id)).toBe(50);
    expect(
      (await inject('GET', `/api/payments/results/${order.orderNumber}/${answerId}/receipt.pdf`)).statusCode,
    ).toBe(404);
    // A denied order is not paid again; the person answers again.
    const again = await inject('POST', `/api/payments/orders/${order.id}/pay`, { headers: withToken(token) });
    expect(again.statusCode).toBe(409);
  });

  it('a forged request never reaches the card page', async () => {
    const form = await paymentForm('Entradas: falsificado');
    const { order, token } = await orderAndAnswer(form);
    const request = await pay(order.id, token);
    const forged = encodeParameters({
      ...decodeParameters(request.fields.Ds_MerchantParameters)!,
      DS_MERCHANT_AMOUNT: '1',
    });
    const response = await inject(
      'POST',
      '/api/payments/sandbox/realizarPago',
      sandboxForm({ ...request.fields, Ds_MerchantParameters: forged }),
    );
    expect(response.statusCode).toBe(400);
    const confirm = await inject(
      'POST',
      '/api/payments/sandbox/realizarPago/confirm',
      sandboxForm({
        ...request.fields,
        Ds_MerchantParameters: forged,
        card: '4548812049400004',
        expiry: '12/30',
        cvv: '123',
      }),
    );
    expect(confirm.statusCode).toBe(400);
    expect((await orderRow(order.id)).status).toBe('pending_validation');
  });

  it('sends browsers back to this server only and notifies this server only', async () => {
    const form = await paymentForm('Entradas: direcciones ajenas');
    const { order, token } = await orderAndAnswer(form);
    const request = await pay(order.id, token);
    const parameters = decodeParameters(request.fields.Ds_MerchantParameters)!;
    // Signed with the installation's sandbox secret, as an attacker who had it could: the notification
    // URL of another host and a URLOK elsewhere.
    const resign = (changes: Record<string, string>) => {
      const encoded = encodeParameters({ ...parameters, ...changes });
      return {
        ...request.fields,
        Ds_MerchantParameters: encoded,
        Ds_Signature: signRequest(sandboxSecret, order.orderNumber, encoded),
      };
    };
    const card = { card: '4548812049400004', expiry: '12/30', cvv: '123' };
    const away = await inject(
      'POST',
      '/api/payments/sandbox/realizarPago/confirm',
      sandboxForm({ ...resign({ DS_MERCHANT_URLOK: 'https://elsewhere.example/ok' }), ...card }),
    );
    expect(away.statusCode).toBe(400);
    expect((await orderRow(order.id)).status).toBe('pending_validation');
    const internal = await inject(
      'POST',
      '/api/payments/sandbox/realizarPago/confirm',
      sandboxForm({
        ...resign({
          DS_MERCHANT_MERCHANTURL: `http://169.254.169.254${parameters.DS_MERCHANT_MERCHANTURL!.replace(/^https?:\/\/[^/]+/, '')}`,
        }),
        ...card,
      }),
    );
    // The notification went to this server's own route (the order is paid), not to that host.
    expect(internal.statusCode).toBe(303);
    expect((await orderRow(order.id)).status).toBe('paid');
  });
});

describe("the gateway's notification", () => {
  it('a forged, mismatched or unknown notification changes nothing', async () => {
    const form = await paymentForm('Entradas: notificación falsa');
    const { order } = await orderAndAnswer(form);
    const before = await orderRow(order.id);
    const otherSecret = Buffer.alloc(24, 9).toString('base64');
    const forged = await notify(notification(order, {}, otherSecret));
    expect([forged.statusCode, forged.body.includes('PAYMENT_NOTIFICATION_INVALID')]).toEqual([400, true]);
    // A valid signature over other parameters.
    const real = notification(order);
    const swapped = await notify({
      ...real,
      Ds_MerchantParameters: notification({ ...order, amountCents: 1 }).Ds_MerchantParameters,
    });
    expect(swapped.statusCode).toBe(400);
    // Signed with the merchant's secret, but not the order's amount.
    const cheaper = await notify(notification({ ...order, amountCents: 100 }));
    expect([cheaper.statusCode, cheaper.body.includes('PAYMENT_NOTIFICATION_MISMATCH')]).toEqual([409, true]);
    const otherMerchant = await notify(notification(order, { Ds_MerchantCode: '111111111' }));
    expect(otherMerchant.statusCode).toBe(409);
    // The order's own id is signed into the request and must come back: another order of the same
    // number (another municipality's) is refused; so is a missing currency or another terminal.
    const otherOrder = await notify(
      notification(order, { Ds_MerchantData: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(otherOrder.statusCode).toBe(409);
    expect((await notify(notification(order, { Ds_MerchantData: '' }))).statusCode).toBe(409);
    expect((await notify(notification(order, { Ds_Currency: '' }))).statusCode).toBe(409);
    expect((await notify(notification(order, { Ds_Terminal: '002' }))).statusCode).toBe(409);
    const unknown = await notify(notification({ ...order, orderNumber: '999999999999' }));
    expect(unknown.statusCode).toBe(409);
    // Another municipality's address: its secret and its orders.
    const elsewhere = await notify(real, DEMO_IDS.rosario);
    expect(elsewhere.statusCode).toBe(409);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await left(form.id)).toBe(48);
  });

  it('a repeated notification is idempotent; a late denial after payment and replays change nothing', async () => {
    const form = await paymentForm('Entradas: repetida');
    const { order, answerId } = await orderAndAnswer(form);
    const approved = notification(order);
    const first = await notify(approved);
    expect(first.json()).toEqual({ orderNumber: order.orderNumber, status: 'paid' });
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ status: 'paid', authorisationCode: '123456', notifications: 1 });
    for (let i = 0; i < 3; i += 1) {
      const repeat = await notify(approved);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual({ orderNumber: order.orderNumber, status: 'paid' });
    }
    const late = await notify(notification(order, { Ds_Response: '0190', Ds_AuthorisationCode: '' }));
    expect(late.json()).toMatchObject({ status: 'paid' });
    expect(await orderRow(order.id)).toEqual(paid);
    expect(await left(form.id)).toBe(48);
    const result = (
      await inject('GET', `/api/payments/results/${order.orderNumber}/${answerId}`)
    ).json() as PaymentResult;
    expect(result.status).toBe('paid');
  });

  it('out of order: an approval after a denial pays the order and holds its tickets again', async () => {
    const form = await paymentForm('Entradas: desordenada');
    const { order } = await orderAndAnswer(form);
    await notify(notification(order, { Ds_Response: '0190', Ds_AuthorisationCode: '' }));
    expect((await orderRow(order.id)).status).toBe('denied');
    expect(await left(form.id)).toBe(50);
    const approved = await notify(notification(order, { Ds_AuthorisationCode: '654321' }));
    expect(approved.json()).toMatchObject({ status: 'paid' });
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', authorisationCode: '654321' });
    expect(await left(form.id)).toBe(48);
  });
});

describe('staff side', () => {
  it('the answer shows its order; the reconciliation counts orders per status for those who read every answer', async () => {
    const form = await paymentForm('Entradas: conciliación');
    const paid = await orderAndAnswer(form);
    await notify(notification(paid.order));
    await orderAndAnswer(form, details({ sectionName: 'Palco', quantity: 1 }));
    const cancelled = (await validate(form.id)).json() as PayOrderCreated;
    await inject('POST', `/api/payments/orders/${cancelled.order.id}/cancel`, {
      headers: withToken(cancelled.token),
    });

    const url = `/api/payments/forms/${form.id}/reconciliation`;
    const response = await api.call(admin, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as PaymentReconciliation;
    const totals = Object.fromEntries(body.totals.map((row) => [row.status, row]));
    expect(totals.paid).toMatchObject({ orders: 1, quantity: 2, amountCents: 5000 });
    expect(totals.pending_validation).toMatchObject({ orders: 1, quantity: 1, amountCents: 4000 });
    expect(totals.cancelled).toMatchObject({ orders: 1, quantity: 2, amountCents: 5000 });
    expect(body.orders).toHaveLength(3);
    expect(body.orders.find((o) => o.status === 'paid')).toMatchObject({
      answerId: paid.answerId,
      paymentReference: '123456',
    });

    const supervisor = await signIn(t.app, demoEmail('supervisor'));
    expect((await api.call(supervisor, 'GET', url)).statusCode).toBe(200);
    expect((await api.call(null, 'GET', url)).statusCode).toBe(401);
    const inspector = await signIn(t.app, demoEmail('inspector'));
    expect((await api.call(inspector, 'GET', url)).statusCode).toBe(403);
    // A form outside the supervisor's areas, not public.
    const ambiente = await api.createForm(
      admin,
      yesNoForm(DEMO_IDS.ambiente, 'Entradas: Ambiente', {
        ...payment(),
        options: { addPaymentGateway: true },
      }),
    );
    expect(
      (await api.call(supervisor, 'GET', `/api/payments/forms/${ambiente.id}/reconciliation`)).statusCode,
    ).toBe(403);
  });

  it('the answer view shows the payment; the list filters and shows it; the export has its status', async () => {
    const form = await paymentForm('Entradas: listado');
    const paid = await orderAndAnswer(form);
    await notify(notification(paid.order));
    const pending = await orderAndAnswer(form, details({ sectionName: 'Palco', quantity: 1 }));

    const detail = await api.read(admin, paid.answerId);
    expect(detail.statusCode, detail.body).toBe(200);
    expect((detail.json() as { payment: unknown }).payment).toMatchObject({
      orderId: paid.order.id,
      orderNumber: paid.order.orderNumber,
      status: 'paid',
      amountCents: 5000,
      quantity: 2,
      sectionName: 'Platea',
      paymentReference: '123456',
    });

    const list = async (query: string) => {
      const response = await api.call(admin, 'GET', `/api/forms/${form.id}/answers?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { rows: { id: string; paymentStatus: string | null }[] }).rows;
    };
    expect((await list('')).map((row) => [row.id, row.paymentStatus])).toEqual([
      [pending.answerId, 'pending_validation'],
      [paid.answerId, 'paid'],
    ]);
    expect((await list('paymentStatus=paid')).map((row) => row.id)).toEqual([paid.answerId]);
    expect((await list('paymentStatus=denied')).map((row) => row.id)).toEqual([]);
    const count = await api.call(
      admin,
      'GET',
      `/api/forms/${form.id}/answers/count?paymentStatus=pending_validation`,
    );
    expect(count.json()).toMatchObject({ total: 1 });
    expect(
      (await api.call(admin, 'GET', `/api/forms/${form.id}/answers?paymentStatus=robado`)).statusCode,
    ).toBe(400);

    const exported = await api.call(admin, 'GET', `/api/forms/${form.id}/answers/export`);
    expect(exported.statusCode).toBe(200);
    const files = unzip(exported.rawPayload);
    const [header, ...rows] = sheetRows(
      files.get('xl/worksheets/sheet1.xml')!,
      sharedStrings(files.get('xl/sharedStrings.xml')!),
    );
    const column = Object.entries(header!).find(([, cell]) => cell.text === 'Estado del pago')![0];
    expect(rows.map((row) => row[column]?.text)).toEqual(['Pendiente de validar', 'Pagado']);
  });

  it("an admin stores a municipality's merchant secret encrypted; orders are then signed with it; it is never returned", async () => {
    const secret = Buffer.alloc(24, 42).toString('base64');
    const url = `/api/payments/merchants/${DEMO_IDS.carlosPaz}`;
    const supervisor = await signIn(t.app, demoEmail('supervisor'));
    const body = { merchantCode: '123456789', secret };
    expect((await api.call(supervisor, 'PUT', url, body)).statusCode).toBe(403);
    expect((await api.call(null, 'PUT', url, body)).statusCode).toBe(401);
    expect((await api.call(admin, 'PUT', url, { ...body, secret: 'c2hvcnQ=' })).statusCode).toBe(400);
    const saved = await api.call(admin, 'PUT', url, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ merchantCode: '123456789', secretStored: true });
    expect(saved.body).not.toContain(secret);
    expect((await api.call(admin, 'GET', url)).json()).toEqual({
      merchantCode: '123456789',
      secretStored: true,
    });
    const [row] = await t.database.db
      .select()
      .from(paymentMerchants)
      .where(eq(paymentMerchants.municipalityId, DEMO_IDS.carlosPaz));
    expect(row!.secretCiphertext).not.toContain(secret);
    expect(row!.secretCiphertext.startsWith('v1.')).toBe(true);

    // A Carlos Paz form without its own merchant code: the stored merchant signs its orders.
    const form = await api.createForm(
      admin,
      yesNoForm(
        DEMO_IDS.inspeccionGeneral,
        'Entradas: Carlos Paz',
        payment(50, { merchantCode: '', terminal: '' }),
      ),
    );
    const { order, token } = await orderAndAnswer(form);
    const request = await pay(order.id, token);
    expect(decodeParameters(request.fields.Ds_MerchantParameters)!.DS_MERCHANT_MERCHANTCODE).toBe(
      '123456789',
    );
    expect(
      signatureMatches(
        secret,
        order.orderNumber,
        request.fields.Ds_MerchantParameters,
        request.fields.Ds_Signature,
      ),
    ).toBe(true);
    expect(
      signatureMatches(
        sandboxSecret,
        order.orderNumber,
        request.fields.Ds_MerchantParameters,
        request.fields.Ds_Signature,
      ),
    ).toBe(false);
    // Notifications of that municipality are checked with its secret; its numbering is its own.
    expect(order.orderNumber).toBe('000000000001');
    const refused = await notify(notification(order, { Ds_MerchantCode: '123456789' }), DEMO_IDS.carlosPaz);
    expect(refused.statusCode).toBe(400);
    const accepted = await notify(
      notification(order, { Ds_MerchantCode: '123456789' }, secret),
      DEMO_IDS.carlosPaz,
    );
    expect(accepted.json()).toMatchObject({ status: 'paid' });
  });
});

describe('a real gateway (PAYMENT_GATEWAY_URL)', () => {
  const GATEWAY = 'https://sis-t.redsys.es:25443/sis/realizarPago';

  it('without a merchant secret no order is taken; with one the request goes to the bank, and no sandbox is served', async () => {
    const bare = await startTestApp({ PAYMENT_GATEWAY_URL: GATEWAY });
    try {
      const session = await signIn(bare.app, demoEmail('admin'));
      const form = await answerApi(bare).createForm(
        session,
        yesNoForm(DEMO_IDS.obrasPrivadas, 'Entradas: banco', payment()),
      );
      const refused = await bare.app.inject({
        method: 'POST',
        url: `/api/payments/forms/${form.id}/orders?mode=public`,
        payload: details(),
      });
      expect([refused.statusCode, refused.body.includes('PAYMENT_MERCHANT_MISSING')]).toEqual([503, true]);
    } finally {
      await bare.close();
    }

    const secret = Buffer.alloc(24, 5).toString('base64');
    const bank = await startTestApp({ PAYMENT_GATEWAY_URL: GATEWAY, PAYMENT_MERCHANT_SECRET: secret });
    try {
      const bankApi = answerApi(bank);
      const session = await signIn(bank.app, demoEmail('admin'));
      const form = await bankApi.createForm(
        session,
        yesNoForm(DEMO_IDS.obrasPrivadas, 'Entradas: banco', payment()),
      );
      const created = (
        await bank.app.inject({
          method: 'POST',
          url: `/api/payments/forms/${form.id}/orders?mode=public`,
          payload: details(),
        })
      ).json() as PayOrderCreated;
      const saved = await bankApi.submit(
        null,
        form.id,
        yesAnswer(form.template, { paymentOrder: { id: created.order.id, token: created.token } }),
        'public',
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const paid = await bank.app.inject({
        method: 'POST',
        url: `/api/payments/orders/${created.order.id}/pay`,
        headers: withToken(created.token),
      });
      const request = paid.json() as GatewayForm;
      expect(request.action).toBe(GATEWAY);
      expect(
        signatureMatches(
          secret,
          created.order.orderNumber,
          request.fields.Ds_MerchantParameters,
          request.fields.Ds_Signature,
        ),
      ).toBe(true);
      expect(paid.body).not.toContain(secret);
      // The wizard's page may post to the bank: the CSP's form-action names its origin.
      expect(paid.headers['content-security-policy']).toContain(
        "form-action 'self' https://sis-t.redsys.es:25443",
      );
      const sandbox = await bank.app.inject({
        method: 'POST',
        url: '/api/payments/sandbox/realizarPago',
        ...sandboxForm(request.fields),
      });
      expect(sandbox.statusCode).toBe(404);
      // The bank's notification, signed with the merchant's secret.
      const notified = await bank.app.inject({
        method: 'POST',
        url: `/api/payments/notifications/${DEMO_IDS.cordoba}`,
        ...sandboxForm(notification(created.order, {}, secret)),
      });
      expect(notified.json()).toMatchObject({ status: 'paid' });
    } finally {
      await bank.close();
    }
  });
});
