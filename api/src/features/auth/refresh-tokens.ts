import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** Issues a refresh token in `familyId` (a new family for a new sign-in). */
export async function issueRefreshToken(
  db: Pick<Database, 'insert'>,
  employeeId: number,
  ttlSeconds: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    employeeId,
    tokenHash: hashToken(token),
    familyId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export async function revokeFamily(db: Pick<Database, 'update'>, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export type RotationResult =
  | { outcome: 'rotated'; employeeId: number; refreshToken: string }
  | { outcome: 'reused' | 'invalid' | 'expired' };

/**
 * Rotation: the presented token is marked used and a successor in the same family is
 * issued. Presenting a token that was already used or revoked revokes the whole family.
 */
export async function rotateRefreshToken(db: Database, presented: string, ttlSeconds: number): Promise<RotationResult> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(presented))).limit(1);
  if (!row) return { outcome: 'invalid' };
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId);
    return { outcome: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { outcome: 'expired' };

  return db.transaction(async (tx) => {
    // Conditional update: of two concurrent rotations only one can win.
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) {
      await revokeFamily(tx, row.familyId);
      return { outcome: 'reused' } as const;
    }
    const refreshToken = await issueRefreshToken(tx, row.employeeId, ttlSeconds, row.familyId);
    return { outcome: 'rotated', employeeId: row.employeeId, refreshToken } as const;
  });
}

/** Revokes the family of a presented token; unknown tokens are ignored. */
export async function revokeByToken(db: Database, presented: string): Promise<boolean> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(presented)))
    .limit(1);
  if (!row) return false;
  await revokeFamily(db, row.familyId);
  return true;
}
