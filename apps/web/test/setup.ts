import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadEveryCatalogue } from '../src/i18n/index.ts';

// Every screen loads on demand (its own chunk): give findBy/waitFor time for the import on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The bundle test runs in Node, without a browser's storage.
  globalThis.localStorage?.clear();
  vi.unstubAllGlobals();
});

// The app fetches the texts of one language, feature by feature, on demand; tests read every text in both languages.
await loadEveryCatalogue();
