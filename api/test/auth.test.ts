import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const decodeClaims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8'));

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
      expect(claims).toMatchObject({ sub: employeeId, role });
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

describe('refresh rotation and logout', () => {
  const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken } });

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

  it('detects reuse: presenting a used token revokes the whole family', async () => {
    const first = await signIn(t.app, 'CN1001');
    const second = (await refresh(first.refresh)).json() as { refreshToken: string };

    const replay = await refresh(first.refresh);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toHaveProperty('detail');

    // The legitimate successor died with its family.
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);

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

  it('logout revokes the refresh token and its family; an empty logout is accepted', async () => {
    const tokens = await signIn(t.app, 'CN1004');
    const rotated = (await refresh(tokens.refresh)).json() as { refreshToken: string };
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(tokens.access),
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);

    const empty = await t.app.inject({ method: 'POST', url: '/auth/logout' });
    expect(empty.statusCode).toBe(204);
    const emptyJson = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(emptyJson.statusCode).toBe(204);
  });
});
