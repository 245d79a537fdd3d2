import { defineAbilityFor, toLanguage, type MeResponse } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { apiError, type ApiError } from '../../http/errors.ts';
import type { Account, SessionRow } from './account.ts';
import { SESSION_COOKIE } from './guard.ts';
import type { SessionService, SignInMethod } from './sessions.ts';

/**
 * Who may sign in (spec part 1 §4.1, §8), the same rule for a password and for single sign-on:
 * a disabled account, an account without a product role, a user without areas (but the admin) and
 * a user of a disabled municipality are refused. Null when the account may sign in.
 */
export function signInRefusal(account: Account): ApiError | null {
  const { user, row } = account;
  if (row.disabled) return apiError('USER_DISABLED');
  if (!user.role) return apiError('NO_PRODUCT_USER');
  // Only who works in every area (the admin) needs none of its own.
  if (user.areaIds.length === 0 && !defineAbilityFor(account.actor).can('manage', 'area')) {
    return apiError('NO_AREAS');
  }
  if (user.municipality?.disabled) {
    return apiError('MUNICIPALITY_DISABLED');
  }
  return null;
}

/**
 * Opens a session for an account that may sign in: the session row, the user's last access and the
 * httpOnly session cookie — the same for a password and for single sign-on.
 */
export async function openSession(
  request: FastifyRequest,
  reply: FastifyReply,
  account: Account,
  signIn: { method: SignInMethod; idToken?: string | null },
): Promise<SessionRow> {
  const { ctx } = request.server;
  const { token, session } = await ctx.sessions.create(account.row.id, {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    signInMethod: signIn.method,
    idToken: signIn.idToken ?? null,
  });
  await ctx.database.db.update(users).set({ lastAccessAt: new Date() }).where(eq(users.id, account.row.id));
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.appUrl.startsWith('https://'),
    maxAge: Math.floor(ctx.config.session.absoluteMs / 1000),
  });
  return session;
}

/** The signed-in user as /me and the sign-in answer show it; the account type is how this session signed in. */
export function meOf(account: Account, session: SessionRow, service: SessionService): MeResponse {
  return {
    user: { ...account.user, accountType: session.signInMethod === 'sso' ? 'sso' : 'password' },
    csrfToken: session.csrfToken,
    session: {
      idleExpiresAt: service.idleExpiresAt(session).toISOString(),
      absoluteExpiresAt: session.expiresAt.toISOString(),
    },
    language: toLanguage(account.row.language),
  };
}
