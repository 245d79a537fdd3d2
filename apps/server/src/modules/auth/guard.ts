import { defineAbilityFor, type AppAbility } from '@cabildo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError, ApiError } from '../../http/errors.ts';
import { loadSessionAccount, type Account, type SessionRow } from './account.ts';
import { safeEqual, sha256 } from './secrets.ts';

export const SESSION_COOKIE = 'cabildo_session';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AuthContext = Account & { session: SessionRow; ability: AppAbility };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * Resolves the signed-in user from the session cookie, once per request. Ends sessions
 * that idled out, outlived their absolute limit or predate the remote-config revocation
 * date; checks the CSRF token on state-changing requests.
 */
export async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<AuthContext> {
  if (request.auth) return request.auth;
  const { sessions, remoteConfig } = request.server.ctx;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) throw apiError('UNAUTHENTICATED');

  const loaded = await loadSessionAccount(request.server.ctx.database.db, sha256(token));
  if (!loaded) throw rejectSession(reply, apiError('UNAUTHENTICATED'));
  const { session: found, account } = loaded;
  if (!found.active) throw rejectSession(reply, apiError('SESSION_EXPIRED'));

  const now = new Date();
  const ended = sessions.endReason(found, now, await remoteConfig.revokedBefore());
  if (ended) {
    await sessions.revoke({ sessionIds: [found.id] }, ended);
    throw rejectSession(reply, apiError('SESSION_EXPIRED'));
  }

  if (!SAFE_METHODS.has(request.method)) {
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== 'string' || !safeEqual(sent, found.csrfToken)) throw apiError('CSRF_REJECTED');
  }

  if (account.row.disabled) {
    await sessions.revoke({ sessionIds: [found.id] }, 'user-disabled');
    throw rejectSession(reply, apiError('SESSION_EXPIRED'));
  }
  if (account.user.municipality?.disabled) {
    throw apiError('MUNICIPALITY_DISABLED');
  }

  const session = await sessions.touch(found, now);
  request.auth = { ...account, session, ability: defineAbilityFor(account.actor) };
  return request.auth;
}

function rejectSession(reply: FastifyReply, error: ApiError): ApiError {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return error;
}

/** Route guard: signed in (401). Who may do what is asked by the services (access/gate.ts). */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticate(request, reply);
}

/**
 * For routes open to anonymous people (public forms): the signed-in user when the session cookie
 * is there, else null. A stale or ended session counts as anonymous; a missing CSRF token does not.
 */
export async function optionalAuth(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthContext | null> {
  if (!request.cookies[SESSION_COOKIE]) return null;
  try {
    return await authenticate(request, reply);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
