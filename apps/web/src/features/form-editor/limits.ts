import { FIELD_ERRORS } from '@cabildo/domain';
import type { TFunction } from 'i18next';

/**
 * What a limited text field says under itself: the count of characters once it nears its limit
 * (or always, for the short fields where the limit matters), and the limit's message when over.
 */
export function limitHelp(
  t: TFunction,
  value: string | null,
  max: number,
  options: { always?: boolean; message?: string } = {},
): { error: boolean; helperText?: string } {
  const length = value?.length ?? 0;
  const count = t('editor.limits.counter', { length, max });
  if (length > max)
    return { error: true, helperText: `${options.message ?? t(FIELD_ERRORS.tooLong, { max })} (${count})` };
  if (options.always || length >= max * 0.8) return { error: false, helperText: count };
  return { error: false };
}
