interface Bucket {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed sign-ins per key (a phone, an address) in a fixed window.
 * Only failures count, so a user who signs in correctly is never slowed.
 * It lives in memory: one process serves the dashboard (see docs/architecture.md).
 */
export class FailureCounter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const bucket = this.live(key);
    if (!bucket || bucket.failures < this.limit) return 0;
    return Math.max(1, Math.ceil((bucket.resetAt - this.now()) / 1000));
  }

  fail(key: string): void {
    const bucket = this.live(key) ?? { failures: 0, resetAt: this.now() + this.windowMs };
    bucket.failures += 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 100_000) this.sweep();
  }

  clear(key: string): void {
    this.buckets.delete(key);
  }

  private live(key: string): Bucket | undefined {
    const bucket = this.buckets.get(key);
    if (bucket && bucket.resetAt <= this.now()) {
      this.buckets.delete(key);
      return undefined;
    }
    return bucket;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
  }
}
