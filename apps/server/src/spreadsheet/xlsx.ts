import type { Writable } from 'node:stream';
import { dropXmlInvalid, type ExportCell } from '@cabildo/domain';
import { ZipWriter, type ZipEntryWriter } from './zip.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`;
const ROOT_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = (sheetName: string) =>
  `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/><Relationship Id="rId3" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
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

/**
 * Sheet buffers of finished exports, kept for the next ones: two per export at once (the
 * EXPORT_CONCURRENCY slots), not two fresh megabytes per export left for the collector.
 */
const spareBuffers: Buffer[] = [];
const SPARE_BUFFERS_MAX = 16;
const takeBuffer = () => spareBuffers.pop() ?? Buffer.allocUnsafe(CHUNK);
const giveBackBuffer = (buffer: Buffer) => {
  if (buffer.length === CHUNK && spareBuffers.length < SPARE_BUFFERS_MAX) spareBuffers.push(buffer);
};
const EDGE_SPACE = /^\s|\s$/;

/** A column's distinct texts go to the shared strings until there are this many; then its new texts are inline. */
export const SHARED_PER_COLUMN = 1000;
/** Longer texts are always inline. */
export const SHARED_TEXT_MAX = 200;
/** The shared strings' total length: what they may hold in memory until the end of the file. */
export const SHARED_CHARS_MAX = 4_000_000;

/** A, B, …, Z, AA, AB, … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** `<t>` with its text, keeping leading and trailing blanks (else spreadsheets trim them). */
const textElement = (text: string) =>
  `${EDGE_SPACE.test(text) ? '<t xml:space="preserve">' : '<t>'}${escapeXml(text)}</t>`;

/**
 * The shared strings table (`xl/sharedStrings.xml`), written after the sheet: a text that repeats
 * (a state, an author, a choice, yes/no, a neighbourhood…) is stored once and its cells point at
 * it, which keeps the sheet small and quick to write. Bounded, so memory does not grow with the
 * answers: each column shares only its first `SHARED_PER_COLUMN` distinct texts (a column with
 * more, such as free text, writes its later texts inline), only short texts, and
 * `SHARED_CHARS_MAX` characters in all.
 */
class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private readonly items: string[] = [];
  private chars = 0;
  /** Distinct texts each column added; -1 for a column that writes inline only. */
  private readonly added: number[];

  constructor(shared: readonly boolean[]) {
    this.added = shared.map((yes) => (yes ? 0 : -1));
  }

  /** The text's index in the table, or -1 when it is written inline. */
  indexOf(text: string, column: number): number {
    const added = this.added[column]!;
    if (added < 0) return -1;
    const index = this.indexes.get(text);
    if (index !== undefined) return index;
    if (text.length > SHARED_TEXT_MAX || this.chars + text.length > SHARED_CHARS_MAX) return -1;
    this.added[column] = added + 1 >= SHARED_PER_COLUMN ? -1 : added + 1;
    this.chars += text.length;
    // A copy: the text may be a slice of a whole answer's values, which it would keep in memory.
    const own = Buffer.from(text, 'utf16le').toString('utf16le');
    this.indexes.set(own, this.items.length);
    this.items.push(own);
    return this.items.length - 1;
  }

  /** The part's XML in pieces of about `size` characters. */
  *xml(size: number): Generator<string> {
    let xml = `${XML_HEAD}<sst xmlns="${MAIN_NS}" uniqueCount="${this.items.length}">`;
    for (const text of this.items) {
      xml += `<si>${textElement(text)}</si>`;
      if (xml.length >= size) {
        yield xml;
        xml = '';
      }
    }
    yield `${xml}</sst>`;
  }
}

/**
 * Text that goes into XML as it is, one byte per character: printable ASCII without `& < > "`,
 * not starting or ending with a blank. Most cells are such text; the others are escaped.
 */
