import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PortalAnswersPage, SavedAnswer } from '@cabildo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpCitizenPortal } from '../../../src/adapters/citizen-portal/http.ts';
import { DEMO_PORTAL_FORM_ID } from '../../../src/seed/demo-forms.ts';
import { answerOf, answersTo, submission } from '../../support/answers-support.ts';
import { as, demoEmail, signIn, startTestApp, waitForMail, type TestApp } from '../../support/helpers.ts';

/**
 * The municipality's citizen portal over HTTP (CITIZEN_PORTAL_URL, adapters/citizen-portal/http.ts),
 * played by a server on this machine: the spec's payloads go out (part 2 §7, part 3 §7), its answers
 * name the person, and anything but a person — another code, a refusal, a portal that is down — is
 * the session error the citizen re-enters from.
 */
let portal: Server;
let baseUrl: string;
let t: TestApp;
let mode: 'ok' | 'down' = 'ok';
const received: { path: string; body: Record<string, unknown>; authorization?: string }[] = [];
let ip = 0;
const nextIp = () => `10.18.0.${++ip}`;

/** The portal's person: Ana María Gómez, a demo registry citizen of Córdoba, under the portal's own id. */
const PERSON = { id: 4242, nombre: 'Ana María', apellido: 'Gómez', dni: '30123456', username: 'ana.portal' };
const GOOD = 'oa-token-of-ana';
const ISSUED = 'fresh-token-from-the-portal';

const readBody = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text || '{}') as Record<string, unknown>;
};

beforeAll(async () => {
  portal = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ path: request.url ?? '', body, authorization: request.headers.authorization });
      if (mode === 'down') return void response.writeHead(503).end();
      const reply = (payload: unknown) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
      if (request.url === '/getCitizenLoginWithOaToken')
        return reply(body.token === GOOD || body.token === ISSUED ? { code: 200, ...PERSON } : { code: 401 });
      if (request.url === '/getCitizenByHash')
        return reply(body.hash === 'hash-of-ana' ? { status: 'ok', result: PERSON } : { status: 'fail' });
      if (request.url === '/getCitizenOAToken')
        return reply(
          String(body.citizenId) === String(PERSON.id) ? { data: { valor: ISSUED } } : { data: null },
        );
      response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(portal.address() as AddressInfo).port}`;
  t = await startTestApp({ CITIZEN_PORTAL_URL: `${baseUrl}/`, CITIZEN_PORTAL_TOKEN: 'portal-secret' });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => portal.close(resolve));
});

const citizen = (token: string) => ({ authorization: `Citizen ${token}` });
const list = (token: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/citizen-portal/answers',
    headers: citizen(token),
    remoteAddress: nextIp(),
  });

describe('the citizen portal over HTTP', () => {
  it('verifies a token with getCitizenLoginWithOaToken {token, testMode: false} and scopes the list to the person', async () => {
    mode = 'ok';
    const response = await list(GOOD);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as PortalAnswersPage).citizen).toEqual({
      username: 'ana.portal',
      firstName: 'Ana María',
      lastName: 'Gómez',
    });
    expect(received.at(-1)).toEqual({
      path: '/getCitizenLoginWithOaToken',
      body: { token: GOOD, testMode: false },
      authorization: 'Bearer portal-secret',
    });
  });

  it('a code other than 200, or a portal that is down, is the session error', async () => {
    mode = 'ok';
    const refused = await list('someone-elses-guess');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe('CITIZEN_SESSION_INVALID');
    mode = 'down';
    try {
      const down = await list(GOOD);
      expect(down.statusCode).toBe(401);
      expect(down.json().error.code).toBe('CITIZEN_SESSION_INVALID');
    } finally {
      mode = 'ok';
    }
  });

  it('the answer keeps the portal username and id; a request for changes links a token the portal issues (getCitizenOAToken)', async () => {
    mode = 'ok';
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}`,
      headers: citizen(GOOD),
      remoteAddress: nextIp(),
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const sections = answersTo(opened.json().template);
    answerOf(sections, 'vereda', 'direccion').value = 'Av. Colón 1234';
    answerOf(sections, 'vereda', 'dano').selected = [0];
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/citizen-portal/forms/${DEMO_PORTAL_FORM_ID}/answers`,
      headers: citizen(GOOD),
      payload: submission(sections),
      remoteAddress: nextIp(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const answerId = (sent.json() as SavedAnswer).id;

    const corrector = await signIn(t.app, demoEmail('supervisor-elevado'));
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/answers/${answerId}`,
      headers: as(corrector),
    });
    expect(staff.json().document.author).toMatchObject({ username: 'ana.portal', portalId: '4242' });

    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/answers/${answerId}/requests-for-changes`,
      headers: as(corrector),
      payload: { answers: [{ sectionOrder: 0, rowIndex: 0, conditionIndex: null, order: 0 }] },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(received.find((call) => call.path === '/getCitizenOAToken')?.body).toEqual({ citizenId: '4242' });
    const mail = await waitForMail(t.mailDir, 'ana.gomez@correo.cba.test');
    expect(mail).toContain(`/ciudadano/revision/${answerId}/${ISSUED}`);
    // The issued token opens the revision as the same person.
    const revision = await t.app.inject({
      method: 'GET',
      url: `/api/citizen-portal/revisions/${answerId}`,
      headers: citizen(ISSUED),
      remoteAddress: nextIp(),
    });
    expect(revision.statusCode, revision.body).toBe(200);
    expect(revision.json().request).not.toBeNull();
  });

  it('resolves a hash with getCitizenByHash', async () => {
    mode = 'ok';
    const adapter = httpCitizenPortal(baseUrl, null);
    expect(await adapter.resolveHash('hash-of-ana')).toEqual({
      id: '4242',
      dni: '30123456',
      firstName: 'Ana María',
      lastName: 'Gómez',
      username: 'ana.portal',
    });
    expect(received.at(-1)).toMatchObject({ path: '/getCitizenByHash', body: { hash: 'hash-of-ana' } });
    expect(await adapter.resolveHash('unknown')).toBeNull();
    mode = 'down';
    try {
      await expect(adapter.resolveHash('hash-of-ana')).rejects.toThrow();
    } finally {
      mode = 'ok';
    }
  });
});
