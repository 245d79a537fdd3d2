import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  boundingBox,
  distanceKm,
  NEARBY_ASSETS_MAX,
  type Asset,
  type IncidentType,
  type ManagementArea,
} from '@cabildo/domain';
import { and, between, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { managementAssets, managementUsers } from '../../db/schema/index.ts';
import type { ManagementSystem } from './port.ts';

const VALID_USERNAME = /^[a-z0-9][a-z0-9._-]{2,39}$/;
/** Rows read from the bounding box before the exact distance check; far more than a 1 km circle holds. */
const BOX_ROWS_MAX = 5000;

/** The embedded default's areas of the management system, the same for every municipality. */
export const DEFAULT_MANAGEMENT_AREAS: ManagementArea[] = [
  { id: '1', name: 'Alumbrado público' },
  { id: '2', name: 'Espacios verdes' },
  { id: '3', name: 'Obras públicas' },
  { id: '12', name: 'Tránsito' },
];

/** Its incident types, per area. */
export const DEFAULT_INCIDENT_TYPES: IncidentType[] = [
  { id: '101', name: 'Luminaria apagada', areaId: '1' },
  { id: '102', name: 'Poste dañado', areaId: '1' },
  { id: '201', name: 'Poda de árboles', areaId: '2' },
  { id: '202', name: 'Limpieza de plaza', areaId: '2' },
  { id: '301', name: 'Bache en la calzada', areaId: '3' },
  { id: '302', name: 'Vereda rota', areaId: '3' },
  { id: '1201', name: 'Semáforo sin funcionar', areaId: '12' },
];

const sameName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' }) === 0;

/**
 * Embedded default: registry tables standing in for the management system's user list and
 * assets; incidents get a fresh id and nothing else (there is no one to work them); a message to a
 * citizen is written as `…-external-message.json` to `messageFolder` (the local mail folder), or
 * dropped without one.
 */
export function embeddedManagementSystem(db: Db, messageFolder?: string): ManagementSystem {
  // Incident types created for forms, per municipality; kept by this process (the form keeps the
  // type's id and name, so an answer's incident never depends on this list).
  const created = new Map<string, IncidentType[]>();
  const typesOf = (municipalityId: string) => [
    ...DEFAULT_INCIDENT_TYPES,
    ...(created.get(municipalityId) ?? []),
  ];
  return {
    async sendExternalMessage(input) {
      if (!messageFolder) return;
      await mkdir(messageFolder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        messageFolder,
        `${stamp}-${randomBytes(4).toString('hex')}-external-message.json`,
      );
      await writeFile(file, `${JSON.stringify(input, null, 2)}\n`);
    },

    async listAreas() {
      return DEFAULT_MANAGEMENT_AREAS;
    },

    async listIncidentTypes({ municipalityId }, areaId) {
      return typesOf(municipalityId).filter((type) => type.areaId === areaId);
    },

    async createIncidentType({ municipalityId, areaId, name }) {
      if (!DEFAULT_MANAGEMENT_AREAS.some((area) => area.id === areaId))
        throw new Error(`no management area ${areaId}`);
      // Like the real system: a type with that name in the area already exists.
      if (typesOf(municipalityId).some((type) => type.areaId === areaId && sameName(type.name, name)))
        throw new Error(`an incident type named ${name} exists`);
      const type = { id: `T-${randomBytes(4).toString('hex').toUpperCase()}`, name, areaId };
      created.set(municipalityId, [...(created.get(municipalityId) ?? []), type]);
      return { id: type.id };
    },

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
