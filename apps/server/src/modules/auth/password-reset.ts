import { RESET_PASSWORD_PATH, RESET_TOKEN_TTL_MS, toLanguage, type Language } from '@cabildo/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { hashPassword, randomToken, sha256 } from './secrets.ts';
import { mailBrand, passwordResetMail } from '../mail/index.ts';
import type { JobDefinition } from '../jobs/index.ts';

/**
 * Sends a single-use reset link, valid one hour, when the e-mail belongs to an enabled
 * Cabildo account, in the account's own language (the one its owner chose last), else in the one
 * the request asks for. The caller always gets the same answer, so nobody can probe accounts.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  email: string,
  language: Language,
): Promise<void> {
  const [user] = await ctx.database.db
    .select({
      id: users.id,
      email: users.email,
      disabled: users.disabled,
      providerId: users.providerId,
      language: users.language,
      municipalityId: users.municipalityId,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user || user.disabled || user.providerId !== 'password') return;

  const token = randomToken();
  await ctx.database.db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: sha256(token),
    purpose: 'reset',
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
  });
  const link = `${ctx.config.appUrl}${RESET_PASSWORD_PATH}?token=${token}`;
  const mail = await passwordResetMail({
    language: toLanguage(user.language) ?? language,
    link,
    email: user.email,
    brand: await mailBrand(ctx, user.municipalityId),
  });
  await ctx.mailer.send({ to: user.email, ...mail });
}

/**
 * The reset link as a job (modules/jobs), queued by POST /api/auth/password-reset: nobody waits for
 * this mail on screen (the answer is the same for every address), so a mail server that fails is
 * retried with backoff, five times, by whichever instance — each attempt with a new link of its own.
 */
export const passwordResetMailJob = (
  ctx: AppContext,
): JobDefinition<{ email: string; language: Language }> => ({
  name: 'password-reset-mail',
  queue: {
    policy: 'standard',
    retryLimit: 5,
    retryDelayMax: 3600,
    expireInSeconds: 300,
    deleteAfterSeconds: 86_400,
  },
  run: ({ email, language }) => requestPasswordReset(ctx, email, language),
});

/** Uses a reset (or invitation) token: sets the password and ends every session of the user. */
export async function confirmPasswordReset(ctx: AppContext, token: string, password: string, ip: string) {
  // A made-up token costs no hashing (the single-use check is the conditional update below).
  if (!(await findUsableToken(ctx, token))) throw invalidToken();
  const passwordHash = await hashPassword(password);
  const userId = await ctx.database.db.transaction(async (tx) => {
    // The conditional update makes the token single-use even under concurrent requests.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(usable(token))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    await audit(tx, {
      actorId: used.userId,
      action: 'password-reset',
      subject: 'usuario',
      subjectId: used.userId,
      ip,
    });
    return used.userId;
  });
  if (!userId) throw invalidToken();
  await ctx.sessions.revoke({ userId }, 'password-reset');
}

const usable = (token: string) =>
  and(
    eq(passwordResetTokens.tokenHash, sha256(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );

async function findUsableToken(ctx: AppContext, token: string): Promise<boolean> {
  const [found] = await ctx.database.db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(usable(token))
    .limit(1);
  return found !== undefined;
}

const invalidToken = () => apiError('RESET_TOKEN_INVALID');
