import { ROLES, roleSlug, type Role } from '@cabildo/domain';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/index.ts';
import type { Db } from '../db/client.ts';
import { areas, countries, municipalities, provinces, userAreas, users } from '../db/schema/index.ts';
import { seedDemoAssets } from './demo-assets.ts';
import { seedDemoCitizens } from './demo-citizens.ts';
import { seedDemoForms } from './demo-forms.ts';

export const DEMO_PASSWORD = 'cabildo-demo';
export const DEMO_DOMAIN = 'demo.cabildo.test';

// Fixed ids make the seed idempotent: every insert skips rows that already exist.
const u = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
export const DEMO_IDS = {
  argentina: u(1),
  cordobaProvince: u(11),
  santaFeProvince: u(12),
  cordoba: u(101),
  carlosPaz: u(102),
  rosario: u(103),
  obrasPrivadas: u(1001),
  transito: u(1002),
  ambiente: u(1003),
  inspeccionGeneral: u(1004),
  bromatologia: u(1005),
  controlUrbano: u(1006),
} as const;

type DemoUser = {
  id: string;
  email: string;
  role: Role | null;
  firstName: string;
  lastName: string;
  municipalityId: string;
  areaIds: string[];
};

const FIRST_NAMES = [
  'Lucía',
  'Martín',
  'Sofía',
  'Diego',
  'Valentina',
  'Joaquín',
  'Camila',
  'Tomás',
  'Julieta',
  'Mateo',
  'Agustina',
  'Nicolás',
  'Florencia',
  'Santiago',
];
const LAST_NAMES = [
  'Fernández',
  'Gómez',
  'Rodríguez',
  'López',
  'Martínez',
  'Pérez',
  'García',
  'Sánchez',
  'Romero',
  'Díaz',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Flores',
];

export function demoUsers(): DemoUser[] {
  const perRole = ROLES.map((role, index) => ({
    id: u(5000 + index),
    email: `${roleSlug(role)}@${DEMO_DOMAIN}`,
    role,
    firstName: FIRST_NAMES[index]!,
    lastName: LAST_NAMES[index]!,
    municipalityId: DEMO_IDS.cordoba,
    areaIds: [DEMO_IDS.obrasPrivadas, DEMO_IDS.transito],
  }));
  return [
    ...perRole,
    {
      id: u(5100),
      email: `bloqueado@${DEMO_DOMAIN}`,
      role: 'ROLE_SUPERVISOR',
      firstName: 'Bruno',
      lastName: 'Castro',
      municipalityId: DEMO_IDS.rosario,
      areaIds: [DEMO_IDS.controlUrbano],
    },
    {
      id: u(5101),
      email: `sin-areas@${DEMO_DOMAIN}`,
      role: 'ROLE_INSPECTOR',
      firstName: 'Elena',
      lastName: 'Vargas',
      municipalityId: DEMO_IDS.cordoba,
      areaIds: [],
    },
    {
      id: u(5102),
      email: `sin-usuario@${DEMO_DOMAIN}`,
      role: null,
      firstName: 'Ramiro',
      lastName: 'Ortiz',
      municipalityId: DEMO_IDS.cordoba,
      areaIds: [],
    },
  ];
}

/** The demo data set: Argentina, two provinces, three municipalities (one disabled), a user per role. */
export async function seedDemo(db: Db): Promise<{ createdUsers: number }> {
  const ids = DEMO_IDS;
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values({
        id: ids.argentina,
        name: 'Argentina',
        flagIcon: '🇦🇷',
        managementId: 1,
      })
      .onConflictDoNothing();
    await tx
      .insert(provinces)
      .values([
        {
          id: ids.cordobaProvince,
          countryId: ids.argentina,
          name: 'Córdoba',
          managementId: 14,
        },
        {
          id: ids.santaFeProvince,
          countryId: ids.argentina,
          name: 'Santa Fe',
          managementId: 21,
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(municipalities)
      .values([
        {
          id: ids.cordoba,
          provinceId: ids.cordobaProvince,
          name: 'Córdoba',
          key: 'CBA',
          managementId: 1401,
          latitude: -31.4201,
          longitude: -64.1888,
          settings: {
            showDuplicatedIcon: true,
            timeZone: 'America/Argentina/Cordoba',
          },
        },
        {
          id: ids.carlosPaz,
          provinceId: ids.cordobaProvince,
          name: 'Villa Carlos Paz',
          key: 'VCP',
          managementId: 1402,
          latitude: -31.4241,
          longitude: -64.4978,
          useCloud: true,
          settings: {
            statisticsPageSize: 500,
            timeZone: 'America/Argentina/Cordoba',
          },
        },
        {
          id: ids.rosario,
          provinceId: ids.santaFeProvince,
          name: 'Rosario',
          key: 'ROS',
          managementId: 2101,
          latitude: -32.9468,
          longitude: -60.6393,
          disabled: true,
          // Santa Fe keeps Córdoba's clock (the IANA zone of the whole centre of Argentina).
          settings: { timeZone: 'America/Argentina/Cordoba' },
        },
      ])
      .onConflictDoNothing();
    await tx
      .insert(areas)
      .values([
        {
          id: ids.obrasPrivadas,
          municipalityId: ids.cordoba,
          name: 'Obras Privadas',
        },
        { id: ids.transito, municipalityId: ids.cordoba, name: 'Tránsito' },
        { id: ids.ambiente, municipalityId: ids.cordoba, name: 'Ambiente' },
        {
          id: ids.inspeccionGeneral,
          municipalityId: ids.carlosPaz,
          name: 'Inspección General',
        },
        {
          id: ids.bromatologia,
          municipalityId: ids.carlosPaz,
          name: 'Bromatología',
        },
        {
          id: ids.controlUrbano,
          municipalityId: ids.rosario,
          name: 'Control Urbano',
        },
      ])
      .onConflictDoNothing();
  });

  await seedDemoForms(db, {
    municipalityId: ids.cordoba,
    keyword: 'CBA',
    lightingArea: ids.obrasPrivadas,
    environmentArea: ids.ambiente,
    createdBy: u(5000),
  });
  await seedDemoAssets(db, [ids.cordoba, ids.carlosPaz, ids.rosario]);

  await seedDemoCitizens(db, {
    cordoba: ids.cordoba,
    carlosPaz: ids.carlosPaz,
    rosario: ids.rosario,
  });

  const wanted = demoUsers();
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      inArray(
        users.id,
        wanted.map((user) => user.id),
      ),
    );
  const have = new Set(existing.map((row) => row.id));
  const missing = wanted.filter((user) => !have.has(user.id));
  if (missing.length === 0) return { createdUsers: 0 };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const user of missing) {
      await tx
        .insert(users)
        .values({
          id: user.id,
          email: user.email,
          username: user.email.split('@')[0]!,
          firstName: user.firstName,
          lastName: user.lastName,
          roles: user.role ? [user.role] : [],
          municipalityId: user.municipalityId,
          inspectorId: user.role?.startsWith('ROLE_INSPECTOR') ? `L-${user.id.slice(-4)}` : null,
          passwordHash,
        })
        .onConflictDoNothing();
      if (user.areaIds.length > 0) {
        await tx
          .insert(userAreas)
          .values(user.areaIds.map((areaId) => ({ userId: user.id, areaId })))
          .onConflictDoNothing();
      }
    }
  });
  return { createdUsers: missing.length };
}
