import { municipalitySettingsSchema, type LocationTree, type municipalityInputSchema } from '@cabildo/domain';
import { and, asc, count, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { areas, countries, municipalities, provinces } from '../../db/schema/index.ts';
import { apiError, isUniqueViolation } from '../../http/errors.ts';
import { audit } from '../audit.ts';
import { serverTimeZone, timeZoneOf } from './time-zone.ts';
import { escapeLike } from '../../db/like.ts';

const CHANGED_CHANNEL = 'cabildo_geography_changed';
type MunicipalityValues = z.output<typeof municipalityInputSchema>;
type Actor = { id: string; ip: string };

const keyExists = () => apiError('MUNICIPALITY_KEY_EXISTS');

/** Runs a write that may meet municipalities_key_uq (a race the check before it lost) as a 409. */
async function keyGuarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'municipalities_key_uq')) throw keyExists();
    throw error;
  }
}

/** Countries, provinces, municipalities and areas; the whole tree is cached until something changes. */
export class GeographyService {
  private tree: Promise<LocationTree> | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<() => Promise<void>> {
    const forget = () => {
      this.tree = null;
    };
    return this.database.listen(CHANGED_CHANNEL, forget, forget);
  }

  private async changed(): Promise<void> {
    this.tree = null;
    await this.database.notify(CHANGED_CHANNEL, '');
  }

  /** The spec's getListaPaises: countries > provinces > municipalities > areas. */
  locationTree(): Promise<LocationTree> {
    this.tree ??= this.loadTree().catch((error: unknown) => {
      this.tree = null;
      throw error;
    });
    return this.tree;
  }

  private async loadTree(): Promise<LocationTree> {
    const db = this.database.db;
    const [countryRows, provinceRows, municipalityRows, areaRows] = await Promise.all([
      db.select().from(countries).orderBy(asc(countries.name)),
      db.select().from(provinces).orderBy(asc(provinces.name)),
      db.select().from(municipalities).orderBy(asc(municipalities.name)),
      db.select().from(areas).orderBy(asc(areas.name)),
    ]);
    return countryRows.map((country) => ({
      id: country.id,
      name: country.name,
      flagIcon: country.flagIcon,
      managementId: country.managementId,
      provinces: provinceRows
        .filter((province) => province.countryId === country.id)
        .map((province) => ({
          id: province.id,
          name: province.name,
          municipalities: municipalityRows
            .filter((municipality) => municipality.provinceId === province.id)
            .map((municipality) => ({
              id: municipality.id,
              name: municipality.name,
              managementId: municipality.managementId,
              key: municipality.key,
              useCloud: municipality.useCloud,
              disabled: municipality.disabled,
              videoAttachments: municipality.settings.videoAttachments === true,
              areas: areaRows
                .filter((area) => area.municipalityId === municipality.id)
                .map((area) => ({ id: area.id, name: area.name })),
            })),
        })),
    }));
  }

  /** The tree cut down to one municipality (what a non-admin may see). */
  async treeFor(municipalityId: string | null): Promise<LocationTree> {
    const tree = await this.locationTree();
    return tree
      .map((country) => ({
        ...country,
        provinces: country.provinces
          .map((province) => ({
            ...province,
            municipalities: province.municipalities.filter((m) => m.id === municipalityId),
          }))
          .filter((province) => province.municipalities.length > 0),
      }))
      .filter((country) => country.provinces.length > 0);
  }

  async listMunicipalities(name: string) {
    const rows = await this.database.db
      .select({ municipality: municipalities, province: provinces, country: countries })
      .from(municipalities)
      .innerJoin(provinces, eq(provinces.id, municipalities.provinceId))
      .innerJoin(countries, eq(countries.id, provinces.countryId))
      .where(name ? ilike(municipalities.name, `%${escapeLike(name)}%`) : undefined)
      .orderBy(asc(municipalities.name));
    return rows.map(({ municipality, province, country }) =>
      toMunicipalityView(municipality, province, country),
    );
  }

  async municipality(id: string) {
    const [row] = await this.database.db
      .select()
      .from(municipalities)
      .where(eq(municipalities.id, id))
      .limit(1);
    return row ?? null;
  }

