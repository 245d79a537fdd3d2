import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { oidcRequests, sessions, userAreas, users } from '../../../src/db/schema/index.ts';
import { startIdentityProvider, type IdentityProvider } from '../../support/identity-provider.ts';
import { TestBrowser, type Step } from '../../support/oidc-browser.ts';
import { DEMO_PASSWORD, demoEmail, startTestApp, type TestApp } from '../../support/helpers.ts';

/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider on a loopback port): the
 * browser follows the real redirects, the server redeems the code at the provider's token endpoint.
 */
const APP_URL = 'http://localhost:3000';
const APP_HOST = 'localhost:3000';

let idp: IdentityProvider;
let t: TestApp;

beforeAll(async () => {
  idp = await startIdentityProvider({
    appUrl: APP_URL,
    accounts: {
      supervisor: { email: demoEmail('supervisor'), emailVerified: true },
      // The provider writes the e-mail in its own case.
      inspector: { email: 'Inspector@Demo.Cabildo.TEST', emailVerified: true },
      admin: { email: demoEmail('admin'), emailVerified: true },
      unverified: { email: demoEmail('supervisor-corrector'), emailVerified: false },
      stranger: { email: 'stranger@elsewhere.test', emailVerified: true },
      'no-role': { email: demoEmail('sin-usuario'), emailVerified: true },
      'no-areas': { email: demoEmail('sin-areas'), emailVerified: true },
      blocked: { email: demoEmail('bloqueado'), emailVerified: true },
      disabled: { email: demoEmail('generador'), emailVerified: true },
    },
  });
  t = await startTestApp({
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

const isCallback = (url: URL) => url.pathname === '/api/auth/oidc/callback';
const isAuthorization = (url: URL) => url.origin === idp.issuer && url.pathname === '/auth';
const onProvider = (step: Step) => new URL(step.url).origin === idp.issuer;

/** From the sign-in button to the provider's sign-in page. */
async function startSignIn(browser: TestBrowser, returnTo?: string): Promise<Step> {
  const page = await browser.go(
    `/api/auth/oidc/start${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  );
  expect(page.status).toBe(200);
  expect(onProvider(page)).toBe(true);
  expect(page.body).toContain('Test identity provider');
  return page;
}

/** Signs in at the provider as `login` and comes back; returns the web app page Cabildo sends to. */
async function signInAs(browser: TestBrowser, login: string, returnTo?: string): Promise<URL> {
  const page = await startSignIn(browser, returnTo);
  const end = await browser.submit(page, { login });
  return landing(end);
}

/** Where a finished step sends the browser in the web app. */
function landing(step: Step): URL {
  expect(step.status, step.body).toBe(303);
  const url = new URL(step.location!, step.url);
  expect(url.origin).toBe(APP_URL);
  return url;
}

const sessionCookie = (browser: TestBrowser) => browser.cookie(APP_HOST, 'cabildo_session');

async function me(browser: TestBrowser) {
  return t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: browser.appCookieHeader() } });
}

/** After a refusal the provider's session is ended too: its sign-out comes back to /login?error=…. */
async function expectRefusedWithProviderSignOut(browser: TestBrowser, login: string, code: string) {
  const before = idp.loggedOut.length;
  const page = await startSignIn(browser);
  const refused = await browser.submit(
    page,
    { login },
    { stopAt: (url) => url.origin === idp.issuer && url.pathname.startsWith('/session/end') },
  );
  expect(refused.status).toBe(303);
  const endSession = new URL(refused.location!);
  expect(endSession.origin + endSession.pathname).toBe(`${idp.issuer}/session/end`);
  expect(endSession.searchParams.get('id_token_hint')).toEqual(expect.any(String));
  expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${APP_URL}/api/auth/oidc/signed-out`);
  // The provider's sign-out page submits itself (as a browser runs its script).
  const confirm = await browser.go(endSession.toString());
  expect(confirm.status).toBe(200);
  const back = landing(await browser.submit(confirm));
  expect(back.pathname + back.search).toBe(`/login?error=${code}`);
  expect(idp.loggedOut.slice(before)).toEqual([login]);
  expect(sessionCookie(browser)).toBeUndefined();
  expect((await me(browser)).statusCode).toBe(401);
}

describe('single sign-on through the identity provider', () => {
  it('is offered by the public settings (the button shows the translated label)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/settings' });
    expect(response.json().sso).toEqual({ enabled: true, label: null });
  });

  it('signs a user in with the same session as a password: cookie, CSRF token, account type sso', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const before = new Date();
    const page = await startSignIn(browser);
    // The authorization request: code flow with PKCE (S256), state and nonce.
    const authorization = new URL(browser.visited.find((url) => isAuthorization(new URL(url)))!);
    expect(authorization.searchParams.get('response_type')).toBe('code');
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(authorization.searchParams.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(authorization.searchParams.get('nonce')).toMatch(/^[\w-]{20,}$/);
    expect(authorization.searchParams.get('redirect_uri')).toBe(`${APP_URL}/api/auth/oidc/callback`);
    // The pending sign-in is kept on the server; the browser holds only an httpOnly token for it.
    expect(browser.cookie(APP_HOST, 'cabildo_oidc')).toMatch(/^[\w-]{40,}$/);
    expect(await t.database.db.select().from(oidcRequests)).toHaveLength(1);

    const callback = await browser.submit(page, { login: 'supervisor' }, { stopAt: isCallback });
    const callbackUrl = new URL(callback.location!);
    const landed = landing(await browser.go(callbackUrl.toString()));
    expect(landed.pathname).toBe('/home');
    expect(browser.cookie(APP_HOST, 'cabildo_oidc')).toBeUndefined();
    expect(await t.database.db.select().from(oidcRequests)).toHaveLength(0);

    const response = await me(browser);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      email: demoEmail('supervisor'),
      role: 'ROLE_SUPERVISOR',
      accountType: 'sso',
    });
    expect(body.csrfToken).toEqual(expect.any(String));
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('supervisor')));
    expect(row!.lastAccessAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // The session cookie is the password sign-in's: httpOnly, SameSite=Lax, the whole site.
    const callbackResponse = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/callback' });
    expect(callbackResponse.cookies.find((c) => c.name === 'cabildo_session')).toBeUndefined();
    const passwordLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('supervisor'), password: DEMO_PASSWORD },
    });
    expect(passwordLogin.json().user.accountType).toBe('password');
    // A state-changing call needs the CSRF token, as any session.
    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: browser.appCookieHeader() },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('CSRF_REJECTED');

    // The callback cannot be used twice: its pending sign-in is gone.
    const replay = landing(await browser.go(callbackUrl.toString()));
    expect(replay.pathname + replay.search).toBe('/login?error=SSO_FAILED');
  });

  it('sets the session cookie with the same attributes as the password sign-in', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const page = await startSignIn(browser);
    const callback = await browser.submit(page, { login: 'supervisor' }, { stopAt: isCallback });
    const url = new URL(callback.location!);
    const response = await t.app.inject({
      method: 'GET',
      url: url.pathname + url.search,
      headers: { cookie: browser.appCookieHeader() },
    });
    expect(response.statusCode).toBe(303);
    const cookie = response.cookies.find((c) => c.name === 'cabildo_session')!;
    const password = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demoEmail('supervisor'), password: DEMO_PASSWORD },
      })
    ).cookies.find((c) => c.name === 'cabildo_session')!;
    const attributes = ({ path, httpOnly, sameSite, secure, maxAge }: typeof cookie) => ({
      path,
      httpOnly,
      sameSite,
      secure,
      maxAge,
    });
    expect(attributes(cookie)).toEqual(attributes(password));
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  });

  it('links the provider e-mail to the user without regard to case, and opens the page asked for', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const landed = await signInAs(browser, 'inspector', '/listar?page=2');
    expect(landed.pathname + landed.search).toBe('/listar?page=2');
    expect((await me(browser)).json().user.email).toBe(demoEmail('inspector'));
  });

  it('never sends the browser to another site after signing in', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const browser = new TestBrowser(t.app, APP_URL);
      expect((await signInAs(browser, 'admin', returnTo)).toString()).toBe(`${APP_URL}/home`);
    }
  });

  it('signs out at the provider too: end_session with the ID token, back to the sign-in page', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    await signInAs(browser, 'admin');
    const { csrfToken } = (await me(browser)).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: browser.appCookieHeader(), 'x-csrf-token': csrfToken },
    });
    expect(response.statusCode).toBe(200);
    const endSession = new URL(response.json().endSessionUrl);
    expect(endSession.origin + endSession.pathname).toBe(`${idp.issuer}/session/end`);
    expect(endSession.searchParams.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(
      `${APP_URL}/api/auth/oidc/signed-out`,
    );
    // The session ended here at once, and forgot the ID token.
    expect((await me(browser)).statusCode).toBe(401);
    const ended = await t.database.db.select().from(sessions).where(eq(sessions.signInMethod, 'sso'));
    expect(ended.filter((row) => !row.active && row.idToken !== null)).toEqual([]);

    const before = idp.loggedOut.length;
    const confirm = await browser.go(endSession.toString());
    const back = landing(await browser.submit(confirm));
    expect(back.pathname + back.search).toBe('/login');
    expect(idp.loggedOut.slice(before)).toEqual(['admin']);
    // The provider's session is over: signing in again asks who signs in.
    await startSignIn(browser);
  });

  it('signs a password session out without the provider', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoEmail('supervisor'), password: DEMO_PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'cabildo_session')!;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `cabildo_session=${cookie.value}`, 'x-csrf-token': login.json().csrfToken },
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('single sign-on refusals', () => {
  it('refuses a tampered state, and the attempt cannot be retried with the right one', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const page = await startSignIn(browser);
    const callback = new URL(
      (await browser.submit(page, { login: 'supervisor' }, { stopAt: isCallback })).location!,
    );
    const tampered = new URL(callback);
    tampered.searchParams.set('state', `${callback.searchParams.get('state')}x`);
    const refused = landing(await browser.go(tampered.toString()));
    expect(refused.pathname + refused.search).toBe('/login?error=SSO_FAILED');
    expect(sessionCookie(browser)).toBeUndefined();
    // Single use: the genuine answer arriving after is refused as well.
    const late = landing(await browser.go(callback.toString()));
    expect(late.pathname + late.search).toBe('/login?error=SSO_FAILED');
    expect((await me(browser)).statusCode).toBe(401);
  });

  it('refuses an answer meant for another browser (no pending sign-in of this one)', async () => {
    const victim = new TestBrowser(t.app, APP_URL);
    const page = await startSignIn(victim);
    const callback = (await victim.submit(page, { login: 'supervisor' }, { stopAt: isCallback })).location!;
    const attacker = new TestBrowser(t.app, APP_URL);
    const refused = landing(await attacker.go(callback));
    expect(refused.pathname + refused.search).toBe('/login?error=SSO_FAILED');
    expect(sessionCookie(attacker)).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one this browser was given', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const redirect = await browser.go('/api/auth/oidc/start', { stopAt: isAuthorization });
    const authorization = new URL(redirect.location!);
    authorization.searchParams.set('nonce', 'a-nonce-of-someone-else-0123456789');
    const page = await browser.go(authorization.toString());
    const refused = landing(await browser.submit(page, { login: 'supervisor' }));
    expect(refused.pathname + refused.search).toBe('/login?error=SSO_FAILED');
    expect((await me(browser)).statusCode).toBe(401);
  });

  it('refuses an expired code (the provider says no at its token endpoint)', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const page = await startSignIn(browser);
    idp.codeTtlSeconds = 1;
    try {
      const callback = (await browser.submit(page, { login: 'supervisor' }, { stopAt: isCallback }))
        .location!;
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      const refused = landing(await browser.go(callback));
      expect(refused.pathname + refused.search).toBe('/login?error=SSO_FAILED');
    } finally {
      idp.codeTtlSeconds = 60;
    }
    expect((await me(browser)).statusCode).toBe(401);
  });

  it('refuses a code that was already redeemed, even inside a fresh sign-in of the same browser', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const first = await startSignIn(browser);
    const used = new URL(
      (await browser.submit(first, { login: 'supervisor' }, { stopAt: isCallback })).location!,
    );
    landing(await browser.go(used.toString()));
    expect((await me(browser)).statusCode).toBe(200);

    // A new attempt whose answer is swapped for the old code (with the new state, so only the code is wrong).
    const attacker = new TestBrowser(t.app, APP_URL);
    const redirect = await attacker.go('/api/auth/oidc/start', { stopAt: isAuthorization });
    const state = new URL(redirect.location!).searchParams.get('state')!;
    const replayed = new URL(used);
    replayed.searchParams.set('state', state);
    const refused = landing(await attacker.go(replayed.toString()));
    expect(refused.pathname + refused.search).toBe('/login?error=SSO_FAILED');
    expect(sessionCookie(attacker)).toBeUndefined();
  });

  it('refuses an e-mail the provider has not verified, and signs out at the provider', async () => {
    await expectRefusedWithProviderSignOut(
      new TestBrowser(t.app, APP_URL),
      'unverified',
      'SSO_EMAIL_NOT_VERIFIED',
    );
  });

  it('matches the provider e-mail by ASCII-only case folding: a Kelvin sign is not a "k", a NUL is refused', async () => {
    // kate@… is a product user; the provider's \u212Aate@… is kate@… to full-Unicode lower-casing.
    const db = t.database.db;
    const [kate] = await db
      .insert(users)
      .values({
        email: 'kate@demo.cabildo.test',
        username: 'kate',
        roles: ['ROLE_INSPECTOR'],
        providerId: 'oidc',
      })
      .returning();
    const [supervisor] = await db
      .select()
      .from(users)
      .where(eq(users.email, demoEmail('supervisor')));
    await db.update(users).set({ municipalityId: supervisor!.municipalityId }).where(eq(users.id, kate!.id));
    const areas = await db.select().from(userAreas).where(eq(userAreas.userId, supervisor!.id));
    await db.insert(userAreas).values(areas.map(({ areaId }) => ({ userId: kate!.id, areaId })));
    idp.accounts.set('kelvin', { email: '\u212Aate@demo.cabildo.test', emailVerified: true });
    idp.accounts.set('nul', { email: 'kate\u0000@demo.cabildo.test', emailVerified: true });
    idp.accounts.set('kate', { email: 'KATE@Demo.Cabildo.Test', emailVerified: true });

    await expectRefusedWithProviderSignOut(new TestBrowser(t.app, APP_URL), 'kelvin', 'SSO_EMAIL_INVALID');
    await expectRefusedWithProviderSignOut(new TestBrowser(t.app, APP_URL), 'nul', 'SSO_EMAIL_INVALID');
    expect(await db.select().from(sessions).where(eq(sessions.userId, kate!.id))).toHaveLength(0);

    // Upper-case ASCII is still the same account.
    const browser = new TestBrowser(t.app, APP_URL);
    await signInAs(browser, 'kate');
    expect((await me(browser)).json().user.email).toBe('kate@demo.cabildo.test');
  });

  it("refuses an account with no product user: the spec's message code, no session, provider signed out", async () => {
    await expectRefusedWithProviderSignOut(new TestBrowser(t.app, APP_URL), 'stranger', 'NO_PRODUCT_USER');
    await expectRefusedWithProviderSignOut(new TestBrowser(t.app, APP_URL), 'no-role', 'NO_PRODUCT_USER');
  });

  it('refuses a user without areas, of a disabled municipality or disabled, exactly as the password sign-in', async () => {
    await t.database.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.email, demoEmail('generador')));
    try {
      for (const [login, slug] of [
        ['no-areas', 'sin-areas'],
        ['blocked', 'bloqueado'],
        ['disabled', 'generador'],
      ] as const) {
        const password = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: demoEmail(slug), password: DEMO_PASSWORD },
        });
        expect(password.statusCode).toBe(403);
        const code = password.json().error.code as string;
        expect(['NO_AREAS', 'MUNICIPALITY_DISABLED', 'USER_DISABLED']).toContain(code);
        await expectRefusedWithProviderSignOut(new TestBrowser(t.app, APP_URL), login, code);
      }
    } finally {
      await t.database.db
        .update(users)
        .set({ disabled: false })
        .where(eq(users.email, demoEmail('generador')));
    }
  });

  it('refuses a cancelled sign-in at the provider', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const redirect = await browser.go('/api/auth/oidc/start', { stopAt: isAuthorization });
    const state = new URL(redirect.location!).searchParams.get('state')!;
    const refused = landing(
      await browser.go(
        `/api/auth/oidc/callback?error=access_denied&state=${state}&iss=${encodeURIComponent(idp.issuer)}`,
      ),
    );
    expect(refused.pathname + refused.search).toBe('/login?error=SSO_FAILED');
  });

  it('sends a sign-out that comes back with no refusal to the plain sign-in page', async () => {
    const browser = new TestBrowser(t.app, APP_URL);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/signed-out',
      headers: { cookie: 'cabildo_oidc_outcome=<script>' },
    });
    expect(forged.headers.location).toBe('/login');
    expect(landing(await browser.go('/api/auth/oidc/signed-out')).pathname).toBe('/login');
  });
});

