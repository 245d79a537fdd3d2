import { emailSchema, type ErrorCode } from '@cabildo/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OidcClient, type OidcIdentity } from '../../adapters/identity-provider/oidc.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';
import { loadAccount, type Account } from './account.ts';
import { OIDC_REQUEST_TTL_MS, savePendingSignIn, takePendingSignIn } from './oidc-requests.ts';
import { openSession, signInRefusal } from './sign-in.ts';

const tags = ['auth'];
const COOKIE_PATH = '/api/auth/oidc';
/** The browser's half of a pending sign-in (the server keeps the state, nonce and PKCE verifier). */
const PENDING_COOKIE = 'cabildo_oidc';
/** Why a sign-in was refused, kept across the provider's sign-out for the sign-in page. */
const OUTCOME_COOKIE = 'cabildo_oidc_outcome';
const OUTCOME_MAX_AGE_S = 5 * 60;
/** Sign-ins started per address a minute: each one writes a row. */
const STARTS_PER_MINUTE = 30;
const DEFAULT_RETURN = '/home';

/** Refusals after the provider said who signed in: that provider session is ended too. */
const REFUSALS = [
  'SSO_EMAIL_NOT_VERIFIED',
  'SSO_EMAIL_INVALID',
  'NO_PRODUCT_USER',
  'USER_DISABLED',
  'NO_AREAS',
  'MUNICIPALITY_DISABLED',
] as const satisfies readonly ErrorCode[];
type Refusal = (typeof REFUSALS)[number];
const isRefusal = (value: unknown): value is Refusal => REFUSALS.includes(value as Refusal);

/** A path of this app (never another site: `//host` and `/\host` are other sites to a browser). */
export function safeReturnTo(value: string | undefined): string {
  if (!value || value.length > 500 || !/^\/(?![/\\])[^\s\\]*$/.test(value)) return DEFAULT_RETURN;
  return value;
}

/**
 * Single sign-on by OpenID Connect (spec part 1 §2.2, §4.1, §7.5): the sign-in page's button leads
 * to /start, the provider comes back to /callback, and its sign-out to /signed-out. Registered only
 * when OIDC_ISSUER is set.
 */
export const oidcRoutes: FastifyPluginAsyncZod<{ oidc: OidcClient }> = async (app, { oidc }) => {
  const { ctx } = app;
  const secure = ctx.config.appUrl.startsWith('https://');
  const starts = new RateLimiter(ctx.rateLimits, 'oidc.starts', STARTS_PER_MINUTE);
  const cookie = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;

  const toLogin = (reply: FastifyReply, code: ErrorCode | null) =>
    reply.redirect(code ? `/login?error=${code}` : '/login', 303);

  /** Refused after the provider signed the person in: no session here, and the provider's ends too. */
  const refuse = async (reply: FastifyReply, code: Refusal, identity: OidcIdentity) => {
    const endSession = await oidc.endSessionUrl(identity.idToken);
    if (!endSession) return toLogin(reply, code);
    reply.setCookie(OUTCOME_COOKIE, code, { ...cookie, maxAge: OUTCOME_MAX_AGE_S });
    return reply.redirect(endSession, 303);
  };

  /** The product user of a verified e-mail, or why there is none. */
  const accountOf = async (identity: OidcIdentity): Promise<Account | Refusal> => {
    if (!identity.email || !identity.emailVerified) return 'SSO_EMAIL_NOT_VERIFIED';
    // The provider's claim goes through the same rule as a typed e-mail (emailSchema: storable text,
    // an ASCII address, case folded in ASCII only): `\u212Aate@…` is refused, never taken for `kate@…`.
    const email = emailSchema.safeParse(identity.email);
    if (!email.success) return 'SSO_EMAIL_INVALID';
    const account = await loadAccount(ctx.database.db, { email: email.data });
    if (!account) return 'NO_PRODUCT_USER';
    const refusal = signInRefusal(account);
    if (refusal) return refusal.code as Refusal;
    return account;
  };

  // Read the provider's metadata now, so a wrong OIDC_ISSUER shows in the log at start-up (the
  // server still starts: the provider may come up later, and each sign-in tries again).
  oidc.configuration().catch((error: unknown) => {
    app.log.error(
      { err: error, issuer: ctx.config.oidc?.issuer },
      'OIDC_ISSUER: the identity provider cannot be read',
    );
  });

  app.get(
    '/start',
    {
      schema: {
        tags,
        summary:
          "Single sign-on: redirects to the identity provider's sign-in (authorization code, PKCE, state, nonce)",
        querystring: z.object({ returnTo: z.string().optional() }),
      },
    },
    async (request, reply) => {
      if (!(await starts.take(request.ip))) return toLogin(reply, 'TOO_MANY_ATTEMPTS');
      const checks = OidcClient.newChecks();
      let url: URL;
      try {
        url = await oidc.authorizationUrl(checks);
      } catch (error) {
        request.log.error({ err: error }, 'single sign-on: the identity provider cannot be read');
        return toLogin(reply, 'SSO_UNAVAILABLE');
      }
      const token = await savePendingSignIn(ctx.database.db, {
        ...checks,
        returnTo: safeReturnTo(request.query.returnTo),
      });
      reply.setCookie(PENDING_COOKIE, token, { ...cookie, maxAge: OIDC_REQUEST_TTL_MS / 1000 });
      return reply.redirect(url.toString(), 303);
    },
  );

  app.get(
    '/callback',
    {
      schema: {
        tags,
        summary:
          'Single sign-on: the identity provider comes back here (the redirect URI to register); opens the session',
      },
    },
    async (request, reply) => {
      const pending = await takePendingSignIn(ctx.database.db, request.cookies[PENDING_COOKIE]);
      reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
      if (!pending) {
        request.log.warn(
          'single sign-on: no pending sign-in for this browser (expired, used or never started)',
        );
        return toLogin(reply, 'SSO_FAILED');
      }
      try {
        await oidc.configuration();
      } catch (error) {
        request.log.error({ err: error }, 'single sign-on: the identity provider cannot be read');
        return toLogin(reply, 'SSO_UNAVAILABLE');
      }
      let identity: OidcIdentity;
      try {
        identity = await oidc.finish(new URL(request.url, ctx.config.appUrl).search, pending);
      } catch (error) {
        // A provider's refusal (a cancelled sign-in, a used or expired code), a changed state, a nonce
        // or ID token that does not check out.
        request.log.warn({ err: error }, 'single sign-on refused');
        return toLogin(reply, 'SSO_FAILED');
      }
      const account = await accountOf(identity);
      if (typeof account === 'string') {
        request.log.info(
          { email: identity.email, subject: identity.subject, refusal: account },
          'single sign-on: no session',
        );
        return refuse(reply, account, identity);
      }
      await openSession(request, reply, account, { method: 'sso', idToken: identity.idToken });
      return reply.redirect(pending.returnTo, 303);
    },
  );

  app.get(
    '/signed-out',
    {
      schema: {
        tags,
        summary:
          "Single sign-on: the identity provider's sign-out comes back here (the post-logout URI to register)",
      },
    },
    async (request, reply) => {
      const outcome = request.cookies[OUTCOME_COOKIE];
      if (outcome !== undefined) reply.clearCookie(OUTCOME_COOKIE, { path: COOKIE_PATH });
      return toLogin(reply, isRefusal(outcome) ? outcome : null);
    },
  );
};
