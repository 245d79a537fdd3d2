import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoEmail, signIn, startTestApp, type TestApp } from './helpers.ts';

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

  it('keeps unknown API routes as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
