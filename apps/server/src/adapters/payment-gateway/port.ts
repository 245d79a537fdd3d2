import type { GatewayForm } from '@cabildo/domain';

/** A notification as the gateway posts it (form fields or JSON). */
export type GatewayNotification = {
  Ds_SignatureVersion?: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
};

/**
 * The card gateway (spec part 2 §7 /toPay; issue 17): a signed-redirect gateway of the kind Spanish
 * banks run (Redsys). The merchant signs its request, the browser posts it to the gateway's page,
 * and the gateway tells the merchant the result server to server, signed the same way.
 */
export interface PaymentGateway {
  /** 'redsys': the bank's page (PAYMENT_GATEWAY_URL); 'sandbox': Cabildo's embedded card page. */
  readonly kind: 'redsys' | 'sandbox';
  /** The signed request for these DS_MERCHANT_* parameters, under the merchant's secret. */
  request(secret: string, parameters: Record<string, string>): GatewayForm;
  /**
   * The notification's parameters when its signature is the merchant's for the order it names
   * (checked in constant time), else null. The caller still matches order, amount and merchant.
   */
  verifyNotification(secret: string, notification: GatewayNotification): Record<string, string> | null;
}
