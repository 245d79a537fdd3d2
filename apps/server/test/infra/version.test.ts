import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { securityTxt } from '../../src/http/site-files.ts';
import { CABILDO_VERSION } from '../../src/version.ts';
import { startTestApp, type TestApp } from '../support/helpers.ts';

/**
 * Issue 29 item 1: one version for the whole repository, under the EUPL-1.2, shown by the running
 * server (health, metrics, OpenAPI); and security.txt once the deploying city names its contact.
 */

const root = new URL('../../../../', import.meta.url);
type PackageJson = { name: string; version?: string; license?: string; workspaces?: string[] };
const readJson = <T = PackageJson>(file: string) =>
  JSON.parse(readFileSync(new URL(file, root), 'utf8')) as T;
const rootPackage = readJson<PackageJson & { workspaces: string[] }>('package.json');

describe('one version and one licence', () => {
  it('every package.json, root and workspaces, carries the same version and the EUPL-1.2', () => {
    expect(rootPackage.workspaces.sort()).toEqual([
      'apps/server',
      'apps/web',
      'bench',
      'e2e',
      'packages/domain',
    ]);
    const packages = [rootPackage, ...rootPackage.workspaces.map((dir) => readJson(`${dir}/package.json`))];
    for (const pkg of packages) {
      expect(pkg.version, pkg.name).toMatch(/^\d+\.\d+\.\d+$/);
      expect(pkg.version, pkg.name).toBe(rootPackage.version);
      expect(pkg.license, pkg.name).toBe('EUPL-1.2');
    }
    // The lock file says the same of each (npm install --package-lock-only after a version change).
    const lock = readJson<{ packages: Record<string, { version?: string; license?: string }> }>(
      'package-lock.json',
    );
    for (const dir of ['', ...rootPackage.workspaces]) {
      expect(lock.packages[dir]?.version, dir || 'root').toBe(rootPackage.version);
      expect(lock.packages[dir]?.license, dir || 'root').toBe('EUPL-1.2');
    }
    expect(CABILDO_VERSION).toBe(rootPackage.version);
  });

  it('LICENSE holds the whole EUPL v1.2: its 15 articles and the appendix of compatible licences', () => {
    const text = readFileSync(new URL('LICENSE', root), 'utf8');
    expect(text).toMatch(/^EUROPEAN UNION PUBLIC LICENCE v\. 1\.2\n/);
    const articles = [...text.matchAll(/^(\d+)\.\s?[A-Z]/gm)].map((match) => Number(match[1]));
    expect(articles).toEqual(Array.from({ length: 15 }, (_, index) => index + 1));
    expect(text).toContain('Appendix');
    expect(text).toContain('European Union Public Licence (EUPL) v. 1.1, v. 1.2');
  });

  it('the changelog has a section for this version', () => {
    const changelog = readFileSync(new URL('CHANGELOG.md', root), 'utf8');
    expect(changelog).toMatch(/^## \[Unreleased\]$/m);
    expect(changelog).toMatch(
      new RegExp(`^## \\[${CABILDO_VERSION.replaceAll('.', '\\.')}\\] - \\d{4}-\\d{2}-\\d{2}$`, 'm'),
    );
  });
});

describe('the running server says its version', () => {
  let t: TestApp;
  const startedAt = Date.now();
  beforeAll(async () => {
    t = await startTestApp({ SECURITY_CONTACT: 'mailto:seguridad@cordoba.example' });
  });
  afterAll(async () => t?.close());

  it('in GET /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind, version: CABILDO_VERSION });
  });

  it('in the metrics build info', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('# TYPE cabildo_build_info gauge');
    expect(response.body.split('\n')).toContain(`cabildo_build_info{version="${CABILDO_VERSION}"} 1`);
  });

  it("in the OpenAPI description's info.version, with the health response's version field", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.info.version).toBe(CABILDO_VERSION);
    const health = document.paths['/api/health'].get.responses['200'].content['application/json'].schema;
    expect(health.required).toContain('version');
    expect(health.properties.version).toMatchObject({ type: 'string' });
  });

  it('serves security.txt (RFC 9116) with the contact, a year of validity and its canonical address', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = Object.fromEntries(
      response.body
        .trim()
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    expect(fields).toEqual({
      Contact: 'mailto:seguridad@cordoba.example',
      Expires: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
      'Preferred-Languages': 'es, en',
      Canonical: 'http://localhost:3000/.well-known/security.txt',
    });
    const expires = Date.parse(fields.Expires!);
    const year = 365 * 24 * 3600 * 1000;
    expect(expires).toBeGreaterThan(startedAt + year - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 366 * 24 * 3600 * 1000);
  });
});

describe('SECURITY_CONTACT', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/cabildo-config-test' };
  it('takes a mailto: address or an https:// URL, and is off when unset', () => {
    expect(loadConfig(base).securityContact).toBeNull();
    expect(loadConfig({ ...base, SECURITY_CONTACT: 'mailto:security@city.example' }).securityContact).toBe(
      'mailto:security@city.example',
    );
    expect(loadConfig({ ...base, SECURITY_CONTACT: 'https://city.example/security' }).securityContact).toBe(
      'https://city.example/security',
    );
  });

  it('refuses anything else at start, naming the variable and the expected form', () => {
    for (const value of [
      'security@city.example',
      'http://city.example/security',
      'mailto:',
      'javascript:alert(1)',
    ]) {
      expect(() => loadConfig({ ...base, SECURITY_CONTACT: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ ...base, SECURITY_CONTACT: value }), value).toThrow(
        /SECURITY_CONTACT: must be a mailto: address or an https:\/\/ URL/,
      );
    }
  });

  it('makes an Expires a year after the start, in UTC without fractions', () => {
    expect(
      securityTxt(
        'https://city.example/security',
        'https://forms.city.example',
        new Date('2026-12-02T01:02:03.456Z'),
      ),
    ).toBe(
      [
        'Contact: https://city.example/security',
        'Expires: 2027-12-02T01:02:03Z',
        'Preferred-Languages: es, en',
        'Canonical: https://forms.city.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });
});
