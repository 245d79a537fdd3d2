import { z } from 'zod';
import { textSchema } from '../text.ts';

/** Where the logo sits in the record's header (spec part 3 §3 "PDF settings"). */
export const LOGO_POSITIONS = ['left', 'center', 'right'] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];

/** The logo's limits (spec part 3 §5, §9): one PNG or JPEG, checked by content, up to 5 MB. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;

/** Font sizes in points per kind of text, with their bounds. */
export const FONT_SIZE_BOUNDS = {
  title: { min: 12, max: 28, default: 18 },
  section: { min: 10, max: 22, default: 13 },
  question: { min: 7, max: 16, default: 9 },
  answer: { min: 7, max: 16, default: 10 },
} as const;

/** Space in points before each section and between questions. */
export const SPACING_BOUNDS = {
  sections: { min: 0, max: 40, default: 14 },
  questions: { min: 0, max: 24, default: 6 },
} as const;

const bounded = ({ min, max, default: fallback }: { min: number; max: number; default: number }) =>
  z.number().int().min(min).max(max).default(fallback);

/**
 * The PDF settings of a municipality (docs/decisions.md "Records"): how its records look. The logo
 * itself is uploaded apart and named by `hasLogo` in what the API returns.
 */
export const pdfSettingsSchema = z.object({
  logoPosition: z.enum(LOGO_POSITIONS).default('left'),
  /** Printed under the logo; empty: the municipality's name. */
  municipalityName: textSchema.trim().max(120).default(''),
  /** Extra lines of the header (address, phone, office hours). */
  extraInfo: textSchema.trim().max(500).default(''),
  fontSizes: z
    .object({
      title: bounded(FONT_SIZE_BOUNDS.title),
      section: bounded(FONT_SIZE_BOUNDS.section),
      question: bounded(FONT_SIZE_BOUNDS.question),
      answer: bounded(FONT_SIZE_BOUNDS.answer),
    })
    .prefault({}),
  spacing: z
    .object({
      sections: bounded(SPACING_BOUNDS.sections),
      questions: bounded(SPACING_BOUNDS.questions),
    })
    .prefault({}),
  /** Leaves out the questions nobody answered. */
  removeUnanswered: z.boolean().default(false),
  /** A lighter record for portable printers: no logo (so it excludes one), no shading. */
  portablePrint: z.boolean().default(false),
});
export type PdfSettings = z.infer<typeof pdfSettingsSchema>;

/** The settings a municipality has before anyone changes them. */
export const DEFAULT_PDF_SETTINGS: PdfSettings = pdfSettingsSchema.parse({});

/** What GET and PUT of the settings answer: the settings and whether a logo is stored. */
export const pdfSettingsResponseSchema = z.object({
  settings: pdfSettingsSchema,
  hasLogo: z.boolean(),
});
export type PdfSettingsResponse = z.infer<typeof pdfSettingsResponseSchema>;

/** Portable print and a logo are mutually exclusive (spec part 3 §5). */
export const logoConflict = (settings: Pick<PdfSettings, 'portablePrint'>, hasLogo: boolean): boolean =>
  settings.portablePrint && hasLogo;
