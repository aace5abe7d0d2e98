interface Bucket {
  failures: number;
  resetAt: number;
}

/**
 * Counts failed sign-ins per key (a phone and address, an address) in a fixed window.
 * Only failures count, so a user who signs in correctly is never slowed.
 * The caller counts an attempt as a failure *before* checking it (and takes it
 * back on success), so a burst sent at once cannot outrun the count.
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

  /** Takes back one failure counted ahead of time, for an attempt that turned out not to be one. */
  undo(key: string): void {
    const bucket = this.live(key);
    if (bucket && --bucket.failures <= 0) this.buckets.delete(key);
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

interface Brake {
  failures: number;
  resetAt: number;
  /** No try before this time. */
  nextAt: number;
  /** A try past the free ones is being checked: others wait for its answer, then `delay`. */
  pending: boolean;
  delay: number;
}

/**
 * The softer brake on one phone, across every address: past `after` failures
 * in the window, one try at a time is checked, and each failure makes the next
 * try wait `baseMs` after its answer, doubling, at most `maxMs`. A spread-out
 * guesser gets a few tries a minute; the account's owner waits at most about
 * `maxMs` and is never locked out for the whole window.
 */
export class Backoff {
  private readonly brakes = new Map<string, Brake>();

  constructor(
    private readonly options: { after: number; baseMs: number; maxMs: number; windowMs: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until `key` may try again, or 0 when it may now. */
  retryAfter(key: string): number {
    const brake = this.live(key);
    if (!brake) return 0;
    const wait = brake.pending ? brake.delay : brake.nextAt - this.now();
    return wait > 0 ? Math.max(1, Math.ceil(wait / 1000)) : 0;
  }

  /** Counts a try before it is checked (see `FailureCounter`). */
  fail(key: string): void {
    const now = this.now();
    const brake = this.live(key) ?? {
      failures: 0,
      resetAt: now + this.options.windowMs,
      nextAt: 0,
      pending: false,
      delay: 0,
    };
    brake.failures += 1;
    const over = brake.failures - this.options.after;
    if (over >= 0) {
      brake.pending = true;
      brake.delay = Math.min(this.options.maxMs, this.options.baseMs * 2 ** Math.min(over, 30));
    }
    this.brakes.set(key, brake);
    if (this.brakes.size > 100_000) {
      for (const [k, b] of this.brakes) if (b.resetAt <= now && !b.pending) this.brakes.delete(k);
    }
  }

  /** The try was checked and failed: the wait starts now. */
  settle(key: string): void {
    const brake = this.brakes.get(key);
    if (brake?.pending) {
      brake.pending = false;
      brake.nextAt = this.now() + brake.delay;
    }
  }

  /** Takes back a try counted ahead of time that turned out not to be a failure. */
  undo(key: string): void {
    const brake = this.brakes.get(key);
    if (!brake) return;
    brake.pending = false;
    if (--brake.failures <= 0) this.brakes.delete(key);
  }

  clear(key: string): void {
    this.brakes.delete(key);
  }

  private live(key: string): Brake | undefined {
    const brake = this.brakes.get(key);
    if (brake && brake.resetAt <= this.now() && !brake.pending) {
      this.brakes.delete(key);
      return undefined;
    }
    return brake;
  }
}
