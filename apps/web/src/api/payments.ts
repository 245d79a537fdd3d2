import type { OpeningMode, PaymentResult, PaymentView, PayOrder, PayOrderRequest } from '@cabildo/domain';
import { useQuery } from '@tanstack/react-query';
import { api, apiFile, type RequestOptions } from './client.ts';
import { citizenRequest } from './citizenPortal.ts';
import { paymentsKeys } from './keys/payments.ts';

/**
 * The payments API (apps/server/src/modules/payments/routes.ts): the wizard reads the form's
 * payment and validates an order (its token comes back once); the order's holder reads, cancels
 * and pays it with the token in `X-Pay-Order-Token`; the result pages read the server's status.
 */

/** The order's access token travels in this header. */
const TOKEN_HEADER = 'x-pay-order-token';
/** The token is the caller's only proof on public forms: no session is involved, none is lost. */
const holder = (token: string): Pick<RequestOptions, 'headers' | 'quietSessionLoss'> => ({
  headers: { [TOKEN_HEADER]: token },
  quietSessionLoss: true,
});
/** The citizen portal's calls carry its token; the others go as the answer screen's mode. */
const asMode = (mode: OpeningMode): Pick<RequestOptions, 'headers' | 'quietSessionLoss'> =>
  mode === 'citizen-portal' ? citizenRequest() : {};

/** The form's payment for the wizard: sections with price (cents), stock left and quantity choices. */
export function usePaymentView(formId: string, mode: OpeningMode) {
  return useQuery({
    queryKey: paymentsKeys.view(formId, mode),
    queryFn: (): Promise<PaymentView> =>
      api.get('/api/payments/forms/{id}', { path: { id: formId }, query: { mode }, ...asMode(mode) }),
    refetchOnWindowFocus: false,
  });
}

/** Validates an order: 'pending_validation', tickets held, its number taken; the token once. */
export const createPayOrder = (formId: string, mode: OpeningMode, request: PayOrderRequest) =>
  api.post('/api/payments/forms/{id}/orders', {
    ...asMode(mode),
    path: { id: formId },
    query: { mode },
    body: request,
  });

export const fetchPayOrder = (orderId: string, token: string): Promise<PayOrder> =>
  api.get('/api/payments/orders/{orderId}', { path: { orderId }, ...holder(token) });

/** Edit the order: cancelled, tickets back (validate again for a new number). */
export const cancelPayOrder = (orderId: string, token: string): Promise<PayOrder> =>
  api.post('/api/payments/orders/{orderId}/cancel', { path: { orderId }, ...holder(token) });

/** The signed gateway request of a pending order saved with its answer. */
export const fetchGatewayForm = (orderId: string, token: string) =>
  api.post('/api/payments/orders/{orderId}/pay', { path: { orderId }, ...holder(token) });

/** The result pages' data: the server's status of the order, never the URL's word. */
export function usePaymentResult(
  orderNumber: string,
  answerId: string,
  poll: (data?: PaymentResult) => number | false,
) {
  return useQuery({
    queryKey: paymentsKeys.result(orderNumber, answerId),
    queryFn: (): Promise<PaymentResult> =>
      api.get('/api/payments/results/{orderNumber}/{answerId}', {
        path: { orderNumber, answerId },
        quietSessionLoss: true,
      }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => poll(query.state.data),
  });
}

/** The receipt PDF of a paid order. */
export const downloadReceipt = (orderNumber: string, answerId: string) =>
  apiFile(
    'get',
    '/api/payments/results/{orderNumber}/{answerId}/receipt.pdf',
    `comprobante_${orderNumber}.pdf`,
    {
      path: { orderNumber, answerId },
      quietSessionLoss: true,
    },
  );

/** Staff: a form's orders by status with totals. */
export function useReconciliation(formId: string) {
  return useQuery({
    queryKey: paymentsKeys.reconciliation(formId),
    queryFn: () => api.get('/api/payments/forms/{id}/reconciliation', { path: { id: formId } }),
  });
}
