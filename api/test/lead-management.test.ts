import { and, asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { auditLog, bankBranches, bankLoans, banks, employees, leads, leadStatusHistory, loanTypes, notifications, territories, transactions } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, DB_TARGET, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let director: Client;
let rm: Client;
let otherRm: Client;
let connector: Client;
let unverified: Client;

beforeAll(async () => {
  t = await createTestApp();
  [admin, director, rm, otherRm, connector, unverified] = await Promise.all(
    ['AD3001', 'DR4001', 'RM2001', 'RM2002', 'CN1001', 'CN1002'].map((id) => userClient(t.app, id)),
  );
});
afterAll(async () => {
  await t?.close();
});

interface PersonRef {
  user_name: string;
  employee_id: string;
}
interface ManagedLead {
  id: number;
  customer_name: string;
  customer_mobile: string;
  bank: { id: number; name: string };
  loan_type: { id: number; type: string };
  loan_amount: number;
  status: string;
  referred_by: PersonRef | null;
  documents: { total: number; verified: number };
  payout_amount: number;
  created_at: string;
  updated_at: string;
}
interface ManagedLeadPage {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: ManagedLead[];
}
interface LedgerEntry {
  id: number;
  transaction_type: 'credit' | 'debit';
  amount: number;
  payout_cycle: number;
  is_processed: boolean;
  payout_reference: string | null;
  created_at: string;
}
interface TimelineEvent {
  event: string;
  document: string | null;
  document_state: string | null;
  documents: { document: string; document_state: string }[];
  bank_branch_change: { from: string | null; to: string | null } | null;
  from_status: string | null;
  to_status: string;
  changed_by: PersonRef | null;
  changed_at: string;
  remark: string | null;
}
interface ManagedLeadDetail {
  id: number;
  customer_name: string;
  bank_branch: { id: number; branch_name: string; state: string } | null;
  status: string;
  loan_amount: number;
  documents_checklist: Record<string, string>;
  status_history: TimelineEvent[];
  bank_id: number;
  connectors_payout: number;
  payout_amount: number;
  ledger: LedgerEntry[];
  allowed_transitions: string[];
  can_edit: boolean;
}

const db = () => t.app.db;

async function employeeRow(employeeId: string) {
  const [row] = await db().select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employeeId));
  if (!row) throw new Error(`no employee ${employeeId}`);
  return row.id;
}

async function bankLoan(bank: string, loanType: string) {
  const [row] = await db()
    .select({ id: bankLoans.id, bankId: banks.id, loanTypeId: loanTypes.id, connectorsPayout: bankLoans.connectorsPayout })
    .from(bankLoans)
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(and(eq(banks.name, bank), eq(loanTypes.type, loanType)));
  if (!row) throw new Error(`${bank} offers no ${loanType}`);
  return row;
}

const leadIdOf = async (customerName: string) => {
  const [row] = await db().select({ id: leads.id }).from(leads).where(eq(leads.customerName, customerName));
  if (!row) throw new Error(`no lead ${customerName}`);
  return row.id;
};

