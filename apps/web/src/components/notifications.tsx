import type { OptionsObject, SnackbarMessage } from 'notistack';
import { GlobalStyles, useMediaQuery } from '@mui/material';
import { styled } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Toasts without notistack in the first load (issue 12): `useSnackbar()` keeps notistack's shape,
 * but notistack itself (8 kB) loads with the first toast. Toasts asked for before it arrives wait
 * in `waiting` and are shown in order.
 */
type Enqueue = (message: SnackbarMessage, options?: OptionsObject) => void;

let enqueue: Enqueue | null = null;
let mountSnackbars: (() => void) | null = null;
const waiting: [SnackbarMessage, OptionsObject | undefined][] = [];

/**
 * Toast colours with white text at 4.5:1 or more (WCAG 1.4.3; notistack's own success green is
 * 3.3:1 and its warning orange 2.2:1): success 5.1:1, warning 5.0:1, error 5.6:1, info 5.8:1.
 */
export const TOAST_COLOURS = {
  success: '#2e7d32',
  warning: '#b45309',
  error: '#c62828',
  info: '#1565c0',
} as const;

/**
 * How long toasts stay on screen, in one place: warnings 3.5 s (spec part 2 §9), saved notices
 * 6 s and errors 4 s (part 3 §9), a toast that names none 2.5 s, an invitation not sent 12 s.
 */
export const TOAST_MS = { brief: 2500, warning: 3500, error: 4000, standard: 6000, long: 12_000 } as const;

/**
 * On a phone the toasts show at the top, under the sticky app bar (56 px): at the bottom they
 * covered the save buttons at the end of the answer screens.
 */
const PHONE_TOP_OFFSET = 64;

const Snackbars = lazy(async () => {
  const { SnackbarProvider, MaterialDesignContent, useSnackbar: useNotistack } = await import('notistack');
  const Content = styled(MaterialDesignContent)(
    Object.fromEntries(
      Object.entries(TOAST_COLOURS).map(([variant, colour]) => [
        `&.notistack-MuiContent-${variant}`,
        { backgroundColor: colour, color: '#ffffff' },
      ]),
    ),
  );
  /** Hands notistack's enqueue to `notify` and shows what waited for it. */
  function Bridge() {
    const { enqueueSnackbar } = useNotistack();
    useEffect(() => {
      enqueue = enqueueSnackbar;
      for (const [message, options] of waiting.splice(0)) enqueueSnackbar(message, options);
      return () => {
        enqueue = null;
      };
    }, [enqueueSnackbar]);
    return null;
  }
  function Snackbars() {
    const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
    return (
      <>
        {phone && (
          <GlobalStyles
            styles={{ '.notistack-SnackbarContainer': { top: `${PHONE_TOP_OFFSET}px !important` } }}
          />
        )}
        <SnackbarProvider
          maxSnack={3}
          autoHideDuration={TOAST_MS.brief}
          anchorOrigin={{ vertical: phone ? 'top' : 'bottom', horizontal: 'center' }}
          Components={{ success: Content, warning: Content, error: Content, info: Content }}
        >
          <Bridge />
        </SnackbarProvider>
      </>
    );
  }
  return { default: Snackbars };
});

/** Where the toasts appear: mounted once by the app's providers, empty until the first toast. */
export function Notifications() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    mountSnackbars = () => setShown(true);
    if (waiting.length > 0) setShown(true);
    return () => {
      mountSnackbars = null;
    };
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <Snackbars />
    </Suspense>
  ) : null;
}

function notify(message: SnackbarMessage, options?: OptionsObject) {
  if (enqueue) return enqueue(message, options);
  waiting.push([message, options]);
  mountSnackbars?.();
}

/** notistack's `useSnackbar` for showing toasts, without loading notistack up front. */
export function useSnackbar() {
  return { enqueueSnackbar: notify };
}
