import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import { apiError } from '../../http/errors.ts';
import { requireAccess } from '../access/index.ts';
import { audit } from '../audit.ts';
import type { AuthContext } from '../auth/index.ts';

/** Admin: ends every session of a user; their open pages go to the sign-in. */
export async function signOutEverywhere(
  ctx: AppContext,
  auth: AuthContext,
  userId: string,
  ip: string,
): Promise<{ revoked: number }> {
  requireAccess(auth, 'manage', 'usuario');
  const [target] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!target) throw apiError('NOT_FOUND', { resource: 'User' });
  const revoked = await ctx.sessions.revoke({ userId: target.id }, 'admin-sign-out');
  await audit(ctx.database.db, {
    actorId: auth.row.id,
    action: 'sign-out-everywhere',
    subject: 'usuario',
    subjectId: target.id,
    after: { revokedSessions: revoked.length },
    ip,
  });
  return { revoked: revoked.length };
}
