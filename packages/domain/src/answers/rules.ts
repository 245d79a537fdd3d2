import type { FormTemplate, Question, Section } from '../forms/template.ts';
import { requiresOnlyAttachment } from '../forms/options.ts';
import { offeredPayment } from '../payments/rules.ts';
import type { OpeningMode } from './api.ts';
import type {
  AnsweredRow,
  AnsweredSection,
  AnswerSubmission,
  ConditionAnswer,
  QuestionAnswer,
  SignatureImage,
} from './document.ts';
import { ANSWER_ERRORS, valueProblem, type AnswerErrorKey } from './values.ts';

/** Public and citizen-portal answers to a form that takes a payment are saved with a validated order (issue 17). */
export const paymentRequired = (template: Pick<FormTemplate, 'options' | 'payment'>, mode: OpeningMode) =>
  offeredPayment(template) !== null && (mode === 'public' || mode === 'citizen-portal');

/** Where a problem is: section, row (copy), condition and question. */
export type AnswerProblem = {
  sectionId: string;
  rowIndex: number;
  conditionOrder: number | null;
  questionId: string | null;
  message: AnswerErrorKey;
};

export const YES = 'yes';
export const NO = 'no';

/** A blank answer to a question; a required single choice with one option comes checked (spec part 2 §5). */
export function blankAnswer(question: Question): QuestionAnswer {
  const autoSelect = question.kind === 'single' && question.required && question.options.length === 1;
  return {
    questionId: question.id,
    value: '',
    selected: autoSelect ? [question.options[0]!.order] : [],
    images: [],
    documents: [],
    videos: [],
  };
}

/** A blank copy of a section (also what "add" of a repeatable section appends). */
export function blankRow(section: Section): AnsweredRow {
  return {
    answers: section.questions.map(blankAnswer),
    conditions: section.conditions.map((condition) => ({
      order: condition.order,
      checked: false,
      answers: condition.questions.map(blankAnswer),
    })),
  };
}

/** The answers of a form before anyone has typed anything. */
export function blankSections(template: FormTemplate): AnsweredSection[] {
  return template.sections.map((section) => ({ sectionId: section.id, rows: [blankRow(section)] }));
}

export function addRow(section: Section, answered: AnsweredSection): AnsweredSection {
  return { ...answered, rows: [...answered.rows, blankRow(section)] };
}

/** Removes a copy of a repeatable section; the first copy always stays. Row numbers follow the array. */
export function removeRow(answered: AnsweredSection, rowIndex: number): AnsweredSection {
  if (answered.rows.length <= 1) return answered;
  return { ...answered, rows: answered.rows.filter((_, index) => index !== rowIndex) };
}

/**
 * Checks or unchecks a condition. Unchecking clears that condition's answers (spec part 2 §4);
 * in single mode the others are disabled while one is checked, so checking one never leaves two.
 */
export function toggleCondition(section: Section, row: AnsweredRow, order: number): AnsweredRow {
  const conditions = row.conditions.map((condition): ConditionAnswer => {
    const template = section.conditions.find((c) => c.order === condition.order);
    if (condition.order === order) {
      const checked = !condition.checked;
      if (checked) return { ...condition, checked };
      return { ...condition, checked, answers: (template?.questions ?? []).map(blankAnswer) };
    }
    return condition;
  });
  return { ...row, conditions };
}

/** Whether a condition's checkbox is disabled: single mode and another condition is checked. */
export function conditionDisabled(section: Section, row: AnsweredRow, order: number): boolean {
  return section.singleCondition && row.conditions.some((c) => c.checked && c.order !== order);
}

const hasFiles = (answer: QuestionAnswer) => answer.images.length > 0 || answer.documents.length > 0;

/**
 * Whether a question counts as answered (the general rule): a response, or the requested
 * attachment when the question asks for an image or document; select questions need a checked
 * option (or an image or document).
 */
export function isAnswered(question: Question, answer: QuestionAnswer): boolean {
  if (requiresOnlyAttachment(question)) {
    return (
      (question.attachImage && answer.images.length > 0) ||
      (question.attachDocument && answer.documents.length > 0)
    );
  }
  switch (question.kind) {
    case 'open':
      return answer.value.trim() !== '';
    case 'yesno':
      return answer.value === YES || answer.value === NO;
    case 'single':
    case 'multiple':
      return answer.selected.length > 0 || hasFiles(answer);
  }
}

function questionProblems(
  questions: Question[],
  answers: QuestionAnswer[],
  at: Omit<AnswerProblem, 'questionId' | 'message'>,
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  questions.forEach((question, index) => {
    const answer = answers[index];
    if (!answer) return;
    const invalid = question.kind === 'open' ? valueProblem(question.dataType, answer.value.trim()) : null;
    if (invalid) problems.push({ ...at, questionId: question.id, message: invalid });
    else if (question.required && !isAnswered(question, answer))
      problems.push({ ...at, questionId: question.id, message: ANSWER_ERRORS.required });
  });
  return problems;
}

/**
 * Every value and completeness problem of the answers, in form order: invalid values, required
 * questions left blank, required conditional sections without a checked condition, and the
 * questions of checked conditions. An empty list means the answers may be saved.
 */
export function answerProblems(template: FormTemplate, sections: AnsweredSection[]): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  template.sections.forEach((section, sectionIndex) => {
    const answered = sections[sectionIndex];
    if (!answered) return;
    answered.rows.forEach((row, rowIndex) => {
      const at = { sectionId: section.id, rowIndex, conditionOrder: null };
      problems.push(...questionProblems(section.questions, row.answers, at));
      if (!section.conditional) return;
      const checked = row.conditions.filter((c) => c.checked);
      if (section.required && checked.length === 0)
        problems.push({ ...at, questionId: null, message: ANSWER_ERRORS.conditionRequired });
      for (const condition of checked) {
        const definition = section.conditions.find((c) => c.order === condition.order);
        if (!definition) continue;
        problems.push(
          ...questionProblems(definition.questions, condition.answers, {
            ...at,
            conditionOrder: condition.order,
          }),
        );
      }
    });
  });
  return problems;
}

/** Signature problems: an image needs its signatory's name (at most 60 characters, checked by the schema). */
export function signatureProblems(
  signatures: SignatureImage[],
): { index: number; message: AnswerErrorKey }[] {
  return signatures
    .filter((signature) => signature.file !== null && signature.signatoryName.trim() === '')
    .map((signature) => ({ index: signature.index, message: ANSWER_ERRORS.signatoryRequired }));
}

/** When the form requires a citizen, the citizen's document must be there ('El ciudadano es obligatorio'). */
export function citizenProblem(template: FormTemplate, submission: Pick<AnswerSubmission, 'citizen'>) {
  if (!template.options.citizen || !template.options.citizenRequired) return null;
  const citizen = submission.citizen;
  return citizen && (citizen.dni || citizen.cuit) ? null : ANSWER_ERRORS.citizenRequired;
}
