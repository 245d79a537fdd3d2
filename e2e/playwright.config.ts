import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = 3100;
export const BASE_URL = `http://localhost:${PORT}`;
const dataDir = path.join(here, '.data');
/** The identity provider of the single-sign-on journey (support/identity-provider.ts), on loopback. */
const IDP_PORT = 3101;
export const IDP_ISSUER = `http://127.0.0.1:${IDP_PORT}`;
const IDP_CLIENT_SECRET = 'e2e-identity-provider-client-secret';

/** Drives the real app (built web + API on one port, fresh embedded database) in the system's Chromium. */
export default defineConfig({
  testDir: './specs',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'e2e', testIgnore: /screenshots\.spec\.ts/ },
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts/ },
  ],
  webServer: [
    {
      command: 'node --import tsx support/identity-provider.ts',
      cwd: here,
      url: `${IDP_ISSUER}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'ignore',
      env: { APP_URL: BASE_URL, IDP_PORT: String(IDP_PORT), IDP_CLIENT_SECRET },
    },
    {
      command: `rm -rf "${dataDir}" && node ../apps/server/dist/main.js`,
      cwd: here,
      url: `${BASE_URL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        APP_URL: BASE_URL,
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        // The journeys sign in with the demo accounts: production loads them only when asked (issue 29).
        SEED_DEMO: 'true',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        OIDC_ISSUER: IDP_ISSUER,
        OIDC_CLIENT_ID: 'cabildo',
        OIDC_CLIENT_SECRET: IDP_CLIENT_SECRET,
        // The webhooks journey's receiver listens on loopback over plain http (test-only setting).
        WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
        WEBHOOK_POLL_SECONDS: '1',
      },
    },
  ],
});
