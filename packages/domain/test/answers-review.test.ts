import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerListQuerySchema,
  encodeAnswerPoints,
  keysetPositionSchema,
  ownAnswersQuerySchema,
  readAnswerPoints,
  type AnswerPointInput,
} from '../src/index.ts';

describe('the keyset position of the answer lists', () => {
  it('walks forwards from the first page unless told otherwise', () => {
    expect(keysetPositionSchema.parse({})).toEqual({ direction: 'next' });
    expect(ownAnswersQuerySchema.parse({ cursor: 'abc', direction: 'previous' })).toEqual({
      cursor: 'abc',
      direction: 'previous',
    });
  });

  it('refuses an unknown direction and an oversized cursor, in both lists', () => {
    for (const schema of [ownAnswersQuerySchema, answerListQuerySchema]) {
      expect(schema.safeParse({ direction: 'sideways' }).success).toBe(false);
      expect(schema.safeParse({ cursor: 'x'.repeat(501) }).success).toBe(false);
    }
  });

  it('keeps the filters of the answers list next to the position', () => {
    const query = answerListQuerySchema.parse({ code: ' A-1 ', cursor: 'abc', direction: 'previous' });
    expect(query).toMatchObject({ code: 'A-1', cursor: 'abc', direction: 'previous', state: -1 });
    expect(answerListQuerySchema.safeParse({ from: '2025-01-01' }).success).toBe(false);
  });
});

describe('the map points body', () => {
  const centre = { latitude: -31.4201, longitude: -64.1888 };
  const point = (id: string, latitude: number, longitude: number, code: string): AnswerPointInput => ({
    id,
    latitude,
    longitude,
    code,
  });
  const read = (points: AnswerPointInput[]) => readAnswerPoints(encodeAnswerPoints(centre, points));
  const all = (body: ReturnType<typeof readAnswerPoints>) =>
    Array.from({ length: body.count }, (_, i) =>
      point(body.id(i), body.latitude(i), body.longitude(i), body.code(i)),
    );

  it('gives back every id, code and place, in order, and the centre as it was', () => {
    const points = [
      point('0f8fad5b-d9cb-469f-a165-70867728950e', -31.42, -64.18, 'CBA-1'),
      point('7c9e6679-7425-40de-944b-e07fc1f90ae7', 90, -180, 'OBRAS-12'),
      point('00000000-0000-4000-8000-000000000000', -90, 180, 'Ñandú-é-3'),
    ];
    const body = read(points);
    expect(body.count).toBe(3);
    expect(body.centre).toEqual(centre);
    // Up to 7 decimals (about 1 cm) the coordinates come back as the very same numbers.
    expect(all(body)).toEqual(points);
    expect([...body.coordinates()]).toEqual([-64.18, -31.42, -180, 90, 180, -90]);
    expect(encodeAnswerPoints(centre, points).byteLength).toBe(
      24 + 3 * 28 + 'CBA-1OBRAS-12Ñandú-é-3'.length + 3,
    );
  });

  it('keeps any set of answers to about a centimetre', () => {
    const answer = fc.record({
      id: fc.uuid(),
      latitude: fc.double({ min: -90, max: 90, noNaN: true }),
      longitude: fc.double({ min: -180, max: 180, noNaN: true }),
      code: fc.string({ maxLength: 30, unit: 'grapheme' }),
    });
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 50 }), (points) => {
        const body = read(points);
        expect(body.count).toBe(points.length);
        const coordinates = body.coordinates();
        points.forEach((expected, i) => {
          expect(body.id(i)).toBe(expected.id.toLowerCase());
          expect(body.code(i)).toBe(expected.code);
          expect(Math.abs(body.latitude(i) - expected.latitude)).toBeLessThanOrEqual(0.6e-7);
          expect(Math.abs(body.longitude(i) - expected.longitude)).toBeLessThanOrEqual(0.6e-7);
          expect([coordinates[2 * i], coordinates[2 * i + 1]]).toEqual([body.longitude(i), body.latitude(i)]);
        });
      }),
    );
  });

  it('reads a body inside a larger buffer, and an empty one', () => {
    const body = encodeAnswerPoints(centre, [point('7c9e6679-7425-40de-944b-e07fc1f90ae7', 1, 2, 'A-1')]);
    const padded = new Uint8Array(body.byteLength + 7);
    padded.set(body, 5);
    const read = readAnswerPoints(padded.subarray(5, 5 + body.byteLength));
    expect([read.id(0), read.code(0), read.latitude(0), read.longitude(0)]).toEqual([
      '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      'A-1',
      1,
      2,
    ]);
    const empty = readAnswerPoints(encodeAnswerPoints(centre, []));
    expect([empty.count, empty.coordinates().length, empty.centre]).toEqual([0, 0, centre]);
  });

  it('refuses what it cannot keep, and bodies that are not its own', () => {
    const id = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    for (const wrong of [point(id, 90.5, 0, 'A'), point(id, 0, -181, 'A'), point(id, NaN, 0, 'A')])
      expect(() => encodeAnswerPoints(centre, [wrong])).toThrow(RangeError);
    for (const id of [
      'not-a-uuid',
      'zzzzzzzz-0000-4000-8000-000000000000',
      '7c9e6679x7425-40de-944b-e07fc1f90ae7',
    ])
      expect(() => encodeAnswerPoints(centre, [point(id, 0, 0, 'A')])).toThrow('Not a UUID');
    const body = encodeAnswerPoints(centre, [point(id, 1, 2, 'A-1')]);
    const json = Uint8Array.from(JSON.stringify({ points: [] }), (char) => char.charCodeAt(0));
    for (const wrong of [json, body.subarray(0, body.byteLength - 1), new Uint8Array(0)])
      expect(() => readAnswerPoints(wrong)).toThrow();
  });
});
