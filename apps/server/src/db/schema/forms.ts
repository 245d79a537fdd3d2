/** Forms (modules/forms). */
import type { FormTemplate } from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, at } from './columns.ts';
import { areas, municipalities } from './geography.ts';

/**
 * A form: its template is one validated jsonb document; the columns that are queried are
 * pulled out of it (title, main area, municipality, public, deleted, response limit).
 */
export const forms = pgTable(
  'forms',
  {
    id: id(),
    title: text('title').notNull(),
    template: jsonb('template').$type<FormTemplate>().notNull(),
    mainAreaId: uuid('main_area_id')
      .notNull()
      .references(() => areas.id),
    areaIds: uuid('area_ids').array().notNull(),
    municipalityId: uuid('municipality_id')
      .notNull()
      .references(() => municipalities.id),
    public: boolean('public').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    deletionInfo: jsonb('deletion_info').$type<{ username: string; date: string; emptyForm: boolean }>(),
    duplicatedInfo: jsonb('duplicated_info').$type<{
      username: string;
      date: string;
      parentFormId: string;
    }>(),
    /**
     * Answer codes are keyPrefix + lastKeyNumber (fallback prefix DESC when null): unique across
     * Cabildo without case, so a code names one procedure (modules/forms/key-prefix.ts).
     */
    keyPrefix: text('key_prefix'),
    lastKeyNumber: integer('last_key_number').notNull().default(0),
    responseLimit: integer('response_limit'),
    editHistory: jsonb('edit_history').$type<{ date: string; username: string }[]>().notNull().default([]),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('forms_title_idx').on(t.title),
    index('forms_area_ids_idx').using('gin', t.areaIds),
    index('forms_municipality_idx').on(t.municipalityId),
    uniqueIndex('forms_key_prefix_uq').on(sql`upper(${t.keyPrefix})`),
  ],
);
