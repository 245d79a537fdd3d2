import { retryAfterSecondsOf } from '../../http/errors.ts';
import type { RateLimitStore } from '../../http/rate-limit-store.ts';
import { RateLimiter } from '../../http/rate-limiter.ts';

/** One sign-in attempt counted before its password is checked. */
export type Attempt = {
  /** Made with a valid device cookie of the account: held to that cookie's limit only. */
  trusted: boolean;
  account: string;
  keys: string[];
};

const GLOBAL = 'global';

/**
 * Limits sign-in attempts in a sliding minute, across every instance on the database. An attempt
 * is counted (reserved) before any password hashing, so parallel guesses cannot overtake the
 * limit, and taken back when the password was right or never checked: what stays counted are the
 * failures.
 *
 * A browser with a valid device cookie for the account is held to that cookie's own limit.
 * Everyone else is held to the limits of the address, of the account and of the whole server
 * (the global budget that bounds the hashing a flood from many addresses can cause).
 */
export class LoginLimiter {
  private readonly perKey: RateLimiter;
  private readonly global: RateLimiter;

  constructor(
    private readonly store: RateLimitStore,
    maxPerKey: number,
    maxGlobal: number,
    windowMs?: number,
  ) {
    this.perKey = new RateLimiter(store, 'login', maxPerKey, windowMs);
    this.global = new RateLimiter(store, 'login-global', maxGlobal, windowMs);
  }

  /** Counts an attempt; null when a limit is spent (answer 429 without checking the password). */
  async reserve(ip: string, account: string, device: string | null): Promise<Attempt | null> {
    // A device cookie that failed too often is locked out: its browser is a stranger again.
    if (device !== null && (await this.perKey.take(`device:${device}`))) {
      return { trusted: true, account, keys: [`device:${device}`] };
    }
    const keys = [`ip:${ip}`, `acct:${account}`];
    const counted = await this.store.takeTogether([
      ...keys.map((key) => this.perKey.slot(key)),
      this.global.slot(GLOBAL),
    ]);
    return counted ? { trusted: false, account, keys } : null;
  }

  /** Seconds until an attempt from the address for the account would be counted again. */
  async retryAfterSeconds(ip: string, account: string): Promise<number> {
    const slots = [
      this.perKey.slot(`ip:${ip}`),
      this.perKey.slot(`acct:${account}`),
      this.global.slot(GLOBAL),
    ];
    return retryAfterSecondsOf(await this.store.waitMs(slots));
  }

  /** The password was never checked (hashing busy, an error): the attempt does not count. */
  async cancel(attempt: Attempt): Promise<void> {
    await this.store.release(this.slotsOf(attempt, attempt.keys));
  }

  /** The password was right: the attempt does not count, and the account's failures are forgotten. */
  async succeeded(attempt: Attempt): Promise<void> {
    // A sign-in through a device cookie leaves strangers' failures in place: they stay locked out.
    if (attempt.trusted) return this.cancel(attempt);
    const account = `acct:${attempt.account}`;
    const others = attempt.keys.filter((key) => key !== account);
    await this.store.release(this.slotsOf(attempt, others), [this.perKey.slot(account)]);
  }

  private slotsOf(attempt: Attempt, keys: string[]) {
    const slots = keys.map((key) => this.perKey.slot(key));
    return attempt.trusted ? slots : [...slots, this.global.slot(GLOBAL)];
  }
}
