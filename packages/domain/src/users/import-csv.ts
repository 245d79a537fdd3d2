// The users import's spreadsheets as CSV (users/import.ts): read, and written formula-safe.

/**
 * CSV (RFC 4180) as a list of rows of cells: comma or semicolon, whichever the header row has more
 * of outside quotes; a BOM dropped; quoted cells may hold separators, quotes ("") and line breaks.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const separator = csvSeparator(body);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < body.length; at++) {
    const char = body[at]!;
    if (quoted) {
      if (char === '"' && body[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[at + 1] === '\n') at++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function csvSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * A CSV cell a spreadsheet reads as text: one that starts like a formula (= + - @, a tab or a
 * carriage return) gets a leading apostrophe; quoted when it holds a comma, a quote or a line break.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV (comma-separated, CRLF), every cell through `csvCell`, with a BOM for spreadsheets. */
export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/* The API's shapes. */
