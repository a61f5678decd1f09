import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ROLES, type Role } from 'shared-contracts';
import type { RateLimitRule } from '../config';
import { resolveUser } from '../features/auth/authenticate';
import { forbidden, unauthorized } from '../http/errors';
import { logSecurityEvent } from './security-log';

/**
 * Who may call a route. Routes are secure by default: a route that declares nothing needs a
 * signed-in user who has agreed to the current privacy notice and whose KYC is verified (staff
 * always are). The exceptions are declared on the route (`config: { access: ... }`):
 *   'public'               no token needed (sign-in, refresh, logout, health, API docs, the privacy notice)
 *   { kyc: 'exempt' }      signed in, KYC not required (own profile, KYC status and upload)
 *   { consent: 'exempt' }  signed in, before agreeing to the notice (the account state, the profile, giving or withdrawing consent)
 *   { roles: [...] }       signed in with one of these roles (e.g. the back office)
 */
export type RouteAccess = 'public' | { kyc?: 'exempt'; consent?: 'exempt'; roles?: readonly Role[] };

/** A request limit applied before the handler: per client address, or per signed-in user. */
export interface RouteRateLimit {
  name: string;
  per: 'address' | 'user';
  rule: RateLimitRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    rateLimits?: readonly RouteRateLimit[];
    /**
     * A public write route whose handler applies its own limits (sign-in's throttle, the one-time-code
     * limits): declared, so that no public write route is left without any.
     */
    limitedInHandler?: true;
  }
  interface FastifyInstance {
    /** Every registered route with its access rule and limits (the route-walking tests read it). */
    routeAccess: { method: string; url: string; access: RouteAccess | undefined; rateLimits: readonly RouteRateLimit[]; limitedInHandler: boolean }[];
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write route is limited: a signed-in one per user (its own limit, or the shared `writes` limit
 * added here), a public one by what it declares (per address in `rateLimits`, or `limitedInHandler`).
 * A public write route that declares neither stops the start-up.
 */
function withWriteLimit(route: RouteOptions, methods: string[], writesPerUser: RateLimitRule): void {
  if (!methods.some((method) => WRITE_METHODS.has(method))) return;
  const declared = route.config?.rateLimits ?? [];
  if (route.config?.access === 'public') {
    if (declared.length === 0 && !route.config?.limitedInHandler) {
      throw new Error(`Route ${methods.join(',')} ${route.url}: a public write route needs config.rateLimits (or config.limitedInHandler)`);
    }
    return;
  }
  if (declared.some((limit) => limit.per === 'user')) return;
  route.config = { ...route.config, rateLimits: [...declared, { name: 'writes', per: 'user', rule: writesPerUser }] };
}

export const KYC_REQUIRED = 'Complete your KYC verification to use the portal.';
export const CONSENT_REQUIRED = 'Read the privacy notice and agree to it to use the portal.';

function assertValidAccess(access: unknown, where: string): asserts access is RouteAccess | undefined {
  if (access === undefined || access === 'public') return;
  const problem = (() => {
    if (typeof access !== 'object' || access === null) return 'must be "public" or an object';
    const { kyc, consent, roles, ...rest } = access as Record<string, unknown>;
    if (Object.keys(rest).length > 0) return `has unknown keys ${Object.keys(rest).join(', ')}`;
    if (kyc !== undefined && kyc !== 'exempt') return 'kyc must be "exempt"';
    if (consent !== undefined && consent !== 'exempt') return 'consent must be "exempt"';
    // Before consent the KYC screen is not shown either: a route open before consent is open before KYC.
    if (consent === 'exempt' && kyc !== 'exempt') return 'consent "exempt" needs kyc "exempt" too';
    if (roles !== undefined && (!Array.isArray(roles) || roles.length === 0 || roles.some((role) => !ROLES.includes(role as Role)))) {
      return 'roles must be a non-empty list of roles';
    }
    return null;
  })();
  if (problem) throw new Error(`Route ${where}: config.access ${problem}`);
}

async function enforce(request: FastifyRequest): Promise<void> {
  const { access, rateLimits } = request.routeOptions.config;
  if (access !== 'public') {
    const user = await resolveUser(request, request.server);
    if (!user) throw unauthorized();
    request.user = user;
    if (access?.roles && !access.roles.includes(user.role)) {
      logSecurityEvent(request, 'access_denied', { employeeId: user.employeeId, role: user.role });
      throw forbidden();
    }
    if (access?.consent !== 'exempt' && user.consentedNoticeVersion !== request.server.privacyNotice.version) throw forbidden(CONSENT_REQUIRED);
    if (access?.kyc !== 'exempt' && !user.kycVerified) throw forbidden(KYC_REQUIRED);
  }
  for (const limit of rateLimits ?? []) {
    const subject = limit.per === 'user' ? request.user?.employeeId : request.ip;
    if (!subject) throw new Error(`Rate limit ${limit.name} is per user on a public route`);
    try {
      await request.server.rateLimiter.enforce(`${limit.name}:${limit.per}:${subject}`, limit.rule);
    } catch (error) {
      logSecurityEvent(request, 'rate_limited', { employeeId: request.user?.employeeId, limit: limit.name });
      throw error;
    }
  }
}

/**
 * Installs the access rules: validates each route's declaration when it is registered (a typo
 * stops the start-up), marks non-public routes as bearer-secured in the OpenAPI document, and
 * checks every request before its handler. Must be installed before any route is registered.
 */
export function installRouteAccess(app: FastifyInstance): void {
  const table: FastifyInstance['routeAccess'] = [];
  app.decorate('routeAccess', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // CORS preflights carry no credentials by the protocol's design.
    if (methods.includes('OPTIONS') && route.config?.access === undefined) route.config = { ...route.config, access: 'public' };
    const access = route.config?.access;
    assertValidAccess(access, `${methods.join(',')} ${route.url}`);
    withWriteLimit(route, methods, app.config.requestLimits.writesPerUser);
    if (access !== 'public' && route.schema && !route.schema.security) route.schema = { ...route.schema, security: [{ bearerAuth: [] }] };
    // Read later: a scope's own onRoute hook (the API docs) may still declare its routes public.
    for (const method of methods) {
      table.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        get rateLimits() {
          return route.config?.rateLimits ?? [];
        },
        get limitedInHandler() {
          return route.config?.limitedInHandler === true;
        },
      });
    }
  });
  app.addHook('onRequest', async (request) => {
    // Unknown paths answer 404 whoever asks.
    if (request.is404) return;
    await enforce(request);
  });
}
