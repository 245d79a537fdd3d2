import type { AltTexts } from '../forms/template.ts';
import { LANGUAGE_FALLBACKS, OVERRIDE_LANGUAGES, matchLanguage, type Language } from './languages.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The spec's display format for dates with time: DD/MM/YYYY - HH:mm (24 hours, local time). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} - ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The language a form is written in, its alternative-language texts aside: the product's, Spanish
 * (the template does not say; docs/decisions.md "Languages").
 */
export const FORM_LANGUAGE: Language = 'es';

/** The alternative text `localized` shows for `language`, with its language; null for the original. */
function alternative(
  alt: AltTexts | undefined,
  language: string,
): { text: string; language: Language } | null {
  const code = matchLanguage(language);
  if (!code || !alt) return null;
  // The ID/RUC Spanish reads a form's Spanish version where it has none of its own.
  const codes = OVERRIDE_LANGUAGES.includes(code) ? [code, ...LANGUAGE_FALLBACKS[code].slice(0, 1)] : [code];
  for (const each of codes) {
    const translated = alt[each]?.trim();
    if (translated) return { text: translated, language: each };
  }
  return null;
}

/**
 * A form text in the given language when the form has a version in it (spec part 2 §1: titles,
 * descriptions, section, question, option and condition texts), else the original.
 */
export function localized(text: string, alt: AltTexts | undefined, language: string): string {
  return alternative(alt, language)?.text ?? text;
}

/** The language of the text `localized` shows: the alternative's, else the form's own (FORM_LANGUAGE). */
export function localizedLanguage(alt: AltTexts | undefined, language: string): Language {
  return alternative(alt, language)?.language ?? FORM_LANGUAGE;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored date (YYYY-MM-DD) as the spec shows it (DD/MM/YYYY); anything else as it is. */
export function dateToDisplay(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
