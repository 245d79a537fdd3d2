import { z } from 'zod';
import { citizenDataSchema } from '../citizens/data.ts';
import { answeredSectionSchema, locationSchema, signatureImageSchema } from './document.ts';

/**
 * Staff correction (spec part 3 §2 "Correction screen", §4 "Staff correction"): the answers as the
 * corrector left them. The server records the differences as a new supervisor edit; the stored
 * sections stay the original (the view replays the edits with `applyEdits`).
 */
export const answerCorrectionSchema = z.object({
  sections: z.array(answeredSectionSchema).max(200),
  location: locationSchema.nullable(),
  /** The citizen chosen in the 'Select citizen' step; left out, the stored one stays. */
  citizen: citizenDataSchema.nullable().optional(),
  /** The state chosen in the state dialog (forms with incident types by state), along a transition. */
  stateId: z.number().int().min(0).nullable().default(null),
  /** Chosen once per correction: a resend after a lost connection gets the saved correction back. */
  clientSubmissionId: z.uuid().optional(),
});
export type AnswerCorrection = z.infer<typeof answerCorrectionSchema>;
export type AnswerCorrectionInput = z.input<typeof answerCorrectionSchema>;

/**
 * Edit answer (spec part 3 §2 "Edit answer"): the answers with the questions that were unanswered
 * filled in, blank staff signature blocks signed, and optionally a new workflow state.
 */
export const answerCompletionSchema = z.object({
  sections: z.array(answeredSectionSchema).max(200),
  /** Left out, the stored signatures stay. */
  signatures: z.array(signatureImageSchema).max(20).optional(),
  /** A state reachable from the current one (its transitions); null keeps the current state. */
  stateId: z.number().int().min(0).nullable().default(null),
});
export type AnswerCompletion = z.infer<typeof answerCompletionSchema>;
export type AnswerCompletionInput = z.input<typeof answerCompletionSchema>;

/** The answers with the supervisor edits applied: where the correction screen starts from. */
export const correctedAnswersSchema = z.object({
  sections: z.array(answeredSectionSchema),
  location: locationSchema.nullable(),
});
export type CorrectedAnswers = z.infer<typeof correctedAnswersSchema>;

/** The answer after a correction or a completion. */
export const answerUpdatedSchema = z.object({
  id: z.uuid(),
  formId: z.uuid(),
  updatedAt: z.string(),
});
export type AnswerUpdated = z.infer<typeof answerUpdatedSchema>;
