import {
  authSettingsSchema,
  changePasswordSchema,
  loginRequestSchema,
  meResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  type MeResponse,
} from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { errorResponses } from '../../http/openapi.ts';
import { RateLimiter, rateLimited } from '../../http/rate-limiter.ts';
import { audit } from '../audit.ts';
import { loadAccount, loadSessionAccount, type Account } from './account.ts';
import { authenticate, requireSession, SESSION_COOKIE } from './guard.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, DeviceCookies } from './device-cookies.ts';
import { hashPassword, randomToken, sha256, verifyPassword } from './secrets.ts';
import type { SessionRow } from './account.ts';
import type { SessionService } from './sessions.ts';
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
  const resetRequests = new RateLimiter(RESET_REQUESTS_PER_MINUTE);
  // Wrong current passwords of a signed-in person (a stolen session must not guess at leisure).
  const passwordChecks = new RateLimiter(ctx.config.loginMaxFailuresPerMinute);

  const meOf = (account: Account, session: SessionRow, service: SessionService): MeResponse => ({
    user: account.user,
    csrfToken: session.csrfToken,
    session: {
      idleExpiresAt: service.idleExpiresAt(session).toISOString(),
      absoluteExpiresAt: session.expiresAt.toISOString(),
    },
  });

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Public settings: single sign-on, map tiles',
        response: { 200: authSettingsSchema },
      },
    },
    async () => ({
      sso: { enabled: ctx.config.oidc !== null, label: ctx.config.oidc?.label ?? null },
      map: ctx.config.map,
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
      const attempt = ctx.loginLimiter.reserve(request.ip, email, devices.find(deviceCookie, email));
      if (!attempt) {
        throw new ApiError('TOO_MANY_ATTEMPTS', 'Too many failed attempts. Wait a minute and try again.');
      }
      let account: Account | null;
      let valid: boolean;
      try {
        account = await loadAccount(ctx.database.db, { email });
        const lane = attempt.trusted ? 'trusted' : 'untrusted';
        valid = await verifyPassword(account?.row.passwordHash ?? null, password, lane);
      } catch (error) {
        ctx.loginLimiter.cancel(attempt);
        throw error;
      }
      if (!account || !valid) {
        request.log.info({ email, ip: request.ip, trusted: attempt.trusted }, 'sign-in failed');
        throw new ApiError('INVALID_CREDENTIALS', 'The e-mail or the password is not correct.');
      }
      ctx.loginLimiter.succeeded(attempt);
      const { user, row } = account;
      if (row.disabled) throw new ApiError('USER_DISABLED', 'This account is disabled.');
      if (!user.role) throw new ApiError('NO_PRODUCT_USER', 'There is no Cabildo user for this account.');
      if (user.areaIds.length === 0 && user.role !== 'ROLE_ADMIN') {
        throw new ApiError('NO_AREAS', 'The user has no municipal areas.');
      }
      if (user.municipality?.disabled) {
        throw new ApiError('MUNICIPALITY_DISABLED', 'The municipality is disabled.');
      }

      const { token, session } = await ctx.sessions.create(row.id, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      await ctx.database.db.update(users).set({ lastAccessAt: new Date() }).where(eq(users.id, row.id));
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookie,
        maxAge: Math.floor(ctx.config.session.absoluteMs / 1000),
      });
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
    { schema: { tags, summary: 'Sign out: the session becomes inactive', response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.cookies[SESSION_COOKIE]) {
        try {
          const auth = await authenticate(request, reply);
          await ctx.sessions.revoke({ sessionIds: [auth.session.id] }, 'logout');
        } catch (error) {
          // An expired or unknown session is already signed out; a CSRF failure is not.
          if (error instanceof ApiError && error.code === 'CSRF_REJECTED') throw error;
          // A user of a municipality disabled meanwhile (checked after CSRF) is still signed out for real.
          if (error instanceof ApiError && error.code === 'MUNICIPALITY_DISABLED') {
            const found = await loadSessionAccount(ctx.database.db, sha256(request.cookies[SESSION_COOKIE]!));
            if (found) await ctx.sessions.revoke({ sessionIds: [found.session.id] }, 'logout');
          }
        }
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
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
      const auth = request.auth!;
      // Counted before the hash (as sign-in attempts), given back when the password was right.
      if (!passwordChecks.take(auth.row.id)) {
        throw new ApiError('TOO_MANY_ATTEMPTS', 'Too many failed attempts. Wait a minute and try again.');
      }
      let valid: boolean;
      try {
        valid = await verifyPassword(auth.row.passwordHash, request.body.currentPassword, 'trusted');
      } catch (error) {
        // Never checked (hashing busy): not a failed guess.
        passwordChecks.release(auth.row.id);
        throw error;
      }
      if (!valid) throw new ApiError('CURRENT_PASSWORD_INCORRECT', 'The current password is not correct.');
      passwordChecks.release(auth.row.id);
      const passwordHash = await hashPassword(request.body.newPassword);
      await ctx.database.db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.row.id));
        await audit(tx, {
          actorId: auth.row.id,
          action: 'password-change',
          subject: 'usuario',
          subjectId: auth.row.id,
          ip: request.ip,
        });
      });
      await ctx.sessions.revoke({ userId: auth.row.id, exceptSessionId: auth.session.id }, 'password-change');
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
      if (resetRequests.exhausted(`ip:${request.ip}`) || resetRequests.exhausted(`email:${email}`)) {
        throw rateLimited();
      }
      resetRequests.record(`ip:${request.ip}`);
      resetRequests.record(`email:${email}`);
      // Sent in the background: the answer takes the same time whether the account exists or not.
      void requestPasswordReset(ctx, email, requestLanguage(request.headers['accept-language'])).catch(
        (error: unknown) => request.log.error({ err: error }, 'password reset mail failed'),
      );
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
