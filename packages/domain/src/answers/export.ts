import type { AltTexts, FormTemplate, Question, Section } from '../forms/template.ts';
import { dateToDisplay, formatDateTime, localized } from '../i18n/format.ts';
import { applyEdits } from './correction.ts';
import type { AnswerDocument, AnsweredSection, FileRef } from './document.ts';
import { NO, YES } from './rules.ts';
import type { PayOrderStatus } from '../payments/rules.ts';
import { EXPORT_CATALOGUES, type ExportCatalogue } from '../i18n/catalogues/export/index.ts';

/**
 * The Excel export of a form's answers (spec part 3 §2, §9; issue 6 item 4): one row per answer,
 * the answer's own columns first, then one column per question of the form. Pure: the server
 * streams the cells this module computes. What the sheet shows of an answer's document is kept
 * apart as its export values (`exportValues`, saved with the answer), so the export never reads
 * the document with its template snapshot.
 */

/**
 * The sheet's headers and labels: the `export` catalogue (packages/domain/src/i18n/catalogues/export),
 * which the server reads in the reader's language.
 */
export type ExportLabels = ExportCatalogue;

/** A cell: a number cell, a text cell, or empty. Text is always written as text, never as a formula. */
export type ExportCell = string | number | null;

/** What the export reads of an answer: its columns and its export values (`exportValues`). */
export type ExportAnswer = {
  code: string;
  /** A date, an ISO text or milliseconds since the epoch. */
  createdAt: Date | string | number;
  updatedAt: Date | string | number;
  citizenDocument: string | null;
  /** The current state's id (its name comes from the answer's own copy of the states). */
  state: number | null;
  latitude: number | null;
  longitude: number | null;
  /** `exportValues` of the answer's document. */
  values: string;
  /** The status of the answer's ticket order (forms with a payment). */
  paymentStatus?: PayOrderStatus | null;
};

/** The parts of an answer's document the sheet shows (shaped as the document; anything may be missing). */
export type ExportSource = {
  sections?: AnsweredSection[] | null;
  author?: { username?: string; firstName?: string; lastName?: string } | null;
  citizen?: { firstName?: string; lastName?: string; dni?: string | null; cuit?: string | null } | null;
  location?: { address?: string | null } | null;
  state?: { available?: { id: number; name: string }[] } | null;
};

/** Excel keeps at most this many characters in a cell; longer text makes the file unreadable. */
export const CELL_TEXT_MAX = 32_767;
/** Excel's last row: the header plus this many answers. */
export const EXPORT_ROWS_MAX = 1_048_575;

/** Text a spreadsheet would take for a formula (or a DDE/command) if it were typed in a cell. */
const FORMULA_START = /^[=+\-@\t\0]/;
export const startsLikeFormula = (text: string): boolean => FORMULA_START.test(text);

// Characters XML 1.0 cannot carry at all (controls other than tab/newline/return, lone surrogates, U+FFFE/FFFF).
const XML_INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// A cheap first look without the `u` flag (much faster on long exports): any control, any surrogate
// (paired or not) or U+FFFE/FFFF sends the text to the exact check above.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SUSPECT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
export const dropXmlInvalid = (text: string): string =>
  SUSPECT.test(text) ? text.replace(XML_INVALID, '') : text;

/**
 * The formula-injection guard: only a real number becomes a number cell; every text — a header, a
 * label or a value, whatever it starts with (`=`, `+`, `-`, `@`, tab) — stays a text cell with its
 * exact characters, which the writer puts in an inline string that spreadsheets never evaluate.
 * Text is cut to what a cell holds; the writer drops the characters XML cannot carry (`dropXmlInvalid`).
 */
export function exportCell(value: unknown): ExportCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = typeof value === 'string' ? value : String(value);
  if (text === '') return null;
  return text.length > CELL_TEXT_MAX ? text.slice(0, CELL_TEXT_MAX) : text;
}

