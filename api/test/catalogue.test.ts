import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLoans, leads } from '../src/db/schema';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
let client: Awaited<ReturnType<typeof userClient>>;
beforeAll(async () => {
  t = await createTestApp();
  client = await userClient(t.app, 'CN1001');
});
afterAll(async () => {
  await t?.close();
});

interface Bank {
  id: number;
  name: string;
}
interface BankLoan {
  id: number;
  type: string;
  bank: Bank;
  loan: { id: number; type: string };
  required_documents: string;
  connectors_payout: number;
  cp_payout: number;
  min_loan_amount: number | null;
  max_loan_amount: number | null;
}
interface Branch {
  id: number;
  branch_name: string;
  state: string;
  cluster: string;
  branch_type: string;
  address: string;
  pincode: string;
  bank: string;
  bank_id: number;
}

const json = async <T>(url: string): Promise<T> => {
  const response = await client.get(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
};

const bankNamed = async (name: string) => {
  const bank = (await json<Bank[]>('/leads/banks/')).find((entry) => entry.name === name);
  if (!bank) throw new Error(`no bank ${name}`);
  return bank;
};

describe('GET /leads/banks/ and /leads/loans/', () => {
  it('lists the 15 banks by name, as {id, name}', async () => {
    const banks = await json<Bank[]>('/leads/banks/');
    expect(banks).toHaveLength(15);
    expect(Object.keys(banks[0] ?? {}).sort()).toEqual(['id', 'name']);
    const names = banks.map((bank) => bank.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    expect(names).toContain('HDFC Bank');
  });

  it('lists the 7 loan types as {id, type}', async () => {
    const loans = await json<{ id: number; type: string }[]>('/leads/loans/');
    expect(loans.map((loan) => loan.type)).toEqual(['Personal Loan', 'Business Loan', 'Home Loan', 'Loan Against Property', 'Car Loan', 'Education Loan', 'Gold Loan']);
    expect(Object.keys(loans[0] ?? {}).sort()).toEqual(['id', 'type']);
  });
});

describe('GET /leads/bankbranches/', () => {
  it('lists every branch without a filter, and the branches of one bank with ?bank=', async () => {
    expect(await json<Branch[]>('/leads/bankbranches/')).toHaveLength(225);
    const hdfc = await bankNamed('HDFC Bank');
    const branches = await json<Branch[]>(`/leads/bankbranches/?bank=${hdfc.id}`);
    expect(branches).toHaveLength(15);
    for (const branch of branches) {
      expect(branch).toMatchObject({ bank: 'HDFC Bank', bank_id: hdfc.id });
      expect(branch.pincode).toMatch(/^[1-9]\d{5}$/);
    }
    expect(Object.keys(branches[0] ?? {}).sort()).toEqual(['address', 'bank', 'bank_id', 'branch_name', 'branch_type', 'cluster', 'id', 'pincode', 'state']);
    expect(await json<Branch[]>('/leads/bankbranches/?bank=999999')).toEqual([]);
  });

  it('answers one branch by id, and 404 for an unknown id', async () => {
    const [first] = await json<Branch[]>('/leads/bankbranches/');
    expect(await json<Branch>(`/leads/bankbranches/${first?.id}/`)).toEqual(first);
    const missing = await client.get('/leads/bankbranches/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Bank branch not found.' });
    expect((await client.get('/leads/bankbranches/0/')).statusCode).toBe(404);
    expect((await client.get('/leads/bankbranches/abc/')).json()).toEqual({ id: ['A valid integer is required.'] });
  });

  it('answers 400 on the field for a filter that is not an id', async () => {
    for (const value of ['abc', '-1', '1.5', '99999999999', '9999999999']) {
      const response = await client.get(`/leads/bankbranches/?bank=${value}`);
      expect(response.statusCode, value).toBe(400);
      expect(response.json(), value).toEqual({ bank: ['A valid integer is required.'] });
    }
  });
});

describe('GET /leads/bankloans/', () => {
  it('lists all 85 bank loans, by bank, then by ?bank=, ?loan= and both', async () => {
    const all = await json<BankLoan[]>('/leads/bankloans/');
    expect(all).toHaveLength(85);
    const bankNames = all.map((loan) => loan.bank.name);
    expect([...bankNames].sort((a, b) => a.localeCompare(b))).toEqual(bankNames);
    for (const loan of all) expect(loan.type).toBe(loan.loan.type);

    const icici = await bankNamed('ICICI Bank');
    const ofBank = await json<BankLoan[]>(`/leads/bankloans/?bank=${icici.id}`);
    expect(ofBank.length).toBeGreaterThanOrEqual(4);
    expect(ofBank.every((loan) => loan.bank.id === icici.id && loan.bank.name === 'ICICI Bank')).toBe(true);

    const homeLoan = ofBank.find((loan) => loan.type === 'Home Loan');
    if (!homeLoan) throw new Error('ICICI Bank offers no Home Loan');
    const ofType = await json<BankLoan[]>(`/leads/bankloans/?loan=${homeLoan.loan.id}`);
    expect(ofType).toHaveLength(15);
    expect(ofType.every((loan) => loan.loan.id === homeLoan.loan.id)).toBe(true);

    expect(await json<BankLoan[]>(`/leads/bankloans/?bank=${icici.id}&loan=${homeLoan.loan.id}`)).toEqual([homeLoan]);
  });

  it('gives each bank loan its amount bounds: Personal Loan ₹50,000–₹40,00,000, Gold Loan at most ₹25,00,000, Home Loan none', async () => {
    const all = await json<BankLoan[]>('/leads/bankloans/');
    const bounds = (type: string) => [...new Set(all.filter((loan) => loan.type === type).map((loan) => `${loan.min_loan_amount}-${loan.max_loan_amount}`))];
    expect(bounds('Personal Loan')).toEqual(['50000-4000000']);
    expect(bounds('Gold Loan')).toEqual(['null-2500000']);
    expect(bounds('Home Loan')).toEqual(['null-null']);
    const gold = all.find((loan) => loan.type === 'Gold Loan');
    expect(await json<BankLoan>(`/leads/bankloans/${gold?.id}/`)).toEqual(gold);
    expect(gold).toMatchObject({ required_documents: 'PAN Card, Aadhaar Card, Gold ornaments for valuation', min_loan_amount: null, max_loan_amount: 2500000 });
  });

  it("keeps every seeded lead's amount within its bank loan's bounds", async () => {
    const { db } = t.app;
    const [outside] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .innerJoin(bankLoans, eq(bankLoans.id, leads.bankLoanId))
      .where(sql`${leads.loanAmount} < coalesce(${bankLoans.minLoanAmount}, 0) or ${leads.loanAmount} > coalesce(${bankLoans.maxLoanAmount}, ${leads.loanAmount})`);
    expect(outside?.n).toBe(0);
  });

  it('answers 404 for an unknown bank loan and 400 on each bad filter', async () => {
    const missing = await client.get('/leads/bankloans/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Bank loan not found.' });
    const bad = await client.get('/leads/bankloans/?bank=x&loan=y');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ bank: ['A valid integer is required.'], loan: ['A valid integer is required.'] });
    expect((await client.get('/leads/bankloans/?loan=3000000000')).json()).toEqual({ loan: ['A valid integer is required.'] });
  });
});

