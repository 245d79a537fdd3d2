import type { PaymentCatalogue } from './es.ts';

/** The embedded card gateway's page (the sandbox) and the payment receipt, in European Portuguese. */
export const pt: PaymentCatalogue = {
  sandbox: {
    title: 'Plataforma de pagamento de teste',
    notice: 'Ambiente de teste do Cabildo: não é cobrado nenhum montante real.',
    merchant: 'Comerciante',
    order: 'Encomenda',
    description: 'Descrição',
    amount: 'Montante',
    cardNumber: 'Número do cartão',
    expiry: 'Validade (MM/AA)',
    cvv: 'CVV',
    pay: 'Pagar',
    cancel: 'Cancelar',
    testCards: 'Cartões de teste: {{approve}} é aprovado; {{deny}} é recusado.',
    cardInvalid: 'Verifique o número do cartão, a validade e o CVV.',
    requestInvalid: 'O pedido de pagamento não é válido ou a sua assinatura não está correta.',
    back: 'Voltar',
  },
  receipt: {
    title: 'Comprovativo de pagamento',
    approved: 'O seu pagamento foi aprovado',
    amount: 'Montante',
    fullName: 'Nome completo',
    reference: 'Referência do pagamento',
    orderNumber: 'Número da encomenda',
    operationId: 'Identificador da operação',
    section: 'Localização',
    quantity: 'Quantidade',
    answerCode: 'Código da resposta',
    paidAt: 'Data do pagamento',
  },
};
