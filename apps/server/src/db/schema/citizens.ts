/** The embedded citizen registry (modules/citizens). */
import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { municipalities } from './geography.ts';

/**
 * The embedded citizen registry (the spec's MuniDigital citizens): natural persons by document
 * number, legal entities by tax id, per municipality.
 */
export const citizens = pgTable(
  'citizens',
  {
    id: id(),
    municipalityId: uuid('municipality_id').references(() => municipalities.id),
    /** 'natural' (tipo fisica, document type DNI=1) or 'legal' (juridica, CUIT=11). */
    kind: text('kind').notNull().default('natural'),
    documentType: integer('document_type').notNull().default(1),
    documentNumber: text('document_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    phone: text('phone'),
    street: text('street'),
    /** Hash the citizen portal identifies the citizen by (getCitizenByHash). */
    portalHash: text('portal_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('citizens_municipality_document_uq').on(t.municipalityId, t.documentType, t.documentNumber),
    uniqueIndex('citizens_portal_hash_uq').on(t.portalHash),
  ],
);
