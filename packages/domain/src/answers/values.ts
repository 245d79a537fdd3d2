import type { DataType } from '../forms/template.ts';

export const ANSWER_ERRORS = {
  required: 'answers.errors.required',
  conditionRequired: 'answers.errors.conditionRequired',
  missingRequired: 'answers.errors.missingRequired',
  citizenRequired: 'answers.errors.citizenRequired',
  integer: 'answers.errors.integer',
  decimal: 'answers.errors.decimal',
  date: 'answers.errors.date',
  time: 'answers.errors.time',
  link: 'answers.errors.link',
  signatoryRequired: 'answers.errors.signatoryRequired',
  signatureMissing: 'answers.errors.signatureMissing',
  tampered: 'answers.errors.tampered',
} as const;
export type AnswerErrorKey = (typeof ANSWER_ERRORS)[keyof typeof ANSWER_ERRORS];

const INTEGER = /^\d+$/;
/** Digits, then optionally a comma and one or two decimals (spec part 2 §5). */
const DECIMAL = /^\d+(,\d{1,2})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar date in YYYY-MM-DD (no 31 April, no 29 February outside leap years). */
export function isValidDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** An http(s) address with a dotted host name and no spaces. */
const LINK = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][^\s]*)?$/i;
export function isValidLink(value: string): boolean {
  return LINK.test(value);
}

/** Why a typed value is not valid for its data type, or null; a blank value is never invalid here. */
export function valueProblem(dataType: DataType, value: string): AnswerErrorKey | null {
  if (value === '') return null;
  switch (dataType) {
    case 'integer':
      return INTEGER.test(value) ? null : ANSWER_ERRORS.integer;
    case 'decimal':
      return DECIMAL.test(value) ? null : ANSWER_ERRORS.decimal;
    case 'date':
      return isValidDate(value) ? null : ANSWER_ERRORS.date;
    case 'time':
      return TIME.test(value) ? null : ANSWER_ERRORS.time;
    case 'link':
      return isValidLink(value) ? null : ANSWER_ERRORS.link;
    case 'text':
      return null;
  }
}

/**
 * What the input field lets through while typing: integers keep digits only, decimals keep digits
 * and one comma with at most two decimals, so a person cannot type an invalid number at all.
 */
export function sanitizeTyped(dataType: DataType, typed: string): string {
  if (dataType === 'integer') return typed.replace(/\D/g, '');
  if (dataType === 'decimal') {
    const cleaned = typed.replace(/\./g, ',').replace(/[^\d,]/g, '');
    const [whole = '', ...rest] = cleaned.split(',');
    return rest.length === 0 ? whole : `${whole},${rest.join('').slice(0, 2)}`;
  }
  return typed;
}
