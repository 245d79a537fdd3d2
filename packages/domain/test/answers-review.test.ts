import { describe, expect, it } from 'vitest';
import { answerListQuerySchema, keysetPositionSchema, ownAnswersQuerySchema } from '../src/index.ts';

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
