import { sql } from 'drizzle-orm';
import type { SignInLimits } from '../../config';
import { queryRows, type Database } from '../../db/client';
import type { RateLimiter } from '../../security/rate-limiter';
import type { SignInSource, SignInSources } from './sign-in-sources';

/**
 * Brute-force protection for sign-in, kept in PostgreSQL so it holds across API replicas
 * (docs/security.md#brute-force-without-lockout-as-a-weapon).
 *
 * - from a device where the employee signed in before (its device token): only a limit of failed
 *   attempts for that employee on that device; past it, the device counts as any other source.
 * - per (employee id, address): a hard limit of failed attempts, then 429 until the window ends.
 *   An attacker at one address locks only themselves out.
 * - per employee id, from sources the employee never signed in from: after `perIdBeforeDelay.max`
 *   failures every further attempt must wait a delay that doubles with each failure (capped at
 *   `maxDelayMs`), so attackers at many addresses cannot guess quickly, while the real user, signing in
 *   from their own browser or address, does not wait at all. Crossing the threshold is reported once per
 *   window (`targeted`): a security event and a notice to the employee.
 * - per address across ids: a limit on failed attempts only, so a branch office behind one
 *   address can sign everyone in at the start of the day.
 *
 * Every attempt is counted as a failure before the password is checked (so a concurrent burst
 * cannot slip past); a successful sign-in clears the counters of its own source.
 */
export type ThrottleVerdict = (
  | { allowed: true; vouchedBy: 'device' | 'address' | null; targeted: boolean }
  | { allowed: false; retryAfterMs: number; reason: 'id_and_address' | 'id_delay' | 'address' }
) & {
  /** The id is an employee's (what the security log may show of it). */
  employeeKnown: boolean;
};

const keys = (employeeId: string, address: string, sourceKey = '') => ({
  idAndAddress: `sign-in:failed:id+address:${employeeId}|${address}`,
  idAndSource: `sign-in:failed:id+source:${employeeId}|${sourceKey}`,
  id: `sign-in:failed:id:${employeeId}`,
  address: `sign-in:failed:address:${address}`,
});

/** Delay before the next attempt after `failures` failures for one id (0 below the threshold). */
export function delayAfterFailures(failures: number, limits: SignInLimits): number {
  const beyond = failures - limits.perIdBeforeDelay.max;
  if (beyond <= 0) return 0;
  return Math.min(limits.maxDelayMs, 1000 * 2 ** (beyond - 1));
}

export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    private readonly limits: SignInLimits,
    private readonly sources: SignInSources,
  ) {}

  /** Counts an attempt (as failed until `succeeded` clears it) and says whether it may proceed. */
  async attempt(employeeId: string, source: SignInSource): Promise<ThrottleVerdict> {
    const trust = await this.sources.trustOf({ employeeId }, source);
    const employeeKnown = trust.known;
    const key = keys(employeeId, source.address, this.sources.sourceKey(source));
    if (trust.device) {
      const fromDevice = await this.limiter.hit(key.idAndSource, this.limits.perIdAndAddress);
      if (fromDevice.hits <= this.limits.perIdAndAddress.max) return { allowed: true, vouchedBy: 'device', targeted: false, employeeKnown };
    }

    const fromAddress = await this.limiter.peek(key.address);
    if (fromAddress.hits >= this.limits.perAddress.max) return { allowed: false, retryAfterMs: fromAddress.retryAfterMs, reason: 'address', employeeKnown };

    const pair = await this.limiter.hit(key.idAndAddress, this.limits.perIdAndAddress);
    if (pair.hits > this.limits.perIdAndAddress.max) return { allowed: false, retryAfterMs: pair.retryAfterMs, reason: 'id_and_address', employeeKnown };
    if (trust.address) return { allowed: true, vouchedBy: 'address', targeted: false, employeeKnown };

    const { waitMs, hits } = await this.countIdAttempt(key.id);
    if (waitMs > 0) return { allowed: false, retryAfterMs: waitMs, reason: 'id_delay', employeeKnown };
    return { allowed: true, vouchedBy: null, targeted: hits === this.limits.perIdBeforeDelay.max + 1, employeeKnown };
  }

  /** The attempt failed: it also counts against the address. */
  async failed(_employeeId: string, address: string): Promise<void> {
    await this.limiter.hit(keys('', address).address, this.limits.perAddress);
  }

  /**
   * The attempt succeeded: its own source's counters are cleared. The count of attempts from unknown
   * sources is cleared only by a success from one of them: the real user signing in from their own
   * device must not hand an attacker elsewhere a fresh set of guesses.
   */
  async succeeded(employeeId: string, source: SignInSource, vouchedBy: 'device' | 'address' | null): Promise<void> {
    const key = keys(employeeId, source.address, this.sources.sourceKey(source));
    await this.limiter.clear(key.idAndAddress, key.idAndSource, ...(vouchedBy === null ? [key.id] : []));
  }

  /**
   * One attempt against the per-id counter: refused (answering the wait) while a delay is running;
   * otherwise counted, and the next delay set from the new count. Row-locked, so concurrent
   * attempts from many addresses are serialised.
   */
  private countIdAttempt(key: string): Promise<{ waitMs: number; hits: number }> {
    const { perIdBeforeDelay } = this.limits;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into rate_limit_counters (key, hits, window_ends_at)
        values (${key}, 0, now() + make_interval(secs => ${perIdBeforeDelay.windowMs / 1000}::double precision))
        on conflict (key) do nothing`);
      const [row] = await queryRows<{ hits: number; window_ended: boolean; blocked_ms: number | null }>(tx, sql`
        select hits, window_ends_at <= now() as window_ended,
          greatest(0, extract(epoch from (blocked_until - now())) * 1000) as blocked_ms
        from rate_limit_counters where key = ${key} for update`);
      const blockedMs = Math.ceil(Number(row?.blocked_ms ?? 0));
      if (!row?.window_ended && blockedMs > 0) return { waitMs: blockedMs, hits: Number(row?.hits ?? 0) };
      const hits = row?.window_ended ? 1 : Number(row?.hits ?? 0) + 1;
      const delayMs = delayAfterFailures(hits, this.limits);
      await tx.execute(sql`
        update rate_limit_counters set
          hits = ${hits},
          window_ends_at = case when window_ends_at <= now()
            then now() + make_interval(secs => ${perIdBeforeDelay.windowMs / 1000}::double precision) else window_ends_at end,
          blocked_until = case when ${delayMs}::int > 0 then now() + make_interval(secs => ${delayMs / 1000}::double precision) else null end
        where key = ${key}`);
      return { waitMs: 0, hits };
    });
  }
}
