import { INVITE_TOKEN_TTL_MS, type Language } from '@cabildo/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { randomToken, sha256 } from '../auth/index.ts';
import type { JobDefinition } from '../jobs/index.ts';
import { sendInvitation } from './invitation.ts';

/**
 * The invitation of an imported user, as a job: a fresh invitation token (7 days) and the e-mail in
 * the user's language. Nothing is sent to a user who was removed, disabled or has a password by now;
 * a retry after a mail failure makes a new token (the unsent one is never seen).
 */
export const userInvitationMailJob = (
  ctx: AppContext,
): JobDefinition<{ userId: string; language: Language }> => ({
  name: 'user-invitation-mail',
  queue: {
    policy: 'standard',
    retryLimit: 5,
    retryDelayMax: 3600,
    expireInSeconds: 300,
    deleteAfterSeconds: 86_400,
  },
  run: async ({ userId, language }) => {
    const db = ctx.database.db;
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.disabled, false), isNull(users.passwordHash)))
      .limit(1);
    if (!user) return;
    const token = randomToken();
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      purpose: 'invite',
      expiresAt: new Date(Date.now() + INVITE_TOKEN_TTL_MS),
    });
    await sendInvitation(ctx, user.email, token, language);
  },
});
