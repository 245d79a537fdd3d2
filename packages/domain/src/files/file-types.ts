import {
  isOle,
  isZip,
  latin1,
  oleEntryNames,
  openDocumentMimetype,
  startsWith,
  zipEntryNames,
} from './containers.ts';
import { sniffImageType } from './images.ts';

/** Every file type an answer may carry; the stored content type and extension come from here. */
export const FILE_TYPES = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  pdf: { contentType: 'application/pdf', extension: 'pdf' },
  doc: { contentType: 'application/msword', extension: 'doc' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  xls: { contentType: 'application/vnd.ms-excel', extension: 'xls' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  ppt: { contentType: 'application/vnd.ms-powerpoint', extension: 'ppt' },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  },
  csv: { contentType: 'text/csv', extension: 'csv' },
  rtf: { contentType: 'application/rtf', extension: 'rtf' },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', extension: 'odt' },
  ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', extension: 'ods' },
  odp: { contentType: 'application/vnd.oasis.opendocument.presentation', extension: 'odp' },
  mp4: { contentType: 'video/mp4', extension: 'mp4' },
  mov: { contentType: 'video/quicktime', extension: 'mov' },
  webm: { contentType: 'video/webm', extension: 'webm' },
  kml: { contentType: 'application/vnd.google-earth.kml+xml', extension: 'kml' },
  kmz: { contentType: 'application/vnd.google-earth.kmz', extension: 'kmz' },
} as const;
export type FileTypeId = keyof typeof FILE_TYPES;
export type DetectedFileType = { id: FileTypeId; contentType: string; extension: string };

const detected = (id: FileTypeId): DetectedFileType => ({ id, ...FILE_TYPES[id] });

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const PDF = ascii('%PDF-');
const RTF = ascii('{\\rtf');
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const FTYP = ascii('ftyp');
const QUICKTIME_BRAND = 'qt  ';

/** Programs never pass as documents, whatever their name: Windows, Linux and macOS binaries, scripts. */
function isProgram(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii('MZ')) ||
    startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46]) ||
    startsWith(bytes, ascii('#!')) ||
    [
      [0xfe, 0xed, 0xfa, 0xce],
      [0xfe, 0xed, 0xfa, 0xcf],
      [0xce, 0xfa, 0xed, 0xfe],
      [0xcf, 0xfa, 0xed, 0xfe],
      [0xca, 0xfe, 0xba, 0xbe],
    ].some((magic) => startsWith(bytes, magic))
  );
}

function videoType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, FTYP, 4)) {
    return detected(latin1(bytes, 8, 12) === QUICKTIME_BRAND ? 'mov' : 'mp4');
  }
  // Matroska and WebM share the EBML header; the DocType near the start tells them apart.
  if (startsWith(bytes, EBML) && latin1(bytes, 4, 64).includes('webm')) return detected('webm');
  return null;
}

const OPEN_DOCUMENT: Record<string, FileTypeId> = {
  [FILE_TYPES.odt.contentType]: 'odt',
  [FILE_TYPES.ods.contentType]: 'ods',
  [FILE_TYPES.odp.contentType]: 'odp',
};

function zipType(bytes: Uint8Array): DetectedFileType | null {
  const openDocument = OPEN_DOCUMENT[openDocumentMimetype(bytes) ?? ''];
  if (openDocument) return detected(openDocument);
  const names = zipEntryNames(bytes);
  if (!names) return null;
  if (names.some((name) => name.toLowerCase().endsWith('.kml'))) return detected('kmz');
  if (!names.includes('[Content_Types].xml')) return null;
  if (names.some((name) => name.startsWith('word/'))) return detected('docx');
  if (names.some((name) => name.startsWith('xl/'))) return detected('xlsx');
  if (names.some((name) => name.startsWith('ppt/'))) return detected('pptx');
  return null;
}

const OLE_STREAMS: [string, FileTypeId][] = [
  ['WordDocument', 'doc'],
  ['Workbook', 'xls'],
  ['Book', 'xls'],
  ['PowerPoint Document', 'ppt'],
];
const OFFICE_EXTENSIONS: Record<string, FileTypeId> = {
  doc: 'doc',
  xls: 'xls',
  ppt: 'ppt',
  docx: 'docx',
  xlsx: 'xlsx',
  pptx: 'pptx',
};

/**
 * Legacy Office files are OLE compound files told apart by their main stream. Others (for
 * instance password-protected Office files) keep the Office type their name declares.
 */
function oleType(bytes: Uint8Array, name: string | undefined): DetectedFileType | null {
  const streams = oleEntryNames(bytes);
  const known = OLE_STREAMS.find(([stream]) => streams.includes(stream));
  if (known) return detected(known[1]);
  const declared = OFFICE_EXTENSIONS[name?.toLowerCase().split('.').pop() ?? ''];
  return declared ? detected(declared) : null;
}

const BOM = [0xef, 0xbb, 0xbf];

