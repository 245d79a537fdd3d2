import zlib from 'node:zlib';

/**
 * A small .xlsx reader for checking downloaded exports, independent of the server's writer: it
 * reads the ZIP's central directory (stored or deflated entries, with or without data
 * descriptors), checks each entry's CRC-32, and reads the sheets' cells as text (inline strings,
 * shared strings and numbers).
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/** The entries of a ZIP archive, by name, as text. */
export function unzipText(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || zip.readUInt32LE(end) !== END_OF_DIRECTORY) throw new Error('not a ZIP archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < count; index++) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('broken ZIP central directory');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(offset) !== LOCAL_HEADER) throw new Error(`broken ZIP entry ${name}`);
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const raw = zip.subarray(start, start + compressed);
    const data = method === 0 ? raw : method === 8 ? zlib.inflateRawSync(raw) : null;
    if (!data) throw new Error(`unsupported ZIP method ${method} in ${name}`);
    if (data.length !== size || zlib.crc32(data) !== crc) throw new Error(`corrupt ZIP entry ${name}`);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength + extra;
  }
  return files;
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** The text of every <t> inside an element (a rich-text string has several runs). */
const textRuns = (xml: string) =>
  [...xml.matchAll(/<t(?:\s[^>]*)?>(.*?)<\/t>/gs)].map((run) => unescapeXml(run[1]!)).join('');

/** 'A' -> 0, 'AB' -> 27. */
const columnIndex = (letters: string) =>
  [...letters].reduce((value, letter) => value * 26 + letter.charCodeAt(0) - 64, 0) - 1;

export type Workbook = {
  sheetNames: string[];
  /** A sheet's rows as arrays of cell texts, a blank cell as ''. */
  rows: (sheetName: string) => string[][];
};

export function readXlsx(file: Buffer): Workbook {
  const files = unzipText(file);
  const part = (name: string) => {
    const text = files.get(name);
    if (text === undefined) throw new Error(`the workbook has no ${name}`);
    return text;
  };
  const workbook = part('xl/workbook.xml');
  const relations = new Map(
    [...part('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\b([^>]*)\/?>/g)].map((match) => {
      const attributes = match[1]!;
      const id = /\bId="([^"]+)"/.exec(attributes)?.[1] ?? '';
      const target = /\bTarget="([^"]+)"/.exec(attributes)?.[1] ?? '';
      return [id, target.startsWith('/') ? target.slice(1) : `xl/${target}`] as const;
    }),
  );
  const sheets = [...workbook.matchAll(/<sheet\b([^>]*)\/?>/g)].map((match) => ({
    name: unescapeXml(/\bname="([^"]*)"/.exec(match[1]!)?.[1] ?? ''),
    path: relations.get(/\br:id="([^"]+)"/.exec(match[1]!)?.[1] ?? '') ?? '',
  }));
  const shared = files.has('xl/sharedStrings.xml')
    ? [...part('xl/sharedStrings.xml').matchAll(/<si>(.*?)<\/si>/gs)].map((item) => textRuns(item[1]!))
    : [];

  return {
    sheetNames: sheets.map((sheet) => sheet.name),
    rows(sheetName) {
      const sheet = sheets.find((candidate) => candidate.name === sheetName);
      if (!sheet) throw new Error(`no sheet named ${sheetName}`);
      return [...part(sheet.path).matchAll(/<row\b[^>]*>(.*?)<\/row>/gs)].map((row) => {
        const cells: string[] = [];
        for (const cell of row[1]!.matchAll(/<c\b([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
          const attributes = cell[1]!;
          const body = cell[2] ?? '';
          const column = columnIndex(/\br="([A-Z]+)\d+"/.exec(attributes)?.[1] ?? 'A');
          const type = /\bt="([^"]+)"/.exec(attributes)?.[1];
          const value = /<v>(.*?)<\/v>/s.exec(body)?.[1];
          const text =
            type === 'inlineStr'
              ? textRuns(body)
              : type === 's'
                ? (shared[Number(value)] ?? '')
                : unescapeXml(value ?? '');
          while (cells.length < column) cells.push('');
          cells[column] = text;
        }
        return cells;
      });
    },
  };
}
