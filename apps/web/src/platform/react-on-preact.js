/**
 * The `react` module of the production build: Preact's React API (docs/decisions.md "First-load
 * budgets"), with React 19's `use` for contexts, which react-leaflet reads its map context with.
 * Plain JavaScript: preact/compat's typings (`export =`) cannot be re-exported from TypeScript.
 */
import { useContext } from 'preact/compat';

export * from 'preact/compat';
export { default } from 'preact/compat';

/** @param {import('preact').Context<unknown>} context */
export function use(context) {
  return useContext(context);
}
