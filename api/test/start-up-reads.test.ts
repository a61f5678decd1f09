import { createRequire } from 'node:module';
import { START_UP_READ_PATHS, START_UP_READ_PATTERNS } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRAINING_DETAIL } from '../src/features/health/shutdown-drain';
import { KYC_REQUIRED } from '../src/security/route-access';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, userClient, type TestApp } from './support/test-app';

const { PAGE_TABLE } = createRequire(import.meta.url)('../../scripts/lib/page-table.cjs') as { PAGE_TABLE: { pages: { firstReads?: string[] }[] } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface StartUpReads {
  answers: { path: string; status: number; body: unknown }[];
}

const readTogether = (token: string | null, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/start-up/reads/', headers: token ? bearer(token) : {}, payload: payload as object });

describe("the pages' first reads (pages.json)", () => {
  it('are all reads POST /start-up/reads/ answers, and at least one page declares some', () => {
    const firstReads = PAGE_TABLE.pages.flatMap((page: { firstReads?: string[] }) => page.firstReads ?? []);
    expect(firstReads.length).toBeGreaterThan(0);
    for (const path of firstReads) expect([...START_UP_READ_PATHS, ...START_UP_READ_PATTERNS]).toContain(path);
  });
});

describe('POST /start-up/reads/', () => {
  it('answers each read, in the order asked, exactly as its own GET does', async () => {
    const connector = await userClient(t.app, 'CN1001');
    const paths = [...START_UP_READ_PATHS].reverse();
    const together = await readTogether(connector.tokens.access, { paths });
    expect(together.statusCode).toBe(200);
    const { answers } = together.json<StartUpReads>();
    expect(answers.map((answer) => answer.path)).toEqual(paths);
    for (const answer of answers) {
      const alone = await connector.get(answer.path);
      expect({ status: answer.status, body: answer.body }, answer.path).toEqual({ status: alone.statusCode, body: alone.json() });
      expect(answer.status, answer.path).toBe(200);
    }
  });

  it("applies each read's own access rule: a connector without KYC gets the account but not the ledger", async () => {
    const unverified = await newConnector(t.app, 'not_submitted');
    const together = await readTogether(unverified.client.tokens.access, {
      paths: ['/channel_partner/connector/current/', '/leads/transactions/'],
    });
    expect(together.statusCode).toBe(200);
    expect(together.json<StartUpReads>().answers).toEqual([
      { path: '/channel_partner/connector/current/', status: 200, body: expect.objectContaining({ kyc_verified: false }) },
      { path: '/leads/transactions/', status: 403, body: { detail: KYC_REQUIRED } },
    ]);
  });

  it("never shows one user another's data: each read is the caller's own", async () => {
    const other = await newConnector(t.app, 'verified');
    const together = await readTogether(other.client.tokens.access, { paths: ['/auth/profile/', '/leads/transactions/'] });
    const [profile, ledger] = together.json<StartUpReads>().answers;
    expect(profile?.body).toMatchObject({ employee_id: other.employeeId });
    expect(ledger).toEqual({ path: '/leads/transactions/', status: 200, body: (await other.client.get('/leads/transactions/')).json() });
  });

  it("answers a lead's detail and documents by id, each with its own ownership: another connector's lead is 404", async () => {
    const owner = await userClient(t.app, 'CN1001');
    const [lead] = (await owner.get('/leads/leads/my-leads/')).json<{ id: number }[]>();
    const paths = [`/leads/leads/${lead?.id}/`, `/leads/leads/${lead?.id}/documents/`];
    const mine = (await readTogether(owner.tokens.access, { paths })).json<StartUpReads>().answers;
    for (const answer of mine) expect({ status: answer.status, body: answer.body }, answer.path).toEqual({ status: 200, body: (await owner.get(answer.path)).json() });
    const other = await newConnector(t.app, 'verified');
    const theirs = (await readTogether(other.client.tokens.access, { paths })).json<StartUpReads>().answers;
    expect(theirs.map((answer) => answer.status)).toEqual([404, 404]);
    const admin = await userClient(t.app, 'AD3001');
    const managed = (await readTogether(admin.tokens.access, { paths: [`/leads/manage/leads/${lead?.id}/`, `/leads/manage/leads/${lead?.id}/documents/`] })).json<StartUpReads>();
    expect(managed.answers.map((answer) => answer.status)).toEqual([200, 200]);
  });

  it('answers 401 without a valid session, and after sign-out', async () => {
    const paths = ['/auth/profile/'];
    expect((await readTogether(null, { paths })).statusCode).toBe(401);
    expect((await readTogether('not-a-token', { paths })).statusCode).toBe(401);
    const connector = await newConnector(t.app, 'verified');
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: bearer(connector.client.tokens.access),
      payload: {},
    });
    expect(signedOut.statusCode).toBe(204);
    expect((await readTogether(connector.client.tokens.access, { paths })).statusCode).toBe(401);
  });

  it('refuses, per field, any path but the listed reads, repeated paths and an empty list', async () => {
    const { tokens } = await userClient(t.app, 'AD3001');
    for (const payload of [
      { paths: ['/auth/employees/'] },
      // Reads of pages whose first frame needs no data (the dashboards) are not start-up reads.
      { paths: ['/leads/leads/my-leads/'] },
      { paths: ['/dashboard/back-office/'] },
      { paths: ['/leads/leads/01/'] },
      { paths: ['/leads/leads/1/edit/'] },
      { paths: ['/leads/leads/12345678901/'] },
      { paths: ['/leads/leads/:id/'] },
      { paths: ['/auth/profile/?x=1'] },
      { paths: ['/auth/profile/', '/auth/profile/'] },
      { paths: [] },
      {},
    ]) {
      const answer = await readTogether(tokens.access, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(answer.json<Record<string, unknown>>()).length, JSON.stringify(payload)).toBeGreaterThan(0);
    }
  });

  it('answers a 503 for each read when the instance starts shutting down while the request is in progress', async () => {
    const stopping = await createTestApp();
    const { tokens } = await userClient(stopping.app, 'CN1001');
    const { authenticationQuery } = stopping.app;
    let closed: Promise<void> | undefined;
    // SIGTERM arrives once the request has been authenticated, before its reads run.
    stopping.app.authenticationQuery = {
      execute: async (...args: Parameters<typeof authenticationQuery.execute>) => {
        const rows = await authenticationQuery.execute(...args);
        closed ??= stopping.close();
        return rows;
      },
    } as typeof authenticationQuery;
    const together = await stopping.app.inject({
      method: 'POST',
      url: '/start-up/reads/',
      headers: bearer(tokens.access),
      payload: { paths: ['/auth/profile/', '/leads/transactions/'] },
    });
    await closed;
    expect(together.statusCode).toBe(200);
    expect(together.json<StartUpReads>().answers).toEqual([
      { path: '/auth/profile/', status: 503, body: { detail: DRAINING_DETAIL } },
      { path: '/leads/transactions/', status: 503, body: { detail: DRAINING_DETAIL } },
    ]);
  });
});
