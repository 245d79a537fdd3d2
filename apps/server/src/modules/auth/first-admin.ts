import { FIRST_ADMIN_ROLE } from '@cabildo/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './secrets.ts';

/**
 * The first administrator (issue 29 item 4). A production database starts with no user at all (no
 * demo accounts): the operator creates the first administrator with ADMIN_EMAIL/ADMIN_PASSWORD at
 * start-up or with `npm run create-admin`, never through the web — a page that created it would
 * belong to whoever reached it first.
 */

/** The steps the log and the sign-in page give while there is no user (the web has its own translation). */
export const FIRST_ADMIN_STEPS =
  'there is no user yet: create the first administrator — set ADMIN_EMAIL and ADMIN_PASSWORD and ' +
  'restart the server, or run `npm run create-admin` (with the server stopped on the embedded database)';

/** Whether the database holds any user at all (disabled and single-sign-on ones count too). */
export async function anyUserExists(db: Db): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).limit(1);
  return found !== undefined;
}

/**
 * Answers "is there still no user?" for the public sign-in settings: a query while there is none,
 * then never again (users are disabled, never deleted, so once one exists the answer stays no).
 */
export class FirstAdminCheck {
  private someUser = false;
  constructor(private readonly db: Db) {}

  async needed(): Promise<boolean> {
    if (!this.someUser) this.someUser = await anyUserExists(this.db);
    return !this.someUser;
  }
}

/**
 * Creates an administrator with a password (an address and password already checked by the
 * product's rules: emailSchema, newPasswordSchema). Its user name is the address's local part when
 * no one has it, else none. 'exists': a user has this address already (nothing is changed).
 */
export async function createAdministrator(
  db: Db,
  admin: { email: string; password: string },
): Promise<'created' | 'exists'> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email)).limit(1);
  if (found) return 'exists';
  const localPart = admin.email.split('@')[0]!.toLowerCase();
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, localPart)).limit(1);
  const created = await db
    .insert(users)
    .values({
      email: admin.email,
      username: taken ? null : localPart,
      roles: [FIRST_ADMIN_ROLE],
      passwordHash: await hashPassword(admin.password),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return created.length > 0 ? 'created' : 'exists';
}
