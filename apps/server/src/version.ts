import { readFileSync } from 'node:fs';

/**
 * Cabildo's version, read once from the server package's package.json (one version for the whole
 * repository: root and every workspace carry the same, a test keeps them so). This file sits
 * directly under src/ so that `../package.json` is apps/server/package.json both from the
 * TypeScript source and from the compiled dist/version.js beside dist/main.js.
 */
export const CABILDO_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
