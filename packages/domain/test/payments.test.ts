import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatMoney,
  lowStock,
  merchantParameters,
  operationIdGroups,
  orderAmountCents,
  orderNumber,
  orderProblem,
  payOrderRequestSchema,
  paymentSchema,
  quantityOptions,
  responseApproved,
  resultPageOf,
  stockLeftOf,
} from '../src/index.ts';

const payment = paymentSchema.parse({
  name: 'Concierto',
  sections: [
    { name: 'Platea', price: 2500, stockLeft: 50 },
    { name: 'Gratis', price: 0, stockLeft: 10 },
  ],
  maxTicketsPerTransaction: 4,
});

describe('order numbers and amounts', () => {
  it('pads the counter to 12 digits', () => {
    expect(orderNumber(1)).toBe('000000000001');
    expect(orderNumber(123456789012)).toBe('123456789012');
    expect(() => orderNumber(0)).toThrow();
    expect(() => orderNumber(10 ** 12)).toThrow();
  });

  it('always gives 12 digits that read back as the counter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 - 1 }), (n) => {
        const text = orderNumber(n);
        return /^\d{12}$/.test(text) && Number(text) === n;
      }),
    );
  });

  it('computes the amount in cents and shows it in euros with 2 decimals', () => {
    expect(orderAmountCents(2500, 2)).toBe(5000);
    expect(formatCents(5000)).toBe('50.00');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(123456)).toBe('1234.56');
    expect(() => orderAmountCents(10, 0)).toThrow();
    expect(() => orderAmountCents(10.5, 1)).toThrow();
  });

  it("shows an amount in the reader's number and currency format", () => {
    // Intl separates the amount from the sign with a no-break space.
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(formatMoney(2500, 'EUR', 'es'))).toBe('25,00 €');
    expect(plain(formatMoney(123456, 'EUR', 'es'))).toBe('1234,56 €');
    expect(formatMoney(2500, 'EUR', 'en')).toBe('€25.00');
    expect(plain(formatMoney(2500, 'EUR', 'ca'))).toBe('25,00 €');
    expect(formatMoney(2500, 'XYZ1', 'es')).toBe('25.00 XYZ1');
  });

  it('formats any cents back to the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), (cents) => {
        const text = formatCents(cents);
        return /^\d+\.\d{2}$/.test(text) && Math.round(Number(text) * 100) === cents;
      }),
    );
  });
});

describe('stock and quantity', () => {
  it('offers 1 to the maximum per transaction, limited by the stock left', () => {
    expect(quantityOptions(4, 50)).toEqual([1, 2, 3, 4]);
    expect(quantityOptions(4, 2)).toEqual([1, 2]);
    expect(quantityOptions(4, 0)).toEqual([]);
  });

  it('warns at 20 or fewer left, not at none', () => {
    expect(lowStock(20)).toBe(true);
    expect(lowStock(1)).toBe(true);
    expect(lowStock(21)).toBe(false);
    expect(lowStock(0)).toBe(false);
  });

  it('never leaves less than nothing', () => {
    expect(stockLeftOf(50, 10)).toBe(40);
    expect(stockLeftOf(5, 10)).toBe(0);
  });

  it('refuses unknown sections, free sections, bad quantities and more than is left', () => {
    expect(orderProblem(payment, { sectionName: 'Platea', quantity: 2 }, 50)).toBeNull();
    expect(orderProblem(payment, { sectionName: 'Palco', quantity: 1 }, 50)).toBe('section-unknown');
    expect(orderProblem(payment, { sectionName: 'Gratis', quantity: 1 }, 10)).toBe('no-price');
    expect(orderProblem(payment, { sectionName: 'Platea', quantity: 5 }, 50)).toBe('quantity-invalid');
    expect(orderProblem(payment, { sectionName: 'Platea', quantity: 0 }, 50)).toBe('quantity-invalid');
    expect(orderProblem(payment, { sectionName: 'Platea', quantity: 3 }, 2)).toBe('no-stock');
  });

  it('accepts exactly the quantities offered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: -2, max: 8 }), (left, quantity) => {
        const offered = quantityOptions(payment.maxTicketsPerTransaction, left).includes(quantity);
        const accepted = orderProblem(payment, { sectionName: 'Platea', quantity }, left) === null;
        return offered === accepted;
      }),
    );
  });
});

