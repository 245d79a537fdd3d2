import {
  assetSchema,
  blankAnswer,
  blankRow,
  citizenDataSchema,
  locationSchema,
  NO,
  OBSERVATIONS_MAX,
  payOrderSchema,
  questionAnswerSchema,
  REPEATABLE_ROWS_MAX,
  signatureImageSchema,
  YES,
  type AnsweredRow,
  type AnsweredSection,
  type FormTemplate,
  type Question,
  type QuestionAnswer,
  type Section,
} from '@cabildo/domain';
import { z } from 'zod';
import { blankState, type AnswerDraft } from './answerState.ts';

/*
 * Reading a draft back checks every stored piece with the domain's schemas (zod). It is its own
 * module, fetched only when a draft exists, so a first visit to a form does not load zod.
 */

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const fieldOf = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
const parsedOr = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> | null => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/** A kept answer on its question as the form has it now: what no longer fits (options, attachments) goes. */
function fitAnswer(question: Question, stored: unknown): QuestionAnswer {
  const blank = blankAnswer(question);
  const kept = parsedOr(questionAnswerSchema, stored);
  if (!kept) return blank;
  const known = new Set(question.options.map((option) => option.order));
  const choice = question.kind === 'single' || question.kind === 'multiple';
  const selected = choice ? [...new Set(kept.selected.filter((order) => known.has(order)))] : [];
  const value =
    question.kind === 'open'
      ? kept.value
      : question.kind === 'yesno' && [YES, NO].includes(kept.value)
        ? kept.value
        : '';
  return {
    questionId: question.id,
    value,
    selected:
      selected.length > 0 ? selected.slice(0, question.kind === 'single' ? 1 : undefined) : blank.selected,
    images: question.attachImage ? kept.images : [],
    documents: question.attachDocument ? kept.documents : [],
    videos: question.attachVideo ? kept.videos : [],
  };
}

/** The kept answers of a list of questions, found by question id. */
const fitAnswers = (questions: Question[], stored: unknown): QuestionAnswer[] =>
  questions.map((question) =>
    fitAnswer(
      question,
      listOf(stored).find((answer) => fieldOf(answer, 'questionId') === question.id),
    ),
  );

/** A kept copy of a section; conditions are found by their order, at most one checked in single mode. */
function fitRow(section: Section, stored: unknown): AnsweredRow {
  let checkedOne = false;
  return {
    answers: fitAnswers(section.questions, fieldOf(stored, 'answers')),
    conditions: section.conditions.map((condition) => {
      const kept = listOf(fieldOf(stored, 'conditions')).find(
        (answered) => fieldOf(answered, 'order') === condition.order,
      );
      const checked = fieldOf(kept, 'checked') === true && !(section.singleCondition && checkedOne);
      checkedOne ||= checked;
      return {
        order: condition.order,
        checked,
        answers: checked
          ? fitAnswers(condition.questions, fieldOf(kept, 'answers'))
          : condition.questions.map(blankAnswer),
      };
    }),
  };
}

/** The kept copies of a section, found by section id; a section that is no longer repeatable keeps its first. */
function fitSection(section: Section, stored: unknown): AnsweredSection {
  const rows = listOf(fieldOf(stored, 'rows'));
  const kept = rows.slice(0, section.repeatable ? REPEATABLE_ROWS_MAX : 1);
  return {
    sectionId: section.id,
    rows: kept.length > 0 ? kept.map((row) => fitRow(section, row)) : [blankRow(section)],
  };
}

/**
 * A draft read back from the device, laid onto the form as it is now (it may have been edited since):
 * answers are found by section id and question id, so everything that still fits is kept and only
 * what no longer exists is dropped. Null when nothing was kept.
 */
export function restoreDraft(template: FormTemplate, stored: unknown): AnswerDraft | null {
  if (!stored || typeof stored !== 'object') return null;
  const draft = stored as Record<string, unknown>;
  const blank = blankState(template);
  const { options } = template;
  const takesCitizen = options.citizen || options.recipient || options.citizenAssociationFromCitizenPortal;
  const location = options.geolocation ? parsedOr(locationSchema, draft.location) : null;
  const sections = listOf(draft.sections);
  const keptSignatures = listOf(draft.signatures);
  const clientSubmissionId = z.uuid().safeParse(draft.clientSubmissionId);
  return {
    sections: template.sections.map((section) =>
      fitSection(
        section,
        sections.find((answered) => fieldOf(answered, 'sectionId') === section.id),
      ),
    ),
    citizen: takesCitizen ? parsedOr(citizenDataSchema, draft.citizen) : null,
    location,
    asset: location ? parsedOr(assetSchema, draft.asset) : null,
    signatures: blank.signatures.map(
      (signature) =>
        parsedOr(
          signatureImageSchema,
          keptSignatures.find((kept) => fieldOf(kept, 'index') === signature.index),
        ) ?? signature,
    ),
    observations: typeof draft.observations === 'string' ? draft.observations.slice(0, OBSERVATIONS_MAX) : '',
    clientSubmissionId: clientSubmissionId.success ? clientSubmissionId.data : blank.clientSubmissionId,
    // Forms with a payment: the wizard's details and the validated order (the wizard asks the server about it again).
    ...(template.options.addPaymentGateway
      ? {
          payDetails: parsedOr(payDetailsSchema, draft.payDetails),
          payment: parsedOr(draftPaymentSchema, draft.payment),
        }
      : {}),
  };
}

const payDetailsSchema = z.object({
  sectionName: z.string().max(200),
  quantity: z.number().int().min(0),
  fullName: z.string().max(200),
  idNumber: z.string().max(20),
  email: z.string().max(254),
  phone: z.string().max(30),
});
const draftPaymentSchema = z.object({ order: payOrderSchema, token: z.string().min(20).max(200) });
