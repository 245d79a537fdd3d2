// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';

/**
 * Every page fetches the core catalogue and, at the top of a module it loads, the parts of the
 * features it shows (`await loadCatalogueParts(...)`). This reads the sources: a text key a page
 * (or anything it imports, at once or later) writes must be in the core or in a part it asks for,
 * or the page would show the raw key.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const CORE = new Set(Object.keys(en));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'i18n' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}
const files = new Map(sourceFiles(src).map((file) => [file, readFileSync(file, 'utf8')]));
const sections = new Set([
  ...CORE,
  ...readdirSync(path.join(src, 'i18n')).filter((name) =>
    statSync(path.join(src, 'i18n', name)).isDirectory(),
  ),
]);

function importsOf(file: string): string[] {
  const text = files.get(file)!;
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g)].map((m) => m[1]!);
  return specifiers
    .map((spec) => path.resolve(path.dirname(file), spec))
    .filter((target) => files.has(target));
}

/** The keys' first segments a module writes: t('admin.title'), i18nKey="…", labelKey: '…'. */
function sectionsUsedBy(file: string): string[] {
  const text = files.get(file)!;
  return [...text.matchAll(/['"`]([a-z][a-zA-Z-]*)\.[a-zA-Z$]/g)]
    .map((m) => m[1]!)
    .filter((name) => sections.has(name));
}

function partsAskedBy(file: string): string[] {
  const call = /loadCatalogueParts\(([^)]*)\)/.exec(files.get(file)!);
  return call ? [...call[1]!.matchAll(/'([a-z][a-zA-Z-]*)'/g)].map((m) => m[1]!) : [];
}

function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || file.includes(`${path.sep}app${path.sep}routes`)) return seen;
  seen.add(file);
  for (const target of importsOf(file)) closure(target, seen);
  return seen;
}

const routes = path.join(src, 'app', 'routes.tsx');
const pages = importsOf(routes).filter((file) => file.includes('Page') || file.includes('AppShell'));

describe('catalogue parts', () => {
  it('finds the pages of the routes', () => {
    expect(pages.length).toBeGreaterThan(10);
  });
  it.each(pages.map((file) => [path.relative(src, file), file]))(
    '%s asks for the texts it shows',
    (_name, page) => {
      const modules = closure(page!);
      const asked = new Set([...modules].flatMap(partsAskedBy));
      const missing = new Map<string, string[]>();
      for (const module of modules) {
        for (const section of sectionsUsedBy(module)) {
          if (CORE.has(section) || asked.has(section)) continue;
          missing.set(section, [...(missing.get(section) ?? []), path.relative(src, module)]);
        }
      }
      expect(Object.fromEntries(missing)).toEqual({});
    },
  );
});
