/** How often the web asks for the remote configuration again (apart: no schema, so the sign-in bundle stays free of zod). */
export const REMOTE_CONFIG_REFETCH_MS = 40_000;