let mobileCounter = 0;
interface NewLead {
  referrer?: string | null;
  bank?: string;
  loanType?: string;
  amount?: number;
  name?: string;
  mobile?: string;
  createdAt?: Date;
  checklist?: Record<string, string>;
  territoryId?: number;
}
/** A processing lead inserted straight into the database (no notification, no history needed for these tests). */
async function insertLead(options: NewLead = {}): Promise<number> {
  const loan = await bankLoan(options.bank ?? 'ICICI Bank', options.loanType ?? 'Business Loan');
  const referrer = options.referrer === null ? null : await employeeRow(options.referrer ?? 'CN1001');
  mobileCounter += 1;
  const [row] = await db()
    .insert(leads)
    .values({
      customerName: options.name ?? `Test Customer ${mobileCounter}`,
      customerMobile: options.mobile ?? `70000${String(10000 + mobileCounter).slice(-5)}`,
      customerAddress: '1, Test Road, Pune 411001',
      bankLoanId: loan.id,
      loanAmount: options.amount ?? 1_200_000,
      status: 'processing',
      documentsChecklist: options.checklist ?? { 'PAN Card': 'Pending', 'Aadhaar Card': 'Submitted', 'GST Returns': 'Verified' },
      referredById: referrer,
      createdById: referrer,
      territoryId: options.territoryId ?? null,
      ...(options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {}),
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('lead insert failed');
  return row.id;
}

/** The lead's status as a reviewer opening it now would see it. */
const statusNow = async (id: number) => (await db().select({ status: leads.status }).from(leads).where(eq(leads.id, id)))[0]?.status ?? 'processing';

/** A status change decided on the lead as it is now (`from`: as the reviewer saw it, when that is the point). */
const move = async (client: Client, id: number, status: string, remark = 'Checked with the bank.', from?: string) =>
  client.post(`/leads/manage/leads/${id}/status/`, { from_status: from ?? (await statusNow(id)), status, remark });

async function moveOk(client: Client, id: number, status: string, remark?: string): Promise<ManagedLeadDetail> {
  const response = await move(client, id, status, remark);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ManagedLeadDetail;
}

async function list(query = '', client = admin): Promise<ManagedLeadPage> {
  const response = await client.get(`/leads/manage/leads/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ManagedLeadPage;
}

const ledgerRows = (leadId: number) =>
  db().select().from(transactions).where(and(eq(transactions.leadId, leadId), sql`${transactions.leadPayoutCycle} is not null`)).orderBy(asc(transactions.id));

const auditRows = (leadId: number) =>
  db().select().from(auditLog).where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, leadId))).orderBy(asc(auditLog.id));

/** Net of the lead's payout-cycle entries. */
async function netOf(leadId: number) {
  const rows = await ledgerRows(leadId);
  return Math.round(rows.reduce((sum, row) => sum + (row.transactionType === 'credit' ? row.amount : -row.amount) * 100, 0)) / 100;
}

describe('who may use the lead management routes', () => {
  it('anonymous 401, connectors 403 (with or without KYC), rm reads their team only and never writes, admin and director everything', async () => {
    const teamLead = await leadIdOf('Pooja Bhosale'); // CN1001, below RM2001
    const otherLead = await leadIdOf('Deepika Rao'); // CN1005, below RM2002
    const reads = ['/leads/manage/leads/', '/leads/manage/leads/export/', `/leads/manage/leads/${teamLead}/`];
    for (const url of reads) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      expect((await unverified.get(url)).statusCode, url).toBe(403);
      expect((await connector.get(url)).statusCode, url).toBe(403);
      for (const client of [rm, admin, director]) expect((await client.get(url)).statusCode, url).toBe(200);
    }
    expect((await rm.get(`/leads/manage/leads/${otherLead}/`)).statusCode).toBe(404);
    expect((await rm.get(`/leads/manage/leads/${otherLead}/`)).json()).toEqual({ detail: 'Lead not found.' });
    expect((await rm.get('/leads/manage/leads/999999/')).json()).toEqual({ detail: 'Lead not found.' });
    expect((await otherRm.get(`/leads/manage/leads/${otherLead}/`)).statusCode).toBe(200);

    const writes = [
      { method: 'POST' as const, url: `/leads/manage/leads/${teamLead}/status/`, payload: { from_status: 'processing', status: 'approved', remark: 'Looks good.' } },
      { method: 'PATCH' as const, url: `/leads/manage/leads/${teamLead}/documents/`, payload: { documents: { 'PAN Card': 'Verified' } } },
    ];
    for (const write of writes) {
      expect((await t.app.inject({ method: write.method, url: write.url, payload: write.payload })).statusCode).toBe(401);
      for (const client of [unverified, connector, rm]) {
        const response = await t.app.inject({ method: write.method, url: write.url, payload: write.payload, headers: bearer(client.tokens.access) });
        expect(response.statusCode, write.url).toBe(403);
      }
    }
    // Nothing changed.
    const [pooja] = await db().select().from(leads).where(eq(leads.id, teamLead));
    expect(pooja?.status).toBe('processing');
    expect(pooja?.documentsChecklist['PAN Card']).toBe('Submitted');
  });

  it('the rm sees exactly the leads referred by the people below them; the detail has no transitions for them', async () => {
    const page = await list('?page_size=100', rm);
    expect(page.count).toBeGreaterThan(0);
    const referrers = new Set(page.results.map((lead) => lead.referred_by?.employee_id));
    for (const referrer of referrers) expect(['CN1001', 'CN1002', 'CN1003', 'CN1004']).toContain(referrer);
    expect(page.results.some((lead) => lead.customer_name === 'Deepika Rao')).toBe(false);
    const [row] = await queryRows<{ count: number }>(db(), sql`
      with recursive below(id) as (
        select m.employee_id from employee_managers m join employees e on e.id = m.manager_id where e.employee_id = 'RM2001'
        union select m.employee_id from employee_managers m join below b on m.manager_id = b.id)
      select count(*)::int as count from leads where referred_by_id in (select id from below)`);
    expect(page.count).toBe(Number(row?.count));

    const detail = (await rm.get(`/leads/manage/leads/${await leadIdOf('Pooja Bhosale')}/`)).json() as ManagedLeadDetail;
    expect(detail.allowed_transitions).toEqual([]);
    expect(detail.can_edit).toBe(false);
    const asAdmin = (await admin.get(`/leads/manage/leads/${await leadIdOf('Pooja Bhosale')}/`)).json() as ManagedLeadDetail;
    expect(asAdmin.allowed_transitions).toEqual(['approved', 'rejected']);
    expect(asAdmin.can_edit).toBe(true);
  });

  it('an indirect reportee counts for the rm (a connector below a connector below the rm)', async () => {
    const middle = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: ['RM2001'] });
    const below = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: [middle.employeeId] });
    const id = await insertLead({ referrer: below.employeeId });
    expect((await rm.get(`/leads/manage/leads/${id}/`)).statusCode).toBe(200);
    expect((await otherRm.get(`/leads/manage/leads/${id}/`)).statusCode).toBe(404);
    expect((await list(`?connector=${below.employeeId.toLowerCase()}`, rm)).count).toBe(1);
  });
});

describe('GET /leads/manage/leads/', () => {
  it('answers a page of every lead, newest first, in the ManagedLead shape', async () => {
    const page = await list();
    const total = await db().select({ count: sql<number>`count(*)::int` }).from(leads);
    expect(page.count).toBe(Number(total[0]?.count));
    expect(page.page).toBe(1);
    expect(page.page_size).toBe(20);
    expect(page.previous).toBeNull();
    const times = page.results.map((lead) => Date.parse(lead.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const meera = (await list('?search=Meera')).results[0];
    expect(meera).toEqual({
      id: await leadIdOf('Meera Kulkarni'),
      customer_name: 'Meera Kulkarni',
      customer_mobile: '9822011001',
      bank: { id: (await bankLoan('HDFC Bank', 'Home Loan')).bankId, name: 'HDFC Bank' },
      loan_type: { id: (await bankLoan('HDFC Bank', 'Home Loan')).loanTypeId, type: 'Home Loan' },
      loan_amount: 2_500_000,
      status: 'approved',
      referred_by: { user_name: 'Aarav Sharma', employee_id: 'CN1001' },
      documents: { total: 6, verified: 0 },
      payout_amount: 25_000,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const siddharth = (await list('?search=siddharth')).results[0];
    expect(siddharth?.payout_amount).toBe(18_000);
  });

  it('pages with next/previous links that keep the filters', async () => {
    const first = await list('?status=processing&page_size=2');
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe('/leads/manage/leads/?status=processing&page_size=2&page=2');
    const second = await list(first.next?.replace('/leads/manage/leads/', '') ?? '');
    expect(second.previous).toBe('/leads/manage/leads/?status=processing&page_size=2&page=1');
    expect(second.results.map((lead) => lead.id)).not.toContain(first.results[0]?.id);
    const beyond = await list('?page=999');
    expect(beyond.results).toEqual([]);
    expect(beyond.next).toBeNull();
  });

  it('filters by status, connector (any case; unknown is an empty page), bank, loan type and search', async () => {
    for (const status of ['processing', 'approved', 'rejected']) {
      const page = await list(`?status=${status}&page_size=100`);
      expect(page.count).toBeGreaterThan(0);
      expect(page.results.every((lead) => lead.status === status)).toBe(true);
    }
    const cn1001 = await list('?connector=cn1001&page_size=100');
    expect(cn1001.count).toBeGreaterThanOrEqual(8);
    expect(cn1001.results.every((lead) => lead.referred_by?.employee_id === 'CN1001')).toBe(true);
    expect(await list('?connector=NOBODY9')).toMatchObject({ count: 0, results: [], next: null });

    const hdfc = await bankLoan('HDFC Bank', 'Home Loan');
    const byBank = await list(`?bank=${hdfc.bankId}&page_size=100`);
    expect(byBank.count).toBeGreaterThan(0);
    expect(byBank.results.every((lead) => lead.bank.name === 'HDFC Bank')).toBe(true);
    const byType = await list(`?loan_type=${hdfc.loanTypeId}&page_size=100`);
    expect(byType.count).toBeGreaterThan(0);
    expect(byType.results.every((lead) => lead.loan_type.type === 'Home Loan')).toBe(true);
    const both = await list(`?bank=${hdfc.bankId}&loan_type=${hdfc.loanTypeId}&status=approved&page_size=100`);
    expect(both.results.map((lead) => lead.customer_name)).toContain('Meera Kulkarni');
    expect(both.results.every((lead) => lead.bank.name === 'HDFC Bank' && lead.loan_type.type === 'Home Loan' && lead.status === 'approved')).toBe(true);

    expect((await list('?search=kulKARNI')).results.map((lead) => lead.customer_name)).toEqual(['Meera Kulkarni']);
    expect((await list('?search=982201100')).count).toBe(8);
    expect((await list('?search=2201100')).count).toBe(0); // the mobile matches from its start only
    // LIKE wildcards are literal.
    expect((await list('?search=%25')).count).toBe(0);
    expect((await list('?search=_')).count).toBe(0);
    expect((await list('?bank=999999')).count).toBe(0);
  });

  it('filters by creation day in India time, both ends inclusive', async () => {
    const late = await insertLead({ name: 'Late Evening', createdAt: new Date('2021-03-10T18:29:00Z') }); // 23:59 IST, 10 March
    const early = await insertLead({ name: 'Early Morning', createdAt: new Date('2021-03-10T18:31:00Z') }); // 00:01 IST, 11 March
    const ids = async (query: string) => (await list(`${query}&page_size=100`)).results.map((lead) => lead.id);
    expect(await ids('?created_from=2021-03-10&created_to=2021-03-10')).toEqual([late]);
    expect(await ids('?created_from=2021-03-11&created_to=2021-03-11')).toEqual([early]);
    expect(await ids('?created_from=2021-03-10&created_to=2021-03-11')).toEqual([early, late]);
    expect(await ids('?created_from=2021-03-10&created_to=2021-03-11&ordering=created_at')).toEqual([late, early]);
    expect(await ids('?created_to=2021-03-10')).toEqual([late]);
  });

  it('filters by territory, by idle days and by the day the current status was set (India time, both ends inclusive)', async () => {
    const person = await newConnector(t.app, 'verified', { territory: 'Pune East', managers: ['RM2001'] });
    const [puneEast] = await db().select({ id: territories.id }).from(territories).where(eq(territories.name, 'Pune East'));
    const ids = async (query: string, client = admin) => (await list(`${query}&connector=${person.employeeId}&page_size=100&ordering=created_at`, client)).results.map((lead) => lead.id);
    const now = Date.now();
    const DAY = 86_400_000;
    // Idle: a processing lead whose newest timeline entry (or creation) is at least that many days old.
    const idle = await insertLead({ referrer: person.employeeId, name: 'Idle Twenty Days', createdAt: new Date(now - 20 * DAY), territoryId: puneEast?.id });
    const recent = await insertLead({ referrer: person.employeeId, name: 'Ten Days Old', createdAt: new Date(now - 10 * DAY) });
    const touched = await insertLead({ referrer: person.employeeId, name: 'Document Lately', createdAt: new Date(now - 30 * DAY) });
    await db().insert(leadStatusHistory).values({
      event: 'document', leadId: touched, fromStatus: 'processing', toStatus: 'processing', documentName: 'PAN Card', documentState: 'Verified', changedAt: new Date(now - 2 * DAY),
    });
    // Decided at 23:59 on 10 March 2021 in India, and at 00:01 on 11 March.
    const decided = async (name: string, status: 'approved' | 'rejected', at: string) => {
      const id = await insertLead({ referrer: person.employeeId, name, createdAt: new Date('2021-03-01T05:00:00Z'), territoryId: puneEast?.id });
      await db().update(leads).set({ status }).where(eq(leads.id, id));
      await db().insert(leadStatusHistory).values({ event: 'status', leadId: id, fromStatus: 'processing', toStatus: status, changedAt: new Date(at) });
      return id;
    };
    const late = await decided('Rejected Late Evening', 'rejected', '2021-03-10T18:29:00Z');
    const early = await decided('Rejected Early Morning', 'rejected', '2021-03-10T18:31:00Z');

    // `touched` is 30 days old, but a document decision two days ago is a change.
    expect(await ids('?idle_days=14')).toEqual([idle]);
    expect(await ids('?idle_days=20')).toEqual([idle]);
    expect(await ids('?idle_days=21')).toEqual([]);
    expect(await ids('?idle_days=9')).toEqual([idle, recent]);
    expect(await ids(`?territory=${puneEast?.id}`)).toEqual([late, early, idle]);
    expect(await ids(`?territory=${puneEast?.id}&status=rejected`)).toEqual([late, early]);
    expect((await list('?territory=999999')).count).toBe(0);
    expect(await ids('?changed_from=2021-03-10&changed_to=2021-03-10')).toEqual([late]);
    expect(await ids('?changed_from=2021-03-11&changed_to=2021-03-11')).toEqual([early]);
    expect(await ids('?changed_from=2021-03-10&changed_to=2021-03-11&status=rejected')).toEqual([late, early]);
    expect(await ids('?changed_to=2021-03-10')).toEqual([late]);
    expect(await ids('?changed_from=2021-03-11')).toEqual([early, touched, idle, recent]);
    // A lead that never moved: the day its status was set is its creation day.
    const created = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(now - 10 * DAY));
    expect(await ids(`?changed_from=${created}&changed_to=${created}&status=processing`)).toEqual([recent]);
    // An approval through the API: its day is today.
    await moveOk(admin, recent, 'approved');
    const approvedToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(await ids(`?status=approved&changed_from=${approvedToday}&changed_to=${approvedToday}`)).toEqual([recent]);

    // An rm's list stays their team's; the CSV export takes the same filters.
    expect(await ids('?idle_days=14', rm)).toEqual([idle]);
    expect(await ids('?idle_days=14', otherRm)).toEqual([]);
    const csv = await admin.get(`/leads/manage/leads/export/?connector=${person.employeeId}&territory=${puneEast?.id}&changed_from=2021-03-10&changed_to=2021-03-10`);
    expect(csv.body.split('\r\n').slice(1, -1).map((line) => Number(line.split(',')[0]))).toEqual([late]);
    expect((await admin.get('/leads/manage/leads/export/?idle_days=0')).statusCode).toBe(400);
  });

  it('orders by loan amount and last update', async () => {
    const descending = (await list('?ordering=-loan_amount&page_size=100')).results.map((lead) => lead.loan_amount);
    expect([...descending].sort((a, b) => b - a)).toEqual(descending);
    const ascending = (await list('?ordering=loan_amount&page_size=100')).results.map((lead) => lead.loan_amount);
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
    const updated = (await list('?ordering=-updated_at&page_size=100')).results.map((lead) => Date.parse(lead.updated_at));
    expect([...updated].sort((a, b) => b - a)).toEqual(updated);
  });

  it('answers 400 with field messages for bad filters', async () => {
    const bad = async (query: string) => {
      const response = await admin.get(`/leads/manage/leads/${query}`);
      expect(response.statusCode, query).toBe(400);
      return response.json() as Record<string, string[]>;
    };
    expect(await bad('?created_from=2024-03-12&created_to=2024-03-11')).toEqual({ created_to: ['The end date must not be before the start date.'] });
    expect(await bad('?created_from=2024-02-30')).toEqual({ created_from: ['Enter a valid date (YYYY-MM-DD).'] });
    expect(Object.keys(await bad('?created_to=yesterday'))).toEqual(['created_to']);
    expect(await bad('?status=done')).toEqual({ status: ['Select a valid choice.'] });
    expect(await bad('?ordering=customer_name')).toEqual({ ordering: ['Select a valid choice.'] });
    expect(await bad('?bank=abc')).toEqual({ bank: ['A valid integer is required.'] });
    expect(await bad('?bank=9999999999')).toEqual({ bank: ['A valid integer is required.'] });
    expect(Object.keys(await bad('?loan_type=9999999999'))).toEqual(['loan_type']);
    expect(await bad('?page_size=101')).toEqual({ page_size: ['Ensure this value is between 1 and 100.'] });
    expect(Object.keys(await bad('?page=0'))).toEqual(['page']);
    expect(Object.keys(await bad(`?search=${'x'.repeat(101)}`))).toEqual(['search']);
    expect(Object.keys(await bad(`?connector=${'x'.repeat(33)}`))).toEqual(['connector']);
    expect(await bad('?territory=abc')).toEqual({ territory: ['A valid integer is required.'] });
    expect(await bad('?territory=9999999999')).toEqual({ territory: ['A valid integer is required.'] });
    expect(await bad('?idle_days=0')).toEqual({ idle_days: ['Ensure this value is between 1 and 365.'] });
    expect(await bad('?idle_days=366')).toEqual({ idle_days: ['Ensure this value is between 1 and 365.'] });
    expect(await bad('?idle_days=two')).toEqual({ idle_days: ['A valid integer is required.'] });
    expect(await bad('?idle_days=-3')).toEqual({ idle_days: ['A valid integer is required.'] });
    expect(await bad('?changed_from=2024-02-30')).toEqual({ changed_from: ['Enter a valid date (YYYY-MM-DD).'] });
    expect(Object.keys(await bad('?changed_to=yesterday'))).toEqual(['changed_to']);
    expect(await bad('?changed_from=2024-03-12&changed_to=2024-03-11')).toEqual({ changed_to: ['The end date must not be before the start date.'] });
    // Every problem at once.
    expect(await bad('?territory=9999999999&idle_days=0&changed_from=2024-02-30&created_from=2024-13-01')).toEqual({
      territory: ['A valid integer is required.'],
      idle_days: ['Ensure this value is between 1 and 365.'],
      changed_from: ['Enter a valid date (YYYY-MM-DD).'],
      created_from: ['Enter a valid date (YYYY-MM-DD).'],
    });
  });
});

describe('GET /leads/manage/leads/export/', () => {
  const parseCsv = (text: string) => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    const body = text.slice(1);
    for (let i = 0; i < body.length; i += 1) {
      const char = body[i] as string;
      if (quoted) {
        if (char === '"' && body[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(cell);
        cell = '';
      } else if (char === '\r' && body[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i += 1;
      } else cell += char;
    }
    expect(cell).toBe('');
    expect(row).toEqual([]);
    return rows;
  };

  it('answers a CSV download with the header row and one row per filtered lead', async () => {
    const response = await admin.get('/leads/manage/leads/export/?connector=CN1001&status=approved&ordering=loan_amount');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parseCsv(response.body);
    expect(rows[0]).toEqual([
      'ID', 'Customer', 'Mobile', 'Bank', 'Loan Type', 'Loan Amount', 'Status', 'Referred By', 'Referrer ID', 'Documents Verified', 'Payout', 'Created',
    ]);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['Ananya Patil', 'Siddharth Joshi', 'Meera Kulkarni']);
    const siddharth = rows.find((row) => row[1] === 'Siddharth Joshi');
    expect(siddharth).toEqual([
      String(await leadIdOf('Siddharth Joshi')), 'Siddharth Joshi', '9822011002', 'ICICI Bank', 'Business Loan', '1200000.00', 'approved',
      'Aarav Sharma', 'CN1001', '0 of 5', '18000.00', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ]);
    // The rm's export holds their team's leads only.
    const team = parseCsv((await rm.get('/leads/manage/leads/export/')).body).slice(1);
    expect(team.length).toBeGreaterThan(0);
    const listed = await list('?page_size=100', rm);
    expect(team.map((row) => Number(row[0])).sort((a, b) => a - b)).toEqual(listed.results.map((lead) => lead.id).sort((a, b) => a - b));
    expect(team.some((row) => ['CN1005', 'CN1006'].includes(row[8] as string))).toBe(false);
    // A filter that matches nothing: the header only.
    expect(parseCsv((await admin.get('/leads/manage/leads/export/?connector=NOBODY')).body)).toHaveLength(1);
    expect((await admin.get('/leads/manage/leads/export/?created_from=2024-05-02&created_to=2024-05-01')).statusCode).toBe(400);
  });

  it('quotes cells (RFC 4180) and stops spreadsheet formulas', async () => {
    const names = ['=HYPERLINK("http://evil.example","x")', '+91 caller', '-minus', '@SUM(A1)', 'Shah, "Raj"\r\nJr'];
    for (const name of names) await insertLead({ name, referrer: 'CN1006' });
    const response = await admin.get('/leads/manage/leads/export/?connector=CN1006&ordering=created_at');
    const rows = parseCsv(response.body).slice(1);
    const customers = rows.map((row) => row[1]);
    expect(customers).toEqual(expect.arrayContaining([
      `'=HYPERLINK("http://evil.example","x")`, "'+91 caller", "'-minus", "'@SUM(A1)", 'Shah, "Raj"\r\nJr',
    ]));
    expect(response.body).toContain('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    for (const row of rows) expect(row).toHaveLength(12);
  });
});

