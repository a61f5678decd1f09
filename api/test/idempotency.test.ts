import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../src/db/schema';
import { pruneExpired } from '../src/maintenance/prune-expired';
import { hdfcHomeLoanId, newConnector } from './support/fixtures';
import { bearer, createTestApp, DB_TARGET, type TestApp } from './support/test-app';

let t: TestApp;
let homeLoan: number;
beforeAll(async () => {
  t = await createTestApp();
  homeLoan = await hdfcHomeLoanId(t.app);
});
afterAll(async () => {
  await t?.close();
});

type Connector = Awaited<ReturnType<typeof newConnector>>;

const connector = () => newConnector(t.app, 'verified', { territory: 'Pune West' });

const leadBody = (who: Connector, overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Sunil Gawande',
  loan_type: homeLoan,
  customer_mobile: '9011133344',
  customer_address: '14, Prabhat Road, Erandwane, Pune 411004',
  loan_amount: 2_000_000,
  referred_by_employee_id: who.employeeId,
  branch: who.territoryId,
  remarks: 'Salaried, wants a 20-year tenure.',
  ...overrides,
});

function postLead(app: FastifyInstance, who: Connector, body: object, key?: string) {
  return app.inject({
    method: 'POST',
    url: '/leads/leads/',
    headers: { ...bearer(who.client.tokens.access), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: body,
  });
}

async function myLeadIds(who: Connector): Promise<number[]> {
  const response = await who.client.get('/leads/leads/my-leads/');
  expect(response.statusCode).toBe(200);
  return (response.json() as { id: number }[]).map((lead) => lead.id);
}

describe(`POST /leads/leads/ with an Idempotency-Key (${DB_TARGET})`, () => {
  it('creates the lead once: a retry with the same key and body replays the answer and creates nothing', async () => {
    const who = await connector();
    const key = randomUUID();
    const first = await postLead(t.app, who, leadBody(who), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const lead = first.json() as { id: number; status: string };
    expect(lead.status).toBe('processing');

    // The same body with its fields in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(leadBody(who)).reverse());
    for (const body of [leadBody(who), reordered]) {
      const retry = await postLead(t.app, who, body, key);
      expect(retry.statusCode, retry.body).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    }
    expect(await myLeadIds(who)).toEqual([lead.id]);
    const stored = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.employeeId, who.id));
    expect(stored).toMatchObject([{ key, responseStatus: 201, requestHash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  });

  it('answers 422 for the same key with a different body, and creates nothing', async () => {
    const who = await connector();
    const key = `lead-form-${randomUUID()}`;
    const first = await postLead(t.app, who, leadBody(who), key);
    expect(first.statusCode, first.body).toBe(201);
    const other = await postLead(t.app, who, leadBody(who, { loan_amount: 2_500_000 }), key);
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toEqual({ detail: expect.stringMatching(/already used with a different request body/) });
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await myLeadIds(who)).toEqual([(first.json() as { id: number }).id]);
  });

  it('creates exactly one lead when requests with the same key arrive at the same moment (5 times)', async () => {
    const who = await connector();
    for (let round = 0; round < 5; round += 1) {
      const key = randomUUID();
      const body = leadBody(who, { customer_mobile: `90111400${round}0` });
      const answers = await Promise.all(Array.from({ length: 4 }, () => postLead(t.app, who, body, key)));
      expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
      const ids = new Set(answers.map((answer) => (answer.json() as { id: number }).id));
      expect(ids.size).toBe(1);
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(3);
    }
    expect(await myLeadIds(who)).toHaveLength(5);
  });

  it('racing requests with the same key and different bodies: one lead, the others 201 (replayed) or 422, never a 500', async () => {
    const who = await connector();
    const key = randomUUID();
    const answers = await Promise.all(
      [2_000_000, 2_100_000, 2_200_000].map((amount) => postLead(t.app, who, leadBody(who, { loan_amount: amount }), key)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422]);
    expect(await myLeadIds(who)).toHaveLength(1);
  });

  it("keeps each employee's keys apart: another employee's same key creates their own lead", async () => {
    const [first, second] = [await connector(), await connector()];
    const key = 'same-key-for-both';
    const a = await postLead(t.app, first, leadBody(first), key);
    const b = await postLead(t.app, second, leadBody(second), key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    const [idA, idB] = [(a.json() as { id: number }).id, (b.json() as { id: number }).id];
    expect(idA).not.toBe(idB);
    expect(await myLeadIds(first)).toEqual([idA]);
    expect(await myLeadIds(second)).toEqual([idB]);
  });

  it('answers 400 on Idempotency-Key for a malformed key, and creates nothing', async () => {
    const who = await connector();
    for (const key of ['', 'k'.repeat(201), 'clé-accentuée', 'tab\tinside']) {
      const response = await postLead(t.app, who, leadBody(who), key);
      expect(response.statusCode, JSON.stringify(key)).toBe(400);
      expect(response.json()).toEqual({ 'Idempotency-Key': ['Enter a key of 1 to 200 printable ASCII characters.'] });
    }
    const longest = await postLead(t.app, who, leadBody(who), `${'k'.repeat(199)}~`);
    expect(longest.statusCode, longest.body).toBe(201);
    expect(await myLeadIds(who)).toHaveLength(1);
  });

  it('without the header every POST creates a lead, as before', async () => {
    const who = await connector();
    const first = await postLead(t.app, who, leadBody(who));
    const second = await postLead(t.app, who, leadBody(who));
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await myLeadIds(who)).toHaveLength(2);
  });

  it('forgets a key after 24 hours: pruned by the pruning job, and never replayed once expired', async () => {
    const who = await connector();
    const key = randomUUID();
    const first = await postLead(t.app, who, leadBody(who), key);
    expect(first.statusCode, first.body).toBe(201);
    const { db } = t.app;
    const age = (hours: number) =>
      db
        .update(idempotencyKeys)
        .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
        .where(and(eq(idempotencyKeys.employeeId, who.id), eq(idempotencyKeys.key, key)));

    await age(23);
    expect((await pruneExpired(db)).idempotencyKeys).toBe(0);
    expect((await postLead(t.app, who, leadBody(who), key)).headers['idempotent-replayed']).toBe('true');

    // Expired but not pruned yet: the key counts as new (the stale row is replaced).
    await age(25);
    const again = await postLead(t.app, who, leadBody(who), key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await myLeadIds(who)).toHaveLength(2);

    await age(25);
    expect((await pruneExpired(db)).idempotencyKeys).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.employeeId, who.id))).toEqual([]);
  });

  it('documents the header in the OpenAPI description', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, { post?: { parameters?: { in: string; name: string }[]; description?: string; responses: Record<string, unknown> } }>;
    };
    const create = spec.paths['/leads/leads/']?.post;
    expect(create?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key' })]));
    expect(create?.description).toMatch(/Idempotent-Replayed: true/);
    expect(Object.keys(create?.responses ?? {})).toContain('422');
  });
});
