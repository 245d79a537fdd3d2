/** Health checks and the Prometheus metrics. Only its routes are used outside it, by the route table (src/routes.ts). */
export {};
