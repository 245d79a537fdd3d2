/**
 * What the catalogue completeness tests check (web and server catalogues alike): a language's texts
 * against the English ones, key by key. Pure; used by tests only.
 */
export type CatalogueTexts = { [key: string]: unknown };

/** i18next's plural suffixes: a plural form may leave {{count}} out (or add it) where English does not. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|\$t\(([^)]+)\)/g;

/** The placeholders of a text: {{count}}, {{name, format}} (by name) and nested $t(key). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => (match[1] ? `{{${match[1]}}}` : `$t(${match[2]})`))
    .sort();
}

/** Every text's key path (`a.b.c`) with its value. */
export function flatten(texts: CatalogueTexts, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, text] of flatten(value as CatalogueTexts, path)) flat.set(inner, text);
    } else flat.set(path, value);
  }
  return flat;
}

/** Deep merge: `overrides` over `base` (an es-419 catalogue over es). */
export function withOverrides(base: CatalogueTexts, overrides: CatalogueTexts): CatalogueTexts {
  const merged: CatalogueTexts = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? withOverrides(current as CatalogueTexts, value as CatalogueTexts)
        : value;
  }
  return merged;
}

export type CatalogueProblem = { key: string; problem: string };

/**
 * What is wrong with `texts` against `english`: a key missing or not in English, a text that is
 * empty or not a string, placeholders out of step with English (a plural form may differ in
 * {{count}} only).
 */
export function catalogueProblems(english: CatalogueTexts, texts: CatalogueTexts): CatalogueProblem[] {
  const reference = flatten(english);
  const translated = flatten(texts);
  const problems: CatalogueProblem[] = [];
  for (const [key, source] of reference) {
    if (!translated.has(key)) {
      problems.push({ key, problem: 'missing' });
      continue;
    }
    const text = translated.get(key);
    if (typeof text !== 'string') {
      problems.push({ key, problem: `not a text: ${JSON.stringify(text)}` });
      continue;
    }
    if (text.trim() === '') {
      problems.push({ key, problem: 'empty' });
      continue;
    }
    const plural = PLURAL.test(key);
    const strip = (names: string[]) => (plural ? names.filter((name) => name !== '{{count}}') : names);
    const expected = strip([...new Set(placeholdersOf(String(source)))]);
    const found = strip([...new Set(placeholdersOf(text))]);
    if (expected.join(' ') !== found.join(' '))
      problems.push({
        key,
        problem: `placeholders ${found.join(' ') || 'none'}, English has ${expected.join(' ') || 'none'}`,
      });
  }
  for (const key of translated.keys()) {
    if (!reference.has(key)) problems.push({ key, problem: 'not in English' });
  }
  return problems;
}

/**
 * How much of a translation is English or Spanish left as it was: of the texts of three words or
 * more in English, the share that equals the English or the Spanish text, with a few of them.
 */
export function copiedShare(
  texts: CatalogueTexts,
  english: CatalogueTexts,
  spanish: CatalogueTexts,
): { share: number; copies: string[] } {
  const translated = flatten(texts);
  const spanishTexts = flatten(spanish);
  let counted = 0;
  const copies: string[] = [];
  for (const [key, source] of flatten(english)) {
    if (typeof source !== 'string' || source.trim().split(/\s+/).length < 3) continue;
    counted += 1;
    const text = translated.get(key);
    if (text === source || text === spanishTexts.get(key)) copies.push(`${key}: ${String(text)}`);
  }
  return { share: counted === 0 ? 0 : copies.length / counted, copies };
}
