/** The public lookups: an answer by its code, a record by its code. Only its routes are used outside it, by the route table (src/routes.ts). */
export {};
