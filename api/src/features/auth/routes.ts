import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { LogoutRequest, Profile, RefreshRequest, RefreshResponse, TokenPair, TokenRequest, type Role } from 'shared-contracts';
import { employees } from '../../db/schema';
import { notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { loadProfile } from '../employees/employee-queries';
import { signAccessToken } from './access-token';
import { currentUser, requireUser } from './authenticate';
import { spendVerificationTime, verifyPassword } from './passwords';
import { issueRefreshToken, revokeByToken, rotateRefreshToken } from './refresh-tokens';
import { minutesText } from './sign-in-limiter';

const INVALID_CREDENTIALS = 'Invalid employee ID or password.';
const INVALID_REFRESH = 'Token is invalid or expired';
const REUSED_REFRESH = 'This session has ended. Please sign in again.';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, signInLimiter } = app.ctx;
  const accessFor = (employee: { id: number; employeeId: string; role: string }) =>
    signAccessToken({ id: employee.id, employeeId: employee.employeeId, role: employee.role as Role }, app.ctx.jwtSecret, config.accessTokenTtlSeconds);

  app.post(
    '/auth/api/connector/token/',
    {
      config: {
        rateLimit: {
          max: config.signInLimits.perAddress.max,
          timeWindow: config.signInLimits.perAddress.windowMs,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with employee id and password',
        description: `Any active employee may sign in. At most ${config.signInLimits.perEmployee.max} failed attempts per employee id per ${Math.round(config.signInLimits.perEmployee.windowMs / 60000)} minutes and ${config.signInLimits.perAddress.max} requests per client address per ${Math.round(config.signInLimits.perAddress.windowMs / 1000)} s (429).`,
        body: TokenRequest,
        response: { 200: TokenPair, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const employeeId = request.body.employee_id.trim().toUpperCase();
      const waitMs = signInLimiter.retryAfterMs(employeeId);
      if (waitMs > 0) {
        reply.header('retry-after', String(Math.ceil(waitMs / 1000)));
        throw tooManyRequests(`Too many sign-in attempts. Try again in ${minutesText(waitMs)}.`);
      }
      // Count the attempt as failed before the (slow) password check, so concurrent attempts
      // cannot all pass the check above; a successful sign-in clears the count.
      signInLimiter.recordFailure(employeeId);
      const [employee] = await db
        .select({
          id: employees.id,
          employeeId: employees.employeeId,
          role: employees.role,
          passwordHash: employees.passwordHash,
          isActive: employees.isActive,
        })
        .from(employees)
        .where(eq(employees.employeeId, employeeId))
        .limit(1);
      const valid = employee ? await verifyPassword(employee.passwordHash, request.body.password) : (await spendVerificationTime(request.body.password), false);
      if (!employee || !valid || !employee.isActive) {
        request.log.info({ employeeId }, 'sign-in failed');
        throw unauthorized(INVALID_CREDENTIALS);
      }
      signInLimiter.clear(employeeId);
      const refresh = await issueRefreshToken(db, employee.id, config.refreshTokenTtlSeconds);
      return { access: accessFor(employee), refresh };
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        description:
          'Rotation: the presented refresh token is used up. Presenting a used or revoked token revokes every token of that sign-in (its family) and answers 401.',
        body: RefreshRequest,
        response: { 200: RefreshResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const result = await rotateRefreshToken(db, request.body.refreshToken, config.refreshTokenTtlSeconds);
      if (result.outcome === 'reused') throw unauthorized(REUSED_REFRESH);
      if (result.outcome !== 'rotated') throw unauthorized(INVALID_REFRESH);
      const [employee] = await db
        .select({ id: employees.id, employeeId: employees.employeeId, role: employees.role, isActive: employees.isActive })
        .from(employees)
        .where(eq(employees.id, result.employeeId))
        .limit(1);
      if (!employee || !employee.isActive) {
        await revokeByToken(db, result.refreshToken);
        throw unauthorized(INVALID_REFRESH);
      }
      return { accessToken: accessFor(employee), refreshToken: result.refreshToken };
    },
  );

  app.post(
    '/auth/logout',
    {
      // An empty body is allowed: treat it as {}.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revokes the presented refresh token and its family',
        description: 'The bearer header is optional. Unknown refresh tokens are ignored. Answers 204.',
        body: LogoutRequest,
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      if (request.body.refreshToken) await revokeByToken(db, request.body.refreshToken);
      return reply.code(204).send(null);
    },
  );

  const profileOptions = {
    onRequest: requireUser,
    schema: {
      tags: ['auth'],
      summary: 'Profile of the signed-in user',
      security: [{ bearerAuth: [] }],
      response: { 200: Profile, ...errorResponses(401) },
    },
  };
  const profileHandler = async (request: Parameters<typeof currentUser>[0]) => {
    const profile = await loadProfile(db, currentUser(request).id);
    if (!profile) throw notFound();
    return profile;
  };
  app.get('/auth/profile', profileOptions, profileHandler);
  app.get('/auth/profile/', profileOptions, profileHandler);
};
