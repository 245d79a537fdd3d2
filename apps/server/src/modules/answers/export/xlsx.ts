import type { Writable } from 'node:stream';
import { dropXmlInvalid, type ExportCell } from '@cabildo/domain';
import { ZipWriter, type ZipEntryWriter } from './zip.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
/** Two cell formats: 0 plain, 1 bold (the header row). */
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const XML_SPECIAL = /[&<>"]/;
const XML_SPECIAL_ALL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside an XML element or attribute: characters XML cannot hold dropped, the rest escaped. */
export function escapeXml(text: string): string {
  let safe = dropXmlInvalid(text);
  if (XML_SPECIAL.test(safe)) safe = safe.replace(XML_SPECIAL_ALL, (c) => ENTITIES[c]!);
  return safe;
}

/** Bytes of sheet XML handed to the deflater at once. */
const CHUNK = 1 << 20;
const EDGE_SPACE = /^\s|\s$/;

/** A, B, …, Z, AA, AB, … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/**
 * A one-sheet .xlsx written as it goes (Office Open XML, SpreadsheetML): the fixed parts, then
 * `xl/worksheets/sheet1.xml` row by row. Text is always an inline string (`t="inlineStr"`) and no
 * cell ever has a formula (`<f>`), so text starting with '=', '+', '-' or '@' is shown as it is.
 * Only finite numbers are number cells.
 */
export class XlsxWriter {
  private rowNumber = 0;
  private buffer = Buffer.allocUnsafe(CHUNK);
  private used = 0;
  private readonly columns: string[];

  private constructor(
    private readonly zip: ZipWriter,
    private readonly sheet: ZipEntryWriter,
    columnCount: number,
  ) {
    this.columns = Array.from({ length: columnCount }, (_, index) => columnName(index));
  }

  /** Writes the workbook's fixed parts and opens the sheet, with the header row frozen. */
  static async start(out: Writable, options: { sheetName: string; columnCount: number }) {
    const zip = new ZipWriter(out);
    await zip.file('[Content_Types].xml', CONTENT_TYPES);
    await zip.file('_rels/.rels', ROOT_RELS);
    await zip.file('xl/workbook.xml', workbook(options.sheetName));
    await zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    await zip.file('xl/styles.xml', STYLES);
    const sheet = await zip.open('xl/worksheets/sheet1.xml');
    const columns = Math.max(options.columnCount, 1);
    await sheet.write(
      Buffer.from(
        `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="${columns}" width="22" customWidth="1"/></cols><sheetData>`,
        'utf8',
      ),
    );
    return new XlsxWriter(zip, sheet, columns);
  }

  private rowXml(cells: readonly ExportCell[], style: string): string {
    const number = ++this.rowNumber;
    let xml = `<row r="${number}">`;
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index];
      if (cell === null || cell === undefined || cell === '') continue;
      const ref = `${this.columns[index] ?? columnName(index)}${number}`;
      if (typeof cell === 'number') {
        if (Number.isFinite(cell)) xml += `<c r="${ref}"${style}><v>${cell}</v></c>`;
      } else {
        // xml:space="preserve" only where it matters: else spreadsheets trim leading and trailing blanks.
        const t = EDGE_SPACE.test(cell) ? '<t xml:space="preserve">' : '<t>';
        xml += `<c r="${ref}"${style} t="inlineStr"><is>${t}${escapeXml(cell)}</t></is></c>`;
      }
    }
    return `${xml}</row>`;
  }

  async header(cells: readonly ExportCell[]): Promise<void> {
    await this.flush();
    await this.sheet.write(Buffer.from(this.rowXml(cells, ' s="1"'), 'utf8'));
  }

  /**
   * Appends rows. Each row's XML is copied into a large buffer handed to the deflater when full:
   * the deflater gets big chunks, and no batch-sized string is ever built (that kept the garbage
   * collector busy).
   */
  async rows(rows: readonly (readonly ExportCell[])[]): Promise<void> {
    for (const cells of rows) {
      const xml = this.rowXml(cells, '');
      // UTF-8 takes at most 3 bytes per UTF-16 unit.
      if (this.used + xml.length * 3 > this.buffer.length) await this.flush(xml.length * 3);
      this.used += this.buffer.write(xml, this.used, 'utf8');
    }
  }

  private async flush(room = 0): Promise<void> {
    if (this.used > 0) await this.sheet.write(this.buffer.subarray(0, this.used));
    // The deflater may still hold the old buffer: a new one, never a reused one.
    this.buffer = Buffer.allocUnsafe(Math.max(CHUNK, room));
    this.used = 0;
  }

  /** Closes the sheet and the archive. */
  async finish(): Promise<void> {
    await this.flush();
    await this.sheet.write(Buffer.from('</sheetData></worksheet>', 'utf8'));
    await this.sheet.close();
    await this.zip.finish();
  }

  abort(): void {
    this.zip.abort();
  }
}
