import type { ErrorCode } from '@cabildo/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OidcClient } from '../../adapters/identity-provider/oidc.ts';
import { OIDC_REQUEST_TTL_MS } from './oidc-requests.ts';
import { isOidcRefusal, OidcSignIn } from './oidc-sign-in.ts';
import { openSession } from './sign-in.ts';

const tags = ['auth'];
const COOKIE_PATH = '/api/auth/oidc';
/** The browser's half of a pending sign-in (the server keeps the state, nonce and PKCE verifier). */
const PENDING_COOKIE = 'cabildo_oidc';
/** Why a sign-in was refused, kept across the provider's sign-out for the sign-in page. */
const OUTCOME_COOKIE = 'cabildo_oidc_outcome';
const OUTCOME_MAX_AGE_S = 5 * 60;

/**
 * Single sign-on by OpenID Connect (spec part 1 §2.2, §4.1, §7.5): the sign-in page's button leads
 * to /start, the provider comes back to /callback, and its sign-out to /signed-out. Registered only
 * when OIDC_ISSUER is set.
 */
export const oidcRoutes: FastifyPluginAsyncZod<{ oidc: OidcClient }> = async (app, { oidc }) => {
  const { ctx } = app;
  const secure = ctx.config.appUrl.startsWith('https://');
  const cookie = { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure } as const;

  const toLogin = (reply: FastifyReply, code: ErrorCode | null) =>
    reply.redirect(code ? `/login?error=${code}` : '/login', 303);

  const signIn = new OidcSignIn(ctx, oidc);

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
      const start = await signIn.start(request.ip, request.query.returnTo, request.log);
      if (start.to === 'login') return toLogin(reply, start.code);
      reply.setCookie(PENDING_COOKIE, start.pendingToken, { ...cookie, maxAge: OIDC_REQUEST_TTL_MS / 1000 });
      return reply.redirect(start.url, 303);
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
      const pendingToken = request.cookies[PENDING_COOKIE];
      reply.clearCookie(PENDING_COOKIE, { path: COOKIE_PATH });
      const search = new URL(request.url, ctx.config.appUrl).search;
      const outcome = await signIn.finish(pendingToken, search, request.log);
      if (outcome.to === 'login') return toLogin(reply, outcome.code);
      if (outcome.to === 'end-session') {
        reply.setCookie(OUTCOME_COOKIE, outcome.refusal, { ...cookie, maxAge: OUTCOME_MAX_AGE_S });
        return reply.redirect(outcome.url, 303);
      }
      await openSession(request, reply, outcome.account, { method: 'sso', idToken: outcome.idToken });
      return reply.redirect(outcome.returnTo, 303);
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
      return toLogin(reply, isOidcRefusal(outcome) ? outcome : null);
    },
  );
};
