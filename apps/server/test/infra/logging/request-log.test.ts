import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_PATH_ROUTES } from '../../../src/http/logging.ts';
import { DEMO_FORM_IDS } from '../../../src/seed/demo-forms.ts';
import { as, demoEmail, signIn, startTestApp, type TestApp } from '../../support/helpers.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp(
    { LOG_LEVEL: 'info', API_DOCS: 'public' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(async () => t?.close());

describe('the request log', () => {
  it('holds the path of a request but not the filters of its query string', async () => {
    const session = await signIn(t.app, demoEmail('admin'));
    logLines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/forms/${DEMO_FORM_IDS.streetLighting}/answers?citizenDni=30123456&author=clara`,
      headers: as(session),
    });
    expect(response.statusCode).toBe(200);
    const logged = logLines.join('\n');
    expect(logged).toContain(`/api/forms/${DEMO_FORM_IDS.streetLighting}/answers?…`);
    expect(logged).not.toContain('30123456');
    expect(logged).not.toContain('clara');
  });

  const id = randomUUID();
  const answerId = randomUUID();
  /** Each kind of request with a secret in its URL, the secret, and the path the log shows instead. */
  const kinds: { kind: string; urls: string[]; logged: string }[] = [
    {
      kind: 'a PDF record by its download code',
      urls: [
        '/api/public/records/SECRET',
        '/%61pi/public/records/SECRET',
        '/api/public/records/SECRET?lang=es',
        '//api/public/records/SECRET',
        '/API/public/records/SECRET',
        '/api/public/records/SECRET/more',
      ],
      logged: '/public/records/…',
    },
    {
      kind: 'the citizen portal’s form link',
      urls: [
        `/ciudadano/contestar/${id}/SECRET`,
        `//ciudadano/contestar/${id}/SECRET`,
        `/%63iudadano/contestar/${id}/SECRET`,
        `/CIUDADANO/contestar/${id}/SECRET`,
        `/ciudadano//contestar/${id}/SECRET.MAC`,
        `/ciudadano/contestar/${id}/SE%2FSECRET`,
      ],
      logged: `/contestar/${id}/…`,
    },
    {
      kind: 'the citizen’s revision link',
      urls: [`/ciudadano/revision/${id}/SECRET`, `//ciudadano/revision/${id}/SECRET`],
      logged: `/ciudadano/revision/${id}/…`,
    },
    {
      kind: 'the citizen’s answers list',
      urls: ['/ciudadano/formularios/respuestas/SECRET', '//ciudadano/formularios/respuestas/SECRET/'],
      logged: '/ciudadano/formularios/respuestas/…',
    },
    {
      kind: 'a saved page, with the answer code its status lookup takes',
      urls: [
        `/publico/guardado/${id}/SECRET`,
        `/respuesta/enviada/${answerId}/SECRET`,
        `/ciudadano/guardado/${id}/SECRET`,
        `/ciudadano/guardado/${id}/CBA-1/SECRET`,
        `//publico/guardado/${id}/SECRET`,
      ],
      logged: '/…',
    },
    {
      kind: 'a payment’s result and receipt, by its order number',
      urls: [
        `/pago-exitoso/SECRET/${answerId}`,
        `/pago-denegado/SECRET/${answerId}`,
        `/api/payments/results/SECRET/${answerId}`,
        `/api/payments/results/SECRET/${answerId}/receipt.pdf`,
        `/%61pi/payments/results/SECRET/${answerId}`,
      ],
      logged: '/…',
    },
    {
      kind: 'a reset or invitation link, a booking code, a record lookup, a sign-on callback',
      urls: [
        '/restablecer-clave?token=SECRET',
        '/restablecer-clave?token=SECRET&invite=1',
        '/restablecer-clave%3Ftoken=SECRET',
        '/turnero/autorizar?code=SECRET&tenant=cabildo-demo',
        '/actas/consultar?codigo=SECRET',
        '/api/auth/oidc/callback?code=SECRET&state=SECRET',
      ],
      logged: '?…',
    },
  ];

  for (const { kind, urls, logged } of kinds) {
    it(`never holds the secret of ${kind}, however the path is spelt`, async () => {
      for (const template of urls) {
        const secret = `S${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`;
        const url = template.replaceAll('SECRET', secret);
        logLines.length = 0;
        await t.app.inject({ method: 'GET', url });
        const incoming = logLines.filter((line) => line.includes('"incoming request"'));
        expect(incoming, url).toHaveLength(1);
        expect(JSON.parse(incoming[0]!).req.url, url).toContain(logged);
        expect(logLines.join('\n'), url).not.toContain(secret);
        // Nor the halves of a secret cut by an encoded slash.
        expect(logLines.join('\n'), url).not.toContain(secret.slice(4));
      }
    });
  }

  it('lists every web page with a secret in its path, and every API route with one', async () => {
    const source = await readFile(new URL('../../../../web/src/app/routes.tsx', import.meta.url), 'utf8');
    const pages = [...source.matchAll(/path: '([^']*:[^']*)'/g)].map((match) => match[1]!);
    // The pages whose parameters are ids only (forms, answers) or an editor's tab.
    const idsOnly = [
      '/publico/contestar/:id',
      '/cis/contestar/:id',
      '/cis/ver/:id?',
      '/cis/editar/:id',
      '/misRespuestas/:answerID',
      '/editar/:id/:tipo?',
      '/correctForm/:id',
      '/contestar/:id',
      '/respuestas/actualizar/:idForm',
      '/estadisticas/:id',
      '/respuestas/listado/:id',
      '/ver/:id',
    ];
    const secretPages = Object.keys(SECRET_PATH_ROUTES).filter((pattern) => !pattern.startsWith('/api/'));
    expect(pages.filter((page) => !idsOnly.includes(page)).sort()).toEqual(secretPages.sort());

    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const apiRoutes = Object.keys(docs.paths).map((route) => route.replace(/\{(\w+)\}/g, ':$1'));
    // An order's id is no secret (its token travels in a header); its number is (it opens the receipt).
    const secretLooking = apiRoutes.filter((route) => /:\w*(?:code|token|secret|orderNumber)/i.test(route));
    const secretApi = Object.keys(SECRET_PATH_ROUTES).filter((pattern) => pattern.startsWith('/api/'));
    expect(secretLooking.sort()).toEqual(secretApi.sort());
  });
});
