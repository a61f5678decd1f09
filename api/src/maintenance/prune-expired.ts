import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Database } from '../db/client';
import { pruneSessions } from '../features/auth/sessions';
import { pruneSignInSources } from '../features/auth/sign-in-sources';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '../features/leads/idempotency';
import { timedJob } from '../features/metrics/registry';

/** Advisory-lock key of the pruning job: one replica prunes at a time, the others skip the round. */
const PRUNE_LOCK_KEY = 7_241_002;
export const PRUNE_INTERVAL_MS = 10 * 60_000;

export interface PruneResult {
  ran: boolean;
  sessions: number;
  refreshTokens: number;
  rateLimitCounters: number;
  leases: number;
  otps: number;
  otpOutbox: number;
  idempotencyKeys: number;
  signInSources: number;
}

/**
 * Deletes what has expired: sessions and refresh tokens, rate-limit counters, leases, one-time codes a
 * day after they expired (kept that long for reference), development outbox messages older than a day,
 * idempotency keys older than their 24 hours and sign-in sources no longer trusted.
 */
export async function pruneExpired(db: Database): Promise<PruneResult> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${PRUNE_LOCK_KEY}) as locked`);
    if (!lock?.locked) return { ran: false, sessions: 0, refreshTokens: 0, rateLimitCounters: 0, leases: 0, otps: 0, otpOutbox: 0, idempotencyKeys: 0, signInSources: 0 };
    const auth = await pruneSessions(tx);
    const counters = await queryRows(tx, sql`
      delete from rate_limit_counters
      where window_ends_at < now() and (blocked_until is null or blocked_until < now())
      returning key`);
    const leases = await queryRows(tx, sql`delete from leases where expires_at < now() returning key`);
    const codes = await queryRows(tx, sql`delete from otps where expires_at < now() - interval '1 day' returning id`);
    const outbox = await queryRows(tx, sql`delete from otp_outbox where created_at < now() - interval '1 day' returning id`);
    const keys = await queryRows(
      tx,
      sql`delete from idempotency_keys where created_at <= now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS}) returning key`,
    );
    return {
      ran: true,
      ...auth,
      rateLimitCounters: counters.length,
      leases: leases.length,
      otps: codes.length,
      otpOutbox: outbox.length,
      idempotencyKeys: keys.length,
      signInSources: await pruneSignInSources(tx),
    };
  });
}

/** Runs pruneExpired every `intervalMs`; the returned function stops it and waits for a run in progress. */
export function schedulePruning(db: Database, log: FastifyBaseLogger, intervalMs = PRUNE_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = timedJob('prune_expired', () => pruneExpired(db)).then(
      (result) => {
        if (result.ran) log.debug({ pruned: result }, 'pruned expired sessions and limits');
      },
      (error: unknown) => log.warn({ err: error }, 'pruning expired rows failed'),
    );
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
