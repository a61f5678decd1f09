import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankBranches, bankLoans, banks, leads, leadStatusHistory, loanTypes, territories } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface PersonRef {
  user_name: string;
  employee_id: string;
}
interface LeadDetail {
  id: number;
  customer_name: string;
  customer_mobile: string;
  customer_address: string;
  loan: number;
  loan_type: { type: string } | null;
  loan_amount: number;
  status: string;
  remarks: string | null;
  documents_checklist: Record<string, string>;
  bank: string | null;
  bank_branch: { id: number; branch_name: string; state: string } | null;
  referred_by: PersonRef | null;
  created_by: PersonRef | null;
  created_at: string;
  status_history: {
    event: 'created' | 'status' | 'document' | 'branch';
    document: string | null;
    document_state: string | null;
    documents: { document: string; document_state: string }[];
    bank_branch_change: { from: string | null; to: string | null } | null;
    from_status: string | null;
    to_status: string;
    changed_by: PersonRef | null;
    changed_at: string;
    remark: string | null;
  }[];
}

const leadId = async (customerName: string) => {
  const [row] = await t.app.db.select({ id: leads.id }).from(leads).where(eq(leads.customerName, customerName));
  if (!row) throw new Error(`no lead for ${customerName}`);
  return row.id;
};

const bankLoanId = async (bank: string, loanType: string) => {
  const [row] = await t.app.db
    .select({ id: bankLoans.id, bankId: banks.id })
    .from(bankLoans)
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(and(eq(banks.name, bank), eq(loanTypes.type, loanType)));
  if (!row) throw new Error(`${bank} offers no ${loanType}`);
  return row;
};

const territoryId = async (name: string) => {
  const [row] = await t.app.db.select({ id: territories.id }).from(territories).where(eq(territories.name, name));
  if (!row) throw new Error(`no territory ${name}`);
  return row.id;
};

/** The lowest-id branch of the bank matching the condition (the branch rule's tie-break). */
const lowestBranch = async (bankId: number, where: ReturnType<typeof eq>) => {
  const [row] = await t.app.db
    .select({ id: bankBranches.id, branchName: bankBranches.branchName, state: bankBranches.state, cluster: bankBranches.cluster })
    .from(bankBranches)
    .where(and(eq(bankBranches.bankId, bankId), where))
    .orderBy(asc(bankBranches.id))
    .limit(1);
  return row ?? null;
};

/** The branch of the bank nearest to the PIN code within its PIN district (the first three digits), lowest id on a tie. */
const nearestInDistrict = async (bankId: number, pincode: string) => {
  const [row] = await t.app.db
    .select({ id: bankBranches.id, branchName: bankBranches.branchName, state: bankBranches.state })
    .from(bankBranches)
    .where(and(eq(bankBranches.bankId, bankId), sql`left(${bankBranches.pincode}, 3) = ${pincode.slice(0, 3)}`))
    .orderBy(sql`abs(${bankBranches.pincode}::int - ${Number(pincode)})`, asc(bankBranches.id))
    .limit(1);
  return row ?? null;
};

interface BranchChoices {
  suggested: number | null;
  pincode: string | null;
  branches: { id: number; branch_name: string; state: string; cluster: string; pincode: string; evidence: string | null; reason: string | null }[];
}

/** A valid creation payload for `connector` (overrides applied on top). */
const payload = (connector: { employeeId: string; territoryId: number | null }, loanType: number, overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Sunil Gawande',
  loan_type: loanType,
  customer_mobile: '9011122233',
  customer_address: '14, Prabhat Road, Erandwane, Pune 411004',
  loan_amount: 2_000_000,
  referred_by_employee_id: connector.employeeId,
  branch: connector.territoryId,
  remarks: 'Salaried, wants a 20-year tenure.',
  ...overrides,
});

