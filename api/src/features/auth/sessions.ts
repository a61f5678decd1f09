import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { refreshTokens, sessions } from '../../db/schema';

/**
 * Sessions: one per sign-in. The refresh token rotates inside its session; every access token
 * carries the session id, and authentication checks the session on every request (in the same
 * query that loads the user), so revoking a session ends its access tokens at once.
 */

export type RevokeReason = 'logout' | 'refresh_reuse' | 'password_reset' | 'deactivated' | 'account_locked' | 'consent_withdrawn' | 'erased';

export interface SessionLifetimes {
  refreshTokenTtlSeconds: number;
  sessionMaxAgeSeconds: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** A refresh token never outlives its session's absolute lifetime. */
const refreshExpiry = (sessionExpiresAt: Date, ttlSeconds: number) => new Date(Math.min(Date.now() + ttlSeconds * 1000, sessionExpiresAt.getTime()));

async function issueRefreshToken(db: Executor, sessionId: string, expiresAt: Date): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt });
  return token;
}

/** Starts a session for a successful sign-in and issues its first refresh token. */
export function startSession(db: Database, employeeId: number, lifetimes: SessionLifetimes): Promise<{ sessionId: string; refreshToken: string }> {
  return db.transaction((tx) => createSession(tx, employeeId, lifetimes));
}

/**
 * `startSession` inside a transaction the caller already holds (e.g. the one-time-code sign-in, whose
 * code is used up in the same transaction).
 */
export async function createSession(tx: Executor, employeeId: number, lifetimes: SessionLifetimes): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = randomUUID();
  const expiresAt = new Date(Date.now() + lifetimes.sessionMaxAgeSeconds * 1000);
  await tx.insert(sessions).values({ id: sessionId, employeeId, expiresAt });
  const refreshToken = await issueRefreshToken(tx, sessionId, refreshExpiry(expiresAt, lifetimes.refreshTokenTtlSeconds));
  return { sessionId, refreshToken };
}

export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason): Promise<boolean> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length > 0;
}

/** Ends every session of an employee (password reset, deactivation). */
export async function revokeAllSessions(db: Executor, employeeId: number, reason: RevokeReason): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.employeeId, employeeId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The session a refresh token belongs to (whatever its state), or null for an unknown token. */
export async function sessionOfRefreshToken(db: Executor, presented: string): Promise<{ sessionId: string; employeeId: number } | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, employeeId: sessions.employeeId })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  return row ?? null;
}

export type RotationResult =
  | { outcome: 'rotated'; employeeId: number; sessionId: string; refreshToken: string }
  | { outcome: 'reused'; employeeId: number; sessionId: string }
  | { outcome: 'invalid' | 'expired' | 'revoked' };

/**
 * Rotation: the presented token is used up and a successor in the same session is issued.
 * Presenting a token that was already used revokes the whole session (someone holds a copy).
 * The token row is locked, so of two concurrent rotations with one token only one succeeds.
 */
export function rotateRefreshToken(db: Database, presented: string, lifetimes: SessionLifetimes): Promise<RotationResult> {
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [row] = await tx
      .select({
        tokenId: refreshTokens.id,
        usedAt: refreshTokens.usedAt,
        tokenExpiresAt: refreshTokens.expiresAt,
        sessionId: sessions.id,
        employeeId: sessions.employeeId,
        sessionExpiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(presented)))
      .limit(1)
      .for('update', { of: refreshTokens });
    if (!row) return { outcome: 'invalid' };
    if (row.revokedAt) return { outcome: 'revoked' };
    if (row.usedAt) {
      await revokeSession(tx, row.sessionId, 'refresh_reuse');
      return { outcome: 'reused', employeeId: row.employeeId, sessionId: row.sessionId };
    }
    const now = Date.now();
    if (row.tokenExpiresAt.getTime() <= now || row.sessionExpiresAt.getTime() <= now) return { outcome: 'expired' };
    await tx.update(refreshTokens).set({ usedAt: new Date(now) }).where(eq(refreshTokens.id, row.tokenId));
    const refreshToken = await issueRefreshToken(tx, row.sessionId, refreshExpiry(row.sessionExpiresAt, lifetimes.refreshTokenTtlSeconds));
    return { outcome: 'rotated', employeeId: row.employeeId, sessionId: row.sessionId, refreshToken };
  });
}

/** How long ended sessions stay for reference before they are deleted. */
const ENDED_SESSION_RETENTION = sql`interval '1 day'`;

/** Deletes expired refresh tokens and sessions that ended more than a day ago (their tokens go with them). */
export async function pruneSessions(db: Executor): Promise<{ sessions: number; refreshTokens: number }> {
  const deletedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now() - ${ENDED_SESSION_RETENTION}`), lt(sessions.revokedAt, sql`now() - ${ENDED_SESSION_RETENTION}`)))
    .returning({ id: sessions.id });
  const deletedTokens = await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, sql`now()`)).returning({ id: refreshTokens.id });
  return { sessions: deletedSessions.length, refreshTokens: deletedTokens.length };
}
