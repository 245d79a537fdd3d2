import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_LOOKUPS_PER_MINUTE } from '../../../src/modules/lookup/routes.ts';
import { as, DEMO_PASSWORD, demoEmail, signIn, startTestApp, type TestApp } from '../../support/helpers.ts';

/**
 * Every rule that goes by where a request is reads the path as the router does
 * (http/request-path.ts): a percent-encoded spelling of /api/… is the API to each of them.
 */
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'cabildo-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'export {};');
  t = await startTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

/** Spellings the router takes to the sign-in route (it percent-decodes the path before matching). */
const ROUTED_LOGIN = ['/%61pi/auth/login', '/%61%70%69/auth/login', '/api/%61uth/login', '/api/auth/log%69n'];
/** Spellings the router takes nowhere, which a proxy or a browser may still read as /api/auth/login. */
const UNROUTED_LOGIN = [
  '//api/auth/login',
  '/api//auth/login',
  '/API/auth/login',
  '/%41PI/auth/login',
  '/%2Fapi/auth/login',
  '/api%2Fauth%2Flogin',
];
const CROSS_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
const credentials = { email: demoEmail('admin'), password: DEMO_PASSWORD };

describe('percent-encoded and doubled spellings of the API', () => {
  it('are the sign-in route to the router: a same-site sign-in through one works', async () => {
    const response = await t.app.inject({ method: 'POST', url: ROUTED_LOGIN[0], payload: credentials });
    expect(response.statusCode).toBe(200);
  });

  it('never let a cross-site sign-in through, whichever spelling', async () => {
    for (const url of ROUTED_LOGIN) {
      for (const headers of [CROSS_SITE, { origin: 'https://evil.example' }]) {
        const response = await t.app.inject({ method: 'POST', url, headers, payload: credentials });
        expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.json().error.code).toBe('CSRF_REJECTED');
        expect(response.cookies.find((cookie) => cookie.name === 'cabildo_session')).toBeUndefined();
      }
    }
    for (const url of UNROUTED_LOGIN) {
      const response = await t.app.inject({ method: 'POST', url, headers: CROSS_SITE, payload: credentials });
      expect([403, 404], url).toContain(response.statusCode);
      expect(
        response.cookies.find((cookie) => cookie.name === 'cabildo_session'),
        url,
      ).toBeUndefined();
    }
  });

  it('are never kept by a browser or a proxy (no-store), and never answered with the app shell', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    for (const url of ['/api/auth/me', '/%61pi/auth/me', '/api/auth/%6De', '/%61%70%69/auth/me']) {
      const response = await t.app.inject({ method: 'GET', url, headers: as(admin) });
      expect(response.statusCode, url).toBe(200);
      expect(response.json().user.email, url).toBe(demoEmail('admin'));
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of [
      '//api/auth/me',
      '/API/auth/me',
      '/%2Fapi/auth/me',
      '/api%2Fauth%2Fme',
      '/%61pi/nope',
      '/api',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: as(admin) });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('leave missing assets and /.well-known/ as real 404s, and the pages to the app shell', async () => {
    for (const url of [
      '/%61ssets/gone.js',
      '//assets/gone.js',
      '/ASSETS/gone.js',
      '/%2E%77ell-known/security.txt',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
    expect((await t.app.inject({ method: 'GET', url: '/%61ssets/app-abc123.js' })).body).toBe('export {};');
    for (const url of ['/p%75blico/consultar-estado', '//home', '/publico/contestar/abc']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  it('are timed under their route pattern, never under the spelling or a code in it', async () => {
    await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    await t.app.inject({ method: 'GET', url: '/%61pi/public/records/SECRETCODE1' });
    await t.app.inject({ method: 'GET', url: '//api/public/records/SECRETCODE2' });
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(
      /cabildo_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\}/,
    );
    expect(text).toMatch(/route="\/api\/public\/records\/:code",status="404"/);
    expect(text).not.toMatch(/SECRETCODE|%61pi|\/\/api/);
  });

  it('keep the API docs page to admins, as its route does', async () => {
    for (const url of ['/api/docs', '/%61pi/docs', '/api/d%6Fcs']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: '/%61pi/docs/json' })).statusCode).toBe(200);
  });

  it('share one rate limit with the plain spelling', async () => {
    const spellings = ['/api/public/status', '/%61pi/public/status', '/api/public/st%61tus'];
    const codes: number[] = [];
    for (let index = 0; index <= STATUS_LOOKUPS_PER_MINUTE; index += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${spellings[index % spellings.length]}?code=NADA-${index}`,
        remoteAddress: '198.51.100.90',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, STATUS_LOOKUPS_PER_MINUTE)).not.toContain(429);
    expect(codes.at(-1)).toBe(429);
  });
});
