import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { auditLog, bankLoans, banks, leads, loanTypes, transactions } from '../src/db/schema';
import { newConnector, notificationsTitled } from './support/fixtures';
import { bearer, createTestApp, DEMO_PASSWORD, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let director: Client;

beforeAll(async () => {
  t = await createTestApp();
  [admin, director] = await Promise.all(['AD3001', 'DR4001'].map((id) => userClient(t.app, id)));
});
afterAll(async () => {
  await t?.close();
});

const put = (client: Client, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/auth/tax-profile/', headers: bearer(client.tokens.access), payload: payload as object });

interface Profile {
  employee_id: string;
  pan: { value: string; verification: { verified_at: string; verified_by: { employee_id: string } | null } | null } | null;
  gstin: { value: string; verification: unknown } | null;
  bank_account: { account_number_masked: string; ifsc: string; holder_name: string; verification: unknown } | null;
  payout_hold: string | null;
  tds_rate: number;
  updated_at: string | null;
}

// A PAN and a GSTIN of well-formed shape (the GSTIN's check character computed for this PAN).
const PAN = 'ABCPE1234F';
const GSTIN = '27ABCPE1234F1ZB';

describe('the own tax profile', () => {
  it('starts empty with payouts held, and takes PAN, GSTIN and bank account with the current password', async () => {
    const person = await newConnector(t.app, 'verified');
    const empty = (await person.client.get('/auth/tax-profile/')).json() as Profile;
    expect(empty).toMatchObject({
      employee_id: person.employeeId, pan: null, gstin: null, bank_account: null, tds_rate: 20, updated_at: null,
      payout_hold: 'No payout bank account on file.',
    });

    const payload = {
      pan: ' abcpe 1234 f ',
      gstin: GSTIN.toLowerCase(),
      bank_account: { account_number: '5010 0234 5678 91', ifsc: 'hdfc0001234', holder_name: '  Aarav   Sharma ' },
    };
    const noPassword = await put(person.client, payload);
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({ current_password: ['Enter your current password to change your tax or bank details.'] });
    const wrong = await put(person.client, { ...payload, current_password: 'not-it' });
    expect(wrong.json()).toEqual({ current_password: ['Your current password is incorrect.'] });

    const saved = await put(person.client, { ...payload, current_password: DEMO_PASSWORD });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      pan: { value: PAN, verification: null },
      gstin: { value: GSTIN, verification: null },
      bank_account: { account_number_masked: 'XXXXXX7891', ifsc: 'HDFC0001234', holder_name: 'Aarav Sharma', verification: null },
      payout_hold: 'The payout bank account is waiting for the back office to verify it.',
      tds_rate: 20,
    });
    // The account number is nowhere in the database's tables but the vault (sealed), nor in the audit entry.
    const rows = await queryRows<{ found: boolean }>(
      t.app.db,
      sql`select exists (select 1 from tax_profiles p where p::text like '%50100234567891%')
              or exists (select 1 from audit_log a where a.details::text like '%50100234567891%')
              or exists (select 1 from vault_chunks c where position('50100234567891'::bytea in c.sealed) > 0) as found`,
    );
    expect(rows[0]?.found).toBe(false);
    expect(t.logs().some((line) => JSON.stringify(line).includes('50100234567891'))).toBe(false);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'tax_profile.changed'), eq(auditLog.entityId, person.id)));
    expect(audit?.details).toEqual({ fields: ['pan', 'gstin', 'bank_account'], bank_account: 'XXXXXX7891' });
    const [notice] = await notificationsTitled(t.app, person.employeeId, 'Tax and payout details changed');
    expect(notice?.message).toBe(
      'Your PAN, GSTIN, payout bank account (XXXXXX7891) were changed; the back office verifies them before payouts use them.\n' +
        'If this was not you, contact support at once.',
    );

    // The same values again change nothing and need no password.
    const same = await put(person.client, { pan: PAN });
    expect(same.statusCode).toBe(200);
  });

  it('answers every malformed field with its own message, and changes nothing', async () => {
    const person = await newConnector(t.app, 'verified');
    const response = await put(person.client, {
      pan: 'ABCXE1234F',
      gstin: '27ABCPE1234F1ZA',
      bank_account: { account_number: '12-34', ifsc: 'HDFC1001234', holder_name: 'A' },
      current_password: DEMO_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      pan: ['The fourth letter of a PAN says who holds it (P for a person, C company, H HUF, F firm, A, B, G, J, L or T): "X" is none of these.'],
      gstin: ['This GSTIN fails its check character (the last one): a character is mistyped.'],
      account_number: ['Enter the account number as its 9 to 18 digits, without spaces.'],
      ifsc: ['The fifth character of an IFSC is always 0.'],
      holder_name: ["Enter the account holder's name as the bank has it."],
    });
    expect((await put(person.client, { gstin: GSTIN, current_password: DEMO_PASSWORD })).json()).toEqual({
      gstin: ['Enter your PAN first: a GSTIN carries the PAN it was issued to.'],
    });
    expect((await put(person.client, { pan: 'ABCPE1234G', gstin: GSTIN, current_password: DEMO_PASSWORD })).json()).toEqual({
      gstin: ['This GSTIN carries the PAN ABCPE1234F, not yours (ABCPE1234G).'],
    });
    expect((await put(person.client, { pan: 'ABCPE12345', current_password: DEMO_PASSWORD })).json()).toEqual({
      pan: ['Enter a PAN of 10 characters like ABCPE1234F: five letters, four digits, then a letter.'],
    });
    expect((await put(person.client, { gstin: '99ABCPE1234F1ZB', current_password: DEMO_PASSWORD })).statusCode).toBe(400);
    expect(((await person.client.get('/auth/tax-profile/')).json() as Profile).updated_at).toBeNull();
  });
});

