import type { FormTemplate, Question, Section } from '../forms/template.ts';
import type { AnsweredRow, AnswerSubmission, QuestionAnswer } from './document.ts';
import { NO, YES } from './rules.ts';

/** Where a submission does not match its form, and why (for the API's error details). */
export type StructureProblem = { path: string; reason: string };

/** The reason for a section the form does not have (spec part 2 §8: 'La sección especificada no existe.'). */
export const UNKNOWN_SECTION = 'the specified section does not exist';

const isBlank = (answer: QuestionAnswer) =>
  answer.value === '' &&
  answer.selected.length === 0 &&
  answer.images.length === 0 &&
  answer.documents.length === 0 &&
  answer.videos.length === 0;

function answerMismatch(question: Question, answer: QuestionAnswer | undefined): string | null {
  if (!answer || answer.questionId !== question.id) return 'questions do not match the form';
  if (new Set(answer.selected).size !== answer.selected.length) return 'an option is checked twice';
  const known = new Set(question.options.map((option) => option.order));
  switch (question.kind) {
    case 'open':
      if (answer.selected.length > 0) return 'an open question has checked options';
      break;
    case 'yesno':
      if (answer.selected.length > 0 || ![YES, NO, ''].includes(answer.value)) return 'not a yes/no answer';
      break;
    case 'single':
    case 'multiple':
      if (answer.value !== '') return 'a choice question has a typed value';
      if (question.kind === 'single' && answer.selected.length > 1)
        return 'a single choice has several options';
      if (answer.selected.some((order) => !known.has(order))) return 'an option does not exist';
      break;
  }
  if (answer.images.length > 0 && !question.attachImage) return 'the question takes no image';
  if (answer.documents.length > 0 && !question.attachDocument) return 'the question takes no document';
  if (answer.videos.length > 0 && !question.attachVideo) return 'the question takes no video';
  return null;
}

function questionsMismatch(
  questions: Question[],
  answers: QuestionAnswer[],
  path: string,
): StructureProblem | null {
  if (answers.length !== questions.length) return { path, reason: 'questions do not match the form' };
  for (const [index, question] of questions.entries()) {
    const reason = answerMismatch(question, answers[index]);
    if (reason) return { path: `${path}/${index}`, reason };
  }
  return null;
}

function rowMismatch(section: Section, row: AnsweredRow, path: string): StructureProblem | null {
  const questions = questionsMismatch(section.questions, row.answers, `${path}/answers`);
  if (questions) return questions;
  if (row.conditions.length !== section.conditions.length)
    return { path: `${path}/conditions`, reason: 'conditions do not match the form' };
  const checked = row.conditions.filter((condition) => condition.checked).length;
  if (section.singleCondition && checked > 1)
    return { path: `${path}/conditions`, reason: 'only one condition may be checked' };
  for (const [index, definition] of section.conditions.entries()) {
    const condition = row.conditions[index]!;
    const at = `${path}/conditions/${index}`;
    if (condition.order !== definition.order) return { path: at, reason: 'conditions do not match the form' };
    if (!condition.checked && condition.answers.some((answer) => !isBlank(answer)))
      return { path: at, reason: 'an unchecked condition has answers' };
    const inner = questionsMismatch(definition.questions, condition.answers, `${at}/answers`);
    if (inner) return inner;
  }
  return null;
}

/**
 * Whether a submission has exactly the shape of its form: the same sections, questions, options
 * and conditions, one copy of each section that is not repeatable, no answers under unchecked
 * conditions, attachments only where asked for, signatures, citizen, place and state only where
 * the form has them. A crafted answer that fails this is refused whole.
 */
export function structureProblem(
  template: FormTemplate,
  submission: AnswerSubmission,
): StructureProblem | null {
  const known = new Set(template.sections.map((section) => section.id));
  const unknown = submission.sections.findIndex((section) => !known.has(section.sectionId));
  if (unknown >= 0) return { path: `/sections/${unknown}/sectionId`, reason: UNKNOWN_SECTION };
  if (submission.sections.length !== template.sections.length)
    return { path: '/sections', reason: 'sections do not match the form' };
  for (const [index, section] of template.sections.entries()) {
    const answered = submission.sections[index]!;
    const path = `/sections/${index}`;
    if (answered.sectionId !== section.id) return { path, reason: 'sections do not match the form' };
    if (!section.repeatable && answered.rows.length !== 1)
      return { path: `${path}/rows`, reason: 'the section is not repeatable' };
    for (const [rowIndex, row] of answered.rows.entries()) {
      const problem = rowMismatch(section, row, `${path}/rows/${rowIndex}`);
      if (problem) return problem;
    }
  }
  const defined = new Set(template.signatures.map((signature) => signature.index));
  const indexes = submission.signatures.map((signature) => signature.index);
  if (indexes.some((index) => !defined.has(index)) || new Set(indexes).size !== indexes.length)
    return { path: '/signatures', reason: 'signatures do not match the form' };
  const { options } = template;
  if (
    submission.citizen &&
    !(options.citizen || options.recipient || options.citizenAssociationFromCitizenPortal)
  )
    return { path: '/citizen', reason: 'the form takes no citizen' };
  if (submission.location && !options.geolocation)
    return { path: '/location', reason: 'the form takes no place' };
  if (submission.asset && !submission.location) return { path: '/asset', reason: 'an asset needs a place' };
  if (submission.stateId !== null) {
    const exists = template.states.available.some((state) => state.id === submission.stateId);
    if (!options.incidentsByState || !exists)
      return { path: '/stateId', reason: 'the state cannot be chosen' };
  }
  return null;
}
