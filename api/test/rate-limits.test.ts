import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    signInLimits: { perEmployee: { max: 3, windowMs: 15 * 60_000 }, perAddress: { max: 8, windowMs: 60_000 } },
  });
});
afterAll(async () => {
  await t?.close();
});

const attempt = (employee_id: string, password: string, remoteAddress = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id, password }, remoteAddress });

describe('sign-in rate limits', () => {
  it('locks an employee id after the configured failed attempts, even for the right password', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt('CN1002', 'wrong')).statusCode).toBe(401);
    const locked = await attempt('CN1002', 'Demo@1234', '10.0.0.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().detail).toMatch(/^Too many sign-in attempts\. Try again in 15 minutes\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Other employees are not affected.
    expect((await attempt('CN1003', 'Demo@1234', '10.0.0.2')).statusCode).toBe(200);
  });

  it('counts concurrent attempts: a burst cannot exceed the per-employee limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: 6 }, (_, i) => attempt('DR4001', 'wrong', `10.1.0.${i + 1}`)),
    );
    const statuses = burst.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
  });

  it('a successful sign-in clears the failure count', async () => {
    expect((await attempt('CN1004', 'wrong', '10.0.0.3')).statusCode).toBe(401);
    expect((await attempt('CN1004', 'wrong', '10.0.0.3')).statusCode).toBe(401);
    expect((await attempt('CN1004', 'Demo@1234', '10.0.0.3')).statusCode).toBe(200);
    expect((await attempt('CN1004', 'wrong', '10.0.0.3')).statusCode).toBe(401);
    expect((await attempt('CN1004', 'wrong', '10.0.0.3')).statusCode).toBe(401);
    expect((await attempt('CN1004', 'Demo@1234', '10.0.0.3')).statusCode).toBe(200);
  });

  it('limits requests per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1) statuses.push((await attempt('RM2001', 'Demo@1234', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    const blocked = await attempt('RM2001', 'Demo@1234', '10.9.9.9');
    expect(blocked.json().detail).toMatch(/^Too many sign-in attempts from this address\. Try again in 1 minute\.$/);
    // A different address still gets through.
    expect((await attempt('RM2001', 'Demo@1234', '10.9.9.10')).statusCode).toBe(200);
  });
});
