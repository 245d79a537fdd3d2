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
  tooLong: 'answers.errors.tooLong',
  signatoryRequired: 'answers.errors.signatoryRequired',
  signatureMissing: 'answers.errors.signatureMissing',
  tampered: 'answers.errors.tampered',
} as const;
export type AnswerErrorKey = (typeof ANSWER_ERRORS)[keyof typeof ANSWER_ERRORS];

/** The longest answer to one question, in characters. */
export const ANSWER_VALUE_MAX = 10_000;

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
  if (value.length > ANSWER_VALUE_MAX) return ANSWER_ERRORS.tooLong;
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
 * Whether a number being typed can still become valid (digits, then a comma and up to two
 * decimals): the field says nothing while it can, and never changes what was typed.
 */
export function couldBecomeValid(dataType: DataType, typed: string): boolean {
  if (dataType === 'integer') return /^\d*$/.test(typed);
  if (dataType === 'decimal') return /^\d*(,\d{0,2})?$/.test(typed);
  return true;
}
