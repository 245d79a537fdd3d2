import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/secrets.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';

/** The first administrator of a production database (ADMIN_EMAIL / ADMIN_PASSWORD). */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<boolean> {
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email)).limit(1);
  if (found) return false;
  await db
    .insert(users)
    .values({
      email: admin.email,
      username: admin.email.split('@')[0]!.toLowerCase(),
      roles: ['ROLE_ADMIN'],
      passwordHash: await hashPassword(admin.password),
    })
    .onConflictDoNothing();
  return true;
}
