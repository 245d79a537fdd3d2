import type { AltTexts, FormTemplate, Question, Section } from '../forms/template.ts';
import { dateToDisplay, formatDateTime, localized } from '../i18n/format.ts';
import type { AnsweredRow, AnsweredSection, ConditionAnswer, QuestionAnswer } from './document.ts';
import { NO, YES } from './rules.ts';

/**
 * The Excel export of a form's answers (spec part 3 §2, §9; issue 6 item 4): one row per answer,
 * the answer's own columns first, then one column per question of the form. Pure: the server
 * streams the cells this module computes.
 */

export const EXPORT_LANGUAGES = ['es', 'en'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

const es = {
  code: 'Código',
  createdAt: 'Fecha de creación',
  updatedAt: 'Última actualización',
  author: 'Contestada por',
  citizen: 'Ciudadano',
  citizenDocument: 'Documento del ciudadano',
  state: 'Estado',
  address: 'Dirección',
  latitude: 'Latitud',
  longitude: 'Longitud',
  conditions: 'Condiciones marcadas',
  attachments: 'Adjuntos',
  yes: 'Sí',
  no: 'No',
};
export type ExportLabels = typeof es;
const en: ExportLabels = {
  code: 'Code',
  createdAt: 'Created',
  updatedAt: 'Last update',
  author: 'Answered by',
  citizen: 'Citizen',
  citizenDocument: 'Citizen document',
  state: 'State',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  conditions: 'Checked conditions',
  attachments: 'Attachments',
  yes: 'Yes',
  no: 'No',
};
export const EXPORT_LABELS: Record<ExportLanguage, ExportLabels> = { es, en };

/** A cell: a number cell, a text cell, or empty. Text is always written as text, never as a formula. */
export type ExportCell = string | number | null;

/** What the export reads of an answer: its columns and the parts of its document it shows. */
export type ExportAnswer = {
  code: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  /** The author's display name on the row ('Usuario Anónimo' for anonymous answers). */
  createdByName: string | null;
  author: { username?: string; firstName?: string; lastName?: string } | null;
  citizen: { firstName?: string; lastName?: string; dni?: string | null; cuit?: string | null } | null;
  citizenDocument: string | null;
  stateName: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  sections: AnsweredSection[] | null;
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

type AnswerText = (answer: QuestionAnswer | undefined) => string;

/**
 * How one question's answer reads: yes/no, the chosen options (in the form's order), the typed
 * value (dates as DD/MM/YYYY), then the names of attached files. Built once per question, as it
 * runs for every cell of a large export.
 */
export function answerText(question: Question, labels: ExportLabels, language: ExportLanguage): AnswerText {
  const options = question.options.map((option) => ({
    order: option.order,
    text: localized(option.text, option.textAlt, language),
  }));
  const value: AnswerText =
    question.kind === 'yesno'
      ? (answer) => (answer?.value === YES ? labels.yes : answer?.value === NO ? labels.no : '')
      : question.kind === 'single' || question.kind === 'multiple'
        ? (answer) => {
            const selected = answer?.selected;
            if (!selected || selected.length === 0) return '';
            return options
              .filter((option) => selected.includes(option.order))
              .map((option) => option.text)
              .join(', ');
          }
        : question.dataType === 'date'
          ? (answer) => dateToDisplay((answer?.value ?? '').trim())
          : (answer) => (answer?.value ?? '').trim();
  return (answer) => {
    if (!answer) return '';
    const text = value(answer);
    const { images, documents, videos } = answer;
    if (!images?.length && !documents?.length && !videos?.length) return text;
    const files = [...(images ?? []), ...(documents ?? []), ...(videos ?? [])];
    const attached = `(${labels.attachments}: ${files.map((file) => file.name || file.id).join(', ')})`;
    return text === '' ? attached : `${text} ${attached}`;
  };
}

/** The copies' texts in one cell: blank when every copy is blank, else joined with " | ". */
const joinCopies = (texts: string[]): string =>
  texts.every((text) => text === '')
    ? ''
    : texts.map((text) => (text === '' ? BLANK : text)).join(COPY_SEPARATOR);

/** One section's columns: headers, and the cells of an answered section in the same order. */
type SectionColumns = {
  headers: string[];
  cells: (answered: AnsweredSection | undefined) => string[];
};

/** The answer to a question in a list of answers: where the form puts it, else searched by id. */
const answerTo = (list: QuestionAnswer[] | undefined, id: string, index: number) => {
  const atIndex = list?.[index];
  return atIndex?.questionId === id ? atIndex : list?.find((answer) => answer.questionId === id);
};

/**
 * A section flattened: one column per question ("Section › Question"); a conditional section adds a
 * column with the checked conditions' texts and one column per condition question
 * ("Section › Condition › Question", filled only where the condition is checked). Copies of a
 * repeatable section share the columns, their texts joined in copy order.
 */
function sectionColumns(section: Section, labels: ExportLabels, language: ExportLanguage): SectionColumns {
  const pick = (text: string, alt: AltTexts) => localized(text, alt, language);
  const title = pick(section.title, section.titleAlt);
  const column = (question: Question, prefix: string) => ({
    id: question.id,
    header: `${prefix} › ${pick(question.title, question.titleAlt)}`,
    text: answerText(question, labels, language),
  });
  const questions = section.questions.map((question) => column(question, title));
  const conditions = section.conditions.map((condition) => {
    const text = pick(condition.text, condition.textAlt);
    return {
      order: condition.order,
      text,
      questions: condition.questions.map((question) => column(question, `${title} › ${text}`)),
    };
  });
  const headers = [
    ...questions.map((question) => question.header),
    ...(conditions.length > 0 ? [`${title} › ${labels.conditions}`] : []),
    ...conditions.flatMap((condition) => condition.questions.map((question) => question.header)),
  ];

  /** The texts of one copy of the section, in the order of `headers`. */
  const rowTexts = (row: AnsweredRow): string[] => {
    const texts: string[] = [];
    questions.forEach((question, index) =>
      texts.push(question.text(answerTo(row.answers, question.id, index))),
    );
    if (conditions.length === 0) return texts;
    const checked = new Map<number, ConditionAnswer>();
    for (const condition of row.conditions ?? [])
      if (condition.checked) checked.set(condition.order, condition);
    texts.push(
      conditions
        .filter((condition) => checked.has(condition.order))
        .map((condition) => condition.text)
        .join(', '),
    );
    for (const condition of conditions) {
      const answered = checked.get(condition.order);
      condition.questions.forEach((question, index) =>
        texts.push(answered ? question.text(answerTo(answered.answers, question.id, index)) : ''),
      );
    }
    return texts;
  };

  return {
    headers,
    cells(answered) {
      const rows = answered?.rows ?? [];
      if (rows.length === 0) return headers.map(() => '');
      if (rows.length === 1) return rowTexts(rows[0]!);
      const copies = rows.map(rowTexts);
      return headers.map((_, index) => joinCopies(copies.map((texts) => texts[index]!)));
    },
  };
}

export type ExportLayout = {
  headers: string[];
  /** The cells of one answer, in the order of `headers`, each passed through `exportCell`. */
  row: (answer: ExportAnswer) => ExportCell[];
};

/**
 * The sheet's layout for a form (its current template): code, created, last update, author,
 * citizen and document, state, address, latitude, longitude, then the questions section by
 * section. Answers are matched by section and question id, so answers saved under an earlier
 * version of the form fill the columns their questions still have.
 */
export function exportLayout(template: FormTemplate, language: ExportLanguage = 'es'): ExportLayout {
  const labels = EXPORT_LABELS[language];
  const sections = template.sections.map((section) => ({
    id: section.id,
    columns: sectionColumns(section, labels, language),
  }));
  const headers = [
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
    ...sections.flatMap((section) => section.columns.headers),
  ].map((header) => String(exportCell(header) ?? ''));

  return {
    headers,
    row(answer) {
      const name = answer.author ? fullName(answer.author) : '';
      const username = answer.author?.username || answer.createdByName || '';
      const citizen = answer.citizen;
      const answered = answer.sections ?? [];
      return [
        answer.code,
        formatDateTime(answer.createdAt),
        formatDateTime(answer.updatedAt),
        name && username ? `${name} (${username})` : name || username,
        citizen ? fullName(citizen) : '',
        answer.citizenDocument ?? citizen?.dni ?? citizen?.cuit ?? '',
        answer.stateName ?? '',
        answer.address ?? '',
        answer.latitude,
        answer.longitude,
        ...sections.flatMap((section, index) => {
          const atIndex = answered[index];
          return section.columns.cells(
            atIndex?.sectionId === section.id
              ? atIndex
              : answered.find((candidate) => candidate.sectionId === section.id),
          );
        }),
      ].map(exportCell);
    },
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** respuestas_<timestamp>.xlsx (spec part 3 §9), the timestamp as YYYYMMDD_HHmmss in local time. */
export function exportFileName(at: Date): string {
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}_${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `respuestas_${stamp}.xlsx`;
}
