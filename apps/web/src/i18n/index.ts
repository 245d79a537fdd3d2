import { LANGUAGES, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from '@cabildo/domain/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './en.ts';

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

// Each catalogue is its own chunk: a page downloads only the language it shows.
const catalogueLoaders: Record<CatalogueLanguage, () => Promise<Catalogue>> = {
  en: () => import('./en.ts').then((m) => m.en),
  es: () => import('./es.ts').then((m) => m.es),
};
const loaded: Partial<Record<CatalogueLanguage, Catalogue>> = {};

const cataloguesFor = (language: Language): CatalogueLanguage[] =>
  language === 'en' || language === 'es'
    ? [language]
    : ((fallbackLng as Record<string, string[]>)[language] ?? fallbackLng.default).filter(
        (code): code is CatalogueLanguage => code === 'en' || code === 'es',
      );

/** Fetches the catalogues a language shows (once) and hands them to i18next. */
export async function loadCatalogues(...languages: Language[]) {
  const wanted = [...new Set(languages.flatMap(cataloguesFor))];
  await Promise.all(
    wanted.map(async (code) => {
      loaded[code] ??= await catalogueLoaders[code]();
      if (i18next.isInitialized && !i18next.hasResourceBundle(code, 'translation')) {
        i18next.addResourceBundle(code, 'translation', loaded[code]);
      }
    }),
  );
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
