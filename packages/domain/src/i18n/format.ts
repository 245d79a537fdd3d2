import type { AltTexts } from '../forms/template.ts';
import { LANGUAGE_FALLBACKS, OVERRIDE_LANGUAGES, matchLanguage, type Language } from './languages.ts';

const pad = (value: number) => String(value).padStart(2, '0');

const zoneFormatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let found = zoneFormatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormatters.set(timeZone, found);
  }
  return found;
}

/**
 * The spec's display format for dates with time: DD/MM/YYYY - HH:mm (24 hours), in `timeZone`
 * (an IANA name: the answer's municipality's) or, without one, in the runtime's own zone.
 */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string | null): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  if (timeZone) {
    const parts: Record<string, string> = {};
    for (const part of zoneFormatter(timeZone).formatToParts(date)) parts[part.type] = part.value;
    return `${parts.day}/${parts.month}/${parts.year} - ${parts.hour}:${parts.minute}`;
  }
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
