/**
 * Counts failed sign-ins per IP and per account in a sliding minute. Checked before any
 * password hashing, so a blocked caller costs almost nothing. Memory is bounded: the
 * oldest keys are dropped first.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxPerWindow: number,
    private readonly windowMs = 60_000,
    private readonly maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {}

  isBlocked(ip: string, account: string): boolean {
    return this.count(`ip:${ip}`) >= this.maxPerWindow || this.count(`acct:${account}`) >= this.maxPerWindow;
  }

  recordFailure(ip: string, account: string): void {
    for (const key of [`ip:${ip}`, `acct:${account}`]) {
      const recent = this.recent(key);
      recent.push(this.now());
      this.failures.delete(key);
      this.failures.set(key, recent);
    }
    while (this.failures.size > this.maxKeys) {
      const oldest = this.failures.keys().next().value;
      if (oldest === undefined) break;
      this.failures.delete(oldest);
    }
  }

  clearAccount(account: string): void {
    this.failures.delete(`acct:${account}`);
  }

  private count(key: string): number {
    return this.recent(key).length;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }
}
