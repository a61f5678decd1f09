import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { appSettings, bankLoans, banks, employees, leads, leadStatusHistory, loanTypes, notifications } from '../src/db/schema';
import { IDLE_LEAD_LAST_RUN_KEY, runIdleLeadCheck, scheduleIdleLeadCheck } from '../src/maintenance/idle-leads';
import { newConnector } from './support/fixtures';
import { createTestApp, createTestReplicas, DB_TARGET, ManualClock, userClient, type TestApp } from './support/test-app';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const INTERVAL = 60 * 60_000;

let t: TestApp;
type Client = Awaited<ReturnType<typeof userClient>>;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  admin = await userClient(t.app, 'AD3001');
});
afterAll(async () => {
  await t?.close();
});

const dbOf = (app: TestApp['app']) => app.db;

async function bankLoanId(db: Database, bank = 'HDFC Bank', loanType = 'Home Loan') {
  const [row] = await db
    .select({ id: bankLoans.id })
    .from(bankLoans)
    .innerJoin(banks, eq(banks.id, bankLoans.bankId))
    .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
    .where(and(eq(banks.name, bank), eq(loanTypes.type, loanType)));
  if (!row) throw new Error(`${bank} offers no ${loanType}`);
  return row.id;
}

let mobile = 0;
/** A lead added through the API by the connector (so it has its creation in the timeline). */
async function addLead(app: TestApp['app'], connector: Awaited<ReturnType<typeof newConnector>>, customerName: string) {
  const response = await connector.client.post('/leads/leads/', {
    customer_name: customerName,
    loan_type: await bankLoanId(dbOf(app)),
    customer_mobile: `94${String(10_000_000 + (mobile += 1)).slice(-8)}`,
    customer_address: '14, Prabhat Road, Erandwane, Pune 411004',
    loan_amount: 2_000_000,
    referred_by_employee_id: connector.employeeId,
    branch: connector.territoryId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

/** Moves the lead's creation and every timeline row back by `ms` (as if it was added then and never moved since). */
async function age(db: Database, leadId: number, ms: number) {
  const then = new Date(Date.now() - ms);
  await db.update(leads).set({ createdAt: then, updatedAt: then }).where(eq(leads.id, leadId));
  await db.update(leadStatusHistory).set({ changedAt: then }).where(eq(leadStatusHistory.leadId, leadId));
}

const idleOf = (db: Database, leadId: number) =>
  db
    .select({ recipient: employees.employeeId, title: notifications.title, message: notifications.message, isActive: notifications.isActive })
    .from(notifications)
    .innerJoin(employees, eq(employees.id, notifications.recipientId))
    .where(and(eq(notifications.leadId, leadId), eq(notifications.notificationType, 'idle_lead')))
    .orderBy(asc(notifications.id));

/** Forgets the last run, so the next check is due whatever the interval. */
const forgetLastRun = (db: Database) => db.delete(appSettings).where(eq(appSettings.key, IDLE_LEAD_LAST_RUN_KEY));

describe('the idle-lead check', () => {
  it('reminds the connector and their active direct managers once about a processing lead idle for more than 7 days, and not again within 7 days', async () => {
    const db = dbOf(t.app);
    const clock = new ManualClock();
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East', managers: ['RM2001'] });
    const idle = await addLead(t.app, connector, 'Idle Customer');
    const fresh = await addLead(t.app, connector, 'Fresh Customer');
    const almost = await addLead(t.app, connector, 'Almost Idle Customer');
    const rejected = await addLead(t.app, connector, 'Rejected Old Customer');
    const reopened = await addLead(t.app, connector, 'Reopened Customer');
    const documentsOnly = await addLead(t.app, connector, 'Documents Only Customer');
    await age(db, idle, 8 * DAY);
    await age(db, almost, 7 * DAY - HOUR);
    await age(db, rejected, 8 * DAY);
    await db.update(leads).set({ status: 'rejected' }).where(eq(leads.id, rejected));
    await age(db, reopened, 20 * DAY);
    await age(db, documentsOnly, 9 * DAY);
    // Reopened today: rejected and back to processing, so its last status change is now.
    for (const [from_status, status] of [['processing', 'rejected'], ['rejected', 'processing']]) {
      const moved = await admin.post(`/leads/manage/leads/${reopened}/status/`, { from_status, status, remark: 'Customer came back.' });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    // A checklist change is no status change: the lead stays idle.
    const [row] = await db.select({ checklist: leads.documentsChecklist }).from(leads).where(eq(leads.id, documentsOnly));
    const [document] = Object.keys(row?.checklist ?? {}) as [string];
    expect((await admin.patch(`/leads/manage/leads/${documentsOnly}/documents/`, { documents: { [document]: 'Submitted' } })).statusCode).toBe(200);

    const first = await runIdleLeadCheck(db, clock, { intervalMs: INTERVAL });
    expect(first.ran).toBe(true);

    const reminded = await idleOf(db, idle);
    expect(reminded.map((n) => n.recipient).sort()).toEqual([connector.employeeId, 'RM2001'].sort());
    const toConnector = reminded.find((n) => n.recipient === connector.employeeId);
    expect(toConnector).toMatchObject({ title: 'Lead idle for 8 days: Idle Customer', isActive: true });
    expect(toConnector?.message).toContain('**Home Loan** lead of **Idle Customer** (HDFC Bank, **₹20,00,000**)');
    const toManager = reminded.find((n) => n.recipient === 'RM2001');
    expect(toManager?.title).toBe(`Idle lead of Test Connector ${connector.employeeId}: Idle Customer`);
    expect((await idleOf(db, documentsOnly)).map((n) => n.recipient).sort()).toEqual([connector.employeeId, 'RM2001'].sort());
    for (const lead of [fresh, almost, rejected, reopened]) expect(await idleOf(db, lead), String(lead)).toEqual([]);

    // Within the interval: skipped.
    expect(await runIdleLeadCheck(db, clock, { intervalMs: INTERVAL })).toMatchObject({ ran: false, reason: 'recent' });
    // A second real run an interval later: the lead was reminded less than 7 days ago, so nothing new.
    clock.advance(INTERVAL + 1000);
    expect(await runIdleLeadCheck(db, clock, { intervalMs: INTERVAL })).toMatchObject({ ran: true });
    expect(await idleOf(db, idle)).toHaveLength(2);
    expect((await idleOf(db, idle)).filter((n) => n.recipient === connector.employeeId)).toHaveLength(1);

    // Seven days after the reminder, still idle: reminded again (now idle for 15 days).
    clock.advance(7 * DAY);
    expect(await runIdleLeadCheck(db, clock, { intervalMs: INTERVAL })).toMatchObject({ ran: true });
    const again = (await idleOf(db, idle)).filter((n) => n.recipient === connector.employeeId);
    expect(again.map((n) => n.title)).toEqual(['Lead idle for 8 days: Idle Customer', 'Lead idle for 15 days: Idle Customer']);
  });

  it('records its last run in app_settings and skips while it is younger than the interval', async () => {
    const db = dbOf(t.app);
    const clock = new ManualClock();
    clock.advance(30 * DAY); // later than every run of the other tests
    await forgetLastRun(db);
    const before = clock.now().getTime();
    expect(await runIdleLeadCheck(db, clock, { intervalMs: INTERVAL })).toMatchObject({ ran: true });
    const [stored] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, IDLE_LEAD_LAST_RUN_KEY));
    const recorded = Date.parse(stored?.value ?? '');
    expect(recorded).toBeGreaterThanOrEqual(before);
    expect(recorded).toBeLessThanOrEqual(clock.now().getTime());
    clock.advance(INTERVAL / 2);
    expect(await runIdleLeadCheck(db, clock, { intervalMs: INTERVAL })).toMatchObject({ ran: false, reason: 'recent' });
    clock.advance(INTERVAL / 2);
    expect(await runIdleLeadCheck(db, clock, { intervalMs: INTERVAL })).toMatchObject({ ran: true });
  });

  it('leads without an active referrer are left alone', async () => {
    const db = dbOf(t.app);
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East', managers: ['RM2001'] });
    const lead = await addLead(t.app, connector, 'Orphan Customer');
    await age(db, lead, 10 * DAY);
    await db.update(employees).set({ isActive: false }).where(eq(employees.id, connector.id));
    await forgetLastRun(db);
    expect(await runIdleLeadCheck(db, new ManualClock(), { intervalMs: INTERVAL })).toMatchObject({ ran: true });
    expect(await idleOf(db, lead)).toEqual([]);
  });

  it('runs on its schedule inside the process and stops cleanly; interval 0 schedules nothing', async () => {
    const db = dbOf(t.app);
    const connector = await newConnector(t.app, 'verified', { territory: 'Pune East' });
    const lead = await addLead(t.app, connector, 'Scheduled Customer');
    await age(db, lead, 8 * DAY);
    const silent = { info: () => undefined, debug: () => undefined, warn: () => undefined } as unknown as FastifyBaseLogger;

    const off = scheduleIdleLeadCheck(db, silent, 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await off();
    expect(await idleOf(db, lead)).toEqual([]);

    await forgetLastRun(db);
    const stop = scheduleIdleLeadCheck(db, silent, 100);
    const deadline = Date.now() + 10_000;
    while ((await idleOf(db, lead)).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await stop();
    expect(await idleOf(db, lead)).toHaveLength(1);
  });
});

describe('one run per interval across replicas', () => {
  it(`two API instances on one database (${DB_TARGET}) checking at the same moment remind once per lead`, async () => {
    const replicas = await createTestReplicas(2);
    try {
      const [one, two] = replicas.apps as [TestApp['app'], TestApp['app']];
      const db = one.db;
      const connector = await newConnector(one, 'verified', { territory: 'Pune East', managers: ['RM2002'] });
      const leadIds: number[] = [];
      for (let i = 0; i < 3; i += 1) leadIds.push(await addLead(one, connector, `Replica Customer ${i}`));
      for (const id of leadIds) await age(db, id, 8 * DAY);

      // The real interval: exactly one of the two runs.
      const results = await Promise.all([runIdleLeadCheck(one.db, undefined, { intervalMs: INTERVAL }), runIdleLeadCheck(two.db, undefined, { intervalMs: INTERVAL })]);
      expect(results.filter((result) => result.ran)).toHaveLength(1);
      for (const id of leadIds) expect((await idleOf(db, id)).map((n) => n.recipient).sort()).toEqual([connector.employeeId, 'RM2002'].sort());

      // Even when every check is due (interval 0), concurrent checks never remind twice within 7 days.
      const another = await addLead(two, connector, 'Replica Customer Late');
      await age(db, another, 9 * DAY);
      const burst = await Promise.all(
        Array.from({ length: 8 }, (_, i) => runIdleLeadCheck((i % 2 === 0 ? one : two).db, undefined, { intervalMs: 0 })),
      );
      expect(burst.some((result) => result.ran)).toBe(true);
      for (const id of [...leadIds, another]) expect(await idleOf(db, id), String(id)).toHaveLength(2);
      const count = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(notifications)
        .where(and(eq(notifications.notificationType, 'idle_lead'), eq(notifications.recipientId, connector.id)));
      expect(count[0]?.count).toBe(4);
    } finally {
      await replicas.close();
    }
  });
});

describe('IDLE_LEAD_CHECK_INTERVAL_MINUTES', () => {
  it('defaults to 60 minutes, 0 (off) under NODE_ENV=test, and refuses negative, non-numeric and longer than a week', () => {
    expect(loadConfig({}).idleLeadCheckIntervalMinutes).toBe(60);
    expect(loadConfig({ NODE_ENV: 'test' }).idleLeadCheckIntervalMinutes).toBe(0);
    expect(loadConfig({ IDLE_LEAD_CHECK_INTERVAL_MINUTES: '15' }).idleLeadCheckIntervalMinutes).toBe(15);
    expect(loadConfig({ NODE_ENV: 'test', IDLE_LEAD_CHECK_INTERVAL_MINUTES: '5' }).idleLeadCheckIntervalMinutes).toBe(5);
    expect(loadConfig({ IDLE_LEAD_CHECK_INTERVAL_MINUTES: '0' }).idleLeadCheckIntervalMinutes).toBe(0);
    for (const bad of ['-1', 'hourly', String(7 * 24 * 60 + 1)]) {
      expect(() => loadConfig({ IDLE_LEAD_CHECK_INTERVAL_MINUTES: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ IDLE_LEAD_CHECK_INTERVAL_MINUTES: bad }), bad).toThrow(/IDLE_LEAD_CHECK_INTERVAL_MINUTES/);
    }
  });
});
