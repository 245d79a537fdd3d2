import { z } from 'zod';
import { altTextsSchema } from '../forms/template.ts';
import { keysetPositionSchema } from './review.ts';

/** Spec part 3 §2: the own-answers page shows 7 answers a page. */
export const OWN_ANSWERS_PAGE_SIZE = 7;

/** The keyset position of the own-answers page (the answers-list cursor). */
export const ownAnswersQuerySchema = keysetPositionSchema;
export type OwnAnswersQuery = z.input<typeof ownAnswersQuerySchema>;
/** The position as the page asks for it: the direction always set. */
export type OwnAnswersPosition = z.output<typeof ownAnswersQuerySchema>;

export const ownAnswerRowSchema = z.object({
  id: z.uuid(),
  /** The answer code, shown as "Destinatario". */
  code: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The row's update (edit answer) and view actions, as `answerActions` decides them for this person. */
  actions: z.object({ view: z.boolean(), complete: z.boolean() }),
});
export type OwnAnswerRow = z.infer<typeof ownAnswerRowSchema>;

/** One page of the signed-in person's answers of a form, newest first, with the form's title. */
export const ownAnswersPageSchema = z.object({
  form: z.object({ id: z.uuid(), title: z.string(), titleAlt: altTextsSchema }),
  rows: z.array(ownAnswerRowSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
});
export type OwnAnswersPage = z.infer<typeof ownAnswersPageSchema>;
