import type { Db } from '../db/client.ts';
import { createAdministrator } from '../modules/auth/index.ts';

/** The first administrator of a production database (ADMIN_EMAIL / ADMIN_PASSWORD): true when created now. */
export async function ensureAdmin(db: Db, admin: { email: string; password: string }): Promise<boolean> {
  return (await createAdministrator(db, admin)) === 'created';
}
