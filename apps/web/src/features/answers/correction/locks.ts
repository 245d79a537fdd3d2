import {
  isAnswered,
  lockedInCorrection,
  signatureBlockLocked,
  type AnswerDocument,
  type AnsweredSection,
  type FormTemplate,
  type Question,
  type Section,
  type SignatureDefinition,
  type SignatureImage,
} from '@cabildo/domain';
import type { QuestionPlace } from '../../answering/lib/answerState.ts';
import type { FieldLocks } from '../../answering/kit/SectionCard.tsx';

/** Correction view (spec part 2 §2): date and time fields are disabled unless their section is repeatable. */
export const correctionLocks: FieldLocks = {
  question: ({ section, question }) => lockedInCorrection(section, question),
};

/** The stored answer at a place of the answers, when there is one. */
function storedAt(sections: AnsweredSection[], at: QuestionPlace) {
  const row = sections[at.sectionIndex]?.rows[at.rowIndex];
  if (!row) return undefined;
  if (at.conditionOrder === null) return row.answers[at.questionIndex];
  return row.conditions.find((condition) => condition.order === at.conditionOrder)?.answers[at.questionIndex];
}

/**
 * Edit answer (spec part 3 §2, §5 "Answers already answered are read-only"), as the server checks
 * it: a question answered in the stored answer cannot change; a copy of a section that has a checked
 * condition keeps its conditions as they are (a condition may be checked only where none was);
 * copies are neither added nor removed.
 */
export function completionLocks(stored: AnsweredSection[]): FieldLocks {
  return {
    question: (at: QuestionPlace & { section: Section; question: Question }) => {
      const answer = storedAt(stored, at);
      return answer !== undefined && isAnswered(at.question, answer);
    },
    condition: ({ sectionIndex, rowIndex }) =>
      stored[sectionIndex]?.rows[rowIndex]?.conditions.some((condition) => condition.checked) ?? false,
    fixedRows: true,
  };
}

/**
 * Edit answer: the signature blocks staff may not sign here, as the server decides them
 * (`signatureBlockLocked`): a citizen's block always, a signed staff block unless the form keeps
 * signatures editable (`signatureEditable`, the form's option as set now).
 */
export function signatureLocked(stored: SignatureImage[], signatureEditable: boolean) {
  return (definition: SignatureDefinition) =>
    signatureBlockLocked(
      definition,
      stored.find((signature) => signature.index === definition.index),
      signatureEditable,
    );
}

/** Forms with incident types by state choose the state before saving (spec part 3 §2). */
export const choosesState = (template: FormTemplate, document: AnswerDocument) =>
  template.options.incidentsByState && document.state !== null && document.state.available.length > 0;
