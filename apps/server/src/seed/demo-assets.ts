import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { managementAssets, municipalities } from '../db/schema/index.ts';

export const DEMO_ASSETS_PER_MUNICIPALITY = 150;
/** Demo assets lie within this distance of the municipality's centre. */
export const DEMO_ASSET_SPREAD_KM = 3;

const KINDS = [
  { type: 'Luminaria', code: 'LUM', details: ['LED 100 W', 'LED 150 W', 'Sodio 250 W', 'Mercurio 125 W'] },
  { type: 'Árbol', code: 'ARB', details: ['Fresno', 'Jacarandá', 'Paraíso', 'Plátano', 'Tipa', 'Lapacho'] },
  { type: 'Contenedor', code: 'CON', details: ['Residuos húmedos', 'Reciclables', 'Vidrio'] },
] as const;
const STREETS = [
  'Av. San Martín',
  'Belgrano',
  'Rivadavia',
  'Sarmiento',
  '9 de Julio',
  'Av. Colón',
  'Mitre',
  'Urquiza',
  'Independencia',
  'Lavalle',
  'Entre Ríos',
  'Av. Libertad',
];

/** mulberry32: a small seeded generator, so every run places the same assets in the same spots. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Street lights, trees and bins scattered around each demo municipality's centre, standing in
 * for the management system's assets. Fixed ids: running it again adds nothing.
 */
export async function seedDemoAssets(db: Db, municipalityIds: string[]): Promise<void> {
  const rows = await db.select().from(municipalities).where(inArray(municipalities.id, municipalityIds));
  const assets = rows.flatMap((municipality) => {
    if (municipality.latitude === null || municipality.longitude === null) return [];
    const centre = { latitude: municipality.latitude, longitude: municipality.longitude };
    const next = random([...municipality.key].reduce((sum, c) => sum * 31 + c.charCodeAt(0), 7));
    const kmPerDegreeLng = 111.32 * Math.cos((centre.latitude * Math.PI) / 180);
    return Array.from({ length: DEMO_ASSETS_PER_MUNICIPALITY }, (_, index) => {
      const kind = KINDS[index % KINDS.length]!;
      // Uniform over the disc: the square root spreads points evenly by area.
      const distance = DEMO_ASSET_SPREAD_KM * Math.sqrt(next());
      const bearing = 2 * Math.PI * next();
      const detail = kind.details[Math.floor(next() * kind.details.length)]!;
      const street = STREETS[Math.floor(next() * STREETS.length)]!;
      const number = 100 + Math.floor(next() * 40) * 50;
      const serial = String(index + 1).padStart(4, '0');
      return {
        id: `${municipality.key}-${kind.code}-${serial}`,
        municipalityId: municipality.id,
        description: `${kind.type} ${detail} n.º ${serial}`,
        type: kind.type,
        address: `${street} ${number}, ${municipality.name}`,
        latitude: round(centre.latitude + (distance * Math.cos(bearing)) / 111.32),
        longitude: round(centre.longitude + (distance * Math.sin(bearing)) / kmPerDegreeLng),
      };
    });
  });
  if (assets.length > 0) await db.insert(managementAssets).values(assets).onConflictDoNothing();
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
