import { z } from 'zod';
import { LANGUAGES, toLanguage, type Language } from '../i18n/languages.ts';
import { textSchema } from '../text.ts';
import { keyPrefixSchema } from './key-prefix.ts';

/**
 * The form template (spec part 2 §3): one document, stored as jsonb on the form row. Code names
 * are English; docs/decisions.md maps them to the spec's Spanish names.
 */

const altText = textSchema.max(5000);
/**
 * Texts in the alternative languages, per language (spec: ..._AlternativeLanguage_{lang}). A text
 * sent under a legacy code (`ek`, `ot`) is kept under the language it means; a codec, so responses
 * encode through it unchanged.
 */
export const altTextsSchema = z
  .codec(z.record(z.string(), altText), z.partialRecord(z.enum(LANGUAGES), altText), {
    decode: (texts, context) => {
      const decoded: Partial<Record<Language, string>> = {};
      for (const [code, text] of Object.entries(texts)) {
        const language = toLanguage(code);
        if (!language) {
          context.issues.push({ code: 'custom', message: 'Not a language', input: code, path: [code] });
          continue;
        }
        // The tag wins over a legacy code sent beside it.
        if (!(language in decoded) || code === language) decoded[language] = text;
      }
      return decoded;
    },
    encode: (texts) => texts,
  })
  .default({});
export type AltTexts = z.infer<typeof altTextsSchema>;

