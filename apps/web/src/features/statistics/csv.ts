import { saveBlob } from '../../components/saveBlob.ts';

/**
 * A chart's data as CSV (RFC 4180: comma-separated, every cell quoted when it holds a comma, a quote
 * or a line break). A text that a spreadsheet would run as a formula gets a leading apostrophe.
 */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    if (typeof value === 'number') return String(value);
    const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A file name from a title: letters, digits and dashes. */
export function csvFileName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'estadisticas'}.csv`;
}

/** Hands the CSV to the browser as a download (with a BOM, so spreadsheets read the accents). */
export function downloadCsv(title: string, rows: readonly (readonly (string | number)[])[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, csvFileName(title));
}
