import type { PaymentCatalogue } from './es.ts';

/** The embedded card gateway's page (the sandbox) and the payment receipt, in Galician. */
export const gl: PaymentCatalogue = {
  sandbox: {
    title: 'Pasarela de pagamento de proba',
    notice: 'Contorno de proba de Cabildo: non se cobra ningún importe real.',
    merchant: 'Comercio',
    order: 'Pedido',
    description: 'Concepto',
    amount: 'Importe',
    cardNumber: 'Número de tarxeta',
    expiry: 'Caducidade (MM/AA)',
    cvv: 'CVV',
    pay: 'Pagar',
    cancel: 'Cancelar',
    testCards: 'Tarxetas de proba: {{approve}} apróbase; {{deny}} denégase.',
    cardInvalid: 'Revise o número de tarxeta, a data de caducidade e o CVV.',
    requestInvalid: 'A solicitude de pagamento non é válida ou a súa sinatura non é correcta.',
    back: 'Volver',
  },
  receipt: {
    title: 'Xustificante de pagamento',
    approved: 'O seu pagamento foi aprobado',
    amount: 'Importe',
    fullName: 'Nome e apelidos',
    reference: 'Referencia de pagamento',
    orderNumber: 'Número de pedido',
    operationId: 'Identificador da operación',
    section: 'Localización',
    quantity: 'Cantidade',
    answerCode: 'Código da resposta',
    paidAt: 'Data do pagamento',
  },
};
