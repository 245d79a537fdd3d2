import { isOle, isZip } from './containers.ts';
import {
  detectFileType,
  nameExtension,
  nameMatchesType,
  type DetectedFileType,
  type FileTypeId,
  type SniffHints,
} from './file-types.ts';

/** What an answer upload is for (spec part 2 §5 "Uploads" and "Signatures while answering"). */
export const UPLOAD_PURPOSES = [
  'image',
  'document',
  'video',
  'kml',
  'signature',
  'email-attachment',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const MB = 1024 * 1024;
const DOCUMENT_TYPES: FileTypeId[] = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'csv',
  'rtf',
  'odt',
  'ods',
  'odp',
];

/** Limits of spec part 2 §9: the largest size in bytes and the types accepted, per purpose. */
export const UPLOAD_LIMITS: Record<UploadPurpose, { maxBytes: number; types: readonly FileTypeId[] }> = {
  image: { maxBytes: 5 * MB, types: ['png', 'jpeg'] },
  document: { maxBytes: 5 * MB, types: DOCUMENT_TYPES },
  video: { maxBytes: 50 * MB, types: ['mp4', 'webm', 'mov'] },
  kml: { maxBytes: 50 * MB, types: ['kml', 'kmz'] },
  signature: { maxBytes: MB, types: ['png'] },
  'email-attachment': { maxBytes: 5 * MB, types: DOCUMENT_TYPES },
};

/** The largest of all limits (the multipart parser's ceiling; each request gets its own). */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_LIMITS).map((limit) => limit.maxBytes));

/** Catalogue keys of the upload messages (uploads.errors.* in the web catalogues). */
export const UPLOAD_ERRORS = {
  badFormat: 'uploads.errors.badFormat',
  imageTooBig: 'uploads.errors.imageTooBig',
  fileTooBig: 'uploads.errors.fileTooBig',
  largeFileTooBig: 'uploads.errors.largeFileTooBig',
  signatureTooBig: 'uploads.errors.signatureTooBig',
  signatureBadFormat: 'uploads.errors.signatureBadFormat',
} as const;
export type UploadErrorKey = (typeof UPLOAD_ERRORS)[keyof typeof UPLOAD_ERRORS];

const TOO_BIG: Record<UploadPurpose, UploadErrorKey> = {
  image: UPLOAD_ERRORS.imageTooBig,
  document: UPLOAD_ERRORS.fileTooBig,
  video: UPLOAD_ERRORS.largeFileTooBig,
  kml: UPLOAD_ERRORS.largeFileTooBig,
  signature: UPLOAD_ERRORS.signatureTooBig,
  'email-attachment': UPLOAD_ERRORS.fileTooBig,
};
export const tooBigKey = (purpose: UploadPurpose): UploadErrorKey => TOO_BIG[purpose];
export const badFormatKey = (purpose: UploadPurpose): UploadErrorKey =>
  purpose === 'signature' ? UPLOAD_ERRORS.signatureBadFormat : UPLOAD_ERRORS.badFormat;

/** The real type of an upload, by its content, if `purpose` accepts it. */
export function sniffFileType(
  bytes: Uint8Array,
  purpose: UploadPurpose,
  hints: SniffHints = {},
): DetectedFileType | null {
  return detectFileType(bytes, UPLOAD_LIMITS[purpose].types, hints);
}

export type UploadProblem = { code: 'FILE_TOO_LARGE' | 'FILE_TYPE_INVALID'; key: UploadErrorKey };

/** Why a whole file cannot be uploaded for `purpose`, or null (the server's check). */
export function uploadProblem(
  bytes: Uint8Array,
  purpose: UploadPurpose,
  hints: SniffHints = {},
): UploadProblem | null {
  if (bytes.length > UPLOAD_LIMITS[purpose].maxBytes)
    return { code: 'FILE_TOO_LARGE', key: tooBigKey(purpose) };
  const type = sniffFileType(bytes, purpose, hints);
  // A file whose name and content disagree is refused, never renamed (spec part 2 §5 "Uploads").
  return type && nameMatchesType(hints.name, type.id)
    ? null
    : { code: 'FILE_TYPE_INVALID', key: badFormatKey(purpose) };
}

/** How many first bytes the browser reads for its pre-check. */
export const PRECHECK_BYTES = 4096;

/**
 * The browser's pre-check on the size and the first bytes only. Zip and OLE containers need
 * their whole directory: when the purpose accepts them, the server decides.
 */
export function uploadPrecheck(
  head: Uint8Array,
  size: number,
  purpose: UploadPurpose,
  name?: string,
): UploadProblem | null {
  if (size > UPLOAD_LIMITS[purpose].maxBytes) return { code: 'FILE_TOO_LARGE', key: tooBigKey(purpose) };
  const types = UPLOAD_LIMITS[purpose].types;
  const container = isZip(head)
    ? types.some((id) => ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'kmz'].includes(id))
    : isOle(head) && types.some((id) => ['doc', 'xls', 'ppt'].includes(id));
  if (container) {
    // The container's type is known only to the server; its name must at least be one it may be.
    const extension = nameExtension(name);
    if (extension === null || types.some((id) => nameMatchesType(name, id))) return null;
    return { code: 'FILE_TYPE_INVALID', key: badFormatKey(purpose) };
  }
  const type = sniffFileType(head, purpose, { name, truncated: size > head.length });
  if (type && nameMatchesType(name, type.id)) return null;
  return { code: 'FILE_TYPE_INVALID', key: badFormatKey(purpose) };
}

/** The `accept` attribute of a file input for `purpose` (a hint to the picker, not a check). */
export function acceptAttribute(purpose: UploadPurpose): string {
  return [...new Set(UPLOAD_LIMITS[purpose].types.map((id) => ACCEPT[id]))].join(',');
}
const ACCEPT: Record<FileTypeId, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: '.pdf',
  doc: '.doc',
  docx: '.docx',
  xls: '.xls',
  xlsx: '.xlsx',
  ppt: '.ppt',
  pptx: '.pptx',
  csv: '.csv',
  rtf: '.rtf',
  odt: '.odt',
  ods: '.ods',
  odp: '.odp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  kml: '.kml',
  kmz: '.kmz',
};

/** Random file names are 12 letters and digits (spec part 2 §7 "File storage"). */
export const STORAGE_NAME_LENGTH = 12;
export const STORAGE_NAME_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Where an answer upload is stored, by purpose (spec part 2 §7); the extension is the detected type's. */
export function uploadStorageKey(
  purpose: UploadPurpose,
  formId: string,
  randomName: string,
  extension: string,
): string {
  switch (purpose) {
    case 'image':
      return `images/${formId}/${randomName}.${extension}`;
    case 'document':
      return `documents/${formId}/doc-${randomName}.${extension}`;
    case 'video':
      return `videos/${formId}/${randomName}.${extension}`;
    case 'kml':
      return `kml/${formId}/${randomName}.${extension}`;
    case 'signature':
      return `signatures/${formId}/${randomName}.png`;
    case 'email-attachment':
      return `sendEmailv3/adjunto-${randomName}.${extension}`;
  }
}
