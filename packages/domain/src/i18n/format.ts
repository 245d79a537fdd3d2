import type { AltTexts } from '../forms/template.ts';
import { isLanguage } from './languages.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The spec's display format for dates with time: DD/MM/YYYY - HH:mm (24 hours, local time). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} - ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A form text in the given language when the form has a version in it (spec part 2 §1: titles,
 * descriptions, section, question, option and condition texts), else the original.
 */
export function localized(text: string, alt: AltTexts | undefined, language: string): string {
  const code = language.split('-')[0];
  const translated = isLanguage(code) ? alt?.[code]?.trim() : undefined;
  return translated || text;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A stored date (YYYY-MM-DD) as the spec shows it (DD/MM/YYYY); anything else as it is. */
export function dateToDisplay(value: string): string {
  const match = ISO_DATE.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