/** What stands for a blank copy among answered copies of a repeatable section. */
const BLANK = '-';
/** Between the copies of a repeatable section, in one cell. */
export const COPY_SEPARATOR = ' | ';

const fullName = (person: { firstName?: string; lastName?: string }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/*
 * Export values: the parts of an answer's document the sheet shows, as one short text saved with
 * the answer (`answers.export_values`), so the export reads neither the document nor its template
 * snapshot and splits a text instead of parsing JSON. Records are separated by RS, fields by US:
 *
 *   1 US author US citizen US citizen document US address [US state id US state name]…   (the head)
 *   s US place US section id US copies                   a section of the answer
 *   a US copy US place US question id US answer          an answer to one of its questions
 *   c US copy US condition order                         a checked condition
 *   d US copy US order US place US question id US answer  an answer to one of that condition's questions
 *
 * A place is the index in the document's list, as the layout matches answers to the form by place
 * first and by id second (`answerTo`). An answer is three fields: value, selected (the option
 * orders joined by ','), files ('+' and the attached files' names joined by ', ', or nothing). Only
 * what can show is kept: answers that show nothing are left out (unless their question id appears
 * twice in the list, where place decides), and only the checked conditions (the last of an order).
 * The texts' RS and US become U+0001 (PostgreSQL text holds no NUL), which the sheet drops as it
 * drops them (`dropXmlInvalid`), so what is shown does not change. The head's first field is the
 * format's version.
 */
const RECORD = '\u001E';
const FIELD = '\u001F';
const VALUES_VERSION = '1';
// eslint-disable-next-line no-control-regex -- the separators are control characters
const SEPARATORS = /[\u001E\u001F]/;
// eslint-disable-next-line no-control-regex -- the separators are control characters
const SEPARATORS_ALL = /[\u001E\u001F]/g;

const text = (value: unknown): string => {
  const plain =
    typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
  return SEPARATORS.test(plain) ? plain.replace(SEPARATORS_ALL, '\u0001') : plain;
};
const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

type StoredAnswer = {
  questionId?: string;
  value?: string;
  selected?: number[];
  images?: FileRef[];
  documents?: FileRef[];
  videos?: FileRef[];
};

/** An answer's three fields: value, selected, files. */
function answerFields(answer: StoredAnswer): string {
  const files = [...list(answer.images), ...list(answer.documents), ...list(answer.videos)];
  const names = files.map((file) => text(file?.name || file?.id)).join(', ');
  return `${text(answer.value)}${FIELD}${list(answer.selected).join(',')}${FIELD}${files.length > 0 ? `+${names}` : ''}`;
}

/** The answer records of one list of answers (a copy's, or a checked condition's). */
function answerRecords(prefix: string, answers: StoredAnswer[] | undefined, records: string[]) {
  const ids = new Map<string, number>();
  for (const answer of list(answers))
    if (typeof answer?.questionId === 'string')
      ids.set(answer.questionId, (ids.get(answer.questionId) ?? 0) + 1);
  list(answers).forEach((answer, place) => {
    if (typeof answer?.questionId !== 'string') return;
    const fields = answerFields(answer);
    if (fields === `${FIELD}${FIELD}` && ids.get(answer.questionId) === 1) return;
    records.push(`${prefix}${place}${FIELD}${text(answer.questionId)}${FIELD}${fields}`);
  });
}

/**
 * The export values of an answer (see above): from its document's parts and the author's display
 * name on the row (`created_by_name`). Computed wherever a save, correction or completion writes
 * the document.
 */
export function exportValues(source: ExportSource, createdByName: string | null): string {
  const { author, citizen } = source;
  const name = author ? fullName(author) : '';
  const username = author?.username || createdByName || '';
  const head = [
    VALUES_VERSION,
    name && username ? `${name} (${username})` : name || username,
    citizen ? fullName(citizen) : '',
    citizen?.dni ?? citizen?.cuit ?? '',
    source.location?.address ?? '',
    ...list(source.state?.available).flatMap((state) => [state?.id, state?.name]),
  ];
  const records = [head.map(text).join(FIELD)];
  list(source.sections).forEach((section, place) => {
    if (typeof section?.sectionId !== 'string') return;
    const rows = list(section.rows);
    records.push(`s${FIELD}${place}${FIELD}${text(section.sectionId)}${FIELD}${rows.length}`);
    rows.forEach((row, copy) => {
      answerRecords(`a${FIELD}${copy}${FIELD}`, row?.answers, records);
      const checked = new Map<number, StoredAnswer[] | undefined>();
      for (const condition of list(row?.conditions))
        if (condition?.checked) checked.set(condition.order, condition.answers);
      for (const [order, answers] of checked) {
        records.push(`c${FIELD}${copy}${FIELD}${text(order)}`);
        answerRecords(`d${FIELD}${copy}${FIELD}${text(order)}${FIELD}`, answers, records);
      }
    });
  });
  return records.join(RECORD);
}

/**
 * The export values of an answer as its reviewers see it: the stored answers with the supervisor
 * edits replayed (the sheet shows corrected values, as the answer view does).
 */
export function correctedExportValues(document: AnswerDocument, createdByName: string | null): string {
  if (document.supervisorEdits.length === 0) return exportValues(document, createdByName);
  const original = { sections: document.sections, location: document.location };
  const { sections } = applyEdits(document.template, original, document.supervisorEdits);
  return exportValues({ ...document, sections }, createdByName);
}

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

const addTo = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
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

function sectionColumns(section: Section, labels: ExportLabels, language: string): SectionColumns {
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
type SectionReader = SectionColumns & {
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
function beginSection(section: SectionReader, copies: number) {
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
const fieldEnd = (values: string, from: number, end: number) => {
  const at = values.indexOf(FIELD, from);
  return at < 0 || at > end ? end : at;
};

/** A copy number or a place (one digit almost always). */
const numberAt = (values: string, from: number, to: number) =>
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
function readRecord(section: SectionReader, copies: number, values: string, at: number, end: number) {
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
function endSection(section: SectionReader, copies: number, cells: ExportCell[]) {
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

export type ExportLayout = {
  headers: string[];
  /**
   * Per column: whether its texts may repeat from answer to answer — all but the code and the
   * dates, which seldom do — so the writer may store each text once (shared strings).
   */
  repeated: boolean[];
  /** The cells of one answer, in the order of `headers`, each passed through `exportCell`. */
  row: (answer: ExportAnswer) => ExportCell[];
};

/**
 * formatDateTime in `timeZone` (else the runtime's), remembering the last minute's text: answers
 * come in the list's order, so the same minute often follows itself (zones whose offset has
 * seconds are computed each time; a named zone has whole-minute offsets since 1900 or so).
 */
function dateTimeTexts(timeZone?: string): (value: Date | string | number) => string {
  let lastMinute = Number.NaN;
  let lastText = '';
  return (value) => {
    const time = typeof value === 'number' ? value : new Date(value).getTime();
    if (Number.isNaN(time)) return '';
    const minute = Math.floor(time / 60_000);
    if (minute === lastMinute) return lastText;
    const date = new Date(time);
    const text = formatDateTime(date, timeZone);
    if (timeZone || date.getSeconds() === date.getUTCSeconds()) {
      lastMinute = minute;
      lastText = text;
    }
    return text;
  };
}

/**
 * The sheet's layout for a form (its current template): code, created, last update, author,
 * citizen and document, state, address, latitude, longitude, then the questions section by
 * section. Answers are matched by section and question id, so answers saved under an earlier
 * version of the form fill the columns their questions still have. Dates in `timeZone` (the form's
 * municipality's), else the runtime's.
 */
export function exportLayout(
  template: FormTemplate,
  language: string = 'es',
  labels: ExportLabels = language === 'en' ? EXPORT_CATALOGUES.en : EXPORT_CATALOGUES.es,
  timeZone?: string,
): ExportLayout {
  const answerHeaders = [
    labels.code,
    labels.createdAt,
    labels.updatedAt,
    labels.author,
    labels.citizen,
    labels.citizenDocument,
    labels.state,
    labels.address,
    labels.latitude,
    labels.longitude,
  ];
  // Forms with a payment: the status of each answer's ticket order after the answer's columns.
  const paymentColumn = template.options.addPaymentGateway
    ? answerHeaders.push(labels.paymentStatus) - 1
    : -1;
  const sections = new Map<string, SectionReader[]>();
  const headers = [...answerHeaders];
  template.sections.forEach((section, place) => {
    const columns = sectionColumns(section, labels, language);
    addTo(sections, section.id, {
      ...columns,
      first: headers.length,
      place,
      texts: [],
      matched: [],
      checked: [],
      filledRow: -1,
      filledInPlace: false,
    });
    headers.push(...columns.headers);
  });
  const width = headers.length;
  const created = dateTimeTexts(timeZone);
  const updated = dateTimeTexts(timeZone);
  let rowNumber = 0;

  return {
    headers: headers.map((header) => String(exportCell(header) ?? '')),
    repeated: headers.map((_, index) => index > 2),
    row(answer) {
      const { values } = answer;
      let end = values.indexOf(RECORD);
      if (end < 0) end = values.length;
      // The head: version, author, citizen, citizen document, address, then the states.
      const head = values.slice(0, end).split(FIELD);
      if (head[0] !== VALUES_VERSION) throw new Error(`Unknown export values version: ${head[0]}`);
      let stateName = '';
      if (answer.state !== null) {
        const state = String(answer.state);
        for (let index = 5; index + 1 < head.length; index += 2)
          if (head[index] === state) {
            stateName = head[index + 1]!;
            break;
          }
      }
      const cells = new Array<ExportCell>(width).fill(null);
      cells[0] = exportCell(answer.code);
      cells[1] = exportCell(created(answer.createdAt));
      cells[2] = exportCell(updated(answer.updatedAt));
      cells[3] = exportCell(head[1]);
      cells[4] = exportCell(head[2]);
      cells[5] = exportCell(answer.citizenDocument ?? head[3]);
      cells[6] = exportCell(stateName);
      cells[7] = exportCell(head[4]);
      cells[8] = exportCell(answer.latitude);
      cells[9] = exportCell(answer.longitude);
      if (paymentColumn >= 0)
        cells[paymentColumn] = exportCell(
          answer.paymentStatus ? labels.paymentStatuses[answer.paymentStatus] : '',
        );

      // Each `s` record opens an answered section; the records up to the next one are its copies'
      // answers. A section of the form takes the answered section in its place, else the first of its id.
      const row = rowNumber++;
      let reading: SectionReader[] = [];
      let copies = 0;
      for (let at = end + 1; at < values.length; at = end + 1) {
        end = values.indexOf(RECORD, at);
        if (end < 0) end = values.length;
        if (values[at] === 's') {
          for (const section of reading) endSection(section, copies, cells);
          const placeEnd = fieldEnd(values, at + 2, end);
          const idEnd = fieldEnd(values, placeEnd + 1, end);
          const place = numberAt(values, at + 2, placeEnd);
          copies = Number(values.slice(idEnd + 1, end));
          reading = [];
          for (const section of sections.get(values.slice(placeEnd + 1, idEnd)) ?? []) {
            const inPlace = section.place === place;
            if (section.filledRow === row && (section.filledInPlace || !inPlace)) continue;
            section.filledRow = row;
            section.filledInPlace = inPlace;
            beginSection(section, copies);
            reading.push(section);
          }
        } else {
          for (const section of reading) readRecord(section, copies, values, at, end);
        }
      }
      for (const section of reading) endSection(section, copies, cells);
      return cells;
    },
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** respuestas_<timestamp>.xlsx (spec part 3 §9), the timestamp as YYYYMMDD_HHmmss in local time. */
export function exportFileName(at: Date): string {
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}_${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `respuestas_${stamp}.xlsx`;
}
