// @vitest-environment node
import { DETAIL_MESSAGES } from '@cabildo/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';

/**
 * The API's English text of a refusal detail's key (packages/domain/src/errors-details.ts) is the
 * web's English text of that key: one wording for API callers and readers. Every catalogue key the
 * shared rules and the server can put in a detail has one.
 */
const parts = import.meta.glob<Record<string, unknown>>('../src/i18n/*/en.ts', { eager: true });
const sources = import.meta.glob<string>(
  ['../../../packages/domain/src/**/*.ts', '../../server/src/**/*.ts', '!**/i18n/catalogues/**'],
  { eager: true, query: '?raw', import: 'default' },
);

/** The web's English text of a key, or undefined. */
function english(key: string): string | undefined {
  const [part, ...rest] = key.split('.');
  const module = parts[`../src/i18n/${part}/en.ts`];
  let texts: unknown = module ? Object.values(module)[0] : (en as Record<string, unknown>)[part!];
  for (const step of rest) texts = (texts as Record<string, unknown> | undefined)?.[step];
  return typeof texts === 'string' ? texts : undefined;
}

describe('refusal details in English', () => {
  it.each(Object.entries(DETAIL_MESSAGES))('%s is the web English text', (key, message) => {
    expect(english(key)).toBe(message);
  });

  it('cover every catalogue key the domain and the server use that the web translates', () => {
    const used = new Set<string>();
    for (const source of Object.values(sources))
      for (const [, key] of source.matchAll(/'([a-z][A-Za-z]*(?:\.[A-Za-z]+)*\.errors\.[A-Za-z]+)'/g))
        if (!key!.startsWith('errors.')) used.add(key!);
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used].filter((key) => english(key) !== undefined && !(key in DETAIL_MESSAGES));
    expect(missing).toEqual([]);
  });
});
