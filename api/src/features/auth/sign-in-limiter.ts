import type { RateLimitRule } from '../../config';

/**
 * Counts failed sign-ins per employee id inside a sliding window (in memory: one API
 * process per database, see docs/api.md). Successful sign-ins clear the count.
 */
export class FailedSignInLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly rule: RateLimitRule) {}

  private recent(key: string, now: number): number[] {
    const since = now - this.rule.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else this.failures.set(key, kept);
    return kept;
  }

  /** Milliseconds until another attempt is allowed, or 0 when allowed now. */
  retryAfterMs(employeeId: string, now = Date.now()): number {
    const attempts = this.recent(employeeId.toUpperCase(), now);
    if (attempts.length < this.rule.max) return 0;
    const oldest = attempts[attempts.length - this.rule.max] ?? now;
    return Math.max(1, oldest + this.rule.windowMs - now);
  }

  recordFailure(employeeId: string, now = Date.now()) {
    const key = employeeId.toUpperCase();
    const attempts = this.recent(key, now);
    attempts.push(now);
    this.failures.set(key, attempts);
    if (this.failures.size > 50_000) this.prune(now);
  }

  clear(employeeId: string) {
    this.failures.delete(employeeId.toUpperCase());
  }

  private prune(now: number) {
    for (const key of [...this.failures.keys()]) this.recent(key, now);
  }
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
