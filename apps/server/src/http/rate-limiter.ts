import { apiError, retryAfterSecondsOf } from './errors.ts';
import type { RateLimitStore, Slot } from './rate-limit-store.ts';

/** The answer to a caller over its limit, told how many seconds to wait (`Retry-After`). */
export const rateLimited = (retryAfterSeconds: number) =>
  apiError('RATE_LIMITED', undefined, { retryAfterSeconds });

/**
 * Counts events per key (an IP, a user) in a sliding window, under a name unique in the app. The
 * counts live in the database (rate-limit-store.ts): every instance on it shares the same limit.
 */
export class RateLimiter {
  constructor(
    private readonly store: RateLimitStore,
    readonly name: string,
    private readonly maxPerWindow: number,
    private readonly windowMs = 60_000,
  ) {}

  slot(key: string): Slot {
    return { limiter: this.name, key, max: this.maxPerWindow, windowMs: this.windowMs };
  }

  /** Records one request; false (and nothing recorded) when the key already used up its window. */
  async take(key: string): Promise<boolean> {
    const [taken] = await this.store.take([this.slot(key)]);
    return taken ?? false;
  }

  /** Records one request under each key, or none (false) when one of them used up its window. */
  takeEach(keys: string[]): Promise<boolean> {
    return this.store.takeTogether(keys.map((key) => this.slot(key)));
  }

  /** Like `take`, but refuses with 429 RATE_LIMITED. */
  async enforce(key: string): Promise<void> {
    if (!(await this.take(key))) throw rateLimited(await this.retryAfterSeconds([key]));
  }

  /** Seconds until each of the keys has room again (at least 1: asked once a take was refused). */
  async retryAfterSeconds(keys: string[]): Promise<number> {
    return retryAfterSecondsOf(await this.store.waitMs(keys.map((key) => this.slot(key))));
  }

  /** Whether the key used up its window, without recording anything. */
  async exhausted(key: string): Promise<boolean> {
    const [count] = await this.store.counts([this.slot(key)]);
    return (count ?? 0) >= this.maxPerWindow;
  }

  /** Takes back the key's latest hit (an attempt that, in the end, does not count). */
  release(key: string): Promise<void> {
    return this.store.release([this.slot(key)]);
  }

  clear(key: string): Promise<void> {
    return this.store.clear([this.slot(key)]);
  }
}
