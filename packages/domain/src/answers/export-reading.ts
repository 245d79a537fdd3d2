import type { AltTexts, Question, Section } from '../forms/template.ts';
import { dateToDisplay, localized } from '../i18n/format.ts';
import { NO, YES } from './rules.ts';
import { type ExportCell, type ExportLabels, exportCell } from './export-cells.ts';
import { BLANK, COPY_SEPARATOR, FIELD } from './export-values.ts';

// Reading export values back into a form's columns (answers/export.ts): each question's text, each
// section's columns and copies.

/** How one question's answer reads, from an answer's value, selected and files fields. */
type AnswerText = (value: string, selected: string, files: string) => string;

/** Remembers up to this many texts of each choice question (one per combination of options). */
const CHOICES_CACHED = 1000;

/**
 * How one question's answer reads: yes/no, the chosen options (in the form's order), the typed
 * value (dates as DD/MM/YYYY), then the names of attached files. Built once per question, as it
 * runs for every cell of a large export.
 */
export function answerText(question: Question, labels: ExportLabels, language: string): AnswerText {
  const options = question.options.map((option) => ({
    order: option.order,
    text: localized(option.text, option.textAlt, language),
  }));
  const choices = new Map<string, string>();
  const chosen = (selected: string) => {
    if (selected === '') return '';
    let text = choices.get(selected);
    if (text === undefined) {
      const orders = selected.split(',').map(Number);
      text = options
        .filter((option) => orders.includes(option.order))
        .map((option) => option.text)
        .join(', ');
      // Copied by split and join: the key may be a slice of a whole answer's values.
      if (choices.size < CHOICES_CACHED) choices.set(orders.join(','), text);
    }
    return text;
  };
  const value: (value: string, selected: string) => string =
    question.kind === 'yesno'
      ? (value) => (value === YES ? labels.yes : value === NO ? labels.no : '')
      : question.kind === 'single' || question.kind === 'multiple'
        ? (_, selected) => chosen(selected)
        : question.dataType === 'date'
          ? (value) => dateToDisplay(value.trim())
          : (value) => value.trim();
  return (answer, selected, files) => {
    const text = value(answer, selected);
    if (files === '') return text;
    const attached = `(${labels.attachments}: ${files.slice(1)})`;
    return text === '' ? attached : `${text} ${attached}`;
  };
}

/** The copies' texts in one cell: blank when every copy is blank, else joined with " | ". */
const joinCopies = (texts: string[]): string =>
  texts.every((text) => text === '')
    ? ''
    : texts.map((text) => (text === '' ? BLANK : text)).join(COPY_SEPARATOR);

/** A question's column, and the question's place in its list (the form's section or condition). */
type QuestionColumn = { column: number; place: number; text: AnswerText };
/** The columns of a question id: one, unless the form repeats the id. */
type QuestionColumns = Map<string, QuestionColumn[]>;

export const addTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
};

/**
 * A section flattened: one column per question ("Section › Question"); a conditional section adds a
 * column with the checked conditions' texts and one column per condition question
 * ("Section › Condition › Question", filled only where the condition is checked). Copies of a
 * repeatable section share the columns, their texts joined in copy order. Columns are numbered
 * from the section's first.
 */
type SectionColumns = {
  headers: string[];
  questions: QuestionColumns;
  /** By the condition's order, as the records name it. */
  conditions: Map<string, { index: number; questions: QuestionColumns }[]>;
  conditionTexts: string[];
  /** The column of the checked conditions' texts (-1 without conditions). */
  checkedColumn: number;
};

export function sectionColumns(section: Section, labels: ExportLabels, language: string): SectionColumns {
  const pick = (text: string, alt: AltTexts) => localized(text, alt, language);
  const title = pick(section.title, section.titleAlt);
  const headers: string[] = [];
  const columns = (questions: Question[], prefix: string) => {
    const byId: QuestionColumns = new Map();
    questions.forEach((question, place) => {
      headers.push(`${prefix} › ${pick(question.title, question.titleAlt)}`);
      addTo(byId, question.id, {
        column: headers.length - 1,
        place,
        text: answerText(question, labels, language),
      });
    });
    return byId;
  };
  const questions = columns(section.questions, title);
  const checkedColumn = section.conditions.length > 0 ? headers.length : -1;
  if (checkedColumn >= 0) headers.push(`${title} › ${labels.conditions}`);
  const conditions: SectionColumns['conditions'] = new Map();
  const conditionTexts: string[] = [];
  section.conditions.forEach((condition, index) => {
    const text = pick(condition.text, condition.textAlt);
    conditionTexts.push(text);
    const byId = columns(condition.questions, `${title} › ${text}`);
    addTo(conditions, String(condition.order), { index, questions: byId });
  });
  return { headers, questions, conditions, conditionTexts, checkedColumn };
}

