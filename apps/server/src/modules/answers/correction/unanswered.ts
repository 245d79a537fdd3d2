import {
  isAnswered,
  type AnsweredSection,
  type FormTemplate,
  type Question,
  type QuestionAnswer,
  type StructureProblem,
} from '@cabildo/domain';

const ids = (refs: { id: string }[]) => refs.map((ref) => ref.id);
const sameList = <T>(a: T[], b: T[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const sameAnswer = (a: QuestionAnswer, b: QuestionAnswer) =>
  a.value === b.value &&
  sameList(a.selected, b.selected) &&
  sameList(ids(a.images), ids(b.images)) &&
  sameList(ids(a.documents), ids(b.documents)) &&
  sameList(ids(a.videos), ids(b.videos));
/** Files already on an unanswered question (an optional attachment) stay. */
const keepsFiles = (stored: QuestionAnswer, sent: QuestionAnswer) =>
  (['images', 'documents', 'videos'] as const).every((slot) =>
    stored[slot].every((ref) => sent[slot].some((other) => other.id === ref.id)),
  );

function questionsChanged(
  questions: Question[],
  stored: QuestionAnswer[],
  sent: QuestionAnswer[],
  path: string,
): StructureProblem | null {
  for (const [index, question] of questions.entries()) {
    const before = stored[index];
    const after = sent[index];
    if (!before || !after) continue;
    if (isAnswered(question, before) ? !sameAnswer(before, after) : !keepsFiles(before, after))
      return { path: `${path}/${index}`, reason: 'the question is already answered' };
  }
  return null;
}

/**
 * Edit answer (spec part 3 §2, §5 "Answers already answered are read-only"): where the sent
 * answers change what the stored answer already says. Only unanswered questions may get values;
 * copies of repeatable sections are neither added nor removed; a condition may be checked only in
 * a copy where none was. Both lists already match the template (structureProblem).
 */
export function answeredChangeProblem(
  template: FormTemplate,
  stored: AnsweredSection[],
  sent: AnsweredSection[],
): StructureProblem | null {
  for (const [sectionIndex, section] of template.sections.entries()) {
    const storedRows = stored[sectionIndex]?.rows ?? [];
    const sentRows = sent[sectionIndex]?.rows ?? [];
    const path = `/sections/${sectionIndex}/rows`;
    if (storedRows.length !== sentRows.length)
      return { path, reason: 'copies of a section cannot be added or removed' };
    for (const [rowIndex, before] of storedRows.entries()) {
      const after = sentRows[rowIndex]!;
      const at = `${path}/${rowIndex}`;
      const problem = questionsChanged(section.questions, before.answers, after.answers, `${at}/answers`);
      if (problem) return problem;
      const anyChecked = before.conditions.some((condition) => condition.checked);
      for (const [index, definition] of section.conditions.entries()) {
        const was = before.conditions[index];
        const is = after.conditions[index];
        if (!was || !is) continue;
        const conditionAt = `${at}/conditions/${index}`;
        if (was.checked !== is.checked && (was.checked || anyChecked))
          return { path: conditionAt, reason: 'the condition is already answered' };
        const inner = questionsChanged(
          definition.questions,
          was.answers,
          is.answers,
          `${conditionAt}/answers`,
        );
        if (inner) return inner;
      }
    }
  }
  return null;
}
