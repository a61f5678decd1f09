import Fastify from 'fastify';
import { CRITERIA_KINDS } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRouteAccess } from '../src/security/route-access';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let unverifiedAccess: string;
beforeAll(async () => {
  t = await createTestApp();
  unverifiedAccess = (await newConnector(t.app, 'not_submitted')).client.tokens.access;
});
afterAll(async () => {
  await t?.close();
});

/** The routes anyone may call: the declared exceptions to "secure by default". */
const PUBLIC_ROUTES = [
  // Liveness and readiness (GET /health is readiness under its first name): docs/operations.md.
  '/health',
  '/health/live',
  '/health/ready',
  '/auth/api/connector/token/',
  '/auth/refresh',
  '/auth/logout',
  '/openapi.json',
  // The privacy notice: the sign-in pages and the notice screen read it (docs/privacy.md).
  '/auth/privacy-notice/',
  // One-time codes: asking for one and using one (docs/otp.md).
  '/auth/employees/login-otp/',
  '/auth/connectors/verify-otp/',
  '/auth/send-reset-otp/',
  '/auth/reset-password/',
  // Development and test only (never registered in production): the development sender's messages.
  '/dev/outbox/',
  // The channel providers' delivery-status webhooks: providers call them with no session; each checks the
  // provider's signature or secret before reading anything (docs/otp.md#delivery-status).
  '/webhooks/otp/whatsapp/',
  '/webhooks/otp/msg91/',
  '/webhooks/otp/twilio/',
];
const isPublic = (url: string) => PUBLIC_ROUTES.includes(url) || url === '/docs' || url.startsWith('/docs/');

/** A concrete URL for a route pattern (any value will do: access is decided before the handler). */
const concrete = (url: string) => url.replace(/:id\b/g, '1').replace(/:kind\b/g, 'aadhar_front').replace(/\*/g, 'x');

describe('routes are secure by default', () => {
  it('every registered route is on the public list, or refuses an anonymous caller with 401', async () => {
    const routes = t.app.routeAccess.filter((route) => route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const declaredPublic = route.access === 'public';
      expect(declaredPublic, `${route.method} ${route.url} is public in code but not on the list (or the other way round)`).toBe(isPublic(route.url));
      if (declaredPublic) continue;
      const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url) });
      expect(response.statusCode, `${route.method} ${route.url} without a token`).toBe(401);
      const forged = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer('forged.token.value') });
      expect(forged.statusCode, `${route.method} ${route.url} with a forged token`).toBe(401);
    }
  });

  it('where the KYC gate applies, a connector without verified KYC gets 403', async () => {
    const gated = t.app.routeAccess.filter((route) => !['OPTIONS', 'HEAD'].includes(route.method) && route.access !== 'public' && (route.access === undefined || route.access.kyc !== 'exempt'));
    expect(gated.map((route) => route.url)).toEqual(expect.arrayContaining(['/leads/leads/my-leads/', '/leads/transactions/', '/auth/employee/fetch/']));
    for (const route of gated) {
      const response = await t.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: bearer(unverifiedAccess) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json()).toHaveProperty('detail');
    }
  });

  it('the loan criteria writes are declared for the back office (admin, director) only', () => {
    const writes = t.app.routeAccess.filter(
      (route) => ['POST', 'PATCH'].includes(route.method) && route.url.startsWith('/loan_eligibility/') && route.url !== '/loan_eligibility/check-eligibility/',
    );
    expect(writes.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      CRITERIA_KINDS.flatMap((kind) => [`PATCH /loan_eligibility/${kind}/:id/`, `POST /loan_eligibility/${kind}/`]).sort(),
    );
    for (const route of writes) expect(route.access, `${route.method} ${route.url}`).toEqual({ roles: ['admin', 'director'] });
    // Reading the criteria stays the default rule (signed in, KYC verified).
    const reads = t.app.routeAccess.filter((route) => route.method === 'GET' && /^\/loan_eligibility\/[a-z-]+-criteria\/$/.test(route.url));
    expect(reads).toHaveLength(CRITERIA_KINDS.length);
    for (const route of reads) expect(route.access).toBeUndefined();
  });

  it('unknown paths answer 404 whoever asks', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/no/such/route/' })).statusCode).toBe(404);
  });

  it('a route with a mistyped access rule stops the start-up', async () => {
    const app = Fastify();
    installRouteAccess(app);
    const start = async () => {
      app.get('/typo', { config: { access: { role: ['admin'] } as never } }, async () => ({}));
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/\/typo: config.access has unknown keys role/);
  });
});
