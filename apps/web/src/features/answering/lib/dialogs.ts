import { lazy } from 'react';

/**
 * The answer screen's dialogs, out of its first load (issue 12): fetched when the page is idle
 * (`preloadWhenIdle`) and at the latest when one opens.
 */
export const loadAnswerDialogs = () => import('../components/AnswerDialogs.tsx');
export const loadUploadFailedDialog = () => import('../uploads/UploadFailedDialog.tsx');

export const ObservationsDialog = lazy(() =>
  loadAnswerDialogs().then((m) => ({ default: m.ObservationsDialog })),
);
export const StateDialog = lazy(() => loadAnswerDialogs().then((m) => ({ default: m.StateDialog })));
export const DiscardDraftDialog = lazy(() =>
  loadAnswerDialogs().then((m) => ({ default: m.DiscardDraftDialog })),
);
export const ConnectionLostDialog = lazy(() =>
  loadAnswerDialogs().then((m) => ({ default: m.ConnectionLostDialog })),
);
export const UploadFailedDialog = lazy(() =>
  loadUploadFailedDialog().then((m) => ({ default: m.UploadFailedDialog })),
);
