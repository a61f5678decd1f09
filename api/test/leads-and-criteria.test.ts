import { sql } from 'drizzle-orm';
import { CRITERIA_KINDS, CriteriaSchemaByKind } from 'shared-contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankBranches, banks, bankLoans, loanTypes, spokespersons } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface Tx {
  transaction_type: string;
  amount: number;
  created_at: string;
  is_processed: boolean;
  lead_details: { customer_name: string } | null;
  loan_details: { connectors_payout: number } | null;
}

describe('GET /leads/transactions/', () => {
  it("gives CN1001's seeded figures: ₹53,000 total, ₹43,000 this month from 4 transactions, newest first", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const response = await cn1001.get('/leads/transactions/');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { bonus_amount: number; transactions: Tx[] };
    expect(body.bonus_amount).toBe(53000);
    expect(body.transactions).toHaveLength(4);
    expect(body.transactions.every((tx) => tx.is_processed)).toBe(true);

    const now = new Date();
    const thisMonth = body.transactions.filter((tx) => {
      const at = new Date(tx.created_at);
      return at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth();
    });
    const thisMonthCredits = thisMonth.filter((tx) => tx.transaction_type === 'credit').reduce((sum, tx) => sum + tx.amount, 0);
    expect(thisMonthCredits).toBe(43000);
    expect(thisMonth.filter((tx) => tx.transaction_type === 'debit').map((tx) => tx.amount)).toEqual([2500]);

    const times = body.transactions.map((tx) => Date.parse(tx.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.transactions.map((tx) => tx.lead_details?.customer_name)).toContain('Meera Kulkarni');
    expect(body.transactions.find((tx) => tx.amount === 25000)?.loan_details?.connectors_payout).toBe(1);
  });

  it('shows every user only their own ledger', async () => {
    const director = await userClient(t.app, 'DR4001');
    expect((await director.get('/leads/transactions/')).json()).toEqual({ bonus_amount: 0, transactions: [] });

    const cn1005 = await userClient(t.app, 'CN1005');
    const other = (await cn1005.get('/leads/transactions/')).json() as { bonus_amount: number; transactions: Tx[] };
    // An unprocessed credit is listed but not counted.
    expect(other.transactions.some((tx) => !tx.is_processed)).toBe(true);
    expect(other.bonus_amount).toBe(21000);
    expect(other.transactions.map((tx) => tx.lead_details?.customer_name)).not.toContain('Meera Kulkarni');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/leads/transactions/' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('GET /leads/leads/my-leads/', () => {
  it("lists CN1001's 8 leads (3 approved, 3 processing, 2 rejected), newest first", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const leads = (await cn1001.get('/leads/leads/my-leads/')).json() as {
      status: string;
      created_at: string;
      referred_by: { employee_id: string };
      created_by: { employee_id: string };
      loan_type_name: string;
    }[];
    expect(leads).toHaveLength(8);
    const count = (status: string) => leads.filter((lead) => lead.status === status).length;
    expect([count('approved'), count('processing'), count('rejected')]).toEqual([3, 3, 2]);
    expect(((count('approved') / leads.length) * 100).toFixed(1)).toBe('37.5');
    expect(leads.every((lead) => lead.referred_by.employee_id === 'CN1001')).toBe(true);
    expect(leads[0]).toMatchObject({ created_by: { employee_id: 'RM2001' }, loan_type_name: 'Home Loan' });
    const times = leads.map((lead) => Date.parse(lead.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('includes leads the user created for someone else, and nothing else', async () => {
    const rm = await userClient(t.app, 'RM2001');
    const leads = (await rm.get('/leads/leads/my-leads/')).json() as { customer_name: string }[];
    expect(leads.map((lead) => lead.customer_name)).toEqual(['Nikhil Jadhav']);

    const director = await userClient(t.app, 'DR4001');
    expect((await director.get('/leads/leads/my-leads/')).json()).toEqual([]);
  });
});

describe('GET /loan_eligibility/{kind}/', () => {
  it.each(CRITERIA_KINDS)('%s lists criteria for several banks with exactly the contract fields', async (kind) => {
    const cn1005 = await userClient(t.app, 'CN1005');
    const response = await cn1005.get(`/loan_eligibility/${kind}/`);
    expect(response.statusCode).toBe(200);
    const rows = response.json() as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const expectedKeys = Object.keys(CriteriaSchemaByKind[kind].row.properties).sort();
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual(expectedKeys);
      expect(row.min_loan_amount as number).toBeLessThan(row.max_loan_amount as number);
      expect(Array.isArray(row.locations)).toBe(true);
    }
    const names = rows.map((row) => row.bank_name as string);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });

  it('keeps a missing low-LTV threshold as null', async () => {
    const client = await userClient(t.app, 'CN1001');
    const rows = (await client.get('/loan_eligibility/loan-against-property-criteria/')).json() as { low_ltv_loan_amount: number | null }[];
    expect(rows.some((row) => row.low_ltv_loan_amount === null)).toBe(true);
    expect(rows.some((row) => typeof row.low_ltv_loan_amount === 'number')).toBe(true);
  });

  it('needs a signed-in user and knows only the four kinds', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/loan_eligibility/home-loan-criteria/' })).statusCode).toBe(401);
    const client = await userClient(t.app, 'CN1001');
    expect((await client.get('/loan_eligibility/car-loan-criteria/')).statusCode).toBe(404);
  });
});

describe('seeded catalogue', () => {
  it('has 12+ banks, 200+ branches with 6-digit pincodes, loan types, bank loans and spokespersons', async () => {
    const { db } = t.app;
    const count = async (table: typeof banks | typeof bankBranches | typeof loanTypes | typeof bankLoans | typeof spokespersons) =>
      (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
    expect(await count(banks)).toBeGreaterThanOrEqual(12);
    expect(await count(bankBranches)).toBeGreaterThanOrEqual(200);
    expect(await count(loanTypes)).toBeGreaterThanOrEqual(4);
    expect(await count(bankLoans)).toBeGreaterThanOrEqual(48);
    expect(await count(spokespersons)).toBeGreaterThanOrEqual(200);
    const branches = await db.select({ pincode: bankBranches.pincode, state: bankBranches.state }).from(bankBranches);
    expect(branches.every((branch) => /^[1-9]\d{5}$/.test(branch.pincode))).toBe(true);
    expect(new Set(branches.map((branch) => branch.state)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('the KYC gate on the server', () => {
  const portalData = [
    '/leads/transactions/',
    '/leads/leads/my-leads/',
    '/loan_eligibility/personal-loan-criteria/',
    '/auth/employee/fetch/',
    '/leads/employees/CN1002/',
  ];

  it.each(['CN1002', 'CN1003', 'CN1004'])('answers 403 with a detail to %s (KYC not verified) for portal data', async (employeeId) => {
    const connector = await userClient(t.app, employeeId);
    for (const url of portalData) {
      const response = await connector.get(url.replace('CN1002', employeeId));
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual({ detail: 'Complete your KYC verification to use the portal.' });
    }
  });

  it('still lets an unverified connector read their profile and KYC status and update their details', async () => {
    const connector = await newConnector(t.app);
    expect((await connector.client.get('/auth/profile/')).statusCode).toBe(200);
    expect((await connector.client.get('/channel_partner/connector/current/')).statusCode).toBe(200);
    const updated = await connector.client.patch('/auth/employees/update/', { username: 'Renamed Before KYC' });
    expect(updated.statusCode).toBe(200);
    expect((await connector.client.get('/auth/profile/')).json().username).toBe('Renamed Before KYC');
  });

  it('lets staff through without KYC', async () => {
    const rm = await userClient(t.app, 'RM2001');
    expect((await rm.get('/leads/leads/my-leads/')).statusCode).toBe(200);
    expect((await rm.get('/auth/employee/fetch/')).statusCode).toBe(200);
  });
});
