import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/seed/demo.ts';
import { answerApi, yesNoForm } from '../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type TestApp } from '../support/helpers.ts';

// An asset as the build leaves it: the file and its pre-compressed twins.
const ASSET = `export const greeting = ${JSON.stringify('hola '.repeat(400))};`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'cabildo-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), ASSET);
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(ASSET));
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(ASSET));
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  t = await startTestApp({
    WEB_DIST_DIR: dist,
    MAP_TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
  });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('answers every page route with the app shell, which routes in the browser', async () => {
    for (const url of ['/', '/home', '/usuarios', '/publico/contestar/abc', '/no/such/page']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a long cache life, and the app shell checked every time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ASSET);
    for (const url of ['/', '/login', '/publico/contestar/abc']) {
      const shell = await t.app.inject({ method: 'GET', url });
      expect(shell.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the pre-compressed asset the browser accepts, which decodes to the same bytes', async () => {
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers['vary']).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(ASSET.length / 4);
      expect(decoders[encoding](response.rawPayload).toString()).toBe(ASSET);
    }
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('never serves source maps, even when the build has them, nor the app shell for a missing asset', async () => {
    for (const url of ['/assets/app-abc123.js.map', '/assets/app-gone.js']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret.ts');
    }
  });

  it('lets the pages load images only from the product and the configured tile service', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/home' });
    const imgSrc = /img-src ([^;]*)/.exec(response.headers['content-security-policy'] as string)![1];
    expect(imgSrc).toBe("'self' data: blob: https://*.tiles.example.org");
  });

  it('compresses JSON API answers for browsers that accept it, and they stay no-store', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const plain = await t.app.inject({ method: 'GET', url: '/api/users', headers: as(admin) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/users',
        headers: { ...as(admin), 'accept-encoding': `${encoding}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.length).toBeLessThan(plain.body.length);
      expect(JSON.parse(decoders[encoding](response.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('never compresses the live event stream: its first event arrives as plain text', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const first = await new Promise<{ headers: Record<string, unknown>; chunk: string }>(
      (resolve, reject) => {
        const request = httpRequest(
          `${baseUrl}/api/auth/events`,
          { headers: { cookie: admin.cookie, 'accept-encoding': 'br, gzip' } },
          (response) => {
            response.once('data', (chunk: Buffer) => {
              resolve({ headers: response.headers, chunk: chunk.toString() });
              request.destroy();
            });
          },
        );
        request.on('error', reject);
        request.end();
      },
    );
    expect(first.headers['content-type']).toContain('text/event-stream');
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.chunk).toContain(': connected');
  });

  it('serves robots.txt, which keeps crawlers to the public pages, and no security.txt without SECURITY_CONTACT', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const rules = robots.body
      .split('\n')
      .map((line) => /^(Allow|Disallow): (\S+)$/.exec(line))
      .filter((match) => match !== null)
      .map(([, kind, prefix]) => ({ allow: kind === 'Allow', prefix: prefix! }));
    expect(robots.body).toMatch(/^User-agent: \*$/m);
    // RFC 9309: the longest matching rule decides; none matching allows.
    const allowed = (url: string) =>
      rules.filter((rule) => url.startsWith(rule.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0]
        ?.allow ?? true;
    for (const url of [
      '/publico/contestar/6f1c1a52-0000-4000-8000-000000000001',
      '/publico/consultar-estado',
      '/actas/consultar',
      '/assets/index-abc123.js',
    ])
      expect(allowed(url), url).toBe(true);
    for (const url of [
      '/',
      '/home',
      '/login',
      '/listar',
      '/usuarios',
      '/contestar/6f1c1a52',
      '/cis/contestar/6f1c1a52',
      '/respuestas/listado/6f1c1a52',
      '/estadisticas/6f1c1a52',
      '/ciudadano/formularios/respuestas/TOKEN',
      '/publico/guardado/6f1c1a52/CBA-1',
      '/api/forms',
      '/metrics',
    ])
      expect(allowed(url), url).toBe(false);

    for (const url of ['/.well-known/security.txt', '/.well-known/change-password']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('embedding the public answer and saved pages', () => {
  const SITE = 'https://www.cordoba.gob.ar';
  const frameAncestors = (headers: Record<string, unknown>) =>
    /frame-ancestors ([^;]*)/.exec(headers['content-security-policy'] as string)![1];

  it('lets only the origins set on the municipality frame a public form of it, and nothing else', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const api = answerApi(t);
    const [cordoba] = (
      await t.app.inject({ method: 'GET', url: '/api/municipalities?name=córdoba', headers: as(admin) })
    ).json();
    const edit = (embedOrigins: string[], session = admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/municipalities/${cordoba.id}`,
        headers: as(session),
        payload: {
          name: cordoba.name,
          key: cordoba.key,
          managementId: String(cordoba.managementId),
          provinceId: cordoba.province.id,
          settings: { ...cordoba.settings, embedOrigins },
        },
      });
    // Origins only: no path, no other scheme; only the admin edits a municipality.
    for (const bad of [['https://www.cordoba.gob.ar/tramites'], ['javascript:alert(1)'], ['cordoba.gob.ar']])
      expect((await edit(bad)).statusCode, bad[0]).toBe(400);
    const elevated = await signIn(t.app, demoEmail('supervisor-elevado'));
    expect((await edit([SITE], elevated)).statusCode).toBe(403);
    const saved = await edit([SITE, 'http://localhost:8080']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.embedOrigins).toEqual([SITE, 'http://localhost:8080']);

    const form = await api.createForm(admin, yesNoForm(DEMO_IDS.obrasPrivadas, 'Formulario embebido'));
    const page = (url: string) => t.app.inject({ method: 'GET', url });
    // Private: not framed, even on the public routes.
    expect(frameAncestors((await page(`/publico/contestar/${form.id}`)).headers)).toBe("'none'");
    const scope = await api.call(admin, 'PUT', `/api/forms/${form.id}/scope`, { public: true });
    expect(scope.statusCode).toBe(200);

    for (const url of [
      `/publico/contestar/${form.id}`,
      `/publico/guardado/${form.id}/CBA-12`,
      // Spelt otherwise, the same page to the web app's router: framed alike.
      `/p%75blico/contestar/${form.id}`,
      `//publico/guardado/${form.id}/CBA-12`,
    ]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(frameAncestors(response.headers), url).toBe(`${SITE} http://localhost:8080`);
      expect(response.headers['x-frame-options'], url).toBeUndefined();
    }
    for (const url of [
      '/home',
      '/login',
      `/contestar/${form.id}`,
      `/respuestas/listado/${form.id}`,
      '/publico/consultar-estado',
      `/publico/contestar/${randomUUID()}`,
      '/publico/contestar/not-an-id',
      `/publico/contestar/${form.id}/extra`,
    ]) {
      const response = await page(url);
      expect(frameAncestors(response.headers), url).toBe("'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    // The API never gets framed either.
    const apiResponse = await api.open(null, form.id, 'public');
    expect(frameAncestors(apiResponse.headers)).toBe("'none'");
  });
});
