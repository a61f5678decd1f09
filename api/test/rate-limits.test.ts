import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REQUEST_LIMITS, DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from '../src/config';
import { bearer, createTestApp, createTestReplicas, DEMO_PASSWORD, signIn, type TestApp } from './support/test-app';

const LIMITS: SignInLimits = {
  perIdAndAddress: { max: 3, windowMs: 15 * 60_000 },
  perIdBeforeDelay: { max: 4, windowMs: 15 * 60_000 },
  maxDelayMs: 60_000,
  perAddress: { max: 6, windowMs: 15 * 60_000 },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ signInLimits: LIMITS });
});
afterAll(async () => {
  await t?.close();
});

const attempt = (employee_id: string, password: string, remoteAddress: string, app = t.app) =>
  app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id, password }, remoteAddress });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in limits per employee id and address', () => {
  it('locks the id at the attacking address only: the real user signs in from elsewhere', async () => {
    for (let i = 0; i < LIMITS.perIdAndAddress.max; i += 1) expect((await attempt('AD3001', 'wrong', '10.0.0.1')).statusCode).toBe(401);
    const locked = await attempt('AD3001', DEMO_PASSWORD, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    expect((await attempt('AD3001', DEMO_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts concurrent attempts before checking passwords: a burst cannot get past the limit', async () => {
    const burst = await Promise.all(Array.from({ length: 6 }, () => attempt('DR4001', 'wrong', '10.1.0.1')));
    expect(burst.map((response) => response.statusCode).sort()).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('a successful sign-in clears the counts of that id', async () => {
    for (let round = 0; round < 2; round += 1) {
      expect((await attempt('CN1004', 'wrong', '10.0.0.3')).statusCode).toBe(401);
      expect((await attempt('CN1004', 'wrong', '10.0.0.3')).statusCode).toBe(401);
      expect((await attempt('CN1004', DEMO_PASSWORD, '10.0.0.3')).statusCode).toBe(200);
    }
  });
});

describe('sign-in delay per employee id across addresses', () => {
  it('slows guessing from many addresses with a doubling delay instead of locking the account', async () => {
    for (let i = 1; i <= LIMITS.perIdBeforeDelay.max + 1; i += 1) {
      expect((await attempt('RM2002', 'wrong', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    // One failure beyond the threshold: the next attempt waits one second, from any address.
    const waiting = await attempt('RM2002', DEMO_PASSWORD, '10.2.1.1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await attempt('RM2002', 'wrong', '10.2.0.99')).statusCode).toBe(401);
    const longer = await attempt('RM2002', DEMO_PASSWORD, '10.2.1.1');
    expect(longer.statusCode).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');
    await sleep(2100);
    expect((await attempt('RM2002', DEMO_PASSWORD, '10.2.1.1')).statusCode).toBe(200);
    expect((await attempt('RM2002', 'wrong', '10.2.0.1')).statusCode).toBe(401);
  });
});

describe('sign-in limits per address', () => {
  it('let a branch office behind one address sign everyone in, but not guess across many ids', async () => {
    const office = '10.3.0.1';
    for (let i = 0; i < 12; i += 1) {
      for (const employeeId of ['CN1001', 'CN1005', 'CN1006', 'RM2001']) expect((await attempt(employeeId, DEMO_PASSWORD, office)).statusCode).toBe(200);
    }
    const guesser = '10.3.0.2';
    const ids = ['CN1001', 'CN1002', 'CN1003', 'CN1004', 'CN1005', 'CN1006'];
    for (const employeeId of ids) expect((await attempt(employeeId, 'wrong', guesser)).statusCode).toBe(401);
    const blocked = await attempt('RM2001', DEMO_PASSWORD, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().detail).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/);
    expect((await attempt('RM2001', DEMO_PASSWORD, office)).statusCode).toBe(200);
  });
});

describe('limits hold across API replicas sharing one database', () => {
  it('counts failures made at two replicas together', async () => {
    const replicas = await createTestReplicas(2, { signInLimits: LIMITS });
    try {
      const [a, b] = replicas.apps as [TestApp['app'], TestApp['app']];
      expect((await attempt('CN1005', 'wrong', '10.4.0.1', a)).statusCode).toBe(401);
      expect((await attempt('CN1005', 'wrong', '10.4.0.1', b)).statusCode).toBe(401);
      expect((await attempt('CN1005', 'wrong', '10.4.0.1', a)).statusCode).toBe(401);
      expect((await attempt('CN1005', DEMO_PASSWORD, '10.4.0.1', b)).statusCode).toBe(429);
      // A session started at one replica ends at both when it is signed out at the other.
      const tokens = await signIn(a, 'CN1006');
      expect((await b.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(tokens.access) })).statusCode).toBe(200);
      await a.inject({ method: 'POST', url: '/auth/logout', headers: bearer(tokens.access), payload: {} });
      expect((await b.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(tokens.access) })).statusCode).toBe(401);
    } finally {
      await replicas.close();
    }
  });
});

describe('limits on other calls', () => {
  it('refresh: failed attempts per address are limited (429), other addresses are not affected', async () => {
    const app = await createTestApp({
      requestLimits: { ...DEFAULT_REQUEST_LIMITS, failedRefreshPerAddress: { max: 5, windowMs: 15 * 60_000 } },
    });
    try {
      const refresh = (refreshToken: string, remoteAddress: string) =>
        app.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken }, remoteAddress });
      for (let i = 0; i < 5; i += 1) expect((await refresh(`guess-${i}`, '10.5.0.1')).statusCode).toBe(401);
      const limited = await refresh('guess-6', '10.5.0.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().detail).toMatch(/^Too many failed session renewals\. Try again in 15 minutes\.$/);
      const { refresh: valid } = await signIn(app.app, 'CN1001');
      expect((await refresh(valid, '10.5.0.2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refresh and logout are limited per address; profile updates per user', async () => {
    const app = await createTestApp({
      requestLimits: {
        ...DEFAULT_REQUEST_LIMITS,
        refreshPerAddress: { max: 3, windowMs: 60_000 },
        logoutPerAddress: { max: 2, windowMs: 60_000 },
        profileUpdatePerUser: { max: 2, windowMs: 60_000 },
      },
    });
    try {
      const statuses = async (count: number, send: () => Promise<{ statusCode: number }>) => {
        const out: number[] = [];
        for (let i = 0; i < count; i += 1) out.push((await send()).statusCode);
        return out;
      };
      expect(await statuses(4, () => app.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: 'x' }, remoteAddress: '10.6.0.1' }))).toEqual([
        401, 401, 401, 429,
      ]);
      expect(await statuses(3, () => app.app.inject({ method: 'POST', url: '/auth/logout', payload: {}, remoteAddress: '10.6.0.2' }))).toEqual([204, 204, 429]);
      const { access } = await signIn(app.app, 'CN1001');
      const update = () => app.app.inject({ method: 'PATCH', url: '/auth/employees/update/', headers: bearer(access), payload: { username: 'Aarav Sharma' } });
      expect(await statuses(3, update)).toEqual([200, 200, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('limits on lead calls', () => {
  it('limits lead creation and the duplicate-mobile check per user, far above what a connector enters', async () => {
    expect(DEFAULT_REQUEST_LIMITS.leadCreatePerUser).toEqual({ max: 120, windowMs: 60 * 60_000 });
    expect(DEFAULT_REQUEST_LIMITS.openLeadsByMobilePerUser).toEqual({ max: 300, windowMs: 60 * 60_000 });
    const app = await createTestApp({
      requestLimits: {
        ...DEFAULT_REQUEST_LIMITS,
        leadCreatePerUser: { max: 2, windowMs: 60 * 60_000 },
        openLeadsByMobilePerUser: { max: 2, windowMs: 60 * 60_000 },
      },
    });
    try {
      const cn1001 = (await signIn(app.app, 'CN1001')).access;
      const cn1005 = (await signIn(app.app, 'CN1005')).access;
      const create = (access: string) => app.app.inject({ method: 'POST', url: '/leads/leads/', headers: bearer(access), payload: {} });
      const check = (access: string) => app.app.inject({ method: 'GET', url: '/leads/leads/open-by-mobile/?customer_mobile=9822011004', headers: bearer(access) });
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await create(cn1001)).statusCode);
      expect(statuses).toEqual([400, 400, 429]);
      const limited = await create(cn1001);
      expect(limited.json().detail).toBe('Too many requests. Try again in 60 minutes.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(59 * 60);
      // Another user is not affected.
      expect((await create(cn1005)).statusCode).toBe(400);
      expect([(await check(cn1001)).statusCode, (await check(cn1001)).statusCode, (await check(cn1001)).statusCode]).toEqual([200, 200, 429]);
      expect(app.logs().filter((line) => line.security === 'rate_limited')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ employeeId: 'CN1001', limit: 'lead-create' }),
          expect.objectContaining({ employeeId: 'CN1001', limit: 'open-leads-by-mobile' }),
        ]),
      );
    } finally {
      await app.close();
    }
  });
});

describe('behind a reverse proxy', () => {
  it('keys the limits on the client address from X-Forwarded-For when the proxy is trusted', async () => {
    const app = await createTestApp({ signInLimits: LIMITS, trustProxy: ['127.0.0.1'] });
    try {
      const viaProxy = (client: string, password: string) =>
        app.app.inject({
          method: 'POST',
          url: '/auth/api/connector/token/',
          payload: { employee_id: 'CN1001', password },
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': client },
        });
      for (let i = 0; i < LIMITS.perIdAndAddress.max; i += 1) expect((await viaProxy('203.0.113.7', 'wrong')).statusCode).toBe(401);
      expect((await viaProxy('203.0.113.7', DEMO_PASSWORD)).statusCode).toBe(429);
      expect((await viaProxy('198.51.100.20', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    expect(DEFAULT_SIGN_IN_LIMITS.perIdAndAddress.max).toBeGreaterThan(0);
    for (let i = 0; i < LIMITS.perIdAndAddress.max; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/api/connector/token/',
        payload: { employee_id: 'CN1006', password: 'wrong' },
        remoteAddress: '10.7.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(response.statusCode).toBe(401);
    }
    expect((await attempt('CN1006', DEMO_PASSWORD, '10.7.0.1')).statusCode).toBe(429);
  });
});

describe('every write route is limited', () => {
  it('per user (its own limit, or the shared one for writes), or, when public, by what it declares', () => {
    const writes = t.app.routeAccess.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method));
    expect(writes.length).toBeGreaterThan(30);
    const unlimited = writes.filter((route) =>
      route.access === 'public' ? route.rateLimits.length === 0 && !route.limitedInHandler : !route.rateLimits.some((limit) => limit.per === 'user'),
    );
    expect(unlimited.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('a write route without a limit of its own shares the per-user write limit: 429 with Retry-After, other users unaffected', async () => {
    const app = await createTestApp({ requestLimits: { ...DEFAULT_REQUEST_LIMITS, writesPerUser: { max: 3, windowMs: 10 * 60_000 } } });
    try {
      const admin = (await signIn(app.app, 'AD3001')).access;
      const director = (await signIn(app.app, 'DR4001')).access;
      const write = (access: string, url: string) => app.app.inject({ method: 'POST', url, headers: bearer(access), payload: {} });
      // Two different write routes count together.
      const statuses = [
        (await write(admin, '/leads/banks/')).statusCode,
        (await write(admin, '/notifications/custom-alert/')).statusCode,
        (await write(admin, '/leads/banks/')).statusCode,
        (await write(admin, '/notifications/custom-alert/')).statusCode,
      ];
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await write(admin, '/leads/banks/');
      expect(limited.json().detail).toBe('Too many requests. Try again in 10 minutes.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(9 * 60);
      expect((await write(director, '/leads/banks/')).statusCode).toBe(400);
      // Reads are not writes.
      expect((await app.app.inject({ method: 'GET', url: '/leads/banks/', headers: bearer(admin) })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
