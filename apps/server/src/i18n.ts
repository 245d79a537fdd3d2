import {
  BOOKING_CATALOGUES,
  MAIL_CATALOGUES,
  RECORD_CATALOGUES,
  pickLanguage,
  type Language,
  type RecordText,
} from '@cabildo/domain';
import i18next, { type TFunction } from 'i18next';

/**
 * The server's texts (e-mails, PDF records; exports to come) through i18next, from the catalogue files
 * in packages/domain/src/i18n/catalogues. Languages without a catalogue of their own get Spanish,
 * the product's language (until every language has its catalogue).
 */
const serverI18n = i18next.createInstance();
void serverI18n.init({
  resources: Object.fromEntries(
    Object.entries(MAIL_CATALOGUES).map(([language, mail]) => [
      language,
      {
        mail,
        record: RECORD_CATALOGUES[language as keyof typeof RECORD_CATALOGUES],
        booking: BOOKING_CATALOGUES[language as keyof typeof BOOKING_CATALOGUES],
      },
    ]),
  ),
  ns: ['mail', 'record', 'booking'],
  defaultNS: 'mail',
  fallbackLng: 'es',
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The e-mail texts in `language`. */
export const mailTexts = (language: Language): TFunction<'mail'> => serverI18n.getFixedT(language, 'mail');

/** The PDF record's texts in `language`. */
export const recordTexts = (language: Language): RecordText => {
  const t = serverI18n.getFixedT(language, 'record');
  return (key, values) => t(key, values ?? {});
};

/** The embedded booking page's texts in `language`. */
export const bookingTexts = (language: Language): TFunction<'booking'> =>
  serverI18n.getFixedT(language, 'booking');

/**
 * The language a request asks for: the web app sends its interface language as Accept-Language;
 * other callers get their browser's first supported language, else the default.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter(Boolean);
  return pickLanguage(null, tags);
}
