/**
 * Just enough of the zip and OLE (compound file) formats to tell what an upload really is:
 * the names inside a zip, the OpenDocument `mimetype` entry, the stream names of an OLE file.
 * Every read is bounds-checked; a malformed container reads as "nothing found".
 */

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

export function startsWith(bytes: Uint8Array, magic: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + magic.length && magic.every((byte, index) => bytes[offset + index] === byte)
  );
}

const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04];
const ZIP_CENTRAL = 0x02014b50;
const ZIP_END = 0x06054b50;
const ZIP_END_SIZE = 22;

export const isZip = (bytes: Uint8Array) => startsWith(bytes, ZIP_LOCAL);

/** Bytes as one character each: enough to compare with ASCII names and markers. */
export const latin1 = (bytes: Uint8Array, from = 0, to = bytes.length) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)));

/** The entry names of a whole zip, read from its central directory; null if it is not a readable zip. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  if (!isZip(bytes)) return null;
  // The end record is the last thing in the file, followed only by a comment of at most 64 KiB.
  const lowest = Math.max(0, bytes.length - ZIP_END_SIZE - 0xffff);
  for (let end = bytes.length - ZIP_END_SIZE; end >= lowest; end--) {
    if (u32(bytes, end) !== ZIP_END) continue;
    const count = u16(bytes, end + 10);
    let at = u32(bytes, end + 16);
    const names: string[] = [];
    for (let index = 0; index < count; index++) {
      if (at + 46 > bytes.length || u32(bytes, at) !== ZIP_CENTRAL) return null;
      const nameLength = u16(bytes, at + 28);
      const next = at + 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
      if (at + 46 + nameLength > bytes.length) return null;
      names.push(latin1(bytes, at + 46, at + 46 + nameLength));
      at = next;
    }
    return names;
  }
  return null;
}

/**
 * The OpenDocument type of a zip: its first entry must be `mimetype`, stored uncompressed,
 * holding the type. Readable from the first bytes alone.
 */
export function openDocumentMimetype(bytes: Uint8Array): string | null {
  if (!isZip(bytes)) return null;
  const method = u16(bytes, 8);
  const size = u32(bytes, 18);
  const nameLength = u16(bytes, 26);
  const dataStart = 30 + nameLength + u16(bytes, 28);
  if (method !== 0 || nameLength !== 8 || size > 100 || dataStart + size > bytes.length) return null;
  if (latin1(bytes, 30, 38) !== 'mimetype') return null;
  return latin1(bytes, dataStart, dataStart + size);
}

const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const OLE_HEADER_SIZE = 512;
const OLE_DIFAT_IN_HEADER = 109;
const OLE_CHAIN_END = 0xfffffffa;

export const isOle = (bytes: Uint8Array) => startsWith(bytes, OLE);

/** The names in an OLE compound file's directory (following its sector chain through the FAT). */
export function oleEntryNames(bytes: Uint8Array): string[] {
  if (!isOle(bytes) || bytes.length < OLE_HEADER_SIZE) return [];
  const shift = u16(bytes, 30);
  if (shift !== 9 && shift !== 12) return [];
  const sectorSize = 1 << shift;
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const sectorCount = Math.floor(bytes.length / sectorSize);
  // The FAT sectors listed in the header cover files far larger than any upload limit.
  const fat: number[] = [];
  for (let index = 0; index < OLE_DIFAT_IN_HEADER; index++) {
    const fatSector = u32(bytes, 76 + index * 4);
    if (fatSector >= OLE_CHAIN_END || fatSector >= sectorCount) break;
    for (let at = sectorAt(fatSector); at < sectorAt(fatSector) + sectorSize; at += 4)
      fat.push(u32(bytes, at));
  }
  const names: string[] = [];
  const seen = new Set<number>();
  for (
    let sector = u32(bytes, 48);
    sector < OLE_CHAIN_END && !seen.has(sector);
    sector = fat[sector] ?? OLE_CHAIN_END
  ) {
    seen.add(sector);
    const start = sectorAt(sector);
    if (start + sectorSize > bytes.length) break;
    for (let entry = start; entry < start + sectorSize; entry += 128) {
      const nameBytes = u16(bytes, entry + 64);
      if (nameBytes < 2 || nameBytes > 64) continue;
      let name = '';
      for (let at = entry; at < entry + nameBytes - 2; at += 2) name += String.fromCharCode(u16(bytes, at));
      names.push(name);
    }
  }
  return names;
}
