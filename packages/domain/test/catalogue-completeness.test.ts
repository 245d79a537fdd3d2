/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import {
  catalogueProblems,
  copiedShare,
  flatten,
  withOverrides,
  type CatalogueTexts,
} from '../src/i18n/completeness.ts';
import {
  LANGUAGES,
  LANGUAGE_FALLBACKS,
  OVERRIDE_LANGUAGES,
  toLanguage,
  type Language,
} from '../src/i18n/languages.ts';

/**
 * The server's catalogues (packages/domain/src/i18n/catalogues/<namespace>/<tag>.ts: e-mails, the PDF
 * record, the Excel export, the payment and booking pages): every language has every English key,
 * no empty text, and the placeholders English has; es-419 is Spanish with its overrides.
 */
const files = import.meta.glob<Record<string, CatalogueTexts>>('../src/i18n/catalogues/*/*.ts', {
  eager: true,
});
const catalogues = new Map<string, Partial<Record<Language, CatalogueTexts>>>();
for (const [file, module] of Object.entries(files)) {
  const [, namespace, name] = /catalogues\/([^/]+)\/([^/]+)\.ts$/.exec(file)!;
  const language = toLanguage(name);
  if (!language || name !== language) continue;
  const texts = Object.values(module)[0];
  if (texts) catalogues.set(namespace!, { ...catalogues.get(namespace!), [language]: texts });
}
const namespaces = [...catalogues.keys()].sort();

/** A language's texts of one namespace as the server shows them (overrides over their fallback). */
function shown(namespace: string, language: Language): CatalogueTexts | undefined {
  const own = catalogues.get(namespace)?.[language];
  if (!OVERRIDE_LANGUAGES.includes(language)) return own;
  const base = shown(namespace, LANGUAGE_FALLBACKS[language][0]!);
  return base && withOverrides(base, own ?? {});
}

describe('server catalogues', () => {
  it('are the eight namespaces, each with English and Spanish', () => {
    expect(namespaces).toEqual([
      'audit',
      'booking',
      'export',
      'mail',
      'payment',
      'record',
      'roles',
      'usersImport',
    ]);
    for (const namespace of namespaces) expect(Object.keys(catalogues.get(namespace)!)).toContain('es');
  });

  describe.each(LANGUAGES)('%s', (language) => {
    it.each(namespaces)('has every text of %s, none empty, with the placeholders of English', (namespace) => {
      const english = catalogues.get(namespace)!.en!;
      const texts = shown(namespace, language);
      expect(texts, `packages/domain/src/i18n/catalogues/${namespace}/${language}.ts`).toBeDefined();
      expect(catalogueProblems(english, texts!)).toEqual([]);
    });
  });

  it.each(LANGUAGES.filter((language) => !['en', 'es', 'es-419'].includes(language)))(
    '%s is a translation, not a copy of English or Spanish',
    (language) => {
      const all = (language: Language) =>
        Object.fromEntries(namespaces.map((name) => [name, shown(name, language)!])) as CatalogueTexts;
      const { share, copies } = copiedShare(all(language), all('en'), all('es'));
      // A few texts are rightly the same (a Portuguese 'Página {{page}} de {{pages}}', 'DNI / CUIT').
      expect(share, copies.slice(0, 20).join('\n')).toBeLessThan(0.1);
    },
  );

  it('es-419 overrides only texts Spanish has, and says ID/RUC where Spanish says DNI/CUIT', () => {
    for (const namespace of namespaces) {
      const spanish = flatten(catalogues.get(namespace)!.es!);
      const overrides = flatten(catalogues.get(namespace)!['es-419'] ?? {});
      for (const key of overrides.keys()) expect(spanish.has(key), `${namespace}.${key}`).toBe(true);
      for (const [key, text] of flatten(shown(namespace, 'es-419')!)) {
        expect(String(text), `${namespace}.${key}`).not.toMatch(/\b(DNI|CUIT)\b/);
      }
    }
  });
});

describe('the completeness check', () => {
  const english = {
    a: 'Hello {{name}}',
    b: { c: '{{count}} answer', d_one: 'One copy', d_other: '{{count}} copies' },
  };
  it('finds a missing key, an empty text, a stray key and placeholders out of step', () => {
    expect(
      catalogueProblems(english, {
        a: 'Hola {{nombre}}',
        b: { c: ' ', d_one: 'Una', d_other: '{{count}}' },
        e: 'x',
      }),
    ).toEqual([
      { key: 'a', problem: 'placeholders {{nombre}}, English has {{name}}' },
      { key: 'b.c', problem: 'empty' },
      { key: 'e', problem: 'not in English' },
    ]);
    expect(catalogueProblems(english, { a: 'Hola {{name}}', b: { c: '{{count}} respuesta' } })).toEqual([
      { key: 'b.d_one', problem: 'missing' },
      { key: 'b.d_other', problem: 'missing' },
    ]);
  });
  it('lets a plural form name {{count}} where English does not', () => {
    expect(
      catalogueProblems(english, {
        a: '{{name}}さん',
        b: { c: '{{count}}件', d_one: '{{count}}部', d_other: '{{count}}部' },
      }),
    ).toEqual([]);
  });
});
