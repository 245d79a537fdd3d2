import { z } from 'zod';
import { isValidDate } from './values.ts';

/** Spec part 3 §2: 15 answers a page, no page-size choice. */
export const ANSWERS_PAGE_SIZE = 15;
/** "-1" in the state filter means every state. */
export const ALL_STATES = -1;

export const REVIEW_ERRORS = {
  dateAndRange: 'answers.review.errors.dateAndRange',
  rangeIncomplete: 'answers.review.errors.rangeIncomplete',
  rangeOrder: 'answers.review.errors.rangeOrder',
  dniNumeric: 'answers.review.errors.dniNumeric',
} as const;

const trimmed = (max: number) =>
  z
    .string()
    .max(max)
    .default('')
    .transform((value) => value.trim());
const day = z
  .string()
  .default('')
  .transform((value) => value.trim())
  .refine((value) => value === '' || isValidDate(value), { error: 'answers.errors.date' });

/**
 * The answers-list filter set (spec part 3 §2, §3): code, answered by, citizen DNI (numeric), state
 * ('-1' = all), one day OR a range (never both), and whether dates apply to the last update.
 * Whitespace is trimmed. `cursor` is the keyset position handed back by the previous page.
 */
export const answerListQuerySchema = z
  .object({
    code: trimmed(100),
    author: trimmed(200),
    citizenDni: trimmed(20).refine((value) => /^\d*$/.test(value), { error: REVIEW_ERRORS.dniNumeric }),
    state: z.coerce.number().int().min(ALL_STATES).default(ALL_STATES),
    date: day,
    from: day,
    to: day,
    byLastUpdate: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .default(false)
      .transform((value) => value === true || value === 'true'),
    cursor: z.string().max(500).optional(),
    /** Walk backwards from the cursor (the pager's "previous"). */
    direction: z.enum(['next', 'previous']).default('next'),
  })
  .superRefine((query, context) => {
    if (query.date && (query.from || query.to))
      context.addIssue({ code: 'custom', path: ['date'], message: REVIEW_ERRORS.dateAndRange });
    if (Boolean(query.from) !== Boolean(query.to))
      context.addIssue({ code: 'custom', path: ['from'], message: REVIEW_ERRORS.rangeIncomplete });
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: REVIEW_ERRORS.rangeOrder });
  });
export type AnswerListQuery = z.input<typeof answerListQuerySchema>;
export type AnswerListFilter = z.output<typeof answerListQuerySchema>;

export const answerListRowSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** creadoPor and the author's name. */
  author: z.object({ username: z.string(), name: z.string() }),
  citizen: z.object({ name: z.string(), document: z.string().nullable() }).nullable(),
  state: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** What this person may do with the row (the server checks again on every action). */
  actions: z.object({ complete: z.boolean(), delete: z.boolean() }),
});
export type AnswerListRow = z.infer<typeof answerListRowSchema>;

export const answerListPageSchema = z.object({
  rows: z.array(answerListRowSchema),
  total: z.number().int(),
  /** Keyset positions of the neighbouring pages, null at either end. */
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
});
export type AnswerListPage = z.infer<typeof answerListPageSchema>;

/** A state change of an answer: the target must be one of the current state's transitions. */
export const answerStateChangeSchema = z.object({ stateId: z.number().int().min(0) });

/** Whether an answer in state `current` may move to `target` (spec part 3 §4): only along a transition. */
export function canMoveTo(
  states: { id: number; transitions: number[] }[],
  current: number,
  target: number,
): boolean {
  return states.find((state) => state.id === current)?.transitions.includes(target) ?? false;
}

/** The map of a form's answers: compact points and the municipality's centre (or the default one). */
export const answerPointsSchema = z.object({
  points: z.array(z.tuple([z.string(), z.number(), z.number(), z.string()])),
  centre: z.object({ latitude: z.number(), longitude: z.number() }),
});
export type AnswerPoints = z.infer<typeof answerPointsSchema>;
export type AnswerPoint = AnswerPoints['points'][number];
