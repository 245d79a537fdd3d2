import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A small tar.gz writer and reader (ustar, with a PAX header for paths over 100 characters): the
 * backup archive's container, streamed so that neither side holds a large file in memory.
 */

const BLOCK = 512;

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, 'utf8');
  block.write('0000600\0', 100);
  block.write('0000000\0', 108);
  block.write('0000000\0', 116);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(
    `${Math.floor(Date.now() / 1000)
      .toString(8)
      .padStart(11, '0')}\0`,
    136,
  );
  block.write('        ', 148);
  block.write(type, 156);
  block.write('ustar\0', 257);
  block.write('00', 263);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** A PAX record `"<len> path=<name>\n"`, whose length counts itself. */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return Buffer.from(`${length}${body}`);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** What an entry was written with: its path in the archive, size and SHA-256 (hex). */
export type WrittenEntry = { path: string; size: number; sha256: string };

export class TarWriter {
  private readonly gzip = createGzip();
  private readonly file: Writable;
  private readonly done: Promise<unknown>;

  constructor(archivePath: string) {
    this.file = createWriteStream(archivePath, { mode: 0o600 });
    this.gzip.pipe(this.file);
    this.done = once(this.file, 'close');
    this.done.catch(() => undefined);
  }

  private async write(chunk: Buffer) {
    if (!this.gzip.write(chunk)) await once(this.gzip, 'drain');
  }

  private async begin(name: string, size: number) {
    if (Buffer.byteLength(name) > 100) {
      const pax = paxPath(name);
      await this.write(header('PaxHeader', pax.length, 'x'));
      await this.write(Buffer.concat([pax, padding(pax.length)]));
    }
    await this.write(header(name, size, '0'));
  }

  /** Adds an entry from bytes in memory. */
  async addBuffer(name: string, body: Buffer): Promise<WrittenEntry> {
    await this.begin(name, body.length);
    await this.write(Buffer.concat([body, padding(body.length)]));
    return { path: name, size: body.length, sha256: createHash('sha256').update(body).digest('hex') };
  }

  /** Adds an entry from a file of `size` bytes, streamed; fails if the file is not that size. */
  async addFile(name: string, file: string, size: number): Promise<WrittenEntry> {
    return this.addStream(name, createReadStream(file), size);
  }

  /** Adds an entry of exactly `size` bytes from a stream. */
  async addStream(name: string, stream: Readable, size: number): Promise<WrittenEntry> {
    await this.begin(name, size);
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was archived`);
      hash.update(chunk);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was archived`);
    await this.write(padding(size));
    return { path: name, size, sha256: hash.digest('hex') };
  }

  /** Writes the end-of-archive blocks and closes the file. */
  async close(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.gzip.end();
    await this.done;
  }
}

/** An entry being read: its path, size, and its bytes (read them, or they are skipped). */
export type TarEntry = { path: string; size: number; body: AsyncIterable<Buffer> };

/** Reads the exact number of bytes asked from a stream of chunks. */
class ChunkReader {
  private pending: Buffer[] = [];
  private buffered = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(stream: AsyncIterable<Buffer>) {
    this.source = stream[Symbol.asyncIterator]();
  }

  /** Up to `max` bytes (fewer only at the end of the stream; empty at the end). */
  async take(max: number): Promise<Buffer> {
    while (this.buffered === 0) {
      const next = await this.source.next();
      if (next.done) return Buffer.alloc(0);
      this.pending.push(next.value);
      this.buffered += next.value.length;
    }
    const joined = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const taken = joined.subarray(0, max);
    const rest = joined.subarray(taken.length);
    this.pending = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return taken;
  }

  async exactly(size: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    let got = 0;
    while (got < size) {
      const part = await this.take(size - got);
      if (part.length === 0) throw new Error('the archive ends in the middle of an entry');
      parts.push(part);
      got += part.length;
    }
    return Buffer.concat(parts);
  }
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '')
    .trim();

function checksumOk(block: Buffer): boolean {
  let sum = 0;
  for (let index = 0; index < BLOCK; index += 1) sum += index >= 148 && index < 156 ? 32 : block[index]!;
  return parseInt(field(block, 148, 8), 8) === sum;
}

/** The entries of a .tar.gz, in order; each entry's body must be consumed (or is skipped) before the next. */
export async function* readTarGz(archivePath: string): AsyncGenerator<TarEntry> {
  const reader = new ChunkReader(createReadStream(archivePath).pipe(createGunzip()));
  let longPath: string | null = null;
  for (;;) {
    const block = await reader.exactly(BLOCK).catch(() => {
      throw new Error('not a tar archive (it ends without its end blocks)');
    });
    if (block.every((byte) => byte === 0)) return;
    if (!checksumOk(block)) throw new Error('not a tar archive (a header checksum is wrong)');
    const size = parseInt(field(block, 124, 12), 8);
    const type = field(block, 156, 1) || '0';
    const prefix = field(block, 345, 155);
    const name = longPath ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    longPath = null;
    if (type === 'x') {
      const pax = (await reader.exactly(size)).toString('utf8');
      await reader.exactly(padding(size).length);
      longPath = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(pax)?.[1] ?? null;
      continue;
    }
    let left = size;
    let consumed = false;
    const body: AsyncIterable<Buffer> = {
      async *[Symbol.asyncIterator]() {
        consumed = true;
        while (left > 0) {
          const chunk = await reader.take(Math.min(left, 1 << 20));
          if (chunk.length === 0) throw new Error('the archive ends in the middle of an entry');
          left -= chunk.length;
          yield chunk;
        }
      },
    };
    if (type === '0' || type === '\0') yield { path: name, size, body };
    if (!consumed || left > 0) for await (const chunk of body) void chunk;
    await reader.exactly(padding(size).length);
  }
}
