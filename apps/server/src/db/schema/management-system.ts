/** The embedded management-system adapter's tables (adapters/management-system/embedded.ts). */
import { doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { municipalities } from './geography.ts';

/**
 * The embedded management-system adapter's own registry of users (the spec's MuniCore users):
 * a username verified for a new Cabildo user is reserved here.
 */
export const managementUsers = pgTable('management_users', {
  username: text('username').primaryKey(),
  municipalityManagementId: integer('municipality_management_id'),
  createdAt: createdAt(),
});

/**
 * The embedded management system's asset registry (identifiers: street lights, trees, bins...),
 * answered by getIdentifiers / getIdentifierDataById.
 */
export const managementAssets = pgTable(
  'management_assets',
  {
    id: text('id').primaryKey(),
    municipalityId: uuid('municipality_id').references(() => municipalities.id),
    description: text('description').notNull(),
    type: text('type').notNull(),
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('management_assets_position_idx').on(t.latitude, t.longitude)],
);
