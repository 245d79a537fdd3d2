/** Each municipality's PDF settings and logo (modules/records). */
import type { PdfSettings } from '@cabildo/domain';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, bytea } from './columns.ts';
import { municipalities } from './geography.ts';

/**
 * A municipality's PDF settings (how its records look) and its logo, one row per municipality
 * (docs/decisions.md "Records"). No row: the defaults, no logo. The logo (at most 5 MB) lives in the
 * row, so the portable-print exclusion is one row's rule, held by the database too.
 */
export const pdfSettings = pgTable(
  'pdf_settings',
  {
    municipalityId: uuid('municipality_id')
      .primaryKey()
      .references(() => municipalities.id),
    settings: jsonb('settings').$type<PdfSettings>().notNull(),
    logo: bytea('logo'),
    /** image/png or image/jpeg, by content. */
    logoType: text('logo_type'),
    /** The logo's size in pixels, read from its header. */
    logoWidth: integer('logo_width'),
    logoHeight: integer('logo_height'),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    check(
      'pdf_settings_logo_complete',
      sql`(${t.logo} IS NULL) = (${t.logoType} IS NULL) AND (${t.logo} IS NULL) = (${t.logoWidth} IS NULL) AND (${t.logo} IS NULL) = (${t.logoHeight} IS NULL)`,
    ),
    check(
      'pdf_settings_logo_or_portable_print',
      sql`${t.logo} IS NULL OR (${t.settings} ->> 'portablePrint') IS DISTINCT FROM 'true'`,
    ),
  ],
);
