import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/db/client.ts';
import { rateLimitHits } from '../../../src/db/schema/index.ts';
import { RateLimitStore } from '../../../src/http/rate-limit-store.ts';
import { RateLimiter } from '../../../src/http/rate-limiter.ts';
import { LoginLimiter } from '../../../src/modules/auth/login-limiter.ts';
import { freshDatabase } from '../../support/helpers.ts';

// The limiter against the real table (PGlite, or PostgreSQL with TEST_DATABASE_URL), on a clock of
// the test's own: no waiting, no timing.
let database: Database;
/** A second connection pool to the same database on PostgreSQL (another instance); the same one on PGlite. */
let other: Database;
let drop: () => Promise<void>;
let clock = 0;
const now = () => clock;
let store: RateLimitStore;

beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.database;
  drop = fresh.drop;
  other = fresh.url ? await openDatabase({ url: fresh.url }) : database;
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
  await drop();
});
beforeEach(async () => {
  await database.db.delete(rateLimitHits);
  clock = 1_000_000;
  store = new RateLimitStore(database.db, now);
});
afterEach(async () => store.close());

const limiter = (max: number, name = 'test', windowMs = 60_000) =>
  new RateLimiter(store, name, max, windowMs);
const takes = async (rateLimiter: RateLimiter, key: string, count: number) => {
  const results: boolean[] = [];
  for (let index = 0; index < count; index += 1) results.push(await rateLimiter.take(key));
  return results;
};

describe('rate limiter in the database', () => {
  it('takes up to the limit in a window, then refuses without counting the refusals', async () => {
    const three = limiter(3);
    expect(await takes(three, 'ip:10.0.0.1', 5)).toEqual([true, true, true, false, false]);
    expect(await three.exhausted('ip:10.0.0.1')).toBe(true);
    // Another key and another limiter's same key have their own counts.
    expect(await three.take('ip:10.0.0.2')).toBe(true);
    expect(await limiter(3, 'other').take('ip:10.0.0.1')).toBe(true);
  });

  it('slides: each hit leaves the window a window after it was made', async () => {
    const three = limiter(3);
    await three.take('k'); // at 0 s
    clock += 20_000;
    await three.take('k'); // at 20 s
    clock += 20_000;
    await three.take('k'); // at 40 s
    clock += 19_999; // 59.999 s: all three still in the window
    expect(await three.take('k')).toBe(false);
    clock += 2; // 60.001 s: the first one left, only one place is free
    expect(await takes(three, 'k', 2)).toEqual([true, false]);
    clock += 20_000; // 80.001 s: the one of 20 s left
    expect(await takes(three, 'k', 2)).toEqual([true, false]);
    // A refusal does not count: at 100.001 s the hit of 40 s left and there is room again.
    clock += 20_000;
    expect(await three.take('k')).toBe(true);
  });

  it('release takes back the newest hit; clear forgets the key', async () => {
    const two = limiter(2);
    expect(await takes(two, 'k', 3)).toEqual([true, true, false]);
    await two.release('k');
    expect(await takes(two, 'k', 2)).toEqual([true, false]);
    await two.clear('k');
    expect(await two.exhausted('k')).toBe(false);
    expect(await takes(two, 'k', 3)).toEqual([true, true, false]);
  });

  it('takes several keys together or none of them', async () => {
    const two = limiter(2);
    await takes(two, 'email:ana@example.org', 2);
    expect(await two.takeEach(['ip:10.0.0.9', 'email:ana@example.org'])).toBe(false);
    // The address's place was given back: it still has two.
    expect(await takes(two, 'ip:10.0.0.9', 3)).toEqual([true, true, false]);
  });

  it('stores the keys hashed, never the address or the e-mail', async () => {
    await limiter(5).takeEach(['ip:192.0.2.77', 'email:ana@example.org']);
    const rows = await database.db.select().from(rateLimitHits);
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('192.0.2.77');
    expect(stored).not.toContain('ana@example.org');
  });

  it('50 parallel takes with a limit of 10 give exactly 10, spread over two connections', async () => {
    const otherStore = new RateLimitStore(other.db, now);
    const mine = limiter(10);
    const theirs = new RateLimiter(otherStore, 'test', 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 ? theirs : mine).take('ip:10.0.0.50')),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await mine.exhausted('ip:10.0.0.50')).toBe(true);
  });

  it('never deadlocks: a flood of takes, give-backs and forgets over shared rows on two connections', async () => {
    // A many-address flood against a few accounts, as the sign-in sees it: each attempt takes its
    // address, its account and the global budget; then it is given back (hashing busy), succeeds
    // (the account forgotten) or stays counted. Rows locked crosswise deadlocked (40P01, a 500).
    const big = (store: RateLimitStore) => new LoginLimiter(store, 1000, 1000);
    const limiters = [big(store), big(new RateLimitStore(other.db, now))];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 120 }, async (_, index) => {
        const login = limiters[index % 2]!;
        const attempt = await login.reserve(`10.9.${index % 7}.${index}`, `user${index % 3}@x`, null);
        if (!attempt) throw new Error('refused under the limits');
        if (index % 3 === 0) await login.cancel(attempt);
        else if (index % 3 === 1) await login.succeeded(attempt);
      }),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
  });

  it('sweeps the rows whose window ran out, now and then, keeping the others', async () => {
    const sweeping = new RateLimitStore(database.db, now, 60_000);
    const one = new RateLimiter(sweeping, 'test', 1);
    await one.take('old');
    clock += 50_000;
    await one.take('recent');
    clock += 10_001; // the old row expired; the sweep is due on the next call
    await one.take('new');
    await sweeping.close();
    const keys = await database.db.execute<{ count: number }>(
      sql`select count(*)::int as count from rate_limit_hits`,
    );
    expect(keys.rows[0]!.count).toBe(2);
    expect(await one.exhausted('recent')).toBe(true);
    expect(await one.exhausted('old')).toBe(false);
  });
});