const PLAIN = /^[!#-%'-;=?-~](?:[ !#-%'-;=?-~]*[!#-%'-;=?-~])?$/;
const NON_ASCII = /[\u0080-\uFFFF]/;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const ROW_OPEN = ascii('<row r="');
const ROW_OPENED = ascii('">');
const ROW_CLOSE = ascii('</row>');
const NUMBER_OPEN = ascii('"><v>');
const SHARED_OPEN = ascii('" t="s"><v>');
const VALUE_CLOSE = ascii('</v></c>');
const INLINE_OPEN = ascii('" t="inlineStr"><is><t>');
const INLINE_OPEN_PRESERVE = ascii('" t="inlineStr"><is><t xml:space="preserve">');
const HEADER_OPEN = ascii('" s="1" t="inlineStr"><is><t>');
const HEADER_OPEN_PRESERVE = ascii('" s="1" t="inlineStr"><is><t xml:space="preserve">');
const INLINE_CLOSE = ascii('</t></is></c>');

/** At most this many bytes of XML per character of a cell's text ('&' becomes '&amp;'). */
const BYTES_PER_CHAR = 6;
/** More bytes of XML than any cell takes besides its text (tags, reference, style, a number). */
const CELL_BYTES = 128;

/**
 * A one-sheet .xlsx written as it goes (Office Open XML, SpreadsheetML): the fixed parts, then
 * `xl/worksheets/sheet1.xml` row by row, then `xl/sharedStrings.xml`. Text is a shared string
 * (`t="s"`) or an inline string (`t="inlineStr"`), and no cell ever has a formula (`<f>`), so text
 * starting with '=', '+', '-' or '@' is shown as it is. Only finite numbers are number cells.
 * Rows are written straight into one of two large buffers — the markup and ASCII text copied in
 * byte by byte, other text encoded as UTF-8; no row is ever built as a string (that kept the
 * garbage collector busy) — while the deflater compresses the other buffer.
 */
export class XlsxWriter {
  private rowNumber = 0;
  private buffer = takeBuffer();
  /** The buffer handed to the deflater last, free again once `handed` resolves. */
  private other = takeBuffer();
  private handed: Promise<void> = Promise.resolve();
  private used = 0;
  /** `<c r="A`, `<c r="B`, …: a cell's start up to its row number, as bytes. */
  private readonly cellStarts: Uint8Array[];
  private readonly shared: SharedStrings;
  /** The shared strings' indexes as text. */
  private readonly sharedIndexes: string[] = [];

  private constructor(
    private readonly zip: ZipWriter,
    private readonly sheet: ZipEntryWriter,
    columnCount: number,
    shared: readonly boolean[],
  ) {
    this.cellStarts = Array.from({ length: columnCount }, (_, index) =>
      Buffer.from(`<c r="${columnName(index)}`, 'latin1'),
    );
    this.shared = new SharedStrings(
      Array.from({ length: columnCount }, (_, index) => shared[index] === true),
    );
  }

  /** Writes the workbook's fixed parts and opens the sheet, with the header row frozen. */
  static async start(
    out: Writable,
    options: { sheetName: string; columnCount: number; shared?: readonly boolean[] },
  ) {
    const zip = new ZipWriter(out);
    await zip.file('[Content_Types].xml', CONTENT_TYPES);
    await zip.file('_rels/.rels', ROOT_RELS);
    await zip.file('xl/workbook.xml', workbook(options.sheetName));
    await zip.file('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    await zip.file('xl/styles.xml', STYLES);
    const sheet = await zip.open('xl/worksheets/sheet1.xml');
    const columns = Math.max(options.columnCount, 1);
    const writer = new XlsxWriter(zip, sheet, columns, options.shared ?? []);
    await writer.append(
      `${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/><cols><col min="1" max="${columns}" width="22" customWidth="1"/></cols><sheetData>`,
    );
    return writer;
  }

  /** The header row: bold inline strings. */
  async header(cells: readonly ExportCell[]): Promise<void> {
    await this.row(cells, true);
  }

  /**
   * Appends rows, taking each as it is made (a row's cells are garbage as soon as it is written);
   * waits only when a full buffer must wait for the deflater.
   */
  async rows(rows: Iterable<readonly ExportCell[]>): Promise<void> {
    for (const cells of rows) {
      const room = this.roomFor(cells);
      if (this.used + room > this.buffer.length) await this.flush(room);
      this.writeRow(cells, false);
    }
  }

  private async row(cells: readonly ExportCell[], header: boolean): Promise<void> {
    const room = this.roomFor(cells);
    if (this.used + room > this.buffer.length) await this.flush(room);
    this.writeRow(cells, header);
  }

  /** At most how many bytes a row's XML takes. */
  private roomFor(cells: readonly ExportCell[]): number {
    let room = CELL_BYTES;
    for (const cell of cells)
      room += typeof cell === 'string' ? cell.length * BYTES_PER_CHAR + CELL_BYTES : CELL_BYTES;
    return room;
  }

  /** Writes one row into the buffer, which has room for it: bytes copied in, no string built. */
  private writeRow(cells: readonly ExportCell[], header: boolean): void {
    const number = String(++this.rowNumber);
    this.putBytes(ROW_OPEN);
    this.putAscii(number);
    this.putBytes(ROW_OPENED);
    for (let index = 0; index < cells.length; index++) {
      const cell = cells[index];
      if (cell === null || cell === undefined || cell === '') continue;
      if (typeof cell === 'number') {
        if (!Number.isFinite(cell)) continue;
        this.putCellStart(index, number);
        this.putBytes(NUMBER_OPEN);
        this.putAscii(String(cell));
        this.putBytes(VALUE_CLOSE);
        continue;
      }
      const shared = header || index >= this.cellStarts.length ? -1 : this.shared.indexOf(cell, index);
      this.putCellStart(index, number);
      if (shared >= 0) {
        this.putBytes(SHARED_OPEN);
        this.putAscii(this.sharedIndex(shared));
        this.putBytes(VALUE_CLOSE);
      } else if (PLAIN.test(cell)) {
        this.putBytes(header ? HEADER_OPEN : INLINE_OPEN);
        this.putAscii(cell);
        this.putBytes(INLINE_CLOSE);
      } else {
        const text = escapeXml(cell);
        const preserve = EDGE_SPACE.test(cell);
        this.putBytes(
          header
            ? preserve
              ? HEADER_OPEN_PRESERVE
              : HEADER_OPEN
            : preserve
              ? INLINE_OPEN_PRESERVE
              : INLINE_OPEN,
        );
        if (NON_ASCII.test(text)) this.used += this.buffer.write(text, this.used, 'utf8');
        else this.putAscii(text);
        this.putBytes(INLINE_CLOSE);
      }
    }
    this.putBytes(ROW_CLOSE);
  }

  /** `<c r="` with the cell's reference, up to its closing quote (left open). */
  private putCellStart(index: number, rowNumber: string) {
    const start = this.cellStarts[index];
    if (start) this.putBytes(start);
    else this.putAscii(`<c r="${columnName(index)}`);
    this.putAscii(rowNumber);
  }

  private putBytes(bytes: Uint8Array) {
    const { buffer } = this;
    let at = this.used;
    for (let index = 0; index < bytes.length; index++) buffer[at++] = bytes[index]!;
    this.used = at;
  }

  /** Text known to be ASCII, copied code unit by code unit. */
  private putAscii(text: string) {
    const { buffer } = this;
    let at = this.used;
    for (let index = 0; index < text.length; index++) buffer[at++] = text.charCodeAt(index);
    this.used = at;
  }

  private sharedIndex(index: number): string {
    let text = this.sharedIndexes[index];
    if (text === undefined) {
      text = String(index);
      this.sharedIndexes[index] = text;
    }
    return text;
  }

  private async append(xml: string): Promise<void> {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    const room = xml.length * 3;
    if (this.used + room > this.buffer.length) await this.flush(room);
    this.used += this.buffer.write(xml, this.used, 'utf8');
  }

  /**
   * Hands the filled buffer to the deflater and takes the other one once the deflater is done with
   * it (a larger one when `room` bytes would not fit).
   */
  private async flush(room = 0): Promise<void> {
    if (this.used > 0) {
      const handed = this.sheet.write(this.buffer.subarray(0, this.used));
      // A caller that fails before awaiting it must not leave an unhandled rejection.
      handed.catch(() => undefined);
      await this.handed;
      this.handed = handed;
      [this.buffer, this.other] = [this.other, this.buffer];
      this.used = 0;
    }
    if (room > this.buffer.length) this.buffer = Buffer.allocUnsafe(room);
  }

  /** Closes the sheet, writes the shared strings and closes the archive. */
  async finish(): Promise<void> {
    await this.append('</sheetData></worksheet>');
    await this.flush();
    await this.handed;
    await this.sheet.close();
    // The deflater is done with both (a failed export's may still be in it: those are left to the collector).
    giveBackBuffer(this.buffer);
    giveBackBuffer(this.other);
    const strings = await this.zip.open('xl/sharedStrings.xml');
    for (const xml of this.shared.xml(CHUNK / 3)) await strings.write(Buffer.from(xml, 'utf8'));
    await strings.close();
    await this.zip.finish();
  }

  abort(): void {
    this.zip.abort();
  }
}
