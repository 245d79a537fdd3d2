import type { PaymentCatalogue } from './es.ts';

/** The embedded card gateway's page (the sandbox) and the payment receipt, in Basque. */
export const eu: PaymentCatalogue = {
  sandbox: {
    title: 'Probako ordainketa-pasabidea',
    notice: 'Cabildoren proba-ingurunea: ez da benetako zenbatekorik kobratzen.',
    merchant: 'Merkataritza',
    order: 'Eskaera',
    description: 'Kontzeptua',
    amount: 'Zenbatekoa',
    cardNumber: 'Txartelaren zenbakia',
    expiry: 'Iraungitze-data (HH/UU)',
    cvv: 'CVV',
    pay: 'Ordaindu',
    cancel: 'Utzi',
    testCards: 'Probako txartelak: {{approve}} onartu egiten da; {{deny}}, berriz, ukatu.',
    cardInvalid: 'Berrikusi txartelaren zenbakia, iraungitze-data eta CVVa.',
    requestInvalid: 'Ordainketa-eskaera ez da baliozkoa, edo haren sinadura ez da zuzena.',
    back: 'Itzuli',
  },
  receipt: {
    title: 'Ordainagiria',
    approved: 'Zure ordainketa onartu da',
    amount: 'Zenbatekoa',
    fullName: 'Izen-abizenak',
    reference: 'Ordainketaren erreferentzia',
    orderNumber: 'Eskaera-zenbakia',
    operationId: 'Eragiketaren identifikatzailea',
    section: 'Kokalekua',
    quantity: 'Kopurua',
    answerCode: 'Erantzunaren kodea',
    paidAt: 'Ordainketa-data',
  },
};
