import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { employees, rateLimitCounters, refreshTokens, sessions } from '../src/db/schema';
import { revokeAllSessions } from '../src/features/auth/sessions';
import { pruneExpired } from '../src/maintenance/prune-expired';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const decodeClaims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));
const profileWith = (access: string, app = t.app) => app.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(access) });

describe('POST /auth/api/connector/token/', () => {
  it('signs in every demo account with Demo@1234 and returns an access and a refresh token', async () => {
    for (const [employeeId, role] of [
      ['CN1001', 'connector'],
      ['CN1002', 'connector'],
      ['RM2001', 'rm'],
      ['AD3001', 'admin'],
      ['DR4001', 'director'],
    ] as const) {
      const tokens = await signIn(t.app, employeeId);
      expect(tokens.refresh).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      const claims = decodeClaims(tokens.access);
      expect(claims).toMatchObject({ sub: employeeId, role, sid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(claims.exp - claims.iat).toBe(15 * 60);
    }
  });

  it('accepts the employee id in any case and with surrounding spaces', async () => {
    const tokens = await signIn(t.app, '  cn1001 ');
    expect(decodeClaims(tokens.access).sub).toBe('CN1001');
  });

  it('answers 401 with the same message for a wrong password and an unknown employee', async () => {
    for (const payload of [
      { employee_id: 'CN1002', password: 'wrong-password' },
      { employee_id: 'XX9999', password: 'Demo@1234' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: 'Invalid employee ID or password.' });
    }
  });

  it('answers 400 per field when fields are missing or empty', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ employee_id: ['This field is required.'], password: ['This field is required.'] });

    const empty = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: '', password: 'x' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ employee_id: ['This field may not be blank.'] });
  });

  it('issues a token that opens protected calls, and rejects tampered or missing tokens with 401', async () => {
    const { access } = await signIn(t.app, 'CN1001');
    expect((await t.app.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(access) })).statusCode).toBe(200);

    const none = await t.app.inject({ method: 'GET', url: '/auth/profile/' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });

    const [header, payload, signature] = access.split('.') as [string, string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ ...decodeClaims(access), role: 'admin', sub: 'AD3001' })).toString('base64url');
    for (const token of [`${header}.${forgedPayload}.${signature}`, 'not-a-token', `${header}.${payload}.`]) {
      const response = await t.app.inject({ method: 'GET', url: '/auth/profile/', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('detail');
    }
  });
});

const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });

describe('refresh rotation and logout', () => {
  it('rotates: the new pair works and the old refresh token is used up', async () => {
    const first = await signIn(t.app, 'CN1001');
    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const body = rotated.json() as { accessToken: string; refreshToken: string };
    expect(body.refreshToken).not.toBe(first.refresh);
    expect((await t.app.inject({ method: 'GET', url: '/auth/profile', headers: bearer(body.accessToken) })).json()).toMatchObject({
      employee_id: 'CN1001',
    });

    const next = await refresh(body.refreshToken);
    expect(next.statusCode).toBe(200);
  });

  it('detects reuse: presenting a used token ends the whole session, access tokens included', async () => {
    const first = await signIn(t.app, 'CN1001');
    const second = (await refresh(first.refresh)).json() as { accessToken: string; refreshToken: string };
    expect((await profileWith(second.accessToken)).statusCode).toBe(200);

    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: 'This session has ended. Please sign in again.' });

    // The legitimate successor died with its session, and so did every access token of it.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
    expect((await profileWith(second.accessToken)).statusCode).toBe(401);
    expect((await profileWith(first.access)).statusCode).toBe(401);
    expect(t.logs().filter((line) => line.security === 'refresh_token_reused')).toContainEqual(expect.objectContaining({ employeeId: 'CN1001' }));

    // Another sign-in (another family) is unaffected.
    const other = await signIn(t.app, 'CN1001');
    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('rejects unknown refresh tokens and answers 400 without one', async () => {
    const unknown = await refresh('definitely-not-issued');
    expect(unknown.statusCode).toBe(401);
    const missing = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ refreshToken: ['This field is required.'] });
  });

  it('logout ends the session at once: its refresh and access tokens stop working, other sessions go on', async () => {
    const tokens = await signIn(t.app, 'CN1004');
    const otherDevice = await signIn(t.app, 'CN1004');
    const rotated = (await refresh(tokens.refresh)).json() as { accessToken: string; refreshToken: string };
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(tokens.access),
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    const afterLogout = await profileWith(rotated.accessToken);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toEqual({ detail: 'Given token not valid for any token type' });
    expect((await profileWith(tokens.access)).statusCode).toBe(401);
    expect((await profileWith(otherDevice.access)).statusCode).toBe(200);

    // A logout with only the bearer token ends that session too.
    expect((await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(otherDevice.access), payload: {} })).statusCode).toBe(204);
    expect((await profileWith(otherDevice.access)).statusCode).toBe(401);
    expect((await refresh(otherDevice.refresh)).statusCode).toBe(401);

    const empty = await t.app.inject({ method: 'POST', url: '/auth/logout' });
    expect(empty.statusCode).toBe(204);
    const emptyJson = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(emptyJson.statusCode).toBe(204);
  });
});

