import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from 'shared-contracts';
import type { AuthUser } from '../../context';
import { employees } from '../../db/schema';
import { forbidden, unauthorized } from '../../http/errors';
import { verifyAccessToken } from './access-token';

const INVALID_TOKEN = 'Given token not valid for any token type';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? '';
}

/** Resolves the bearer token to an active employee, or null when no token was sent. */
export async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request);
  if (token === null) return null;
  const claims = token ? verifyAccessToken(token, request.server.ctx.jwtSecret) : null;
  if (!claims) throw unauthorized(INVALID_TOKEN);
  const [row] = await request.server.ctx.db
    .select({
      id: employees.id,
      employeeId: employees.employeeId,
      username: employees.username,
      role: employees.role,
      isActive: employees.isActive,
      kycVerified: employees.kycVerified,
    })
    .from(employees)
    .where(eq(employees.id, claims.uid))
    .limit(1);
  if (!row || !row.isActive || row.employeeId !== claims.sub) throw unauthorized(INVALID_TOKEN);
  const role = row.role as Role;
  return { id: row.id, employeeId: row.employeeId, username: row.username, role, kycVerified: role !== 'connector' || row.kycVerified };
}

/** onRequest hook: 401 unless a valid bearer token is presented. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  const user = await resolveUser(request);
  if (!user) throw unauthorized();
  request.user = user;
}

export const KYC_REQUIRED = 'Complete your KYC verification to use the portal.';

/**
 * onRequest hook for portal data (leads, bonus, criteria, employees): the server-side half of the
 * KYC gate. A connector whose KYC is not verified gets 403; staff pass.
 */
export async function requireVerifiedUser(request: FastifyRequest, reply: FastifyReply) {
  await requireUser(request, reply);
  if (!request.user?.kycVerified) throw forbidden(KYC_REQUIRED);
}

/** onRequest hook factory: signed in and one of `roles`, else 401/403. */
export function requireRole(...roles: Role[]) {
  return async function requireRoleHook(request: FastifyRequest, reply: FastifyReply) {
    await requireUser(request, reply);
    if (!request.user || !roles.includes(request.user.role)) throw forbidden();
  };
}

/** The signed-in user of a route guarded by requireUser/requireRole. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
