/** Forms: their templates, scopes and management lists. Only its routes are used outside it, by the route table (src/routes.ts). */
export {};
