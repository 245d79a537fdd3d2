import type { PaymentCatalogue } from './es.ts';

/** The embedded card gateway's page (the sandbox) and the payment receipt, in English. */
export const en: PaymentCatalogue = {
  sandbox: {
    title: 'Test payment gateway',
    notice: "Cabildo's test environment: no real amount is charged.",
    merchant: 'Merchant',
    order: 'Order',
    description: 'Description',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvv: 'CVV',
    pay: 'Pay',
    cancel: 'Cancel',
    testCards: 'Test cards: {{approve}} is approved; {{deny}} is denied.',
    cardInvalid: 'Check the card number, the expiry date and the CVV.',
    requestInvalid: 'The payment request is not valid or its signature is wrong.',
    back: 'Back',
  },
  receipt: {
    title: 'Payment receipt',
    approved: 'Your payment was approved',
    amount: 'Amount',
    fullName: 'Full name',
    reference: 'Payment reference',
    orderNumber: 'Order number',
    operationId: 'Operation id',
    section: 'Location',
    quantity: 'Quantity',
    answerCode: 'Answer code',
    paidAt: 'Payment date',
  },
};
