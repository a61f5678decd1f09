import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankLoans, banks, employees, leads, loanTypes, notifications } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { createTestApp, userClient, type TestApp } from './support/test-app';

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;
let rm1: Client;

beforeAll(async () => {
  t = await createTestApp();
  [admin, rm1] = await Promise.all(['AD3001', 'RM2001'].map((id) => userClient(t.app, id)));
});
afterAll(async () => {
  await t?.close();
});

const db = () => t.app.db;

async function idOf(employeeId: string) {
  const [row] = await db().select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employeeId));
  if (!row) throw new Error(`no employee ${employeeId}`);
  return row.id;
}

/** Every notification an employee has, oldest first. */
const notificationsOf = async (employeeId: string) =>
  db()
    .select({ type: notifications.notificationType, title: notifications.title, message: notifications.message, leadId: notifications.leadId, isActive: notifications.isActive })
    .from(notifications)
    .where(eq(notifications.recipientId, await idOf(employeeId)))
    .orderBy(asc(notifications.id));

const ofLead = async (employeeId: string, leadId: number) => (await notificationsOf(employeeId)).filter((n) => n.leadId === leadId);

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

/** An active-or-not relationship manager of its own (to prove inactive managers are left out). */
async function newRm(active: boolean) {
  const employeeId = `TR${randomInt(100_000, 999_999)}`;
  const [template] = await db().select({ passwordHash: employees.passwordHash }).from(employees).where(eq(employees.employeeId, 'RM2001'));
  await db()
    .insert(employees)
    .values({ employeeId, username: `Test Manager ${employeeId}`, role: 'rm', passwordHash: template?.passwordHash ?? 'x', isActive: active });
  return employeeId;
}

let mobile = 0;
const nextMobile = () => `93${String(10_000_000 + (mobile += 1)).slice(-8)}`;

async function addLead(client: Client, connector: { employeeId: string; territoryId: number | null }, customerName: string) {
  const response = await client.post('/leads/leads/', {
    customer_name: customerName,
    loan_type: await bankLoanId('HDFC Bank', 'Home Loan'),
    customer_mobile: nextMobile(),
    customer_address: '14, Prabhat Road, Erandwane, Pune 411004',
    loan_amount: 2_000_000,
    referred_by_employee_id: connector.employeeId,
    branch: connector.territoryId,
    remarks: 'Salaried, wants a 20-year tenure.',
  });
  return response;
}

async function addLeadOk(client: Client, connector: { employeeId: string; territoryId: number | null }, customerName: string) {
  const response = await addLead(client, connector, customerName);
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await db().select({ id: leads.id }).from(leads).where(eq(leads.customerName, customerName));
  if (!row) throw new Error(`no lead ${customerName}`);
  return row.id;
}

const setDocuments = (leadId: number, documents: Record<string, string>) =>
  admin.patch(`/leads/manage/leads/${leadId}/documents/`, { documents });

