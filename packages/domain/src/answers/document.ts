import { z } from 'zod';
import { citizenDataSchema } from '../citizens/data.ts';
import { languageSchema } from '../i18n/language-schema.ts';
import { formTemplateSchema, stateSchema } from '../forms/template.ts';
import { textSchema } from '../text.ts';
import { ANSWER_VALUE_MAX } from './values.ts';
import {
  ATTACHMENTS_PER_QUESTION_MAX,
  OBSERVATIONS_MAX,
  REPEATABLE_ROWS_MAX,
  SIGNATORY_NAME_MAX,
} from './limits.ts';

/**
 * The answer document (spec part 2 §3 and part 3 §3 "Answer"): a snapshot of the template as
 * answered plus everything said while answering, reviewing and correcting it. Stored as jsonb on
 * the `answers` row; the review, statistics, PDF and citizen-portal features read this shape.
 * Code names are English; docs/decisions.md maps them to the spec's Spanish names.
 */

/** A file kept by the storage port and linked to the answer on save. */
export const fileRefSchema = z.object({
  id: z.uuid(),
  url: textSchema.max(500),
  name: textSchema.max(255).default(''),
  contentType: textSchema.max(200),
  size: z.number().int().min(0),
});
export type FileRef = z.infer<typeof fileRefSchema>;

/** The answer to one question (pregunta.respuesta plus its attachments). */
export const questionAnswerSchema = z.object({
  questionId: textSchema.min(1).max(64),
  /** Open questions: the typed value (dates YYYY-MM-DD, times HH:mm); yes/no: 'yes', 'no' or ''. */
  value: textSchema.max(ANSWER_VALUE_MAX).default(''),
  /** Choice questions: the orders of the checked options. */
  selected: z.array(z.number().int().min(0)).max(500).default([]),
  images: z.array(fileRefSchema).max(ATTACHMENTS_PER_QUESTION_MAX).default([]),
  documents: z.array(fileRefSchema).max(ATTACHMENTS_PER_QUESTION_MAX).default([]),
  videos: z.array(fileRefSchema).max(ATTACHMENTS_PER_QUESTION_MAX).default([]),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

/** A condition of a conditional section as answered: checked or not, with its questions' answers. */
export const conditionAnswerSchema = z.object({
  order: z.number().int().min(0),
  checked: z.boolean().default(false),
  answers: z.array(questionAnswerSchema).max(300).default([]),
});
export type ConditionAnswer = z.infer<typeof conditionAnswerSchema>;

/** One copy of a section: a simple section has one row, a repeatable one one row per copy. */
export const answeredRowSchema = z.object({
  answers: z.array(questionAnswerSchema).max(300).default([]),
  conditions: z.array(conditionAnswerSchema).max(100).default([]),
});
export type AnsweredRow = z.infer<typeof answeredRowSchema>;

export const answeredSectionSchema = z.object({
  sectionId: textSchema.min(1).max(64),
  rows: z.array(answeredRowSchema).min(1).max(REPEATABLE_ROWS_MAX),
});
export type AnsweredSection = z.infer<typeof answeredSectionSchema>;

/** ubicacion: the pin and, when found, its address. */
export const locationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: textSchema.max(500).nullable().default(null),
});
export type AnswerLocation = z.infer<typeof locationSchema>;

