import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from 'shared-contracts';
import type { AccessTokens } from './access-token';
import type { AuthUser } from './auth-user';
import type { Database } from '../../db/client';
import { employees, sessions, territories } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { toProfile } from '../employees/employee-queries';

export const INVALID_TOKEN = 'Given token not valid for any token type';

/**
 * The one query of authentication: the employee, the state of the session the token names, and
 * the profile fields (so GET /auth/profile/ needs no second query). Prepared once per database.
 */
export function prepareAuthenticationQuery(db: Database) {
  return db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      username: employees.username,
      email: employees.email,
      mobileNumber: employees.mobileNumber,
      role: employees.role,
      isActive: employees.isActive,
      kycVerified: employees.kycVerified,
      consentedNoticeVersion: employees.consentedNoticeVersion,
      territoryId: territories.id,
      territoryName: territories.name,
      territoryLevel: territories.level,
      language: employees.language,
      sessionLive: sql<boolean>`(${sessions.revokedAt} is null and ${sessions.expiresAt} > now())`,
    })
    .from(employees)
    .innerJoin(sessions, and(eq(sessions.employeeId, employees.id), eq(sessions.id, sql.placeholder('sid'))))
    .leftJoin(territories, eq(territories.id, employees.assignedTerritoryId))
    .where(eq(employees.id, sql.placeholder('uid')))
    .limit(1)
    .prepare('authenticate_access_token');
}
export type AuthenticationQuery = ReturnType<typeof prepareAuthenticationQuery>;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Resolves the bearer token to an active employee in a live session: null when no token was
 * sent, 401 when a token was sent but is not valid (bad signature, expired, revoked session,
 * deactivated account).
 */
export async function resolveUser(
  request: FastifyRequest,
  services: { accessTokens: AccessTokens; authenticationQuery: AuthenticationQuery },
): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (token === null) return null;
  const claims = token ? services.accessTokens.verify(token) : null;
  if (!claims || !UUID.test(claims.sid) || !Number.isInteger(claims.uid) || claims.uid < 1 || claims.uid > 2147483647) {
    throw unauthorized(INVALID_TOKEN);
  }
  const [row] = await services.authenticationQuery.execute({ uid: claims.uid, sid: claims.sid });
  if (!row || !row.isActive || !row.sessionLive || row.employeeId !== claims.sub) throw unauthorized(INVALID_TOKEN);
  const role = row.role as Role;
  const profile = toProfile(row);
  return {
    id: row.id,
    employeeId: row.employeeId,
    username: row.username,
    role,
    kycVerified: role !== 'connector' || row.kycVerified,
    consentedNoticeVersion: row.consentedNoticeVersion,
    sessionId: claims.sid,
    profile,
  };
}

/** The signed-in user of a route that is not public (the access hook has authenticated it). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