describe('verification by the back office', () => {
  it('verifies each field on the profile as the reviewer saw it, never their own, and the connector is told', async () => {
    const person = await newConnector(t.app, 'verified');
    const saved = (await put(person.client, {
      pan: PAN,
      bank_account: { account_number: '123456789012', ifsc: 'SBIN0040123', holder_name: 'Test Person' },
      current_password: DEMO_PASSWORD,
    })).json() as Profile;
    const url = `/leads/payouts/tax-profiles/${person.employeeId}/`;
    // The back office's queue lists what waits, oldest change first.
    const queue = (await admin.get('/leads/payouts/tax-profiles/')).json() as { count: number; results: { employee_id: string; unverified: string[] }[] };
    expect(queue.results.find((entry) => entry.employee_id === person.employeeId)?.unverified).toEqual(['pan', 'bank_account']);
    expect(queue.count).toBeGreaterThanOrEqual(queue.results.length);
    const seen = (await admin.get(url)).json() as Profile;
    expect(seen).toEqual(saved);
    for (const client of [person.client, await userClient(t.app, 'RM2001')]) {
      expect((await client.get(url)).statusCode).toBe(403);
      expect((await client.post(`${url}verify/`, { field: 'pan', seen_updated_at: seen.updated_at })).statusCode).toBe(403);
    }
    expect((await admin.get('/leads/payouts/tax-profiles/NOPE999/')).statusCode).toBe(404);

    const pan = await admin.post(`${url}verify/`, { field: 'pan', seen_updated_at: seen.updated_at });
    expect(pan.statusCode, pan.body).toBe(200);
    expect(pan.json()).toMatchObject({ pan: { value: PAN, verification: { verified_by: { employee_id: 'AD3001' } } }, tds_rate: 2 });
    expect((await admin.post(`${url}verify/`, { field: 'pan', seen_updated_at: seen.updated_at })).json()).toEqual({ detail: 'This PAN is already verified.' });
    expect((await admin.post(`${url}verify/`, { field: 'gstin', seen_updated_at: seen.updated_at })).json()).toEqual({
      field: ['There is no GSTIN on this profile to verify.'],
    });
    expect((await notificationsTitled(t.app, person.employeeId, 'PAN verified'))[0]?.message).toBe(
      'Your PAN **ABCPE1234F** is verified: TDS on your commission is deducted at the PAN rate.',
    );

    // The connector changes the account after the reviewer opened the profile: the stale verification is refused.
    await put(person.client, { bank_account: { account_number: '999988887777', ifsc: 'SBIN0040123', holder_name: 'Test Person' }, current_password: DEMO_PASSWORD });
    const stale = await director.post(`${url}verify/`, { field: 'bank_account', seen_updated_at: seen.updated_at });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: 'These details were changed after you opened them: nothing was verified. Check them again.' });
    const fresh = (await director.get(url)).json() as Profile;
    expect(fresh.pan?.verification).not.toBeNull(); // the PAN did not change, so it stays verified
    const account = await director.post(`${url}verify/`, { field: 'bank_account', seen_updated_at: fresh.updated_at });
    expect(account.json()).toMatchObject({ bank_account: { account_number_masked: 'XXXXXX7777' }, payout_hold: null });
    const after = (await admin.get('/leads/payouts/tax-profiles/')).json() as typeof queue;
    expect(after.results.some((entry) => entry.employee_id === person.employeeId)).toBe(false);

    // An admin's own profile is verified by someone else.
    const own = await admin.get('/auth/tax-profile/');
    expect(own.statusCode).toBe(200);
    const self = await admin.post('/leads/payouts/tax-profiles/AD3001/verify/', { field: 'pan', seen_updated_at: 'x' });
    expect(self.json()).toEqual({ detail: 'Someone else in the back office verifies your own tax and bank details.' });
  });
});

