import { ApiError } from './errors.ts';

/** The answer to a caller over its limit. */
export const rateLimited = (message = 'Too many requests. Wait a minute and try again.') =>
  new ApiError('RATE_LIMITED', message);

/**
 * Counts events per key (an IP, a user) in a sliding window. Memory is bounded: the oldest keys
 * are dropped first.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records one request; false (and nothing recorded) when the key already used up its window. */
  take(key: string): boolean {
    if (this.exhausted(key)) return false;
    this.record(key);
    return true;
  }

  /** Like `take`, but refuses with 429 RATE_LIMITED. */
  enforce(key: string, message?: string): void {
    if (!this.take(key)) throw rateLimited(message);
  }

  /** Whether the key used up its window, without recording anything. */
  exhausted(key: string): boolean {
    return this.recent(key).length >= this.maxPerWindow;
  }

  record(key: string): void {
    const recent = this.recent(key);
    recent.push(this.now());
    this.hits.delete(key);
    this.hits.set(key, recent);
    while (this.hits.size > this.maxKeys) {
      const oldest = this.hits.keys().next().value;
      if (oldest === undefined) break;
      this.hits.delete(oldest);
    }
  }

  /** Takes back the key's latest hit (an attempt that, in the end, does not count). */
  release(key: string): void {
    const recent = this.hits.get(key);
    recent?.pop();
    if (recent?.length === 0) this.hits.delete(key);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.hits.delete(key);
    else this.hits.set(key, kept);
    return kept;
  }
}
