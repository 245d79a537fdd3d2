import { z } from 'zod';
import { emailSchema } from '../auth/schemas.ts';
import { formTemplateSchema } from '../forms/template.ts';
import { answerDocumentSchema, fileRefSchema } from './document.ts';
import { EMAIL_RECIPIENTS_MAX } from './limits.ts';
import { PHOTO_MAX_SIDE_LIMITS } from '../files/images.ts';
import { answerPaymentSchema } from '../payments/api.ts';

/**
 * How the answer screen was opened (spec part 2 §2): /contestar, /publico/contestar,
 * /cis/contestar, /ciudadano/contestar (the citizen portal, with the citizen's token).
 */
export const OPENING_MODES = ['internal', 'public', 'inspection', 'citizen-portal'] as const;
export type OpeningMode = (typeof OPENING_MODES)[number];
/** The modes of /api/answering; the citizen portal's mode has its own routes (/api/citizen-portal), which carry the token. */
export const SESSION_OPENING_MODES = ['internal', 'public', 'inspection'] as const;
export const openingQuerySchema = z.object({ mode: z.enum(SESSION_OPENING_MODES).default('internal') });

/** What the answer screen needs to open a form, once the opening checks passed. */
export const answeringFormSchema = z.object({
  id: z.uuid(),
  template: formTemplateSchema,
  municipality: z.object({
    id: z.uuid(),
    name: z.string(),
    /** Map centre: the municipality's coordinates, else the default centre. */
    latitude: z.number(),
    longitude: z.number(),
    skipAssetLookup: z.boolean(),
    /** Custom colour of the save buttons (municipality setting), or null for the theme's. */
    buttonColor: z.string().nullable(),
  }),
  /** Whether this person may save with an e-mail copy (form option and permission). */
  canSendEmail: z.boolean(),
  /** Video attachments are offered only where the municipality allows them. */
  videoAllowed: z.boolean(),
  /** Photos are scaled down in the browser to this longest side before upload (PHOTO_MAX_SIDE). */
  photoMaxSide: z.number().int().min(PHOTO_MAX_SIDE_LIMITS.min).max(PHOTO_MAX_SIDE_LIMITS.max),
});
export type AnsweringForm = z.infer<typeof answeringFormSchema>;

/** The single-answer rule, asked before the answer step when a citizen is chosen. */
export const singleAnswerCheckSchema = z.object({ answered: z.boolean() });

/** The answer to a save: where the browser goes next is decided by the mode (spec part 2 §4). */
export const savedAnswerSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  code: z.string(),
  pdfDownloadCode: z.string().nullable(),
});
export type SavedAnswer = z.infer<typeof savedAnswerSchema>;

export const emailCopySchema = z.object({
  recipients: z.array(emailSchema).min(1).max(EMAIL_RECIPIENTS_MAX),
  /** Files uploaded with purpose 'email-attachment'. */
  attachments: z.array(fileRefSchema).max(10).default([]),
});
export type EmailCopy = z.infer<typeof emailCopySchema>;

/** What the reader may do with one answer (`answerActions`; each route checks again). */
export const answerDetailActionsSchema = z.object({
  correct: z.boolean(),
  complete: z.boolean(),
  changeState: z.boolean(),
  delete: z.boolean(),
  /** Ask the citizen for changes (`changesRequestOffered` and the correct ability; none pending). */
  requestChanges: z.boolean().optional(),
});
export type AnswerDetailActions = z.infer<typeof answerDetailActionsSchema>;

/** One answer, read back, with what the reader may do with it. */
export const answerDetailSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  code: z.string(),
  document: answerDocumentSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  actions: answerDetailActionsSchema,
  /**
   * The form's signatureEditableAnswer as the form is set now (the document's template snapshot may
   * be older): with `signatureBlockLocked`, which signature blocks edit answer lets staff sign.
   */
  signatureEditable: z.boolean(),
  /** The answer's ticket order (forms with a payment): order, status, amount, quantity, section. */
  payment: answerPaymentSchema.nullable().optional(),
});
export type AnswerDetail = z.infer<typeof answerDetailSchema>;
