import type { FormTemplate, Question, Section } from '../forms/template.ts';
import type {
  AnsweredRow,
  AnsweredSection,
  AnswerLocation,
  ChangeItem,
  FileRef,
  QuestionAnswer,
  SupervisorEdit,
} from './document.ts';
import { blankAnswer, blankRow } from './rules.ts';
import type { StructureProblem } from './structure.ts';

/**
 * Staff correction (spec part 3 §4 "Staff correction"): the differences between the corrected
 * answers and the original plus the earlier supervisor edits, recorded as a new supervisor edit,
 * and the replay of those edits onto the original. Pure; the server stores the entry.
 *
 * How a change item says what changed:
 * - Places: `sectionOrder` is the section's index in the form, `rowIndex` the copy of the section,
 *   `conditionIndex` the condition's index (null for the section's own questions), `order` the
 *   question's index in its list; `isMain` marks the first copy (the others were added copies).
 * - editedAnswers: `oldAnswer` → `answer` hold the stored value: the typed text of open questions
 *   (dates YYYY-MM-DD, times HH:mm), 'yes' / 'no' / '' for yes/no, and for choice questions the
 *   checked option orders joined by ',' ('' when none); the view shows option texts from the template.
 * - editedImages / editedDocuments: one item per file; a removed file has `oldImage` (`oldDocument`)
 *   set to its url, an added one `urlImage` (`urlDocument`); `file` is the file itself.
 * - editedConditions: a condition checked (`checked: true`, 'added by correction') or unchecked
 *   (`false`, 'deleted by correction'), with its `conditionIndex`; a copy of a repeatable section
 *   added or removed is an item with `conditionIndex: null`, `questionId: null` and `repeatable: true`.
 *   Copies are compared by position: removing a middle copy shows as the following copies' changes
 *   and the last copy removed.
 * - Only the questions of checked conditions count; unchecking a condition blanks its answers.
 * - Videos are not part of a correction and are kept as they were.
 */

/** The parts of an answer a correction changes. */
export type CorrectableAnswers = { sections: AnsweredSection[]; location: AnswerLocation | null };

/** A supervisor edit without its author and date: what `correctionDiff` computes. */
export type CorrectionChanges = Pick<
  SupervisorEdit,
  'editedAnswers' | 'editedImages' | 'editedDocuments' | 'editedConditions' | 'editedLocation'
>;

type Place = Pick<
  ChangeItem,
  'sectionOrder' | 'sectionConditional' | 'repeatable' | 'rowIndex' | 'isMain' | 'conditionIndex'
>;

const placeOf = (section: Section, sectionOrder: number, rowIndex: number): Place => ({
  sectionOrder,
  sectionConditional: section.conditional,
  repeatable: section.repeatable,
  rowIndex,
  isMain: rowIndex === 0,
  conditionIndex: null,
});

const changeItem = (place: Place, fields: Partial<ChangeItem>): ChangeItem => ({
  order: 0,
  questionId: null,
  title: '',
  oldAnswer: null,
  oldImage: null,
  oldDocument: null,
  answer: null,
  urlImage: null,
  urlDocument: null,
  checked: null,
  file: null,
  ...place,
  ...fields,
});

const isChoice = (question: Question) => question.kind === 'single' || question.kind === 'multiple';

/** The value an answer item records for a question (see the module comment). */
export function storedAnswer(question: Question, answer: QuestionAnswer): string {
  return isChoice(question) ? answer.selected.join(',') : answer.value;
}

function setStoredAnswer(question: Question, answer: QuestionAnswer, stored: string) {
  if (isChoice(question)) answer.selected = stored === '' ? [] : stored.split(',').map(Number);
  else answer.value = stored;
}

const sameLocation = (a: AnswerLocation | null, b: AnswerLocation | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude &&
    a.address === b.address);

/** Files removed (in the old list, not in the new) and added (the other way round), by id. */
function fileChanges(before: FileRef[], after: FileRef[]) {
  const removed = before.filter((file) => !after.some((other) => other.id === file.id));
  const added = after.filter((file) => !before.some((other) => other.id === file.id));
  return { removed, added };
}

