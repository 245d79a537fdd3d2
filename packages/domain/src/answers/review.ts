import { z } from 'zod';
import { isValidDate } from './values.ts';
import { ANSWER_BADGES } from './view.ts';
import { textSchema } from '../text.ts';
import { PAY_ORDER_STATUSES } from '../payments/rules.ts';

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
  textSchema
    .max(max)
    .default('')
    .transform((value) => value.trim());
const day = textSchema
  .default('')
  .transform((value) => value.trim())
  .refine((value) => value === '' || isValidDate(value), { error: 'answers.errors.date' });

/** The filter fields of the list, the count, the map and the export. */
const filterFields = {
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
  /** Forms with a payment: answers whose order has this status ('' = any). */
  paymentStatus: z.enum(['', ...PAY_ORDER_STATUSES]).default(''),
};

/** One day OR a complete, ordered range — never both. */
function checkDates(
  query: { date: string; from: string; to: string },
  context: z.RefinementCtx<{ date: string; from: string; to: string }>,
) {
  if (query.date && (query.from || query.to))
    context.addIssue({ code: 'custom', path: ['date'], message: REVIEW_ERRORS.dateAndRange });
  if (Boolean(query.from) !== Boolean(query.to))
    context.addIssue({ code: 'custom', path: ['from'], message: REVIEW_ERRORS.rangeIncomplete });
  if (query.from && query.to && query.from > query.to)
    context.addIssue({ code: 'custom', path: ['to'], message: REVIEW_ERRORS.rangeOrder });
}

/**
 * The answers-list filter set (spec part 3 §2, §3): code, answered by, citizen DNI (numeric), state
 * ('-1' = all), one day OR a range (never both), and whether dates apply to the last update.
 * Whitespace is trimmed. The query of the count (`GET …/answers/count`).
 */
export const answerFilterQuerySchema = z.object(filterFields).superRefine(checkDates);
export type AnswerFilterQuery = z.output<typeof answerFilterQuerySchema>;

/** Where a keyset page starts: `cursor` is handed back by the previous page (opaque to the browser). */
export const keysetPositionSchema = z.object({
  cursor: textSchema.max(500).optional(),
  /** Walk backwards from the cursor (the pager's "previous"). */
  direction: z.enum(['next', 'previous']).default('next'),
});

/** The filter set plus the keyset position. */
export const answerListQuerySchema = z
  .object({ ...filterFields, ...keysetPositionSchema.shape })
  .superRefine(checkDates);
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
  /** The answer badge (`answerBadge`), on citizen-portal forms with incidents. */
  badge: z.enum(ANSWER_BADGES).nullable().optional(),
  /** The status of the answer's ticket order (forms with a payment), else null. */
  paymentStatus: z.enum(PAY_ORDER_STATUSES).nullable().optional(),
  /** What this person may do with the row (`answerActions`, as the answer view; the server checks again). */
  actions: z.object({ complete: z.boolean(), delete: z.boolean() }),
});
export type AnswerListRow = z.infer<typeof answerListRowSchema>;

/**
 * One page of the list, without the total (counting a large form costs far more than the page; the
 * count is its own request). The cursors say whether there are neighbouring pages: null at either end.
 */
export const answerListPageSchema = z.object({
  rows: z.array(answerListRowSchema),
  nextCursor: z.string().nullable(),
  previousCursor: z.string().nullable(),
});
export type AnswerListPage = z.infer<typeof answerListPageSchema>;

/** How many answers the filter finds (`GET …/answers/count`). */
export const answerCountSchema = z.object({ total: z.number().int().min(0) });
export type AnswerCount = z.infer<typeof answerCountSchema>;

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
