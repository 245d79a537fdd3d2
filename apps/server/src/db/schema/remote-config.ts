/** Settings an admin changes at run time (modules/remote-config). */
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

export const remoteConfig = pgTable('remote_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by'),
});
