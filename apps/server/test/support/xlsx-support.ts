import zlib from 'node:zlib';
import { expect } from 'vitest';

/** Reading the exported .xlsx back in API tests: the ZIP entries, the shared strings and the sheet rows. */

/** A tiny ZIP reader: walks the central directory, inflates each entry and checks its CRC-32 and size. */
export function unzip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const entries = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let index = 0; index < entries; index++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    expect(flags & 0x0008).toBe(0x0008);
    expect(method).toBe(8);
    expect(zip.readUInt32LE(offset)).toBe(0x04034b50);
    const start = offset + 30 + zip.readUInt16LE(offset + 26) + zip.readUInt16LE(offset + 28);
    const data = zlib.inflateRawSync(zip.subarray(start, start + compressed));
    expect(data.length).toBe(size);
    expect(zlib.crc32(data)).toBe(crc);
    // The data descriptor repeats the CRC and sizes after the data.
    expect(zip.readUInt32LE(start + compressed)).toBe(0x08074b50);
    expect(zip.readUInt32LE(start + compressed + 4)).toBe(crc);
    files.set(name, data.toString('utf8'));
    at += 46 + nameLength + skip;
  }
  expect(at).toBe(end);
  return files;
}

/** A text cell (shared or inline string) or a number cell. */
export type Cell = { type: 'text' | 'n'; text: string };
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const TEXT = /<t(?: xml:space="preserve")?>(.*?)<\/t>/s;

/** The shared strings table's texts, by index. */
export function sharedStrings(xml: string): string[] {
  return [...xml.matchAll(/<si>(.*?)<\/si>/gs)].map((item) => unescape(TEXT.exec(item[1]!)![1]!));
}

/** The sheet's rows as cells by column letter, shared strings resolved. */
export function sheetRows(xml: string, shared: string[]): Record<string, Cell>[] {
  return [...xml.matchAll(/<row r="(\d+)">(.*?)<\/row>/gs)].map((row, index) => {
    expect(Number(row[1])).toBe(index + 1);
    const cells: Record<string, Cell> = {};
    const all = [...row[2]!.matchAll(/<c r="([A-Z]+)(\d+)"([^>]*)>(.*?)<\/c>/gs)];
    // Every cell has its reference (column and this row's number).
    expect(all).toHaveLength(row[2]!.split('<c ').length - 1);
    for (const cell of all) {
      expect(cell[2]).toBe(row[1]);
      const attributes = cell[3]!;
      const content = cell[4]!;
      if (attributes.includes('t="inlineStr"'))
        cells[cell[1]!] = {
          type: 'text',
          text: unescape(/^<is>(.*)<\/is>$/s.exec(content)![1]!.replace(TEXT, '$1')),
        };
      else if (attributes.includes('t="s"')) {
        const text = shared[Number(/^<v>(\d+)<\/v>$/.exec(content)![1])];
        expect(text).toBeDefined();
        cells[cell[1]!] = { type: 'text', text: text! };
      } else {
        expect(attributes).not.toContain('t=');
        cells[cell[1]!] = { type: 'n', text: /^<v>(.*?)<\/v>$/.exec(content)![1]! };
      }
    }
    return cells;
  });
}
