import type { FormTemplate } from '../forms/template.ts';
import { formatDateTime } from '../i18n/format.ts';
import type { PayOrderStatus } from '../payments/rules.ts';
import { EXPORT_CATALOGUES } from '../i18n/catalogues/export/index.ts';
import { type ExportCell, type ExportLabels, exportCell } from './export-cells.ts';
import {
  type SectionReader,
  addTo,
  beginSection,
  endSection,
  fieldEnd,
  numberAt,
  readRecord,
  sectionColumns,
} from './export-reading.ts';
import { FIELD, RECORD, VALUES_VERSION } from './export-values.ts';

/**
 * The Excel export of a form's answers (spec part 3 §2, §9; issue 6 item 4): one row per answer,
 * the answer's own columns first, then one column per question of the form. Pure: the server
 * streams the cells this module computes. What the sheet shows of an answer's document is kept
 * apart as its export values (`exportValues`, saved with the answer), so the export never reads
 * the document with its template snapshot.
 */

export {
  CELL_TEXT_MAX,
  EXPORT_ROWS_MAX,
  startsLikeFormula,
  dropXmlInvalid,
  exportCell,
  type ExportLabels,
  type ExportCell,
} from './export-cells.ts';
export { COPY_SEPARATOR, exportValues, correctedExportValues, type ExportSource } from './export-values.ts';
export { answerText } from './export-reading.ts';

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
