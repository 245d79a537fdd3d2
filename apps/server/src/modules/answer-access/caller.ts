import type { OpeningMode } from '@cabildo/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { authenticate, optionalAuth, type AuthContext } from '../auth/index.ts';
import { openForAnswering, type OpenedForm, type OpeningOptions } from './opening.ts';

/**
 * Who calls a route of the answer screen: without a mode (or in public mode) signing in is
 * optional; any other mode signs in, with the session errors of a sign-in. Anonymous callers are
 * counted per IP by `anonymousLimit` (when given) and refused with 429 over it.
 */
export async function answeringCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  anonymousLimit: RateLimiter | null,
  mode?: OpeningMode,
): Promise<AuthContext | null> {
  const auth =
    mode === undefined || mode === 'public'
      ? await optionalAuth(request, reply)
      : await authenticate(request, reply);
  if (!auth) await anonymousLimit?.enforce(request.ip);
  return auth;
}

/**
 * The caller, then the form's opening checks in `mode` — by default inspection mode when signed
 * in and public mode when not: whoever may open the form for answering may use the route.
 */
export async function openForCaller(
  request: FastifyRequest,
  reply: FastifyReply,
  formId: string,
  anonymousLimit: RateLimiter | null,
  { mode, ...options }: OpeningOptions & { mode?: OpeningMode } = {},
): Promise<OpenedForm & { auth: AuthContext | null }> {
  const auth = await answeringCaller(request, reply, anonymousLimit, mode);
  const opened = await openForAnswering(
    request.server.ctx,
    auth,
    formId,
    mode ?? (auth ? 'inspection' : 'public'),
    options,
  );
  return { ...opened, auth };
}
