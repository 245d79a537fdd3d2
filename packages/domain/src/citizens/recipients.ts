import { z } from 'zod';
import { keysetPositionSchema } from '../answers/review.ts';
import { altTextsSchema } from '../forms/template.ts';
import { CITIZEN_KINDS } from './data.ts';
import { normalizeRecipientNumber, recipientNumberProblem } from './recipient-rules.ts';

/** GET /api/recipients/answers: the document type and number, and the keyset position of the page. */
export const recipientSearchQuerySchema = z
  .object({
    kind: z.enum(CITIZEN_KINDS),
    number: z.string().max(40),
    ...keysetPositionSchema.shape,
  })
  .superRefine((query, ctx) => {
    const problem = recipientNumberProblem(query.kind, query.number);
    if (problem) ctx.addIssue({ code: 'custom', path: ['number'], message: problem });
  })
  .transform((query) => ({ ...query, number: normalizeRecipientNumber(query.kind, query.number) }));
export type RecipientSearchQuery = z.input<typeof recipientSearchQuerySchema>;
export type RecipientSearch = z.output<typeof recipientSearchQuerySchema>;

/** The person found: a natural person's names and DNI, or an entity's business name and CUIT; the e-mail. */
export const recipientSchema = z.object({
  kind: z.enum(CITIZEN_KINDS),
  firstName: z.string(),
  lastName: z.string(),
  dni: z.string().nullable(),
  cuit: z.string().nullable(),
  email: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const recipientAnswerRowSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  /** The title of the form as answered, and its other languages. */
  formTitle: z.string(),
  formTitleAlt: altTextsSchema,
  createdAt: z.string(),
  /** The current workflow state (null: the form has no states). */
  state: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type RecipientAnswerRow = z.infer<typeof recipientAnswerRowSchema>;

/**
 * One page of the recipient search (spec part 3 §2): the person (the registry's record, else the
 * citizen of the newest answer found; null when neither knows the number), the answers of the
 * searcher's areas linked to the number, newest first, their total and the keyset cursors.
 */
export const recipientSearchPageSchema = z.object({
  recipient: recipientSchema.nullable(),
  rows: z.array(recipientAnswerRowSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
});
export type RecipientSearchPage = z.infer<typeof recipientSearchPageSchema>;
