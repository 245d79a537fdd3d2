import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  altTextsSchema,
  intlLocale,
  pluralLocale,
  answerSubmissionSchema,
  languageSchema,
  localized,
  matchLanguage,
  pickLanguage,
  toLanguage,
} from '../src/index.ts';

describe('languages', () => {
  it('are valid BCP 47 tags that Intl takes', () => {
    for (const tag of ['en', 'es', 'ca', 'pt', 'gl', 'eu', 'es-419', 'ja']) {
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(() => new Intl.NumberFormat(tag)).not.toThrow();
    }
  });

  it('read the spec’s stored codes ek and ot as eu and es-419, whatever their case', () => {
    expect(toLanguage('ek')).toBe('eu');
    expect(toLanguage('OT')).toBe('es-419');
    expect(toLanguage('ES-419')).toBe('es-419');
    expect(toLanguage('es_419')).toBe('es-419');
    expect(toLanguage('xx')).toBeNull();
    expect(toLanguage(undefined)).toBeNull();
  });

  it('match a browser tag by itself, else by its language (Argentina says DNI/CUIT: es)', () => {
    expect(matchLanguage('pt-BR')).toBe('pt');
    expect(matchLanguage('es-AR')).toBe('es');
    expect(matchLanguage('es-419')).toBe('es-419');
    expect(matchLanguage('eu-ES')).toBe('eu');
    expect(matchLanguage('ja-JP')).toBe('ja');
    expect(matchLanguage('de-DE')).toBeNull();
  });

  it('prefer the stored choice (legacy codes included), then the browser languages, then en', () => {
    expect(pickLanguage('ek', ['es-AR'])).toBe('eu');
    expect(pickLanguage('ot', [])).toBe('es-419');
    expect(pickLanguage(null, ['de-DE', 'ja-JP', 'en'])).toBe('ja');
    expect(pickLanguage('xx', ['de-DE'])).toBe('en');
  });

  it('in the API: legacy codes are read as tags, answers say the tag, others are refused', () => {
    expect(languageSchema.parse('ek')).toBe('eu');
    expect(languageSchema.safeParse('xx').success).toBe(false);
    expect(z.encode(languageSchema, 'es-419')).toBe('es-419');
    const submission = answerSubmissionSchema.parse({
      clientSubmissionId: '00000000-0000-4000-8000-000000000001',
      language: 'ot',
      sections: [],
    });
    expect(submission.language).toBe('es-419');
  });

  it('keep a form’s alternative texts sent under ek or ot under eu and es-419 (the tag wins)', () => {
    expect(altTextsSchema.parse({ ek: 'Kaixo', ot: 'Hola', ca: 'Hola!' })).toEqual({
      eu: 'Kaixo',
      'es-419': 'Hola',
      ca: 'Hola!',
    });
    expect(altTextsSchema.parse({ eu: 'Kaixo', ek: 'Agur' })).toEqual({ eu: 'Kaixo' });
    expect(altTextsSchema.safeParse({ xx: 'x' }).success).toBe(false);
    expect(z.encode(altTextsSchema, { eu: 'Kaixo' })).toEqual({ eu: 'Kaixo' });
  });

  it('show a form’s text in the reader’s language, es-419 reading the Spanish version', () => {
    const alt = { es: 'Reclamo', eu: 'Erreklamazioa' };
    expect(localized('Complaint', alt, 'eu')).toBe('Erreklamazioa');
    expect(localized('Complaint', alt, 'es-419')).toBe('Reclamo');
    expect(localized('Complaint', { ...alt, 'es-419': 'Queja' }, 'es-419')).toBe('Queja');
    expect(localized('Complaint', alt, 'ja')).toBe('Complaint');
    expect(localized('Complaint', alt, 'es-AR')).toBe('Reclamo');
  });

  it('format numbers with the runtime’s data for the language, else with its nearest fallback’s', () => {
    expect(intlLocale('gl')).toBe('gl');
    expect(intlLocale('ek')).toBe('eu');
    // Chromium ships no Galician or Basque number data (it would format them as en-US).
    const supported = vi
      .spyOn(Intl.NumberFormat, 'supportedLocalesOf')
      .mockImplementation(
        (locales) => [locales].flat().filter((tag) => !['gl', 'eu'].includes(String(tag))) as string[],
      );
    try {
      expect(intlLocale('gl')).toBe('es');
      expect(intlLocale('eu')).toBe('es');
      expect(intlLocale('ja')).toBe('ja');
      expect(new Intl.NumberFormat(intlLocale('gl')).format(2262.5)).toBe('2262,5');
    } finally {
      supported.mockRestore();
    }
  });
});

describe('plural locales', () => {
  it('gives Portuguese the rules of Portugal, whose words the pt catalogue uses', () => {
    expect(pluralLocale('pt')).toBe('pt-PT');
    expect(new Intl.PluralRules(pluralLocale('pt')).select(0)).toBe('other');
    for (const language of ['en', 'es', 'ca', 'gl', 'eu', 'es-419', 'ja'])
      expect(pluralLocale(language)).toBe(language);
  });
});
