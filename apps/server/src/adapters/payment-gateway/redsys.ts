import { SIGNATURE_VERSION, type GatewayForm } from '@cabildo/domain';
import type { GatewayNotification, PaymentGateway } from './port.ts';
import { decodeParameters, encodeParameters, parameter, signatureMatches, signRequest } from './signature.ts';

/** The path of the embedded sandbox's card page (modules/payments/sandbox.ts serves it). */
export const SANDBOX_PAY_PATH = '/api/payments/sandbox/realizarPago';

/**
 * The signed-redirect gateway: production posts to the bank's page (PAYMENT_GATEWAY_URL, e.g.
 * https://sis.redsys.es/sis/realizarPago, or the test one https://sis-t.redsys.es:25443/sis/realizarPago);
 * the embedded sandbox is the same protocol with Cabildo's own card page as the action.
 */
export function signedRedirectGateway(kind: 'redsys' | 'sandbox', actionUrl: string): PaymentGateway {
  return {
    kind,
    request(secret: string, parameters: Record<string, string>): GatewayForm {
      const order = parameter(parameters, 'DS_MERCHANT_ORDER');
      if (!order) throw new Error('A payment request needs DS_MERCHANT_ORDER.');
      const encoded = encodeParameters(parameters);
      return {
        action: actionUrl,
        method: 'POST',
        fields: {
          Ds_SignatureVersion: SIGNATURE_VERSION,
          Ds_MerchantParameters: encoded,
          Ds_Signature: signRequest(secret, order, encoded),
        },
      };
    },
    verifyNotification(secret: string, notification: GatewayNotification) {
      if (notification.Ds_SignatureVersion && notification.Ds_SignatureVersion !== SIGNATURE_VERSION)
        return null;
      const parameters = decodeParameters(notification.Ds_MerchantParameters);
      const order = parameters && parameter(parameters, 'Ds_Order');
      if (!parameters || !order) return null;
      return signatureMatches(secret, order, notification.Ds_MerchantParameters, notification.Ds_Signature)
        ? parameters
        : null;
    },
  };
}

/** The configured gateway: the bank's page when PAYMENT_GATEWAY_URL is set, else the embedded sandbox. */
export function paymentGatewayOf(gatewayUrl: string | null, appUrl: string): PaymentGateway {
  return gatewayUrl
    ? signedRedirectGateway('redsys', gatewayUrl)
    : signedRedirectGateway('sandbox', `${appUrl}${SANDBOX_PAY_PATH}`);
}
