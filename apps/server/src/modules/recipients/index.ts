/** The recipient search over answers. Only its routes are used outside it, by the route table (src/routes.ts). */
export {};
