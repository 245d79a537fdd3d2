import { z } from 'zod';
import { landsOnHome, type Role } from '../access/roles.ts';
import { keysetPositionSchema } from '../answers/review.ts';
import { altTextsSchema } from '../forms/template.ts';
import { CITIZEN_KINDS, type CitizenKind } from './data.ts';
import { lookupNumberProblem, normalizeCuit } from './schemas.ts';

/** Spec part 3 §9: the recipient search table shows 5 answers a page. */
export const RECIPIENT_SEARCH_PAGE_SIZE = 5;

/**
 * Who may search recipients (spec part 3 §2 "Welcome page", §6): the roles that land on /home —
 * supervisor, elevated supervisor, admin and private census taker. Everyone else is sent to /listar
 * and refused by the API.
 */
export const maySearchRecipients = (role: Role | null): boolean => landsOnHome(role);

/** Catalogue keys (web `home` part) of the invalid number, one per document type. */
export const RECIPIENT_SEARCH_ERRORS = {
  natural: 'home.recipientSearch.invalid.natural',
  legal: 'home.recipientSearch.invalid.legal',
} as const;
export type RecipientSearchErrorKey = (typeof RECIPIENT_SEARCH_ERRORS)[CitizenKind];

/** CUIT/RUC: 11 to 14 digits once dashes are dropped (spec part 3 §5). */
const TAX_ID = /^\d{11,14}$/;

/**
 * Why a number cannot be searched for (spec part 3 §5 "Recipient search"), or null when it can:
 * DNI/ID (`natural`) is 6 to 14 letters or digits — the citizen step's lookup rule, so a person
 * registered by a foreign document is found too; CUIT/RUC (`legal`) is 11 to 14 digits, dashes
 * allowed (30-71234567-8). Surrounding spaces never count.
 */
export function recipientNumberProblem(kind: CitizenKind, number: string): RecipientSearchErrorKey | null {
  if (kind === 'natural')
    return lookupNumberProblem('natural', number) === null ? null : RECIPIENT_SEARCH_ERRORS.natural;
  return TAX_ID.test(normalizeCuit(number.trim())) ? null : RECIPIENT_SEARCH_ERRORS.legal;
}

/** The number as answers store it (`citizen_document`): trimmed, a tax id without dashes. */
export const normalizeRecipientNumber = (kind: CitizenKind, number: string): string =>
  kind === 'legal' ? normalizeCuit(number.trim()) : number.trim();

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
