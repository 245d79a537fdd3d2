import type { PayOrder, PayOrderRequest } from '@cabildo/domain';

/** What the payment wizard keeps with the answer's draft: what was typed, and the validated order with its token. */
export type PayDetails = Omit<PayOrderRequest, 'quantity'> & { quantity: number };
export type DraftPayment = { order: PayOrder; token: string };
