import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** One key of one limiter, with that limiter's limit and window. */
export type Slot = { limiter: string; key: string; max: number; windowMs: number };

/** Keys hold addresses and e-mails: the table keeps their hash only. */
const hashOf = (key: string) => createHash('sha256').update(key).digest('base64url');

type Row = { limiter: string; key_hash: string };
const identity = (row: Row) => `${row.limiter}\n${row.key_hash}`;

/**
 * The rate limits' counts, in the database so that every instance on it shares them (table
 * rate_limit_hits: per limiter and key, the hit times of the sliding window). Each operation is one
 * statement; a take is an upsert that prunes the window and appends only when there is room, under
 * the row's lock, so parallel takes on any instance cannot overtake the limit. Rows whose window
 * ran out are swept now and then, in the background of a later call.
 */
export class RateLimitStore {
  private lastSweep: number;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
    private readonly sweepEveryMs = 60_000,
  ) {
    this.lastSweep = now();
  }

  /** Counts one hit for each slot that has room; answers, per slot, whether it had. */
  async take(slots: Slot[]): Promise<boolean[]> {
    const now = this.now();
    this.sweepNowAndThen(now);
    // Rows are locked in one order by every statement (LOCK_ORDER): two never wait on each other
    // crosswise. The upsert takes its rows in the order of its values, sorted the same way (the
    // names and hashes are ASCII, where JavaScript's order is the "C" collation's).
    const rows = unique(slots).sort((a, b) =>
      identity(a) < identity(b) ? -1 : identity(a) > identity(b) ? 1 : 0,
    );
    const values = sql.join(
      rows.map(
        (row) =>
          sql`(${row.limiter}, ${row.key_hash}, array[${now}]::bigint[], ${row.slot.max}, ${row.slot.windowMs}, true, ${expiry(now, row.slot.windowMs)})`,
      ),
      sql`, `,
    );
    const result = await this.db.execute<Row & { taken: boolean }>(sql`
      insert into rate_limit_hits as r (limiter, key_hash, hits, max_hits, window_ms, taken, expires_at)
      values ${values}
      on conflict (limiter, key_hash) do update set
        (hits, taken) = (
          select
            case when cardinality(kept) < excluded.max_hits then kept || ${now}::bigint else kept end,
            cardinality(kept) < excluded.max_hits
          from (select ${inWindow(sql`r.hits`, now, sql`excluded.window_ms`)} as kept) as pruned
        ),
        max_hits = excluded.max_hits,
        window_ms = excluded.window_ms,
        expires_at = excluded.expires_at
      returning limiter, key_hash, taken`);
    const taken = new Map(result.rows.map((row) => [identity(row), row.taken]));
    return slots.map((slot) => taken.get(identity(rowOf(slot))) ?? false);
  }

  /** How many hits each slot has in its window (nothing is counted). */
  async counts(slots: Slot[]): Promise<number[]> {
    const now = this.now();
    const rows = unique(slots);
    const result = await this.db.execute<Row & { count: number }>(sql`
      select limiter, key_hash,
        (select count(*)::int from unnest(hits) as hit where hit > ${now}::bigint - window_ms) as count
      from rate_limit_hits
      where ${matching(rows)}`);
    const counts = new Map(result.rows.map((row) => [identity(row), row.count]));
    return slots.map((slot) => counts.get(identity(rowOf(slot))) ?? 0);
  }

  /**
   * How long until every one of the slots has room again (0 when they all have): of each full
   * slot, the hit whose leaving the window frees a place.
   */
  async waitMs(slots: Slot[]): Promise<number> {
    const now = this.now();
    const result = await this.db.execute<{ free_at: number | null }>(sql`
      select max(kept[cardinality(kept) - max_hits + 1] + window_ms)::float8 as free_at
      from (
        select max_hits, window_ms, ${inWindow(sql`hits`, now, sql`window_ms`)} as kept
        from rate_limit_hits
        where ${matching(unique(slots))}) as windows
      where cardinality(kept) >= max_hits`);
    const freeAt = result.rows[0]?.free_at;
    return freeAt === null || freeAt === undefined ? 0 : Math.max(0, Number(freeAt) - now);
  }

  /**
   * Takes back each slot's newest hit and forgets the hits of `forget`, in one statement that locks
   * all its rows first, in LOCK_ORDER.
   */
  async release(slots: Slot[], forget: Slot[] = []): Promise<void> {
    if (slots.length === 0 && forget.length === 0) return;
    await this.db.execute(sql`
      with locked as materialized (${lockedInOrder(unique([...slots, ...forget]))}),
      released as (
        update rate_limit_hits as r set hits = coalesce(
          (select array_agg(hit order by hit)
           from (select hit from unnest(r.hits) as hit order by hit desc offset 1) as older),
          '{}'::bigint[])
        from locked
        where r.limiter = locked.limiter and r.key_hash = locked.key_hash
          and ${matching(unique(slots), 'r')})
      delete from rate_limit_hits as r using locked
      where r.limiter = locked.limiter and r.key_hash = locked.key_hash
        and ${matching(unique(forget), 'r')}`);
  }

  /** Forgets the slots' hits. */
  clear(slots: Slot[]): Promise<void> {
    return this.release([], slots);
  }

  /** Counts a hit for every slot, or for none when one of them has no room. */
  async takeTogether(slots: Slot[]): Promise<boolean> {
    const taken = await this.take(slots);
    if (taken.every(Boolean)) return true;
    // Rare (the caller is over a limit): the hits of the slots that had room are taken back.
    await this.release(slots.filter((_slot, index) => taken[index]));
    return false;
  }

  /**
   * Deletes the rows whose window ran out; rows a take or release holds at the moment are left for
   * the next sweep (never waiting on them, it never deadlocks with them).
   */
  async sweep(): Promise<void> {
    await this.db.execute(sql`
      delete from rate_limit_hits as r using (
        select limiter, key_hash from rate_limit_hits
        where expires_at < ${instant(this.now())}
        for update skip locked) as expired
      where r.limiter = expired.limiter and r.key_hash = expired.key_hash`);
  }

  /** Waits for a sweep under way (before the database closes). */
  async close(): Promise<void> {
    await this.sweeping;
  }

  private sweepNowAndThen(now: number): void {
    if (this.sweeping || now - this.lastSweep < this.sweepEveryMs) return;
    this.lastSweep = now;
    // Not awaited: the request that happens to come by does not wait for it. A failed sweep is
    // harmless (expired rows count nothing) and the next one retries.
    this.sweeping = this.sweep()
      .catch(() => undefined)
      .finally(() => {
        this.sweeping = null;
      });
  }
}