function diffQuestions(
  questions: Question[],
  before: QuestionAnswer[],
  after: QuestionAnswer[],
  place: Place,
  changes: CorrectionChanges,
) {
  questions.forEach((question, order) => {
    const old = before[order] ?? blankAnswer(question);
    const now = after[order] ?? blankAnswer(question);
    const at = { ...place, order, questionId: question.id, title: question.title };
    const oldAnswer = storedAnswer(question, old);
    const answer = storedAnswer(question, now);
    if (oldAnswer !== answer) changes.editedAnswers.push(changeItem(at, { oldAnswer, answer }));
    const images = fileChanges(old.images, now.images);
    for (const file of images.removed)
      changes.editedImages.push(changeItem(at, { oldImage: file.url, file }));
    for (const file of images.added) changes.editedImages.push(changeItem(at, { urlImage: file.url, file }));
    const documents = fileChanges(old.documents, now.documents);
    for (const file of documents.removed)
      changes.editedDocuments.push(changeItem(at, { oldDocument: file.url, file }));
    for (const file of documents.added)
      changes.editedDocuments.push(changeItem(at, { urlDocument: file.url, file }));
  });
}

function diffRow(
  section: Section,
  before: AnsweredRow,
  after: AnsweredRow,
  place: Place,
  changes: CorrectionChanges,
) {
  diffQuestions(section.questions, before.answers, after.answers, place, changes);
  section.conditions.forEach((condition, conditionIndex) => {
    const was = before.conditions[conditionIndex];
    const is = after.conditions[conditionIndex];
    const at = { ...place, conditionIndex };
    const checked = is?.checked ?? false;
    if ((was?.checked ?? false) !== checked)
      changes.editedConditions.push(
        changeItem(at, { order: condition.order, title: condition.text, checked }),
      );
    if (!checked) return;
    // A condition checked now had blank answers while unchecked.
    const old = was?.checked ? was.answers : condition.questions.map(blankAnswer);
    diffQuestions(condition.questions, old, is?.answers ?? [], at, changes);
  });
}

/**
 * The new supervisor edit of a correction: what differs between `corrected` and the original with
 * the earlier edits applied, or null when nothing changed ('There are no changes').
 */
export function correctionDiff(
  template: FormTemplate,
  original: CorrectableAnswers,
  earlierEdits: readonly CorrectionChanges[],
  corrected: CorrectableAnswers,
): CorrectionChanges | null {
  const base = applyEdits(template, original, earlierEdits);
  const changes: CorrectionChanges = {
    editedAnswers: [],
    editedImages: [],
    editedDocuments: [],
    editedConditions: [],
    editedLocation: null,
  };
  template.sections.forEach((section, sectionOrder) => {
    const before = base.sections[sectionOrder]?.rows ?? [];
    const after = corrected.sections[sectionOrder]?.rows ?? [];
    for (let rowIndex = 0; rowIndex < Math.max(before.length, after.length); rowIndex++) {
      const place = placeOf(section, sectionOrder, rowIndex);
      const old = before[rowIndex];
      const now = after[rowIndex];
      if (!old || !now)
        changes.editedConditions.push(changeItem(place, { title: section.title, checked: !old }));
      if (now) diffRow(section, old ?? blankRow(section), now, place, changes);
    }
  });
  if (!sameLocation(base.location, corrected.location))
    changes.editedLocation = { before: base.location, after: corrected.location };
  const changed =
    changes.editedAnswers.length +
      changes.editedImages.length +
      changes.editedDocuments.length +
      changes.editedConditions.length >
      0 || changes.editedLocation !== null;
  return changed ? changes : null;
}

/** The question and the stored answer an item points at, when both exist. */
function target(template: FormTemplate, sections: AnsweredSection[], item: ChangeItem) {
  const section = template.sections[item.sectionOrder];
  const row = sections[item.sectionOrder]?.rows[item.rowIndex];
  if (!section || !row) return null;
  const inCondition = item.conditionIndex !== null;
  const questions = inCondition ? section.conditions[item.conditionIndex!]?.questions : section.questions;
  const answers = inCondition ? row.conditions[item.conditionIndex!]?.answers : row.answers;
  const question = questions?.[item.order];
  const answer = answers?.[item.order];
  return question && answer ? { question, answer } : null;
}

