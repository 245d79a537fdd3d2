import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

/** Beyond this a ZIP needs the ZIP64 records, which this writer does not write. */
const ZIP32_MAX = 0xffff_ffff;
/** General purpose bit 3: sizes and CRC follow the data (data descriptor), so nothing is buffered. */
const FLAG_DATA_DESCRIPTOR = 0x0008;
/** General purpose bit 11: names are UTF-8. */
const FLAG_UTF8 = 0x0800;
const METHOD_DEFLATE = 8;
const VERSION = 20;

export class ZipTooLarge extends Error {
  constructor() {
    super('The export would be larger than 4 GB, which needs ZIP64.');
  }
}

/**
 * Resolves on `event` of `stream` (e.g. 'drain', 'end'); rejects when `stream` fails or `watched`
 * (the response) closes or fails first, so a download the client dropped stops the export.
 */
export function eventOf(stream: NodeJS.EventEmitter, event: string, watched: Writable): Promise<void> {
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      stream.off(event, onEvent);
      stream.off('error', onError);
      watched.off('close', onClose);
      watched.off('error', onError);
    };
    const onEvent = () => {
      cleanup();
      resolve();
    };
    const onClose = () => {
      cleanup();
      reject(new Error('The download was closed.'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    stream.on(event, onEvent);
    stream.on('error', onError);
    watched.on('close', onClose);
    watched.on('error', onError);
  });
}

/** Writes `chunk` and waits while the stream's buffer is full (backpressure). */
export async function writeTo(stream: Writable, chunk: Buffer, watched: Writable = stream): Promise<void> {
  if (watched.destroyed) throw new Error('The download was closed.');
  if (!stream.write(chunk)) await eventOf(stream, 'drain', watched);
}

/**
 * Writes `chunk` and resolves once the stream has taken all of it (its write callback), so the
 * caller may reuse the buffer; rejects when `watched` (the response) closes or fails first.
 */
