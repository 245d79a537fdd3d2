/** Countries, provinces, municipalities (with their settings) and their areas (modules/geography). */
import type { MunicipalitySettings } from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, at } from './columns.ts';

export const countries = pgTable('countries', {
  id: id(),
  name: text('name').notNull(),
  flagIcon: text('flag_icon'),
  managementId: integer('management_id'),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

export const provinces = pgTable(
  'provinces',
  {
    id: id(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    managementId: integer('management_id'),
    createdAt: createdAt(),
  },
  (t) => [index('provinces_country_idx').on(t.countryId)],
);

export const municipalities = pgTable(
  'municipalities',
  {
    id: id(),
    provinceId: uuid('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    /** idMuniCore: the municipality's id in the management system. */
    managementId: integer('management_id'),
    /** Upper-case keyword, also the answer-code prefix: unique, case-insensitively. */
    key: text('key').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** usarAWS: the "cloud" flag of the spec. */
    useCloud: boolean('use_cloud').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    settings: jsonb('settings').$type<Partial<MunicipalitySettings>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('municipalities_province_idx').on(t.provinceId),
    // Answer codes are keyword-n: two municipalities with one keyword would share codes.
    uniqueIndex('municipalities_key_uq').on(sql`lower(${t.key})`),
  ],
);

export const areas = pgTable(
  'areas',
  {
    id: id(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('areas_municipality_idx').on(t.municipalityId)],
);
