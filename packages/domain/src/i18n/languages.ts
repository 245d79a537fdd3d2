/**
 * The interface languages (spec part 1 §1, part 3 §9), as valid BCP 47 tags: English, Spanish,
 * Catalan, Portuguese, Galician, Basque, the Spanish that says ID/RUC instead of DNI/CUIT, and
 * Japanese. Default en. docs/decisions.md "Languages" explains the tags.
 */
export const LANGUAGES = ['en', 'es', 'ca', 'pt', 'gl', 'eu', 'es-419', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * The spec's stored codes that are not language tags, and the language each one means: `ek`
 * (Basque) and `ot` (the Spanish with ID/RUC). They are read wherever a language is read (browser
 * storage, a query, Accept-Language, the API) and never written.
 */
export const LEGACY_LANGUAGE_CODES = { ek: 'eu', ot: 'es-419' } as const satisfies Record<string, Language>;

/** Each language by its own name (what the picker shows, in every interface language). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  ca: 'Català',
  pt: 'Português',
  gl: 'Galego',
  eu: 'Euskara',
  'es-419': 'Español (ID/RUC)',
  ja: '日本語',
};

/**
 * Where a language's texts come from when its catalogue lacks one: the ID/RUC Spanish is a set of
 * overrides on Spanish; a language whose catalogue is not written yet shows Spanish, the product's
 * language, then English.
 */
export const LANGUAGE_FALLBACKS: Record<Language, readonly Language[]> = {
  en: [],
  es: ['en'],
  ca: ['es', 'en'],
  pt: ['es', 'en'],
  gl: ['es', 'en'],
  eu: ['es', 'en'],
  'es-419': ['es', 'en'],
  ja: ['es', 'en'],
};

/** Catalogues that hold only the keys that differ from their fallback (the rest comes from it). */
export const OVERRIDE_LANGUAGES: readonly Language[] = ['es-419'];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a code names, exactly: one of LANGUAGES whatever its case (`ES-419`, `pt`) or a
 * legacy code (`ek`, `ot`); anything else is null.
 */
export function toLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toLowerCase().replace(/_/g, '-');
  if (code in LEGACY_LANGUAGE_CODES) return LEGACY_LANGUAGE_CODES[code as keyof typeof LEGACY_LANGUAGE_CODES];
  return LANGUAGES.find((language) => language.toLowerCase() === code) ?? null;
}

/**
 * The supported language a browser's tag asks for: itself (`es-419`, `ek`), else its primary
 * subtag (`pt-BR` → pt, `es-AR` → es: Argentina says DNI/CUIT), else null.
 */
export function matchLanguage(tag: string): Language | null {
  return toLanguage(tag) ?? toLanguage(tag.split(/[-_]/)[0]);
}

/** Stored choice (legacy codes included), else the browser languages in order, else en. */
export function pickLanguage(stored: string | null | undefined, browser: readonly string[]): Language {
  const chosen = toLanguage(stored);
  if (chosen) return chosen;
  for (const tag of browser) {
    const matched = matchLanguage(tag);
    if (matched) return matched;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The locale to give Intl (numbers, sorting) for a language: itself where the runtime has its data,
 * else its nearest fallback that it has. Browsers ship without some (Chromium has no Galician or
 * Basque number data and would format as en-US; Spanish writes numbers as both do: 1.234,5).
 */
export function intlLocale(language: string): string {
  const chosen = toLanguage(language) ?? DEFAULT_LANGUAGE;
  for (const code of [chosen, ...LANGUAGE_FALLBACKS[chosen]]) {
    if (Intl.NumberFormat.supportedLocalesOf([code]).length > 0) return code;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The locale whose plural rules a language follows where its bare tag picks another country's:
 * Intl's `pt` is Brazil's, where 0 takes the singular ("0 resposta"); the pt catalogue is European
 * Portuguese, where it takes the plural ("0 respostas").
 */
export const pluralLocale = (language: string): string => (language === 'pt' ? 'pt-PT' : language);

/** The part of an i18next instance whose plural rules `applyPluralLocales` redirects. */
type PluralRules = { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };

/** Each plural rule with "many" read as "other", made once per rule (i18next keeps its rules). */
const manyAsOther = new WeakMap<Intl.PluralRules, Intl.PluralRules>();

function withoutMany(rule: Intl.PluralRules): Intl.PluralRules {
  let wrapped = manyAsOther.get(rule);
  if (!wrapped) {
    wrapped = Object.assign(Object.create(rule) as Intl.PluralRules, {
      select: (count: number) => {
        const category = rule.select(count);
        return category === 'many' ? 'other' : category;
      },
      resolvedOptions: () => {
        const resolved = rule.resolvedOptions();
        return { ...resolved, pluralCategories: resolved.pluralCategories.filter((c) => c !== 'many') };
      },
    });
    manyAsOther.set(rule, wrapped);
  }
  return wrapped;
}

/**
 * Makes an i18next instance choose plural forms by `pluralLocale`, and read Intl's "many" as
 * "other" (call it after init). Spanish, Catalan and Portuguese call whole millions "many"
 * ("1.000.000 de respuestas"); the catalogues write only one and other, and a missing `_many` made
 * i18next fall back to the English text.
 */
export function applyPluralLocales(i18n: { services: { pluralResolver: unknown } }): void {
  const resolver = i18n.services.pluralResolver as PluralRules;
  const getRule = resolver.getRule.bind(resolver);
  resolver.getRule = (code, options) => {
    const rule = getRule(pluralLocale(code), options);
    return rule && withoutMany(rule);
  };
}
