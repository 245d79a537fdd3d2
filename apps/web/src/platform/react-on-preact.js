/**
 * The `react` module of the production build: Preact's React API (docs/decisions.md "First-load
 * budgets"), with React 19's `use` for contexts, which react-leaflet reads its map context with.
 * Plain JavaScript: preact/compat's typings (`export =`) cannot be re-exported from TypeScript.
 */
import compat, { useContext, useState } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {import('preact').Context<unknown>} context */
export function use(context) {
  return useContext(context);
}

let nextId = 0;

/**
 * Ids unique in the document, as React's. Preact numbers `useId` per render root, and every portal
 * (dialogs, menus, popovers) is a root of its own: a dialog's fields took the page's ids ('P0-6'
 * twice), so a label pointed at another element and a field lost its name (WCAG 1.3.1, 4.1.2).
 * Nothing is rendered on the server, so a counter is enough.
 */
export function useId() {
  const [id] = useState(() => `id-${(nextId++).toString(36)}`);
  return id;
}
// For code that reads it from the default export (`React.useId`).
compat.useId = useId;
