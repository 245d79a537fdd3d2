/** Rate limits shared by every instance (http/rate-limit-store.ts). */
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';

/**
 * Rate limits shared by every instance on this database (http/rate-limiter.ts): one row per
 * limiter and key, holding the key's hits of the sliding window as millisecond timestamps, never
 * more than `max_hits` of them. Keys hold addresses and e-mails: only their SHA-256 is stored.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    limiter: text('limiter').notNull(),
    keyHash: text('key_hash').notNull(),
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    /** The limit and window the row was last written with (an upsert of several rows reads its own). */
    maxHits: integer('max_hits').notNull(),
    windowMs: integer('window_ms').notNull(),
    /** Whether the last take found room (what the upsert answers). */
    taken: boolean('taken').notNull(),
    /** When the newest hit leaves the window: the row is then worth nothing and is swept. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.limiter, t.keyHash] }),
    index('rate_limit_hits_expires_idx').on(t.expiresAt),
  ],
);
