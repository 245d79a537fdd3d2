/**
 * The answer limits the answering screens show (zod-free, so a first visit to a form does not load
 * the schemas); the schemas in document.ts and api.ts enforce the same numbers.
 */
export const ATTACHMENTS_PER_QUESTION_MAX = 20;
export const REPEATABLE_ROWS_MAX = 100;
export const SIGNATORY_NAME_MAX = 60;
export const OBSERVATIONS_MAX = 5000;
export const EMAIL_RECIPIENTS_MAX = 20;
