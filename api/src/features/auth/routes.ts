import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { LogoutRequest, Profile, RefreshRequest, RefreshResponse, TokenPair, TokenRequest, type Role } from 'shared-contracts';
import type { StartUpReadPath } from 'shared-contracts';
import { employees } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { minutesText, tooManyRequestsFor } from '../../security/rate-limiter';
import { logSecurityEvent } from '../../security/security-log';
import { currentUser, resolveUser } from './authenticate';
import { hasUsablePassword, spendVerificationTime, verifyPassword } from './passwords';
import { revokeSession, rotateRefreshToken, sessionOfRefreshToken, startSession } from './sessions';
import { reportTargetedAccount } from './targeted-account';
import { SignInThrottle } from './sign-in-throttle';

const INVALID_CREDENTIALS = 'Invalid employee ID or password.';
const INVALID_REFRESH = 'Token is invalid or expired';
const REUSED_REFRESH = 'This session has ended. Please sign in again.';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts.';

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config, rateLimiter } = app;
  const limits = config.signInLimits;
  const throttle = new SignInThrottle(db, rateLimiter, limits, app.signInSources);
  const lifetimes = { refreshTokenTtlSeconds: config.refreshTokenTtlSeconds, sessionMaxAgeSeconds: config.sessionMaxAgeSeconds };
  const accessFor = (employee: { id: number; employeeId: string; role: string }, sessionId: string) =>
    app.accessTokens.sign({ id: employee.id, employeeId: employee.employeeId, role: employee.role as Role, sessionId });

  app.post(
    '/auth/api/connector/token/',
    {
      config: { access: 'public', limitedInHandler: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with employee id and password',
        description:
          `Any active employee may sign in. Failed attempts are limited per employee id and address (${limits.perIdAndAddress.max} per ` +
          `${minutesText(limits.perIdAndAddress.windowMs)}), then slowed per employee id across the addresses and browsers the employee ` +
          `never signed in from (a doubling delay after ${limits.perIdBeforeDelay.max} failures), and limited per address ` +
          `(${limits.perAddress.max} failed attempts per ${minutesText(limits.perAddress.windowMs)}; successful sign-ins never count). ` +
          `From a browser that sends the \`device_token\` of an earlier sign-in of the same employee only its own limit applies ` +
          `(${limits.perIdAndAddress.max} failures per ${minutesText(limits.perIdAndAddress.windowMs)}). 429 with Retry-After. ` +
          'The answer carries the browser\'s `device_token` for its next sign-in.',
        body: TokenRequest,
        response: { 200: TokenPair, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const employeeId = request.body.employee_id.trim().toUpperCase();
      const source = { address: request.ip, deviceToken: request.body.device_token ?? null };
      const verdict = await throttle.attempt(employeeId, source);
      if (!verdict.allowed) {
        logSecurityEvent(request, 'sign_in_locked', {
          ...app.signInSources.loggedEmployeeId(employeeId, verdict.employeeKnown),
          reason: verdict.reason,
          retryAfterSeconds: Math.ceil(verdict.retryAfterMs / 1000),
        });
        throw tooManyRequestsFor(verdict.retryAfterMs, TOO_MANY_SIGN_INS);
      }
      if (verdict.targeted) await reportTargetedAccount(db, request, employeeId, limits.perIdBeforeDelay.max);
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
        await throttle.failed(employeeId, request.ip);
        const reason = !employee
          ? 'unknown_employee_id'
          : !hasUsablePassword(employee.passwordHash)
            ? 'no_password_set'
            : !valid
              ? 'wrong_password'
              : 'inactive_account';
        logSecurityEvent(request, 'sign_in_failed', { ...app.signInSources.loggedEmployeeId(employeeId, employee !== undefined), reason });
        throw unauthorized(INVALID_CREDENTIALS);
      }
      await throttle.succeeded(employeeId, source, verdict.vouchedBy);
      const session = await startSession(db, employee.id, lifetimes);
      const deviceToken = await app.signInSources.remember(db, employee.id, source);
      logSecurityEvent(request, 'sign_in_succeeded', { employeeId, sessionId: session.sessionId, vouchedBy: verdict.vouchedBy ?? 'none' });
      return { access: accessFor(employee, session.sessionId), refresh: session.refreshToken, device_token: deviceToken };
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: {
        access: 'public',
        rateLimits: [{ name: 'refresh', per: 'address', rule: config.requestLimits.refreshPerAddress }],
      },
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access token and a new refresh token',
        description:
          'Rotation: the presented refresh token is used up. Presenting a used token ends the whole session (every token of that ' +
          `sign-in) and answers 401. A session lasts at most ${Math.round(config.sessionMaxAgeSeconds / 86400)} days whatever the rotation. ` +
          `Failed refreshes are limited per address (${config.requestLimits.failedRefreshPerAddress.max} per ` +
          `${minutesText(config.requestLimits.failedRefreshPerAddress.windowMs)}), 429.`,
        body: RefreshRequest,
        response: { 200: RefreshResponse, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const failedKey = `refresh-failed:address:${request.ip}`;
      const failedSoFar = await rateLimiter.peek(failedKey);
      if (failedSoFar.hits >= config.requestLimits.failedRefreshPerAddress.max) {
        logSecurityEvent(request, 'rate_limited', { limit: 'refresh-failed' });
        throw tooManyRequestsFor(failedSoFar.retryAfterMs, 'Too many failed session renewals.');
      }
      const refused = async (detail: string) => {
        await rateLimiter.hit(failedKey, config.requestLimits.failedRefreshPerAddress);
        return unauthorized(detail);
      };
      const result = await rotateRefreshToken(db, request.body.refreshToken, lifetimes);
      if (result.outcome === 'reused') {
        const [owner] = await db.select({ employeeId: employees.employeeId }).from(employees).where(eq(employees.id, result.employeeId));
        logSecurityEvent(request, 'refresh_token_reused', { employeeId: owner?.employeeId ?? null, sessionId: result.sessionId });
        throw await refused(REUSED_REFRESH);
      }
      if (result.outcome !== 'rotated') throw await refused(INVALID_REFRESH);
      const [employee] = await db
        .select({ id: employees.id, employeeId: employees.employeeId, role: employees.role, isActive: employees.isActive })
        .from(employees)
        .where(eq(employees.id, result.employeeId))
        .limit(1);
      if (!employee || !employee.isActive) {
        await revokeSession(db, result.sessionId, 'deactivated');
        throw await refused(INVALID_REFRESH);
      }
      return { accessToken: accessFor(employee, result.sessionId), refreshToken: result.refreshToken };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: {
        access: 'public',
        rateLimits: [{ name: 'logout', per: 'address', rule: config.requestLimits.logoutPerAddress }],
      },
      // An empty body is allowed: treat it as {}.
      preValidation: async (request) => {
        if (request.body === undefined || request.body === null) request.body = {};
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session of the presented refresh token and/or bearer token',
        description:
          'Every access and refresh token of that session stops working on the next request. The bearer header is optional; ' +
          'unknown or already ended tokens are ignored. Answers 204.',
        body: LogoutRequest,
        response: { 204: Type.Null({ description: 'Signed out' }), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const sessionIds = new Set<string>();
      if (request.body.refreshToken) {
        const session = await sessionOfRefreshToken(db, request.body.refreshToken);
        if (session) sessionIds.add(session.sessionId);
      }
      // A bearer token that is no longer valid is simply ignored here.
      const user = await resolveUser(request, app).catch(() => null);
      if (user) sessionIds.add(user.sessionId);
      for (const sessionId of sessionIds) {
        if (await revokeSession(db, sessionId, 'logout')) {
          logSecurityEvent(request, 'session_revoked', { employeeId: user?.employeeId ?? null, sessionId, reason: 'logout' });
        }
      }
      return reply.code(204).send(null);
    },
  );

  const profileOptions = {
    // The shell shows who is signed in on the notice and KYC screens too.
    config: { access: { kyc: 'exempt', consent: 'exempt' } } as const,
    schema: {
      tags: ['auth'],
      summary: 'Profile of the signed-in user',
      response: { 200: Profile, ...errorResponses(401) },
    },
  };
  // The profile comes with the authentication query: no second query.
  const profileHandler = async (request: Parameters<typeof currentUser>[0]) => currentUser(request).profile;
  app.get('/auth/profile', profileOptions, profileHandler);
  app.get('/auth/profile/' satisfies StartUpReadPath, profileOptions, profileHandler);
};
