import type * as Dns from 'node:dns';
import { isIP } from 'node:net';
import type { WebhookDeliveryList, WebhookSecret } from '@cabildo/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_IDS } from '../../../src/seed/demo.ts';
import { answerApi, yesAnswer, yesNoForm } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, type Session, type TestApp } from '../../support/helpers.ts';

/**
 * Webhook addresses that carry an IPv4 address inside IPv6 (issue 28 item 5), over HTTP: refused
 * at registration when the IPv4 they carry is not public, taken when it is; and at delivery, after
 * the name was re-pointed to such an address (DNS rebinding). Names under `.hooks.test` resolve
 * through a fake of node:dns that the test re-points; every other name resolves for real.
 */

const fake = vi.hoisted(() => ({ hosts: new Map<string, string>() }));

vi.mock('node:dns', async (importOriginal) => {
  const real = await importOriginal<typeof Dns>();
  type Callback = (error: NodeJS.ErrnoException | null, addresses: Dns.LookupAddress[]) => void;
  const lookup = (host: string, options: object, callback: Callback) => {
    const address = fake.hosts.get(host);
    if (address === undefined) return real.lookup(host, { ...options, all: true }, callback);
    process.nextTick(() => callback(null, [{ address, family: isIP(address) }]));
  };
  return { ...real, lookup };
});

/** Each form with an IPv4 address that is not public (loopback, private, metadata) and one that is. */
const EMBEDDED: { form: string; refused: string[]; taken: string }[] = [
  { form: 'IPv4-compatible', refused: ['::7f00:1', '::a00:1'], taken: '::808:808' },
  { form: 'IPv4-translated', refused: ['::ffff:0:7f00:1', '::ffff:0:a9fe:a9fe'], taken: '::ffff:0:808:808' },
  { form: '6to4', refused: ['2002:7f00:1::1', '2002:c0a8:1::1'], taken: '2002:808:808::1' },
  {
    form: 'Teredo (server, client)',
    refused: ['2001:0:7f00:1::8000:f7f7:f7f7', '2001:0:808:808::80ff:fffe'],
    taken: '2001:0:808:808::8000:f7f7:f7f7',
  },
  { form: 'NAT64', refused: ['64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe'], taken: '64:ff9b::808:808' },
  {
    form: 'NAT64, local-use prefix (every prefix length read)',
    refused: ['64:ff9b:1::7f00:1', '64:ff9b:1::808:808'],
    taken: '64:ff9b:1:808:8:808:808:808',
  },
];
/** What the URL parser writes for the dotted forms the review sent. */
const WRITTEN = [
  ['https://[::127.0.0.1]/hooks', '::7f00:1'],
  ['https://[::ffff:0:127.0.0.1]/hooks', '::ffff:0:7f00:1'],
] as const;

let t: TestApp;
let admin: Session;

const register = (url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/webhooks/endpoints',
    payload: { municipalityId: DEMO_IDS.cordoba, url, events: ['answer.created'] },
    headers: as(admin),
  });

beforeAll(async () => {
  t = await startTestApp({
    WEBHOOK_ALLOW_HTTP_LOOPBACK: 'true',
    WEBHOOK_POLL_SECONDS: '0',
    WEBHOOK_TIMEOUT_SECONDS: '1',
  });
  admin = await signIn(t.app, demoEmail('admin'));
});

afterAll(async () => {
  await t?.close();
});

describe('embedded IPv4 addresses at registration', () => {
  it('refuses each form whose IPv4 is not public, written in hex or dotted, and takes it when public', async () => {
    for (const [url] of WRITTEN) {
      const response = await register(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: { code: 'WEBHOOK_ADDRESS_NOT_ALLOWED' } });
    }
    for (const { form: kind, refused, taken } of EMBEDDED) {
      for (const address of refused) {
        const response = await register(`https://[${address}]/hooks`);
        expect(response.statusCode, `${kind} ${address}`).toBe(400);
        expect(response.json(), address).toMatchObject({ error: { code: 'WEBHOOK_ADDRESS_NOT_ALLOWED' } });
      }
      const response = await register(`https://[${taken}]/hooks`);
      expect(response.statusCode, `${kind} ${taken}: ${response.body}`).toBe(201);
    }
    // The test setting takes plain http to loopback only, never to an embedded loopback address.
    expect((await register('http://[::ffff:0:127.0.0.1]:8080/hooks')).json()).toMatchObject({
      error: { code: 'WEBHOOK_URL_NOT_HTTPS' },
    });
    expect((await register('http://[::ffff:127.0.0.1]:8080/hooks')).statusCode).toBe(201);
    // A name resolving to such an address is refused the same way.
    fake.hosts.set('embedded.hooks.test', '::ffff:0:7f00:1');
    expect((await register('https://embedded.hooks.test/hooks')).json()).toMatchObject({
      error: { code: 'WEBHOOK_ADDRESS_NOT_ALLOWED' },
    });
  });
});

describe('embedded IPv4 addresses at delivery', () => {
  it('re-checks the address the name resolves to at every attempt and never connects to a refused one', async () => {
    // Registered while each name pointed to a public address; then re-pointed.
    const endpoints = new Map<string, string>();
    const all = EMBEDDED.flatMap(({ refused, taken }) => [...refused, taken]);
    for (const [index, address] of all.entries()) {
      const host = `rebound-${index}.hooks.test`;
      fake.hosts.set(host, '93.184.216.34');
      const response = await register(`https://${host}/hooks`);
      expect(response.statusCode, response.body).toBe(201);
      endpoints.set(address, (response.json() as WebhookSecret).endpoint.id);
      fake.hosts.set(host, address);
    }
    const api = answerApi(t);
    const form = await api.createForm(admin, yesNoForm(DEMO_IDS.obrasPrivadas, 'Veredas con webhook'));
    const saved = await api.submit(admin, form.id, yesAnswer(form.template));
    expect(saved.statusCode, saved.body).toBe(200);
    // Rounds of ten, until every due delivery was tried once.
    while ((await t.app.ctx.webhooks.worker.deliverDue()) > 0);

    for (const { form: kind, refused, taken } of EMBEDDED) {
      for (const address of refused)
        expect(await lastErrorOf(endpoints.get(address)!), `${kind} ${address}`).toBe('addressNotAllowed');
      // A public one is let through: the attempt then fails on this machine, which has no route.
      const allowed = await lastErrorOf(endpoints.get(taken)!);
      expect(['connectionFailed', 'timeout'], `${kind} ${taken}: ${allowed}`).toContain(allowed);
    }
  });
});

async function lastErrorOf(endpointId: string): Promise<string | null> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/webhooks/deliveries?endpointId=${endpointId}`,
    headers: as(admin),
  });
  const [delivery] = (response.json() as WebhookDeliveryList).rows;
  return delivery?.lastError ?? null;
}
