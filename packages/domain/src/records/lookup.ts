import { z } from 'zod';
import { altTextsSchema } from '../forms/template.ts';
import { languageSchema } from '../i18n/language-schema.ts';

/**
 * The two public lookups (spec part 3 §2, §5): the state of a procedure by its answer code
 * (/publico/consultar-estado) and a record (acta) by its download code (/actas/consultar).
 */

/** The longest code either lookup reads; anything longer cannot be a code. */
export const LOOKUP_CODE_MAX = 100;

/** GET /api/public/status?code=…: the answer code as shown on the saved page (e.g. "CBA-12"). */
export const statusLookupQuerySchema = z.object({
  code: z.string().trim().min(1).max(LOOKUP_CODE_MAX),
});
export type StatusLookupQuery = z.infer<typeof statusLookupQuerySchema>;

/**
 * What the status lookup shows: the form's title as answered (with its versions in the other
 * languages, so the page follows the reader's language) and the name of the current state.
 */
export const statusLookupResultSchema = z.object({
  code: z.string(),
  formTitle: z.string(),
  formTitleAlt: altTextsSchema,
  stateName: z.string(),
});
export type StatusLookupResult = z.infer<typeof statusLookupResultSchema>;

/** GET /api/public/records/:code — the code exactly as typed (the page trims it; case matters). */
export const recordLookupParamsSchema = z.object({ code: z.string() });

/** The record's language: `lang`, else the request's Accept-Language. */
export const recordLookupQuerySchema = z.object({ lang: languageSchema.optional() });
export type RecordLookupQuery = z.infer<typeof recordLookupQuerySchema>;

/** The file name a record downloads as. */
export const recordFileName = (answerCode: string): string =>
  `acta-${answerCode.replace(/[^A-Za-z0-9_-]/g, '_')}.pdf`;
