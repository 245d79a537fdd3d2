import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TOAST_MS, useSnackbar } from '../../../components/notifications.tsx';

/** The answer screens' toasts, each for its kind's usual time, from a catalogue key. */
export function useAnswerToasts() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      warning: (key: ParseKeys) =>
        enqueueSnackbar(t(key), { variant: 'warning', autoHideDuration: TOAST_MS.warning }),
      error: (key: ParseKeys) =>
        enqueueSnackbar(t(key), { variant: 'error', autoHideDuration: TOAST_MS.error }),
      success: (key: ParseKeys) =>
        enqueueSnackbar(t(key), { variant: 'success', autoHideDuration: TOAST_MS.standard }),
    }),
    [enqueueSnackbar, t],
  );
}
