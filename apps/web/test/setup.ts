import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadCatalogues } from '../src/i18n/index.ts';

// Every screen loads on demand (its own chunk): give findBy/waitFor time for the import on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The bundle test runs in Node, without a browser's storage.
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals();
});

// The app fetches one catalogue per language on demand; tests read both languages at any time.
await loadCatalogues('en', 'es');
