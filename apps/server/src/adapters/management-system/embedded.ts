import type { Db } from '../../db/client.ts';
import { managementUsers } from '../../db/schema.ts';
import type { ManagementSystem } from './port.ts';

const VALID_USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;

/** Embedded default: a registry table standing in for the management system's user list. */
export function embeddedManagementSystem(db: Db): ManagementSystem {
  return {
    async verifyUser({ username, municipalityManagementId }) {
      // A municipality the management system does not know cannot be asked about.
      if (municipalityManagementId === null) return { result: false, error: 'municore backend error' };
      if (!VALID_USERNAME.test(username)) return { result: false, error: 'invalid username' };
      const inserted = await db
        .insert(managementUsers)
        .values({ username, municipalityManagementId })
        .onConflictDoNothing()
        .returning({ username: managementUsers.username });
      return inserted.length > 0
        ? { result: true, error: null }
        : { result: false, error: 'muni username exists' };
    },
  };
}
