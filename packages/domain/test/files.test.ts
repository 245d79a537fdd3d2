import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  isUtf8,
  answerUploadQuerySchema,
  PRECHECK_BYTES,
  sniffFileType,
  UPLOAD_ERRORS,
  UPLOAD_LIMITS,
  uploadPrecheck,
  uploadProblem,
  uploadStorageKey,
  type UploadPurpose,
} from '../src/index.ts';

/** UTF-8 bytes of a text (the domain has no TextEncoder in its types). */
function encode(text: string): Uint8Array {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      out.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return new Uint8Array(out);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const bytes = (...parts: (string | number[])[]) =>
  concat(parts.map((part) => (typeof part === 'string' ? encode(part) : new Uint8Array(part))));

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real zip (entries stored, not compressed), with central directory and end record. */
function zip(entries: [name: string, content: string][]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const [nameBytes, data] = [encode(name), encode(content)];
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 20, true);
    local.setUint32(14, crc32(data), true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const central = new DataView(new ArrayBuffer(46));
    central.setUint32(0, 0x02014b50, true);
    central.setUint16(4, 20, true);
    central.setUint16(6, 20, true);
    central.setUint32(16, crc32(data), true);
    central.setUint32(20, data.length, true);
    central.setUint32(24, data.length, true);
    central.setUint16(28, nameBytes.length, true);
    central.setUint32(42, offset, true);
    locals.push(new Uint8Array(local.buffer), nameBytes, data);
    centrals.push(new Uint8Array(central.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = concat(centrals);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, entries.length, true);
  end.setUint16(10, entries.length, true);
  end.setUint32(12, directory.length, true);
  end.setUint32(16, offset, true);
  return concat([...locals, directory, new Uint8Array(end.buffer)]);
}

/** A minimal OLE compound file (512-byte sectors): header, one FAT sector, one directory sector. */
function ole(stream: string): Uint8Array {
  const file = new Uint8Array(512 * 3);
  const view = new DataView(file.buffer);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 0);
  view.setUint16(24, 0x3e, true);
  view.setUint16(26, 3, true);
  view.setUint16(28, 0xfffe, true);
  view.setUint16(30, 9, true);
  view.setUint16(32, 6, true);
  view.setUint32(44, 1, true);
  view.setUint32(48, 1, true);
  view.setUint32(56, 4096, true);
  view.setUint32(60, 0xfffffffe, true);
  view.setUint32(68, 0xfffffffe, true);
  view.setUint32(76, 0, true);
  for (let index = 1; index < 109; index++) view.setUint32(76 + index * 4, 0xffffffff, true);
  const fat = 512;
  for (let index = 0; index < 128; index++) view.setUint32(fat + index * 4, 0xffffffff, true);
  view.setUint32(fat, 0xfffffffd, true);
  view.setUint32(fat + 4, 0xfffffffe, true);
  const entry = (at: number, name: string, type: number) => {
    const utf16 = `${name}\0`;
    for (let index = 0; index < utf16.length; index++)
      view.setUint16(at + index * 2, utf16.charCodeAt(index), true);
    view.setUint16(at + 64, utf16.length * 2, true);
    file[at + 66] = type;
  };
  entry(1024, 'Root Entry', 5);
  entry(1024 + 128, stream, 2);
  return file;
}

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF');
const PDF = bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj');
const RTF = bytes('{\\rtf1\\ansi Hola}');
const CSV = bytes('nombre;edad\nAna;34\nJosé;41\n');
const MP4 = bytes([0, 0, 0, 0x18], 'ftypisom', [0, 0, 2, 0], 'isomiso2');
const MOV = bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 2, 0], 'qt  ');
const WEBM = bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm');
const MKV = bytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88], 'matroska');
const KML = bytes(
  '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- exported -->\n<kml xmlns="http://www.opengis.net/kml/2.2"><Document/></kml>',
);
const CONTENT_TYPES: [string, string] = ['[Content_Types].xml', '<Types/>'];
const DOCX = zip([
  CONTENT_TYPES,
  ['_rels/.rels', '<Relationships/>'],
  ['word/document.xml', '<w:document/>'],
]);
const XLSX = zip([CONTENT_TYPES, ['xl/workbook.xml', '<workbook/>']]);
const PPTX = zip([CONTENT_TYPES, ['ppt/presentation.xml', '<p:presentation/>']]);
const ODT = zip([
  ['mimetype', 'application/vnd.oasis.opendocument.text'],
  ['content.xml', '<office:document-content/>'],
]);
const ODS = zip([['mimetype', 'application/vnd.oasis.opendocument.spreadsheet']]);
const ODP = zip([['mimetype', 'application/vnd.oasis.opendocument.presentation']]);
const KMZ = zip([['doc.kml', '<kml/>']]);
const PLAIN_ZIP = zip([
  ['setup.exe', 'MZ'],
  ['readme.txt', 'hi'],
]);
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], 'This program cannot be run in DOS mode');
const ELF = bytes([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
const SCRIPT = bytes('#!/bin/sh\nrm -rf /\n');
const HTML = bytes('<!doctype html><script>alert(1)</script>');

const typeOf = (file: Uint8Array, purpose: UploadPurpose, name?: string) =>
  sniffFileType(file, purpose, { name })?.id ?? null;

describe('file types by content', () => {
  it('recognises images', () => {
    expect(sniffFileType(PNG, 'image')).toEqual({ id: 'png', contentType: 'image/png', extension: 'png' });
    expect(sniffFileType(JPEG, 'image')).toEqual({ id: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' });
    expect(typeOf(PDF, 'image')).toBeNull();
  });

  it('recognises every document type', () => {
    expect(typeOf(PDF, 'document')).toBe('pdf');
    expect(typeOf(RTF, 'document')).toBe('rtf');
    expect(typeOf(CSV, 'document')).toBe('csv');
    expect(typeOf(DOCX, 'document')).toBe('docx');
    expect(typeOf(XLSX, 'document')).toBe('xlsx');
    expect(typeOf(PPTX, 'document')).toBe('pptx');
    expect(typeOf(ODT, 'document')).toBe('odt');
    expect(typeOf(ODS, 'document')).toBe('ods');
    expect(typeOf(ODP, 'document')).toBe('odp');
    expect(typeOf(ole('WordDocument'), 'document')).toBe('doc');
    expect(typeOf(ole('Workbook'), 'document')).toBe('xls');
    expect(typeOf(ole('PowerPoint Document'), 'document')).toBe('ppt');
    expect(sniffFileType(DOCX, 'document')?.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('takes an unknown OLE file only as the Office type its name declares', () => {
    expect(typeOf(ole('EncryptedPackage'), 'document', 'budget.xlsx')).toBe('xlsx');
    expect(typeOf(ole('EncryptedPackage'), 'document', 'budget.pdf')).toBeNull();
    expect(typeOf(ole('EncryptedPackage'), 'document')).toBeNull();
    // The streams win over the name.
    expect(typeOf(ole('WordDocument'), 'document', 'sheet.xls')).toBe('doc');
  });

  it('recognises videos and maps', () => {
    expect(typeOf(MP4, 'video')).toBe('mp4');
    expect(typeOf(MOV, 'video')).toBe('mov');
    expect(typeOf(WEBM, 'video')).toBe('webm');
    expect(typeOf(MKV, 'video')).toBeNull();
    expect(typeOf(KML, 'kml')).toBe('kml');
    expect(typeOf(KMZ, 'kml')).toBe('kmz');
    expect(typeOf(bytes('<?xml version="1.0"?><gpx/>'), 'kml')).toBeNull();
    expect(typeOf(zip([['doc.txt', 'x']]), 'kml')).toBeNull();
  });

  it('accepts only what the purpose takes', () => {
    expect(typeOf(PNG, 'document')).toBeNull();
    expect(typeOf(PDF, 'video')).toBeNull();
    expect(typeOf(KMZ, 'document')).toBeNull();
    expect(typeOf(DOCX, 'kml')).toBeNull();
    expect(typeOf(JPEG, 'signature')).toBeNull();
    expect(typeOf(PNG, 'signature')).toBe('png');
    expect(typeOf(XLSX, 'email-attachment')).toBe('xlsx');
  });

  it('refuses programs and containers without office content, whatever the purpose', () => {
    for (const purpose of ['image', 'document', 'video', 'kml', 'signature', 'email-attachment'] as const) {
      for (const program of [EXE, ELF, SCRIPT, PLAIN_ZIP]) expect(typeOf(program, purpose)).toBeNull();
    }
    expect(typeOf(zip([['word/document.xml', '<w:document/>']]), 'document')).toBeNull();
    expect(typeOf(HTML, 'document')).toBeNull();
    expect(typeOf(bytes([0xc3, 0x28, 0x41]), 'document')).toBeNull();
    expect(typeOf(bytes('a;b\n', [0], 'c'), 'document')).toBeNull();
  });
});

describe('UTF-8 text', () => {
  it('is told apart from look-alikes', () => {
    expect(isUtf8(bytes('José, ñandú, 😀'))).toBe(true);
    expect(isUtf8(bytes([0xc0, 0xaf]))).toBe(false); // overlong '/'
    expect(isUtf8(bytes([0xed, 0xa0, 0x80]))).toBe(false); // a surrogate
    expect(isUtf8(bytes([0xf4, 0x90, 0x80, 0x80]))).toBe(false); // past U+10FFFF
    expect(isUtf8(bytes([0xe9, 0x61]))).toBe(false); // Latin-1 'é' followed by 'a'
    expect(isUtf8(bytes('a', [0xe2, 0x82]))).toBe(false);
    expect(isUtf8(bytes('a', [0xe2, 0x82]), true)).toBe(true);
  });
});

describe('upload limits and messages', () => {
  const padded = (head: Uint8Array, size: number) => {
    const file = new Uint8Array(size);
    file.set(head);
    return file;
  };

  it('has the limits of the spec', () => {
    expect(UPLOAD_LIMITS.image.maxBytes).toBe(5 * 1024 * 1024);
    expect(UPLOAD_LIMITS.document.maxBytes).toBe(5 * 1024 * 1024);
    expect(UPLOAD_LIMITS['email-attachment'].maxBytes).toBe(5 * 1024 * 1024);
    expect(UPLOAD_LIMITS.video.maxBytes).toBe(50 * 1024 * 1024);
    expect(UPLOAD_LIMITS.kml.maxBytes).toBe(50 * 1024 * 1024);
    expect(UPLOAD_LIMITS.signature.maxBytes).toBe(1048576);
  });

  it('says which limit was passed, per purpose', () => {
    expect(uploadProblem(padded(PNG, 1048576), 'signature')).toBeNull();
    expect(uploadProblem(padded(PNG, 1048577), 'signature')).toEqual({
      code: 'FILE_TOO_LARGE',
      key: UPLOAD_ERRORS.signatureTooBig,
    });
    expect(uploadProblem(JPEG, 'signature')).toEqual({
      code: 'FILE_TYPE_INVALID',
      key: UPLOAD_ERRORS.signatureBadFormat,
    });
    expect(uploadProblem(padded(PNG, 5 * 1024 * 1024 + 1), 'image')?.key).toBe(UPLOAD_ERRORS.imageTooBig);
    expect(uploadProblem(padded(PDF, 5 * 1024 * 1024 + 1), 'document')?.key).toBe(UPLOAD_ERRORS.fileTooBig);
    expect(uploadProblem(EXE, 'document')).toEqual({
      code: 'FILE_TYPE_INVALID',
      key: UPLOAD_ERRORS.badFormat,
    });
  });

  it('pre-checks in the browser on the first bytes, leaving containers to the server', () => {
    const size = 3 * 1024 * 1024;
    expect(uploadPrecheck(PNG, size, 'image')).toBeNull();
    expect(uploadPrecheck(EXE, size, 'image')?.code).toBe('FILE_TYPE_INVALID');
    expect(uploadPrecheck(EXE, size, 'document')?.code).toBe('FILE_TYPE_INVALID');
    expect(uploadPrecheck(DOCX.subarray(0, 40), size, 'document')).toBeNull();
    expect(uploadPrecheck(DOCX.subarray(0, 40), size, 'image')?.code).toBe('FILE_TYPE_INVALID');
    expect(uploadPrecheck(ole('WordDocument').subarray(0, 512), size, 'document')).toBeNull();
    expect(uploadPrecheck(PNG, 60 * 1024 * 1024, 'video')?.key).toBe(UPLOAD_ERRORS.largeFileTooBig);
    // A text cut in the middle of a character is still text.
    const text = bytes('a'.repeat(PRECHECK_BYTES - 1), 'é').subarray(0, PRECHECK_BYTES);
    expect(uploadPrecheck(text, size, 'document')).toBeNull();
  });

  it('refuses a file whose name says another type than its content (never renamed)', () => {
    const text = bytes('nombre;valor\nuno;1\n');
    const bad = { code: 'FILE_TYPE_INVALID', key: UPLOAD_ERRORS.badFormat };
    expect(uploadProblem(text, 'document', { name: 'fake.png' })).toEqual(bad);
    expect(uploadProblem(text, 'document', { name: 'datos.csv' })).toBeNull();
    expect(uploadProblem(text, 'document', { name: 'datos' })).toBeNull();
    expect(uploadProblem(JPEG, 'image', { name: 'foto.png' })).toEqual(bad);
    expect(uploadProblem(JPEG, 'image', { name: 'FOTO.JPEG' })).toBeNull();
    expect(uploadProblem(PDF, 'document', { name: 'acta.docx' })).toEqual(bad);
    // The browser says the same before uploading, also for containers it cannot open.
    expect(uploadPrecheck(text, text.length, 'document', 'fake.png')).toEqual(bad);
    expect(uploadPrecheck(DOCX.subarray(0, 40), 3 * 1024 * 1024, 'document', 'informe.png')).toEqual(bad);
    expect(uploadPrecheck(DOCX.subarray(0, 40), 3 * 1024 * 1024, 'document', 'informe.docx')).toBeNull();
  });

  it('offers the right files in the picker', () => {
    expect(acceptAttribute('image')).toBe('image/png,image/jpeg');
    expect(acceptAttribute('signature')).toBe('image/png');
    expect(acceptAttribute('document')).toContain('.docx');
  });
});

describe('storage keys', () => {
  const form = '6f1c7d4e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';
  it('follow the spec, with the detected extension', () => {
    expect(uploadStorageKey('image', form, 'Ab3dEf6hIj9k', 'jpg')).toBe(`images/${form}/Ab3dEf6hIj9k.jpg`);
    expect(uploadStorageKey('document', form, 'Ab3dEf6hIj9k', 'pdf')).toBe(
      `documents/${form}/doc-Ab3dEf6hIj9k.pdf`,
    );
    expect(uploadStorageKey('video', form, 'Ab3dEf6hIj9k', 'mp4')).toBe(`videos/${form}/Ab3dEf6hIj9k.mp4`);
    expect(uploadStorageKey('kml', form, 'Ab3dEf6hIj9k', 'kmz')).toBe(`kml/${form}/Ab3dEf6hIj9k.kmz`);
    expect(uploadStorageKey('signature', form, 'Ab3dEf6hIj9k', 'png')).toBe(
      `signatures/${form}/Ab3dEf6hIj9k.png`,
    );
    expect(uploadStorageKey('email-attachment', form, 'Ab3dEf6hIj9k', 'xlsx')).toBe(
      'sendEmailv3/adjunto-Ab3dEf6hIj9k.xlsx',
    );
  });

  it('checks the upload query', () => {
    expect(answerUploadQuerySchema.safeParse({ formId: form, purpose: 'video' }).success).toBe(true);
    expect(answerUploadQuerySchema.safeParse({ formId: form, purpose: 'header-image' }).success).toBe(false);
  });
});
