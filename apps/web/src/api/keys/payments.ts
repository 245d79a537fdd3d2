export const paymentsKeys = {
  view: (formId: string, mode: string) => ['payments', 'view', formId, mode] as const,
  order: (orderId: string) => ['payments', 'order', orderId] as const,
  gateway: (orderId: string) => ['payments', 'gateway', orderId] as const,
  result: (orderNumber: string, answerId: string) => ['payments', 'result', orderNumber, answerId] as const,
  reconciliation: (formId: string) => ['payments', 'reconciliation', formId] as const,
};
