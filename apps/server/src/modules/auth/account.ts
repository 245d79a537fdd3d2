import { primaryRole, type Actor, type SessionUser } from '@cabildo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { municipalities, sessions, userAreas, users } from '../../db/schema/index.ts';
import { timeZoneOf } from '../geography/index.ts';

export type UserRow = typeof users.$inferSelect;
type MunicipalityRow = typeof municipalities.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type Account = { row: UserRow; user: SessionUser; actor: Actor };

const accountColumns = {
  user: users,
  municipality: municipalities,
  areaIds: sql<
    string[]
  >`coalesce((select array_agg(${userAreas.areaId}::text order by ${userAreas.areaId}) from ${userAreas} where ${userAreas.userId} = ${users.id}), '{}'::text[])`,
};

/** A user as the session sees it: profile, role, areas and municipality. */
export async function loadAccount(
  db: DbOrTx,
  where: { id: string } | { email: string },
): Promise<Account | null> {
  const condition = 'id' in where ? eq(users.id, where.id) : eq(users.email, where.email);
  const [found] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(municipalities, eq(municipalities.id, users.municipalityId))
    .where(condition)
    .limit(1);
  return found ? toAccount(found) : null;
}

/** The session of a cookie token hash with its user, in one round trip (every signed-in request pays it). */
export async function loadSessionAccount(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; account: Account } | null> {
  const [found] = await sessionAccountQuery(db).execute({ tokenHash });
  return found
    ? {
        session: found.session,
        account: toAccount(found, found.session.signInMethod),
      }
    : null;
}

// Built once per database: composing this query costs more than running it.
const preparedSessionAccount = new WeakMap<Db, ReturnType<typeof prepareSessionAccount>>();

function prepareSessionAccount(db: Db) {
  return db
    .select({ session: sessions, ...accountColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(municipalities, eq(municipalities.id, users.municipalityId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_account');
}

function sessionAccountQuery(db: Db) {
  let query = preparedSessionAccount.get(db);
  if (!query) {
    query = prepareSessionAccount(db);
    preparedSessionAccount.set(db, query);
  }
  return query;
}

/** `signedInWith`: the session's sign-in method (the account type shown); else the account's own kind. */
function toAccount(
  found: {
    user: UserRow;
    municipality: MunicipalityRow | null;
    areaIds: string[];
  },
  signedInWith?: string,
): Account {
  const row = found.user;
  const user: SessionUser = {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: primaryRole(row.roles),
    accountType: (signedInWith ?? row.providerId) === 'password' ? 'password' : 'sso',
    areaIds: found.areaIds,
    municipality: found.municipality
      ? {
          id: found.municipality.id,
          name: found.municipality.name,
          disabled: found.municipality.disabled,
          timeZone: timeZoneOf(found.municipality.settings),
        }
      : null,
  };
  return {
    row,
    user,
    actor: {
      id: row.id,
      roles: row.roles,
      areaIds: found.areaIds,
      municipalityId: row.municipalityId,
    },
  };
}
