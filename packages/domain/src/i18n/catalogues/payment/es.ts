/** The embedded card gateway's page (the sandbox) and the payment receipt, in Spanish. */
export const es = {
  sandbox: {
    title: 'Pasarela de pago de prueba',
    notice: 'Entorno de prueba de Cabildo: no se cobra ningún importe real.',
    merchant: 'Comercio',
    order: 'Pedido',
    description: 'Concepto',
    amount: 'Importe',
    cardNumber: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvv: 'CVV',
    pay: 'Pagar',
    cancel: 'Cancelar',
    testCards: 'Tarjetas de prueba: {{approve}} se aprueba; {{deny}} se deniega.',
    cardInvalid: 'Revise el número de tarjeta, la caducidad y el CVV.',
    requestInvalid: 'La solicitud de pago no es válida o su firma no es correcta.',
    back: 'Volver',
  },
  receipt: {
    title: 'Comprobante de pago',
    approved: 'Tu pago fue aprobado',
    amount: 'Importe',
    fullName: 'Nombre y apellido',
    reference: 'Referencia de pago',
    orderNumber: 'Número de orden',
    operationId: 'Identificador de la operación',
    section: 'Ubicación',
    quantity: 'Cantidad',
    answerCode: 'Código de la respuesta',
    paidAt: 'Fecha del pago',
  },
};
export type PaymentCatalogue = typeof es;