/** tipoPregunta: 1 open, 2 multiple choice, 3 single choice, 4 yes/no. */
export const QUESTION_KINDS = ['open', 'multiple', 'single', 'yesno'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_CODES: Record<QuestionKind, number> = {
  open: 1,
  multiple: 2,
  single: 3,
  yesno: 4,
};

/** tipoDato: 1 text, 2 integer, 3 decimal, 4 date, 5 time, 6 link. */
export const DATA_TYPES = ['text', 'integer', 'decimal', 'date', 'time', 'link'] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const DATA_TYPE_CODES: Record<DataType, number> = {
  text: 1,
  integer: 2,
  decimal: 3,
  date: 4,
  time: 5,
  link: 6,
};

/** Text limits of the editor, each said in its field before saving. */
export const TEXT_LIMITS = {
  formTitle: 300,
  formDescription: 10_000,
  sectionTitle: 500,
  questionTitle: 2000,
  optionText: 500,
  questionLink: 2000,
  linkTitle: 200,
  voucherText: 2000,
} as const;

export const optionSchema = z.object({
  order: z.number().int().min(0),
  text: textSchema.max(TEXT_LIMITS.optionText),
  textAlt: altTextsSchema,
});
export type Option = z.infer<typeof optionSchema>;

export const questionSchema = z.object({
  id: textSchema.min(1).max(64),
  order: z.number().int().min(0),
  title: textSchema.max(TEXT_LIMITS.questionTitle),
  titleAlt: altTextsSchema,
  kind: z.enum(QUESTION_KINDS),
  dataType: z.enum(DATA_TYPES).default('text'),
  options: z.array(optionSchema).max(500).default([]),
  required: z.boolean().default(false),
  filterable: z.boolean().default(false),
  repeatable: z.boolean().default(false),
  attachImage: z.boolean().default(false),
  attachDocument: z.boolean().default(false),
  attachVideo: z.boolean().default(false),
  /** tituloLink / link: a link shown under the question (an http(s) address). */
  link: textSchema.max(TEXT_LIMITS.questionLink).nullable().default(null),
  linkTitle: textSchema.max(TEXT_LIMITS.linkTitle).nullable().default(null),
});
export type Question = z.infer<typeof questionSchema>;

export const conditionSchema = z.object({
  order: z.number().int().min(0),
  text: textSchema.max(500),
  textAlt: altTextsSchema,
  questions: z.array(questionSchema).max(300).default([]),
});
export type Condition = z.infer<typeof conditionSchema>;

export const sectionSchema = z.object({
  id: textSchema.min(1).max(64),
  order: z.number().int().min(0),
  title: textSchema.max(TEXT_LIMITS.sectionTitle),
  titleAlt: altTextsSchema,
  description: textSchema.max(5000).default(''),
  descriptionAlt: altTextsSchema,
  required: z.boolean().default(false),
  repeatable: z.boolean().default(false),
  /** conditionalSection: the section's questions hang under conditions the person checks. */
  conditional: z.boolean().default(false),
  /** conditionalSectionSingle: only one condition may be checked. */
  singleCondition: z.boolean().default(false),
  conditions: z.array(conditionSchema).max(100).default([]),
  questions: z.array(questionSchema).max(300).default([]),
});
export type Section = z.infer<typeof sectionSchema>;

export const stateSchema = z.object({
  id: z.number().int().min(0),
  name: textSchema.max(100),
  /** Ids of the states it may move to, never itself. */
  transitions: z.array(z.number().int().min(0)).default([]),
});
export type State = z.infer<typeof stateSchema>;

export const statesSchema = z.object({
  available: z.array(stateSchema).max(50).default([]),
  initial: z.number().int().min(0).nullable().default(null),
});
export type States = z.infer<typeof statesSchema>;

export const SIGNATURE_TITLE_MAX = 40;
export const signatureDefinitionSchema = z.object({
  index: z.number().int().min(0),
  title: textSchema.max(SIGNATURE_TITLE_MAX),
  type: z.enum(['draw', 'upload', 'both']).default('both'),
  signatory: z.enum(['citizen', 'staff']).default('citizen'),
});
export type SignatureDefinition = z.infer<typeof signatureDefinitionSchema>;

export const paymentSchema = z.object({
  name: textSchema.max(200).default(''),
  sections: z
    .array(
      z.object({
        name: textSchema.max(200),
        /** Cents. */
        price: z.number().int().min(0),
        stockLeft: z.number().int().min(0),
      }),
    )
    .default([]),
  currency: z
    .object({ sign: textSchema.max(5), code: textSchema.max(5) })
    .default({ sign: '€', code: 'EUR' }),
  maxTicketsPerTransaction: z.number().int().min(1).default(1),
  merchantCode: textSchema.max(50).default(''),
  terminal: textSchema.max(10).default(''),
  address: textSchema.max(300).default(''),
  dateText: textSchema.max(100).default(''),
});
export type Payment = z.infer<typeof paymentSchema>;

/** Option flags (spec part 2 §3 "opcionales"). */
export const OPTION_FLAGS = [
  'addAppointment',
  'addPaymentGateway',
  'automaticDownload',
  'citizenAssociationFromCitizenPortal',
  'citizen',
  'citizenRequired',
  'customizedVoucher',
  'recipient',
  'digitalSignature',
  'editableForm',
  'sendEmail',
  'geolocation',
  'headerImage',
  'incidents',
  'incidentsByState',
  'limitResponses',
  'pdfDownloadCode',
  'public',
  'signatureEditableAnswer',
  'singleAnswer',
  /** Not the spec's: the form's answers made by staff stay out of the citizen's portal list (issue 28). */
  'hiddenFromCitizenPortal',
] as const;
export type OptionFlag = (typeof OPTION_FLAGS)[number];
export const optionFlagsSchema = z.object(
  Object.fromEntries(OPTION_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as Record<
    OptionFlag,
    z.ZodDefault<z.ZodBoolean>
  >,
);
export type OptionFlags = z.infer<typeof optionFlagsSchema>;

export const formTemplateSchema = z.object({
  title: textSchema.max(TEXT_LIMITS.formTitle),
  titleAlt: altTextsSchema,
  description: textSchema.max(TEXT_LIMITS.formDescription).default(''),
  descriptionAlt: altTextsSchema,
  /** The first area is the form's main area. */
  areaIds: z.array(z.uuid()).max(50).default([]),
  headerImageUrl: textSchema.max(2000).nullable().default(null),
  /** The text of the customised voucher (options.customizedVoucher), shown on the saved page. */
  customizedVoucherText: textSchema.max(TEXT_LIMITS.voucherText).default(''),
  options: optionFlagsSchema.default(optionFlagsSchema.parse({})),
  /**
   * The answer-code prefix (key-prefix.ts): null on a new form takes the default, on a saved one
   * keeps its prefix. The server keeps the prefix on the form's row and answers with it here.
   */
  keyPrefix: keyPrefixSchema.nullable().default(null),
  sections: z.array(sectionSchema).max(200).default([]),
  states: statesSchema.default({ available: [], initial: null }),
  signatures: z.array(signatureDefinitionSchema).max(20).default([]),
  payment: paymentSchema.nullable().default(null),
  /**
   * appointmentGroup: the booking system's agenda (groupsProcedure entry) the answers book in, and
   * the tenant it belongs to (getTurneroGroupProcedure's tenantId, tenantUniqueName).
   */
  appointmentGroup: z
    .object({
      id: textSchema.max(100),
      name: textSchema.max(200),
      tenantId: textSchema.max(100).default(''),
      tenantUniqueName: textSchema.max(200).default(''),
    })
    .nullable()
    .default(null),
  /**
   * muniCore: synchronisation with the management system. `sync` is the editor's switch; under it
   * the citizen sync and incidents (options.incidents) — save rule 5 asks for one of them. The
   * area and incident type are picked from the management system's lists (their names kept for
   * showing); a form without a type gets one named after it when saved.
   */
  management: z
    .object({
      sync: z.boolean().default(false),
      syncCitizen: z.boolean().default(false),
      incidentTypeId: textSchema.max(100).nullable().default(null),
      incidentTypeName: textSchema.max(300).nullable().default(null),
      incidentAreaId: textSchema.max(100).nullable().default(null),
      incidentAreaName: textSchema.max(300).nullable().default(null),
      incidentTypesByState: z.record(textSchema, textSchema).default({}),
    })
    .default({
      sync: false,
      syncCitizen: false,
      incidentTypeId: null,
      incidentTypeName: null,
      incidentAreaId: null,
      incidentAreaName: null,
      incidentTypesByState: {},
    }),
  /** responsesCount: the response limit, used when options.limitResponses is on. */
  responseLimit: z.number().int().nullable().default(null),
});
export type FormTemplate = z.infer<typeof formTemplateSchema>;
export type FormTemplateInput = z.input<typeof formTemplateSchema>;
