import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { auditLog, bankLoans, banks, employees, leads, loanTypes, payoutRuns, transactions } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, DB_TARGET, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let director: Client;
let rm: Client;
let connector: Client;
let unverified: Client;

beforeAll(async () => {
  t = await createTestApp();
  [admin, director, rm, connector, unverified] = await Promise.all(['AD3001', 'DR4001', 'RM2001', 'CN1001', 'CN1002'].map((id) => userClient(t.app, id)));
});
afterAll(async () => {
  await t?.close();
});

interface PayoutEntry {
  id: number;
  transaction_type: 'credit' | 'debit';
  entry_kind: 'commission' | 'tds' | 'gst';
  amount: number;
  description: string;
  created_at: string;
  lead: { id: number; customer_name: string } | null;
}
interface ConnectorPayouts {
  connector: { id: number; employee_id: string; username: string };
  entries: PayoutEntry[];
  credit_total: number;
  debit_total: number;
  net_total: number;
  commission_total: number;
  tds_total: number;
  gst_total: number;
  payout_hold: string | null;
}
interface PendingPage {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: ConnectorPayouts[];
  totals: { connectors: number; entries: number; net_total: number };
}
interface PayoutRun {
  id: number;
  reference: string;
  created_at: string;
  created_by: { user_name: string; employee_id: string } | null;
  entry_count: number;
  connector_count: number;
  net_total: number;
  connectors: ConnectorPayouts[];
}

const db = () => t.app.db;

async function bankLoanId(bank: string, loanType: string) {
  const [row] = await db()
    .select({ id: bankLoans.id })
    .from(bankLoans)
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(and(eq(banks.name, bank), eq(loanTypes.type, loanType)));
  if (!row) throw new Error(`${bank} offers no ${loanType}`);
  return row.id;
}

let counter = 0;
/** A connector of its own with a processing lead (ICICI Business Loan, 1.5%). */
async function connectorWithLead(amount = 1_000_000, name?: string) {
  const person = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: ['RM2001'], payoutAccount: 'verified', pan: 'ABCPE1234F' });
  const leadId = await addLead(person.id, amount, name);
  return { ...person, leadId };
}

