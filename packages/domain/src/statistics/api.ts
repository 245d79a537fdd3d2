import { z } from 'zod';
import { isValidDate } from '../answers/values.ts';
import { altTextsSchema } from '../forms/template.ts';
import { DEFAULT_STATISTICS_RANGE, STATISTICS_QUICK_RANGES } from './time.ts';

export const STATISTICS_ERRORS = {
  rangeIncomplete: 'statistics.errors.rangeIncomplete',
  rangeOrder: 'statistics.errors.rangeOrder',
  rangeTooLong: 'statistics.errors.rangeTooLong',
} as const;

const day = z.string().refine(isValidDate, { error: 'answers.errors.date' });

/**
 * The statistics of one form (spec part 3 §3 "Statistics inputs"): a quick range, resolved by the
 * server on its own calendar (default the last 7 days), or two days `from`–`to` (both included),
 * always on the creation date.
 */
export const statisticsQuerySchema = z
  .object({
    range: z.enum(STATISTICS_QUICK_RANGES).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, context) => {
    if (Boolean(query.from) !== Boolean(query.to))
      context.addIssue({ code: 'custom', path: ['from'], message: STATISTICS_ERRORS.rangeIncomplete });
    if (query.from && query.to && query.from > query.to)
      context.addIssue({ code: 'custom', path: ['to'], message: STATISTICS_ERRORS.rangeOrder });
  })
  .transform((query) =>
    query.from && query.to
      ? { from: query.from, to: query.to, range: null }
      : { from: null, to: null, range: query.range ?? DEFAULT_STATISTICS_RANGE },
  );
export type StatisticsQuery = z.input<typeof statisticsQuerySchema>;

const counted = z.object({ value: z.string(), count: z.number().int() });
const bin = z.object({ from: z.number(), to: z.number(), count: z.number().int() });

/** The figures of one question over the range. */
export const questionFiguresSchema = z.object({
  key: z.string(),
  questionId: z.string(),
  conditionOrder: z.number().int().nullable(),
  title: z.string(),
  titleAlt: altTextsSchema,
  kind: z.enum(['open', 'multiple', 'single', 'yesno']),
  dataType: z.enum(['text', 'integer', 'decimal', 'date', 'time', 'link']),
  /** Copies in which the question is answered. */
  answered: z.number().int(),
  /** single, multiple, yes/no: every option with its count (`value` is the order, or yes / no). */
  options: z.array(counted.extend({ label: z.string(), labelAlt: altTextsSchema })).nullable(),
  /** integer, decimal. */
  numbers: z
    .object({
      count: z.number().int(),
      min: z.number(),
      mean: z.number(),
      median: z.number(),
      max: z.number(),
      bins: z.array(bin),
    })
    .nullable(),
  /** date: counts per day (the dates answered); time: counts per hour ("0"–"23"). */
  series: z.array(counted).nullable(),
  /** text, link: the most frequent values, and how many different values there are. */
  top: z.array(counted).nullable(),
  distinct: z.number().int().nullable(),
});
export type QuestionFigures = z.infer<typeof questionFiguresSchema>;

export const sectionFiguresSchema = z.object({
  sectionId: z.string(),
  title: z.string(),
  titleAlt: altTextsSchema,
  repeatable: z.boolean(),
  conditional: z.boolean(),
  /** Answers with the section. */
  answers: z.number().int(),
  /** Repeatable sections: every copy (questions count each copy). */
  copies: z.number().int().nullable(),
  conditions: z
    .array(
      z.object({
        order: z.number().int(),
        text: z.string(),
        textAlt: altTextsSchema,
        count: z.number().int(),
      }),
    )
    .nullable(),
  questions: z.array(questionFiguresSchema),
});
export type SectionFigures = z.infer<typeof sectionFiguresSchema>;

export const formStatisticsSchema = z.object({
  form: z.object({
    id: z.uuid(),
    title: z.string(),
    titleAlt: altTextsSchema,
    area: z.string(),
    municipality: z.string(),
    states: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** Every answer ever counted that this person may read. */
    totalAnswers: z.number().int(),
  }),
  range: z.object({ from: z.string(), to: z.string(), timeZone: z.string() }),
  /** Only the person's own answers (own-answers roles). */
  ownAnswersOnly: z.boolean(),
  search: z.object({
    /** Answers in the range: the figures below cover them all. */
    answers: z.number().int(),
    first: z.string().nullable(),
    last: z.string().nullable(),
    perState: z.array(z.object({ stateId: z.number().int(), name: z.string(), count: z.number().int() })),
  }),
  /** Answers per hour of day, 0–23, in `range.timeZone`. */
  perHour: z.array(z.number().int()).length(24),
  /** Answers per day, every day of the range. */
  perDay: z.array(counted),
  sections: z.array(sectionFiguresSchema),
});
export type FormStatistics = z.infer<typeof formStatisticsSchema>;

/** The admin's general statistics (spec part 1 §6, part 3 §2): the last 12 months per municipality. */
export const monthlyStatisticsSchema = z.object({
  /** YYYY-MM, oldest first, the current month last. */
  months: z.array(z.string()),
  municipalities: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      perMonth: z.array(z.number().int()),
      forms: z.number().int(),
      activeUsers: z.number().int(),
    }),
  ),
});
export type MonthlyStatistics = z.infer<typeof monthlyStatisticsSchema>;
