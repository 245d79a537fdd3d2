// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_REACT_API } from '../src/platform/react-api.ts';

/**
 * Production builds run the app on Preact (vite.config.ts's aliases), development and these tests on
 * React 19: a React API Preact lacks would pass every unit test and break only the built app. The
 * app's own imports from react and react-dom are held to SUPPORTED_REACT_API, and each name there
 * to what the build puts in the module's place.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.[jt]sx?$/.test(name) ? [full] : [];
  });
}

/** Each value a file imports from a react or react-dom module: `module name` ('default', '*'). */
function reactImports(text: string): string[] {
  const found: string[] = [];
  const statements = /\bimport\s+(type\s+)?([^'";]*?)\s*from\s*'(react(?:-dom)?(?:\/[^']*)?)'/g;
  for (const [, typeOnly, clause, module] of text.matchAll(statements)) {
    if (typeOnly || !clause || !module) continue;
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    const outside = clause.replace(/\{[^}]*\}/, '').trim();
    if (/\*\s*as\s+\w+/.test(outside)) found.push(`${module} *`);
    else if (/^\w+/.test(outside)) found.push(`${module} default`);
    for (const part of named?.split(',') ?? []) {
      const element = part.trim();
      if (!element || element.startsWith('type ')) continue;
      found.push(`${module} ${element.split(/\s+as\s+/)[0]!.trim()}`);
    }
  }
  for (const [, module] of text.matchAll(
    /\b(?:import|require)\s*\(\s*'(react(?:-dom)?(?:\/[^']*)?)'\s*\)/g,
  )) {
    found.push(`${module} *`);
  }
  return found;
}

// Plain JavaScript without types (see the file): imported by its URL.
const reactOnPreact = new URL('../src/platform/react-on-preact.js', import.meta.url).href;

/** What the production build resolves each module to (vite.config.ts's preactAliases). */
const production: Record<keyof typeof SUPPORTED_REACT_API, () => Promise<Record<string, unknown>>> = {
  react: () => import(/* @vite-ignore */ reactOnPreact) as Promise<Record<string, unknown>>,
  'react-dom/client': () => import('preact/compat/client'),
};

describe('the React API on Preact', () => {
  it('reads the imports the way the build sees them', () => {
    const sample = [
      "import { useState, type ReactNode } from 'react';",
      "import type { FormEvent } from 'react';",
      "import {\n  useId,\n  useRef as ref,\n} from 'react';",
      "import React, { memo } from 'react';",
      "import * as ReactDOM from 'react-dom';",
      "const client = import('react-dom/client');",
    ].join('\n');
    expect(reactImports(sample)).toEqual([
      'react useState',
      'react useId',
      'react useRef',
      'react default',
      'react memo',
      'react-dom *',
      'react-dom/client *',
    ]);
  });

  it('has every listed name where the production build looks for it', async () => {
    const missing: string[] = [];
    for (const [module, names] of Object.entries(SUPPORTED_REACT_API)) {
      const exported = await production[module as keyof typeof SUPPORTED_REACT_API]();
      for (const name of Object.keys(names)) {
        if (exported[name] === undefined) missing.push(`${module} ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('is all the app imports from react and react-dom', () => {
    const supported = new Set(
      Object.entries(SUPPORTED_REACT_API).flatMap(([module, names]) =>
        Object.keys(names).map((name) => `${module} ${name}`),
      ),
    );
    const outside = sourceFiles(src).flatMap((file) =>
      reactImports(readFileSync(file, 'utf8'))
        .filter((use) => !supported.has(use))
        .map((use) => `${path.relative(src, file)}: ${use}`),
    );
    // A new name: check preact/compat has it (and how it differs), then list it in src/platform/react-api.ts.
    expect(outside).toEqual([]);
  });
});
