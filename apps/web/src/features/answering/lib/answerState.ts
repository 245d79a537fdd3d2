import {
  addRow,
  blankRow,
  blankSections,
  removeRow,
  toggleCondition,
  type AnsweredRow,
  type AnsweredSection,
  type AnswerLocation,
  type AnswerSubmission,
  type Asset,
  type CitizenData,
  type FormTemplate,
  type Language,
  type QuestionAnswer,
  type Section,
  type SignatureImage,
} from '@cabildo/domain';
import type { DraftPayment, PayDetails } from '../../payments/types.ts';

/** Everything typed while answering; kept on the device as the draft until the save succeeds. */
export type AnswerDraft = {
  sections: AnsweredSection[];
  citizen: CitizenData | null;
  location: AnswerLocation | null;
  asset: Asset | null;
  signatures: SignatureImage[];
  observations: string;
  /** Chosen once per answer, so a resend after a lost connection is never saved twice. */
  clientSubmissionId: string;
  /** Forms with a payment: what the wizard was given, and the validated order with its token. */
  payDetails?: PayDetails | null;
  payment?: DraftPayment | null;
};

/** Where a question sits: section, copy, condition (null for the section's own questions) and index. */
export type QuestionPlace = {
  sectionIndex: number;
  rowIndex: number;
  conditionOrder: number | null;
  questionIndex: number;
};

export type AnswerAction =
  | ({ type: 'answer'; update: (answer: QuestionAnswer) => QuestionAnswer } & QuestionPlace)
  | { type: 'toggleCondition'; sectionIndex: number; rowIndex: number; order: number }
  /** `row` is the copy to append (the correction view's); a blank copy without it. */
  | { type: 'addRow'; sectionIndex: number; row?: AnsweredRow }
  | { type: 'removeRow'; sectionIndex: number; rowIndex: number }
  | { type: 'citizen'; citizen: CitizenData | null }
  | { type: 'location'; location: AnswerLocation | null }
  | { type: 'asset'; asset: Asset | null }
  | { type: 'signature'; signature: SignatureImage }
  | { type: 'observations'; observations: string }
  | { type: 'payDetails'; details: PayDetails }
  | { type: 'payment'; payment: DraftPayment | null }
  /** An edited order asks for the signatures again (spec part 2 §4). */
  | { type: 'clearSignatures' }
  | { type: 'reset'; state: AnswerDraft };

export function blankState(template: FormTemplate): AnswerDraft {
  return {
    sections: blankSections(template),
    citizen: null,
    location: null,
    asset: null,
    signatures: template.signatures.map((s) => ({ index: s.index, file: null, signatoryName: '' })),
    observations: '',
    clientSubmissionId: crypto.randomUUID(),
  };
}

const replaceAt = <T>(list: T[], index: number, update: (item: T) => T): T[] =>
  list.map((item, i) => (i === index ? update(item) : item));

function updateRow(
  state: AnswerDraft,
  sectionIndex: number,
  rowIndex: number,
  update: (row: AnsweredRow) => AnsweredRow,
) {
  return {
    ...state,
    sections: replaceAt(state.sections, sectionIndex, (section) => ({
      ...section,
      rows: replaceAt(section.rows, rowIndex, update),
    })),
  };
}

/** The answer state over the domain's editing rules (add/remove copies, conditions, blank answers). */
export function reduceAnswer(template: FormTemplate, state: AnswerDraft, action: AnswerAction): AnswerDraft {
  switch (action.type) {
    case 'answer':
      return updateRow(state, action.sectionIndex, action.rowIndex, (row) =>
        action.conditionOrder === null
          ? { ...row, answers: replaceAt(row.answers, action.questionIndex, action.update) }
          : {
              ...row,
              conditions: row.conditions.map((condition) =>
                condition.order === action.conditionOrder
                  ? {
                      ...condition,
                      answers: replaceAt(condition.answers, action.questionIndex, action.update),
                    }
                  : condition,
              ),
            },
      );
    case 'toggleCondition': {
      const section = template.sections[action.sectionIndex];
      if (!section) return state;
      return updateRow(state, action.sectionIndex, action.rowIndex, (row) =>
        toggleCondition(section, row, action.order),
      );
    }
    case 'addRow': {
      const section = template.sections[action.sectionIndex];
      if (!section?.repeatable) return state;
      const { row } = action;
      return {
        ...state,
        sections: replaceAt(state.sections, action.sectionIndex, (answered) =>
          row ? { ...answered, rows: [...answered.rows, row] } : addRow(section, answered),
        ),
      };
    }
    case 'removeRow':
      return {
        ...state,
        sections: replaceAt(state.sections, action.sectionIndex, (answered) =>
          removeRow(answered, action.rowIndex),
        ),
      };
    case 'citizen':
      return { ...state, citizen: action.citizen };
    case 'location':
      // An asset needs a place: clearing the place drops it.
      return { ...state, location: action.location, asset: action.location ? state.asset : null };
    case 'asset':
      return { ...state, asset: action.asset };
    case 'signature':
      return {
        ...state,
        signatures: state.signatures.map((s) => (s.index === action.signature.index ? action.signature : s)),
      };
    case 'observations':
      return { ...state, observations: action.observations };
    case 'payDetails':
      return { ...state, payDetails: action.details };
    case 'payment':
      return { ...state, payment: action.payment };
    case 'clearSignatures':
      return { ...state, signatures: state.signatures.map((s) => ({ ...s, file: null })) };
    case 'reset':
      return action.state;
  }
}

/** A date as answers store it (YYYY-MM-DD), in local time. */
export const storedDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * The copy a correction adds to a repeatable section (spec part 3 §4 "Staff correction"): the
 * section's questions blank, multiple choices unchecked, date questions set to `today` (YYYY-MM-DD).
 */
export function correctionRow(section: Section, today: string): AnsweredRow {
  const row = blankRow(section);
  return {
    ...row,
    answers: row.answers.map((answer, index) => {
      const question = section.questions[index];
      return question?.kind === 'open' && question.dataType === 'date' ? { ...answer, value: today } : answer;
    }),
  };
}

/** What is sent to save: only signatures with an image, the state chosen in the state dialog. */
export function toSubmission(
  state: AnswerDraft,
  language: Language,
  stateId: number | null,
): AnswerSubmission {
  return {
    clientSubmissionId: state.clientSubmissionId,
    language,
    sections: state.sections,
    citizen: state.citizen,
    location: state.location,
    asset: state.location ? state.asset : null,
    signatures: state.signatures.filter((s) => s.file !== null),
    observations: state.observations,
    stateId,
    ...(state.payment ? { paymentOrder: { id: state.payment.order.id, token: state.payment.token } } : {}),
  };
}
