import type { ChangePassword, Language } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { apiError, ApiError } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { audit } from '../audit.ts';
import { loadAccount, loadSessionAccount, type Account, type SessionRow } from './account.ts';
import type { DeviceCookies } from './device-cookies.ts';
import { authenticate, SESSION_COOKIE, type AuthContext } from './guard.ts';
import { hashPassword, needsRehash, sha256, verifyPassword } from './secrets.ts';
import { signInRefusal } from './sign-in.ts';

/** Too many failed passwords: wait for the oldest failure to leave the minute. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  apiError('TOO_MANY_ATTEMPTS', undefined, {
    retryAfterSeconds,
  });

/**
 * Checks an e-mail and password against the login limits (per address, account and device
 * cookie), and refuses an account that may not sign in; the account whose session may open.
 */
export async function passwordSignIn(
  ctx: AppContext,
  request: FastifyRequest,
  devices: DeviceCookies,
  { email, password, deviceCookie }: { email: string; password: string; deviceCookie: string | undefined },
): Promise<Account> {
  const attempt = await ctx.loginLimiter.reserve(request.ip, email, devices.find(deviceCookie, email));
  if (!attempt) throw tooManyAttempts(await ctx.loginLimiter.retryAfterSeconds(request.ip, email));
  let account: Account | null;
  let valid: boolean;
  try {
    account = await loadAccount(ctx.database.db, { email });
    const lane = attempt.trusted ? 'trusted' : 'untrusted';
    valid = await verifyPassword(account?.row.passwordHash ?? null, password, lane);
  } catch (error) {
    await ctx.loginLimiter.cancel(attempt);
    throw error;
  }
  if (!account || !valid) {
    request.log.info({ email, ip: request.ip, trusted: attempt.trusted }, 'sign-in failed');
    throw apiError('INVALID_CREDENTIALS');
  }
  await ctx.loginLimiter.succeeded(attempt);
  // A hash of other parameters is made again: every stored hash then costs what the decoy does.
  if (account.row.passwordHash && needsRehash(account.row.passwordHash)) {
    const passwordHash = await hashPassword(password);
    await ctx.database.db.update(users).set({ passwordHash }).where(eq(users.id, account.row.id));
  }
  const refusal = signInRefusal(account);
  if (refusal) throw refusal;
  return account;
}

/** Ends the request's session, if it has one that is still open; the session ended, if any. */
export async function endOwnSession(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionRow | null> {
  if (!request.cookies[SESSION_COOKIE]) return null;
  try {
    const auth = await authenticate(request, reply);
    await ctx.sessions.revoke({ sessionIds: [auth.session.id] }, 'logout');
    return auth.session;
  } catch (error) {
    // An expired or unknown session is already signed out; a CSRF failure is not.
    if (error instanceof ApiError && error.code === 'CSRF_REJECTED') throw error;
    // A user of a municipality disabled meanwhile (checked after CSRF) is still signed out for real.
    if (error instanceof ApiError && error.code === 'MUNICIPALITY_DISABLED') {
      const found = await loadSessionAccount(ctx.database.db, sha256(request.cookies[SESSION_COOKIE]!));
      if (found?.session.active) {
        await ctx.sessions.revoke({ sessionIds: [found.session.id] }, 'logout');
        return found.session;
      }
    }
    return null;
  }
}

/** Keeps the interface language the signed-in person chose. */
export async function setOwnLanguage(ctx: AppContext, auth: AuthContext, language: Language) {
  await ctx.database.db.update(users).set({ language }).where(eq(users.id, auth.row.id));
}

/** Changes the own password (the current one checked under `checks`); every other session ends. */
export async function changeOwnPassword(
  ctx: AppContext,
  checks: RateLimiter,
  auth: AuthContext,
  { currentPassword, newPassword }: ChangePassword,
  ip: string,
) {
  // Counted before the hash (as sign-in attempts), given back when the password was right.
  if (!(await checks.take(auth.row.id))) throw tooManyAttempts(await checks.retryAfterSeconds([auth.row.id]));
  let valid: boolean;
  try {
    valid = await verifyPassword(auth.row.passwordHash, currentPassword, 'trusted');
  } catch (error) {
    // Never checked (hashing busy): not a failed guess.
    await checks.release(auth.row.id);
    throw error;
  }
  if (!valid) throw apiError('CURRENT_PASSWORD_INCORRECT');
  await checks.release(auth.row.id);
  const passwordHash = await hashPassword(newPassword);
  await ctx.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, auth.row.id));
    await audit(tx, {
      actorId: auth.row.id,
      action: 'password-change',
      subject: 'usuario',
      subjectId: auth.row.id,
      ip,
    });
  });
  await ctx.sessions.revoke({ userId: auth.row.id, exceptSessionId: auth.session.id }, 'password-change');
}
