/** Card payments: orders, the gateway, reconciliation, merchants. Only its routes are used outside it, by the route table (src/routes.ts). */
export {};