describe('GET /leads/leads/{id}/', () => {
  it("answers a lead's details, checklist and status timeline (oldest first, with who and the remark)", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const meera = await cn1001.get(`/leads/leads/${await leadId('Meera Kulkarni')}/`);
    expect(meera.statusCode).toBe(200);
    const body = meera.json() as LeadDetail;
    expect(body).toMatchObject({
      customer_name: 'Meera Kulkarni',
      customer_mobile: '9822011001',
      customer_address: 'Flat 402, Sai Residency, Baner Road, Pune 411045',
      loan_type: { type: 'Home Loan' },
      loan_amount: 2500000,
      status: 'approved',
      remarks: '2BHK purchase in Baner; sanction received.',
      bank: 'HDFC Bank',
      bank_branch: { state: 'Maharashtra' },
      referred_by: { user_name: 'Aarav Sharma', employee_id: 'CN1001' },
      created_by: { user_name: 'Aarav Sharma', employee_id: 'CN1001' },
    });
    expect(body.documents_checklist['PAN Card']).toBe('Submitted');
    expect(body.status_history).toEqual([
      {
        event: 'created', document: null, document_state: null, documents: [], bank_branch_change: null, from_status: null, to_status: 'processing',
        changed_by: { user_name: 'Aarav Sharma', employee_id: 'CN1001' }, changed_at: body.created_at, remark: '2BHK purchase in Baner; sanction received.',
      },
      {
        event: 'status',
        document: null,
        document_state: null,
        documents: [],
        bank_branch_change: null,
        from_status: 'processing',
        to_status: 'approved',
        changed_by: { user_name: 'Vikram Mehta', employee_id: 'RM2001' },
        changed_at: expect.any(String),
        remark: '2BHK purchase in Baner; sanction received.',
      },
    ]);
    expect(Date.parse(body.status_history[1]?.changed_at ?? '')).toBeGreaterThan(Date.parse(body.created_at));
    expect(Object.keys(body).sort()).toEqual(
      [
        'bank', 'bank_branch', 'created_at', 'created_by', 'customer_address', 'customer_mobile', 'customer_name', 'documents_checklist', 'id', 'loan',
        'loan_amount', 'loan_type', 'referred_by', 'remarks', 'status', 'status_history',
      ].sort(),
    );
  });

  it("gives the seeded leads the branch the rule gives their address: Farhan Shaikh's Camp, Pune 411001 lead is at Pune - Aundh", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const farhan = (await cn1001.get(`/leads/leads/${await leadId('Farhan Shaikh')}/`)).json() as LeadDetail;
    expect(farhan).toMatchObject({ bank: 'Bank of Baroda', bank_branch: { branch_name: 'Pune - Aundh', state: 'Maharashtra' } });
    const seeded = await t.app.db
      .select({ address: leads.customerAddress, branch: bankBranches.branchName })
      .from(leads)
      .leftJoin(bankBranches, eq(bankBranches.id, leads.bankBranchId))
      .where(sql`${leads.customerMobile} like '98%'`);
    expect(seeded.length).toBeGreaterThanOrEqual(15);
    for (const lead of seeded) expect(lead.branch?.split(' - ')[0], lead.address).toBe(lead.address.includes('Pune') ? 'Pune' : 'Bengaluru');
  });

  it('lets a connector read only the leads they referred or created: anything else is a 404, like an unknown id', async () => {
    const cn1001Lead = await leadId('Pooja Bhosale');
    const cn1005 = await userClient(t.app, 'CN1005');
    const foreign = await cn1005.get(`/leads/leads/${cn1001Lead}/`);
    expect(foreign.statusCode).toBe(404);
    const unknown = await cn1005.get('/leads/leads/999999/');
    expect(unknown.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Lead not found.' });
    expect(unknown.json()).toEqual(foreign.json());
    expect((await cn1005.get(`/leads/leads/${await leadId('Deepika Rao')}/`)).statusCode).toBe(200);

    // Referred by CN1001, created by RM2001: both of them read it.
    const nikhil = await leadId('Nikhil Jadhav');
    expect((await (await userClient(t.app, 'CN1001')).get(`/leads/leads/${nikhil}/`)).json()).toMatchObject({
      referred_by: { employee_id: 'CN1001' },
      created_by: { employee_id: 'RM2001' },
    });
  });

  it("lets a relationship manager read their reportees' leads, not another team's; the back office reads all", async () => {
    const cn1001Lead = await leadId('Rahul Deshmukh');
    const cn1005Lead = await leadId('Deepika Rao');
    const rm2001 = await userClient(t.app, 'RM2001');
    expect((await rm2001.get(`/leads/leads/${cn1001Lead}/`)).statusCode).toBe(200);
    const otherTeam = await rm2001.get(`/leads/leads/${cn1005Lead}/`);
    expect(otherTeam.statusCode).toBe(404);
    expect(otherTeam.json()).toEqual({ detail: 'Lead not found.' });
    const rm2002 = await userClient(t.app, 'RM2002');
    expect((await rm2002.get(`/leads/leads/${cn1005Lead}/`)).statusCode).toBe(200);
    expect((await rm2002.get(`/leads/leads/${cn1001Lead}/`)).statusCode).toBe(404);
    for (const staff of ['AD3001', 'DR4001']) {
      const client = await userClient(t.app, staff);
      expect((await client.get(`/leads/leads/${cn1001Lead}/`)).statusCode, staff).toBe(200);
      expect((await client.get(`/leads/leads/${cn1005Lead}/`)).statusCode, staff).toBe(200);
    }
  });

  it("lets a manager read the leads of reportees further down the line, and a connector not their peer's", async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East', managers: ['RM2001'] });
    const homeLoan = await bankLoanId('HDFC Bank', 'Home Loan');
    const created = await connector.client.post('/leads/leads/', payload(connector, homeLoan.id, { customer_mobile: '9011100001' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as LeadDetail).id;
    // AD3001 is RM2001's manager and back office; DR4001 sits above both.
    expect((await (await userClient(t.app, 'RM2001')).get(`/leads/leads/${id}/`)).statusCode).toBe(200);
    expect((await (await userClient(t.app, 'CN1001')).get(`/leads/leads/${id}/`)).statusCode).toBe(404);
    expect((await (await userClient(t.app, 'RM2002')).get(`/leads/leads/${id}/`)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number and 404 for ids that cannot exist', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    expect((await cn1001.get('/leads/leads/abc/')).json()).toEqual({ id: ['A valid integer is required.'] });
    expect((await cn1001.get('/leads/leads/0/')).statusCode).toBe(404);
    expect((await cn1001.get('/leads/leads/4294967296/')).statusCode).toBe(404);
  });
});

describe('POST /leads/leads/', () => {
  it("creates a processing lead with a Pending checklist, the branch nearest the customer's PIN and its first timeline row", async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: ['RM2001'] });
    const homeLoan = await bankLoanId('HDFC Bank', 'Home Loan');
    const response = await connector.client.post('/leads/leads/', payload(connector, homeLoan.id, { customer_name: '  Sunil   Gawande ', customer_mobile: '9011100002' }));
    expect(response.statusCode, response.body).toBe(201);
    const lead = response.json() as LeadDetail;
    const me = { user_name: `Test Connector ${connector.employeeId}`, employee_id: connector.employeeId };
    // The address's PIN is 411004: no HDFC branch has it, so the nearest of its PIN district (411).
    const expectedBranch = await nearestInDistrict(homeLoan.bankId, '411004');
    expect(expectedBranch).not.toBeNull();
    expect(lead).toMatchObject({
      customer_name: 'Sunil Gawande',
      customer_mobile: '9011100002',
      loan: homeLoan.id,
      loan_type: { type: 'Home Loan' },
      loan_amount: 2000000,
      status: 'processing',
      remarks: 'Salaried, wants a 20-year tenure.',
      bank: 'HDFC Bank',
      bank_branch: { id: expectedBranch?.id, branch_name: expectedBranch?.branchName, state: 'Maharashtra' },
      referred_by: me,
      created_by: me,
    });
    expect(lead.documents_checklist).toEqual({
      'PAN Card': 'Pending',
      'Aadhaar Card': 'Pending',
      'Salary slips or ITR': 'Pending',
      "6 months' bank statement": 'Pending',
      'Sale agreement': 'Pending',
      'Approved building plan': 'Pending',
      'Title documents': 'Pending',
    });
    expect(lead.status_history).toEqual([
      {
        event: 'created', document: null, document_state: null, documents: [], bank_branch_change: null, from_status: null, to_status: 'processing',
        changed_by: me, changed_at: lead.created_at, remark: 'Salaried, wants a 20-year tenure.',
      },
    ]);
    const [stored] = await t.app.db.select({ territoryId: leads.territoryId }).from(leads).where(eq(leads.id, lead.id));
    expect(stored?.territoryId).toBe(connector.territoryId);

    expect((await connector.client.get(`/leads/leads/${lead.id}/`)).json()).toEqual(lead);
    const mine = (await connector.client.get('/leads/leads/my-leads/')).json() as { id: number; loan_type_name: string | null; status: string }[];
    expect(mine).toEqual([expect.objectContaining({ id: lead.id, loan_type_name: 'Home Loan', status: 'processing' })]);
  });

  it('assigns by the best evidence: the same pincode, the PIN district, the city in the address, the cluster territory', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const baroda = await bankLoanId('Bank of Baroda', 'Business Loan');
    const create = async (address: string, mobile: string) => {
      const response = await connector.client.post('/leads/leads/', payload(connector, baroda.id, { customer_address: address, customer_mobile: mobile, loan_amount: 900_000 }));
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as LeadDetail).bank_branch;
    };
    const puneBranches = await t.app.db
      .select({ id: bankBranches.id, branchName: bankBranches.branchName, pincode: bankBranches.pincode })
      .from(bankBranches)
      .where(and(eq(bankBranches.bankId, baroda.bankId), eq(bankBranches.cluster, 'Pune')))
      .orderBy(asc(bankBranches.id));
    const [firstPune] = puneBranches;
    if (!firstPune) throw new Error('the seed has no Bank of Baroda branch in Pune');
    // Camp, Pune 411001: Pune's branch with the nearest PIN, not "Mumbai - Andheri East" (the bank's lowest-id Maharashtra branch).
    const camp = await create('Camp Area, M.G. Road, Pune 411001', '9011100003');
    expect(camp?.id).toBe((await nearestInDistrict(baroda.bankId, '411001'))?.id);
    expect(camp?.branch_name).toMatch(/^Pune - /);
    // The same pincode as a branch.
    expect((await create(`Plot 21, call 9822011004, Pune ${firstPune.pincode}`, '9011100004'))?.id).toBe(firstPune.id);
    // No PIN: the city named in the address, lowest id.
    expect((await create('Near the station, PUNE', '9011100005'))?.id).toBe(firstPune.id);
    // Neither: the cluster territory "Pune West" names Pune.
    expect((await create('Row House 3, Pimple Saudagar', '9011100006'))?.id).toBe(firstPune.id);
  });

  it('leaves the lead without a branch (N/A) rather than guess by state or zone', async () => {
    const sbiHome = await bankLoanId('State Bank of India', 'Home Loan');
    for (const [territory, mobile] of [['Karnataka', '9011100050'], ['South Zone', '9011100051']] as const) {
      const connector = await newConnector(t.app, 'verified', { territory });
      const response = await connector.client.post('/leads/leads/', payload(connector, sbiHome.id, { customer_address: 'No. 5, 2nd Main Road', customer_mobile: mobile }));
      expect(response.statusCode, response.body).toBe(201);
      expect((response.json() as LeadDetail).bank_branch, territory).toBeNull();
    }
    // A cluster named after no city where the bank has a branch.
    const admin = await userClient(t.app, 'AD3001');
    const created = await admin.post('/auth/territories/create/', { name: 'Kolhapur Central', level: 'cluster', parent_id: await territoryId('Maharashtra') });
    expect(created.statusCode, created.body).toBe(201);
    const kolhapur = await newConnector(t.app, 'verified', { territory: 'Kolhapur Central' });
    const none = await kolhapur.client.post('/leads/leads/', payload(kolhapur, sbiHome.id, { customer_address: 'Shahupuri, Kolhapur 416001', customer_mobile: '9011100052' }));
    expect(none.statusCode, none.body).toBe(201);
    expect((none.json() as LeadDetail).bank_branch).toBeNull();
  });

  it("takes the connector's own choice of branch (or none), which must be a branch of the loan's bank", async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const hdfcHome = await bankLoanId('HDFC Bank', 'Home Loan');
    const otherHdfc = await lowestBranch(hdfcHome.bankId, eq(bankBranches.state, 'Karnataka'));
    const chosen = await connector.client.post('/leads/leads/', payload(connector, hdfcHome.id, { bank_branch: otherHdfc?.id, customer_mobile: '9011100060' }));
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect((chosen.json() as LeadDetail).bank_branch).toEqual({ id: otherHdfc?.id, branch_name: otherHdfc?.branchName, state: 'Karnataka' });

    const noneYet = await connector.client.post('/leads/leads/', payload(connector, hdfcHome.id, { bank_branch: null, customer_mobile: '9011100061' }));
    expect(noneYet.statusCode, noneYet.body).toBe(201);
    expect((noneYet.json() as LeadDetail).bank_branch).toBeNull();

    const icici = await bankLoanId('ICICI Bank', 'Home Loan');
    const iciciBranch = await lowestBranch(icici.bankId, eq(bankBranches.state, 'Maharashtra'));
    for (const wrong of [iciciBranch?.id, 999_999, 3_000_000_000]) {
      const response = await connector.client.post('/leads/leads/', payload(connector, hdfcHome.id, { bank_branch: wrong, customer_mobile: '9011100062' }));
      expect(response.statusCode, String(wrong)).toBe(400);
      expect(response.json()).toEqual({ bank_branch: ['Select a branch of HDFC Bank, or no branch.'] });
    }
    // With the other fields' problems, all at once; with an unknown bank loan only the loan type is named.
    const several = await connector.client.post('/leads/leads/', payload(connector, hdfcHome.id, { bank_branch: iciciBranch?.id, customer_name: ' ', customer_mobile: '9011100063' }));
    expect(several.json()).toEqual({ customer_name: ['This field may not be blank.'], bank_branch: ['Select a branch of HDFC Bank, or no branch.'] });
    const unknownLoan = await connector.client.post('/leads/leads/', payload(connector, 999_999, { bank_branch: iciciBranch?.id, customer_mobile: '9011100064' }));
    expect(unknownLoan.json()).toEqual({ loan_type: ['Select a valid loan type.'] });
    expect((await connector.client.post('/leads/leads/', payload(connector, hdfcHome.id, { bank_branch: 'x' }))).json()).toMatchObject({
      bank_branch: ['A valid integer is required.'],
    });
    const stored = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(leads).where(eq(leads.customerMobile, '9011100062'));
    expect(stored[0]?.n).toBe(0);
  });

  it('keeps blank remarks as null, in the lead and its timeline', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const gold = await bankLoanId('HDFC Bank', 'Gold Loan');
    const response = await connector.client.post('/leads/leads/', payload(connector, gold.id, { remarks: '   ', loan_amount: 150000, customer_mobile: '9011100007' }));
    expect(response.statusCode, response.body).toBe(201);
    const lead = response.json() as LeadDetail;
    expect(lead.remarks).toBeNull();
    expect(lead.status_history[0]?.remark).toBeNull();
    expect(lead.documents_checklist).toEqual({ 'PAN Card': 'Pending', 'Aadhaar Card': 'Pending', 'Gold ornaments for valuation': 'Pending' });
    // Without remarks, and with a field the contract does not know (dropped).
    const withoutRemarks = payload(connector, gold.id, { loan_amount: 150000, customer_mobile: '9011100008', status: 'approved' }) as Record<string, unknown>;
    delete withoutRemarks.remarks;
    const second = await connector.client.post('/leads/leads/', withoutRemarks);
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ remarks: null, status: 'processing' });
    const rows = await t.app.db.select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, (second.json() as LeadDetail).id));
    expect(rows).toHaveLength(1);
  });

  it("holds the amount within the bank loan's bounds, naming the bound in rupees", async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const gold = await bankLoanId('HDFC Bank', 'Gold Loan');
    const personal = await bankLoanId('Axis Bank', 'Personal Loan');
    const home = await bankLoanId('Axis Bank', 'Home Loan');
    const attempt = (loanType: number, amount: number, mobile: string) =>
      connector.client.post('/leads/leads/', payload(connector, loanType, { loan_amount: amount, customer_mobile: mobile }));

    const overGold = await attempt(gold.id, 2_500_001, '9011100010');
    expect(overGold.statusCode).toBe(400);
    expect(overGold.json()).toEqual({ loan_amount: ['Ensure this amount is at most ₹25,00,000 for this loan.'] });
    expect((await attempt(gold.id, 2_500_000, '9011100011')).statusCode).toBe(201);
    expect((await attempt(personal.id, 49_999, '9011100012')).json()).toEqual({ loan_amount: ['Ensure this amount is at least ₹50,000 for this loan.'] });
    expect((await attempt(personal.id, 4_000_000.5, '9011100013')).json()).toEqual({ loan_amount: ['Ensure this amount is at most ₹40,00,000 for this loan.'] });
    expect((await attempt(personal.id, 50_000, '9011100014')).statusCode).toBe(201);
    // No bounds: anything positive up to the contract's cap.
    expect((await attempt(home.id, 90_000_000, '9011100015')).statusCode).toBe(201);
    expect((await attempt(home.id, 1234.567, '9011100016')).json()).toEqual({ loan_amount: ['Ensure that there are no more than 2 decimal places.'] });
    const stored = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(leads).where(eq(leads.customerMobile, '9011100010'));
    expect(stored[0]?.n).toBe(0);
  });

  it('answers every malformed field at once (schema checks)', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const missing = await cn1001.post('/leads/leads/', {});
    expect(missing.statusCode).toBe(400);
    const required = ['customer_name', 'loan_type', 'customer_mobile', 'customer_address', 'loan_amount', 'referred_by_employee_id', 'branch'];
    expect(missing.json()).toEqual(Object.fromEntries(required.map((field) => [field, ['This field is required.']])));

    const malformed = await cn1001.post('/leads/leads/', {
      customer_name: '',
      loan_type: 'home',
      customer_mobile: '12345',
      customer_address: 'x'.repeat(501),
      loan_amount: 0,
      referred_by_employee_id: '',
      branch: -3,
      remarks: { text: 'x' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      customer_name: ['This field may not be blank.'],
      loan_type: ['A valid integer is required.'],
      customer_mobile: ['Enter a valid 10-digit mobile number.'],
      customer_address: ['Ensure this field has no more than 500 characters.'],
      loan_amount: ['Ensure this value is greater than 0.'],
      referred_by_employee_id: ['This field may not be blank.'],
      branch: ['Ensure this value is greater than or equal to 1.'],
      remarks: ['Not a valid string.'],
    });
    for (const mobile of ['5876500001', '98765000011', '+919876500001', '98765 00001']) {
      const response = await cn1001.post('/leads/leads/', { customer_mobile: mobile });
      expect(response.json().customer_mobile, mobile).toEqual(['Enter a valid 10-digit mobile number.']);
    }
    expect((await cn1001.post('/leads/leads/', { loan_amount: -5 })).json().loan_amount).toEqual(['Ensure this value is greater than 0.']);
  });

  it('answers every wrong value at once: blank name and address, unknown bank loan, someone else as referrer', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const response = await connector.client.post(
      '/leads/leads/',
      payload(connector, 999_999, { customer_name: '   ', customer_address: ' \t ', referred_by_employee_id: 'CN1001', customer_mobile: '9011100020' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      customer_name: ['This field may not be blank.'],
      customer_address: ['This field may not be blank.'],
      loan_type: ['Select a valid loan type.'],
      referred_by_employee_id: ['You can only refer a lead as yourself.'],
    });
    expect((await connector.client.post('/leads/leads/', payload(connector, 3_000_000_000, { customer_mobile: '9011100021' }))).json()).toEqual({
      loan_type: ['Select a valid loan type.'],
    });
  });

  it("needs the caller's own territory as the branch; the referrer id is case-insensitive", async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const home = await bankLoanId('HDFC Bank', 'Home Loan');
    const otherTerritory = await territoryId('Pune East');
    const wrong = await connector.client.post('/leads/leads/', payload(connector, home.id, { branch: otherTerritory, customer_mobile: '9011100022' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ branch: ['Select your assigned territory.'] });
    const lower = await connector.client.post('/leads/leads/', payload(connector, home.id, { referred_by_employee_id: connector.employeeId.toLowerCase(), customer_mobile: '9011100023' }));
    expect(lower.statusCode, lower.body).toBe(201);

    const withoutTerritory = await newConnector(t.app, 'verified');
    const none = await withoutTerritory.client.post('/leads/leads/', payload({ employeeId: withoutTerritory.employeeId, territoryId: otherTerritory }, home.id));
    expect(none.json()).toEqual({ branch: ['You have no assigned territory, so you cannot add a lead.'] });
  });

  it('lets a relationship manager refer only as themselves', async () => {
    const rm = await userClient(t.app, 'RM2001');
    const home = await bankLoanId('HDFC Bank', 'Home Loan');
    const forConnector = await rm.post('/leads/leads/', payload({ employeeId: 'CN1001', territoryId: await territoryId('Pune West') }, home.id, { customer_mobile: '9011100030' }));
    expect(forConnector.json()).toEqual({ referred_by_employee_id: ['You can only refer a lead as yourself.'] });
    const own = await rm.post('/leads/leads/', payload({ employeeId: 'RM2001', territoryId: await territoryId('Maharashtra') }, home.id, { customer_mobile: '9011100031' }));
    expect(own.statusCode, own.body).toBe(201);
    expect((own.json() as LeadDetail).bank_branch?.state).toBe('Maharashtra');
  });

  it("lets the back office add a lead for any active connector, in that connector's territory", async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Bengaluru South', managers: ['RM2002'] });
    const admin = await userClient(t.app, 'AD3001');
    const home = await bankLoanId('ICICI Bank', 'Home Loan');
    // No place in the address: the branch serving the connector's territory (Bengaluru South), not the admin's (West Zone).
    const created = await admin.post('/leads/leads/', payload(connector, home.id, { customer_address: 'No. 5, 2nd Main Road', customer_mobile: '9011100040' }));
    expect(created.statusCode, created.body).toBe(201);
    const lead = created.json() as LeadDetail;
    expect(lead.referred_by?.employee_id).toBe(connector.employeeId);
    expect(lead.created_by).toEqual({ user_name: 'Anjali Desai', employee_id: 'AD3001' });
    expect(lead.bank_branch?.state).toBe('Karnataka');
    expect(lead.status_history[0]?.changed_by?.employee_id).toBe('AD3001');
    // The connector sees it in their list and reads it.
    expect(((await connector.client.get('/leads/leads/my-leads/')).json() as { id: number }[]).map((entry) => entry.id)).toEqual([lead.id]);
    expect((await connector.client.get(`/leads/leads/${lead.id}/`)).statusCode).toBe(200);

    const wrongBranch = await admin.post('/leads/leads/', payload(connector, home.id, { branch: await territoryId('West Zone'), customer_mobile: '9011100041' }));
    expect(wrongBranch.json()).toEqual({ branch: ["Select the connector's assigned territory."] });
    for (const referrer of ['RM2001', 'CN9999999']) {
      const response = await admin.post('/leads/leads/', payload({ employeeId: referrer, territoryId: connector.territoryId }, home.id, { customer_mobile: '9011100042' }));
      expect(response.json(), referrer).toEqual({ referred_by_employee_id: ['Select an active connector.'] });
    }
    const director = await userClient(t.app, 'DR4001');
    const forCn1001 = await director.post('/leads/leads/', payload({ employeeId: 'CN1001', territoryId: await territoryId('Pune West') }, home.id, { customer_mobile: '9011100043' }));
    expect(forCn1001.statusCode, forCn1001.body).toBe(201);
  });

  it('is closed to connectors without verified KYC and to anonymous callers', async () => {
    const unverified = await newConnector(t.app, 'not_submitted', { territory: 'Pune West' });
    const home = await bankLoanId('HDFC Bank', 'Home Loan');
    const response = await unverified.client.post('/leads/leads/', payload(unverified, home.id));
    expect(response.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/leads/leads/', payload: {} })).statusCode).toBe(401);
  });
});

