import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LANGUAGE,
  EXPORT_CATALOGUES,
  LANGUAGE_FALLBACKS,
  LANGUAGES,
  MAIL_CATALOGUES,
  OVERRIDE_LANGUAGES,
  matchLanguage,
  toLanguage,
  applyPluralLocales,
  type ExportLabels,
  type Language,
  type RecordText,
} from '@cabildo/domain';
import i18next, { type TFunction } from 'i18next';

/**
 * The server's texts (e-mails, PDF records, the Excel export, the payment and booking pages) through
 * one i18next instance, from the catalogue files in packages/domain/src/i18n/catalogues: a folder
 * per namespace, a file per language (`<namespace>/<tag>.ts`, one export each). Every file there is
 * read, so a language is served as soon as its file exists; a text a language lacks comes from its
 * fallbacks (LANGUAGE_FALLBACKS: Spanish, then English; es-419 holds only its differences from es).
 */
export const NAMESPACES = ['mail', 'record', 'booking', 'payment', 'export', 'usersImport', 'audit'] as const;
export type Namespace = (typeof NAMESPACES)[number];
type Texts = { [key: string]: string | Texts };

const domainRoot = path.dirname(createRequire(import.meta.url).resolve('@cabildo/domain/package.json'));
/**
 * The compiled server (node on apps/server/dist) reads the domain package's compiled catalogues
 * (packages/domain/dist, `.js`); the TypeScript one (tsx, the tests) reads its sources (`.ts`).
 */
const CATALOGUE_EXTENSION = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
export const CATALOGUES_DIR = path.join(
  domainRoot,
  CATALOGUE_EXTENSION === '.ts' ? 'src' : 'dist',
  'i18n',
  'catalogues',
);

/** Every catalogue file there is, by language and namespace. */
async function readCatalogues(): Promise<Partial<Record<Language, Partial<Record<Namespace, Texts>>>>> {
  const resources: Partial<Record<Language, Partial<Record<Namespace, Texts>>>> = {};
  for (const namespace of NAMESPACES) {
    for (const file of readdirSync(path.join(CATALOGUES_DIR, namespace))) {
      const language = file.endsWith(CATALOGUE_EXTENSION) ? toLanguage(file.slice(0, -3)) : null;
      if (!language || file !== `${language}${CATALOGUE_EXTENSION}`) continue;
      const module = (await import(pathToFileURL(path.join(CATALOGUES_DIR, namespace, file)).href)) as Record<
        string,
        Texts
      >;
      const texts = Object.values(module)[0];
      if (texts) (resources[language] ??= {})[namespace] = texts;
    }
  }
  return resources;
}

const resources = await readCatalogues();
const serverI18n = i18next.createInstance();
await serverI18n.init({
  resources,
  ns: [...NAMESPACES],
  defaultNS: 'mail',
  supportedLngs: [...LANGUAGES],
  fallbackLng: { ...LANGUAGE_FALLBACKS, default: ['es', 'en'] } as unknown as string[],
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});
applyPluralLocales(serverI18n);

/** The languages that have a file of their own for `namespace` (a test lists what is served). */
export const languagesWithFile = (namespace: Namespace): Language[] =>
  LANGUAGES.filter((language) => resources[language]?.[namespace] !== undefined);

/**
 * The language a page in `namespace` is written in for a reader of `language`: itself when it has a
 * file (or only overrides, which read as their fallback), else the first fallback that has one.
 */
export function renderedLanguage(namespace: Namespace, language: Language): Language {
  if (resources[language]?.[namespace] || OVERRIDE_LANGUAGES.includes(language)) return language;
  return LANGUAGE_FALLBACKS[language].find((fallback) => resources[fallback]?.[namespace]) ?? language;
}

/**
 * A whole part of a catalogue in `language`, text by text with its fallbacks (an object from
 * i18next's returnObjects would stop at the first language that has the part, overrides included).
 */
function textsOf<T>(namespace: Namespace, language: Language, reference: T, prefix = ''): T {
  const t = serverI18n.getFixedT(language, namespace);
  const walk = (shape: unknown, at: string): unknown =>
    typeof shape === 'string'
      ? t(at)
      : Object.fromEntries(
          Object.entries(shape as Record<string, unknown>).map(([key, value]) => [
            key,
            walk(value, at ? `${at}.${key}` : key),
          ]),
        );
  return walk(reference, prefix) as T;
}

/** The e-mail texts in `language`. */
export const mailTexts = (language: Language): TFunction<'mail'> => serverI18n.getFixedT(language, 'mail');

/** The labels of the e-mail copy of an answer in `language`. */
export const answerCopyLabels = (language: Language): (typeof MAIL_CATALOGUES.en)['answerCopy'] =>
  textsOf('mail', language, MAIL_CATALOGUES.en.answerCopy, 'answerCopy');

/** The PDF record's texts in `language`. */
export const recordTexts = (language: Language): RecordText => {
  const t = serverI18n.getFixedT(language, 'record');
  return (key, values) => t(key, values ?? {});
};

/** The embedded booking page's texts in `language`. */
export const bookingTexts = (language: Language): TFunction<'booking'> =>
  serverI18n.getFixedT(language, 'booking');

/** The payment texts (the sandbox's card page, the receipt) in `language`. */
export const paymentTexts = (language: Language): TFunction<'payment'> =>
  serverI18n.getFixedT(language, 'payment');

/** The users import's texts in `language` (column headers, role names, row problems, the summary). */
export const usersImportTexts = (language: Language): TFunction<'usersImport'> =>
  serverI18n.getFixedT(language, 'usersImport');

/** The audit trail's CSV headers and actor kinds in `language`. */
export const auditTexts = (language: Language): TFunction<'audit'> => serverI18n.getFixedT(language, 'audit');

/** The Excel export's headers and labels in `language`. */
export const exportLabels = (language: Language): ExportLabels =>
  textsOf('export', language, EXPORT_CATALOGUES.en);

/**
 * The language a request asks for: the web app sends its interface language as Accept-Language
 * (the chosen one, a legacy code such as `ek` included); other callers get their browser's first
 * supported language by preference (q), else `otherwise` (the spec's default, en).
 */
export function requestLanguage(
  acceptLanguage: string | undefined,
  otherwise: Language = DEFAULT_LANGUAGE,
): Language {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, place) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, place };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.place - b.place);
  for (const { tag } of tags) {
    const language = matchLanguage(tag);
    if (language) return language;
  }
  return otherwise;
}

/**
 * Whose texts the server writes for a request: a signed-in person's stored language (the one they
 * chose last in the web app), else the request's own (Accept-Language, as anonymous visitors), else
 * `otherwise`.
 */
export function readerLanguage(
  request: {
    headers: { 'accept-language'?: string | undefined };
    auth?: { row: { language: string | null } } | null;
  },
  otherwise: Language = DEFAULT_LANGUAGE,
): Language {
  return (
    toLanguage(request.auth?.row.language) ?? requestLanguage(request.headers['accept-language'], otherwise)
  );
}
