import {
  LANGUAGES,
  LANGUAGE_FALLBACKS,
  LANGUAGE_STORAGE_KEY,
  OVERRIDE_LANGUAGES,
  pickLanguage,
  toLanguage,
  applyPluralLocales,
  type Language,
} from '@cabildo/domain/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue, CataloguePart } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

type Texts = Record<string, unknown>;
type Piece = 'core' | CataloguePart;

// Every language file is its own chunk: a page downloads only the language it shows, and of it only
// the core (sign-in, shell, errors) and the parts of the features it opens. The globs take every
// language file there is, so a language is served as soon as its file exists.
const coreModules = import.meta.glob<Record<string, Texts>>(['./*.ts', '!./index.ts']);
// A part is a folder `./<part>/` with one file (one export) per language.
const partModules = import.meta.glob<Record<string, Texts>>(['./*/*.ts', '!./errors/*']);

/** The file of one piece in one language, when there is one. */
function fileOf(piece: Piece, code: Language) {
  return piece === 'core' ? coreModules[`./${code}.ts`] : partModules[`./${piece}/${code}.ts`];
}

/**
 * The files a language shows of one piece: its own, then its fallbacks' (LANGUAGE_FALLBACKS) until
 * a full catalogue. es-419 holds only its differences from es, so it brings es; a language whose file
 * is not written yet shows Spanish (then English), so the app works while translators write.
 */
function filesFor(piece: Piece, language: Language): Language[] {
  const codes: Language[] = [];
  for (const code of [language, ...LANGUAGE_FALLBACKS[language]]) {
    if (!fileOf(piece, code)) continue;
    codes.push(code);
    if (!OVERRIDE_LANGUAGES.includes(code)) break;
  }
  return codes;
}

/**
 * The language the interface is rendered in for a chosen one: itself when its core catalogue exists
 * (or it is a set of overrides, such as es-419: Spanish with its own words), else its first
 * fallback that has one.
 */
export function renderedLanguage(language: Language): Language {
  if (OVERRIDE_LANGUAGES.includes(language)) return language;
  return filesFor('core', language)[0] ?? language;
}

/** Per language, the texts fetched so far (core and parts), as i18next holds them. */
const loaded: Partial<Record<Language, Texts>> = {};
const loading = new Map<string, Promise<void>>();
/** The parts the pages opened so far asked for: a change of language fetches them too. */
const wantedParts = new Set<CataloguePart>();

/** Fetches one piece of one language (once) and hands it to i18next. */
function fetchTexts(code: Language, piece: Piece): Promise<void> {
  const key = `${code}:${piece}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = fileOf(piece, code)!().then((module) => {
      const exported = Object.values(module)[0] as Texts;
      const texts = piece === 'core' ? exported : { [piece]: exported };
      loaded[code] = deepMerge(loaded[code] ?? {}, texts);
      if (i18next.isInitialized) i18next.addResourceBundle(code, 'translation', texts, true, true);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

function deepMerge(target: Texts, source: Texts): Texts {
  const merged: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === 'object' && current && typeof current === 'object'
        ? deepMerge(current as Texts, value as Texts)
        : value;
  }
  return merged;
}

const fetchPieces = (language: Language, pieces: Piece[]) =>
  Promise.all(pieces.flatMap((piece) => filesFor(piece, language).map((code) => fetchTexts(code, piece))));

/** Fetches the core catalogues a language shows, with the parts already asked for. */
export async function loadCatalogues(...languages: Language[]) {
  await Promise.all(languages.map((language) => fetchPieces(language, ['core', ...wantedParts])));
}

/**
 * Fetches the texts of some features in the language shown. A page module awaits it at its top
 * (`await loadCatalogueParts('admin')`), so the page renders with its texts in place.
 */
export async function loadCatalogueParts(...parts: CataloguePart[]) {
  for (const part of parts) wantedParts.add(part);
  await fetchPieces(currentLanguage(), parts);
}

/** Every part in every given language (English and Spanish by default): for tests that render any component. */
export async function loadEveryCatalogue(...languages: Language[]) {
  const parts = Object.keys(partModules).map((file) => file.split('/')[1] as CataloguePart);
  for (const part of parts) wantedParts.add(part);
  await loadCatalogues(...(languages.length > 0 ? languages : (['en', 'es'] as Language[])));
}

/** The language chosen in this browser (a legacy code such as `ek` read as its tag), if any. */
export function storedLanguage(): Language | null {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

/** A language the page's address asks for (`?lang=eu`, e.g. a public form embedded in a Basque site). */
function addressLanguage(): Language | null {
  return typeof location === 'undefined'
    ? null
    : toLanguage(new URLSearchParams(location.search).get('lang'));
}

export function initialLanguage(): Language {
  return (
    addressLanguage() ??
    pickLanguage(storedLanguage(), typeof navigator === 'undefined' ? [] : navigator.languages)
  );
}

/** The language chosen for the interface (not the one its texts fall back to). */
export function currentLanguage(): Language {
  return (i18next.isInitialized ? toLanguage(i18next.language) : null) ?? initialLanguage();
}

/** `<html lang>`: the language the page is actually written in (a valid BCP 47 tag). */
function markPage(language: Language) {
  document.documentElement.lang = renderedLanguage(language);
}

export async function setupI18n(language: Language = initialLanguage()) {
  await loadCatalogues(language);
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: Object.fromEntries(
        Object.entries(loaded).map(([code, translation]) => [code, { translation }]),
      ),
      lng: language,
      supportedLngs: [...LANGUAGES],
      fallbackLng: { ...LANGUAGE_FALLBACKS, default: ['es', 'en'] } as unknown as string[],
      interpolation: { escapeValue: false },
      returnNull: false,
      // No console advert in the browser or in the test logs.
      showSupportNotice: false,
    });
    applyPluralLocales(i18next);
  } else {
    await i18next.changeLanguage(language);
  }
  markPage(language);
  return i18next;
}

/** Switches the interface language at once and remembers the choice in this browser. */
export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice still applies to this page.
  }
  await loadCatalogues(language);
  await i18next.changeLanguage(language);
  markPage(language);
}

export { i18next };