/** How a column of a copy was filled: not yet, by the first answer of its id, by the answer in its place. */
const UNMATCHED = 0;
const BY_ID = 1;
const IN_PLACE = 2;

/**
 * A section of the layout while rows are read: its columns, its place among the form's sections,
 * and scratch space for the copies being read (texts and how each was matched, per copy).
 */
export type SectionReader = SectionColumns & {
  first: number;
  place: number;
  texts: string[][];
  matched: number[][];
  checked: boolean[][];
  /** The row it was last filled for, and whether by the answered section in its place. */
  filledRow: number;
  filledInPlace: boolean;
};

/** Starts reading an answered section of `copies` copies: every text blank, no condition checked. */
export function beginSection(section: SectionReader, copies: number) {
  while (section.texts.length < copies) {
    section.texts.push(new Array<string>(section.headers.length).fill(''));
    section.matched.push(new Array<number>(section.headers.length).fill(UNMATCHED));
    section.checked.push(new Array<boolean>(section.conditionTexts.length).fill(false));
  }
  for (let copy = 0; copy < copies; copy++) {
    section.texts[copy]!.fill('');
    section.matched[copy]!.fill(UNMATCHED);
    section.checked[copy]!.fill(false);
  }
}

/** The end of the field starting at `from` in a record ending at `end`. */
export const fieldEnd = (values: string, from: number, end: number) => {
  const at = values.indexOf(FIELD, from);
  return at < 0 || at > end ? end : at;
};

/** A copy number or a place (one digit almost always). */
export const numberAt = (values: string, from: number, to: number) =>
  to === from + 1 ? values.charCodeAt(from) - 48 : Number(values.slice(from, to));

/**
 * Reads an answer (place, question id, value, selected, files from `from` to `end`) into its
 * question's columns: the answer in the question's place wins, else the first of its id.
 */
function fillAnswer(
  section: SectionReader,
  copy: number,
  columns: QuestionColumns | undefined,
  values: string,
  from: number,
  end: number,
) {
  if (!columns) return;
  const placeEnd = fieldEnd(values, from, end);
  const idEnd = fieldEnd(values, placeEnd + 1, end);
  const questions = columns.get(values.slice(placeEnd + 1, idEnd));
  if (!questions) return;
  const place = numberAt(values, from, placeEnd);
  const valueEnd = fieldEnd(values, idEnd + 1, end);
  const selectedEnd = fieldEnd(values, valueEnd + 1, end);
  const texts = section.texts[copy]!;
  const matched = section.matched[copy]!;
  for (const question of questions) {
    const inPlace = question.place === place;
    if (!inPlace && matched[question.column] !== UNMATCHED) continue;
    if (matched[question.column] === IN_PLACE) continue;
    matched[question.column] = inPlace ? IN_PLACE : BY_ID;
    texts[question.column] = question.text(
      values.slice(idEnd + 1, valueEnd),
      values.slice(valueEnd + 1, selectedEnd),
      values.slice(selectedEnd + 1, end),
    );
  }
}

/** Reads one record (`a`, `c` or `d`, from `at` to `end`) of an answered section. */
export function readRecord(section: SectionReader, copies: number, values: string, at: number, end: number) {
  const kind = values[at];
  const copyEnd = fieldEnd(values, at + 2, end);
  const copy = numberAt(values, at + 2, copyEnd);
  if (!(copy >= 0 && copy < copies)) return;
  if (kind === 'a') {
    fillAnswer(section, copy, section.questions, values, copyEnd + 1, end);
    return;
  }
  const orderEnd = fieldEnd(values, copyEnd + 1, end);
  const conditions = section.conditions.get(values.slice(copyEnd + 1, orderEnd));
  if (!conditions) return;
  if (kind === 'c') {
    for (const condition of conditions) section.checked[copy]![condition.index] = true;
  } else if (kind === 'd') {
    for (const condition of conditions)
      fillAnswer(section, copy, condition.questions, values, orderEnd + 1, end);
  }
}

/** Ends an answered section: the checked conditions' texts, copies joined, cells written. */
export function endSection(section: SectionReader, copies: number, cells: ExportCell[]) {
  const { texts, checked, checkedColumn, conditionTexts } = section;
  if (checkedColumn >= 0)
    for (let copy = 0; copy < copies; copy++) {
      let joined = '';
      for (let index = 0; index < conditionTexts.length; index++)
        if (checked[copy]![index])
          joined = joined === '' ? conditionTexts[index]! : `${joined}, ${conditionTexts[index]}`;
      texts[copy]![checkedColumn] = joined;
    }
  for (let column = 0; column < section.headers.length; column++) {
    let text = copies === 0 ? '' : texts[0]![column]!;
    if (copies > 1) {
      const copyTexts: string[] = [];
      for (let copy = 0; copy < copies; copy++) copyTexts.push(texts[copy]![column]!);
      text = joinCopies(copyTexts);
    }
    cells[section.first + column] = exportCell(text);
  }
}