describe('the order request', () => {
  const valid = {
    sectionName: 'Platea',
    quantity: 2,
    fullName: 'Ana Pérez',
    idNumber: '30123456',
    email: 'ana@example.org',
    phone: '3514000000',
  };
  it('takes ids of 7 to 12 characters, a valid e-mail, a name and a phone', () => {
    expect(payOrderRequestSchema.safeParse(valid).success).toBe(true);
    expect(payOrderRequestSchema.safeParse({ ...valid, idNumber: '123456' }).success).toBe(false);
    expect(payOrderRequestSchema.safeParse({ ...valid, idNumber: '1234567890123' }).success).toBe(false);
    expect(payOrderRequestSchema.safeParse({ ...valid, email: 'ana' }).success).toBe(false);
    expect(payOrderRequestSchema.safeParse({ ...valid, fullName: '  ' }).success).toBe(false);
    expect(payOrderRequestSchema.safeParse({ ...valid, phone: '' }).success).toBe(false);
    expect(payOrderRequestSchema.safeParse({ ...valid, quantity: 0 }).success).toBe(false);
  });
});

describe('merchant parameters', () => {
  const input = {
    orderNumber: '000000000042',
    amountCents: 5000,
    merchantCode: '999008881',
    terminal: '',
    productDescription: 'x'.repeat(200),
    holder: 'ñ'.repeat(80),
    notificationUrl: 'https://cabildo.example/api/payments/notifications/m',
    urlOk: 'https://cabildo.example/pago-exitoso/000000000042/a',
    urlKo: 'https://cabildo.example/pago-denegado/000000000042/a',
    merchantData: '6f1c2a9e-0000-4000-8000-000000000042',
  };
  it('pads, converts and cuts as the gateway asks', () => {
    const params = merchantParameters(input);
    expect(params.DS_MERCHANT_ORDER).toBe('000000000042');
    expect(params.DS_MERCHANT_AMOUNT).toBe('5000');
    expect(params.DS_MERCHANT_TERMINAL).toBe('1');
    expect(params.DS_MERCHANT_CURRENCY).toBe('978');
    expect(params.DS_MERCHANT_TRANSACTIONTYPE).toBe('0');
    expect(params.DS_MERCHANT_PRODUCTDESCRIPTION).toHaveLength(124);
    expect(Array.from(params.DS_MERCHANT_TITULAR!)).toHaveLength(59);
    expect(params.DS_MERCHANT_MERCHANTURL).toBe(input.notificationUrl);
    expect(params.DS_MERCHANT_URLOK).toBe(input.urlOk);
    expect(params.DS_MERCHANT_URLKO).toBe(input.urlKo);
    expect(params.DS_MERCHANT_MERCHANTDATA).toBe(input.merchantData);
  });
  it('refuses an order that is not 12 digits and amounts that are not positive cents', () => {
    expect(() => merchantParameters({ ...input, orderNumber: '42' })).toThrow();
    expect(() => merchantParameters({ ...input, amountCents: 0 })).toThrow();
  });
});

describe('results', () => {
  it('approves Ds_Response 0000 to 0099 only', () => {
    expect(responseApproved('0000')).toBe(true);
    expect(responseApproved('0099')).toBe(true);
    expect(responseApproved('0100')).toBe(false);
    expect(responseApproved('0190')).toBe(false);
    expect(responseApproved('9915')).toBe(false);
    expect(responseApproved(undefined)).toBe(false);
    expect(responseApproved('abc')).toBe(false);
  });
  it('sends only paid orders to the success page', () => {
    expect(resultPageOf('paid')).toBe('success');
    expect(resultPageOf('pending_validation')).toBe('denied');
    expect(resultPageOf('denied')).toBe('denied');
    expect(resultPageOf(null)).toBe('denied');
  });
  it('splits the operation id in groups of 25', () => {
    const id = 'a'.repeat(25) + 'b'.repeat(25) + 'c'.repeat(3);
    expect(operationIdGroups(id)).toEqual(['a'.repeat(25), 'b'.repeat(25), 'ccc']);
    expect(operationIdGroups('')).toEqual([]);
  });
});
