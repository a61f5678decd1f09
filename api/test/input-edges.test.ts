import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_FINITE_NUMBER } from '../src/http/finite-numbers';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
let admin: Awaited<ReturnType<typeof userClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userClient(t.app, 'AD3001');
});
afterAll(async () => {
  await t?.close();
});

describe('numbers that are not finite', () => {
  it.each(['Infinity', '-Infinity', '1e400'])('a criteria field given %s is a 400 naming the field, and nothing changes', async (text) => {
    const rows = (await admin.get('/loan_eligibility/personal-loan-criteria/')).json() as { id: number; max_age: number }[];
    const row = rows[0];
    const answer = await admin.patch(`/loan_eligibility/personal-loan-criteria/${row.id}/`, { max_age: text });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ max_age: [NOT_A_FINITE_NUMBER] });
    const after = (await admin.get('/loan_eligibility/personal-loan-criteria/')).json() as { id: number; max_age: number }[];
    expect(after.find((candidate) => candidate.id === row.id)?.max_age).toBe(row.max_age);
  });

  it('a query number given Infinity is a 400 naming the parameter', async () => {
    const answer = await admin.get('/dev/outbox/?limit=Infinity');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ limit: [NOT_A_FINITE_NUMBER] });
  });
});

describe('addresses the router refuses', () => {
  it('a path parameter over 200 characters: 414 with a detail and the usual headers', async () => {
    const answer = await admin.get(`/leads/leads/${'9'.repeat(300)}/`);
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toEqual({ detail: 'The address is too long.' });
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('a broken percent-encoding: 400 with a detail, not an echo of the address', async () => {
    const answer = await admin.get('/leads/leads/%E0%A4%A/');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ detail: 'The address is not valid.' });
  });
});
