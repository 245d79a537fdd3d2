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
 * Limits sign-in attempts in a sliding minute. An attempt is counted (reserved) before any
 * password hashing, so parallel guesses cannot overtake the limit, and taken back when the
 * password was right or never checked: what stays counted are the failures.
 *
 * A browser with a valid device cookie for the account is held to that cookie's own limit.
 * Everyone else is held to the limits of the address, of the account and of the whole server
 * (the global budget that bounds the hashing a flood from many addresses can cause).
 */
export class LoginLimiter {
  private readonly perKey: RateLimiter;
  private readonly global: RateLimiter;

  constructor(maxPerKey: number, maxGlobal: number, windowMs?: number, now?: () => number) {
    this.perKey = new RateLimiter(maxPerKey, windowMs, undefined, now);
    this.global = new RateLimiter(maxGlobal, windowMs, 1, now);
  }

  /** Counts an attempt; null when a limit is spent (answer 429 without checking the password). */
  reserve(ip: string, account: string, device: string | null): Attempt | null {
    // A device cookie that failed too often is locked out: its browser is a stranger again.
    if (device !== null && this.perKey.take(`device:${device}`)) {
      return { trusted: true, account, keys: [`device:${device}`] };
    }
    const keys = [`ip:${ip}`, `acct:${account}`];
    if (this.global.exhausted(GLOBAL) || keys.some((key) => this.perKey.exhausted(key))) return null;
    for (const key of keys) this.perKey.record(key);
    this.global.record(GLOBAL);
    return { trusted: false, account, keys };
  }

  /** The password was never checked (hashing busy, an error): the attempt does not count. */
  cancel(attempt: Attempt): void {
    for (const key of attempt.keys) this.perKey.release(key);
    if (!attempt.trusted) this.global.release(GLOBAL);
  }

  /** The password was right: the attempt does not count, and the account's failures are forgotten. */
  succeeded(attempt: Attempt): void {
    this.cancel(attempt);
    // A sign-in through a device cookie leaves strangers' failures in place: they stay locked out.
    if (!attempt.trusted) this.perKey.clear(`acct:${attempt.account}`);
  }
}