describe('GET /leads/leads/open-by-mobile/', () => {
  it("counts anyone's processing leads of the last 90 days for a mobile, and only the count", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const check = async (mobile: string) => {
      const response = await cn1001.get(`/leads/leads/open-by-mobile/?customer_mobile=${mobile}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { open_leads: number; latest_created_at: string | null };
    };
    expect(await check('9011199999')).toEqual({ open_leads: 0, latest_created_at: null });
    // Seeded: Rahul Deshmukh's lead is processing (12 days old); Meera Kulkarni's is approved.
    expect((await check('9822011004')).open_leads).toBe(1);
    expect(await check('9822011001')).toEqual({ open_leads: 0, latest_created_at: null });

    const mobile = '9011199001';
    const first = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const second = await newConnector(t.app, 'verified', { territory: 'Bengaluru North' });
    const home = await bankLoanId('HDFC Bank', 'Home Loan');
    const a = (await first.client.post('/leads/leads/', payload(first, home.id, { customer_mobile: mobile }))).json() as LeadDetail;
    const b = (await second.client.post('/leads/leads/', payload(second, home.id, { customer_mobile: mobile }))).json() as LeadDetail;
    const answer = await check(mobile);
    expect(answer).toEqual({ open_leads: 2, latest_created_at: b.created_at });
    expect(Object.keys(answer).sort()).toEqual(['latest_created_at', 'open_leads']);
    expect(Date.parse(b.created_at)).toBeGreaterThanOrEqual(Date.parse(a.created_at));

    // Older than 90 days, or no longer processing: not counted.
    const { db } = t.app;
    await db.update(leads).set({ createdAt: new Date(Date.now() - 91 * 86_400_000) }).where(eq(leads.id, b.id));
    expect(await check(mobile)).toEqual({ open_leads: 1, latest_created_at: a.created_at });
    await db.update(leads).set({ status: 'rejected' }).where(eq(leads.id, a.id));
    expect(await check(mobile)).toEqual({ open_leads: 0, latest_created_at: null });
  });

  it('answers 400 on customer_mobile for a missing or malformed number', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    expect((await cn1001.get('/leads/leads/open-by-mobile/')).json()).toEqual({ customer_mobile: ['This field is required.'] });
    for (const mobile of ['12345', '5822011004', 'abcdefghij', '98220110041']) {
      const response = await cn1001.get(`/leads/leads/open-by-mobile/?customer_mobile=${mobile}`);
      expect(response.statusCode, mobile).toBe(400);
      expect(response.json(), mobile).toEqual({ customer_mobile: ['Enter a valid 10-digit mobile number.'] });
    }
  });
});

describe('GET /leads/leads/branch-choices/', () => {
  const url = (bankLoan: number | string, address?: string, referrer?: string) =>
    `/leads/leads/branch-choices/?bank_loan=${bankLoan}${address === undefined ? '' : `&address=${encodeURIComponent(address)}`}${referrer ? `&referred_by_employee_id=${referrer}` : ''}`;

  it("ranks every branch of the loan's bank for the address and the caller's territory; its suggestion is what a create assigns", async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const baroda = await bankLoanId('Bank of Baroda', 'Business Loan');
    const address = 'Camp Area, M.G. Road, Pune 411001';
    const response = await connector.client.get(url(baroda.id, address));
    expect(response.statusCode, response.body).toBe(200);
    const choices = response.json() as BranchChoices;
    const all = await t.app.db.select({ id: bankBranches.id }).from(bankBranches).where(eq(bankBranches.bankId, baroda.bankId));
    expect(choices.branches.map((branch) => branch.id).sort((a, b) => a - b)).toEqual(all.map((branch) => branch.id).sort((a, b) => a - b));
    expect(choices.pincode).toBe('411001');
    expect(choices.suggested).toBe(choices.branches[0]?.id);
    expect(choices.branches[0]).toMatchObject({ cluster: 'Pune', evidence: 'pin_district', reason: 'Same PIN district' });
    // The evidence first, best first; then the branches nothing speaks for.
    const reasons = choices.branches.map((branch) => branch.reason);
    expect(reasons.slice(reasons.indexOf(null)).every((reason) => reason === null)).toBe(true);

    const created = await connector.client.post('/leads/leads/', payload(connector, baroda.id, { customer_address: address, customer_mobile: '9011100070', loan_amount: 900_000 }));
    expect((created.json() as LeadDetail).bank_branch?.id).toBe(choices.suggested);

    // Without an address, the territory: "Serves your territory".
    const byTerritory = (await connector.client.get(url(baroda.id))).json() as BranchChoices;
    expect(byTerritory.pincode).toBeNull();
    expect(byTerritory.branches.filter((branch) => branch.reason === 'Serves your territory').map((branch) => branch.cluster)).toEqual(
      expect.arrayContaining(['Pune']),
    );
    expect(byTerritory.suggested).toBe(byTerritory.branches[0]?.id);
  });

  it('suggests nothing when nothing speaks for a branch (a state territory, no place in the address)', async () => {
    const rm = await userClient(t.app, 'RM2001');
    const sbi = await bankLoanId('State Bank of India', 'Home Loan');
    const choices = (await rm.get(url(sbi.id, 'No. 5, 2nd Main Road'))).json() as BranchChoices;
    expect(choices.suggested).toBeNull();
    expect(choices.branches.length).toBeGreaterThan(0);
    expect(choices.branches.every((branch) => branch.evidence === null)).toBe(true);
  });

  it("uses only the caller's own territory; the back office may name an active connector", async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West' });
    const icici = await bankLoanId('ICICI Bank', 'Home Loan');
    const forOther = await connector.client.get(url(icici.id, undefined, 'CN1005'));
    expect(forOther.statusCode).toBe(400);
    expect(forOther.json()).toEqual({ referred_by_employee_id: ['You can only refer a lead as yourself.'] });
    const asSelf = await connector.client.get(url(icici.id, undefined, connector.employeeId.toLowerCase()));
    expect((asSelf.json() as BranchChoices).branches[0]).toMatchObject({ cluster: 'Pune', reason: 'Serves your territory' });
    const rm = await userClient(t.app, 'RM2001');
    expect((await rm.get(url(icici.id, undefined, 'CN1001'))).json()).toEqual({ referred_by_employee_id: ['You can only refer a lead as yourself.'] });

    // CN1005 is in Bengaluru South.
    for (const staff of ['AD3001', 'DR4001']) {
      const client = await userClient(t.app, staff);
      const response = await client.get(url(icici.id, undefined, 'CN1005'));
      expect(response.statusCode, response.body).toBe(200);
      expect((response.json() as BranchChoices).branches[0]).toMatchObject({ cluster: 'Bengaluru', reason: "Serves the connector's territory" });
    }
    const admin = await userClient(t.app, 'AD3001');
    expect((await admin.get(url(icici.id, undefined, 'RM2001'))).json()).toEqual({ referred_by_employee_id: ['Select an active connector.'] });
  });

  it('answers 400 on the field for a missing, malformed or unknown bank loan and an overlong address; 401 and 403 as every lead route', async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    expect((await cn1001.get('/leads/leads/branch-choices/')).json()).toEqual({ bank_loan: ['This field is required.'] });
    expect((await cn1001.get(url('abc'))).statusCode).toBe(400);
    for (const unknown of ['999999', '0', '4294967296']) {
      const response = await cn1001.get(url(unknown));
      expect(response.statusCode, unknown).toBe(400);
      expect(response.json()).toEqual({ bank_loan: ['Select a valid loan type.'] });
    }
    const home = await bankLoanId('HDFC Bank', 'Home Loan');
    const long = await cn1001.get(url(home.id, 'x'.repeat(501)));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toHaveProperty('address');

    expect((await t.app.inject({ method: 'GET', url: url(home.id) })).statusCode).toBe(401);
    const unverified = await newConnector(t.app, 'not_submitted', { territory: 'Pune West' });
    expect((await unverified.client.get(url(home.id))).statusCode).toBe(403);
  });
});
