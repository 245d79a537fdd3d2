import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * The domain package from its TypeScript source (its package.json's "@cabildo/source"), not its
 * build; the rest are Vitest's own defaults for node (Vite's server conditions without "module").
 */
const fromSource = {
  ssr: { resolve: { conditions: ['@cabildo/source', 'node', 'development|production'] } },
};

const serverProject = (name: string, databaseUrl: string) => ({
  ...fromSource,
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DATABASE_URL: databaseUrl },
    // Migrates once per run into a template each file's database starts from (docs/decisions.md).
    globalSetup: ['./test/support/database-template.ts'],
  },
});

// API tests run on the embedded PGlite always, and on the PostgreSQL server too when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

export default defineConfig({
  test: {
    // A test file per core: Vitest's default (cores − 1) runs CI's two cores one file at a time, and a
    // file keeps one core busy at most (its JavaScript and PGlite's WASM share a thread). VITEST_MAX_WORKERS overrides.
    maxWorkers: availableParallelism(),
    projects: [
      {
        ...fromSource,
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server', ''),
      ...(postgresUrl ? [serverProject('server-postgres', postgresUrl)] : []),
      './apps/web/vite.config.ts',
    ],
  },
});
