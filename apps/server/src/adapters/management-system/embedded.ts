import { randomBytes } from 'node:crypto';
import { boundingBox, distanceKm, NEARBY_ASSETS_MAX, type Asset } from '@cabildo/domain';
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { managementAssets, managementUsers } from '../../db/schema.ts';
import type { ManagementSystem } from './port.ts';

const VALID_USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** Rows read from the bounding box before the exact distance check; far more than a 1 km circle holds. */
const BOX_ROWS_MAX = 5000;

/**
 * Embedded default: registry tables standing in for the management system's user list and
 * assets; incidents get a fresh id and nothing else (there is no one to work them).
 */
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

    async createIncident() {
      return { id: `INC-${randomBytes(6).toString('hex').toUpperCase()}` };
    },

    async findAssets({ municipalityId, latitude, longitude, radiusKm }) {
      const centre = { latitude, longitude };
      const box = boundingBox(centre, radiusKm);
      const rows = await db
        .select()
        .from(managementAssets)
        .where(
          and(
            between(managementAssets.latitude, box.south, box.north),
            between(managementAssets.longitude, box.west, box.east),
            eq(managementAssets.municipalityId, municipalityId),
          ),
        )
        .limit(BOX_ROWS_MAX);
      return rows
        .map((row) => ({ asset: toAsset(row), distance: distanceKm(centre, row) }))
        .filter(({ distance }) => distance <= radiusKm)
        .sort((a, b) => a.distance - b.distance || a.asset.id.localeCompare(b.asset.id))
        .slice(0, NEARBY_ASSETS_MAX)
        .map(({ asset }) => asset);
    },

    async getAsset(id, { municipalityId }) {
      const [row] = await db
        .select()
        .from(managementAssets)
        .where(and(eq(managementAssets.id, id), eq(managementAssets.municipalityId, municipalityId)))
        .limit(1);
      return row ? toAsset(row) : null;
    },
  };
}

function toAsset(row: typeof managementAssets.$inferSelect): Asset {
  return {
    id: row.id,
    description: row.description,
    type: row.type,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