describe('referral_notification when a lead is added', () => {
  it("each active direct reporting manager of the connector gets one naming the customer, product and amount; the connector gets none", async () => {
    const inactiveRm = await newRm(false);
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East', managers: ['RM2001', 'RM2002', inactiveRm] });
    const leadId = await addLeadOk(connector.client, connector, 'Referral Customer One');

    for (const manager of ['RM2001', 'RM2002']) {
      const received = await ofLead(manager, leadId);
      expect(received, manager).toHaveLength(1);
      expect(received[0]).toMatchObject({ type: 'referral_notification', isActive: true, title: `New lead from Test Connector ${connector.employeeId}` });
      expect(received[0]?.message).toContain('**Referral Customer One**');
      expect(received[0]?.message).toContain('**Home Loan**');
      expect(received[0]?.message).toContain('**₹20,00,000**');
      expect(received[0]?.message).toContain('HDFC Bank');
      expect(received[0]?.message).not.toContain('Added by');
    }
    expect(await ofLead(inactiveRm, leadId)).toEqual([]);
    // The connector who added it: nothing about this lead (and nothing of this type at all).
    expect(await ofLead(connector.employeeId, leadId)).toEqual([]);
    const own = await connector.client.get('/notifications/?type=referral_notification');
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json() as { count: number }).count).toBe(0);
    // The manager sees it in their notification centre, linked to the lead.
    const page = await rm1.get('/notifications/?type=referral_notification&page_size=100');
    expect(page.statusCode, page.body).toBe(200);
    const items = (page.json() as { results: { lead: number | null; notification_type: string }[] }).results.filter((n) => n.lead === leadId);
    expect(items).toHaveLength(1);
    // Not above the direct managers: RM2001's own manager hears nothing.
    expect(await ofLead('AD3001', leadId)).toEqual([]);
  });

  it('staff adding a lead for a connector are not notified of their own action; the managers are told who added it', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune West', managers: ['RM2001', 'AD3001'] });
    const leadId = await addLeadOk(admin, connector, 'Referral Customer Two');
    const [told] = await ofLead('RM2001', leadId);
    expect(told?.type).toBe('referral_notification');
    expect(told?.message).toContain('Added by Anjali Desai on their behalf.');
    expect(await ofLead('AD3001', leadId)).toEqual([]);
    expect(await ofLead(connector.employeeId, leadId)).toEqual([]);
  });

  it('a connector without managers adds a lead: no notification at all, and a refused lead notifies nobody', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East' });
    const before = await db().select({ count: sql<number>`count(*)::int` }).from(notifications);
    const leadId = await addLeadOk(connector.client, connector, 'Referral Customer Three');
    const refused = await addLead(connector.client, { ...connector, territoryId: null }, 'Referral Customer Refused');
    expect(refused.statusCode).toBe(400);
    const after = await db().select({ count: sql<number>`count(*)::int` }).from(notifications);
    expect(after[0]?.count).toBe(before[0]?.count);
    // A new lead's checklist is all Pending: that is no document_pending either.
    expect(await ofLead(connector.employeeId, leadId)).toEqual([]);
  });

  it('the notification is written in the lead\'s transaction: when it cannot be written, no lead is created', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East', managers: ['RM2001'] });
    await db().execute(sql`create function test_refuse_referral() returns trigger language plpgsql as $$
      begin raise exception 'test: referral notifications refused'; end $$`);
    await db().execute(sql`create trigger test_refuse_referral before insert on notifications for each row
      when (new.notification_type = 'referral_notification') execute function test_refuse_referral()`);
    try {
      const response = await addLead(connector.client, connector, 'Referral Customer Rolled Back');
      expect(response.statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger test_refuse_referral on notifications`);
      await db().execute(sql`drop function test_refuse_referral()`);
    }
    expect(await db().select({ id: leads.id }).from(leads).where(eq(leads.customerName, 'Referral Customer Rolled Back'))).toEqual([]);
    // And the same request goes through once notifications can be written again.
    const leadId = await addLeadOk(connector.client, connector, 'Referral Customer Rolled Back');
    expect((await ofLead('RM2001', leadId)).map((n) => n.type)).toEqual(['referral_notification']);
  });
});

describe('lead_status when the back office changes a status', () => {
  it('one change, exactly one lead_status to the referring connector (the managers get none)', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East', managers: ['RM2002'] });
    const leadId = await addLeadOk(connector.client, connector, 'Status Customer');
    const moved = await admin.post(`/leads/manage/leads/${leadId}/status/`, { from_status: 'processing', status: 'approved', remark: 'Sanctioned by the bank.' });
    expect(moved.statusCode, moved.body).toBe(200);
    const received = await ofLead(connector.employeeId, leadId);
    expect(received.map((n) => n.type)).toEqual(['lead_status']);
    expect(received[0]?.title).toBe('Lead approved: Status Customer');
    expect((await ofLead('RM2002', leadId)).map((n) => n.type)).toEqual(['referral_notification']);
    // A refused move (already approved) writes nothing.
    const again = await admin.post(`/leads/manage/leads/${leadId}/status/`, { from_status: 'approved', status: 'approved', remark: 'Sanctioned by the bank.' });
    expect(again.statusCode).toBe(409);
    expect(await ofLead(connector.employeeId, leadId)).toHaveLength(1);
  });
});

describe('document_pending when checklist documents go back to Pending', () => {
  it('one notification per call naming the documents that really went back to Pending, with the lead', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East', managers: ['RM2001'] });
    const leadId = await addLeadOk(connector.client, connector, 'Documents Customer');
    const [lead] = await db().select({ checklist: leads.documentsChecklist }).from(leads).where(eq(leads.id, leadId));
    const names = Object.keys(lead?.checklist ?? {});
    expect(names.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = names as [string, string, string];
    const pendingOf = async () => (await ofLead(connector.employeeId, leadId)).filter((n) => n.type === 'document_pending');

    // Moving forward (Submitted, Verified) is no reason to write.
    expect((await setDocuments(leadId, { [first]: 'Submitted', [second]: 'Verified' })).statusCode).toBe(200);
    expect(await pendingOf()).toEqual([]);

    // Both back to Pending in one call, plus one that already was Pending (no change): one notification.
    const back = await setDocuments(leadId, { [first]: 'Pending', [second]: 'Pending', [third]: 'Pending' });
    expect(back.statusCode, back.body).toBe(200);
    const pending = await pendingOf();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ title: 'Documents pending: Documents Customer', leadId, isActive: true });
    expect(pending[0]?.message).toContain(`**${first}** and **${second}** are missing or must be uploaded again`);
    expect(pending[0]?.message).not.toContain(third);
    // The managers are not told.
    expect((await ofLead('RM2001', leadId)).map((n) => n.type)).toEqual(['referral_notification']);

    // The same request again changes nothing and notifies nobody.
    expect((await setDocuments(leadId, { [first]: 'Pending', [second]: 'Pending' })).statusCode).toBe(200);
    expect(await pendingOf()).toHaveLength(1);

    // One document back to Pending: a second notification, naming that one.
    await setDocuments(leadId, { [first]: 'Verified' });
    expect((await setDocuments(leadId, { [first]: 'Pending', [second]: 'Submitted' })).statusCode).toBe(200);
    const later = await pendingOf();
    expect(later).toHaveLength(2);
    expect(later[1]?.message).toMatch(new RegExp(`^\\*\\*${first.replace(/[()]/g, '\\$&')}\\*\\* is missing`));
  });

  it('a refused update (a document not in the checklist) writes no notification, and a failing notification keeps the checklist', async () => {
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East' });
    const leadId = await addLeadOk(connector.client, connector, 'Documents Customer Two');
    const [lead] = await db().select({ checklist: leads.documentsChecklist }).from(leads).where(eq(leads.id, leadId));
    const [first] = Object.keys(lead?.checklist ?? {}) as [string];
    expect((await setDocuments(leadId, { [first]: 'Verified' })).statusCode).toBe(200);

    const refused = await setDocuments(leadId, { [first]: 'Pending', 'Not A Document': 'Pending' });
    expect(refused.statusCode).toBe(400);
    expect(await ofLead(connector.employeeId, leadId)).toEqual([]);

    await db().execute(sql`create function test_refuse_pending() returns trigger language plpgsql as $$
      begin raise exception 'test: document_pending refused'; end $$`);
    await db().execute(sql`create trigger test_refuse_pending before insert on notifications for each row
      when (new.notification_type = 'document_pending') execute function test_refuse_pending()`);
    try {
      expect((await setDocuments(leadId, { [first]: 'Pending' })).statusCode).toBe(500);
    } finally {
      await db().execute(sql`drop trigger test_refuse_pending on notifications`);
      await db().execute(sql`drop function test_refuse_pending()`);
    }
    const [after] = await db().select({ checklist: leads.documentsChecklist }).from(leads).where(eq(leads.id, leadId));
    expect(after?.checklist[first]).toBe('Verified');
    expect(await ofLead(connector.employeeId, leadId)).toEqual([]);
  });
});