export function consumed(stream: Writable, chunk: Buffer, watched: Writable): Promise<void> {
  if (watched.destroyed) return Promise.reject(new Error('The download was closed.'));
  return new Promise((resolve, reject) => {
    const cleanup = () => {
      watched.off('close', onClose);
      watched.off('error', onError);
    };
    const onClose = () => {
      cleanup();
      reject(new Error('The download was closed.'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    watched.on('close', onClose);
    watched.on('error', onError);
    stream.write(chunk, (error) => {
      cleanup();
      if (error) reject(error);
      else resolve();
    });
  });
}

/** MS-DOS time and date of a ZIP header. */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: (Math.max(at.getFullYear() - 1980, 0) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

type Entry = { name: Buffer; crc: number; compressed: number; size: number; offset: number };

/** Small entries' deflated bytes by level and content (ZipWriter.file), up to a few. */
const packedSmall = new Map<string, { data: Buffer; crc: number; size: number }>();
const PACKED_SMALL_MAX = 16;

/** One file being written into the archive: its bytes are deflated and counted as they pass. */
export type ZipEntryWriter = {
  /**
   * Resolves once the deflater has taken all of `chunk` (the buffer may then be reused); several
   * writes may be under way, and the response's backpressure holds them back.
   */
  write(chunk: Buffer): Promise<void>;
  close(): Promise<void>;
};

/** Bytes of deflated output per chunk handed to the response. */
const OUTPUT_CHUNK = 64 * 1024;
/**
 * Level 2, not 1: node's zlib (Chromium's) compresses the sheet's XML faster at 2 and 18% smaller
 * (bench/README.md, "Issue 12 (export at 1M…)").
 */
const LEVEL = 2;

/**
 * A streaming ZIP writer (PKWARE APPNOTE 6.3): each entry is a local header with zero sizes and
 * bit 3 set, its raw DEFLATE data, then a data descriptor with the CRC-32 and sizes; the central
 * directory closes the archive. Memory stays constant whatever the size; `out`'s backpressure is
 * respected, and writing stops with an error when `out` is closed (the client went away).
 */
export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly stamp: { time: number; date: number };
  private current: zlib.DeflateRaw | null = null;

  constructor(
    private readonly out: Writable,
    private readonly level = LEVEL,
    at = new Date(),
  ) {
    this.stamp = dosDateTime(at);
  }

  private async emit(chunk: Buffer) {
    this.offset += chunk.length;
    if (this.offset > ZIP32_MAX) throw new ZipTooLarge();
    await writeTo(this.out, chunk);
  }

  /** Writes an entry's local header; its sizes and CRC-32 come in the data descriptor. */
  private async header(fileName: string): Promise<Entry> {
    const name = Buffer.from(fileName, 'utf8');
    const entry: Entry = { name, crc: 0, compressed: 0, size: 0, offset: this.offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 6);
    header.writeUInt16LE(METHOD_DEFLATE, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    // CRC-32 and sizes (14..25) stay 0: they come in the data descriptor.
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    await this.emit(Buffer.concat([header, name]));
    return entry;
  }

  /** Ends an entry with its data descriptor and records it for the central directory. */
  private async descriptor(entry: Entry): Promise<void> {
    if (entry.compressed > ZIP32_MAX || this.offset > ZIP32_MAX) throw new ZipTooLarge();
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    this.entries.push(entry);
    await this.emit(descriptor);
  }

  /** Starts an entry; write its content through the returned writer, then close it before the next one. */
  async open(fileName: string): Promise<ZipEntryWriter> {
    const entry = await this.header(fileName);
    const out = this.out;
    const deflate = zlib.createDeflateRaw({ level: this.level, chunkSize: OUTPUT_CHUNK });
    this.current = deflate;
    let failure: Error | null = null;
    deflate.on('error', (error) => {
      failure = error;
    });
    deflate.on('data', (chunk: Buffer) => {
      entry.compressed += chunk.length;
      this.offset += chunk.length;
    });
    // pipe() pauses the deflater while the response is full, and its full buffer then holds back write().
    deflate.pipe(out, { end: false });

    return {
      write: async (chunk) => {
        if (failure) throw failure;
        entry.crc = zlib.crc32(chunk, entry.crc);
        entry.size += chunk.length;
        if (entry.size > ZIP32_MAX || this.offset > ZIP32_MAX) throw new ZipTooLarge();
        await consumed(deflate, chunk, out);
      },
      close: async () => {
        const ended = eventOf(deflate, 'end', out);
        deflate.end();
        await ended;
        deflate.unpipe(out);
        this.current = null;
        await this.descriptor(entry);
      },
    };
  }

  /** Frees the deflater of an entry left open by a failed or dropped export. */
  abort(): void {
    this.current?.destroy();
    this.current = null;
  }

  /**
   * A whole small entry, deflated at once; the same content is deflated only once per process (the
   * workbook's fixed parts are the same in every export: no deflater made and freed for each).
   */
  async file(fileName: string, content: string): Promise<void> {
    const key = `${this.level}:${content}`;
    let packed = packedSmall.get(key);
    if (!packed) {
      const raw = Buffer.from(content, 'utf8');
      packed = {
        data: zlib.deflateRawSync(raw, { level: this.level }),
        crc: zlib.crc32(raw),
        size: raw.length,
      };
      if (packedSmall.size < PACKED_SMALL_MAX) packedSmall.set(key, packed);
    }
    const entry = await this.header(fileName);
    Object.assign(entry, { crc: packed.crc, size: packed.size, compressed: packed.data.length });
    await this.emit(packed.data);
    await this.descriptor(entry);
  }

  /** Writes the central directory and its end record; the archive is then complete. */
  async finish(): Promise<void> {
    const start = this.offset;
    const records = this.entries.map((entry) => {
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(VERSION, 4);
      record.writeUInt16LE(VERSION, 6);
      record.writeUInt16LE(FLAG_DATA_DESCRIPTOR | FLAG_UTF8, 8);
      record.writeUInt16LE(METHOD_DEFLATE, 10);
      record.writeUInt16LE(this.stamp.time, 12);
      record.writeUInt16LE(this.stamp.date, 14);
      record.writeUInt32LE(entry.crc >>> 0, 16);
      record.writeUInt32LE(entry.compressed, 20);
      record.writeUInt32LE(entry.size, 24);
      record.writeUInt16LE(entry.name.length, 28);
      // Extra field, comment, disk number, internal and external attributes: 0 (30..41).
      record.writeUInt32LE(entry.offset, 42);
      return Buffer.concat([record, entry.name]);
    });
    const directory = Buffer.concat(records);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(start, 16);
    await this.emit(Buffer.concat([directory, end]));
  }
}
