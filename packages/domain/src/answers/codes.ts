/** The answer-code prefix of a form without one (spec part 2 §9). */
export const ANSWER_CODE_FALLBACK_PREFIX = 'DESC';

/** codigoMunicipio: the form's prefix (the municipality keyword) and the next number of its counter. */
export function answerCode(prefix: string | null | undefined, number: number): string {
  return `${prefix?.trim() || ANSWER_CODE_FALLBACK_PREFIX}-${number}`;
}

/** The creator label of answers sent without signing in. */
export const ANONYMOUS_AUTHOR = 'Usuario Anónimo';
