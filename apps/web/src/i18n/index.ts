import { LANGUAGES, LANGUAGE_STORAGE_KEY, pickLanguage, type Language } from '@cabildo/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Catalogue } from './en.ts';
import { es } from './es.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}

/** Languages without a full catalogue yet fall back to their nearest one, then to English. */
const fallbackLng = { ca: ['es', 'en'], gl: ['es', 'en'], ot: ['es', 'en'], default: ['en'] };

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
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: { en: { translation: en }, es: { translation: es } },
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
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18next };
