import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { areas } from '../../../src/db/schema/index.ts';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { registerErrorHandling } from '../../../src/http/errors.ts';
import { tileSource } from '../../../src/http/security.ts';
import { CABILDO_VERSION } from '../../../src/version.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { demoEmail, DEMO_PASSWORD, signIn, startTestApp, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('the API surface', () => {
  it('reports health with the database kind and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      version: CABILDO_VERSION,
    });
  });

  it('serves the OpenAPI document with the auth routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/me', '/api/health', '/api/remote-config']),
    );
  });

  it('answers unknown API routes with the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    // Every error body names its request, as its X-Request-Id header does (issue 20 item 6).
    expect(response.json()).toEqual({
      error: { code: 'NOT_FOUND', message: expect.any(String), requestId: response.headers['x-request-id'] },
    });
  });

  it('answers a unique violation that reaches the error handler with 409 CONFLICT, not 500', async () => {
    const probe = Fastify();
    registerErrorHandling(probe);
    probe.post('/twice', async () => {
      const area = { id: randomUUID(), municipalityId: DEMO_IDS.cordoba, name: 'Dos veces' };
      await t.database.db.insert(areas).values(area);
      await t.database.db.insert(areas).values(area);
    });
    const response = await probe.inject({ method: 'POST', url: '/twice' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('DUPLICATE_VALUE');
    await probe.close();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Images: the product itself and the configured tile service (MAP_TILE_URL), nothing else.
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a cross-site sign-in attempt (login CSRF)', async () => {
    const payload = { email: demoEmail('supervisor'), password: DEMO_PASSWORD };
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe('CSRF_REJECTED');
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'http://localhost:3000' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    // A form posted by this site's own page under the no-referrer policy: Origin null, same-origin fetch site.
    const ownForm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(ownForm.statusCode).toBe(200);
    // Origin null without the browser's word (an old browser, a sandboxed frame elsewhere): refused.
    for (const site of [undefined, 'cross-site', 'same-site', 'none']) {
      const opaque = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { origin: 'null', ...(site ? { 'sec-fetch-site': site } : {}) },
      });
      expect(opaque.statusCode, String(site)).toBe(403);
    }
  });

  it('exposes the public sign-in settings (no single sign-on unless configured)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/settings' });
    expect(response.json()).toEqual({
      sso: { enabled: false, label: null },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
      // The demo data set is there: nothing about a first administrator.
      firstAdminNeeded: false,
    });
  });
});

describe('caching of personal data', () => {
  it('marks the signed-in user, an answer and an export no-store', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const api = answerApi(t);
    const form = await api.createForm(admin, yesNoForm(DEMO_IDS.obrasPrivadas, 'Sin caché'));
    const saved = await api.submit(admin, form.id, yesAnswer(form.template));
    expect(saved.statusCode).toBe(200);
    const responses = [
      await api.call(admin, 'GET', '/api/auth/me'),
      await api.read(admin, saved.json().id),
      await api.call(admin, 'GET', `/api/forms/${form.id}/answers/export`),
      await api.call(admin, 'GET', `/api/forms/${form.id}/answers`),
    ];
    for (const response of responses) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the API documentation', () => {
  it('shows the Swagger UI only to admins, and the OpenAPI JSON to everyone', async () => {
    const admin = await signIn(t.app, demoEmail('admin'));
    const supervisor = await signIn(t.app, demoEmail('supervisor-elevado'));
    const ui = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/docs', headers: cookie ? { cookie } : {} });
    expect((await ui()).statusCode).toBe(404);
    expect((await ui(supervisor.cookie)).statusCode).toBe(404);
    const asset = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(asset.statusCode).toBe(404);
    const shown = await ui(admin.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/yaml' })).statusCode).toBe(200);
  });

  it('shows the Swagger UI to everyone with API_DOCS=public', async () => {
    const open = await startTestApp({ API_DOCS: 'public' });
    try {
      const response = await open.app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    } finally {
      await open.close();
    }
  });
});

describe('the map tiles in the content security policy', () => {
  it('allows the origin of MAP_TILE_URL, a {s} subdomain as a wildcard', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileSource('https://{s}.tiles.example.org:8443/{z}/{x}/{y}.png?key=k')).toBe(
      'https://*.tiles.example.org:8443',
    );
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeNull();
    expect(tileSource('data:image/png;base64,{z}{x}{y}')).toBeNull();
  });
});

describe('configuration', () => {
  it('stops on a wrong value and names the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('defaults to the embedded database with demo data', () => {
    const config = loadConfig({ INIT_CWD: '/srv/cabildo' });
    expect(config).toMatchObject({
      port: 3000,
      dataDir: '/srv/cabildo/data',
      databaseUrl: null,
      seedDemo: true,
    });
    expect(config.session).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).apiDocs).toBe('admins');
    expect(() => loadConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });
});
