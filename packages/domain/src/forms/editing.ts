import {
  formTemplateSchema,
  questionSchema,
  sectionSchema,
  type FormTemplate,
  type Question,
  type QuestionKind,
  type Section,
} from './template.ts';

type Ordered = { order: number };

/** Orders follow positions: 0, 1, 2, … (the spec renumbers after every move or removal). */
export const renumber = <T extends Ordered>(items: readonly T[]): T[] =>
  items.map((item, order) => ({ ...item, order }));

/** Moves an item one place up (-1) or down (+1); out of range does nothing. */
export function move<T extends Ordered>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return renumber(next);
}

export const removeAt = <T extends Ordered>(items: readonly T[], index: number): T[] =>
  renumber(items.filter((_, position) => position !== index));

/** A copy right after the original, with fresh ids from `newId`. */
export function duplicateAt<T extends Ordered & { id?: string }>(
  items: readonly T[],
  index: number,
  copy: (item: T) => T,
): T[] {
  const original = items[index];
  if (!original) return [...items];
  return renumber([...items.slice(0, index + 1), copy(original), ...items.slice(index + 1)]);
}

export const blankQuestion = (id: string, order: number, kind: QuestionKind = 'open'): Question =>
  questionSchema.parse({
    id,
    order,
    title: '',
    kind,
    options: kind === 'yesno' || kind === 'open' ? [] : [{ order: 0, text: '' }],
  });

export const blankSection = (id: string, order: number): Section =>
  sectionSchema.parse({ id, order, title: '' });

/** Copies a section with new ids for it and every question inside it. */
export function copySection(section: Section, newId: () => string): Section {
  const copyQuestion = (question: Question): Question => ({ ...question, id: newId() });
  return {
    ...section,
    id: newId(),
    questions: section.questions.map(copyQuestion),
    conditions: section.conditions.map((condition) => ({
      ...condition,
      questions: condition.questions.map(copyQuestion),
    })),
  };
}

/** Moves the item at `from` to position `to` (drag and drop); orders renumbered. */
export function moveTo<T extends Ordered>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return renumber(next);
}

/**
 * The editor's new form: one blank section, internal (neither public nor for the portal), so its
 * answers start "not shown in the citizen portal" (issue 28 item 9).
 */
export const newFormTemplate = (sectionId: string): FormTemplate =>
  formTemplateSchema.parse({
    title: '',
    options: { hiddenFromCitizenPortal: true },
    sections: [blankSection(sectionId, 0)],
  });
