import { toLanguage, type Language } from '@cabildo/domain/languages';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Locale = Pick<Localization, 'components'>;

/**
 * Material UI's own texts (pagers, alerts' close button…) per language, fetched with the language
 * and never in the first load: Material UI's locale where it ships one, ours for Galician and Basque
 * (it has none). English is Material UI's default. The charts (@mui/x-charts) ship Portuguese only
 * among ours.
 */
const LOCALES: Record<Exclude<Language, 'en'>, () => Promise<Locale[]>> = {
  es: () => import('@mui/material/locale').then(({ esES }) => [esES]),
  'es-419': () => import('@mui/material/locale').then(({ esES }) => [esES]),
  ca: () => import('@mui/material/locale').then(({ caES }) => [caES]),
  pt: () =>
    Promise.all([
      import('@mui/material/locale').then(({ ptPT }) => ptPT),
      import('@mui/x-charts/locales').then(({ ptPT }) => ptPT as Locale),
    ]),
  gl: () => import('./mui-locales/gl.ts').then(({ glES }) => [glES]),
  eu: () => import('./mui-locales/eu.ts').then(({ euES }) => [euES]),
  ja: () => import('@mui/material/locale').then(({ jaJP }) => [jaJP]),
};

/** The theme with Material UI's texts in the interface language (the base theme until they arrive). */
export function useLocalizedTheme(base: Theme): Theme {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language) ?? 'en';
  const [fetched, setFetched] = useState<Partial<Record<Language, Locale[]>>>({ en: [] });
  const locales = fetched[language];
  useEffect(() => {
    if (locales || language === 'en') return;
    let live = true;
    LOCALES[language]().then(
      (loaded) => {
        if (live) setFetched((all) => ({ ...all, [language]: loaded }));
      },
      // Without them Material UI speaks English; the page works.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language, locales]);
  return useMemo(
    () => (locales && locales.length > 0 ? createTheme(base, ...locales) : base),
    [base, locales],
  );
}
