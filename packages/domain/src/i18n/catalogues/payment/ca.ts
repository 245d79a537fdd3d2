import type { PaymentCatalogue } from './es.ts';

/** The embedded card gateway's page (the sandbox) and the payment receipt, in Catalan. */
export const ca: PaymentCatalogue = {
  sandbox: {
    title: 'Passarel·la de pagament de prova',
    notice: 'Entorn de prova de Cabildo: no es cobra cap import real.',
    merchant: 'Comerç',
    order: 'Comanda',
    description: 'Concepte',
    amount: 'Import',
    cardNumber: 'Número de targeta',
    expiry: 'Caducitat (MM/AA)',
    cvv: 'CVV',
    pay: 'Paga',
    cancel: 'Cancel·la',
    testCards: "Targetes de prova: {{approve}} s'aprova; {{deny}} es denega.",
    cardInvalid: 'Reviseu el número de targeta, la data de caducitat i el CVV.',
    requestInvalid: 'La sol·licitud de pagament no és vàlida o la seva signatura no és correcta.',
    back: 'Torna',
  },
  receipt: {
    title: 'Comprovant de pagament',
    approved: "S'ha aprovat el pagament",
    amount: 'Import',
    fullName: 'Nom i cognoms',
    reference: 'Referència de pagament',
    orderNumber: 'Número de comanda',
    operationId: "Identificador de l'operació",
    section: 'Ubicació',
    quantity: 'Quantitat',
    answerCode: 'Codi de la resposta',
    paidAt: 'Data del pagament',
  },
};