describe('TDS and GST with the commission', () => {
  async function hdfcHomeLoan() {
    const [row] = await t.app.db
      .select({ id: bankLoans.id })
      .from(bankLoans)
      .innerJoin(banks, eq(banks.id, bankLoans.bankId))
      .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
      .where(and(eq(banks.name, 'HDFC Bank'), eq(loanTypes.type, 'Home Loan')));
    return row?.id ?? 0;
  }
  async function approvedLead(person: { id: number }, loanAmount: number) {
    const [lead] = await t.app.db
      .insert(leads)
      .values({
        customerName: `Tax Customer ${loanAmount}`, customerMobile: '9000000001', customerAddress: 'Pune', bankLoanId: await hdfcHomeLoan(),
        loanAmount, referredById: person.id, createdById: person.id,
      })
      .returning({ id: leads.id });
    const response = await admin.post(`/leads/manage/leads/${lead?.id}/status/`, { from_status: 'processing', status: 'approved', remark: 'Sanctioned.' });
    expect(response.statusCode, response.body).toBe(200);
    return lead?.id ?? 0;
  }
  const ledger = (connectorId: number) =>
    t.app.db
      .select({ kind: transactions.entryKind, type: transactions.transactionType, amount: transactions.amount, base: transactions.taxBase, rate: transactions.taxRate })
      .from(transactions)
      .where(eq(transactions.connectorId, connectorId))
      .orderBy(asc(transactions.id));

  it('deducts 20% without a verified PAN and adds GST with a verified GSTIN; a reversal reverses both', async () => {
    const noPan = await newConnector(t.app, 'verified');
    // HDFC home loan at 1% (the demo override): ₹25,00,000 pays ₹25,000, over the year's ₹20,000.
    await approvedLead(noPan, 2_500_000);
    expect(await ledger(noPan.id)).toEqual([
      { kind: 'commission', type: 'credit', amount: 25_000, base: null, rate: null },
      { kind: 'tds', type: 'debit', amount: 5_000, base: 25_000, rate: 20 },
    ]);

    const registered = await newConnector(t.app, 'verified', { pan: PAN });
    await t.app.db.execute(sql`update tax_profiles set gstin = ${GSTIN}, gstin_verified_at = now() where employee_id = ${registered.id}`);
    const leadId = await approvedLead(registered, 2_500_000);
    const reversal = await admin.post(`/leads/manage/leads/${leadId}/status/`, { from_status: 'approved', status: 'rejected', remark: 'Disbursal cancelled.' });
    expect(reversal.statusCode, reversal.body).toBe(200);
    expect(await ledger(registered.id)).toEqual([
      { kind: 'commission', type: 'credit', amount: 25_000, base: null, rate: null },
      { kind: 'tds', type: 'debit', amount: 500, base: 25_000, rate: 2 },
      { kind: 'gst', type: 'credit', amount: 4_500, base: 25_000, rate: 18 },
      { kind: 'commission', type: 'debit', amount: 25_000, base: null, rate: null },
      { kind: 'tds', type: 'credit', amount: 500, base: 25_000, rate: 2 },
      { kind: 'gst', type: 'debit', amount: 4_500, base: 25_000, rate: 18 },
    ]);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'lead.status_changed'), eq(auditLog.entityId, leadId)));
    expect(audit.map((entry) => (entry.details as { ledger: { taxes: unknown[] } }).ledger.taxes)).toEqual([
      [
        { kind: 'tds', type: 'debit', base: 25_000, rate: 2, amount: 500 },
        { kind: 'gst', type: 'credit', base: 25_000, rate: 18, amount: 4_500 },
      ],
      [
        { kind: 'tds', type: 'credit', base: 25_000, rate: 2, amount: 500 },
        { kind: 'gst', type: 'debit', base: 25_000, rate: 18, amount: 4_500 },
      ],
    ]);
  });

  it('lets the database refuse a tax entry that does not add up or runs the wrong way', async () => {
    const person = await newConnector(t.app, 'verified', { pan: PAN });
    await approvedLead(person, 2_500_000);
    const [credit] = await ledger(person.id);
    expect(credit).toBeDefined();
    const [row] = await t.app.db.select({ id: transactions.id }).from(transactions).where(and(eq(transactions.connectorId, person.id), eq(transactions.entryKind, 'commission')));
    const attempt = (values: Partial<typeof transactions.$inferInsert>) =>
      t.app.db
        .insert(transactions)
        .values({ connectorId: person.id, transactionType: 'debit', amount: 1, description: 'x', entryKind: 'tds', taxSourceId: row?.id, taxBase: 50, taxRate: 2, financialYear: 2026, ...values })
        .then(() => 'written', (error: unknown) => String((error as { cause?: { constraint?: string } }).cause?.constraint ?? error));
    // Not base × rate.
    expect(await attempt({ amount: 2 })).toBe('transactions_tax_entry_check');
    // A second TDS entry of the same commission entry.
    expect(await attempt({})).toBe('transactions_tax_source_unique');
    // GST running against (not with) its commission credit: refused at commit.
    const wrongWay = await t.app.db
      .insert(transactions)
      .values({ connectorId: person.id, transactionType: 'debit', amount: 9, description: 'x', entryKind: 'gst', taxSourceId: row?.id, taxBase: 50, taxRate: 18, financialYear: 2026 })
      .then(() => 'written', (error: unknown) => String((error as { cause?: Error }).cause?.message ?? (error as Error).message));
    expect(wrongWay).toMatch(/a gst entry must run with its own connector's commission entry/);
  });
});

