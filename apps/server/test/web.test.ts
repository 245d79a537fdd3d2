import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'cabildo-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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

  it('serves hashed assets with a long cache life', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
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

  it('keeps unknown API routes as JSON 404s', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
