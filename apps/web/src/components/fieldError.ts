import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/**
 * The shared zod schemas carry catalogue keys as messages (e.g. 'geography.errors.keywordInvalid'),
 * so a field's error is translated as is; anything else falls back to the generic text.
 */
export function fieldError(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const key = error.message ?? '';
  return /^[a-z]+\.errors\.[A-Za-z]+$/.test(key) ? t(key as 'errors.generic') : t('errors.VALIDATION_FAILED');
}