describe('single sign-on configuration', () => {
  it('answers 404 at /api/auth/oidc/start when OIDC_ISSUER is not set', async () => {
    const plain = await startTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/oidc/start' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/settings' })).json().sso.enabled).toBe(
        false,
      );
    } finally {
      await plain.close();
    }
  });

  it('starts with an unreachable provider and tells the sign-in page it cannot be reached', async () => {
    const down = await startTestApp({ OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'cabildo' });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/login?error=SSO_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });

  it('names the wrong or missing variable', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://idp.example.org' })).toThrow(
      /OIDC_ISSUER: must be an https/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'x' })).toThrow(/OIDC_ISSUER/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example.org' })).toThrow(
      /OIDC_CLIENT_ID is required/,
    );
    expect(() => loadConfig({ OIDC_CLIENT_ID: 'cabildo' })).toThrow(/OIDC_ISSUER is required/);
    const config = loadConfig({
      APP_URL: 'https://cabildo.example.org/',
      OIDC_ISSUER: 'https://login.example.org/realms/muni',
      OIDC_CLIENT_ID: 'cabildo',
    });
    expect(config.oidc).toMatchObject({
      clientSecret: null,
      redirectUri: 'https://cabildo.example.org/api/auth/oidc/callback',
      postLogoutRedirectUri: 'https://cabildo.example.org/api/auth/oidc/signed-out',
    });
    expect(loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:8080', OIDC_CLIENT_ID: 'x' }).oidc?.issuer).toBe(
      'http://127.0.0.1:8080',
    );
  });
});
