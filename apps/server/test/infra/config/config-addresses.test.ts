import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';

/**
 * Issue 29 item 4: every address setting is checked at start-up, its refusal naming the variable
 * and the form expected; the demo data set stays off in production unless asked for.
 */

const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was taken`);
};

describe('address settings are refused by name, with the form expected', () => {
  it('APP_URL: http:// or https:// only, a host, nothing after the path', () => {
    for (const value of [
      'localhost:3000',
      'ftp://x',
      'javascript:alert(1)',
      'http:forms.city.example',
      'https://',
      'mailto:it@city.example',
      'https://user:secret@forms.city.example',
      'https://forms.city.example/?from=mail',
      'https://forms.city.example/#top',
    ])
      expect(refusal({ APP_URL: value }), value).toMatch(
        /^Invalid configuration:\n {2}APP_URL: must be the public http:\/\/ or https:\/\/ address, such as https:\/\/forms\.city\.example/,
      );
    expect(loadConfig({ APP_URL: 'https://forms.city.example/' }).appUrl).toBe('https://forms.city.example');
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:3100' }).appUrl).toBe('http://127.0.0.1:3100');
    expect(loadConfig({ APP_URL: 'https://city.example/cabildo' }).appUrl).toBe(
      'https://city.example/cabildo',
    );
  });

  it('MAP_TILE_URL: an http(s) template with {z}, {x} and {y}', () => {
    const expected =
      /MAP_TILE_URL: must be an http:\/\/ or https:\/\/ URL template with \{z\}, \{x\} and \{y\}, such as https:\/\/tile\.openstreetmap\.org\/\{z\}\/\{x\}\/\{y\}\.png/;
    expect(refusal({ MAP_TILE_URL: 'not a url' })).toMatch(expected);
    expect(refusal({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' })).toMatch(/\(\{y\} missing\)$/);
    expect(refusal({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toMatch(
      /\{z\}, \{x\}, \{y\} missing/,
    );
    expect(refusal({ MAP_TILE_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' })).toMatch(expected);
    expect(refusal({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toMatch(expected);
    expect(refusal({ MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}{q}.png' })).toMatch(/only \{z\}/);
    for (const good of [
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      'https://{s}.tiles.example.org:8443/{z}/{x}/{y}{r}.png?key=k',
      'http://127.0.0.1:3101/tiles/{z}/{x}/{y}.png',
    ])
      expect(loadConfig({ MAP_TILE_URL: good }).map.tileUrl).toBe(good);
  });

  it('GEOCODING_URL: an http(s) Nominatim-compatible service', () => {
    for (const value of ['nominatim.openstreetmap.org', 'ftp://geo.example.org', 'javascript:alert(1)'])
      expect(refusal({ GEOCODING_URL: value }), value).toMatch(
        /GEOCODING_URL: must be an http:\/\/ or https:\/\/ URL \(a Nominatim-compatible service, such as https:\/\/nominatim\.openstreetmap\.org\)/,
      );
    expect(loadConfig({ GEOCODING_URL: 'https://geo.city.example/nominatim' }).geocodingUrl).toBe(
      'https://geo.city.example/nominatim',
    );
  });

  it('the other systems’ base URLs: http(s) each, named', () => {
    const cases: [variable: string, env: Record<string, string>][] = [
      ['MANAGEMENT_SYSTEM_URL', { MANAGEMENT_SYSTEM_URL: 'munigestion.local/api' }],
      ['CITIZEN_REGISTRY_URL', { CITIZEN_REGISTRY_URL: 'file:///etc/passwd' }],
      ['CITIZEN_PORTAL_URL', { CITIZEN_PORTAL_URL: 'javascript:alert(1)' }],
      [
        'BOOKING_URL',
        { BOOKING_URL: 'ftp://turnos.example', BOOKING_AUTHORIZE_URL: 'https://turnos.example/a' },
      ],
      [
        'BOOKING_AUTHORIZE_URL',
        { BOOKING_URL: 'https://turnos.example', BOOKING_AUTHORIZE_URL: 'turnos.example/a' },
      ],
      ['PAYMENT_GATEWAY_URL', { PAYMENT_GATEWAY_URL: 'http:pagos.example' }],
      ['STORAGE_S3_ENDPOINT', { STORAGE_S3_BUCKET: 'archivos', STORAGE_S3_ENDPOINT: 'minio:9000' }],
      ['OIDC_ISSUER', { OIDC_ISSUER: 'ldap://idp.example', OIDC_CLIENT_ID: 'cabildo' }],
    ];
    for (const [variable, env] of cases)
      expect(refusal(env), variable).toMatch(
        new RegExp(`^Invalid configuration:\\n {2}${variable}: must be an http:// or https:// URL \\(`),
      );
    expect(refusal({ SMTP_URL: 'http://mail.example.org' })).toMatch(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(refusal({ DATABASE_URL: 'mysql://db/cabildo' })).toMatch(
      /DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/,
    );
    expect(refusal({ OIDC_ISSUER: 'http://idp.example', OIDC_CLIENT_ID: 'cabildo' })).toMatch(
      /OIDC_ISSUER: must be an https:\/\/ URL/,
    );
  });

  it('HOST: an IP address or a host name', () => {
    for (const value of ['nonsense host', 'http://0.0.0.0', '[::1]', '0.0.0.0:3000', '-cabildo', 'a..b'])
      expect(refusal({ HOST: value }), value).toMatch(
        /^Invalid configuration:\n {2}HOST: must be an IP address \(0\.0\.0\.0, ::, 127\.0\.0\.1\) or a host name/,
      );
    for (const good of ['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost', 'cabildo-1.internal'])
      expect(loadConfig({ HOST: good }).host).toBe(good);
  });
});

describe('the demo data set', () => {
  it('is off in production unless SEED_DEMO=true or the quick start on the embedded database', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    // The root `npm start` (the README's quick start): on the embedded database only, SEED_DEMO wins.
    expect(loadConfig({ NODE_ENV: 'production' }, { quickStart: true }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }, { quickStart: true }).seedDemo).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' }, { quickStart: true }).seedDemo,
    ).toBe(false);
  });

  it('outside production: on with the embedded database, off with DATABASE_URL, as SEED_DEMO says', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('ADMIN_PASSWORD follows the password rule', () => {
    expect(refusal({ ADMIN_EMAIL: 'it@city.example', ADMIN_PASSWORD: 'corta' })).toMatch(
      /ADMIN_PASSWORD: must have at least 8 characters/,
    );
    expect(refusal({ ADMIN_EMAIL: 'it@city.example', ADMIN_PASSWORD: 'x'.repeat(201) })).toMatch(
      /ADMIN_PASSWORD: must have at most 200 characters/,
    );
    expect(refusal({ ADMIN_EMAIL: 'no es un correo', ADMIN_PASSWORD: 'larga-y-secreta' })).toMatch(
      /ADMIN_EMAIL: /,
    );
  });
});