describe('sessions end when they should', () => {
  it('a password reset or deactivation ends every session on the next request', async () => {
    const connector = await newConnector(t.app, 'verified');
    const second = await connector.signIn();
    expect(await revokeAllSessions(t.app.db, connector.id, 'password_reset')).toBe(2);
    expect((await profileWith(connector.client.tokens.access)).statusCode).toBe(401);
    expect((await profileWith(second.access)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);

    const fresh = await connector.signIn();
    expect((await profileWith(fresh.access)).statusCode).toBe(200);
    await t.app.db.update(employees).set({ isActive: false }).where(eq(employees.id, connector.id));
    expect((await profileWith(fresh.access)).statusCode).toBe(401);
    expect((await refresh(fresh.refresh)).statusCode).toBe(401);
  });

  it('a session has an absolute lifetime that rotation cannot extend', async () => {
    const short = await createTestApp({ sessionMaxAgeSeconds: 2 });
    try {
      const tokens = await signIn(short.app, 'CN1001');
      const rotated = await short.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: tokens.refresh } });
      expect(rotated.statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const late = await short.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: rotated.json().refreshToken } });
      expect(late.statusCode).toBe(401);
      expect((await profileWith(rotated.json().accessToken, short.app)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('expired and ended sessions, tokens, counters and leases are pruned', async () => {
    const { db } = t.app;
    const live = await signIn(t.app, 'RM2002');
    const ended = await signIn(t.app, 'RM2002');
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(ended.access), payload: {} });
    const endedSid = decodeClaims(ended.access).sid as string;
    const liveSid = decodeClaims(live.access).sid as string;
    // Pretend the logout happened two days ago and a counter window closed long ago.
    await db.update(sessions).set({ revokedAt: new Date(Date.now() - 2 * 86_400_000) }).where(eq(sessions.id, endedSid));
    await db.insert(rateLimitCounters).values({ key: 'test:old', hits: 3, windowEndsAt: new Date(Date.now() - 60_000) });

    const result = await pruneExpired(db);
    expect(result.ran).toBe(true);
    const remaining = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, [endedSid, liveSid]));
    expect(remaining.map((row) => row.id)).toEqual([liveSid]);
    expect(await db.select().from(refreshTokens).innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId)).where(eq(sessions.id, endedSid))).toEqual([]);
    expect(await db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'test:old'))).toEqual([]);
    expect((await profileWith(live.access)).statusCode).toBe(200);
  });
});

describe('the security log', () => {
  it('records sign-ins with the employee id and address, never a password or a token', async () => {
    const password = 'Wrong-Password-123';
    await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: 'CN1005', password }, remoteAddress: '10.8.0.1' });
    const tokens = await signIn(t.app, 'CN1005');
    const events = t.logs().filter((line) => typeof line.security === 'string');
    expect(events).toContainEqual(expect.objectContaining({ security: 'sign_in_failed', employeeId: 'CN1005', ip: '10.8.0.1', reason: 'wrong_password' }));
    expect(events).toContainEqual(expect.objectContaining({ security: 'sign_in_succeeded', employeeId: 'CN1005' }));
    const everything = JSON.stringify(t.logs());
    for (const secret of [password, DEMO_PASSWORD, tokens.access, tokens.refresh]) expect(everything).not.toContain(secret);
  });
});