describe('POST /leads/manage/leads/{id}/status/', () => {
  it('checks the remark and the status (400 on the field) before anything is written', async () => {
    const id = await insertLead();
    const bad = async (payload: unknown) => {
      const response = await admin.post(`/leads/manage/leads/${id}/status/`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json() as Record<string, string[]>;
    };
    const seen = { from_status: 'processing' };
    expect(await bad({ ...seen, status: 'approved' })).toEqual({ remark: ['This field is required.'] });
    expect(await bad({ ...seen, status: 'approved', remark: '' })).toEqual({ remark: ['This field may not be blank.'] });
    expect(await bad({ ...seen, status: 'approved', remark: '    ' })).toEqual({ remark: ['This field may not be blank.'] });
    expect(await bad({ ...seen, status: 'approved', remark: ' ok ' })).toEqual({ remark: ['Ensure this field has at least 3 characters.'] });
    expect(await bad({ ...seen, status: 'approved', remark: 'x'.repeat(1001) })).toEqual({ remark: ['Ensure this field has no more than 1000 characters.'] });
    expect(await bad({ ...seen, status: 'done', remark: 'Fine by me.' })).toEqual({ status: ['Select a valid choice.'] });
    expect(Object.keys(await bad({ ...seen, remark: 'Fine by me.' }))).toEqual(['status']);
    expect(Object.keys(await bad({ ...seen, status: 'approved', remark: { text: 'Fine by me.' } }))).toEqual(['remark']);
    // The status the reviewer saw is required: a change is always decided on a view of the lead.
    expect(await bad({ status: 'approved', remark: 'Fine by me.' })).toEqual({ from_status: ['This field is required.'] });
    expect(await bad({ from_status: 'sanctioned', status: 'approved', remark: 'Fine by me.' })).toEqual({ from_status: ['Select a valid choice.'] });
    expect((await admin.post('/leads/manage/leads/999999/status/', { ...seen, status: 'approved', remark: 'Fine by me.' })).statusCode).toBe(404);
    expect(await ledgerRows(id)).toEqual([]);
    expect(await auditRows(id)).toEqual([]);
  });

  it('walks the state machine: every allowed move works, the same status is a 409, any other move a 400 on status', async () => {
    const id = await insertLead();
    const expectRefused = async (status: string, code: number, body: unknown) => {
      const response = await move(admin, id, status);
      expect(response.statusCode, `${status}: ${response.body}`).toBe(code);
      expect(response.json()).toEqual(body);
    };
    await expectRefused('processing', 409, { detail: 'This lead is already processing.' });
    expect((await moveOk(admin, id, 'rejected')).allowed_transitions).toEqual(['processing']);
    await expectRefused('rejected', 409, { detail: 'This lead is already rejected.' });
    await expectRefused('approved', 400, { status: ['A rejected lead must be reopened (moved to processing) before it can be approved.'] });
    expect((await moveOk(director, id, 'processing')).allowed_transitions).toEqual(['approved', 'rejected']);
    expect((await moveOk(admin, id, 'approved')).allowed_transitions).toEqual(['rejected']);
    await expectRefused('approved', 409, { detail: 'This lead is already approved.' });
    await expectRefused('processing', 400, { status: ['An approved lead can only be rejected (which reverses its payout).'] });
    const reversed = await moveOk(director, id, 'rejected', 'Bank withdrew the sanction.');
    expect(reversed.status).toBe('rejected');
    expect(reversed.status_history.map((event) => [event.event, event.from_status, event.to_status])).toEqual([
      ['status', 'processing', 'rejected'],
      ['status', 'rejected', 'processing'],
      ['status', 'processing', 'approved'],
      ['status', 'approved', 'rejected'],
    ]);
    const last = reversed.status_history.at(-1);
    expect(last).toMatchObject({ remark: 'Bank withdrew the sanction.', changed_by: { employee_id: 'DR4001', user_name: 'Rajesh Kapoor' }, document: null });
    // One audit entry per change, none for the refused ones.
    const audit = await auditRows(id);
    expect(audit.map((row) => [row.action, row.details.from, row.details.to])).toEqual([
      ['lead.status_changed', 'processing', 'rejected'],
      ['lead.status_changed', 'rejected', 'processing'],
      ['lead.status_changed', 'processing', 'approved'],
      ['lead.status_changed', 'approved', 'rejected'],
    ]);
  });

  it('keeps the ledger: approval credits, reversal debits, a re-approval credits a new cycle at the payout % of that moment', async () => {
    const person = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: ['RM2001'] });
    const loan = await bankLoan('ICICI Bank', 'Business Loan');
    const id = await insertLead({ referrer: person.employeeId, amount: 1_234_567.89, name: 'Ledger Customer' });

    const approved = await moveOk(admin, id, 'approved', 'Sanctioned by ICICI.');
    const firstAmount = Math.round(1_234_567.89 * loan.connectorsPayout) / 100;
    expect(approved.ledger).toEqual([
      { id: expect.any(Number), transaction_type: 'credit', amount: firstAmount, payout_cycle: 1, is_processed: false, payout_reference: null, created_at: expect.any(String) },
    ]);
    expect(approved.payout_amount).toBe(firstAmount);
    const [credit] = await ledgerRows(id);
    expect(credit).toMatchObject({ connectorId: person.id, transactionType: 'credit', amount: firstAmount, isProcessed: false, leadPayoutCycle: 1 });
    expect(credit?.description).toBe('Payout for Ledger Customer: Business Loan, ICICI Bank (1.50% of ₹12,34,567.89)');
    expect(await netOf(id)).toBe(firstAmount);

    const reversed = await moveOk(admin, id, 'rejected', 'Customer cancelled.');
    expect(reversed.ledger.map((entry) => [entry.transaction_type, entry.amount, entry.payout_cycle])).toEqual([
      ['credit', firstAmount, 1],
      ['debit', firstAmount, 1],
    ]);
    expect((await ledgerRows(id))[1]?.description).toBe('Reversal of the payout for Ledger Customer');
    expect(await netOf(id)).toBe(0);

    await moveOk(admin, id, 'processing', 'Customer is back.');
    expect(await netOf(id)).toBe(0);
    // The bank loan's payout changes between the approvals: the new approval uses the new %.
    await db().update(bankLoans).set({ connectorsPayout: 2.25 }).where(eq(bankLoans.id, loan.id));
    try {
      const again = await moveOk(director, id, 'approved', 'Sanctioned again.');
      const secondAmount = Math.round(1_234_567.89 * 2.25) / 100;
      expect(again.ledger.map((entry) => [entry.transaction_type, entry.amount, entry.payout_cycle])).toEqual([
        ['credit', firstAmount, 1],
        ['debit', firstAmount, 1],
        ['credit', secondAmount, 2],
      ]);
      expect(await netOf(id)).toBe(secondAmount);
      expect((await ledgerRows(id))[2]?.description).toBe('Payout for Ledger Customer: Business Loan, ICICI Bank (2.25% of ₹12,34,567.89)');
      const [row] = await db().select({ payoutCycle: leads.payoutCycle, status: leads.status }).from(leads).where(eq(leads.id, id));
      expect(row).toEqual({ payoutCycle: 2, status: 'approved' });
      // A second reversal debits the second credit, not the first.
      const second = await moveOk(admin, id, 'rejected', 'Rejected at disbursal.');
      expect(second.ledger.at(-1)).toMatchObject({ transaction_type: 'debit', amount: secondAmount, payout_cycle: 2 });
      expect(await netOf(id)).toBe(0);
    } finally {
      await db().update(bankLoans).set({ connectorsPayout: loan.connectorsPayout }).where(eq(bankLoans.id, loan.id));
    }

    // The connector's notifications, newest last.
    const received = await db()
      .select({ title: notifications.title, message: notifications.message, leadId: notifications.leadId, type: notifications.notificationType })
      .from(notifications)
      .where(eq(notifications.recipientId, person.id))
      .orderBy(asc(notifications.id));
    expect(received.map((row) => row.title)).toEqual([
      'Lead approved: Ledger Customer',
      'Lead rejected: Ledger Customer',
      'Lead reopened: Ledger Customer',
      'Lead approved: Ledger Customer',
      'Lead rejected: Ledger Customer',
    ]);
    expect(received.every((row) => row.leadId === id && row.type === 'lead_status')).toBe(true);
    expect(received[0]?.message).toBe(
      'The Business Loan of **₹12,34,567.89** for Ledger Customer was approved. Your payout: **₹18,518.52**.\nRemark: Sanctioned by ICICI.',
    );
    expect(received[1]?.message).toBe(
      'The Business Loan lead for **Ledger Customer** was rejected after its approval; the payout of **₹18,518.52** is reversed.\nReason: **Customer cancelled.**',
    );
    expect(received[2]?.message).toContain('was reopened');
  });

  it('credits nothing when the payout is 0% or there is no referrer, and keeps the invariant through later approvals', async () => {
    const [loanType] = await db().insert(loanTypes).values({ type: 'Test Zero Payout Loan' }).returning({ id: loanTypes.id });
    const hdfc = await bankLoan('HDFC Bank', 'Home Loan');
    const [zeroLoan] = await db()
      .insert(bankLoans)
      .values({ bankId: hdfc.bankId, loanTypeId: loanType?.id ?? 0, requiredDocuments: 'PAN Card', connectorsPayout: 0, cpPayout: 0.5 })
      .returning({ id: bankLoans.id });
    const person = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: ['RM2001'] });
    const id = await insertLead({ referrer: person.employeeId, bank: 'HDFC Bank', loanType: 'Test Zero Payout Loan', name: 'Zero Payout' });

    const approved = await moveOk(admin, id, 'approved');
    expect(approved.payout_amount).toBe(0);
    expect(approved.ledger).toEqual([]);
    const notified = await db().select().from(notifications).where(eq(notifications.recipientId, person.id));
    expect(notified[0]?.message).toBe('The Test Zero Payout Loan of **₹12,00,000** for Zero Payout was approved.\nRemark: Checked with the bank.');
    expect((await auditRows(id)).at(-1)?.details).toMatchObject({ ledger: null, no_ledger_entry: 'zero_payout', payout_cycle: 0 });
    await moveOk(admin, id, 'rejected');
    expect(await ledgerRows(id)).toEqual([]);
    await moveOk(admin, id, 'processing');
    // Now the loan pays 1%: the next approval opens cycle 1.
    await db().update(bankLoans).set({ connectorsPayout: 1 }).where(eq(bankLoans.id, zeroLoan?.id ?? 0));
    expect((await moveOk(admin, id, 'approved')).ledger.map((entry) => [entry.transaction_type, entry.amount, entry.payout_cycle])).toEqual([
      ['credit', 12_000, 1],
    ]);
    await moveOk(admin, id, 'rejected');
    await moveOk(admin, id, 'processing');
    // Back to 0%: approved without an open cycle; a later paid approval takes cycle 2 (after the ledger's highest).
    await db().update(bankLoans).set({ connectorsPayout: 0 }).where(eq(bankLoans.id, zeroLoan?.id ?? 0));
    await moveOk(admin, id, 'approved');
    expect(await netOf(id)).toBe(0);
    await moveOk(admin, id, 'rejected');
    expect(await ledgerRows(id)).toHaveLength(2);
    await moveOk(admin, id, 'processing');
    await db().update(bankLoans).set({ connectorsPayout: 0.5 }).where(eq(bankLoans.id, zeroLoan?.id ?? 0));
    const paid = await moveOk(admin, id, 'approved');
    expect(paid.ledger.at(-1)).toMatchObject({ transaction_type: 'credit', amount: 6_000, payout_cycle: 2 });
    expect(await netOf(id)).toBe(6_000);

    // No referrer: no ledger entry, no notification.
    const orphan = await insertLead({ referrer: null, name: 'No Referrer' });
    const before = await db().select({ count: sql<number>`count(*)::int` }).from(notifications);
    expect((await moveOk(admin, orphan, 'approved')).ledger).toEqual([]);
    expect((await moveOk(admin, orphan, 'rejected')).ledger).toEqual([]);
    const after = await db().select({ count: sql<number>`count(*)::int` }).from(notifications);
    expect(after[0]?.count).toBe(before[0]?.count);
  });

  it('writes the change, its timeline row, ledger entry, notification and audit entry in one transaction: a failure leaves none of them', async () => {
    const person = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: ['RM2001'] });
    const id = await insertLead({ referrer: person.employeeId, name: 'Atomic Customer' });
    // A deferred check that fails at commit for this lead's audit entry: everything before it must roll back.
    await db().execute(sql.raw(`
      create or replace function test_refuse_audit() returns trigger language plpgsql as $$
      begin
        raise exception using errcode = '23514', constraint = 'lead_payout_invariant', message = 'refused for the test';
      end $$`));
    await db().execute(sql.raw(`
      create constraint trigger test_refuse_audit after insert on audit_log deferrable initially deferred
      for each row when (new.entity_type = 'lead' and new.entity_id = ${id}) execute function test_refuse_audit()`));
    try {
      const response = await move(admin, id, 'approved');
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toEqual({ detail: 'Someone else changed this lead at the same moment. Reload it and try again.' });
      const documents = await admin.patch(`/leads/manage/leads/${id}/documents/`, { documents: { 'PAN Card': 'Verified' } });
      expect(documents.statusCode).toBe(409);
    } finally {
      await db().execute(sql.raw('drop trigger test_refuse_audit on audit_log'));
      await db().execute(sql.raw('drop function test_refuse_audit()'));
    }
    const [lead] = await db().select().from(leads).where(eq(leads.id, id));
    expect(lead).toMatchObject({ status: 'processing', payoutCycle: 0 });
    expect(lead?.documentsChecklist['PAN Card']).toBe('Pending');
    expect(await ledgerRows(id)).toEqual([]);
    expect(await auditRows(id)).toEqual([]);
    expect(await db().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id))).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.recipientId, person.id))).toEqual([]);

    // Without the sabotage the same change goes through, with every row.
    await moveOk(admin, id, 'approved', 'Sanctioned.');
    expect(await ledgerRows(id)).toHaveLength(1);
    expect(await auditRows(id)).toHaveLength(1);
    expect(await db().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id))).toHaveLength(1);
    expect(await db().select().from(notifications).where(eq(notifications.recipientId, person.id))).toHaveLength(1);
  });
});