/** XML whose root element is `<kml` (after an optional BOM, declaration, comments and doctype). */
function isKml(bytes: Uint8Array): boolean {
  const head = latin1(bytes, startsWith(bytes, BOM) ? BOM.length : 0, 4096);
  const prolog = /^(\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i.exec(head)?.[0] ?? '';
  return /^<(\w+:)?kml[\s>/]/.test(head.slice(prolog.length));
}

/**
 * A UTF-8 sequence by its lead byte: its length and the range of its second byte, which rules
 * out overlong forms, surrogates and code points past U+10FFFF. Null for a byte that cannot lead.
 */
function utf8Sequence(lead: number): [length: number, low: number, high: number] | null {
  if (lead >= 0xc2 && lead <= 0xdf) return [2, 0x80, 0xbf];
  if (lead === 0xe0) return [3, 0xa0, 0xbf];
  if (lead === 0xed) return [3, 0x80, 0x9f];
  if (lead >= 0xe1 && lead <= 0xef) return [3, 0x80, 0xbf];
  if (lead === 0xf0) return [4, 0x90, 0xbf];
  if (lead >= 0xf1 && lead <= 0xf3) return [4, 0x80, 0xbf];
  if (lead === 0xf4) return [4, 0x80, 0x8f];
  return null;
}

/** Well-formed UTF-8; with `cutEnd` the bytes are a file's head and may stop inside a character. */
export function isUtf8(bytes: Uint8Array, cutEnd = false): boolean {
  let at = 0;
  while (at < bytes.length) {
    const lead = bytes[at]!;
    if (lead < 0x80) {
      at += 1;
      continue;
    }
    const sequence = utf8Sequence(lead);
    if (!sequence) return false;
    const [length, low, high] = sequence;
    for (let next = 1; next < length; next++) {
      const byte = bytes[at + next];
      if (byte === undefined) return cutEnd;
      const [min, max] = next === 1 ? [low, high] : [0x80, 0xbf];
      if (byte < min || byte > max) return false;
    }
    at += length;
  }
  return true;
}

/** Plain text: valid UTF-8 without NUL bytes and not markup (so no page can pass as a table). */
function isCsv(bytes: Uint8Array, truncated: boolean): boolean {
  if (bytes.includes(0) || !isUtf8(bytes, truncated)) return false;
  return !latin1(bytes, startsWith(bytes, BOM) ? BOM.length : 0, 1024)
    .trimStart()
    .startsWith('<');
}

function imageType(bytes: Uint8Array): DetectedFileType | null {
  const type = sniffImageType(bytes);
  return type === 'image/png' ? detected('png') : type === 'image/jpeg' ? detected('jpeg') : null;
}

const RULES: [FileTypeId[], (bytes: Uint8Array, name: string | undefined) => DetectedFileType | null][] = [
  [['png', 'jpeg'], imageType],
  [['pdf'], (bytes) => (startsWith(bytes, PDF) ? detected('pdf') : null)],
  [['rtf'], (bytes) => (startsWith(bytes, RTF) ? detected('rtf') : null)],
  [['mp4', 'mov', 'webm'], videoType],
  [['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'kmz'], (bytes) => (isZip(bytes) ? zipType(bytes) : null)],
  [
    ['doc', 'xls', 'ppt', 'docx', 'xlsx', 'pptx'],
    (bytes, name) => (isOle(bytes) ? oleType(bytes, name) : null),
  ],
  [['kml'], (bytes) => (isKml(bytes) ? detected('kml') : null)],
];

export type SniffHints = {
  /** The name the browser sent: only used to name an Office family among OLE files. */
  name?: string;
  /** The bytes are only the first part of the file (a pre-check in the browser). */
  truncated?: boolean;
};

/**
 * The real type of a file among `accepted`, decided by its content: magic numbers, the entries
 * of zip and OLE containers, the root of XML, valid UTF-8 for CSV. Null when it is none of them
 * or a program in disguise.
 */
export function detectFileType(
  bytes: Uint8Array,
  accepted: readonly FileTypeId[],
  hints: SniffHints = {},
): DetectedFileType | null {
  if (isProgram(bytes)) return null;
  for (const [ids, rule] of RULES) {
    if (!ids.some((id) => accepted.includes(id))) continue;
    const found = rule(bytes, hints.name);
    if (found) return accepted.includes(found.id) ? found : null;
  }
  if (accepted.includes('csv') && !isZip(bytes) && !isOle(bytes) && isCsv(bytes, hints.truncated === true)) {
    return detected('csv');
  }
  return null;
}

/** The extensions a name may carry for each type (lower case). */
const NAME_EXTENSIONS: Record<FileTypeId, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  pdf: ['pdf'],
  doc: ['doc', 'dot'],
  docx: ['docx'],
  xls: ['xls'],
  xlsx: ['xlsx'],
  ppt: ['ppt', 'pps'],
  pptx: ['pptx'],
  csv: ['csv'],
  rtf: ['rtf'],
  odt: ['odt'],
  ods: ['ods'],
  odp: ['odp'],
  mp4: ['mp4', 'm4v'],
  mov: ['mov', 'qt'],
  webm: ['webm'],
  kml: ['kml'],
  kmz: ['kmz'],
};

/** The extension of a file name (lower case), or null when it has none. */
export function nameExtension(name: string | undefined): string | null {
  const base = (name ?? '').split(/[\\/]/).pop()?.trim() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : null;
}

/**
 * Whether a file's name agrees with its content: a name without an extension always does; one
 * with an extension must name the detected type (a text file called "fake.png" does not).
 */
export function nameMatchesType(name: string | undefined, type: FileTypeId): boolean {
  const extension = nameExtension(name);
  return extension === null || NAME_EXTENSIONS[type].includes(extension);
}
