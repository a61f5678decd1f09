import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/client';

export interface Lease {
  release(): Promise<void>;
}

/**
 * Takes the exclusive lease `key` for `ttlMs`, or answers null while someone else holds it. Kept in
 * PostgreSQL so it holds across API replicas; a lease whose holder died expires on its own.
 */
export async function acquireLease(db: Executor, key: string, ttlMs: number): Promise<Lease | null> {
  const holder = randomUUID();
  const rows = await queryRows<{ holder: string }>(db, sql`
    insert into leases as l (key, holder, expires_at)
    values (${key}, ${holder}, now() + make_interval(secs => ${ttlMs / 1000}::double precision))
    on conflict (key) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where l.expires_at <= now()
    returning holder`);
  if (rows.length === 0) return null;
  return {
    release: async () => {
      await db.execute(sql`delete from leases where key = ${key} and holder = ${holder}`);
    },
  };
}