  /**
   * The keyword is unique without regard to case (answer codes are keyword-n): the check gives the
   * clear refusal, the unique index on lower(key) settles a race between two saves.
   */
  private async requireFreeKey(key: string, exceptId?: string) {
    const [taken] = await this.database.db
      .select({ id: municipalities.id })
      .from(municipalities)
      .where(
        and(
          sql`lower(${municipalities.key}) = lower(${key})`,
          exceptId ? ne(municipalities.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (taken) throw keyExists();
  }

  async createMunicipality(input: MunicipalityValues, actor: Actor) {
    await this.requireProvince(input.provinceId);
    await this.requireFreeKey(input.key);
    const created = await keyGuarded(() =>
      this.database.db.transaction(async (tx) => {
        const [row] = await tx.insert(municipalities).values(municipalityColumns(input)).returning();
        await audit(tx, {
          actorId: actor.id,
          action: 'create',
          subject: 'municipality',
          subjectId: row!.id,
          after: row,
          ip: actor.ip,
        });
        return row!;
      }),
    );
    await this.changed();
    return created;
  }

  /** The municipality as saved, and whether its time zone changed (its statistics then need a recount). */
  async updateMunicipality(id: string, input: MunicipalityValues, actor: Actor) {
    await this.requireProvince(input.provinceId);
    await this.requireFreeKey(input.key, id);
    const updated = await keyGuarded(() =>
      this.database.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(municipalities)
          .where(eq(municipalities.id, id))
          .for('update');
        if (!before) throw apiError('NOT_FOUND', { resource: 'Municipality' });
        const [row] = await tx
          .update(municipalities)
          .set({ ...municipalityColumns(input), updatedAt: new Date() })
          .where(eq(municipalities.id, id))
          .returning();
        await audit(tx, {
          actorId: actor.id,
          action: 'update',
          subject: 'municipality',
          subjectId: id,
          before,
          after: row,
          ip: actor.ip,
        });
        return { ...row!, timeZoneChanged: timeZoneOf(before.settings) !== timeZoneOf(row!.settings) };
      }),
    );
    await this.changed();
    return updated;
  }

  async listAreas(filter: { name: string; municipalityId: string | null; page: number; pageSize: number }) {
    const conditions: SQL[] = [];
    if (filter.name) conditions.push(ilike(areas.name, `%${escapeLike(filter.name)}%`));
    if (filter.municipalityId) conditions.push(eq(areas.municipalityId, filter.municipalityId));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      this.database.db
        .select({
          id: areas.id,
          name: areas.name,
          municipalityId: municipalities.id,
          municipalityName: municipalities.name,
        })
        .from(areas)
        .innerJoin(municipalities, eq(municipalities.id, areas.municipalityId))
        .where(where)
        .orderBy(asc(municipalities.name), asc(areas.name))
        .limit(filter.pageSize)
        .offset(filter.page * filter.pageSize),
      this.database.db.select({ value: count() }).from(areas).where(where),
    ]);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        name: row.name,
        municipality: { id: row.municipalityId, name: row.municipalityName },
      })),
      total: total?.value ?? 0,
    };
  }

  async createArea(input: { name: string; municipalityId: string }, actor: Actor) {
    if (!(await this.municipality(input.municipalityId)))
      throw apiError('NOT_FOUND', { resource: 'Municipality' });
    const created = await this.database.db.transaction(async (tx) => {
      const [row] = await tx.insert(areas).values(input).returning();
      await audit(tx, {
        actorId: actor.id,
        action: 'create',
        subject: 'area',
        subjectId: row!.id,
        after: row,
        ip: actor.ip,
      });
      return row!;
    });
    await this.changed();
    return created;
  }

  private async requireProvince(provinceId: string) {
    const [province] = await this.database.db
      .select({ id: provinces.id })
      .from(provinces)
      .where(eq(provinces.id, provinceId));
    if (!province) throw apiError('NOT_FOUND', { resource: 'Province' });
  }
}

function municipalityColumns(input: MunicipalityValues) {
  return {
    name: input.name,
    key: input.key,
    managementId: Number(input.managementId),
    provinceId: input.provinceId,
    latitude: input.latitude,
    longitude: input.longitude,
    useCloud: input.useCloud,
    disabled: input.disabled,
    // Without a zone of its own, the server's is written in: a later change of TZ moves no day.
    settings: { ...input.settings, timeZone: input.settings.timeZone ?? serverTimeZone() },
  };
}

function toMunicipalityView(
  municipality: typeof municipalities.$inferSelect,
  province: typeof provinces.$inferSelect,
  country: typeof countries.$inferSelect,
) {
  return {
    id: municipality.id,
    name: municipality.name,
    key: municipality.key,
    managementId: municipality.managementId,
    latitude: municipality.latitude,
    longitude: municipality.longitude,
    useCloud: municipality.useCloud,
    disabled: municipality.disabled,
    settings: municipalitySettingsSchema.parse(municipality.settings),
    province: { id: province.id, name: province.name },
    country: { id: country.id, name: country.name },
  };
}
