import zlib from 'node:zlib';
import {
  USER_IMPORT_MAX_BYTES,
  detectFileType,
  isBlankRow,
  nameMatchesType,
  parseCsv,
  UPLOAD_ERRORS,
} from '@cabildo/domain';
import type { FastifyRequest } from 'fastify';
import { apiError, ApiError } from '../../http/errors.ts';

/**
 * Reading an import file (issue 29 item 5): CSV or Excel by its content, never its name — a zip with
 * the workbook's parts is .xlsx, valid UTF-8 text is CSV — with the product's upload texts when it
 * is neither or too large. The .xlsx is read with node:zlib and a few lines of XML (no library:
 * docs/decisions.md "Users import").
 */

/** One data row as the spreadsheet numbers it (the header is row 1 in a file that starts with it). */
export type SheetRow = { row: number; cells: string[] };

const badFormat = () => apiError('FILE_TYPE_INVALID', [{ path: '/file', message: UPLOAD_ERRORS.badFormat }]);
export const tooLarge = () =>
  apiError('FILE_TOO_LARGE', [{ path: '/file', message: UPLOAD_ERRORS.fileTooBig }]);

/** An uploaded import file, read whole. */
export type ImportUpload = { bytes: Buffer; name: string | undefined };

/** The multipart upload, read whole (at most USER_IMPORT_MAX_BYTES); the services read it after the access check. */
export async function uploadedImportFile(request: FastifyRequest): Promise<ImportUpload> {
  const part = await request.file();
  if (!part) throw apiError('FILE_MISSING');
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  });
  if (part.file.truncated) throw tooLarge();
  return { bytes, name: part.filename };
}

/** The rows of an uploaded CSV or .xlsx, blank ones left out; refuses anything else. */
export function readImportFile(bytes: Buffer, name: string | undefined): SheetRow[] {
  if (bytes.length > USER_IMPORT_MAX_BYTES) throw tooLarge();
  const type = detectFileType(bytes, ['csv', 'xlsx'], { name });
  // A name that says another type is refused, as every upload is (a "users.csv" that is a PNG).
  if (!type || !nameMatchesType(name, type.id)) throw badFormat();
  const rows =
    type.id === 'csv'
      ? parseCsv(bytes.toString('utf8')).map((cells, index) => ({ row: index + 1, cells }))
      : readXlsx(bytes);
  return rows.filter((entry) => !isBlankRow(entry.cells));
}

/* .xlsx: a zip of XML parts. Only the first sheet is read. */

/** What the parts of an import may inflate to at most (a zip bomb stops here). */
const PART_MAX_BYTES = 64 * 1024 * 1024;

/** The parts of a zip by name, read from its central directory; only `wanted` ones are inflated. */
function unzip(zip: Buffer, wanted: (name: string) => boolean): Map<string, string> {
  const END = 0x06054b50;
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw badFormat();
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const parts = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw badFormat();
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + skip;
    if (!wanted(name)) continue;
    if (offset + 30 > zip.length || zip.readUInt32LE(offset) !== 0x04034b50) throw badFormat();
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = zip.subarray(start, start + compressed);
    try {
      const bytes =
        method === 0
          ? data
          : method === 8
            ? zlib.inflateRawSync(data, { maxOutputLength: PART_MAX_BYTES })
            : null;
      if (!bytes) throw badFormat();
      parts.set(name, bytes.toString('utf8'));
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw badFormat();
    }
  }
  return parts;
}

const ENTITY = /&(?:#x([0-9a-f]+)|#(\d+)|(lt|gt|amp|quot|apos));/gi;
const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
/** XML text: entities decoded, then Office's `_xHHHH_` escapes (a line break is `_x000D_`). */
function xmlText(text: string): string {
  return text
    .replace(ENTITY, (_, hex?: string, decimal?: string, named?: string) =>
      named
        ? NAMED[named.toLowerCase()]!
        : String.fromCodePoint(Number.parseInt(hex ?? decimal!, hex ? 16 : 10)),
    )
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, code: string) => String.fromCharCode(Number.parseInt(code, 16)));
}

/** The text runs of a string item (`<t>`), leaving out phonetic guides (`<rPh>`, Japanese readings). */
const runsText = (xml: string) =>
  [...xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '').matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)]
    .map((match) => xmlText(match[1]!))
    .join('');

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** A1 → 0, B7 → 1, AA3 → 26. */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference.replace(/\d+$/, '')) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

function firstSheetPath(parts: Map<string, string>): string {
  const workbook = parts.get('xl/workbook.xml') ?? '';
  const sheet = /<sheet\b[^>]*>/.exec(workbook)?.[0];
  const id = sheet ? (attribute(sheet, 'r:id') ?? attribute(sheet, '[\\w]+:id')) : null;
  const rels = parts.get('xl/_rels/workbook.xml.rels') ?? '';
  for (const relation of rels.match(/<Relationship\b[^>]*>/g) ?? []) {
    if (attribute(relation, 'Id') !== id) continue;
    const target = attribute(relation, 'Target') ?? '';
    return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return 'xl/worksheets/sheet1.xml';
}

function readXlsx(bytes: Buffer): SheetRow[] {
  const meta = unzip(bytes, (name) =>
    ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', 'xl/sharedStrings.xml'].includes(name),
  );
  const sheetPath = firstSheetPath(meta);
  const sheet = unzip(bytes, (name) => name === sheetPath).get(sheetPath);
  if (sheet === undefined) throw badFormat();
  const shared = [...(meta.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(
    (match) => runsText(match[1]!),
  );
  const rows: SheetRow[] = [];
  let next = 1;
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const number = Number(attribute(rowMatch[1] ?? '', 'r') ?? next);
    next = number + 1;
    const cells: string[] = [];
    let column = 0;
    for (const cellMatch of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const head = cellMatch[1] ?? '';
      const body = cellMatch[2] ?? '';
      const reference = attribute(head, 'r');
      if (reference) column = columnIndex(reference);
      const type = attribute(head, 't');
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let text = '';
      if (type === 's') text = shared[Number(value)] ?? '';
      else if (type === 'inlineStr') text = runsText(body);
      else if (type === 'b') text = value === '1' ? 'TRUE' : 'FALSE';
      else if (value !== undefined) text = xmlText(value);
      while (cells.length < column) cells.push('');
      cells[column] = text;
      column += 1;
    }
    rows.push({ row: number, cells });
  }
  return rows;
}