describe('the payout invariant in the database', () => {
  it('refuses a second credit for the same cycle', async () => {
    const id = await insertLead();
    await moveOk(admin, id, 'approved');
    const [credit] = await ledgerRows(id);
    await expect(
      db().insert(transactions).values({
        connectorId: credit?.connectorId ?? 0, leadId: id, transactionType: 'credit', amount: 1, description: 'Duplicate', leadPayoutCycle: 1,
      }),
    ).rejects.toThrow();
    expect(await ledgerRows(id)).toHaveLength(1);
  });

  it('refuses at commit a status change without its ledger entry (raw SQL)', async () => {
    const id = await insertLead();
    await moveOk(admin, id, 'approved');
    // Rejected without the debit: the net payout would stay open.
    await expect(db().transaction(async (tx) => {
      await tx.execute(sql`update leads set status = 'rejected' where id = ${id}`);
    })).rejects.toThrow();
    // A new cycle without its credit.
    await expect(db().transaction(async (tx) => {
      await tx.execute(sql`update leads set payout_cycle = 2 where id = ${id}`);
    })).rejects.toThrow();
    // A processing lead cannot hold an open credit.
    const other = await insertLead();
    await expect(db().transaction(async (tx) => {
      await tx.execute(sql`insert into transactions (connector_id, lead_id, transaction_type, amount, description, lead_payout_cycle)
        select referred_by_id, id, 'credit', 100, 'Stray', 1 from leads where id = ${other}`);
    })).rejects.toThrow();
    const [row] = await db().select({ status: leads.status, payoutCycle: leads.payoutCycle }).from(leads).where(eq(leads.id, id));
    expect(row).toEqual({ status: 'approved', payoutCycle: 1 });
  });
});

