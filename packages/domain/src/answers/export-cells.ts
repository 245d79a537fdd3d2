import type { ExportCatalogue } from '../i18n/catalogues/export/index.ts';

// The cells of the Excel export (answers/export.ts): what a cell may hold, the limits and escapes Excel needs.

/**
 * The sheet's headers and labels: the `export` catalogue (packages/domain/src/i18n/catalogues/export),
 * which the server reads in the reader's language.
 */
export type ExportLabels = ExportCatalogue;

/** A cell: a number cell, a text cell, or empty. Text is always written as text, never as a formula. */
export type ExportCell = string | number | null;

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
