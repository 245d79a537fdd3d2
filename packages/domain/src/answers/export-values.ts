import { applyEdits } from './correction.ts';
import type { AnswerDocument, AnsweredSection, FileRef } from './document.ts';

/** The parts of an answer's document the sheet shows (shaped as the document; anything may be missing). */
export type ExportSource = {
  sections?: AnsweredSection[] | null;
  author?: { username?: string; firstName?: string; lastName?: string } | null;
  citizen?: { firstName?: string; lastName?: string; dni?: string | null; cuit?: string | null } | null;
  location?: { address?: string | null } | null;
  state?: { available?: { id: number; name: string }[] } | null;
};

/** What stands for a blank copy among answered copies of a repeatable section. */
export const BLANK = '-';
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
export const RECORD = '\u001E';
export const FIELD = '\u001F';
export const VALUES_VERSION = '1';
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