describe('sign-in limiter in the database', () => {
  it('counts failures per address and account and in the global budget; a success clears the account', async () => {
    const login = new LoginLimiter(store, 3, 5);
    const fail = (ip: string, account: string) => login.reserve(ip, account, null);
    for (let index = 0; index < 3; index += 1) expect(await fail('10.1.0.1', 'ana')).not.toBeNull();
    // The address is spent (for every account); the account from elsewhere is spent too.
    expect(await fail('10.1.0.1', 'bea')).toBeNull();
    expect(await fail('10.1.0.2', 'ana')).toBeNull();
    // Refusals do not count: another address and account still have room, up to the global budget of 5.
    expect(await fail('10.1.0.3', 'carla')).not.toBeNull();
    const fifth = await login.reserve('10.1.0.4', 'dora', null);
    expect(fifth).not.toBeNull();
    expect(await fail('10.1.0.5', 'eva')).toBeNull();
    // Dora's sign-in succeeds: her attempt does not count (the global budget has one place again)…
    await login.succeeded(fifth!);
    const again = await fail('10.1.0.5', 'eva');
    expect(again).not.toBeNull();
    // …and cancelling an attempt (never checked) gives its places back too.
    await login.cancel(again!);
    expect(await fail('10.1.0.6', 'fede')).not.toBeNull();
  });

  it('after a success the account starts over', async () => {
    const login = new LoginLimiter(store, 3, 100);
    for (let index = 0; index < 2; index += 1) await login.reserve(`10.2.0.${index}`, 'ana', null);
    const right = await login.reserve('10.2.0.9', 'ana', null);
    await login.succeeded(right!);
    // Three more for the account (without the success, it had none left).
    for (let index = 0; index < 3; index += 1) {
      expect(await login.reserve(`10.2.1.${index}`, 'ana', null)).not.toBeNull();
    }
    expect(await login.reserve('10.2.1.9', 'ana', null)).toBeNull();
  });

  it('a device cookie has its own limit; once spent, its browser is a stranger again', async () => {
    const login = new LoginLimiter(store, 2, 100);
    const trusted = await login.reserve('10.3.0.1', 'ana', 'cookie-1');
    expect(trusted).toMatchObject({ trusted: true });
    await login.reserve('10.3.0.1', 'ana', 'cookie-1');
    const stranger = await login.reserve('10.3.0.1', 'ana', 'cookie-1');
    expect(stranger).toMatchObject({ trusted: false });
  });
});
