import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GEOGRAPHY_ERRORS,
  areaInputSchema,
  isValidKeyword,
  isValidManagementId,
  municipalityInputSchema,
} from '../src/index.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('municipality keyword', () => {
  it('accepts two or more upper-case letters', () => {
    fc.assert(fc.property(fc.stringMatching(/^[A-ZÑÁÉÍÓÚ]{2,12}$/), (key) => isValidKeyword(key)));
  });
  it('refuses anything with a lower-case letter, a digit, a space, or a single letter', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (key) => {
        if (isValidKeyword(key)) expect(key).toMatch(/^\p{Lu}{2,}$/u);
      }),
    );
    for (const key of ['A', 'Ab', 'AB1', 'A B', '', 'ab']) expect(isValidKeyword(key)).toBe(false);
  });
});

describe('management id', () => {
  it('accepts positive integers without a leading zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (n) =>
        isValidManagementId(String(n)),
      ),
    );
  });
  it('refuses zero, negatives, leading zeros, decimals and words', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1_000_000 }), (n) => !isValidManagementId(`0${n}`)));
    for (const value of ['0', '-3', '1.5', '1e3', 'doce', ' 12', ''])
      expect(isValidManagementId(value)).toBe(false);
  });
});

describe('municipality form', () => {
  const valid = {
    name: 'Alta Gracia',
    key: 'AG',
    managementId: '1403',
    provinceId: '00000000-0000-4000-8000-000000000011',
  };
  it('fills the default centre and settings', () => {
    const parsed = municipalityInputSchema.parse(valid);
    expect(parsed).toMatchObject({ latitude: -31.42, longitude: -64.18, useCloud: false });
    expect(parsed.settings.statisticsPageSize).toBe(100);
  });
  it('gives the spec messages, each for its field', () => {
    expect(messagesOf(municipalityInputSchema.safeParse({ ...valid, name: '  ' }))).toEqual([
      GEOGRAPHY_ERRORS.municipalityNameRequired,
    ]);
    expect(messagesOf(municipalityInputSchema.safeParse({ ...valid, key: '' }))).toEqual([
      GEOGRAPHY_ERRORS.keywordRequired,
    ]);
    expect(messagesOf(municipalityInputSchema.safeParse({ ...valid, key: 'ag' }))).toEqual([
      GEOGRAPHY_ERRORS.keywordInvalid,
    ]);
    expect(messagesOf(municipalityInputSchema.safeParse({ ...valid, managementId: '' }))).toEqual([
      GEOGRAPHY_ERRORS.managementIdRequired,
    ]);
    expect(messagesOf(municipalityInputSchema.safeParse({ ...valid, managementId: '012' }))).toEqual([
      GEOGRAPHY_ERRORS.managementIdInvalid,
    ]);
    expect(messagesOf(municipalityInputSchema.safeParse({ ...valid, provinceId: undefined }))).toEqual([
      GEOGRAPHY_ERRORS.provinceRequired,
    ]);
  });
});

describe('area form', () => {
  it('needs a name and a municipality', () => {
    expect(
      messagesOf(
        areaInputSchema.safeParse({ name: ' ', municipalityId: '00000000-0000-4000-8000-000000000101' }),
      ),
    ).toEqual([GEOGRAPHY_ERRORS.areaNameEmpty]);
    expect(messagesOf(areaInputSchema.safeParse({ name: 'Catastro' }))).toEqual([
      GEOGRAPHY_ERRORS.areaMunicipalityRequired,
    ]);
  });
});
