import { LANGUAGES, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from '@cabildo/domain/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue, CataloguePart } from './en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/**
 * Languages without a full catalogue yet fall back to their nearest one. English and Spanish are
 * both complete (the Spanish catalogue has the English one's type), so neither needs the other.
 */
const fallbackLng = { ca: ['es'], gl: ['es'], ot: ['es'], es: [], default: ['en'] };
type CatalogueLanguage = 'en' | 'es';
type Texts = Record<string, unknown>;

// Each catalogue is its own chunk: a page downloads only the language it shows, and of it only
// the core (sign-in, shell, errors) and the parts of the features it opens.
const coreLoaders: Record<CatalogueLanguage, () => Promise<Texts>> = {
  en: () => import('./en.ts').then((m) => m.en),
  es: () => import('./es.ts').then((m) => m.es),
};
// A part is a folder `./<part>/` with one export per language file.
const partModules = import.meta.glob<Record<string, Texts>>(['./*/en.ts', './*/es.ts', '!./errors/*']);
const partLoader = (part: CataloguePart, code: CatalogueLanguage) => async () => {
  const module = await partModules[`./${part}/${code}.ts`]!();
  return { [part]: Object.values(module)[0] } as Texts;
};

/** Per language, the texts fetched so far (core and parts), as i18next holds them. */
const loaded: Partial<Record<CatalogueLanguage, Texts>> = {};
const loading = new Map<string, Promise<void>>();
/** The parts the pages opened so far asked for: a change of language fetches them too. */
const wantedParts = new Set<CataloguePart>();

const cataloguesFor = (language: string): CatalogueLanguage[] =>
  language === 'en' || language === 'es'
    ? [language]
    : ((fallbackLng as Record<string, string[]>)[language] ?? fallbackLng.default).filter(
        (code): code is CatalogueLanguage => code === 'en' || code === 'es',
      );

/** Fetches one piece of one language (once) and hands it to i18next. */
function fetchTexts(code: CatalogueLanguage, piece: 'core' | CataloguePart): Promise<void> {
  const key = `${code}:${piece}`;
  let promise = loading.get(key);
  if (!promise) {
    const load = piece === 'core' ? coreLoaders[code] : partLoader(piece, code);
    promise = load().then((texts) => {
      loaded[code] = { ...loaded[code], ...texts };
      if (i18next.isInitialized) i18next.addResourceBundle(code, 'translation', texts, true, true);
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Fetches the core catalogues a language shows, with the parts already asked for. */
export async function loadCatalogues(...languages: Language[]) {
  const codes = [...new Set(languages.flatMap(cataloguesFor))];
  await Promise.all(
    codes.flatMap((code) => ['core' as const, ...wantedParts].map((piece) => fetchTexts(code, piece))),
  );
}

/**
 * Fetches the texts of some features in the language shown. A page module awaits it at its top
 * (`await loadCatalogueParts('admin')`), so the page renders with its texts in place.
 */
export async function loadCatalogueParts(...parts: CataloguePart[]) {
  for (const part of parts) wantedParts.add(part);
  const language = i18next.isInitialized ? i18next.language : initialLanguage();
  await Promise.all(cataloguesFor(language).flatMap((code) => parts.map((part) => fetchTexts(code, part))));
}

/** Every part in both languages: for tests that render any component on its own. */
export async function loadEveryCatalogue() {
  const parts = Object.keys(partModules).map((file) => file.split('/')[1] as CataloguePart);
  await loadCatalogueParts(...new Set(parts));
  await loadCatalogues('en', 'es');
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function initialLanguage(): Language {
  return pickLanguage(storedLanguage(), typeof navigator === 'undefined' ? [] : navigator.languages);
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
      fallbackLng,
      interpolation: { escapeValue: false },
      returnNull: false,
      // No console advert in the browser or in the test logs.
      showSupportNotice: false,
    });
  } else {
    await i18next.changeLanguage(language);
  }
  document.documentElement.lang = language;
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
  document.documentElement.lang = language;
}

export { i18next };