async function addLead(referrerId: number, amount: number, name?: string) {
  counter += 1;
  const [row] = await db()
    .insert(leads)
    .values({
      customerName: name ?? `Payout Customer ${counter}`,
      customerMobile: `71000${String(10000 + counter).slice(-5)}`,
      customerAddress: '2, Payout Road, Pune 411001',
      bankLoanId: await bankLoanId('ICICI Bank', 'Business Loan'),
      loanAmount: amount,
      status: 'processing',
      documentsChecklist: { 'PAN Card': 'Verified' },
      referredById: referrerId,
      createdById: referrerId,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('lead insert failed');
  return row.id;
}

/** A status change decided on the lead as it is now. */
async function setStatus(leadId: number, status: string) {
  const [lead] = await t.app.db.select({ status: leads.status }).from(leads).where(eq(leads.id, leadId));
  const response = await admin.post(`/leads/manage/leads/${leadId}/status/`, { from_status: lead?.status, status, remark: 'Decided by the bank.' });
  expect(response.statusCode, response.body).toBe(200);
}

/** The ledger entries of a connector, oldest first. */
const entriesOf = (connectorId: number) =>
  db().select().from(transactions).where(eq(transactions.connectorId, connectorId)).orderBy(asc(transactions.createdAt), asc(transactions.id));

async function pending(query = ''): Promise<PendingPage> {
  const response = await admin.get(`/leads/payouts/pending/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as PendingPage;
}

/** Every unprocessed entry of the connectors of `ids`, as the Pending list shows them now (and `ids`). */
async function shownWith(ids: number[]): Promise<number[]> {
  const idArray = `{${ids.join(',')}}`;
  const rows = await queryRows<{ id: number }>(
    db(),
    sql`select id from transactions where not is_processed and connector_id in (select connector_id from transactions where id = any(${idArray}::int[]))`,
  );
  return [...new Set([...ids, ...rows.map((row) => Number(row.id))])];
}

/** A payout run of `ids`, decided on the list as it is now (`shown`: as the reviewer saw it, when that is the point). */
const run = async (ids: number[], reference: string, client = admin, shown?: number[]) =>
  client.post('/leads/payouts/runs/', { transaction_ids: ids, shown_entry_ids: shown ?? (await shownWith(ids)), reference });

async function runOk(ids: number[], reference: string, client = admin): Promise<PayoutRun> {
  const response = await run(ids, reference, client);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PayoutRun;
}

let referenceCounter = 0;
const newReference = () => {
  referenceCounter += 1;
  return `UTR-TEST-${Date.now()}-${referenceCounter}`;
};

describe('who may use the payout routes', () => {
  it('admin and director only: anonymous 401, everyone else 403', async () => {
    const person = await connectorWithLead();
    await setStatus(person.leadId, 'approved');
    const [credit] = await entriesOf(person.id);
    const made = await runOk([credit?.id ?? 0], newReference(), director);
    const reads = ['/leads/payouts/pending/', '/leads/payouts/runs/', `/leads/payouts/runs/${made.id}/`, `/leads/payouts/runs/${made.id}/export/`];
    for (const url of reads) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const client of [unverified, connector, rm]) expect((await client.get(url)).statusCode, url).toBe(403);
      for (const client of [admin, director]) expect((await client.get(url)).statusCode, url).toBe(200);
    }
    const payload = { transaction_ids: [1], shown_entry_ids: [1], reference: newReference() };
    expect((await t.app.inject({ method: 'POST', url: '/leads/payouts/runs/', payload })).statusCode).toBe(401);
    for (const client of [unverified, connector, rm]) {
      const response = await t.app.inject({ method: 'POST', url: '/leads/payouts/runs/', payload, headers: bearer(client.tokens.access) });
      expect(response.statusCode).toBe(403);
    }
    expect(await db().select().from(payoutRuns).where(eq(payoutRuns.reference, payload.reference))).toEqual([]);
  });
});

describe('GET /leads/payouts/pending/', () => {
  it("groups every connector's unprocessed entries (connectors by employee id, entries oldest first) with totals over all", async () => {
    const first = await pending('?page_size=100');
    // The seed's one unprocessed entry: Manjunath Gowda's payout to CN1005.
    const cn1005 = first.results.find((group) => group.connector.employee_id === 'CN1005');
    expect(cn1005).toEqual({
      connector: { id: expect.any(Number), employee_id: 'CN1005', username: 'Kavya Reddy' },
      entries: [
        {
          id: expect.any(Number),
          transaction_type: 'credit',
          entry_kind: 'commission',
          tax_source_id: null,
          amount: 18_750,
          description: 'Payout for Manjunath Gowda: Business Loan, IndusInd Bank (1.25% of ₹15,00,000)',
          created_at: expect.any(String),
          lead: { id: expect.any(Number), customer_name: 'Manjunath Gowda' },
        },
      ],
      credit_total: 18_750,
      debit_total: 0,
      net_total: 18_750,
      commission_total: 18_750,
      tds_total: 0,
      gst_total: 0,
      payout_hold: null,
    });

    const person = await connectorWithLead(2_000_000, 'Pending Customer');
    const secondLead = await addLead(person.id, 400_000, 'Second Pending');
    await setStatus(person.leadId, 'approved'); // credit 30,000
    await setStatus(secondLead, 'approved'); // credit 6,000
    await setStatus(person.leadId, 'rejected'); // debit 30,000
    const page = await pending('?page_size=100');
    const ids = page.results.map((group) => group.connector.employee_id);
    expect([...ids].sort()).toEqual(ids);
    const mine = page.results.find((group) => group.connector.employee_id === person.employeeId);
    // The ₹30,000 takes the year over ₹20,000 (TDS 2% of it), the ₹6,000 adds 2% of itself, and the reversal
    // takes the year back to ₹6,000, under the threshold: all of the year's TDS is given back (docs/payout-taxes.md).
    expect(mine?.entries.map((entry) => [entry.entry_kind, entry.transaction_type, entry.amount, entry.lead?.customer_name])).toEqual([
      ['commission', 'credit', 30_000, 'Pending Customer'],
      ['tds', 'debit', 600, 'Pending Customer'],
      ['commission', 'credit', 6_000, 'Second Pending'],
      ['tds', 'debit', 120, 'Second Pending'],
      ['commission', 'debit', 30_000, 'Pending Customer'],
      ['tds', 'credit', 720, 'Pending Customer'],
    ]);
    expect(mine).toMatchObject({
      credit_total: 36_720,
      debit_total: 30_720,
      net_total: 6_000,
      commission_total: 6_000,
      tds_total: 0,
      gst_total: 0,
      payout_hold: null,
    });
    const [sums] = await db()
      .select({
        entries: sql<number>`count(*)::int`,
        net: sql<number>`coalesce(sum(case when ${transactions.transactionType} = 'debit' then -${transactions.amount} else ${transactions.amount} end), 0)::float8`,
        connectors: sql<number>`count(distinct ${transactions.connectorId})::int`,
      })
      .from(transactions)
      .where(eq(transactions.isProcessed, false));
    expect(page.totals).toEqual({ connectors: Number(sums?.connectors), entries: Number(sums?.entries), net_total: Number(sums?.net) });
    expect(page.count).toBe(Number(sums?.connectors));

    // Search by employee id (any case) or name; totals follow the search.
    const found = await pending(`?search=${person.employeeId.toLowerCase()}`);
    expect(found.results.map((group) => group.connector.employee_id)).toEqual([person.employeeId]);
    expect(found.totals).toEqual({ connectors: 1, entries: 6, net_total: 6_000 });
    expect((await pending('?search=kavya')).results.map((group) => group.connector.employee_id)).toEqual(['CN1005']);
    expect((await pending('?search=%25')).count).toBe(0);

    // Paged by connector.
    const one = await pending('?page_size=1');
    expect(one.results).toHaveLength(1);
    expect(one.count).toBe(page.count);
    expect(one.next).toBe('/leads/payouts/pending/?page_size=1&page=2');
    expect(one.totals).toEqual(page.totals);
    expect((await admin.get('/leads/payouts/pending/?page_size=0')).statusCode).toBe(400);
  });
});

describe('POST /leads/payouts/runs/', () => {
  it('pays out the chosen entries: the run, processed entries, an audit entry; the connector sees the bonus grow', async () => {
    const person = await connectorWithLead(1_500_000, 'Run Customer');
    const before = (await person.client.get('/leads/transactions/')).json() as { bonus_amount: number; transactions: { amount: number; is_processed: boolean }[] };
    await setStatus(person.leadId, 'approved'); // 22,500: over the year's ₹20,000, so TDS of 2% (450) with it
    // The dashboard reads the unprocessed credit; the bonus counts processed entries only.
    const approved = (await person.client.get('/leads/transactions/')).json() as typeof before;
    expect(approved.bonus_amount).toBe(before.bonus_amount);
    expect(approved.transactions).toEqual([
      expect.objectContaining({ entry_kind: 'tds', transaction_type: 'debit', amount: 450, is_processed: false, payout: null }),
      expect.objectContaining({ entry_kind: 'commission', transaction_type: 'credit', amount: 22_500, is_processed: false, payout: null }),
    ]);

    const other = await connectorWithLead(800_000, 'Other Run Customer');
    await setStatus(other.leadId, 'approved'); // 12,000
    const ids = [...(await entriesOf(person.id)), ...(await entriesOf(other.id))].map((entry) => entry.id);
    const reference = newReference();
    const made = await runOk(ids, reference);
    expect(made).toMatchObject({
      reference,
      created_by: { user_name: 'Anjali Desai', employee_id: 'AD3001' },
      entry_count: 3,
      connector_count: 2,
      net_total: 34_050,
    });
    const byConnector = Object.fromEntries(made.connectors.map((group) => [group.connector.employee_id, group]));
    expect(byConnector[person.employeeId]).toMatchObject({
      credit_total: 22_500, debit_total: 450, net_total: 22_050, commission_total: 22_500, tds_total: 450, gst_total: 0, payout_hold: null,
    });
    expect(byConnector[other.employeeId]?.entries.map((entry) => entry.lead?.customer_name)).toEqual(['Other Run Customer']);
    expect(made.connectors.map((group) => group.connector.employee_id)).toEqual([person.employeeId, other.employeeId].sort());

    const rows = await db().select().from(transactions).where(inArray(transactions.id, ids));
    expect(rows.every((row) => row.isProcessed && row.payoutRunId === made.id && row.processedAt instanceof Date)).toBe(true);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'payout_run'), eq(auditLog.entityId, made.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'payout_run.created', details: { reference, entry_count: 3, net_total: 34_050, transaction_ids: [...ids].sort((a, b) => a - b) } });

    const paid = (await person.client.get('/leads/transactions/')).json() as typeof before;
    expect(paid.bonus_amount).toBe(before.bonus_amount + 22_050);
    expect(paid.transactions[0]?.is_processed).toBe(true);
    // Each paid entry names the run's reference and date (Bonus shows "Paid on … · reference").
    expect((paid.transactions as unknown as { payout: unknown }[]).map((entry) => entry.payout)).toEqual([
      { reference, paid_at: made.created_at },
      { reference, paid_at: made.created_at },
    ]);
    // The lead's ledger names the run's reference; the entries left the pending list.
    const lead = (await admin.get(`/leads/manage/leads/${person.leadId}/`)).json() as { ledger: { payout_reference: string | null; is_processed: boolean }[] };
    expect(lead.ledger).toEqual([expect.objectContaining({ payout_reference: reference, is_processed: true })]);
    expect((await pending(`?search=${person.employeeId}`)).results).toEqual([]);

    // Listed newest first, and readable one by one.
    const second = await runOk([(await connectorWithLeadApproved()).creditId], newReference(), director);
    const list = (await admin.get('/leads/payouts/runs/')).json() as { count: number; results: Omit<PayoutRun, 'connectors'>[] };
    expect(list.results.slice(0, 2).map((entry) => entry.id)).toEqual([second.id, made.id]);
    expect(list.results[1]).toEqual({
      id: made.id, reference, created_at: made.created_at, created_by: made.created_by, entry_count: 3, connector_count: 2, net_total: 34_050,
    });
    expect(list.count).toBe((await db().select().from(payoutRuns)).length);
    expect((await admin.get(`/leads/payouts/runs/${made.id}/`)).json()).toEqual(made);
    expect((await admin.get('/leads/payouts/runs/999999/')).statusCode).toBe(404);
    expect((await admin.get('/leads/payouts/runs/999999/export/')).json()).toEqual({ detail: 'Payout run not found.' });
  });

  it('refuses a selection that leaves a connector below zero, and takes it with enough credits', async () => {
    const person = await connectorWithLead(1_000_000, 'Reversed Customer');
    await setStatus(person.leadId, 'approved'); // 15,000
    const [credit] = await entriesOf(person.id);
    await runOk([credit?.id ?? 0], newReference()); // paid out
    await setStatus(person.leadId, 'rejected'); // debit 15,000, unprocessed
    const debit = (await entriesOf(person.id)).find((entry) => entry.transactionType === 'debit');
    const refused = await run([debit?.id ?? 0], newReference());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      transaction_ids: [
        `This selection leaves ${person.employeeId} (Test Connector ${person.employeeId}) with a negative total of -₹15,000: add their credits or leave out the debit.`,
      ],
    });
    // A new approval of another lead is enough to net the debit.
    const secondLead = await addLead(person.id, 2_000_000, 'Covering Customer');
    await setStatus(secondLead, 'approved'); // 30,000: the year's ₹15,000 net of the reversal goes to ₹30,000, so TDS 2% of 30,000
    const covering = (await entriesOf(person.id)).filter((entry) => !entry.isProcessed).map((entry) => entry.id);
    const made = await runOk(covering, newReference());
    expect(made).toMatchObject({ entry_count: 3, connector_count: 1, net_total: 14_400 });
    expect(made.connectors[0]).toMatchObject({ credit_total: 30_000, debit_total: 15_600, net_total: 14_400, commission_total: 15_000, tds_total: 600 });
  });

  it('refuses with 409 a run decided on a list that did not show a reversal made since, and pays nothing', async () => {
    const person = await connectorWithLead(1_000_000, 'Stale List Customer');
    await setStatus(person.leadId, 'approved'); // credit 15,000, shown in the reviewer's list
    const [credit] = await entriesOf(person.id);
    const shownThen = await shownWith([credit?.id ?? 0]);
    await setStatus(person.leadId, 'rejected'); // debit 15,000: made after the list was loaded
    const stale = await run([credit?.id ?? 0], newReference(), admin, shownThen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      detail: `Since the list was loaded, new ledger entries arrived for ${person.employeeId} (Test Connector ${person.employeeId}): nothing was paid. Reload the list and check the selection.`,
      connectors: [person.employeeId],
    });
    expect((await entriesOf(person.id)).map((entry) => [entry.transactionType, entry.isProcessed])).toEqual([
      ['credit', false],
      ['debit', false],
    ]);
    // On the list as it is now, the credit and its reversal net to zero and are settled together.
    const both = (await entriesOf(person.id)).map((entry) => entry.id);
    expect(await runOk(both, newReference())).toMatchObject({ entry_count: 2, net_total: 0 });
  });

  it('answers 400 for unknown or processed entries, a used reference and bad input; nothing is written then', async () => {
    const { creditId } = await connectorWithLeadApproved();
    const reference = newReference();
    await runOk([creditId], reference);
    const runsBefore = (await db().select().from(payoutRuns)).length;
    const auditBefore = (await db().select().from(auditLog).where(eq(auditLog.entityType, 'payout_run'))).length;
    const fresh = (await connectorWithLeadApproved()).creditId;

    const shown = { shown_entry_ids: [fresh, creditId, 999_999, 999_998] };
    const bad = async (payload: Record<string, unknown>) => {
      const response = await admin.post('/leads/payouts/runs/', { ...shown, ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      return response.json() as Record<string, string[]>;
    };
    expect(await bad({ transaction_ids: [fresh, creditId], reference: newReference() })).toEqual({ transaction_ids: [`Already processed: ${creditId}.`] });
    expect(await bad({ transaction_ids: [fresh, 999_999, 999_998], reference: newReference() })).toEqual({
      transaction_ids: ['No such ledger entries: 999998, 999999.'],
    });
    expect(await bad({ transaction_ids: [fresh], reference })).toEqual({ reference: [`The reference "${reference}" was already used for another payout run.`] });
    expect(Object.keys(await bad({ transaction_ids: [], reference: newReference() }))).toEqual(['transaction_ids']);
    expect(Object.keys(await bad({ transaction_ids: [fresh, fresh], reference: newReference() }))).toEqual(['transaction_ids']);
    expect(Object.keys(await bad({ transaction_ids: [0], reference: newReference() }))).toEqual(['transaction_ids']);
    expect(Object.keys(await bad({ transaction_ids: [fresh], reference: 'ab' }))).toEqual(['reference']);
    expect(Object.keys(await bad({ transaction_ids: [fresh], reference: '=cmd|calc' }))).toEqual(['reference']);
    expect(Object.keys(await bad({ transaction_ids: [fresh] }))).toEqual(['reference']);
    expect(Object.keys(await bad({ transaction_ids: Array.from({ length: 1001 }, (_, i) => i + 1), reference: newReference() }))).toEqual(['transaction_ids']);
    // The chosen entries are among those the list showed; the list is required.
    expect(await bad({ transaction_ids: [fresh], shown_entry_ids: [creditId], reference: newReference() })).toEqual({
      shown_entry_ids: [`The chosen entries must be among those shown: ${fresh} are not.`],
    });
    expect(Object.keys(await bad({ transaction_ids: [fresh], shown_entry_ids: undefined, reference: newReference() }))).toEqual(['shown_entry_ids']);

    expect((await db().select().from(payoutRuns)).length).toBe(runsBefore);
    expect((await db().select().from(auditLog).where(eq(auditLog.entityType, 'payout_run'))).length).toBe(auditBefore);
    const [entry] = await db().select().from(transactions).where(eq(transactions.id, fresh));
    expect(entry).toMatchObject({ isProcessed: false, payoutRunId: null, processedAt: null });
  });

  it('writes the run, the entries and the audit entry in one transaction: a failure at commit leaves none', async () => {
    const { creditId } = await connectorWithLeadApproved();
    const reference = newReference();
    await db().execute(sql.raw(`
      create or replace function test_refuse_run_audit() returns trigger language plpgsql as $$
      begin
        raise exception using errcode = '23514', constraint = 'lead_payout_invariant', message = 'refused for the test';
      end $$`));
    await db().execute(sql.raw(`
      create constraint trigger test_refuse_run_audit after insert on audit_log deferrable initially deferred
      for each row when (new.entity_type = 'payout_run') execute function test_refuse_run_audit()`));
    try {
      const response = await run([creditId], reference);
      expect(response.statusCode).toBe(409);
    } finally {
      await db().execute(sql.raw('drop trigger test_refuse_run_audit on audit_log'));
      await db().execute(sql.raw('drop function test_refuse_run_audit()'));
    }
    expect(await db().select().from(payoutRuns).where(eq(payoutRuns.reference, reference))).toEqual([]);
    const [entry] = await db().select().from(transactions).where(eq(transactions.id, creditId));
    expect(entry).toMatchObject({ isProcessed: false, payoutRunId: null });
    await runOk([creditId], reference);
  });
});

/** A connector with an approved lead: its unprocessed credit. */
async function connectorWithLeadApproved(amount = 1_000_000, name?: string) {
  const person = await connectorWithLead(amount, name);
  await setStatus(person.leadId, 'approved');
  const [credit] = await entriesOf(person.id);
  if (!credit) throw new Error('no credit');
  return { ...person, creditId: credit.id };
}

describe('concurrent payout runs', () => {
  it(`two runs over overlapping entries at the same moment: exactly one succeeds (10 times, ${DB_TARGET})`, async () => {
    for (let round = 0; round < 10; round += 1) {
      const a = await connectorWithLeadApproved();
      const b = await connectorWithLeadApproved();
      const c = await connectorWithLeadApproved();
      const answers = await Promise.all([run([a.creditId, b.creditId], newReference()), run([c.creditId, b.creditId], newReference(), director)]);
      const codes = answers.map((answer) => answer.statusCode).sort();
      expect(codes, answers.map((answer) => answer.body).join(' | ')).toEqual([201, 400]);
      const loser = answers.find((answer) => answer.statusCode === 400);
      expect(loser?.json()).toEqual({ transaction_ids: [`Already processed: ${b.creditId}.`] });
      const rows = await db().select().from(transactions).where(inArray(transactions.id, [a.creditId, b.creditId, c.creditId]));
      const processed = rows.filter((row) => row.isProcessed);
      expect(processed).toHaveLength(2);
      expect(new Set(processed.map((row) => row.payoutRunId)).size).toBe(1);
    }
  });

  it('two runs with the same reference at the same moment: one succeeds, the other answers 400 on reference', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await connectorWithLeadApproved();
      const b = await connectorWithLeadApproved();
      const reference = newReference();
      const answers = await Promise.all([run([a.creditId], reference), run([b.creditId], reference, director)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(answers.find((answer) => answer.statusCode === 400)?.json()).toEqual({
        reference: [`The reference "${reference}" was already used for another payout run.`],
      });
    }
  });

  it.runIf(DB_TARGET === 'postgres')('both runs waiting on a held lock of the entries: exactly one succeeds (PostgreSQL)', async () => {
    const holder = new pg.Client({ connectionString: t.app.config.databaseUrl });
    await holder.connect();
    try {
      for (let round = 0; round < 5; round += 1) {
        const a = await connectorWithLeadApproved();
        const b = await connectorWithLeadApproved();
        await holder.query('begin');
        await holder.query('select id from transactions where id = any($1::int[]) for update', [[a.creditId, b.creditId]]);
        const answers = Promise.all([run([b.creditId, a.creditId], newReference()), run([a.creditId, b.creditId], newReference(), director)]);
        await new Promise((resolve) => setTimeout(resolve, 150));
        await holder.query('commit');
        expect((await answers).map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      }
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  });
});

describe('GET /leads/payouts/runs/{id}/export/', () => {
  it("answers the run's entries as CSV: debits negative, text quoted, formulas stopped", async () => {
    const person = await connectorWithLead(1_000_000, '=1+1 Customer');
    await setStatus(person.leadId, 'approved');
    const [credit] = await entriesOf(person.id);
    await runOk([credit?.id ?? 0], newReference());
    await setStatus(person.leadId, 'rejected');
    const secondLead = await addLead(person.id, 3_000_000, 'Plain, "Quoted" Customer');
    await setStatus(secondLead, 'approved');
    const open = (await entriesOf(person.id)).filter((entry) => !entry.isProcessed);
    const reference = newReference();
    const made = await runOk(open.map((entry) => entry.id), reference);
    const response = await admin.get(`/leads/payouts/runs/${made.id}/export/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="payout-run-${made.id}.csv"`);
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Reference,Connector,Connector ID,Entry ID,Type,Kind,Customer,Amount,Created,Processed');
    expect(lines.at(-1)).toBe('');
    const [debit, newCredit, tds] = open;
    const time = '"?\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}"?';
    expect(lines[1]).toMatch(
      new RegExp(`^"${reference}","Test Connector ${person.employeeId}","${person.employeeId}",${debit?.id},"debit","commission","'=1\\+1 Customer",-15000\\.00,${time},${time}$`),
    );
    expect(lines[2]).toMatch(new RegExp(`^"${reference}",.*,${newCredit?.id},"credit","commission","Plain, ""Quoted"" Customer",45000\\.00,`));
    // ₹45,000 takes the year (₹0 after the reversal) over ₹20,000: TDS 2% of it, paid in the same run.
    expect(lines[3]).toMatch(new RegExp(`^"${reference}",.*,${tds?.id},"debit","tds","Plain, ""Quoted"" Customer",-900\\.00,`));
    expect(lines).toHaveLength(5);
  });
});

describe('the seed keeps the demo figures', () => {
  it("CN1001: bonus ₹53,000 (processed entries), this month's credits ₹43,000, approved leads at payout cycle 1", async () => {
    const cn1001 = await userClient(t.app, 'CN1001');
    const body = (await cn1001.get('/leads/transactions/')).json() as { bonus_amount: number; transactions: { transaction_type: string; amount: number; created_at: string }[] };
    expect(body.bonus_amount).toBe(53_000);
    const now = new Date();
    const thisMonth = body.transactions
      .filter((entry) => entry.transaction_type === 'credit')
      .filter((entry) => {
        const created = new Date(entry.created_at);
        return created.getFullYear() === now.getFullYear() && created.getMonth() === now.getMonth();
      })
      .reduce((sum, entry) => sum + entry.amount, 0);
    expect(thisMonth).toBe(43_000);
    const approved = await db()
      .select({ payoutCycle: leads.payoutCycle, referrer: employees.employeeId })
      .from(leads)
      .innerJoin(employees, eq(employees.id, leads.referredById))
      .where(and(eq(leads.status, 'approved'), sql`${leads.customerMobile} like '98%'`));
    expect(approved.length).toBe(6);
    expect(approved.every((row) => row.payoutCycle === 1)).toBe(true);
  });
});
