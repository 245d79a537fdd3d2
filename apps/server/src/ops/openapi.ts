import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

/**
 * The OpenAPI description, as /api/docs/json serves it, from an app built in-process on an empty
 * in-memory database with the default configuration and single sign-on on, so its routes are
 * described too (nothing listens, nothing is asked of the identity provider). For the description's lint
 * (`npm run lint:openapi`) and the web's generated types (`npm run api:generate`).
 */
export async function describeApi(): Promise<Record<string, unknown>> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cabildo-openapi-'));
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    APP_URL: 'http://localhost:3000',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    OIDC_ISSUER: 'https://sso.example.org',
    OIDC_CLIENT_ID: 'cabildo',
  });
  const app = await buildApp({ config, database });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// `tsx --conditions=@cabildo/source apps/server/src/ops/openapi.ts <file>`: writes it to <file>.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const target = process.argv[2];
  if (!target) {
    process.stderr.write('usage: openapi.ts <output.json>\n');
    process.exit(2);
  }
  await writeFile(target, `${JSON.stringify(await describeApi(), null, 2)}\n`);
  process.exit(0);
}
