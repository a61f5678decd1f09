import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackOfficeDashboard, TeamDashboard } from 'shared-contracts';
import type { Clock } from '../src/clock';
import { bankLoans, banks, employeeManagers, employees, kycSubmissions, leads, leadStatusHistory, loanTypes, privacyConsents, territories, transactions } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, userClient, type TestApp } from './support/test-app';

/**
 * The role dashboards (docs/dashboards.md) against a fixture of known times. The app's clock stands at
 * NOW, 02:00 on 1 April 2031 in India, which is still 31 March in UTC: the current month is April in India.
 * The demo data (2026) is outside the 12 months, so every windowed figure is the fixture's alone; the
 * others (KYC waiting, payouts due, onboarding, idle leads) are checked as what the fixture adds to the
 * demo's, and their "oldest" against fixture rows older than anything in the demo.
 */

/** An India wall-clock time ('2031-04-01 00:30') as an instant. */
const ist = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}:00+05:30`);
const NOW = ist('2031-04-01 02:00');
const DAY = 86_400_000;
const fixedClock: Clock = { now: () => new Date(NOW) };

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let director: Client;
let baseline: BackOfficeDashboard;
const db = () => t.app.db;

beforeAll(async () => {
  t = await createTestApp({}, { clock: fixedClock });
  [admin, director] = await Promise.all(['AD3001', 'DR4001'].map((id) => userClient(t.app, id)));
  baseline = await backOffice();
  await createFixture();
});
afterAll(async () => {
  await t?.close();
});

async function backOffice(client: Client = admin): Promise<BackOfficeDashboard> {
  const response = await client.get('/dashboard/back-office/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as BackOfficeDashboard;
}

async function teamOf(client: Client): Promise<TeamDashboard> {
  const response = await client.get('/dashboard/team/');
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TeamDashboard;
}

async function listIds(client: Client, query: string): Promise<{ count: number; ids: number[] }> {
  const response = await client.get(`/leads/manage/leads/${query}&page_size=100&ordering=created_at`);
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as { count: number; results: { id: number }[] };
  return { count: page.count, ids: page.results.map((lead) => lead.id) };
}

async function bankLoanOf(bank: string, loanType: string): Promise<number> {
  const [row] = await db()
    .select({ id: bankLoans.id })
    .from(bankLoans)
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(and(eq(banks.name, bank), eq(loanTypes.type, loanType)));
  if (!row) throw new Error(`${bank} offers no ${loanType}`);
  return row.id;
}

async function territoryId(name: string): Promise<number> {
  const [row] = await db().select({ id: territories.id }).from(territories).where(eq(territories.name, name));
  if (!row) throw new Error(`no territory ${name}`);
  return row.id;
}

async function bankId(name: string): Promise<number> {
  const [row] = await db().select({ id: banks.id }).from(banks).where(eq(banks.name, name));
  if (!row) throw new Error(`no bank ${name}`);
  return row.id;
}

/** An rm of the test's own (no manager), signed in; password Demo@1234 like the demo's. */
async function newRm(employeeId: string) {
  const [template] = await db().select({ passwordHash: employees.passwordHash }).from(employees).where(eq(employees.employeeId, 'RM2001'));
  const [row] = await db()
    .insert(employees)
    .values({ employeeId, username: `Manager ${employeeId}`, role: 'rm', passwordHash: template?.passwordHash ?? '', consentedNoticeVersion: t.app.privacyNotice.version })
    .returning({ id: employees.id });
  if (!row) throw new Error('no rm');
  await db().insert(privacyConsents).values({ employeeId: row.id, noticeVersion: t.app.privacyNotice.version, action: 'given' });
  return { id: row.id, employeeId, client: await userClient(t.app, employeeId) };
}

let mobile = 0;
interface FixtureEvent {
  event: 'status' | 'document' | 'branch';
  at: string;
  from?: 'processing' | 'approved' | 'rejected';
  to?: 'processing' | 'approved' | 'rejected';
}
interface FixtureLead {
  name: string;
  referrer: number;
  created: string | Date;
  status?: 'processing' | 'approved' | 'rejected';
  /** When it moved from processing to its status (approved, rejected). */
  decided?: string;
  loan: number;
  territory?: number | null;
  amount?: number;
  events?: FixtureEvent[];
}

/** A lead and its timeline, written straight into the database at the given times (India wall clock). */
async function insertLead(lead: FixtureLead): Promise<number> {
  const createdAt = lead.created instanceof Date ? lead.created : ist(lead.created);
  const status = lead.status ?? 'processing';
  mobile += 1;
  const [row] = await db()
    .insert(leads)
    .values({
      customerName: lead.name,
      customerMobile: `71000${String(10_000 + mobile).slice(-5)}`,
      customerAddress: '1, Test Road, Pune 411001',
      bankLoanId: lead.loan,
      territoryId: lead.territory ?? null,
      loanAmount: lead.amount ?? 1_000_000,
      status,
      referredById: lead.referrer,
      createdById: lead.referrer,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('lead insert failed');
  const history: (typeof leadStatusHistory.$inferInsert)[] = [
    { event: 'created', leadId: row.id, fromStatus: null, toStatus: 'processing', changedById: lead.referrer, changedAt: createdAt },
  ];
  if (lead.decided) history.push({ event: 'status', leadId: row.id, fromStatus: 'processing', toStatus: status, changedAt: ist(lead.decided) });
  for (const event of lead.events ?? []) {
    const at = ist(event.at);
    if (event.event === 'status') history.push({ event: 'status', leadId: row.id, fromStatus: event.from, toStatus: event.to ?? status, changedAt: at });
    if (event.event === 'document') history.push({ event: 'document', leadId: row.id, fromStatus: status, toStatus: status, documentName: 'PAN Card', documentState: 'Verified', changedAt: at });
    if (event.event === 'branch') history.push({ event: 'branch', leadId: row.id, fromStatus: status, toStatus: status, fromBankBranch: null, toBankBranch: 'Pune - Aundh', changedAt: at });
  }
  await db().insert(leadStatusHistory).values(history);
  return row.id;
}

async function ledger(connectorId: number, type: 'credit' | 'debit', amount: number, at: string, processed: boolean) {
  await db().insert(transactions).values({
    connectorId, transactionType: type, amount, description: `test ${type}`, isProcessed: processed, processedAt: processed ? ist(at) : null, createdAt: ist(at),
  });
}

/** The fixture (its figures are worked out in the tests below). */
const f = {} as {
  puneWest: number;
  bengaluruSouth: number;
  hdfcBank: number;
  iciciBank: number;
  rm: Awaited<ReturnType<typeof newRm>>;
  a: Awaited<ReturnType<typeof newConnector>>;
  b: Awaited<ReturnType<typeof newConnector>>;
  c: Awaited<ReturnType<typeof newConnector>>;
  d: Awaited<ReturnType<typeof newConnector>>;
  leads: Record<string, number>;
  applicantSubmittedAt: Date;
};

async function createFixture() {
  f.puneWest = await territoryId('Pune West');
  f.bengaluruSouth = await territoryId('Bengaluru South');
  f.hdfcBank = await bankId('HDFC Bank');
  f.iciciBank = await bankId('ICICI Bank');
  const hdfc = await bankLoanOf('HDFC Bank', 'Home Loan');
  const icici = await bankLoanOf('ICICI Bank', 'Business Loan');

  // The team of a new rm: A (direct), B (below A: indirect), C (direct, rejected KYC, no leads).
  // D reports to RM2001: another rm's team. E applied for KYC (pending). F is inactive.
  f.rm = await newRm(`RMX${Date.now() % 100_000}`);
  f.a = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: [f.rm.employeeId] });
  f.b = await newConnector(t.app, 'verified', { territory: 'Bengaluru South', managers: [f.a.employeeId] });
  f.c = await newConnector(t.app, 'rejected', { territory: 'Pune West', managers: [f.rm.employeeId] });
  f.d = await newConnector(t.app, 'verified', { territory: 'Bengaluru South', managers: ['RM2001'] });
  const e = await newConnector(t.app, 'not_submitted');
  f.applicantSubmittedAt = ist('2019-05-05 10:00');
  await db().insert(kycSubmissions).values({ employeeId: e.id, status: 'pending', submittedAt: f.applicantSubmittedAt });
  const inactive = await newConnector(t.app, 'verified', { territory: 'Pune West' });
  await db().update(employees).set({ isActive: false }).where(eq(employees.id, inactive.id));

  const L: Record<string, number> = {};
  const A = f.a.id;
  const B = f.b.id;
  const D = f.d.id;
  // The 12 months (May 2030 … April 2031), their edges in India time.
  L.l1 = await insertLead({ name: 'L1 New Today', referrer: A, created: '2031-04-01 00:30', loan: hdfc, territory: f.puneWest });
  L.l2 = await insertLead({
    name: 'L2 Approved Today', referrer: A, created: '2031-03-31 23:59', status: 'approved', decided: '2031-04-01 01:00', loan: hdfc, territory: f.puneWest, amount: 1_000_000,
  });
  L.l3 = await insertLead({
    name: 'L3 Approved Last Evening', referrer: A, created: '2031-02-10 11:00', status: 'approved', decided: '2031-03-31 23:30', loan: icici, territory: f.puneWest, amount: 2_500_000,
  });
  L.l4 = await insertLead({
    name: 'L4 Rejected Today', referrer: B, created: '2031-03-15 12:00', status: 'rejected', decided: '2031-04-01 00:10', loan: icici, territory: f.bengaluruSouth,
  });
  L.l5 = await insertLead({
    name: 'L5 First Moment Of The Window', referrer: B, created: '2030-05-01 00:00', loan: hdfc, territory: f.bengaluruSouth, events: [{ event: 'document', at: '2031-03-01 10:00' }],
  });
  L.l6 = await insertLead({
    name: 'L6 Created Before The Window', referrer: A, created: '2030-04-30 23:59', status: 'approved', decided: '2030-05-02 10:00', loan: hdfc, territory: f.puneWest, amount: 1_200_000,
  });
  L.l7 = await insertLead({
    name: 'L7 Other Team', referrer: D, created: '2031-03-20 10:00', status: 'approved', decided: '2031-03-25 10:00', loan: icici, territory: f.bengaluruSouth, amount: 500_000,
  });
  L.f1 = await insertLead({
    name: 'F1 Inactive Connector', referrer: inactive.id, created: '2030-08-10 10:00', status: 'approved', decided: '2030-08-20 10:00', loan: hdfc, territory: f.puneWest, amount: 700_000,
  });
  // Idle leads: processing, nothing in the timeline for 14 days or more.
  L.i1 = await insertLead({ name: 'I1 Idle Since 2019', referrer: A, created: '2019-01-01 10:00', loan: hdfc });
  L.i2 = await insertLead({ name: 'I2 Idle Document', referrer: B, created: '2019-02-01 10:00', loan: hdfc, events: [{ event: 'document', at: '2019-03-01 10:00' }] });
  L.i3 = await insertLead({ name: 'I3 Idle Other Team', referrer: D, created: '2019-01-15 10:00', loan: icici });
  L.i4 = await insertLead({ name: 'I4 Moved Branch Lately', referrer: A, created: '2019-04-01 10:00', loan: hdfc, events: [{ event: 'branch', at: '2031-03-30 10:00' }] });
  L.i5 = await insertLead({
    name: 'I5 Reopened', referrer: B, created: '2019-05-01 10:00', loan: hdfc,
    events: [{ event: 'status', at: '2019-06-01 10:00', from: 'processing', to: 'rejected' }, { event: 'status', at: '2019-07-01 10:00', from: 'rejected', to: 'processing' }],
  });
  L.i6 = await insertLead({ name: 'I6 Idle Since August 2019', referrer: A, created: '2019-08-01 10:00', loan: icici });
  L.i7 = await insertLead({ name: 'I7 Exactly 14 Days', referrer: A, created: new Date(NOW.getTime() - 14 * DAY), loan: hdfc, territory: f.puneWest });
  L.i8 = await insertLead({ name: 'I8 A Minute Short', referrer: B, created: new Date(NOW.getTime() - 14 * DAY + 60_000), loan: icici, territory: null });
  f.leads = L;

  // The ledger (credits this month count as payouts, whether paid or not; unprocessed credits are due).
  await ledger(A, 'credit', 1000, '2031-04-01 00:00', false);
  await ledger(A, 'credit', 500.5, '2031-03-31 23:59', true);
  await ledger(A, 'debit', 99, '2031-04-01 01:00', false);
  await ledger(A, 'credit', 7000, '2030-04-15 10:00', true);
  await ledger(A, 'credit', 300, '2018-06-01 10:00', false);
  await ledger(B, 'credit', 250, '2031-04-01 01:30', true);
  await ledger(D, 'credit', 4000, '2031-04-01 01:00', false);
}

const months = ['2030-05', '2030-06', '2030-07', '2030-08', '2030-09', '2030-10', '2030-11', '2030-12', '2031-01', '2031-02', '2031-03', '2031-04'];
/** The 12 months with the given ones filled in and every other month zeros. */
function monthly<T extends object>(zero: T, filled: Record<string, Partial<T>>) {
  return months.map((month) => ({ month, ...zero, ...filled[month] }));
}

describe('GET /dashboard/back-office/', () => {
  it('counts the 12 months, this month and today in India time, with months that had nothing as zeros', async () => {
    const board = await backOffice();
    expect(board.generated_at).toBe(NOW.toISOString());
    expect(board.leads_this_month).toEqual({ month: '2031-04', processing: 1, approved: 1, rejected: 1, changed_today: 3 });
    // L6 was created a minute before the window (not counted as created) and approved inside it; L3 was approved at
    // 23:30 on 31 March, L2 at 01:00 on 1 April; F1 is an inactive connector's, which the trend counts all the same.
    expect(board.monthly).toEqual(
      monthly(
        { created: 0, approved: 0, approved_amount: 0 },
        {
          '2030-05': { created: 1, approved: 1, approved_amount: 1_200_000 },
          '2030-08': { created: 1, approved: 1, approved_amount: 700_000 },
          '2031-02': { created: 1 },
          '2031-03': { created: 5, approved: 2, approved_amount: 3_000_000 },
          '2031-04': { created: 1, approved: 1, approved_amount: 1_000_000 },
        },
      ),
    );
    // The demo's leads (2026) are outside the window: the trend before the fixture was all zeros.
    expect(baseline.monthly.every((month) => month.created === 0 && month.approved === 0)).toBe(true);
  });

  it('converts by bank and by territory over the leads created in the 12 months, most leads first, none without leads', async () => {
    const board = await backOffice();
    expect(board.conversion_by_bank).toEqual([
      { bank_id: f.hdfcBank, bank_name: 'HDFC Bank', leads: 5, approved: 2 },
      { bank_id: f.iciciBank, bank_name: 'ICICI Bank', leads: 4, approved: 2 },
    ]);
    // I8 has no territory: it counts for its bank, not here.
    expect(board.conversion_by_territory).toEqual([
      { territory_id: f.puneWest, territory_name: 'Pune West', leads: 5, approved: 3 },
      { territory_id: f.bengaluruSouth, territory_name: 'Bengaluru South', leads: 3, approved: 1 },
    ]);
  });

  it('adds what waits: KYC submissions, unprocessed credits, idle leads (oldest first), and the onboarding funnel', async () => {
    const board = await backOffice();
    expect(board.kyc_waiting).toEqual({ count: baseline.kyc_waiting.count + 1, oldest_submitted_at: f.applicantSubmittedAt.toISOString() });
    // Unprocessed credits: A's 1,000 and 300, D's 4,000 (debits and paid credits are not due).
    expect(board.payouts_due).toEqual({
      entries: baseline.payouts_due.entries + 3,
      amount: baseline.payouts_due.amount + 5300,
      connectors: baseline.payouts_due.connectors + 2,
      oldest_created_at: ist('2018-06-01 10:00').toISOString(),
    });
    // Active connectors A, B, C, D, E (F is inactive); C and E submitted KYC; A, B and D are verified; A, B and D have
    // leads; A and D approved ones.
    expect(board.onboarding).toEqual({
      created: baseline.onboarding.created + 5,
      kyc_submitted: baseline.onboarding.kyc_submitted + 2,
      kyc_verified: baseline.onboarding.kyc_verified + 3,
      first_lead: baseline.onboarding.first_lead + 3,
      first_approval: baseline.onboarding.first_approval + 2,
    });
    // Idle: I1, I2, I3, I5, I6, I7 (exactly 14 days) and L5 (its document decision a month ago); not I4 (a branch move last
    // week) nor I8 (a minute short of 14 days).
    expect(board.idle_leads.idle_days).toBe(14);
    expect(board.idle_leads.count).toBe(baseline.idle_leads.count + 7);
    const { a, b, d, leads: L } = f;
    const connectorOf = (connector: typeof a) => ({ connector_employee_id: connector.employeeId, connector_name: `Test Connector ${connector.employeeId}` });
    expect(board.idle_leads.oldest).toEqual([
      { id: L.i1, customer_name: 'I1 Idle Since 2019', status: 'processing', ...connectorOf(a), last_change_at: ist('2019-01-01 10:00').toISOString() },
      { id: L.i3, customer_name: 'I3 Idle Other Team', status: 'processing', ...connectorOf(d), last_change_at: ist('2019-01-15 10:00').toISOString() },
      { id: L.i2, customer_name: 'I2 Idle Document', status: 'processing', ...connectorOf(b), last_change_at: ist('2019-03-01 10:00').toISOString() },
      { id: L.i5, customer_name: 'I5 Reopened', status: 'processing', ...connectorOf(b), last_change_at: ist('2019-07-01 10:00').toISOString() },
      { id: L.i6, customer_name: 'I6 Idle Since August 2019', status: 'processing', ...connectorOf(a), last_change_at: ist('2019-08-01 10:00').toISOString() },
    ]);
  });

  it('is for admin and director only: 401 without a session, 403 for an rm and for connectors', async () => {
    expect(await backOffice(director)).toEqual(await backOffice(admin));
    expect((await t.app.inject({ method: 'GET', url: '/dashboard/back-office/' })).statusCode).toBe(401);
    for (const employeeId of ['RM2001', 'CN1001', 'CN1002']) {
      const response = await (await userClient(t.app, employeeId)).get('/dashboard/back-office/');
      expect(response.statusCode, employeeId).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/dashboard/back-office/', headers: bearer('not-a-token') })).statusCode).toBe(401);
  });
});

describe('GET /dashboard/team/', () => {
  it("answers the rm's reporting line only (direct and indirect), this month and the 12 months", async () => {
    const board = await teamOf(f.rm.client);
    const { a, b, c, leads: L } = f;
    expect(board.generated_at).toBe(NOW.toISOString());
    expect(board.month).toBe('2031-04');
    expect(board.connector_count).toBe(3);
    // A: L1 created and L2 approved this month, a credit of 1,000 (the debit does not count); B: a credit of 250.
    expect(board.connectors).toEqual([
      { id: a.id, employee_id: a.employeeId, name: `Test Connector ${a.employeeId}`, kyc_state: 'verified', leads: 1, approved: 1, payouts: 1000 },
      { id: b.id, employee_id: b.employeeId, name: `Test Connector ${b.employeeId}`, kyc_state: 'verified', leads: 0, approved: 0, payouts: 250 },
      { id: c.id, employee_id: c.employeeId, name: `Test Connector ${c.employeeId}`, kyc_state: 'rejected', leads: 0, approved: 0, payouts: 0 },
    ]);
    expect(board.totals).toEqual({ leads: 1, approved: 1, payouts: 1250 });
    // D's lead (L7), approval and credit are another rm's team.
    expect(board.monthly).toEqual(
      monthly(
        { created: 0, approved: 0, credits: 0 },
        {
          '2030-05': { created: 1, approved: 1 },
          '2031-02': { created: 1 },
          '2031-03': { created: 4, approved: 1, credits: 500.5 },
          '2031-04': { created: 1, approved: 1, credits: 1250 },
        },
      ),
    );
    expect(board.idle_leads.count).toBe(6);
    expect(board.idle_leads.oldest.map((lead) => lead.id)).toEqual([L.i1, L.i2, L.i5, L.i6, L.l5]);
  });

  it("counts another rm's team for that rm: D is RM2001's", async () => {
    const board = await teamOf(await userClient(t.app, 'RM2001'));
    expect(board.connectors.map((connector) => connector.employee_id)).toContain(f.d.employeeId);
    expect(board.connectors.map((connector) => connector.employee_id)).not.toContain(f.a.employeeId);
    expect(board.monthly.find((month) => month.month === '2031-03')).toEqual({ month: '2031-03', created: 1, approved: 1, credits: 0 });
    expect(board.totals).toEqual({ leads: 0, approved: 0, payouts: 4000 });
    expect(board.idle_leads.oldest[0]?.id).toBe(f.leads.i3);
  });

  it('lists at most 50 connectors, most leads this month first, then by employee id; totals cover all of them', async () => {
    const rm = await newRm(`RMY${Date.now() % 100_000}`);
    const [template] = await db().select({ passwordHash: employees.passwordHash }).from(employees).where(eq(employees.employeeId, 'CN1001'));
    const prefix = `TB${Date.now() % 100_000}`;
    const people = await db()
      .insert(employees)
      .values(Array.from({ length: 52 }, (_, i) => ({ employeeId: `${prefix}${String(i).padStart(2, '0')}`, username: `Bulk ${i}`, role: 'connector', passwordHash: template?.passwordHash ?? '' })))
      .returning({ id: employees.id, employeeId: employees.employeeId });
    await db().insert(employeeManagers).values(people.map((person) => ({ employeeId: person.id, managerId: rm.id })));
    const hdfc = await bankLoanOf('HDFC Bank', 'Home Loan');
    // The last two (by employee id) have leads this month: they come first, the one with more leads before the other.
    const busy = people[51] as { id: number; employeeId: string };
    const less = people[50] as { id: number; employeeId: string };
    for (let i = 0; i < 3; i += 1) await insertLead({ name: `Busy ${i}`, referrer: busy.id, created: '2031-04-01 01:00', loan: hdfc });
    await insertLead({ name: 'Less busy', referrer: less.id, created: '2031-04-01 01:00', loan: hdfc });
    const board = await teamOf(rm.client);
    expect(board.connector_count).toBe(52);
    expect(board.connectors).toHaveLength(50);
    expect(board.connectors.map((connector) => connector.employee_id)).toEqual([
      busy.employeeId, less.employeeId, ...people.slice(0, 48).map((person) => person.employeeId),
    ]);
    expect(board.connectors[0]).toMatchObject({ leads: 3, kyc_state: 'not_submitted' });
    expect(board.totals.leads).toBe(4);
  });

  it('answers rm, admin and director (each their own reportees); connectors 403, no session 401', async () => {
    const ofAdmin = await teamOf(admin);
    expect(ofAdmin.connectors.map((connector) => connector.employee_id)).toContain('CN1001');
    expect(ofAdmin.connectors.map((connector) => connector.employee_id)).not.toContain(f.a.employeeId);
    await teamOf(director);
    expect((await t.app.inject({ method: 'GET', url: '/dashboard/team/' })).statusCode).toBe(401);
    for (const employeeId of ['CN1001', 'CN1002']) {
      expect((await (await userClient(t.app, employeeId)).get('/dashboard/team/')).statusCode, employeeId).toBe(403);
    }
  });
});

describe("the lead list's filters list what the dashboards count", () => {
  it('idle_days: the idle leads, as the dashboard counts them (admin: all; an rm: their team)', async () => {
    const board = await backOffice();
    expect((await listIds(admin, '?idle_days=14')).count).toBe(board.idle_leads.count);
    expect((await listIds(admin, `?idle_days=14&connector=${f.a.employeeId}`)).ids).toEqual([f.leads.i1, f.leads.i6, f.leads.i7]);
    expect((await listIds(admin, `?idle_days=15&connector=${f.a.employeeId}`)).ids).toEqual([f.leads.i1, f.leads.i6]);
    const team = await teamOf(f.rm.client);
    const ofRm = await listIds(f.rm.client, '?idle_days=14');
    expect(ofRm.count).toBe(team.idle_leads.count);
    expect(ofRm.ids.sort((x, y) => x - y)).toEqual([f.leads.i1, f.leads.i2, f.leads.i5, f.leads.i6, f.leads.i7, f.leads.l5].sort((x, y) => x - y));
  });

  it("changed_from / changed_to: with status=approved, a month's approvals; by status, this month's leads; today's changes", async () => {
    const board = await backOffice();
    const april = await listIds(admin, '?status=approved&changed_from=2031-04-01&changed_to=2031-04-30');
    expect(april).toEqual({ count: board.monthly[11]?.approved, ids: [f.leads.l2] });
    const march = await listIds(admin, '?status=approved&changed_from=2031-03-01&changed_to=2031-03-31');
    expect(march.count).toBe(board.monthly[10]?.approved);
    expect(march.ids.sort((x, y) => x - y)).toEqual([f.leads.l3, f.leads.l7].sort((x, y) => x - y));
    for (const status of ['processing', 'approved', 'rejected'] as const) {
      expect((await listIds(admin, `?status=${status}&changed_from=2031-04-01&changed_to=2031-04-30`)).count, status).toBe(board.leads_this_month[status]);
    }
    expect((await listIds(admin, '?changed_from=2031-04-01&changed_to=2031-04-01')).count).toBe(board.leads_this_month.changed_today);
    // An rm's list stays their team's.
    expect((await listIds(f.rm.client, '?status=approved&changed_from=2031-03-01&changed_to=2031-03-31')).ids).toEqual([f.leads.l3]);
    const csv = await admin.get('/leads/manage/leads/export/?status=approved&changed_from=2031-03-01&changed_to=2031-03-31&ordering=created_at');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').slice(1, -1).map((line) => Number(line.split(',')[0]))).toEqual([f.leads.l3, f.leads.l7]);
  });

  it("territory: the territory's leads; with the 12 months' creation days, the conversion's", async () => {
    const board = await backOffice();
    const puneWest = board.conversion_by_territory.find((row) => row.territory_id === f.puneWest);
    const listed = await listIds(admin, `?territory=${f.puneWest}&created_from=2030-05-01&created_to=2031-04-30`);
    expect(listed.count).toBe(puneWest?.leads);
    expect((await listIds(admin, `?territory=${f.puneWest}&created_from=2030-05-01&created_to=2031-04-30&status=approved`)).count).toBe(puneWest?.approved);
  });
});

describe("a lead's status_changed_at and last_change_at", () => {
  const times = async (id: number) => {
    const [row] = await db().select({ statusChangedAt: leads.statusChangedAt, lastChangeAt: leads.lastChangeAt }).from(leads).where(eq(leads.id, id));
    return { status: row?.statusChangedAt.toISOString(), last: row?.lastChangeAt.toISOString() };
  };

  it('follow the timeline whatever writes it: inserted, changed or deleted entries, a moved creation, a direct write', async () => {
    const hdfc = await bankLoanOf('HDFC Bank', 'Home Loan');
    const id = await insertLead({ name: 'Timeline Lead', referrer: f.a.id, created: '2024-01-01 10:00', loan: hdfc });
    expect(await times(id)).toEqual({ status: ist('2024-01-01 10:00').toISOString(), last: ist('2024-01-01 10:00').toISOString() });
    // A document decision is a change, not a status change.
    await db().insert(leadStatusHistory).values({
      event: 'document', leadId: id, fromStatus: 'processing', toStatus: 'processing', documentName: 'PAN Card', documentState: 'Verified', changedAt: ist('2024-02-01 10:00'),
    });
    expect(await times(id)).toEqual({ status: ist('2024-01-01 10:00').toISOString(), last: ist('2024-02-01 10:00').toISOString() });
    const [decision] = await db()
      .insert(leadStatusHistory)
      .values({ event: 'status', leadId: id, fromStatus: 'processing', toStatus: 'rejected', changedAt: ist('2024-03-01 10:00') })
      .returning({ id: leadStatusHistory.id });
    expect(await times(id)).toEqual({ status: ist('2024-03-01 10:00').toISOString(), last: ist('2024-03-01 10:00').toISOString() });
    await db().update(leadStatusHistory).set({ changedAt: ist('2024-01-15 10:00') }).where(eq(leadStatusHistory.id, decision?.id ?? -1));
    expect(await times(id)).toEqual({ status: ist('2024-01-15 10:00').toISOString(), last: ist('2024-02-01 10:00').toISOString() });
    await db().delete(leadStatusHistory).where(eq(leadStatusHistory.id, decision?.id ?? -1));
    expect(await times(id)).toEqual({ status: ist('2024-01-01 10:00').toISOString(), last: ist('2024-02-01 10:00').toISOString() });
    // Whatever is written to them directly is replaced by what the timeline says.
    await db().update(leads).set({ lastChangeAt: new Date('2000-01-01T00:00:00Z'), statusChangedAt: new Date('2030-01-01T00:00:00Z') }).where(eq(leads.id, id));
    expect(await times(id)).toEqual({ status: ist('2024-01-01 10:00').toISOString(), last: ist('2024-02-01 10:00').toISOString() });
    // A creation moved later than every entry (as the idle-lead tests age leads).
    await db().update(leads).set({ createdAt: ist('2024-06-01 10:00') }).where(eq(leads.id, id));
    expect(await times(id)).toEqual({ status: ist('2024-06-01 10:00').toISOString(), last: ist('2024-06-01 10:00').toISOString() });
  });
});

describe('the dashboards on the real clock', () => {
  let live: TestApp;
  beforeAll(async () => {
    live = await createTestApp();
  });
  afterAll(async () => {
    await live?.close();
  });

  it('an approval through the API counts at once: this month, today, the rm team, the payout and what is due', async () => {
    const liveAdmin = await userClient(live.app, 'AD3001');
    const liveRm = await userClient(live.app, 'RM2001');
    const get = async <T>(client: Client, url: string) => (await client.get(url)).json() as T;
    const connector = await newConnector(live.app, 'verified', { territory: 'Pune West', managers: ['RM2001'] });
    const created = await connector.client.post('/leads/leads/', {
      customer_name: 'Dashboard Live Customer', loan_type: await liveLoan(live), customer_mobile: '7123456789', customer_address: '14, Prabhat Road, Pune 411004',
      loan_amount: 2_000_000, referred_by_employee_id: connector.employeeId, branch: connector.territoryId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const leadId = (created.json() as { id: number }).id;
    const before = await get<BackOfficeDashboard>(liveAdmin, '/dashboard/back-office/');
    const teamBefore = await get<TeamDashboard>(liveRm, '/dashboard/team/');
    expect(teamBefore.connectors.find((row) => row.employee_id === connector.employeeId)).toMatchObject({ leads: 1, approved: 0, payouts: 0 });

    const moved = await liveAdmin.post(`/leads/manage/leads/${leadId}/status/`, { from_status: 'processing', status: 'approved', remark: 'Sanctioned by the bank.' });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await get<BackOfficeDashboard>(liveAdmin, '/dashboard/back-office/');
    const teamAfter = await get<TeamDashboard>(liveRm, '/dashboard/team/');
    // Created and approved this month: it moves from processing to approved this month; a status change today.
    expect(after.leads_this_month).toEqual({
      ...before.leads_this_month,
      processing: before.leads_this_month.processing - 1,
      approved: before.leads_this_month.approved + 1,
      changed_today: before.leads_this_month.changed_today,
    });
    const month = after.monthly.length - 1;
    expect(after.monthly[month]).toEqual({
      ...before.monthly[month],
      approved: (before.monthly[month]?.approved ?? 0) + 1,
      approved_amount: (before.monthly[month]?.approved_amount ?? 0) + 2_000_000,
    });
    const [payout] = await live.app.db
      .select({ amount: transactions.amount })
      .from(transactions)
      .where(and(eq(transactions.leadId, leadId), eq(transactions.transactionType, 'credit')));
    expect(after.payouts_due.entries).toBe(before.payouts_due.entries + 1);
    expect(after.payouts_due.amount).toBe(before.payouts_due.amount + Number(payout?.amount));
    expect(after.onboarding.first_approval).toBe(before.onboarding.first_approval + 1);
    expect(teamAfter.connectors.find((row) => row.employee_id === connector.employeeId)).toMatchObject({ leads: 1, approved: 1, payouts: Number(payout?.amount) });
    expect(teamAfter.totals.approved).toBe(teamBefore.totals.approved + 1);

    // The lead list's link for this month's approvals holds it.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const listed = (await liveAdmin.get(`/leads/manage/leads/?status=approved&changed_from=${today}&changed_to=${today}&page_size=100`)).json() as {
      results: { id: number }[];
    };
    expect(listed.results.map((lead) => lead.id)).toContain(leadId);
  });
});

async function liveLoan(app: TestApp): Promise<number> {
  const [row] = await app.app.db
    .select({ id: bankLoans.id })
    .from(bankLoans)
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(and(eq(banks.name, 'HDFC Bank'), eq(loanTypes.type, 'Home Loan')));
  return row?.id ?? 0;
}
