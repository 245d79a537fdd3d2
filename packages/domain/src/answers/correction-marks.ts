import type { AnswerLocation, ChangeItem, FileRef, SupervisorEdit } from './document.ts';

/** Who made a supervisor edit and when (madeBy, sentDateTime). */
export type EditBy = { editor: string; date: string; byCitizen?: boolean };

export const editBy = (edit: SupervisorEdit): EditBy => ({
  editor: edit.madeBy.username || edit.madeBy.email,
  date: edit.sentAt,
  byCitizen: edit.byCitizen ?? false,
});

export type AnswerMark = EditBy & { previous: string };
/** A condition checked (`added`) or unchecked by a correction; the same for a copy of a section. */
export type StructureMark = EditBy & { added: boolean };
export type FileMark = EditBy & { added: boolean; file: FileRef };

/**
 * What the supervisor edits changed, by place, for the answer view to mark (spec part 3 §2): the
 * latest change of each answer with the value before it, conditions and copies added or deleted,
 * files added or deleted and the place moved. Places are keyed as `correction.ts` describes them.
 */
export type CorrectionMarks = {
  answers: Map<string, AnswerMark>;
  conditions: Map<string, StructureMark>;
  rows: Map<string, StructureMark>;
  files: Map<string, FileMark[]>;
  location: (EditBy & { before: AnswerLocation | null }) | null;
};

export const rowKey = (sectionOrder: number, rowIndex: number) => `${sectionOrder}/${rowIndex}`;
export const conditionKey = (sectionOrder: number, rowIndex: number, conditionIndex: number) =>
  `${rowKey(sectionOrder, rowIndex)}/${conditionIndex}`;
/** A question of the section's own list (conditionIndex null) or of one of its conditions. */
export const answerKey = (
  sectionOrder: number,
  rowIndex: number,
  conditionIndex: number | null,
  order: number,
) => `${rowKey(sectionOrder, rowIndex)}/${conditionIndex ?? '-'}/${order}`;

const itemAnswerKey = (item: ChangeItem) =>
  answerKey(item.sectionOrder, item.rowIndex, item.conditionIndex, item.order);

/** Drops the marks under a place a later edit cleared or added anew (a copy or a condition). */
function forget(marks: CorrectionMarks, prefix: string) {
  for (const map of [marks.answers, marks.files, marks.conditions])
    for (const key of [...map.keys()]) if (key.startsWith(`${prefix}/`)) map.delete(key);
}

export function correctionMarks(edits: readonly SupervisorEdit[]): CorrectionMarks {
  const marks: CorrectionMarks = {
    answers: new Map(),
    conditions: new Map(),
    rows: new Map(),
    files: new Map(),
    location: null,
  };
  for (const edit of edits) {
    const by = editBy(edit);
    // A copy or condition this edit added is marked as a whole, not answer by answer.
    const addedHere: string[] = [];
    const inAdded = (key: string) => addedHere.some((prefix) => key.startsWith(`${prefix}/`));
    for (const item of edit.editedConditions) {
      const added = item.checked ?? false;
      const key =
        item.conditionIndex === null
          ? rowKey(item.sectionOrder, item.rowIndex)
          : conditionKey(item.sectionOrder, item.rowIndex, item.conditionIndex);
      if (inAdded(key)) continue;
      forget(marks, key);
      if (added) addedHere.push(key);
      (item.conditionIndex === null ? marks.rows : marks.conditions).set(key, { ...by, added });
    }
    for (const item of edit.editedAnswers) {
      const key = itemAnswerKey(item);
      if (!inAdded(key)) marks.answers.set(key, { ...by, previous: item.oldAnswer ?? '' });
    }
    for (const item of [...edit.editedImages, ...edit.editedDocuments]) {
      const key = itemAnswerKey(item);
      if (!item.file || inAdded(key)) continue;
      const added = item.urlImage !== null || item.urlDocument !== null;
      const others = (marks.files.get(key) ?? []).filter((mark) => mark.file.id !== item.file!.id);
      marks.files.set(key, [...others, { ...by, added, file: item.file }]);
    }
    if (edit.editedLocation) marks.location = { ...by, before: edit.editedLocation.before };
  }
  return marks;
}

/** How much one edit changed, for the list of corrections. */
export const editCounts = (edit: SupervisorEdit) => ({
  answers: edit.editedAnswers.length,
  files: edit.editedImages.length + edit.editedDocuments.length,
  conditions: edit.editedConditions.length,
  location: edit.editedLocation !== null,
});
