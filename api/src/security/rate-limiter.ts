import { sql } from 'drizzle-orm';
import type { RateLimitRule } from '../config';
import { queryRows, type Executor } from '../db/client';
import { tooManyRequests } from '../http/errors';

export interface LimitState {
  /** Hits inside the current window, this one included. */
  hits: number;
  /** Milliseconds until the current window ends. */
  retryAfterMs: number;
}

const windowEnd = (rule: RateLimitRule) => sql`now() + make_interval(secs => ${rule.windowMs / 1000}::double precision)`;

function toState(row: Record<string, unknown> | undefined): LimitState {
  return { hits: Number(row?.hits ?? 0), retryAfterMs: Math.max(0, Math.ceil(Number(row?.remaining_ms ?? 0))) };
}

/**
 * Fixed-window counters kept in PostgreSQL (`rate_limit_counters`), so a limit holds across every
 * API replica on the same database. One statement per hit: an upsert that starts a new window
 * when the previous one has ended.
 */
export class RateLimiter {
  constructor(private readonly db: Executor) {}

  /** Counts one hit on `key` and answers the count inside the window. */
  async hit(key: string, rule: RateLimitRule): Promise<LimitState> {
    const rows = await queryRows<Record<string, unknown>>(this.db, sql`
      insert into rate_limit_counters as c (key, hits, window_ends_at)
      values (${key}, 1, ${windowEnd(rule)})
      on conflict (key) do update set
        hits = case when c.window_ends_at <= now() then 1 else c.hits + 1 end,
        window_ends_at = case when c.window_ends_at <= now() then excluded.window_ends_at else c.window_ends_at end
      returning hits, extract(epoch from (window_ends_at - now())) * 1000 as remaining_ms`);
    return toState(rows[0]);
  }

  /** The count inside the current window without adding a hit (0 when none or the window ended). */
  async peek(key: string): Promise<LimitState> {
    const rows = await queryRows<Record<string, unknown>>(this.db, sql`
      select hits, extract(epoch from (window_ends_at - now())) * 1000 as remaining_ms
      from rate_limit_counters where key = ${key} and window_ends_at > now()`);
    return toState(rows[0]);
  }

  async clear(...keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db.execute(sql`delete from rate_limit_counters where key in (${sql.join(keys.map((key) => sql`${key}`), sql`, `)})`);
  }

  /** Counts a hit and throws 429 (with Retry-After in the error) once `rule.max` is exceeded. */
  async enforce(key: string, rule: RateLimitRule, detail = 'Too many requests.'): Promise<void> {
    const state = await this.hit(key, rule);
    if (state.hits > rule.max) throw tooManyRequestsFor(state.retryAfterMs, detail);
  }
}

export function minutesText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 with "Try again in N minutes." and the Retry-After header the error handler sends. */
export function tooManyRequestsFor(retryAfterMs: number, detail: string) {
  const error = tooManyRequests(`${detail} Try again in ${minutesText(retryAfterMs)}.`);
  error.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterMs / 1000)));
  return error;
}
