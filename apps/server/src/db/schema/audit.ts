/** The audit trail (modules/audit): append-only, one hash chain per municipality (issue 31). */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * One audited change or view. The database fills what a writer leaves out (migration 0022's
 * triggers): the municipality and form from the subject, the actor kind, the masked address of a
 * citizen or anonymous person (their full `ip` is not kept), and at commit the chain: `seq` (per
 * municipality, gap-free), `prev_hash` and `hash` (sha256 over the previous hash and the row's
 * canonical content, packages/domain/src/audit/canonical.ts).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    actorId: uuid('actor_id'),
    /** user | citizen | anonymous; left out, the database derives it from actor_id (migration 0022). */
    actorKind: text('actor_kind')
      .notNull()
      .$defaultFn(() => sql`null`),
    /** A citizen's or anonymous person's address, masked (IPv4 /24, IPv6 /48). */
    actorAddress: text('actor_address'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    subjectId: text('subject_id'),
    municipalityId: uuid('municipality_id'),
    formId: uuid('form_id'),
    requestId: text('request_id'),
    /** Names of what changed (settings' keys, answers' question ids), never an answer's values. */
    changedFields: jsonb('changed_fields'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    seq: bigint('seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_events_subject_idx').on(t.subject, t.subjectId),
    index('audit_events_chain_idx').on(t.municipalityId, t.seq),
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_municipality_at_idx').on(t.municipalityId, t.at, t.id),
    index('audit_events_actor_at_idx').on(t.actorId, t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at, t.id),
    index('audit_events_form_at_idx')
      .on(t.formId, t.at, t.id)
      .where(sql`${t.formId} is not null`),
  ],
);

/** The last link of each chain ('' is the chain of rows without a municipality); locked to append. */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: text('chain').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  hash: text('hash'),
});
