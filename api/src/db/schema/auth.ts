import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { employees } from './people';

/**
 * One sign-in: its refresh tokens rotate inside it and every access token names it (`sid`).
 * Revoking the session (logout, refresh-token reuse, password reset) ends all of them on the next
 * request; `expiresAt` is the absolute lifetime that rotation cannot extend.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 32 }),
  },
  (t) => [index('sessions_employee_idx').on(t.employeeId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each belongs to one session (its family). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
    index('refresh_tokens_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Rate-limit and sign-in throttle counters, shared by every API replica: `hits` inside the window
 * that ends at `windowEndsAt`; `blockedUntil` holds a growing sign-in delay.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

/**
 * Where each employee signed in successfully before (docs/security.md#brute-force-without-lockout-as-a-weapon):
 * a browser's device token (`device`) or a client address (`address`), kept as an HMAC keyed with a server
 * secret, never as it is. An attempt from such a source is the real user's more likely than an attacker's,
 * so the per-employee delay that slows attackers elsewhere does not apply to it.
 */
export const signInSources = pgTable(
  'sign_in_sources',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 8 }).notNull(),
    sourceHash: varchar('source_hash', { length: 64 }).notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.kind, t.sourceHash] }),
    check('sign_in_sources_kind_check', sql`${t.kind} in ('device', 'address')`),
    index('sign_in_sources_last_idx').on(t.lastSignedInAt),
  ],
);

/** Short exclusive leases (e.g. one KYC upload in flight per connector) that expire on their own. */
export const leases = pgTable('leases', {
  key: varchar('key', { length: 200 }).primaryKey(),
  holder: uuid('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Small key/value store for server-generated settings (e.g. the development JWT key). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: varchar('value', { length: 512 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
