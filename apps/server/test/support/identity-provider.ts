import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration } from 'oidc-provider';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) for the API and end-to-end tests,
 * on a loopback port: discovery, authorization with PKCE, a token endpoint, userinfo and
 * RP-initiated logout, as Keycloak or Entra ID serve them. Its only stand-in is the sign-in page:
 * a form asking which account signs in (no password), with consent given by the provider itself.
 */
export type IdentityAccount = {
  email: string;
  emailVerified: boolean;
  givenName?: string;
  familyName?: string;
};

export type IdentityProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by their login name (what the sign-in form asks for); change freely between tests. */
  accounts: Map<string, IdentityAccount>;
  /** Lifetime of authorization codes, seconds (60 by default, as Keycloak). */
  codeTtlSeconds: number;
  /** Login names whose provider session was ended through RP-initiated logout, in order. */
  loggedOut: string[];
  close: () => Promise<void>;
};

export type IdentityProviderOptions = {
  /** Cabildo's public address: the client's redirect and post-logout URIs hang from it. */
  appUrl: string;
  /** 0 for any free port. */
  port?: number;
  host?: string;
  accounts?: Record<string, IdentityAccount>;
  /** The client's secret; random when not given. */
  clientSecret?: string;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const clientId = 'cabildo';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('base64url');
  const appUrl = options.appUrl.replace(/\/$/, '');

  const state: IdentityProvider = {
    issuer,
    clientId,
    clientSecret,
    accounts: new Map(Object.entries(options.accounts ?? {})),
    codeTtlSeconds: 60,
    loggedOut: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: 'jwk' }), kid: 'test', alg: 'RS256', use: 'sig' };

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [`${appUrl}/api/auth/oidc/callback`],
        post_logout_redirect_uris: [`${appUrl}/api/auth/oidc/signed-out`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    scopes: ['openid', 'email', 'profile'],
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: () => state.codeTtlSeconds,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      IdToken: 3600,
      AccessToken: 600,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // No confirmation step: the request carries an id_token_hint, as Keycloak then does.
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = `<!doctype html><html><head><title>Signing out</title></head><body>${form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"/></form>',
          )}<script>document.getElementById('op.logoutForm').submit()</script></body></html>`;
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // A first-party client: consent is given by the provider (the interaction asks only who signs in).
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session!;
      const client = ctx.oidc.client!;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: (ctx, id) => {
      const account = state.accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><html><body><h1>Identity provider error</h1><pre>${escapeHtml(
        JSON.stringify(out),
      )}</pre></body></html>`;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.on('end_session.success', (ctx) => {
    const accountId = ctx.oidc.session?.accountId;
    if (accountId) state.loggedOut.push(accountId);
  });
  const oidc = provider.callback();

  server.on('request', (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const match = /^\/interaction\/([\w-]+)$/.exec(url.pathname);
    if (!match) {
      oidc(req, res);
      return;
    }
    void interaction(req, res, match[1]!).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  /** The sign-in page: which account signs in. */
  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, uid: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'POST') {
      const body = new URLSearchParams(await readBody(req));
      const login = body.get('login')?.trim() ?? '';
      if (!state.accounts.has(login)) {
        page(res, uid, 'Unknown account');
        return;
      }
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: login } },
        {
          mergeWithLastSubmission: false,
        },
      );
      return;
    }
    page(res, uid, null);
  }

  function page(res: http.ServerResponse, uid: string, problem: string | null) {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test identity provider</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:360px;margin:40px auto">
<h1>Test identity provider</h1>
${problem ? `<p role="alert">${escapeHtml(problem)}</p>` : ''}
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Account <input name="login" autocomplete="username" autofocus></label>
<button type="submit">Continue</button>
</form></body></html>`);
  }

  return state;
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