/** The management system's asset assigned to the answer (getIdentifierDataById). */
export const assetSchema = z.object({
  id: textSchema.min(1).max(100),
  description: textSchema.max(500),
  type: textSchema.max(200),
  address: textSchema.max(500).default(''),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type Asset = z.infer<typeof assetSchema>;

/** A signature image (spec: indexSignature, imgURL, names, imgID). */
export const signatureImageSchema = z.object({
  index: z.number().int().min(0),
  file: fileRefSchema.nullable().default(null),
  /** The signatory's title or name (names), required with an image. */
  signatoryName: textSchema.max(SIGNATORY_NAME_MAX).default(''),
});
export type SignatureImage = z.infer<typeof signatureImageSchema>;

export const stateHistoryEntrySchema = z.object({
  date: z.string(),
  userName: z.string(),
  stateId: z.number().int().min(0),
  stateName: z.string(),
  initialState: z.boolean().default(false),
});
export type StateHistoryEntry = z.infer<typeof stateHistoryEntrySchema>;

/** estados: the form's states as answered, the current one and the append-only history. */
export const answerStateSchema = z.object({
  available: z.array(stateSchema),
  initial: z.number().int().min(0).nullable(),
  current: z.number().int().min(0),
  history: z.array(stateHistoryEntrySchema),
});
export type AnswerState = z.infer<typeof answerStateSchema>;

const madeBySchema = z.object({ email: z.string(), username: z.string() });

/** A change item of a request for changes or a supervisor edit (spec part 3 §3). */
export const changeItemSchema = z.object({
  order: z.number().int().min(0),
  sectionOrder: z.number().int().min(0),
  questionId: z.string().nullable().default(null),
  title: z.string().default(''),
  oldAnswer: z.string().nullable().default(null),
  oldImage: z.string().nullable().default(null),
  oldDocument: z.string().nullable().default(null),
  answer: z.string().nullable().default(null),
  urlImage: z.string().nullable().default(null),
  urlDocument: z.string().nullable().default(null),
  checked: z.boolean().nullable().default(null),
  /** The file an image or document edit adds or removes, so a correction can be replayed (correction.ts). */
  file: fileRefSchema.nullable().default(null),
  sectionConditional: z.boolean().default(false),
  conditionIndex: z.number().int().min(0).nullable().default(null),
  repeatable: z.boolean().default(false),
  rowIndex: z.number().int().min(0).default(0),
  isMain: z.boolean().default(false),
});
export type ChangeItem = z.infer<typeof changeItemSchema>;

export const requestForChangesSchema = z.object({
  needsCompletion: z.boolean(),
  madeBy: madeBySchema,
  sentAt: z.string(),
  comment: z.string().default(''),
  changesRequested: z.object({
    answers: z.array(changeItemSchema).default([]),
    images: z.array(changeItemSchema).default([]),
    documents: z.array(changeItemSchema).default([]),
    sections: z.array(z.number().int().min(0)).default([]),
  }),
});
export type RequestForChanges = z.infer<typeof requestForChangesSchema>;

export const supervisorEditSchema = z.object({
  madeBy: madeBySchema,
  sentAt: z.string(),
  /** The citizen's revision of a request for changes (changes-request.ts), recorded like a correction. */
  byCitizen: z.boolean().optional(),
  editedAnswers: z.array(changeItemSchema).default([]),
  editedImages: z.array(changeItemSchema).default([]),
  editedDocuments: z.array(changeItemSchema).default([]),
  editedConditions: z.array(changeItemSchema).default([]),
  editedLocation: z
    .object({ before: locationSchema.nullable(), after: locationSchema.nullable() })
    .nullable()
    .default(null),
});
export type SupervisorEdit = z.infer<typeof supervisorEditSchema>;

/** creadoPor, firstName, lastName, inspectorID; anonymous answers have no user. */
export const answerAuthorSchema = z.object({
  userId: z.uuid().nullable(),
  username: z.string(),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  inspectorId: z.string().nullable().default(null),
  /** A citizen-portal answer: the portal's id of the person (getCitizenOAToken issues the revision link's token for it). */
  portalId: z.string().max(64).optional(),
});
export type AnswerAuthor = z.infer<typeof answerAuthorSchema>;

export const ANSWER_MODES = ['internal', 'public', 'inspection', 'citizen-portal'] as const;
export type AnswerMode = (typeof ANSWER_MODES)[number];

/** The whole answer document. */
export const answerDocumentSchema = z.object({
  version: z.literal(1),
  formId: z.uuid(),
  /** codigoMunicipio: prefix + number, shown as "Destinatario". */
  code: z.string(),
  mode: z.enum(ANSWER_MODES),
  language: languageSchema,
  /** The template as it was when answered (title, texts, options, states, signatures, payment...). */
  template: formTemplateSchema,
  municipality: z.object({ id: z.uuid(), name: z.string(), managementId: z.number().int().nullable() }),
  sections: z.array(answeredSectionSchema),
  citizen: citizenDataSchema.nullable(),
  location: locationSchema.nullable(),
  asset: assetSchema.nullable(),
  signatures: z.array(signatureImageSchema),
  observations: z.string().max(OBSERVATIONS_MAX),
  state: answerStateSchema.nullable(),
  requestsForChanges: z.array(requestForChangesSchema),
  supervisorEdits: z.array(supervisorEditSchema),
  pdfDownloadCode: z.string().nullable(),
  author: answerAuthorSchema,
  /** Set by the incident created in the management system, when the form creates one. */
  incident: z.object({ id: z.string(), typeId: z.string() }).nullable(),
  /** paymentDetails.orderId, set by the payment wizard. */
  paymentOrderId: z.string().nullable(),
  electronicSignatureId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AnswerDocument = z.infer<typeof answerDocumentSchema>;

/** What the browser sends to save an answer; the server builds the document from it and the stored template. */
export const answerSubmissionSchema = z.object({
  /** Chosen by the browser once per answer: a resend after a lost connection is recognised, not saved twice. */
  clientSubmissionId: z.uuid(),
  language: languageSchema.default('es'),
  sections: z.array(answeredSectionSchema).max(200),
  citizen: citizenDataSchema.nullable().default(null),
  location: locationSchema.nullable().default(null),
  asset: assetSchema.nullable().default(null),
  signatures: z.array(signatureImageSchema).max(20).default([]),
  observations: textSchema.max(OBSERVATIONS_MAX).default(''),
  /** The state chosen in the state dialog (forms with incident types by state); otherwise the initial one. */
  stateId: z.number().int().min(0).nullable().default(null),
  /**
   * The validated ticket order this answer is saved with (forms with a payment, public and
   * citizen-portal answering): its id and the token the order's validation returned.
   */
  paymentOrder: z
    .object({ id: z.uuid(), token: z.string().min(20).max(200) })
    .nullable()
    .optional(),
});
export type AnswerSubmission = z.infer<typeof answerSubmissionSchema>;
export type AnswerSubmissionInput = z.input<typeof answerSubmissionSchema>;
