import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../src/ops/openapi.ts';
import { ROUTES, type RouteEntry } from '../../../src/routes.ts';

/**
 * The route table (src/routes.ts) says where each URL is served: every path of the API description
 * falls under an entry — its prefix, and one of the paths it lists when it shares the prefix.
 */

let paths: string[];
beforeAll(async () => {
  const description = (await describeApi()) as { paths: Record<string, unknown> };
  paths = Object.keys(description.paths).map((url) => url.replace(/\{(\w+)\}/g, ':$1'));
}, 120_000);

const under = (url: string, root: string) => url === root || url.startsWith(`${root}/`);
const claims = (entry: RouteEntry, url: string) =>
  entry.serves ? entry.serves.some((path) => under(url, `${entry.prefix}${path}`)) : under(url, entry.prefix);

it('every path of the API is under an entry of the route table', () => {
  expect(paths.length).toBeGreaterThan(50);
  expect(paths.filter((url) => !ROUTES.some((entry) => claims(entry, url)))).toEqual([]);
});

it('what an entry lists under a shared prefix is served: no entry claims nothing', () => {
  const idle = ROUTES.filter(
    (entry) => entry.prefix.startsWith('/api') && !paths.some((url) => claims(entry, url)),
  ).map((entry) => entry.plugin.name);
  expect(idle).toEqual([]);
});

it('a plugin on the bare /api prefix lists what it serves', () => {
  expect(ROUTES.filter((entry) => entry.prefix === '/api' && !entry.serves)).toEqual([]);
});
