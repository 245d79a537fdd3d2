/**
 * The map points of a form's answers (`GET …/answers/points`) as one compact binary body: 100,000
 * answers are 3.5 MB instead of 7 MB of JSON, and decoding them is reading numbers, never parsing.
 * Columns one after the other, little-endian, n answers:
 *
 *   0        4 bytes   "CAP1" (the format and its version)
 *   4        uint32    n
 *   8        float64   the map centre's latitude, then its longitude (16 bytes)
 *   24       int32     [longitude, latitude] of each answer, in 1e-7 degrees (8n bytes, ~1 cm)
 *   24 + 8n  16 bytes  each answer's id (the UUID's bytes) (16n bytes)
 *   24 + 24n uint32    where each code ends in the codes block (4n bytes)
 *   24 + 28n UTF-8     the codes, one after the other
 *
 * Pure (no imports): the web's map worker reads it too.
 */

export const ANSWER_POINTS_CONTENT_TYPE = 'application/octet-stream';

// In every runtime this runs on (Node, browsers, workers); the domain's lib (ES2022) does not declare them.
declare class TextEncoder {
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}
declare class TextDecoder {
  decode(input: Uint8Array): string;
}

const MAGIC = 'CAP1';
const HEADER = 24;
const E7 = 1e7;

export type AnswerPointInput = { id: string; latitude: number; longitude: number; code: string };
type Centre = { latitude: number; longitude: number };

/** The body of `points` around `centre`. Coordinates out of range or an id that is no UUID throw. */
export function encodeAnswerPoints(centre: Centre, points: readonly AnswerPointInput[]): Uint8Array {
  const n = points.length;
  const idsAt = HEADER + 8 * n;
  const endsAt = idsAt + 16 * n;
  const codesAt = endsAt + 4 * n;
  // At most 3 bytes of UTF-8 per UTF-16 unit; the body is cut to what was written.
  const codeUnits = points.reduce((sum, point) => sum + point.code.length, 0);
  const bytes = new Uint8Array(codesAt + 3 * codeUnits);
  const view = new DataView(bytes.buffer);
  const encoder = new TextEncoder();

  for (let i = 0; i < MAGIC.length; i += 1) bytes[i] = MAGIC.charCodeAt(i);
  view.setUint32(4, n, true);
  view.setFloat64(8, centre.latitude, true);
  view.setFloat64(16, centre.longitude, true);
  let written = 0;
  points.forEach((point, i) => {
    view.setInt32(HEADER + 8 * i, degrees(point.longitude, 180), true);
    view.setInt32(HEADER + 8 * i + 4, degrees(point.latitude, 90), true);
    writeUuid(bytes, idsAt + 16 * i, point.id);
    written += encoder.encodeInto(point.code, bytes.subarray(codesAt + written)).written;
    view.setUint32(endsAt + 4 * i, written, true);
  });
  return bytes.subarray(0, codesAt + written);
}

/** What the map reads of a body: the count and centre at once, the rest only where it is asked for. */
export type AnswerPoints = {
  count: number;
  centre: Centre;
  /** Every answer's [longitude, latitude], flat (what the cluster index is built from). */
  coordinates: () => Float64Array;
  latitude: (index: number) => number;
  longitude: (index: number) => number;
  id: (index: number) => string;
  code: (index: number) => string;
};

/** Reads a body of `encodeAnswerPoints` without copying it; anything else throws. */
export function readAnswerPoints(body: ArrayBuffer | Uint8Array): AnswerPoints {
  const bytes = ArrayBuffer.isView(body) ? body : new Uint8Array(body);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < HEADER || String.fromCharCode(...bytes.subarray(0, 4)) !== MAGIC)
    throw new Error('Not a body of answer points');
  const n = view.getUint32(4, true);
  const idsAt = HEADER + 8 * n;
  const endsAt = idsAt + 16 * n;
  const codesAt = endsAt + 4 * n;
  if (bytes.length < codesAt || bytes.length !== codesAt + (n > 0 ? view.getUint32(codesAt - 4, true) : 0))
    throw new Error('A body of answer points of the wrong length');
  const decoder = new TextDecoder();
  const longitude = (index: number) => view.getInt32(HEADER + 8 * index, true) / E7;
  const latitude = (index: number) => view.getInt32(HEADER + 8 * index + 4, true) / E7;
  const codeStart = (index: number) => (index === 0 ? 0 : view.getUint32(endsAt + 4 * (index - 1), true));

  return {
    count: n,
    centre: { latitude: view.getFloat64(8, true), longitude: view.getFloat64(16, true) },
    coordinates: () => {
      const coordinates = new Float64Array(2 * n);
      for (let i = 0; i < 2 * n; i += 1) coordinates[i] = view.getInt32(HEADER + 4 * i, true) / E7;
      return coordinates;
    },
    latitude,
    longitude,
    id: (index) => readUuid(bytes, idsAt + 16 * index),
    code: (index) =>
      decoder.decode(
        bytes.subarray(codesAt + codeStart(index), codesAt + view.getUint32(endsAt + 4 * index, true)),
      ),
  };
}

/** Degrees as whole 1e-7 degrees (the number a body holds). */
function degrees(value: number, limit: number): number {
  if (!(Math.abs(value) <= limit)) throw new RangeError(`A coordinate out of range: ${value}`);
  return Math.round(value * E7);
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A UUID's 16 bytes from its 36 characters (hex digits and the four hyphens). */
function writeUuid(bytes: Uint8Array, at: number, id: string) {
  if (id.length !== 36 || [8, 13, 18, 23].some((hyphen) => id[hyphen] !== '-'))
    throw new Error(`Not a UUID: ${id}`);
  for (let i = 0, j = 0; i < 16; i += 1, j += 2) {
    if (j === 8 || j === 13 || j === 18 || j === 23) j += 1;
    const high = hexDigit(id.charCodeAt(j));
    const low = hexDigit(id.charCodeAt(j + 1));
    if (high < 0 || low < 0) throw new Error(`Not a UUID: ${id}`);
    bytes[at + i] = high * 16 + low;
  }
}

const hexDigit = (code: number) =>
  code >= 48 && code <= 57
    ? code - 48
    : code >= 97 && code <= 102
      ? code - 87
      : code >= 65 && code <= 70
        ? code - 55
        : -1;

function readUuid(bytes: Uint8Array, at: number): string {
  let hex = '';
  for (let i = 0; i < 16; i += 1) hex += HEX[bytes[at + i]!];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
