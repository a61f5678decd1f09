import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeManagers, employees, leads, transactions } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let rm: Client;
beforeAll(async () => {
  t = await createTestApp();
  rm = await userClient(t.app, 'RM2001');
});
afterAll(async () => {
  await t?.close();
});

interface TeamConnector {
  id: number;
  employee_id: string;
  username: string;
  email: string | null;
  is_active: boolean;
  kyc_state: string;
  leads: { processing: number; approved: number; rejected: number; total: number };
  month_payouts: number;
}
interface TeamPage {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: TeamConnector[];
  totals: { connectors: number; processing: number; approved: number; month_payouts: number };
}

const team = async (client: Client, query = ''): Promise<TeamPage> => {
  const response = await client.get(`/leads/team/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TeamPage;
};
const ids = (page: TeamPage) => page.results.map((connector) => connector.employee_id);

/** The first instant of the current calendar month in India (UTC+05:30, no daylight saving). */
function startOfIndianMonth(now = new Date()): Date {
  const india = new Date(now.getTime() + 330 * 60_000);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - 330 * 60_000);
}

async function credit(connectorId: number, amount: number, createdAt: Date, type: 'credit' | 'debit' = 'credit') {
  await t.app.db.insert(transactions).values({ connectorId, transactionType: type, amount, description: `test ${type}`, isProcessed: false, createdAt });
}

describe('GET /leads/team/', () => {
  it("answers an rm's connectors by employee id, with KYC state, lead counts and this month's credits", async () => {
    const page = await team(rm);
    expect(ids(page)).toEqual(['CN1001', 'CN1002', 'CN1003', 'CN1004']);
    const [cn1001, cn1002, cn1003, cn1004] = page.results;
    expect(cn1001).toEqual({
      id: expect.any(Number),
      employee_id: 'CN1001',
      username: 'Aarav Sharma',
      email: 'aarav.sharma@connectorportal.in',
      is_active: true,
      kyc_state: 'verified',
      leads: { processing: 3, approved: 3, rejected: 2, total: 8 },
      month_payouts: expect.any(Number),
    });
    expect([cn1002?.kyc_state, cn1003?.kyc_state, cn1004?.kyc_state]).toEqual(['not_submitted', 'rejected', 'pending']);
    // The seed's credits this month (₹25,000 + ₹18,000; the TDS debit and last month's credit do not count).
    const monthStart = startOfIndianMonth();
    const ledger = await t.app.db.select().from(transactions).where(eq(transactions.connectorId, cn1001?.id ?? -1));
    const expected = ledger
      .filter((entry) => entry.transactionType === 'credit' && entry.createdAt.getTime() >= monthStart.getTime())
      .reduce((sum, entry) => sum + Number(entry.amount), 0);
    expect(cn1001?.month_payouts).toBe(expected);
    // Away from the edges of the month (the seed dates "this month" in the server's time zone), the demo figure.
    const dayInIndia = new Date(Date.now() + 330 * 60_000).getUTCDate();
    if (dayInIndia >= 2 && dayInIndia <= 27) expect(cn1001?.month_payouts).toBe(43000);
    expect(page.totals).toEqual({
      connectors: 4,
      processing: page.results.reduce((sum, connector) => sum + connector.leads.processing, 0),
      approved: page.results.reduce((sum, connector) => sum + connector.leads.approved, 0),
      month_payouts: page.results.reduce((sum, connector) => sum + connector.month_payouts, 0),
    });
    expect(page).toMatchObject({ count: 4, page: 1, page_size: 20, next: null, previous: null });
  });

  it('counts credits created in the current calendar month in India time only', async () => {
    const manager = await userClient(t.app, 'RM2002');
    const connector = await newConnector(t.app, 'verified', { managers: ['RM2002'] });
    const start = startOfIndianMonth();
    await credit(connector.id, 1000, start);
    await credit(connector.id, 250.5, new Date());
    await credit(connector.id, 99, new Date(), 'debit');
    await credit(connector.id, 5000, new Date(start.getTime() - 1000));
    await credit(connector.id, 7000, new Date(start.getTime() - 40 * 86400_000));
    const page = await team(manager, `?search=${connector.employeeId}`);
    expect(page.results).toEqual([
      expect.objectContaining({ employee_id: connector.employeeId, month_payouts: 1250.5, leads: { processing: 0, approved: 0, rejected: 0, total: 0 } }),
    ]);
  });

  it('includes indirect and inactive connectors; an admin or director sees their own reportees, not everyone', async () => {
    const admin = await userClient(t.app, 'AD3001');
    const director = await userClient(t.app, 'DR4001');
    const inactive = await newConnector(t.app, 'rejected', { managers: ['RM2001'] });
    await t.app.db.update(employees).set({ isActive: false }).where(eq(employees.id, inactive.id));
    const loner = await newConnector(t.app, 'verified');
    const direct = await newConnector(t.app, 'verified', { managers: ['AD3001'] });

    const mine = await team(rm);
    expect(mine.results.find((connector) => connector.employee_id === inactive.employeeId)).toMatchObject({ is_active: false, kyc_state: 'rejected' });
    const ofAdmin = await team(admin, '?page_size=100');
    expect(ids(ofAdmin)).toEqual(expect.arrayContaining(['CN1001', 'CN1004', 'CN1005', 'CN1006', inactive.employeeId, direct.employeeId]));
    expect(ids(ofAdmin)).not.toContain(loner.employeeId);
    expect(ids(ofAdmin)).toEqual([...ids(ofAdmin)].sort());
    // Staff are not listed, only connectors.
    expect(ofAdmin.results.some((connector) => connector.employee_id.startsWith('RM'))).toBe(false);
    const ofDirector = await team(director, '?page_size=100');
    expect(ids(ofDirector)).toEqual(ids(ofAdmin));
    expect(ids(ofDirector)).not.toContain(loner.employeeId);
    // RM2002's team is theirs only.
    expect(ids(await team(await userClient(t.app, 'RM2002')))).not.toContain('CN1001');
  });

  it('searches (count follows the search, totals stay over the whole team) and pages', async () => {
    const all = await team(rm, '?page_size=100');
    const found = await team(rm, '?search=%20rohan%20');
    expect(ids(found)).toEqual(['CN1003']);
    expect(found.count).toBe(1);
    expect(found.totals).toEqual(all.totals);
    expect((await team(rm, '?search=cn100')).count).toBe(4);
    expect((await team(rm, '?search=SNEHA.IYER@')).results.map((connector) => connector.employee_id)).toEqual(['CN1004']);
    expect((await team(rm, '?search=%25')).count).toBe(0);

    const first = await team(rm, '?page_size=2');
    expect(first).toMatchObject({ count: all.count, page_size: 2, next: '/leads/team/?page_size=2&page=2', previous: null });
    expect(ids(first)).toEqual(ids(all).slice(0, 2));
    const second = await team(rm, '?page_size=2&page=2');
    expect(ids(second)).toEqual(ids(all).slice(2, 4));
    const beyond = await team(rm, '?page=9');
    expect(beyond).toMatchObject({ count: all.count, results: [], next: null, totals: all.totals });
    for (const [query, field] of [
      ['?page_size=101', 'page_size'],
      ['?page=0', 'page'],
      ['?page_size=x', 'page_size'],
    ] as const) {
      const response = await rm.get(`/leads/team/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    expect((await rm.get(`/leads/team/?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('counts the leads each connector referred, by status', async () => {
    const manager = await userClient(t.app, 'RM2002');
    const connector = await newConnector(t.app, 'verified', { managers: ['RM2002'] });
    const [template] = await t.app.db.select().from(leads).limit(1);
    if (!template) throw new Error('no seeded lead');
    for (const status of ['processing', 'processing', 'rejected']) {
      await t.app.db.insert(leads).values({
        customerName: 'Team Test',
        customerMobile: '9000000001',
        customerAddress: 'Pune',
        bankLoanId: template.bankLoanId,
        loanAmount: 100000,
        status,
        referredById: connector.id,
        createdById: connector.id,
      });
    }
    const before = await team(manager);
    const row = before.results.find((entry) => entry.employee_id === connector.employeeId);
    expect(row?.leads).toEqual({ processing: 2, approved: 0, rejected: 1, total: 3 });
    expect(before.totals.processing).toBe(before.results.reduce((sum, entry) => sum + entry.leads.processing, 0));
  });

  it('survives a cycle in the reporting line', async () => {
    const connector = await newConnector(t.app, 'verified', { managers: ['RM2001'] });
    const [rmRow] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'RM2001'));
    await t.app.db.insert(employeeManagers).values({ employeeId: rmRow?.id ?? -1, managerId: connector.id });
    try {
      const page = await team(rm, '?page_size=100');
      expect(ids(page)).toContain(connector.employeeId);
      expect(ids(page)).not.toContain('RM2001');
    } finally {
      await t.app.db.delete(employeeManagers).where(eq(employeeManagers.managerId, connector.id));
    }
  });

  it('is for rm, admin and director: anonymous 401, connectors (with or without KYC) 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/leads/team/' })).statusCode).toBe(401);
    const unverified = (await newConnector(t.app, 'not_submitted')).client;
    for (const client of [await userClient(t.app, 'CN1001'), unverified]) {
      const response = await client.get('/leads/team/');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    for (const employeeId of ['RM2002', 'AD3001', 'DR4001']) {
      expect((await (await userClient(t.app, employeeId)).get('/leads/team/')).statusCode, employeeId).toBe(200);
    }
  });
});