describe('GET /leads/spokespersons/', () => {
  it('lists all 450 spokespersons, and the 2 of one branch with ?bank_branch=', async () => {
    const all = await json<{ id: number; bank_branch: number; status: string }[]>('/leads/spokespersons/');
    expect(all).toHaveLength(450);
    expect(all.some((person) => person.status !== 'active')).toBe(true);
    const [branch] = await json<Branch[]>('/leads/bankbranches/');
    const ofBranch = await json<Record<string, unknown>[]>(`/leads/spokespersons/?bank_branch=${branch?.id}`);
    expect(ofBranch).toHaveLength(2);
    expect(ofBranch.every((person) => person.bank_branch === branch?.id)).toBe(true);
    expect(Object.keys(ofBranch[0] ?? {}).sort()).toEqual(['bank_branch', 'contact', 'email', 'emp_id', 'id', 'name', 'role', 'status']);
    expect((await client.get('/leads/spokespersons/?bank_branch=x')).json()).toEqual({ bank_branch: ['A valid integer is required.'] });
  });
});

describe('access', () => {
  it('needs a signed-in user with verified KYC; staff are not gated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/leads/banks/' })).statusCode).toBe(401);
    const unverified = await userClient(t.app, 'CN1002');
    expect((await unverified.get('/leads/bankloans/')).statusCode).toBe(403);
    const rm = await userClient(t.app, 'RM2001');
    expect((await rm.get('/leads/spokespersons/')).statusCode).toBe(200);
  });
});