/** Rows added or removed and conditions checked or unchecked. */
function applyStructure(template: FormTemplate, sections: AnsweredSection[], items: ChangeItem[]) {
  const rowItems = items.filter((item) => item.conditionIndex === null);
  sections.forEach((answered, sectionOrder) => {
    const here = rowItems.filter((item) => item.sectionOrder === sectionOrder);
    const section = template.sections[sectionOrder];
    if (here.length === 0 || !section) return;
    const removed = new Set(here.filter((item) => !item.checked).map((item) => item.rowIndex));
    answered.rows = answered.rows.filter((_, rowIndex) => !removed.has(rowIndex));
    for (const item of here.filter((item) => item.checked).sort((a, b) => a.rowIndex - b.rowIndex))
      answered.rows.splice(item.rowIndex, 0, blankRow(section));
  });
  for (const item of items) {
    if (item.conditionIndex === null) continue;
    const definition = template.sections[item.sectionOrder]?.conditions[item.conditionIndex];
    const condition = sections[item.sectionOrder]?.rows[item.rowIndex]?.conditions[item.conditionIndex];
    if (!definition || !condition) continue;
    condition.checked = item.checked ?? false;
    condition.answers = definition.questions.map(blankAnswer);
  }
}

// Copies deep enough for applyEdits, which only reassigns fields (arrays are never changed in place).
const cloneAnswers = (answers: QuestionAnswer[]) => answers.map((answer) => ({ ...answer }));
const cloneSection = (section: AnsweredSection): AnsweredSection => ({
  ...section,
  rows: section.rows.map((row) => ({
    answers: cloneAnswers(row.answers),
    conditions: row.conditions.map((condition) => ({
      ...condition,
      answers: cloneAnswers(condition.answers),
    })),
  })),
});

/** The answers as corrected: the original with the edits applied in order. */
export function applyEdits(
  template: FormTemplate,
  original: CorrectableAnswers,
  edits: readonly CorrectionChanges[],
): CorrectableAnswers {
  const sections = original.sections.map(cloneSection);
  let location = original.location;
  for (const edit of edits) {
    applyStructure(template, sections, edit.editedConditions);
    for (const item of edit.editedAnswers) {
      const found = target(template, sections, item);
      if (found) setStoredAnswer(found.question, found.answer, item.answer ?? '');
    }
    for (const [items, kind] of [
      [edit.editedImages, 'images'],
      [edit.editedDocuments, 'documents'],
    ] as const) {
      for (const item of items) {
        const answer = target(template, sections, item)?.answer;
        const file = item.file;
        if (!answer || !file) continue;
        const removed = kind === 'images' ? item.oldImage !== null : item.oldDocument !== null;
        answer[kind] = removed
          ? answer[kind].filter((other) => other.id !== file.id)
          : [...answer[kind], { ...file }];
      }
    }
    if (edit.editedLocation) location = edit.editedLocation.after;
  }
  return { sections, location };
}

/** Correction view (spec part 2 §2, part 3 §2): date and time answers are kept unless their section is repeatable. */
export const lockedInCorrection = (section: Section, question: Question): boolean =>
  question.kind === 'open' &&
  (question.dataType === 'date' || question.dataType === 'time') &&
  !section.repeatable;

/**
 * Where a correction changes an answer the correction view keeps (see `lockedInCorrection`),
 * against the answers it started from; null when it changes none. Both lists match the template.
 */
export function lockedCorrectionChange(
  template: FormTemplate,
  current: AnsweredSection[],
  sent: AnsweredSection[],
): StructureProblem | null {
  for (const [sectionIndex, section] of template.sections.entries()) {
    if (section.repeatable) continue;
    const path = `/sections/${sectionIndex}/rows`;
    for (const [rowIndex, before] of (current[sectionIndex]?.rows ?? []).entries()) {
      const after = sent[sectionIndex]?.rows[rowIndex];
      if (!after) continue;
      const groups: [Question[], QuestionAnswer[], QuestionAnswer[] | undefined, string][] = [
        [section.questions, before.answers, after.answers, `${path}/${rowIndex}/answers`],
        ...section.conditions.map(
          (condition, index): [Question[], QuestionAnswer[], QuestionAnswer[] | undefined, string] => [
            condition.questions,
            before.conditions.find((c) => c.order === condition.order)?.answers ?? [],
            after.conditions.find((c) => c.order === condition.order)?.answers,
            `${path}/${rowIndex}/conditions/${index}/answers`,
          ],
        ),
      ];
      for (const [questions, was, now, at] of groups)
        for (const [index, question] of questions.entries())
          if (
            lockedInCorrection(section, question) &&
            (was[index]?.value ?? '') !== (now?.[index]?.value ?? '')
          )
            return { path: `${at}/${index}`, reason: 'date and time answers are kept in a correction' };
    }
  }
  return null;
}
