/** Staff accounts and the areas each belongs to (modules/users). */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, at } from './columns.ts';
import { areas, municipalities } from './geography.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    /** userMuniCore: username in the management system, stored lower-case. */
    username: text('username'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** Legajo: inspector staff file number. */
    inspectorId: text('inspector_id'),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    municipalityId: uuid('municipality_id').references(() => municipalities.id),
    /** 'password' for a Cabildo account, 'oidc' for single sign-on. */
    providerId: text('provider_id').notNull().default('password'),
    passwordHash: text('password_hash'),
    documentId: text('document_id'),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The interface language the person chose last (a tag of LANGUAGES), kept so that texts the
     * server writes for them (password reset, exports, PDFs) are in it; null until known.
     */
    language: text('language'),
    lastAccessAt: at('last_access_at'),
    lastUpdateAt: at('last_update_at'),
    lastUpdateBy: uuid('last_update_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_username_uq').on(t.username),
    index('users_municipality_idx').on(t.municipalityId),
  ],
);

export const userAreas = pgTable(
  'user_areas',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.areaId] }), index('user_areas_area_idx').on(t.areaId)],
);
