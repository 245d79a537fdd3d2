import { z } from 'zod';
import { ANSWER_BADGES } from '../answers/view.ts';

/** Rows per page of the citizen's answers (spec part 3 §9: citizen-portal table 7). */
export const PORTAL_ANSWERS_PAGE_SIZE = 7;

/**
 * The scheme of the Authorization header that carries a citizenOaToken to the API
 * (`Authorization: Citizen <token>`): headers stay out of the server's request logs.
 */
export const CITIZEN_AUTH_SCHEME = 'Citizen';

export const portalAnswersQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** A citizen portal answer row (spec part 3 §3): code, form title, answered date, current state. */
export const portalAnswerRowSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  code: z.string(),
  formTitle: z.string(),
  /** Alternative-language titles of the form, as answered. */
  formTitleAlt: z.record(z.string(), z.string()).default({}),
  answeredAt: z.string(),
  /** The current state's name, or null when the form has no states ('-'). */
  state: z.string().nullable(),
  badge: z.enum(ANSWER_BADGES).nullable(),
  /** The last request for changes waits for the citizen: the revision link is offered. */
  revisionPending: z.boolean(),
});
export type PortalAnswerRow = z.infer<typeof portalAnswerRowSchema>;

export const portalAnswersPageSchema = z.object({
  citizen: z.object({ username: z.string(), firstName: z.string(), lastName: z.string() }),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  rows: z.array(portalAnswerRowSchema),
});
export type PortalAnswersPage = z.infer<typeof portalAnswersPageSchema>;
