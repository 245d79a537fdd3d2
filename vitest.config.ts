import { defineConfig } from 'vitest/config';

const serverProject = (name: string, databaseUrl: string) => ({
  test: {
    name,
    root: './apps/server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DATABASE_URL: databaseUrl },
  },
});

// API tests run on the embedded PGlite always, and on the PostgreSQL server too when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

export default defineConfig({
  test: {
    projects: [
      {
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