describe('payouts wait for a verified bank account', () => {
  it('shows the hold in the pending list and refuses a run that includes the connector', async () => {
    const person = await newConnector(t.app, 'verified', { payoutAccount: 'unverified' });
    const [lead] = await t.app.db
      .insert(leads)
      .values({ customerName: 'Held Customer', customerMobile: '9000000002', customerAddress: 'Pune', bankLoanId: (await t.app.db.select({ id: bankLoans.id }).from(bankLoans).limit(1))[0]?.id ?? 0, loanAmount: 500_000, referredById: person.id, createdById: person.id })
      .returning({ id: leads.id });
    expect((await admin.post(`/leads/manage/leads/${lead?.id}/status/`, { from_status: 'processing', status: 'approved', remark: 'Sanctioned.' })).statusCode).toBe(200);
    const page = (await admin.get(`/leads/payouts/pending/?search=${person.employeeId}`)).json() as { results: { payout_hold: string | null; entries: { id: number }[] }[] };
    expect(page.results[0]?.payout_hold).toBe('The payout bank account is waiting for the back office to verify it.');
    const ids = page.results[0]?.entries.map((entry) => entry.id) ?? [];
    const refused = await admin.post('/leads/payouts/runs/', { transaction_ids: ids, shown_entry_ids: ids, reference: `HELD-${person.employeeId}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      transaction_ids: [`Payouts to ${person.employeeId} (Test Connector ${person.employeeId}) are held: The payout bank account is waiting for the back office to verify it.`],
    });
  });
});

describe('the payout run transfer file and the quarterly TDS report', () => {
  it('pays into the account verified at the run, gives the number in full only in the transfer file, and logs each read', async () => {
    const person = await newConnector(t.app, 'verified', { payoutAccount: 'verified', pan: PAN });
    const [lead] = await t.app.db
      .insert(leads)
      .values({
        customerName: 'Transfer Customer', customerMobile: '9000000003', customerAddress: 'Pune',
        bankLoanId: (await t.app.db.select({ id: bankLoans.id }).from(bankLoans).innerJoin(banks, eq(banks.id, bankLoans.bankId)).innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId)).where(and(eq(banks.name, 'HDFC Bank'), eq(loanTypes.type, 'Home Loan'))))[0]?.id ?? 0,
        loanAmount: 3_000_000, referredById: person.id, createdById: person.id,
      })
      .returning({ id: leads.id });
    expect((await admin.post(`/leads/manage/leads/${lead?.id}/status/`, { from_status: 'processing', status: 'approved', remark: 'Sanctioned.' })).statusCode).toBe(200);
    const ids = (await t.app.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.connectorId, person.id))).map((row) => row.id);
    const reference = `TRF-${person.employeeId}`;
    const made = await admin.post('/leads/payouts/runs/', { transaction_ids: ids, shown_entry_ids: ids, reference });
    expect(made.statusCode, made.body).toBe(201);
    const runId = (made.json() as { id: number }).id;
    // The connector is told the net amount, the account, the date and the reference.
    const [paid] = await notificationsTitled(t.app, person.employeeId, 'Payout paid: ₹29,400');
    expect(paid?.notificationType).toBe('payout_paid');
    expect(paid?.message).toMatch(
      new RegExp(`^\\*\\*₹29,400\\*\\* was paid to your account XXXXXX9012 on \\d{1,2} [A-Z][a-z]{2} \\d{4}, reference \\*\\*${reference}\\*\\*\\.\\nCommission ₹30,000 · TDS ₹600\\.$`),
    );

    // The connector moves to a new account afterwards: the run's file still names the account it paid into.
    await put(person.client, { bank_account: { account_number: '777766665555', ifsc: 'ICIC0000001', holder_name: 'Someone Else' }, current_password: DEMO_PASSWORD });
    const file = await admin.get(`/leads/payouts/runs/${runId}/transfers/`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="payout-run-${runId}-transfers.csv"`);
    expect(file.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'Reference,Connector ID,Connector,Account holder,Account number,IFSC,Commission,TDS,GST,Net amount',
      // 1% of ₹30,00,000 = ₹30,000, over the year's threshold: 2% TDS = ₹600.
      `"${reference}","${person.employeeId}","Test Connector ${person.employeeId}","Test Connector ${person.employeeId}","123456789012","HDFC0001234",30000.00,600.00,0.00,29400.00`,
      '',
    ]);
    const reads = await queryRows<{ viewer_id: number; subject_id: number; purpose: string; document_kind: string }>(
      t.app.db,
      sql`select viewer_id, subject_id, purpose, document_kind from document_access_log where record_type = 'payout_run' and record_id = ${runId}`,
    );
    expect(reads).toEqual([{ viewer_id: expect.any(Number), subject_id: person.id, purpose: 'export', document_kind: 'bank_account' }]);
    expect((await person.client.get(`/leads/payouts/runs/${runId}/transfers/`)).statusCode).toBe(403);
    expect((await admin.get('/leads/payouts/runs/999999/transfers/')).statusCode).toBe(404);

    // The quarter's TDS report has the deductee's PAN, section 194H, the amount credited and the TDS.
    const now = new Date(Date.now() + 5.5 * 3600_000);
    const fy = now.getUTCMonth() >= 3 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    const quarter = Math.floor(((now.getUTCMonth() + 9) % 12) / 3) + 1;
    const report = await admin.get(`/leads/payouts/tds-report/?quarter=${fy}-Q${quarter}`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toMatch(/^attachment; filename="tds-194h-\d{4}-\d{2}-q[1-4]\.csv"$/);
    const lines = report.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Financial year,Quarter,Deductee PAN,Deductee name,Connector ID,Section,Rate (%),Amount paid or credited,TDS deducted,Higher rate reason,Note');
    expect(lines.filter((line) => line.includes(person.employeeId))).toEqual([
      `"${fy}-${String((fy + 1) % 100).padStart(2, '0')}","Q${quarter}","${PAN}","Test Connector ${person.employeeId}","${person.employeeId}","194H",2.00,30000.00,600.00,,`,
    ]);
    expect((await admin.get('/leads/payouts/tds-report/?quarter=2026-Q5')).statusCode).toBe(400);
    expect((await admin.get('/leads/payouts/tds-report/')).statusCode).toBe(400);
  });
});

describe('monthly commission statements', () => {
  const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit' }).format(new Date());

  /** The text of a PDF, page by page, as a reader's copy and paste would give it. */
  async function pdfText(bytes: Buffer): Promise<string> {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return pages.join('\n').replace(/\s+/g, ' ');
  }

  it("gives a connector their month as a PDF with the ledger's own figures, and the back office anyone's", async () => {
    const person = await newConnector(t.app, 'verified', { payoutAccount: 'verified', pan: PAN });
    const bankLoanId = (await t.app.db.select({ id: bankLoans.id }).from(bankLoans).innerJoin(banks, eq(banks.id, bankLoans.bankId)).innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId)).where(and(eq(banks.name, 'HDFC Bank'), eq(loanTypes.type, 'Home Loan'))))[0]?.id ?? 0;
    const approve = async (customerName: string, loanAmount: number) => {
      const [lead] = await t.app.db
        .insert(leads)
        .values({ customerName, customerMobile: '9000000004', customerAddress: 'Pune', bankLoanId, loanAmount, referredById: person.id, createdById: person.id })
        .returning({ id: leads.id });
      const response = await admin.post(`/leads/manage/leads/${lead?.id}/status/`, { from_status: 'processing', status: 'approved', remark: 'Sanctioned.' });
      expect(response.statusCode, response.body).toBe(200);
    };
    await approve('Statement One', 1_500_000); // ₹15,000: under the threshold
    await approve('Statement Two', 1_000_000); // ₹10,000: the year at ₹25,000, TDS 2% of it = ₹500
    const ids = (await t.app.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.connectorId, person.id))).map((row) => row.id);
    const reference = `STM-${person.employeeId}`;
    expect((await admin.post('/leads/payouts/runs/', { transaction_ids: ids, shown_entry_ids: ids, reference })).statusCode).toBe(201);
    await approve('Statement Three', 2_000_000); // ₹20,000 more, TDS ₹400, not paid yet

    const month = thisMonth();
    const response = await t.app.inject({ method: 'GET', url: `/leads/statements/${month}/`, headers: bearer(person.client.tokens.access) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="commission-statement-${person.employeeId}-${month}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Connector Portal Loan Services Pvt. Ltd.');
    expect(text).toContain(`Test Connector ${person.employeeId} (${person.employeeId})`);
    expect(text).toContain(`PAN: ${PAN}`);
    // The summary: ₹45,000 credited, ₹900 TDS, ₹24,500 paid under the run's reference, ₹19,600 still owed.
    expect(text).toMatch(/Opening balance ₹0 Commission credited ₹45,000 Reversals ₹0 TDS deducted -₹900 GST ₹0 Paid out -₹24,500 Closing balance ₹19,600/);
    expect(text).toContain('Statement Two · HDFC Bank · Home Loan · loan ₹10,00,000 · payout 1%');
    expect(text).toContain(reference);
    expect(text).toMatch(/TDS at 2% \(section 194H\) on ₹[\d,]+ of the year's commission/);

    // The same figures as the connector's ledger on screen (GET /leads/transactions/).
    const ledger = (await person.client.get('/leads/transactions/')).json() as {
      bonus_amount: number;
      transactions: { entry_kind: string; transaction_type: string; amount: number; is_processed: boolean }[];
    };
    const total = (kind: string, type: string) =>
      ledger.transactions.filter((entry) => entry.entry_kind === kind && entry.transaction_type === type).reduce((sum, entry) => sum + entry.amount, 0);
    expect(total('commission', 'credit')).toBe(45_000);
    expect(total('tds', 'debit')).toBe(900);
    expect(ledger.bonus_amount).toBe(24_500);

    const staff = await t.app.inject({ method: 'GET', url: `/leads/payouts/statements/${person.employeeId}/${month}/`, headers: bearer(admin.tokens.access) });
    expect(staff.statusCode).toBe(200);
    expect(await pdfText(staff.rawPayload)).toMatch(/Closing balance ₹19,600/);
    expect((await person.client.get(`/leads/payouts/statements/${person.employeeId}/${month}/`)).statusCode).toBe(403);
    expect((await admin.get(`/leads/payouts/statements/NOPE999/${month}/`)).statusCode).toBe(404);
    expect((await person.client.get('/leads/statements/2026-13/')).statusCode).toBe(400);
    const future = await person.client.get(`/leads/statements/${Number(month.slice(0, 4)) + 1}-01/`);
    expect(future.json()).toEqual({ month: ['This month has not begun yet: choose this month or an earlier one.'] });

    // In Hindi for a connector who reads the portal in Hindi: the same figures, names and references as written.
    expect((await person.client.patch('/auth/employees/update/', { language: 'hi' })).statusCode).toBe(200);
    const hindi = await t.app.inject({ method: 'GET', url: `/leads/statements/${month}/`, headers: bearer(person.client.tokens.access) });
    expect(hindi.statusCode).toBe(200);
    // A PDF's text comes back in the order the glyphs are drawn: the i-matra (ि) before its consonant and
    // the reph (र्) after its syllable, with breaks inside words. Compared without spaces and those two.
    const drawn = (text: string) => text.replace(/\s+|\u093F|\u0930\u094D/g, '');
    const hindiText = drawn(await pdfText(hindi.rawPayload));
    const hindiMonth = new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date());
    expect(hindiText).toContain(drawn(`कमीशन स्टेटमेंट: ${hindiMonth}`));
    expect(hindiText).toContain(drawn('शुरुआती बैलेंस ₹0 जमा हुआ कमीशन ₹45,000 वापसी ₹0 काटा गया TDS -₹900 GST ₹0 भुगतान हो चुका -₹24,500 अंतिम बैलेंस ₹19,600'));
    expect(hindiText).toContain(drawn('Statement Two · HDFC Bank · Home Loan · लोन ₹10,00,000 · पेआउट 1%'));
    expect(hindiText).toContain(drawn(`(भुगतान: ${reference})`));
    // The TDS lines' descriptions too (written in English with the entry, shown in the reader's language).
    expect(hindiText).toMatch(new RegExp(drawn('वित्त वर्ष के कमीशन के ₹[\\d,]+ पर 2% की दर से TDS \\(धारा 194H\\)')));
    expect(hindiText).toContain(drawn('महीने के पेआउट तारीख संदर्भ राशि'));
    expect(hindiText).not.toMatch(/Openingbalance|Entriesofthemonth|AmountsinIndianrupees/);
  });
});
