import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankLoans, employees } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let director: Client;
let connector: Client;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await userClient(t.app, 'AD3001');
  director = await userClient(t.app, 'DR4001');
  connector = await userClient(t.app, 'CN1001');
  const [row] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'AD3001'));
  adminId = row?.id ?? -1;
});
afterAll(async () => {
  await t?.close();
});

interface Bank {
  id: number;
  name: string;
}

const audits = (entityType: string, entityId: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);
const allAudits = () => t.app.db.select().from(auditLog);

const send = (client: Client, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
  method === 'POST' ? client.post(url, payload) : client.patch(url, payload);

async function created<T>(client: Client, url: string, payload: unknown): Promise<T> {
  const response = await client.post(url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T;
}

async function bankNamed(name: string): Promise<Bank> {
  const bank = ((await connector.get('/leads/banks/')).json() as Bank[]).find((entry) => entry.name === name);
  if (!bank) throw new Error(`no bank ${name}`);
  return bank;
}

async function loanTypeNamed(type: string): Promise<{ id: number; type: string }> {
  const loan = ((await connector.get('/leads/loans/')).json() as { id: number; type: string }[]).find((entry) => entry.type === type);
  if (!loan) throw new Error(`no loan type ${type}`);
  return loan;
}

const branchBody = (bankId: number, overrides: Record<string, unknown> = {}) => ({
  bank_id: bankId,
  branch_name: 'Baner Road',
  state: 'Maharashtra',
  cluster: 'Pune West',
  branch_type: 'Urban',
  address: 'Shop 4, Baner Road, Pune',
  pincode: '411045',
  ...overrides,
});

const spokespersonBody = (branchId: number, overrides: Record<string, unknown> = {}) => ({
  bank_branch: branchId,
  emp_id: 'sp-90001',
  name: 'Kiran  Rao',
  email: 'Kiran.Rao@Bank.example',
  contact: '9812345678',
  role: 'Branch Manager',
  ...overrides,
});

describe('access to the catalogue edits', () => {
  it('anonymous 401; connectors (with or without KYC) and rm 403; admin and director may', async () => {
    const unverified = (await newConnector(t.app, 'not_submitted')).client;
    const rm = await userClient(t.app, 'RM2001');
    const calls: ['POST' | 'PATCH', string][] = [
      ['POST', '/leads/banks/'],
      ['PATCH', '/leads/banks/1/'],
      ['POST', '/leads/loans/'],
      ['POST', '/leads/bankloans/'],
      ['PATCH', '/leads/bankloans/1/'],
      ['POST', '/leads/bankbranches/'],
      ['PATCH', '/leads/bankbranches/1/'],
      ['POST', '/leads/spokespersons/'],
      ['PATCH', '/leads/spokespersons/1/'],
    ];
    const before = (await allAudits()).length;
    for (const [method, url] of calls) {
      const anonymous = await t.app.inject({ method, url, payload: { name: 'Nope Bank' } });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      for (const [who, client] of [['unverified connector', unverified], ['connector', connector], ['rm', rm]] as const) {
        const response = await send(client, method, url, { name: 'Nope Bank' });
        expect(response.statusCode, `${method} ${url} as ${who}`).toBe(403);
        expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      }
    }
    expect((await allAudits()).length).toBe(before);
    expect(t.logs().filter((line) => line.security === 'access_denied')).toContainEqual(expect.objectContaining({ employeeId: 'RM2001', route: '/leads/banks/' }));
    // Reading stays open to every signed-in user with KYC.
    expect((await rm.get('/leads/banks/')).statusCode).toBe(200);
  });
});

describe('banks', () => {
  it('adds a bank (name trimmed, spaces collapsed) that connectors see at once, with an audit entry', async () => {
    const bank = await created<Bank>(director, '/leads/banks/', { name: '  Saraswat   Co-operative Bank ' });
    expect(bank).toEqual({ id: expect.any(Number), name: 'Saraswat Co-operative Bank' });
    expect(await bankNamed('Saraswat Co-operative Bank')).toEqual(bank);
    const [entry, ...rest] = await audits('bank', bank.id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({ action: 'bank.created', details: { new: { name: 'Saraswat Co-operative Bank' } } });
  });

  it('refuses a name in use in any case or spacing, and a blank one, on `name`, without an audit entry', async () => {
    const before = (await allAudits()).length;
    for (const name of ['hdfc bank', ' HDFC   BANK ', 'HDFC Bank']) {
      const response = await admin.post('/leads/banks/', { name });
      expect(response.statusCode, name).toBe(400);
      expect(response.json()).toEqual({ name: ['A bank with this name already exists.'] });
    }
    expect((await admin.post('/leads/banks/', { name: '    ' })).json()).toEqual({ name: ['Ensure this field has at least 2 characters.'] });
    expect((await admin.post('/leads/banks/', {})).json()).toEqual({ name: ['This field is required.'] });
    expect((await admin.post('/leads/banks/', { name: 'x'.repeat(121) })).json()).toEqual({ name: ['Ensure this field has no more than 120 characters.'] });
    expect((await admin.post('/leads/banks/', { name: { en: 'Bank' } })).json()).toEqual({ name: ['Not a valid string.'] });
    expect((await allAudits()).length).toBe(before);
  });

  it('renames a bank (old and new name audited); 400 for another bank\'s name, 404 for an unknown bank', async () => {
    const bank = await created<Bank>(admin, '/leads/banks/', { name: 'Cosmos Bank' });
    const renamed = await admin.patch(`/leads/banks/${bank.id}/`, { name: 'The Cosmos Co-op Bank' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ id: bank.id, name: 'The Cosmos Co-op Bank' });
    expect(await bankNamed('The Cosmos Co-op Bank')).toEqual({ id: bank.id, name: 'The Cosmos Co-op Bank' });
    const entries = await audits('bank', bank.id);
    expect(entries.map((entry) => entry.action)).toEqual(['bank.created', 'bank.updated']);
    expect(entries[1]).toMatchObject({ actorId: adminId, details: { old: { name: 'Cosmos Bank' }, new: { name: 'The Cosmos Co-op Bank' } } });

    // A change of case only is fine; the same name again changes nothing and writes nothing.
    expect((await admin.patch(`/leads/banks/${bank.id}/`, { name: 'the cosmos co-op bank' })).json()).toEqual({ id: bank.id, name: 'the cosmos co-op bank' });
    expect((await admin.patch(`/leads/banks/${bank.id}/`, { name: 'the  cosmos co-op bank' })).statusCode).toBe(200);
    expect(await audits('bank', bank.id)).toHaveLength(3);

    const taken = await admin.patch(`/leads/banks/${bank.id}/`, { name: 'icici bank' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ name: ['A bank with this name already exists.'] });
    for (const id of ['999999', '0', '9999999999']) {
      const missing = await admin.patch(`/leads/banks/${id}/`, { name: 'Nowhere Bank' });
      expect(missing.statusCode, id).toBe(404);
      expect(missing.json()).toEqual({ detail: 'Bank not found.' });
    }
    expect((await admin.patch('/leads/banks/abc/', { name: 'Nowhere Bank' })).json()).toEqual({ id: ['A valid integer is required.'] });
    expect(await audits('bank', bank.id)).toHaveLength(3);
  });

  it('two requests racing for the same name (different case): one 201, one the same 400, never a 500', async () => {
    const answers = await Promise.all([
      admin.post('/leads/banks/', { name: 'Racing Bank' }),
      director.post('/leads/banks/', { name: 'RACING  bank' }),
      admin.post('/leads/banks/', { name: 'racing bank' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400, 400]);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 400)) {
      expect(answer.json()).toEqual({ name: ['A bank with this name already exists.'] });
    }
    const banks = (await connector.get('/leads/banks/')).json() as Bank[];
    expect(banks.filter((bank) => bank.name.toLowerCase().replace(/\s+/g, ' ') === 'racing bank')).toHaveLength(1);
  });
});

describe('loan types', () => {
  it('adds a loan type (201, audited); a used name in any case answers 400 on `type`', async () => {
    const loanType = await created<{ id: number; type: string }>(admin, '/leads/loans/', { type: ' Two-Wheeler   Loan ' });
    expect(loanType).toEqual({ id: expect.any(Number), type: 'Two-Wheeler Loan' });
    expect((await connector.get('/leads/loans/')).json()).toContainEqual(loanType);
    expect((await audits('loan_type', loanType.id))[0]).toMatchObject({ action: 'loan_type.created', actorId: adminId, details: { new: { type: 'Two-Wheeler Loan' } } });
    for (const type of ['two-wheeler loan', 'HOME LOAN']) {
      const response = await director.post('/leads/loans/', { type });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ type: ['A loan type with this name already exists.'] });
    }
    expect((await director.post('/leads/loans/', { type: 'X' })).json()).toEqual({ type: ['Ensure this field has at least 2 characters.'] });
    const racing = await Promise.all([admin.post('/leads/loans/', { type: 'Solar Loan' }), director.post('/leads/loans/', { type: 'solar loan' })]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });
});

describe('bank loans', () => {
  it('offers a loan type at a bank (201 BankLoan, audited), listed for connectors at once', async () => {
    const bank = await created<Bank>(admin, '/leads/banks/', { name: 'Janata Sahakari Bank' });
    const home = await loanTypeNamed('Home Loan');
    const response = await admin.post('/leads/bankloans/', {
      bank_id: bank.id,
      loan_type_id: home.id,
      required_documents: ' PAN Card,Aadhaar Card , ,  Salary   slips, pan card ',
      connectors_payout: 0.29,
      cp_payout: 1.15,
      min_loan_amount: 500000,
      max_loan_amount: 500000,
    });
    expect(response.statusCode, response.body).toBe(201);
    const bankLoan = response.json();
    expect(bankLoan).toEqual({
      id: expect.any(Number),
      type: 'Home Loan',
      bank: { id: bank.id, name: 'Janata Sahakari Bank' },
      loan: { id: home.id, type: 'Home Loan' },
      required_documents: 'PAN Card, Aadhaar Card, Salary slips',
      connectors_payout: 0.29,
      cp_payout: 1.15,
      min_loan_amount: 500000,
      max_loan_amount: 500000,
    });
    expect((await connector.get(`/leads/bankloans/?bank=${bank.id}`)).json()).toEqual([bankLoan]);
    expect((await audits('bank_loan', bankLoan.id))[0]).toMatchObject({
      action: 'bank_loan.created',
      details: { new: { bank_id: bank.id, loan_type_id: home.id, connectors_payout: 0.29, cp_payout: 1.15, min_loan_amount: 500000, max_loan_amount: 500000 } },
    });
    const noBounds = await admin.post('/leads/bankloans/', { bank_id: bank.id, loan_type_id: (await loanTypeNamed('Gold Loan')).id, required_documents: 'PAN Card', connectors_payout: 0, cp_payout: 100 });
    expect(noBounds.statusCode, noBounds.body).toBe(201);
    expect(noBounds.json()).toMatchObject({ min_loan_amount: null, max_loan_amount: null, connectors_payout: 0, cp_payout: 100 });
  });

  it('answers 400 on each field: unknown bank or loan type, one offer per bank and loan type, bounds, decimals, documents', async () => {
    const hdfc = await bankNamed('HDFC Bank');
    const home = await loanTypeNamed('Home Loan');
    const before = (await allAudits()).length;
    const base = { bank_id: hdfc.id, loan_type_id: home.id, required_documents: 'PAN Card', connectors_payout: 1, cp_payout: 2 };

    const duplicate = await admin.post('/leads/bankloans/', base);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ loan_type_id: ['This bank already offers this loan type.'] });

    const unknown = await admin.post('/leads/bankloans/', { ...base, bank_id: 999999, loan_type_id: 3_000_000_000 });
    expect(unknown.json()).toEqual({ bank_id: ['Select a valid bank.'], loan_type_id: ['Select a valid loan type.'] });

    const bounds = await admin.post('/leads/bankloans/', { ...base, bank_id: 999999, min_loan_amount: 200000, max_loan_amount: 100000 });
    expect(bounds.json()).toEqual({ max_loan_amount: ['Ensure this amount is at least the minimum loan amount.'], bank_id: ['Select a valid bank.'] });

    // The contract's limits first (ajv), then the API's own checks.
    const limits = await admin.post('/leads/bankloans/', { ...base, connectors_payout: -1, cp_payout: 100.5, min_loan_amount: -5, max_loan_amount: 1_000_000_001 });
    expect(limits.json()).toEqual({
      connectors_payout: ['Ensure this value is greater than or equal to 0.'],
      cp_payout: ['Ensure this value is less than or equal to 100.'],
      min_loan_amount: ['Ensure this value is greater than 0.'],
      max_loan_amount: ['Ensure this value is less than or equal to 1000000000.'],
    });
    const decimals = await admin.post('/leads/bankloans/', { ...base, connectors_payout: 1.234, cp_payout: 0.29, min_loan_amount: 0.5, max_loan_amount: 10.001 });
    expect(decimals.json()).toEqual({
      connectors_payout: ['Ensure that there are no more than 2 decimal places.'],
      max_loan_amount: ['Ensure that there are no more than 2 decimal places.'],
    });

    expect((await admin.post('/leads/bankloans/', { ...base, required_documents: ' , ,' })).json()).toEqual({ required_documents: ['Enter at least one document.'] });
    expect((await admin.post('/leads/bankloans/', { ...base, required_documents: `PAN Card, ${'x'.repeat(121)}` })).json()).toEqual({
      required_documents: ['Ensure each document name has no more than 120 characters.'],
    });
    expect((await admin.post('/leads/bankloans/', {})).json()).toEqual({
      bank_id: ['This field is required.'],
      loan_type_id: ['This field is required.'],
      required_documents: ['This field is required.'],
      connectors_payout: ['This field is required.'],
      cp_payout: ['This field is required.'],
    });
    expect((await admin.post('/leads/bankloans/', { ...base, bank_id: 'hdfc', connectors_payout: '1%' })).json()).toEqual({
      bank_id: ['A valid integer is required.'],
      connectors_payout: ['A valid number is required.'],
    });
    expect((await allAudits()).length).toBe(before);
  });

  it('one bank loan per bank and loan type when two requests race: one 201, one 400 on loan_type_id', async () => {
    const bank = await created<Bank>(admin, '/leads/banks/', { name: 'Racing Loans Bank' });
    const body = { bank_id: bank.id, loan_type_id: (await loanTypeNamed('Car Loan')).id, required_documents: 'PAN Card', connectors_payout: 1, cp_payout: 2 };
    const answers = await Promise.all([admin.post('/leads/bankloans/', body), director.post('/leads/bankloans/', body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({ loan_type_id: ['This bank already offers this loan type.'] });
    expect(await t.app.db.select().from(bankLoans).where(eq(bankLoans.bankId, bank.id))).toHaveLength(1);
  });

  it('changes documents, payouts and bounds (checked with the stored ones; null removes a bound); 404 for an unknown id', async () => {
    const personal = ((await connector.get(`/leads/bankloans/?bank=${(await bankNamed('Axis Bank')).id}&loan=${(await loanTypeNamed('Personal Loan')).id}`)).json() as {
      id: number;
      connectors_payout: number;
      min_loan_amount: number;
      max_loan_amount: number;
    }[])[0];
    if (!personal) throw new Error('Axis Bank offers no Personal Loan');
    expect(personal).toMatchObject({ min_loan_amount: 50000, max_loan_amount: 4000000 });

    const belowMin = await admin.patch(`/leads/bankloans/${personal.id}/`, { max_loan_amount: 40000 });
    expect(belowMin.statusCode).toBe(400);
    expect(belowMin.json()).toEqual({ max_loan_amount: ['Ensure this amount is at least the minimum loan amount.'] });
    expect((await admin.patch(`/leads/bankloans/${personal.id}/`, { min_loan_amount: 5000000 })).json()).toEqual({
      max_loan_amount: ['Ensure this amount is at least the minimum loan amount.'],
    });
    expect(await audits('bank_loan', personal.id)).toEqual([]);

    const changed = await director.patch(`/leads/bankloans/${personal.id}/`, { connectors_payout: 2.75, min_loan_amount: null, max_loan_amount: 3000000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: personal.id, connectors_payout: 2.75, min_loan_amount: null, max_loan_amount: 3000000 });
    expect((await connector.get(`/leads/bankloans/${personal.id}/`)).json()).toEqual(changed.json());
    const [entry] = await audits('bank_loan', personal.id);
    expect(entry).toMatchObject({
      action: 'bank_loan.updated',
      details: {
        old: { connectors_payout: personal.connectors_payout, min_loan_amount: 50000, max_loan_amount: 4000000 },
        new: { connectors_payout: 2.75, min_loan_amount: null, max_loan_amount: 3000000 },
      },
    });
    const documents = await admin.patch(`/leads/bankloans/${personal.id}/`, { required_documents: 'PAN Card, Form 16' });
    expect(documents.json().required_documents).toBe('PAN Card, Form 16');

    const empty = await admin.patch(`/leads/bankloans/${personal.id}/`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toHaveProperty('detail');
    // The bank and loan type stay: unknown fields are dropped (nothing changes, nothing is audited).
    const moved = await admin.patch(`/leads/bankloans/${personal.id}/`, { bank_id: 1, loan_type_id: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual(documents.json());
    expect(await audits('bank_loan', personal.id)).toHaveLength(2);
    const missing = await admin.patch('/leads/bankloans/999999/', { cp_payout: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Bank loan not found.' });
  });
});

describe('branches', () => {
  it('adds a branch to a bank (201 BankBranch, audited) and changes it (the bank stays)', async () => {
    const bank = await bankNamed('Canara Bank');
    const branch = await created<{ id: number }>(admin, '/leads/bankbranches/', branchBody(bank.id, { branch_name: '  Baner   Road ' }));
    expect(branch).toEqual({
      id: expect.any(Number),
      branch_name: 'Baner Road',
      state: 'Maharashtra',
      cluster: 'Pune West',
      branch_type: 'Urban',
      address: 'Shop 4, Baner Road, Pune',
      pincode: '411045',
      bank: 'Canara Bank',
      bank_id: bank.id,
    });
    expect((await connector.get(`/leads/bankbranches/${branch.id}/`)).json()).toEqual(branch);
    const changed = await director.patch(`/leads/bankbranches/${branch.id}/`, { branch_type: 'Metro', pincode: '411046' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: branch.id, branch_type: 'Metro', pincode: '411046', branch_name: 'Baner Road', bank_id: bank.id });
    const entries = await audits('branch', branch.id);
    expect(entries.map((entry) => entry.action)).toEqual(['branch.created', 'branch.updated']);
    expect(entries[1]?.details).toEqual({ old: { branch_type: 'Urban', pincode: '411045' }, new: { branch_type: 'Metro', pincode: '411046' } });
  });

  it('answers 400 per field and 404 for an unknown branch', async () => {
    const before = (await allAudits()).length;
    const bad = await admin.post('/leads/bankbranches/', branchBody(999999, { pincode: '011045', address: 'abc', state: ' x ' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ pincode: ['Enter a valid value.'], address: ['Ensure this field has at least 5 characters.'] });
    const unknownBank = await admin.post('/leads/bankbranches/', branchBody(999999, { state: ' x ' }));
    expect(unknownBank.json()).toEqual({ state: ['Ensure this field has at least 2 characters.'], bank_id: ['Select a valid bank.'] });
    expect((await admin.post('/leads/bankbranches/', branchBody(3_000_000_000))).json()).toEqual({ bank_id: ['Select a valid bank.'] });
    const missing = await admin.patch('/leads/bankbranches/999999/', { branch_type: 'Metro' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Bank branch not found.' });
    expect((await allAudits()).length).toBe(before);
  });
});

describe('spokespersons', () => {
  it('adds an active spokesperson (emp_id upper case, e-mail lower case), changes and deactivates them, each audited', async () => {
    const [branch] = (await connector.get('/leads/bankbranches/')).json() as { id: number }[];
    const person = await created<{ id: number }>(admin, '/leads/spokespersons/', spokespersonBody(branch?.id ?? -1));
    expect(person).toEqual({
      id: expect.any(Number),
      emp_id: 'SP-90001',
      name: 'Kiran Rao',
      email: 'kiran.rao@bank.example',
      contact: '9812345678',
      role: 'Branch Manager',
      status: 'active',
      bank_branch: branch?.id,
    });
    expect((await connector.get(`/leads/spokespersons/?bank_branch=${branch?.id}`)).json()).toContainEqual(person);

    const inactive = await director.patch(`/leads/spokespersons/${person.id}/`, { status: 'inactive' });
    expect(inactive.statusCode, inactive.body).toBe(200);
    expect(inactive.json()).toEqual({ ...person, status: 'inactive' });
    const renamed = await admin.patch(`/leads/spokespersons/${person.id}/`, { name: 'Kiran R Rao', contact: '9812345679', status: 'active' });
    expect(renamed.json()).toMatchObject({ name: 'Kiran R Rao', contact: '9812345679', status: 'active' });
    const entries = await audits('spokesperson', person.id);
    expect(entries.map((entry) => entry.action)).toEqual(['spokesperson.created', 'spokesperson.deactivated', 'spokesperson.updated']);
    expect(entries[1]?.details).toEqual({ old: { status: 'active' }, new: { status: 'inactive' } });
    expect(entries[2]?.details).toEqual({ old: { name: 'Kiran Rao', contact: '9812345678', status: 'inactive' }, new: { name: 'Kiran R Rao', contact: '9812345679', status: 'active' } });
  });

  it('keeps emp_id unique in any case (400 on emp_id, also when racing), needs a known branch; 404 for an unknown spokesperson', async () => {
    const [branch, other] = (await connector.get('/leads/bankbranches/')).json() as { id: number }[];
    const duplicate = await admin.post('/leads/spokespersons/', spokespersonBody(branch?.id ?? -1, { emp_id: 'sp10001' }));
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ emp_id: ['A spokesperson with this employee ID already exists.'] });
    const unknownBranch = await admin.post('/leads/spokespersons/', spokespersonBody(999999, { emp_id: 'S', contact: '12345', email: 'nope', status: 'active' }));
    expect(unknownBranch.json()).toEqual({
      emp_id: ['Ensure this field has at least 2 characters.'],
      contact: ['Enter a valid value.'],
      email: ['Enter a valid email address.'],
    });
    expect((await admin.post('/leads/spokespersons/', spokespersonBody(999999, { emp_id: 'SP-91000' }))).json()).toEqual({ bank_branch: ['Select a valid bank branch.'] });

    const person = await created<{ id: number }>(admin, '/leads/spokespersons/', spokespersonBody(other?.id ?? -1, { emp_id: 'SP-91001' }));
    const taken = await admin.patch(`/leads/spokespersons/${person.id}/`, { emp_id: 'Sp10002' });
    expect(taken.json()).toEqual({ emp_id: ['A spokesperson with this employee ID already exists.'] });
    expect((await admin.patch(`/leads/spokespersons/${person.id}/`, { emp_id: 'sp-91001' })).statusCode).toBe(200);
    expect((await admin.patch(`/leads/spokespersons/${person.id}/`, { status: 'retired' })).json()).toEqual({ status: ['Select a valid choice.'] });
    expect((await admin.patch('/leads/spokespersons/999999/', { status: 'inactive' })).json()).toEqual({ detail: 'Spokesperson not found.' });
    expect(await audits('spokesperson', person.id)).toHaveLength(1);

    const racing = await Promise.all([
      admin.post('/leads/spokespersons/', spokespersonBody(branch?.id ?? -1, { emp_id: 'SP-92000' })),
      director.post('/leads/spokespersons/', spokespersonBody(branch?.id ?? -1, { emp_id: 'sp-92000' })),
    ]);
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(racing.find((answer) => answer.statusCode === 400)?.json()).toEqual({ emp_id: ['A spokesperson with this employee ID already exists.'] });
  });
});

describe('no cache between the edits and the lists', () => {
  it('catalogue answers are not cacheable, so a connector sees an edit on the next read', async () => {
    for (const url of ['/leads/banks/', '/leads/loans/', '/leads/bankloans/', '/leads/bankbranches/', '/leads/spokespersons/']) {
      const response = await connector.get(url);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const bank = await created<Bank>(admin, '/leads/banks/', { name: 'Fresh Bank' });
    await admin.patch(`/leads/banks/${bank.id}/`, { name: 'Fresher Bank' });
    expect(await bankNamed('Fresher Bank')).toEqual({ id: bank.id, name: 'Fresher Bank' });
  });
});
