// @vitest-environment node
import {
  catalogueProblems,
  copiedShare,
  flatten,
  withOverrides,
  type CatalogueTexts,
} from '@cabildo/domain/i18n/completeness';
import {
  LANGUAGES,
  LANGUAGE_FALLBACKS,
  OVERRIDE_LANGUAGES,
  toLanguage,
  type Language,
} from '@cabildo/domain/languages';
import { describe, expect, it } from 'vitest';

/**
 * The web app's catalogues (issue 19): the core (`src/i18n/<tag>.ts`, errors included) and every
 * feature part (`src/i18n/<part>/<tag>.ts`) in every language has every English key, no empty text,
 * and the placeholders ({{count}}, {{name}}…) English has; es-419 is Spanish with its overrides
 * (only the texts that say ID/RUC instead of DNI/CUIT).
 */
const core = import.meta.glob<Record<string, CatalogueTexts>>(['../src/i18n/*.ts', '!../src/i18n/index.ts'], {
  eager: true,
});
const parts = import.meta.glob<Record<string, CatalogueTexts>>(
  ['../src/i18n/*/*.ts', '!../src/i18n/errors/*'],
  {
    eager: true,
  },
);

/** Piece ('core' or a part) → language → its texts. */
const pieces = new Map<string, Partial<Record<Language, CatalogueTexts>>>();
for (const [file, module] of Object.entries({ ...core, ...parts })) {
  const [, part, name] = /i18n\/(?:([^/]+)\/)?([^/]+)\.ts$/.exec(file)!;
  const language = toLanguage(name);
  if (!language || name !== language) continue;
  const piece = part ?? 'core';
  pieces.set(piece, { ...pieces.get(piece), [language]: Object.values(module)[0] });
}
const names = [...pieces.keys()].sort();

function shown(piece: string, language: Language): CatalogueTexts | undefined {
  const own = pieces.get(piece)?.[language];
  if (!OVERRIDE_LANGUAGES.includes(language)) return own;
  const base = shown(piece, LANGUAGE_FALLBACKS[language][0]!);
  return base && withOverrides(base, own ?? {});
}

describe('web catalogues', () => {
  it('are the core and the feature parts, each in English and Spanish', () => {
    expect(names).toContain('core');
    expect(names.length).toBeGreaterThan(25);
    for (const name of names)
      expect(Object.keys(pieces.get(name)!).sort(), name).toEqual(expect.arrayContaining(['en', 'es']));
  });

  describe.each(LANGUAGES)('%s', (language) => {
    it.each(names)('%s: every text, none empty, the placeholders of English', (piece) => {
      const texts = shown(piece, language);
      const file = piece === 'core' ? `src/i18n/${language}.ts` : `src/i18n/${piece}/${language}.ts`;
      expect(texts, `${file} is missing`).toBeDefined();
      expect(catalogueProblems(pieces.get(piece)!.en!, texts!)).toEqual([]);
    });
  });

  it.each(LANGUAGES.filter((language) => !['en', 'es', 'es-419'].includes(language)))(
    '%s is a translation, not a copy of English or Spanish',
    (language) => {
      const all = (language: Language) =>
        Object.fromEntries(names.map((name) => [name, shown(name, language)!])) as CatalogueTexts;
      const { share, copies } = copiedShare(all(language), all('en'), all('es'));
      expect(share, copies.slice(0, 20).join('\n')).toBeLessThan(0.05);
    },
  );

  it('es-419 overrides only texts Spanish has, and never says DNI or CUIT', () => {
    for (const name of names) {
      const spanish = flatten(pieces.get(name)!.es!);
      for (const key of flatten(pieces.get(name)!['es-419'] ?? {}).keys()) {
        expect(spanish.has(key), `${name}.${key}`).toBe(true);
      }
      for (const [key, text] of flatten(shown(name, 'es-419')!)) {
        expect(String(text), `${name}.${key}`).not.toMatch(/\b(DNI|CUIT)\b/);
      }
    }
  });
});
