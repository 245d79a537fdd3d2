import { RateLimiter } from '../../http/rate-limiter.ts';

/**
 * Counts failed sign-ins per IP and per account in a sliding minute. Checked before any
 * password hashing, so a blocked caller costs almost nothing.
 */
export class LoginLimiter {
  private readonly failures: RateLimiter;

  constructor(maxPerWindow: number, windowMs?: number, maxKeys?: number, now?: () => number) {
    this.failures = new RateLimiter(maxPerWindow, windowMs, maxKeys, now);
  }

  isBlocked(ip: string, account: string): boolean {
    return this.failures.exhausted(`ip:${ip}`) || this.failures.exhausted(`acct:${account}`);
  }

  recordFailure(ip: string, account: string): void {
    this.failures.record(`ip:${ip}`);
    this.failures.record(`acct:${account}`);
  }

  clearAccount(account: string): void {
    this.failures.clear(`acct:${account}`);
  }
}
