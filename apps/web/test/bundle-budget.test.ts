// @vitest-environment node
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The JavaScript a direct load of a page downloads before it is usable (issue 12): the entry, the
 * chunks the page's route loads, and the Spanish texts it shows (the core catalogue and the parts its
 * page module asks for with `loadCatalogueParts`), each gzip-compressed as the server sends it (the
 * build's own .gz files). Lazy parts — the answer map, dialogs, other
 * screens — are not counted: they load later.
 */
const KB = 1000;
const CATALOGUE = 'src/i18n/es.ts';
const SHELL = 'src/app/shell/AppShell.tsx';
/** Issue 12's budgets (ARCHITECTURE.md "Budgets"), enforced on the production build (Preact under React's name). */
const PAGES: { name: string; modules: string[]; budget: number }[] = [
  {
    name: 'sign-in (/login)',
    modules: ['src/features/auth/LoginPage.tsx'],
    budget: 150 * KB,
  },
  {
    name: 'public answer (/publico/contestar/:id), before its map',
    modules: ['src/features/answering/AnswerPage.tsx'],
    budget: 200 * KB,
  },
  {
    name: 'home (/home)',
    modules: [SHELL, 'src/features/home/HomePage.tsx'],
    budget: 300 * KB,
  },
  {
    name: 'form list (/listar)',
    modules: [SHELL, 'src/features/forms-list/FormListPage.tsx'],
    budget: 300 * KB,
  },
  {
    name: 'users (/usuarios)',
    modules: [SHELL, 'src/features/users/UsersPage.tsx'],
    budget: 300 * KB,
  },
  {
    name: 'answers list (/respuestas/listado/:id)',
    modules: [SHELL, 'src/features/answers/AnswerListPage.tsx'],
    budget: 300 * KB,
  },
  {
    name: 'answer view (/ver/:id)',
    modules: [SHELL, 'src/features/answer-view/AnswerViewPage.tsx'],
    budget: 300 * KB,
  },
  {
    name: 'webhooks (/webhooks)',
    modules: [SHELL, 'src/features/webhooks/WebhooksPage.tsx'],
    budget: 300 * KB,
  },
];

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-web-build-'));
  // Vitest runs with NODE_ENV=test, which would give React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: webRoot,
      mode: 'production',
      configFile: path.join(webRoot, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = JSON.parse(await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);
afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

/** The Spanish catalogue parts a page module fetches before it renders. */
function partsOf(module: string): string[] {
  const call = /loadCatalogueParts\(([^)]*)\)/.exec(readFileSync(path.join(webRoot, module), 'utf8'));
  return call ? [...call[1]!.matchAll(/'([a-z][a-zA-Z-]*)'/g)].map((m) => `src/i18n/${m[1]}/es.ts`) : [];
}

/** The chunks a direct load fetches: the entry and the given modules, with everything they import statically. */
function initialChunks(modules: string[]): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not a chunk of the build`);
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entry!, CATALOGUE, ...modules.flatMap((module) => [module, ...partsOf(module)])]) {
    visit(key);
  }
  return seen;
}

async function gzipBytes(chunks: Set<string>): Promise<number> {
  let total = 0;
  for (const key of chunks) {
    const file = manifest[key]!.file;
    if (file.endsWith('.js')) total += (await readFile(path.join(outDir, `${file}.gz`))).length;
  }
  return total;
}

describe('initial JavaScript of a direct load (gzip)', () => {
  it.each(PAGES)('$name stays within its budget', async ({ modules, budget }) => {
    const bytes = await gzipBytes(initialChunks(modules));
    const figure = `${(bytes / KB).toFixed(1)} kB gzip (budget ${budget / KB} kB)`;
    expect(bytes, figure).toBeLessThanOrEqual(budget);
  });

  it('keeps the maps, the data grid and the other language out of the first load', () => {
    for (const [page, map] of [
      [PAGES[1]!, 'src/features/answering/place/AnswerMap.tsx'],
      [PAGES[6]!, 'src/features/answer-view/PlaceMap.tsx'],
      // The webhooks page's creation form (react-hook-form, the schemas) loads when it is opened.
      [PAGES[7]!, 'src/features/webhooks/EndpointDialog.tsx'],
    ] as const) {
      expect(manifest[map]?.isDynamicEntry).toBe(true);
      expect(initialChunks(page.modules).has(map)).toBe(false);
    }
    for (const { modules } of PAGES) {
      const chunks = initialChunks(modules);
      expect([...chunks].filter((key) => key.startsWith('src/i18n/') && key.endsWith('/en.ts'))).toEqual([]);
      expect(chunks.has('src/i18n/en.ts')).toBe(false);
    }
    const files = Object.values(manifest).map((chunk) => chunk.file);
    expect(files.some((file) => /x-data-grid|DataGrid/i.test(file))).toBe(false);
  });

  it('loads the chart library with the statistics page only', () => {
    const statistics = 'src/features/statistics/StatisticsPage.tsx';
    expect(manifest[statistics]?.isDynamicEntry).toBe(true);
    const charts = [...initialChunks([SHELL, statistics])].filter((key) => manifest[key]!.file.length > 0);
    for (const { modules } of PAGES) {
      const chunks = initialChunks(modules);
      expect(chunks.has(statistics)).toBe(false);
      // Whatever the statistics page alone loads (the charts) is not loaded by another page.
      const own = charts.filter((key) => !initialChunks([SHELL]).has(key) && key !== statistics);
      expect(own.filter((key) => chunks.has(key) && /chart/i.test(manifest[key]!.file))).toEqual([]);
    }
  });
});

describe('the project files beside the app', () => {
  it('puts the licence and the changelog in the build (About Cabildo links to them)', async () => {
    const repository = path.resolve(webRoot, '../..');
    expect(await readFile(path.join(outDir, 'LICENSE.txt'), 'utf8')).toBe(
      await readFile(path.join(repository, 'LICENSE'), 'utf8'),
    );
    expect(await readFile(path.join(outDir, 'CHANGELOG.txt'), 'utf8')).toBe(
      await readFile(path.join(repository, 'CHANGELOG.md'), 'utf8'),
    );
  });
});