const rowOf = (slot: Slot): Row => ({ limiter: slot.limiter, key_hash: hashOf(slot.key) });

/** The slots' rows, each once (an upsert may not touch a row twice). */
function unique(slots: Slot[]): (Row & { slot: Slot })[] {
  const rows = new Map<string, Row & { slot: Slot }>();
  for (const slot of slots) {
    const row = rowOf(slot);
    rows.set(identity(row), { ...row, slot });
  }
  return [...rows.values()];
}

/** The order every statement locks rows in: by limiter, then key hash, byte by byte. */
const LOCK_ORDER = sql`limiter collate "C", key_hash collate "C"`;

/** The rows of `rows` that exist, locked one after another in LOCK_ORDER. */
const lockedInOrder = (rows: Row[]): SQL =>
  sql`select limiter, key_hash from rate_limit_hits where ${matching(rows)} order by ${LOCK_ORDER} for update`;

/** `(limiter, key_hash) in (…)`, of the table or its alias `table`; false for no rows. */
const matching = (rows: Row[], table?: string): SQL => {
  if (rows.length === 0) return sql`false`;
  const columns = table ? sql.raw(`(${table}.limiter, ${table}.key_hash)`) : sql`(limiter, key_hash)`;
  return sql`${columns} in (${sql.join(
    rows.map((row) => sql`(${row.limiter}, ${row.key_hash})`),
    sql`, `,
  )})`;
};

/** The hits of `hits` still inside a window of `windowMs` ending now, oldest first. */
const inWindow = (hits: SQL, now: number, windowMs: SQL): SQL =>
  sql`array(select hit from unnest(${hits}) as hit where hit > ${now}::bigint - ${windowMs} order by hit)`;

const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
const expiry = (now: number, windowMs: number) => instant(now + windowMs);
