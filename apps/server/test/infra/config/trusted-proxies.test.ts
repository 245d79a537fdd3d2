import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { STATUS_LOOKUPS_PER_MINUTE } from '../../../src/modules/lookup/routes.ts';
import { startTestApp, type TestApp } from '../../support/helpers.ts';

/** The scraper METRICS_ALLOW lets in; a client writes this address first in X-Forwarded-For. */
const SCRAPER = '10.9.9.9';
const LOGIN_LIMIT = 10;

let oneHop: TestApp;
let twoProxies: TestApp;
const logLines: string[] = [];

// One reverse proxy, given as a hop count; two proxies (this machine, then 10.0.0.2), given by address.
beforeAll(async () => {
  [oneHop, twoProxies] = await Promise.all([
    startTestApp(
      { TRUST_PROXY: '1', METRICS_ALLOW: `${SCRAPER}/32`, LOG_LEVEL: 'info' },
      { logStream: { write: (line) => logLines.push(line) } },
    ),
    startTestApp({ TRUST_PROXY: '127.0.0.1,10.0.0.2/32', METRICS_ALLOW: `${SCRAPER}/32` }),
  ]);
}, 120_000);
afterAll(async () => {
  await Promise.all([oneHop?.close(), twoProxies?.close()]);
});

/**
 * X-Forwarded-For as the proxies in front leave it: what the client wrote, then the client's
 * address appended by the first proxy, then (two proxies) the first proxy's by the second. The
 * socket's peer is the last proxy, this machine in app.inject.
 */
const chain = {
  oneHop: (written: string[], client: string) => [...written, client].join(', '),
  twoProxies: (written: string[], client: string) => [...written, client, '10.0.0.2'].join(', '),
};
const setups = [
  { name: 'one proxy (TRUST_PROXY=1)', app: () => oneHop, forwarded: chain.oneHop },
  {
    name: 'two proxies (TRUST_PROXY=127.0.0.1,10.0.0.2/32)',
    app: () => twoProxies,
    forwarded: chain.twoProxies,
  },
];

describe('TRUST_PROXY', () => {
  it('is off, a number of proxies or their addresses; a bare true is refused with what to write', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/cabildo-config' };
    expect(loadConfig(base).trustProxy).toBeNull();
    for (const off of ['false', '0', 'no'])
      expect(loadConfig({ ...base, TRUST_PROXY: off }).trustProxy).toBeNull();
    expect(loadConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,::1' }).trustProxy).toEqual({
      proxies: [
        { address: '10.0.0.2', prefix: 32 },
        { address: '10.1.0.0', prefix: 16 },
        { address: '::1', prefix: 128 },
      ],
    });
    for (const all of ['true', 'yes', 'TRUE'])
      expect(() => loadConfig({ ...base, TRUST_PROXY: all })).toThrow(
        /TRUST_PROXY: true would trust every hop .*number of proxies in front \(1 for one reverse proxy\)/,
      );
    for (const wrong of ['11', 'proxy.internal', '10.0.0.0/33', '1.5'])
      expect(() => loadConfig({ ...base, TRUST_PROXY: wrong }), wrong).toThrow(/TRUST_PROXY: must be/);
  });

  for (const setup of setups) {
    describe(setup.name, () => {
      it('takes the address the first proxy appended, never what the client wrote before it', async () => {
        const app = setup.app().app;
        const metrics = (forwarded: string) =>
          app.inject({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': forwarded } });
        // A client outside writes the scraper's address first: refused.
        expect((await metrics(setup.forwarded([SCRAPER], '198.51.100.200'))).statusCode).toBe(403);
        expect((await metrics(setup.forwarded([SCRAPER, SCRAPER], '198.51.100.200'))).statusCode).toBe(403);
        // The scraper itself, through the same proxies: let in.
        expect((await metrics(setup.forwarded([], SCRAPER))).statusCode).toBe(200);
        expect((await metrics(setup.forwarded(['203.0.113.1'], SCRAPER))).statusCode).toBe(200);
      });

      it(`holds status lookups to ${STATUS_LOOKUPS_PER_MINUTE} a minute per client however the first entry rotates`, async () => {
        const app = setup.app().app;
        const client = setup === setups[0] ? '198.51.100.31' : '198.51.100.32';
        const codes: number[] = [];
        for (let index = 0; index < STATUS_LOOKUPS_PER_MINUTE + 5; index += 1) {
          const response = await app.inject({
            method: 'GET',
            url: `/api/public/status?code=NADA-${index}`,
            headers: { 'x-forwarded-for': setup.forwarded([`203.0.113.${index}`], client) },
          });
          codes.push(response.statusCode);
        }
        expect(codes.slice(0, STATUS_LOOKUPS_PER_MINUTE).every((code) => code !== 429)).toBe(true);
        expect(codes.slice(STATUS_LOOKUPS_PER_MINUTE)).toEqual(Array(5).fill(429));
      });

      it(`holds failed sign-ins to ${LOGIN_LIMIT} a minute per client however the first entry rotates`, async () => {
        const app = setup.app().app;
        const client = setup === setups[0] ? '198.51.100.41' : '198.51.100.42';
        const codes: number[] = [];
        for (let index = 0; index < LOGIN_LIMIT + 4; index += 1) {
          const response = await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            headers: { 'x-forwarded-for': setup.forwarded([`203.0.113.${100 + index}`], client) },
            // A different account each time: only the address's limit can stop them.
            payload: { email: `nobody-${index}@example.org`, password: 'not the password' },
          });
          codes.push(response.statusCode);
        }
        expect(codes.slice(0, LOGIN_LIMIT)).toEqual(Array(LOGIN_LIMIT).fill(401));
        expect(codes.slice(LOGIN_LIMIT)).toEqual(Array(4).fill(429));
      });
    });
  }

  it('takes a proxy’s X-Request-Id only from a trusted peer, and logs the client’s address', async () => {
    const fromProxy = await twoProxies.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-1' },
    });
    expect(fromProxy.headers['x-request-id']).toBe('lb-1');
    const direct = await twoProxies.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'lb-2', 'x-forwarded-for': SCRAPER },
    });
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Not a trusted peer: its X-Forwarded-For is not read either.
    const metrics = await twoProxies.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': SCRAPER },
    });
    expect(metrics.statusCode).toBe(403);

    logLines.length = 0;
    await oneHop.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': chain.oneHop(['10.9.9.9'], '198.51.100.77') },
    });
    const incoming = logLines.map((line) => JSON.parse(line)).find((line) => line.msg === 'incoming request');
    expect(incoming.req.remoteAddress).toBe('198.51.100.77');
  });

  it('never opens /metrics by address to a proxy that names its client only in X-Real-IP or Via', async () => {
    for (const headers of [
      { 'x-real-ip': SCRAPER },
      { via: '1.1 proxy' },
      { 'x-real-ip': SCRAPER, via: '1.1 proxy' },
    ]) {
      // The trusted proxy (this machine) forwards without X-Forwarded-For: the address is its own.
      const fromTrusted = await twoProxies.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(fromTrusted.statusCode, JSON.stringify(headers)).toBe(403);
      // The scraper's address with such a header: the header says a proxy relayed it.
      const relayed = await twoProxies.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: SCRAPER,
        headers,
      });
      expect(relayed.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect(
      (await twoProxies.app.inject({ method: 'GET', url: '/metrics', remoteAddress: SCRAPER })).statusCode,
    ).toBe(200);
  });
});
