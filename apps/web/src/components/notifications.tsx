import type { OptionsObject, SnackbarMessage } from 'notistack';
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

const Snackbars = lazy(async () => {
  const { SnackbarProvider, useSnackbar: useNotistack } = await import('notistack');
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
    return (
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={2500}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Bridge />
      </SnackbarProvider>
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
