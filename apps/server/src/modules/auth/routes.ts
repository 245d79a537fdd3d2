import {
  authSettingsSchema,
  changePasswordSchema,
  languageChoiceSchema,
  loginRequestSchema,
  meResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@cabildo/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter, rateLimited } from '../../http/rate-limiter.ts';
import { OidcClient } from '../../adapters/identity-provider/oidc.ts';
import { requireSession, SESSION_COOKIE } from './guard.ts';
import { FirstAdminCheck } from './first-admin.ts';
import { oidcRoutes } from './oidc-routes.ts';
import { meOf, openSession } from './sign-in.ts';
import { changeOwnPassword, endOwnSession, passwordSignIn, setOwnLanguage } from './own-account.ts';
import { confirmPasswordReset } from './password-reset.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, DeviceCookies } from './device-cookies.ts';
import { randomToken } from './secrets.ts';
import { requestLanguage } from '../../i18n.ts';

const tags = ['auth'];
/** Per address and per e-mail: a person asks once or twice; more is someone flooding a mailbox. */
const RESET_REQUESTS_PER_MINUTE = 5;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const secureCookie = ctx.config.appUrl.startsWith('https://');
  // Without a configured secret, device cookies last until the server restarts.
  const devices = new DeviceCookies(ctx.config.deviceCookieSecret ?? randomToken());
  // Reset requests have a limit of their own: they must not lock anyone out of signing in.
  const resetRequests = new RateLimiter(ctx.rateLimits, 'auth.reset-requests', RESET_REQUESTS_PER_MINUTE);
  // Wrong current passwords of a signed-in person (a stolen session must not guess at leisure).
  const passwordChecks = new RateLimiter(
    ctx.rateLimits,
    'auth.password-checks',
    ctx.config.loginMaxFailuresPerMinute,
  );

  // Single sign-on (OIDC_ISSUER): its routes under /api/auth/oidc; none (404) without it.
  const oidc = ctx.config.oidc ? new OidcClient(ctx.config.oidc) : null;
  if (oidc) await app.register(oidcRoutes, { prefix: '/oidc', oidc });
  const firstAdmin = new FirstAdminCheck(ctx.database.db);

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'Public settings: single sign-on, map tiles, whether the first administrator is still missing',
        response: { 200: authSettingsSchema },
      },
    },
    async () => ({
      sso: { enabled: ctx.config.oidc !== null, label: ctx.config.oidc?.label ?? null },
      map: ctx.config.map,
      firstAdminNeeded: await firstAdmin.needed(),
    }),
  );

  app.post(
    '/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; sets the session cookie',
        body: loginRequestSchema,
        response: { 200: meResponseSchema, ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const deviceCookie = request.cookies[DEVICE_COOKIE];
      const account = await passwordSignIn(ctx, request, devices, { email, password, deviceCookie });
      const session = await openSession(request, reply, account, { method: 'password' });
      reply.setCookie(DEVICE_COOKIE, devices.issue(deviceCookie, email), {
        path: '/api/auth/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookie,
        maxAge: Math.floor(DEVICE_COOKIE_MAX_AGE_MS / 1000),
      });
      return meOf(account, session, ctx.sessions);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary:
          "Sign out: the session becomes inactive; a single-sign-on session answers the identity provider's sign-out address to go to",
        response: { 200: z.object({ endSessionUrl: z.string() }), 204: z.null() },
      },
    },
    async (request, reply) => {
      const ended = await endOwnSession(ctx, request, reply);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      // Sign-out goes on to the identity provider's (spec part 1 §4.1), when it offers one.
      const endSessionUrl =
        oidc && ended?.signInMethod === 'sso' && ended.idToken
          ? await oidc.endSessionUrl(ended.idToken)
          : null;
      if (endSessionUrl) return reply.code(200).send({ endSessionUrl });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'The signed-in user, the CSRF token and the session limits',
        response: { 200: meResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      return meOf(auth, auth.session, ctx.sessions);
    },
  );

  app.put(
    '/language',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary:
          'Keep the interface language the signed-in person chose (legacy codes ek and ot are read as eu and es-419): the server writes its texts for the person in it',
        body: languageChoiceSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await setOwnLanguage(ctx, request.auth!, request.body.language);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/password',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Change the own password; every other session of the user ends',
        body: changePasswordSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await changeOwnPassword(ctx, passwordChecks, request.auth!, request.body, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/password-reset/request',
    {
      schema: {
        tags,
        summary: 'E-mail a single-use reset link (always 202, whether or not the account exists)',
        body: passwordResetRequestSchema,
        response: { 202: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      const keys = [`ip:${request.ip}`, `email:${email}`];
      if (!(await resetRequests.takeEach(keys)))
        throw rateLimited(await resetRequests.retryAfterSeconds(keys));
      // A job (password-reset.ts), retried while the mail server fails: the answer takes the same
      // time whether the account exists or not.
      await ctx.jobs.send('password-reset-mail', {
        email,
        language: requestLanguage(request.headers['accept-language']),
      });
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/password-reset/confirm',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link token; every session of the user ends',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await confirmPasswordReset(ctx, request.body.token, request.body.password, request.ip);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/events',
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Server-Sent Events of the session: `revoked` when it is ended anywhere',
      },
    },
    async (request, reply) => {
      const auth = request.auth!;
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.write('retry: 2000\n: connected\n\n');
      ctx.sessionEvents.attach(auth.session.id, reply.raw);
    },
  );
};