describe('concurrent changes of one lead', () => {
  it(`two staff approving at the same moment: one 200, one 409, exactly one credit (10 times, ${DB_TARGET})`, async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = await insertLead({ name: `Race ${round}` });
      const answers = await Promise.all([move(admin, id, 'approved', 'Approve A.', 'processing'), move(director, id, 'approved', 'Approve B.', 'processing')]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join(' | ')).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
        detail: 'This lead was Processing when you opened it and is Approved now: nothing was changed. Check it again before deciding.',
        status: 'approved',
      });
      const ledger = await ledgerRows(id);
      expect(ledger.map((row) => [row.transactionType, row.leadPayoutCycle])).toEqual([['credit', 1]]);
      expect(await auditRows(id)).toHaveLength(1);
      expect((await db().select().from(leadStatusHistory).where(eq(leadStatusHistory.leadId, id))).map((row) => row.toStatus)).toEqual(['approved']);
    }
  });

  it.runIf(DB_TARGET === 'postgres')('both approvals waiting on a held row lock: one 200, one 409, one credit (PostgreSQL, 10 times)', async () => {
    const holder = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await holder.connect();
    try {
      for (let round = 0; round < 10; round += 1) {
        const id = await insertLead({ name: `Held Race ${round}` });
        await holder.query('begin');
        await holder.query('select id from leads where id = $1 for update', [id]);
        const answers = Promise.all([move(admin, id, 'approved', 'Approve A.', 'processing'), move(director, id, 'approved', 'Approve B.', 'processing')]);
        // Both requests are now waiting for the lead's row lock.
        await new Promise((resolve) => setTimeout(resolve, 150));
        const waiting = await holder.query<{ count: string }>(
          `select count(*) as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        expect(Number(waiting.rows[0]?.count)).toBe(2);
        await holder.query('commit');
        const codes = (await answers).map((answer) => answer.statusCode).sort();
        expect(codes).toEqual([200, 409]);
        expect((await ledgerRows(id)).map((row) => row.transactionType)).toEqual(['credit']);
        expect(await netOf(id)).toBe(12_000 * 1.5);
      }
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  });

  it('approve and reject of what both saw as processing, at the same moment: one wins, the other is a 409 and moves no money', async () => {
    for (let round = 0; round < 10; round += 1) {
      const id = await insertLead({ name: `Race Mixed ${round}` });
      const [approve, reject] = await Promise.all([move(admin, id, 'approved', 'Approve it.', 'processing'), move(director, id, 'rejected', 'Reject it.', 'processing')]);
      const [lead] = await db().select({ status: leads.status }).from(leads).where(eq(leads.id, id));
      const ledger = await ledgerRows(id);
      if (approve.statusCode === 200) {
        // Approved first: the reject was decided on a lead that was not approved, so it reverses nothing.
        expect(reject.statusCode, reject.body).toBe(409);
        expect(reject.json()).toMatchObject({ status: 'approved' });
        expect(lead?.status).toBe('approved');
        expect(ledger.map((row) => row.transactionType)).toEqual(['credit']);
      } else {
        expect([approve.statusCode, reject.statusCode]).toEqual([409, 200]);
        expect(approve.json()).toMatchObject({ status: 'rejected' });
        expect(lead?.status).toBe('rejected');
        expect(ledger).toEqual([]);
      }
      expect(await auditRows(id)).toHaveLength(1);
    }
  });

  it('a reject decided while the lead was processing, sent after someone approved it, is a 409 and reverses nothing', async () => {
    const id = await insertLead({ name: 'Stale View' });
    await moveOk(admin, id, 'approved', 'Sanctioned by the bank.');
    const stale = await move(director, id, 'rejected', 'Customer withdrew.', 'processing');
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: 'This lead was Processing when you opened it and is Approved now: nothing was changed. Check it again before deciding.',
      status: 'approved',
    });
    expect((await ledgerRows(id)).map((row) => row.transactionType)).toEqual(['credit']);
    expect(await statusNow(id)).toBe('approved');
    // Decided again on the lead as it is now, the reversal goes through.
    expect((await moveOk(director, id, 'rejected', 'Customer withdrew.')).status).toBe('rejected');
    expect((await ledgerRows(id)).map((row) => row.transactionType)).toEqual(['credit', 'debit']);
  });
});

describe('PATCH /leads/manage/leads/{id}/documents/', () => {
  it('sets document states, writes one timeline event per save naming every real change, and one audit entry', async () => {
    const id = await insertLead({ name: 'Documents Customer' });
    const response = await admin.patch(`/leads/manage/leads/${id}/documents/`, {
      documents: { 'PAN Card': 'Verified', 'Aadhaar Card': 'Submitted', 'GST Returns': 'Pending' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const lead = response.json() as ManagedLeadDetail;
    expect(lead.documents_checklist).toEqual({ 'PAN Card': 'Verified', 'Aadhaar Card': 'Submitted', 'GST Returns': 'Pending' });
    // Aadhaar Card was already Submitted: two changes, in one event (the first repeated in document, document_state).
    expect(lead.status_history.map((event) => [event.event, event.document, event.document_state, event.from_status, event.to_status])).toEqual([
      ['document', 'PAN Card', 'Verified', 'processing', 'processing'],
    ]);
    expect(lead.status_history[0]?.documents).toEqual([
      { document: 'PAN Card', document_state: 'Verified' },
      { document: 'GST Returns', document_state: 'Pending' },
    ]);
    expect(lead.status_history[0]?.changed_by?.employee_id).toBe('AD3001');
    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'lead.documents_updated',
      details: { documents: { 'PAN Card': { from: 'Pending', to: 'Verified' }, 'GST Returns': { from: 'Verified', to: 'Pending' } } },
    });
    // The list counts the verified documents.
    expect((await list(`?search=${encodeURIComponent(lead.customer_name)}`)).results[0]?.documents).toEqual({ total: 3, verified: 1 });

    // Nothing new: nothing written.
    const again = await director.patch(`/leads/manage/leads/${id}/documents/`, { documents: { 'PAN Card': 'Verified' } });
    expect(again.statusCode).toBe(200);
    expect((again.json() as ManagedLeadDetail).status_history).toHaveLength(1);
    expect(await auditRows(id)).toHaveLength(1);
    // The timeline also shows status events, with to_status the status after the event.
    await moveOk(admin, id, 'rejected');
    await director.patch(`/leads/manage/leads/${id}/documents/`, { documents: { 'PAN Card': 'Submitted' } });
    const detail = (await admin.get(`/leads/manage/leads/${id}/`)).json() as ManagedLeadDetail;
    expect(detail.status_history.at(-1)).toMatchObject({
      event: 'document',
      document: 'PAN Card',
      document_state: 'Submitted',
      documents: [{ document: 'PAN Card', document_state: 'Submitted' }],
      to_status: 'rejected',
    });
    expect(detail.status_history.at(-2)).toMatchObject({ event: 'status', documents: [], document: null, to_status: 'rejected' });
    // The connector's own lead detail shows the same timeline.
    const own = (await connector.get(`/leads/leads/${id}/`)).json() as { status_history: TimelineEvent[] };
    expect(own.status_history).toEqual(detail.status_history);
  });

  it('keeps each save its own timeline event: seven documents in one save are one event, the next save another', async () => {
    const seven = ['PAN Card', 'Aadhaar Card', 'Salary Slips', 'Bank Statement', 'Form 16', 'ITR', 'Address Proof'];
    const id = await insertLead({ checklist: Object.fromEntries(seven.map((name) => [name, 'Pending'])) });
    const all = await admin.patch(`/leads/manage/leads/${id}/documents/`, { documents: Object.fromEntries(seven.map((name) => [name, 'Verified'])) });
    expect(all.statusCode, all.body).toBe(200);
    await director.patch(`/leads/manage/leads/${id}/documents/`, { documents: { 'Form 16': 'Pending', ITR: 'Submitted' } });
    const history = ((await connector.get(`/leads/leads/${id}/`)).json() as { status_history: TimelineEvent[] }).status_history;
    expect(history.map((event) => [event.changed_by?.employee_id, event.documents.map((change) => `${change.document} ${change.document_state}`)])).toEqual([
      ['AD3001', seven.map((name) => `${name} Verified`)],
      ['DR4001', ['Form 16 Pending', 'ITR Submitted']],
    ]);
  });

  it('answers 400 on documents for names outside the checklist, bad states and empty requests', async () => {
    const id = await insertLead();
    const bad = async (payload: unknown) => {
      const response = await admin.patch(`/leads/manage/leads/${id}/documents/`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json() as Record<string, string[]>;
    };
    expect(await bad({ documents: { 'PAN Card': 'Verified', Passport: 'Verified', 'Voter ID': 'Pending' } })).toEqual({
      documents: ['These documents are not in the lead\'s checklist: "Passport", "Voter ID".'],
    });
    expect(await bad({ documents: { 'pan card': 'Verified' } })).toEqual({ documents: ['This document is not in the lead\'s checklist: "pan card".'] });
    expect(await bad({ documents: { 'PAN Card': 'Rejected' } })).toEqual({ 'documents.PAN Card': ['Select a valid choice.'] });
    expect(Object.keys(await bad({ documents: {} }))).toEqual(['documents']);
    expect(await bad({})).toEqual({ documents: ['This field is required.'] });
    expect(Object.keys(await bad({ documents: ['PAN Card'] }))).toEqual(['documents']);
    expect((await admin.patch('/leads/manage/leads/999999/documents/', { documents: { 'PAN Card': 'Verified' } })).statusCode).toBe(404);
    const [lead] = await db().select().from(leads).where(eq(leads.id, id));
    expect(lead?.documentsChecklist['PAN Card']).toBe('Pending');
    expect(await auditRows(id)).toEqual([]);
  });
});

describe('GET /leads/manage/leads/{id}/', () => {
  it("answers the lead detail with the bank, the payout terms and the ledger with its payout run's reference", async () => {
    const meera = await leadIdOf('Meera Kulkarni');
    const response = await admin.get(`/leads/manage/leads/${meera}/`);
    expect(response.statusCode).toBe(200);
    const lead = response.json() as ManagedLeadDetail & Record<string, unknown>;
    expect(lead).toMatchObject({
      id: meera,
      customer_name: 'Meera Kulkarni',
      status: 'approved',
      bank: 'HDFC Bank',
      bank_id: (await bankLoan('HDFC Bank', 'Home Loan')).bankId,
      connectors_payout: 1,
      payout_amount: 25_000,
      allowed_transitions: ['rejected'],
      can_edit: true,
    });
    // The seed's credit is cycle 1 and processed; the TDS debit is not a payout-cycle entry.
    expect(lead.ledger).toEqual([
      { id: expect.any(Number), transaction_type: 'credit', amount: 25_000, payout_cycle: 1, is_processed: true, payout_reference: null, created_at: expect.any(String) },
    ]);
    expect(lead.status_history[0]).toMatchObject({ event: 'created', from_status: null, to_status: 'processing' });
    expect(Object.keys(lead).sort()).toEqual(
      [
        'allowed_transitions', 'bank', 'bank_branch', 'bank_id', 'can_edit', 'connectors_payout', 'created_at', 'created_by', 'customer_address',
        'customer_mobile', 'customer_name', 'documents_checklist', 'id', 'ledger', 'loan', 'loan_amount', 'loan_type', 'payout_amount', 'referred_by',
        'remarks', 'status', 'status_history',
      ].sort(),
    );
    for (const value of ['0', '99999999999', 'abc']) {
      const answer = await admin.get(`/leads/manage/leads/${value}/`);
      expect([400, 404]).toContain(answer.statusCode);
    }
  });
});

describe("a lead's bank branch in the back office", () => {
  interface BranchChoices {
    suggested: number | null;
    pincode: string | null;
    branches: { id: number; branch_name: string; cluster: string; evidence: string | null; reason: string | null }[];
  }
  const branchesOf = (bank: string) =>
    db()
      .select({ id: bankBranches.id, branch_name: bankBranches.branchName, state: bankBranches.state })
      .from(bankBranches)
      .innerJoin(banks, eq(banks.id, bankBranches.bankId))
      .where(eq(banks.name, bank))
      .orderBy(asc(bankBranches.id));
  const moveBranch = (client: Client, id: number, body: Record<string, unknown>) => client.post(`/leads/manage/leads/${id}/branch/`, body);
  const branchNow = async (id: number) => (await db().select({ id: leads.bankBranchId }).from(leads).where(eq(leads.id, id)))[0]?.id ?? null;
  const branchEvents = async (id: number) =>
    (await db().select().from(leadStatusHistory).where(and(eq(leadStatusHistory.leadId, id), eq(leadStatusHistory.event, 'branch')))).length;

  it("offers admin and director the bank's branches ranked for the lead's address; others get 403, an unknown lead 404", async () => {
    const id = await insertLead({ bank: 'ICICI Bank' }); // 1, Test Road, Pune 411001
    const url = `/leads/manage/leads/${id}/branch-choices/`;
    const response = await admin.get(url);
    expect(response.statusCode, response.body).toBe(200);
    const choices = response.json() as BranchChoices;
    expect(choices.branches.map((branch) => branch.id).sort((a, b) => a - b)).toEqual((await branchesOf('ICICI Bank')).map((branch) => branch.id));
    expect(choices.pincode).toBe('411001');
    expect(choices.suggested).toBe(choices.branches[0]?.id);
    expect(choices.branches[0]).toMatchObject({ cluster: 'Pune', evidence: 'pin_district', reason: 'Same PIN district' });
    expect((await director.get(url)).statusCode).toBe(200);

    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const client of [rm, connector, unverified]) expect((await client.get(url)).statusCode).toBe(403);
    expect((await admin.get('/leads/manage/leads/999999/branch-choices/')).json()).toEqual({ detail: 'Lead not found.' });
  });

  it('moves the lead to another branch of its bank, or to none: one timeline event and one audit entry per change', async () => {
    const id = await insertLead({ bank: 'ICICI Bank' });
    const [first, second] = await branchesOf('ICICI Bank');
    if (!first || !second) throw new Error('ICICI Bank needs two branches');

    const moved = await moveBranch(admin, id, { from_bank_branch: null, bank_branch: first.id, remark: '  Customer banks near the office. ' });
    expect(moved.statusCode, moved.body).toBe(200);
    const lead = moved.json() as ManagedLeadDetail;
    expect(lead.bank_branch).toEqual(first);
    expect(lead.status_history.at(-1)).toEqual({
      event: 'branch', document: null, document_state: null, documents: [], bank_branch_change: { from: null, to: first.branch_name },
      from_status: 'processing', to_status: 'processing', changed_by: { user_name: 'Anjali Desai', employee_id: 'AD3001' },
      changed_at: expect.any(String), remark: 'Customer banks near the office.',
    });

    const again = await moveBranch(director, id, { from_bank_branch: first.id, bank_branch: second.id, remark: '   ' });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as ManagedLeadDetail).status_history.at(-1)).toMatchObject({
      bank_branch_change: { from: first.branch_name, to: second.branch_name }, remark: null, changed_by: { employee_id: 'DR4001' },
    });
    const unassigned = await moveBranch(admin, id, { from_bank_branch: second.id, bank_branch: null });
    expect(unassigned.statusCode, unassigned.body).toBe(200);
    expect((unassigned.json() as ManagedLeadDetail).bank_branch).toBeNull();
    expect((unassigned.json() as ManagedLeadDetail).status_history.at(-1)?.bank_branch_change).toEqual({ from: second.branch_name, to: null });

    const audit = await auditRows(id);
    expect(audit.map((row) => [row.action, row.actorId, row.details])).toEqual([
      ['lead.branch_changed', await employeeRow('AD3001'), { from: null, to: first, remark: 'Customer banks near the office.' }],
      ['lead.branch_changed', await employeeRow('DR4001'), { from: first, to: second, remark: null }],
      ['lead.branch_changed', await employeeRow('AD3001'), { from: second, to: null, remark: null }],
    ]);
    // The referrer's own lead page shows the same timeline; the status and the idle clock are untouched.
    const own = (await connector.get(`/leads/leads/${id}/`)).json() as { status_history: TimelineEvent[]; bank_branch: unknown };
    expect(own.bank_branch).toBeNull();
    expect(own.status_history.filter((event) => event.event === 'branch')).toHaveLength(3);
    expect(await statusNow(id)).toBe('processing');
  });

  it("refuses a branch of another bank, an unknown branch and the branch the lead already has: 400 on bank_branch, nothing written", async () => {
    const id = await insertLead({ bank: 'ICICI Bank' });
    const [hdfc] = await branchesOf('HDFC Bank');
    const [icici] = await branchesOf('ICICI Bank');
    for (const wrong of [hdfc?.id, 999_999, 3_000_000_000]) {
      const response = await moveBranch(admin, id, { from_bank_branch: null, bank_branch: wrong });
      expect(response.statusCode, String(wrong)).toBe(400);
      expect(response.json()).toEqual({ bank_branch: ['Select a branch of ICICI Bank, or no branch.'] });
    }
    expect((await moveBranch(admin, id, { from_bank_branch: null, bank_branch: null })).json()).toEqual({ bank_branch: ['This lead already has no branch.'] });
    await moveBranch(admin, id, { from_bank_branch: null, bank_branch: icici?.id });
    expect((await moveBranch(admin, id, { from_bank_branch: icici?.id, bank_branch: icici?.id })).json()).toEqual({
      bank_branch: [`This lead is already at ${icici?.branch_name}.`],
    });
    expect((await moveBranch(admin, id, {})).json()).toEqual({ from_bank_branch: ['This field is required.'], bank_branch: ['This field is required.'] });
    expect((await moveBranch(admin, id, { from_bank_branch: null, bank_branch: 'x', remark: 'r'.repeat(1001) })).statusCode).toBe(400);
    expect(await auditRows(id)).toHaveLength(1);
    expect(await branchEvents(id)).toBe(1);
  });

  it('refuses a change decided on a view that is no longer true: 409 with the branch the lead has now, nothing written', async () => {
    const id = await insertLead({ bank: 'ICICI Bank' });
    const [first, second] = await branchesOf('ICICI Bank');
    expect((await moveBranch(admin, id, { from_bank_branch: null, bank_branch: first?.id })).statusCode).toBe(200);
    // The director opened the lead before that move, when it had no branch.
    const stale = await moveBranch(director, id, { from_bank_branch: null, bank_branch: second?.id, remark: 'Closer to the customer.' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: `This lead's branch changed to ${first?.branch_name} since you opened it: nothing was changed. Check it again before changing it.`,
      bank_branch: first,
    });
    expect(await branchNow(id)).toBe(first?.id);
    expect(await auditRows(id)).toHaveLength(1);
    expect(await branchEvents(id)).toBe(1);
  });

  it(`two staff moving one lead at the same moment from the same view: one 200, one 409 (${DB_TARGET})`, async () => {
    const id = await insertLead({ bank: 'ICICI Bank' });
    const [first, second] = await branchesOf('ICICI Bank');
    const answers = await Promise.all([
      moveBranch(admin, id, { from_bank_branch: null, bank_branch: first?.id }),
      moveBranch(director, id, { from_bank_branch: null, bank_branch: second?.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await branchEvents(id)).toBe(1);
    expect(await auditRows(id)).toHaveLength(1);
  });

  it('is for admin and director only: a relationship manager and connectors get 403, anonymous 401, an unknown lead 404', async () => {
    const id = await leadIdOf('Pooja Bhosale'); // CN1001's, in RM2001's team
    const before = await branchNow(id);
    const body = { from_bank_branch: before, bank_branch: null };
    const url = `/leads/manage/leads/${id}/branch/`;
    expect((await t.app.inject({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    for (const client of [rm, connector, unverified]) {
      const response = await t.app.inject({ method: 'POST', url, payload: body, headers: bearer(client.tokens.access) });
      expect(response.statusCode).toBe(403);
    }
    expect(await branchNow(id)).toBe(before);
    expect((await moveBranch(admin, 999_999, body)).json()).toEqual({ detail: 'Lead not found.' });
  });
});
