import { primaryRole, type Actor, type SessionUser } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { municipalities, userAreas, users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type Account = { row: UserRow; user: SessionUser; actor: Actor };

/** A user as the session sees it: profile, role, areas and municipality. */
export async function loadAccount(
  db: DbOrTx,
  where: { id: string } | { email: string },
): Promise<Account | null> {
  const condition = 'id' in where ? eq(users.id, where.id) : eq(users.email, where.email);
  const [found] = await db
    .select({ user: users, municipality: municipalities })
    .from(users)
    .leftJoin(municipalities, eq(municipalities.id, users.municipalityId))
    .where(condition)
    .limit(1);
  if (!found) return null;
  const areaRows = await db
    .select({ areaId: userAreas.areaId })
    .from(userAreas)
    .where(eq(userAreas.userId, found.user.id));
  const row = found.user;
  const areaIds = areaRows.map((area) => area.areaId);
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: primaryRole(row.roles),
    accountType: row.providerId === 'oidc' ? 'sso' : 'password',
    areaIds,
    municipality: found.municipality
      ? { id: found.municipality.id, name: found.municipality.name, disabled: found.municipality.disabled }
      : null,
  };
  return { row, user, actor: { id: row.id, roles: row.roles, areaIds, municipalityId: row.municipalityId } };
}
