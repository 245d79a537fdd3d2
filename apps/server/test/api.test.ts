import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { areas } from '../src/db/schema.ts';
import { DEMO_IDS } from '../src/db/seed/demo.ts';
import { registerErrorHandling } from '../src/http/errors.ts';
import { demoEmail, DEMO_PASSWORD, startTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

describe('the API surface', () => {
  it('reports health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
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
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
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
    expect(response.json().error.code).toBe('CONFLICT');
    await probe.close();
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
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
  });

  it('exposes the public sign-in settings (no single sign-on unless configured)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/settings' });
    expect(response.json()).toEqual({
      sso: { enabled: false, label: null },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      },
    });
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
  });
});
