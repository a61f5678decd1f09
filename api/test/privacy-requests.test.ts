import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankLoans, banks, employees, kycDocuments, leads, loanTypes, notifications, sessions, taxProfiles, transactions, vaultObjects } from '../src/db/schema';
import { applyDocumentRetention } from '../src/maintenance/document-retention';
import { newConnector, notificationsTitled } from './support/fixtures';
import { bearer, createTestApp, DEMO_PASSWORD, userClient, type TestApp } from './support/test-app';

const OWN = '/auth/profile/privacy-requests/';
const PEOPLE = '/people/privacy-requests/';

interface AdminRequest {
  id: number;
  kind: string;
  status: string;
  details: string;
  resolution: string | null;
  person: { employee_id: string; username: string; is_active: boolean };
  handled_by: { employee_id: string } | null;
  erasure: null | {
    anonymised_name: string;
    documents_deleted_now: number;
    notifications_deleted: number;
    holds: { record: string; count: number; reason: string; held_until: string }[];
  };
}

describe('correction and erasure requests', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof userClient>>;
  let director: Awaited<ReturnType<typeof userClient>>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await userClient(t.app, 'AD3001');
    director = await userClient(t.app, 'DR4001');
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (client: Awaited<ReturnType<typeof userClient>>, kind: string, details: string) => client.post(OWN, { kind, details });

  const auditOf = (action: string, entityId: number) =>
    t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

  it('lets any signed-in person ask, once per kind at a time, before KYC too, and confirms it with a notification', async () => {
    const connector = await newConnector(t.app, 'not_submitted');
    const created = await ask(connector.client, 'correction', '  My name is spelt Aarav, not Arav.  ');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ kind: 'correction', details: 'My name is spelt Aarav, not Arav.', status: 'open', handled_at: null, resolution: null });

    const again = await ask(connector.client, 'correction', 'Another correction');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toMatch(/already have an open correction request/);
    // Another kind is its own request.
    expect((await ask(connector.client, 'erasure', 'I no longer work with you.')).statusCode).toBe(201);

    const mine = await connector.client.get(OWN);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results.map((request: { kind: string }) => request.kind)).toEqual(['erasure', 'correction']);

    const [confirmation] = await notificationsTitled(t.app, connector.employeeId, 'Erasure request received');
    expect(confirmation?.message).toMatch(/can no longer sign in/);
    expect(confirmation?.message).toMatch(/KYC documents for 5 years/);
    expect(await notificationsTitled(t.app, connector.employeeId, 'Correction request received')).toHaveLength(1);
    // The back office hears of it, without the person's words.
    const [staffAlert] = await notificationsTitled(t.app, 'AD3001', 'New correction request');
    expect(staffAlert?.message).toContain(connector.employeeId);
    expect(staffAlert?.message).not.toContain('Aarav');

    const [entry] = await auditOf('privacy_request.created', created.json().id);
    expect(entry).toMatchObject({ actorId: connector.id, entityType: 'privacy_request', details: { employee_id: connector.employeeId, kind: 'correction' } });
    expect(JSON.stringify(entry?.details)).not.toContain('Aarav');
  });

  it('answers 400 per field, 401 without a session', async () => {
    const connector = await newConnector(t.app, 'verified');
    const wrongKind = await ask(connector.client, 'deletion', 'Please delete');
    expect(wrongKind.statusCode).toBe(400);
    expect(Object.keys(wrongKind.json())).toEqual(['kind']);
    const blank = await ask(connector.client, 'correction', '      ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ details: ['Ensure this field has at least 3 characters.'] });
    const long = await ask(connector.client, 'correction', 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['details']);
    expect((await t.app.inject({ method: 'POST', url: OWN, payload: { kind: 'erasure', details: 'abc' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: PEOPLE })).statusCode).toBe(401);
  });

  it('lets the owner cancel an open request, and nobody else (404)', async () => {
    const owner = await newConnector(t.app, 'verified');
    const other = await newConnector(t.app, 'verified');
    const { id } = (await ask(owner.client, 'correction', 'Wrong e-mail address')).json() as { id: number };
    expect((await other.client.post(`${OWN}${id}/cancel/`)).statusCode).toBe(404);
    expect((await admin.post(`${OWN}${id}/cancel/`)).statusCode).toBe(404);
    const cancelled = await owner.client.post(`${OWN}${id}/cancel/`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    expect((await owner.client.post(`${OWN}${id}/cancel/`)).statusCode).toBe(409);
    expect((await owner.client.post(`${OWN}99999999/cancel/`)).statusCode).toBe(404);
    // A new one of the kind may be made once the old one is closed.
    expect((await ask(owner.client, 'correction', 'Wrong e-mail address')).statusCode).toBe(201);
  });

  it('shows the back office every request, open first, and only to admin and director', async () => {
    const connector = await newConnector(t.app, 'verified');
    const rm = await userClient(t.app, 'RM2001');
    expect((await rm.get(PEOPLE)).statusCode).toBe(403);
    expect((await connector.client.get(PEOPLE)).statusCode).toBe(403);
    const page = await director.get(`${PEOPLE}?status=open&page_size=5`);
    expect(page.statusCode).toBe(200);
    const body = page.json() as { count: number; open: number; results: AdminRequest[] };
    expect(body.results.every((request) => request.status === 'open')).toBe(true);
    expect(body.open).toBeGreaterThanOrEqual(body.count > 0 ? 1 : 0);
    const all = (await admin.get(`${PEOPLE}?page_size=100`)).json() as { results: AdminRequest[] };
    const firstHandled = all.results.findIndex((request) => request.status !== 'open');
    const lastOpen = all.results.map((request) => request.status).lastIndexOf('open');
    if (firstHandled >= 0) expect(lastOpen).toBeLessThan(firstHandled);
    expect((await admin.get(`${PEOPLE}?status=closed`)).statusCode).toBe(400);
    expect((await admin.get(`${PEOPLE}?page=0`)).statusCode).toBe(400);
  });

  it('completes a correction with a note the person reads, and declines with a reason; nobody handles their own', async () => {
    const connector = await newConnector(t.app, 'verified');
    const correction = (await ask(connector.client, 'correction', 'My mobile should be 9812345670')).json() as { id: number };
    expect((await admin.post(`${PEOPLE}${correction.id}/complete/`, { note: ' ' })).statusCode).toBe(400);
    expect((await admin.post(`${PEOPLE}${correction.id}/complete/`, {})).json()).toHaveProperty('note');
    expect((await admin.post(`${PEOPLE}99999999/complete/`, { note: 'Done it' })).statusCode).toBe(404);
    const completed = await admin.post(`${PEOPLE}${correction.id}/complete/`, { note: 'Mobile number changed to 9812345670.' });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({ status: 'completed', resolution: 'Mobile number changed to 9812345670.', handled_by: { employee_id: 'AD3001' }, erasure: null });
    expect((await admin.post(`${PEOPLE}${correction.id}/decline/`, { reason: 'Too late' })).statusCode).toBe(409);
    const [done] = await notificationsTitled(t.app, connector.employeeId, 'Your data was corrected');
    expect(done?.message).toContain('Mobile number changed to 9812345670.');
    expect(await auditOf('privacy_request.completed', correction.id)).toHaveLength(1);
    const mine = (await connector.client.get(OWN)).json() as { results: { status: string; resolution: string }[] };
    expect(mine.results[0]).toMatchObject({ status: 'completed', resolution: 'Mobile number changed to 9812345670.' });

    const erasure = (await ask(connector.client, 'erasure', 'Please erase me')).json() as { id: number };
    const declined = await director.post(`${PEOPLE}${erasure.id}/decline/`, { reason: 'You have a payout in dispute; ask again once it is settled.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', erasure: null });
    const [no] = await notificationsTitled(t.app, connector.employeeId, 'Your erasure request was declined');
    expect(no?.message).toContain('payout in dispute');
    expect(await auditOf('privacy_request.declined', erasure.id)).toHaveLength(1);
    const [person] = await t.app.db.select().from(employees).where(eq(employees.id, connector.id));
    expect(person).toMatchObject({ isActive: true, erasedAt: null, username: `Test Connector ${connector.employeeId}` });

    // The admin's own request is someone else's to handle.
    const own = (await ask(admin, 'correction', 'My e-mail has a typo')).json() as { id: number };
    expect((await admin.post(`${PEOPLE}${own.id}/complete/`, { note: 'Fixed it myself' })).statusCode).toBe(403);
    expect((await admin.post(`${PEOPLE}${own.id}/decline/`, { reason: 'Not now' })).statusCode).toBe(403);
    expect((await director.post(`${PEOPLE}${own.id}/complete/`, { note: 'E-mail corrected.' })).statusCode).toBe(200);
  });

  it('erasure with holds: a connector with leads, ledger, KYC documents and notifications is anonymised, the records the law keeps are held until their end dates', async () => {
    const connector = await newConnector(t.app, 'pending', { territory: 'Pune West', managers: ['RM2001'] });
    const name = `Test Connector ${connector.employeeId}`;
    await t.app.db.update(employees).set({ email: `${connector.employeeId.toLowerCase()}@example.in`, mobileNumber: `98${String(connector.id).padStart(8, '0').slice(-8)}` }).where(eq(employees.id, connector.id));
    // The reviewer looks at an image (an access log record), confirms both Aadhaar sides show no number, and approves.
    expect((await admin.get(`/channel_partner/kyc/submissions/${connector.submissionId}/documents/pan_front/`)).statusCode).toBe(200);
    for (const side of ['aadhar_front', 'aadhar_back']) {
      expect((await admin.post(`/channel_partner/kyc/submissions/${connector.submissionId}/documents/${side}/mask/`, { already_masked: true })).statusCode).toBe(200);
    }
    expect((await admin.post(`/channel_partner/kyc/submissions/${connector.submissionId}/approve/`)).statusCode).toBe(200);
    const [loan] = await t.app.db
      .select({ id: bankLoans.id })
      .from(bankLoans)
      .innerJoin(banks, eq(banks.id, bankLoans.bankId))
      .innerJoin(loanTypes, eq(loanTypes.id, bankLoans.loanTypeId))
      .where(and(eq(banks.name, 'HDFC Bank'), eq(loanTypes.type, 'Home Loan')));
    const [lead] = await t.app.db
      .insert(leads)
      .values({ customerName: 'Meera Kulkarni', customerMobile: '7100012345', customerAddress: '4, Erasure Lane, Pune', bankLoanId: loan?.id as number, loanAmount: 500_000, referredById: connector.id, createdById: connector.id })
      .returning({ id: leads.id });
    const leadId = lead?.id as number;
    expect((await admin.post(`/leads/manage/leads/${leadId}/status/`, { from_status: 'processing', status: 'approved', remark: 'Sanctioned.' })).statusCode).toBe(200);
    const ledgerBefore = await t.app.db.select().from(transactions).where(eq(transactions.connectorId, connector.id));
    expect(ledgerBefore.length).toBeGreaterThan(0);
    // A notification to someone else that names them.
    const [rm] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'RM2001'));
    await t.app.db.insert(notifications).values({ recipientId: rm?.id as number, title: 'Idle lead', message: `${name} (${connector.employeeId}) has an idle lead.`, notificationType: 'idle_lead', leadId });
    const staleSession = await connector.signIn();

    const request = (await ask(connector.client, 'erasure', 'I am leaving; erase my data.')).json() as { id: number };
    // Before confirming, the back office sees exactly what will happen.
    const open = ((await admin.get(`${PEOPLE}?status=open&page_size=100`)).json() as { results: AdminRequest[] }).results.find((row) => row.id === request.id);
    expect(open?.erasure).toMatchObject({ anonymised_name: `Erased user ${connector.employeeId}`, documents_deleted_now: 0 });
    expect(open?.erasure?.notifications_deleted).toBeGreaterThanOrEqual(3);
    expect(open?.erasure?.holds.map((hold) => hold.record)).toEqual(['kyc_documents', 'ledger', 'audit_log', 'document_access_log', 'consent_records']);

    const completed = await admin.post(`${PEOPLE}${request.id}/complete/`, { note: 'Erased as asked.' });
    expect(completed.statusCode, completed.body).toBe(200);
    const result = completed.json() as AdminRequest;
    expect(result).toMatchObject({ status: 'completed', person: { employee_id: connector.employeeId, username: `Erased user ${connector.employeeId}`, is_active: false } });

    // Held with the reason and the end date.
    const now = new Date();
    const holds = Object.fromEntries((result.erasure?.holds ?? []).map((hold) => [hold.record, hold]));
    const kycEnd = new Date(now);
    kycEnd.setUTCFullYear(kycEnd.getUTCFullYear() + 5);
    expect(holds.kyc_documents).toMatchObject({ count: 4, held_until: new Date(kycEnd.getTime() + 330 * 60_000).toISOString().slice(0, 10) });
    expect(holds.kyc_documents?.reason).toMatch(/RBI/);
    const indiaNow = new Date(now.getTime() + 330 * 60_000);
    const financialYearEnds = indiaNow.getUTCMonth() >= 3 ? indiaNow.getUTCFullYear() + 1 : indiaNow.getUTCFullYear();
    expect(holds.ledger).toMatchObject({ count: ledgerBefore.length, held_until: `${financialYearEnds + 8}-03-31` });
    expect(holds.ledger?.reason).toMatch(/Companies Act 2013 s\.128\(5\)/);
    expect(holds.audit_log?.held_until).toBe(`${financialYearEnds + 8}-03-31`);
    expect(holds.document_access_log?.count).toBeGreaterThan(0);
    // The consent to the notice, kept whole as the proof of consent.
    expect(holds.consent_records).toMatchObject({ count: 1, held_until: `${financialYearEnds + 8}-03-31` });

    // Sign-in fails as for any wrong password; the old session is over.
    const signIn = await t.app.inject({ method: 'POST', url: '/auth/api/connector/token/', payload: { employee_id: connector.employeeId, password: DEMO_PASSWORD } });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json()).toEqual({ detail: 'Invalid employee ID or password.' });
    expect((await t.app.inject({ method: 'GET', url: OWN, headers: bearer(staleSession.access) })).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(and(eq(sessions.employeeId, connector.id), sql`${sessions.revokedAt} is null`))).toEqual([]);
    // The account never comes back.
    expect((await admin.post(`/auth/employees/${connector.employeeId}/activate/`)).statusCode).toBe(409);

    // The name and contacts are gone wherever the API shows them.
    const people = (await admin.get(`/auth/employees/?search=${connector.employeeId}`)).json() as { results: { username: string; email: string | null; mobile_number: string | null; is_active: boolean }[] };
    expect(people.results).toEqual([expect.objectContaining({ username: `Erased user ${connector.employeeId}`, email: null, mobile_number: null, is_active: false })]);
    const rmClient = await userClient(t.app, 'RM2001');
    const team = (await rmClient.get(`/leads/team/?search=${connector.employeeId}`)).json() as { results: { username: string }[] };
    expect(team.results.map((row) => row.username)).toEqual([`Erased user ${connector.employeeId}`]);
    const detail = (await admin.get(`/leads/manage/leads/${leadId}/`)).json() as { customer_name: string; referred_by: { user_name: string } };
    // The lead is the lender's loan record: the customer's details stay, the referrer is the erased user.
    expect(detail).toMatchObject({ customer_name: 'Meera Kulkarni', referred_by: { user_name: `Erased user ${connector.employeeId}` } });
    const rmNotes = (await rmClient.get('/notifications/?page_size=100')).json() as { results: { message: string }[] };
    expect(JSON.stringify(rmNotes.results)).not.toContain(name);
    expect(JSON.stringify(rmNotes.results)).toContain(`Erased user ${connector.employeeId} (${connector.employeeId}) has an idle lead.`);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.recipientId, connector.id))).toEqual([]);
    const auditText = JSON.stringify(await t.app.db.select().from(auditLog).where(or(eq(auditLog.actorId, connector.id), and(eq(auditLog.entityType, 'employee'), eq(auditLog.entityId, connector.id)))));
    expect(auditText).not.toContain(name);
    expect(auditText).not.toContain('@example.in');
    const mine = (await admin.get(`${PEOPLE}?status=completed&page_size=100`)).json() as { results: AdminRequest[] };
    expect(mine.results.find((row) => row.id === request.id)?.details).toBe('[erased]');

    // The ledger and payouts are intact.
    const ledgerAfter = await t.app.db.select().from(transactions).where(eq(transactions.connectorId, connector.id));
    expect(ledgerAfter).toEqual(ledgerBefore);

    // Audit entries for each step.
    expect(await auditOf('privacy_request.created', request.id)).toHaveLength(1);
    expect(await auditOf('privacy_request.completed', request.id)).toHaveLength(1);
    const [erased] = await auditOf('employee.erased', connector.id);
    expect(erased).toMatchObject({ details: { employee_id: connector.employeeId, privacy_request_id: request.id, documents_deleted: 0, sessions_ended: expect.any(Number) } });
    expect(await auditOf('employee.deactivated', connector.id)).toHaveLength(1);

    // The verified KYC images are held until the retention end, then the retention job deletes them.
    const images = () =>
      t.app.db.select({ id: kycDocuments.id }).from(kycDocuments).where(and(eq(kycDocuments.submissionId, connector.submissionId as number), isNotNull(kycDocuments.vaultObjectId)));
    expect(await images()).toHaveLength(4);
    await applyDocumentRetention(t.app.db, t.app.vault, t.app.config.vault, new Date(kycEnd.getTime() - 86_400_000));
    expect(await images()).toHaveLength(4);
    await applyDocumentRetention(t.app.db, t.app.vault, t.app.config.vault, new Date(kycEnd.getTime() + 60_000));
    expect(await images()).toHaveLength(0);
  });

  it('deletes the tax profile and its bank account when no ledger entry was computed from them, and keeps them with a ledger', async () => {
    const saveTaxDetails = (client: Awaited<ReturnType<typeof userClient>>) =>
      t.app.inject({
        method: 'PUT',
        url: '/auth/tax-profile/',
        headers: bearer(client.tokens.access),
        payload: { pan: 'ABCPE1234F', bank_account: { account_number: '501002345678', ifsc: 'HDFC0001234', holder_name: 'Tax Person' }, current_password: DEMO_PASSWORD },
      });
    const withoutLedger = await newConnector(t.app, 'verified');
    expect((await saveTaxDetails(withoutLedger.client)).statusCode).toBe(200);
    const [profile] = await t.app.db.select().from(taxProfiles).where(eq(taxProfiles.employeeId, withoutLedger.id));
    const accountObject = profile?.bankAccountObjectId as string;
    expect(accountObject).toBeTruthy();

    const request = (await ask(withoutLedger.client, 'erasure', 'I never earned anything here.')).json() as { id: number };
    const completed = (await director.post(`${PEOPLE}${request.id}/complete/`, { note: 'Erased.' })).json() as AdminRequest;
    expect(completed.erasure?.holds.map((hold) => hold.record)).not.toContain('ledger');
    expect(await t.app.db.select().from(taxProfiles).where(eq(taxProfiles.employeeId, withoutLedger.id))).toEqual([]);
    expect(await t.app.db.select().from(vaultObjects).where(eq(vaultObjects.id, accountObject))).toEqual([]);
    const [erased] = await auditOf('employee.erased', withoutLedger.id);
    expect(erased?.details).toMatchObject({ tax_profile_deleted: true });

    // With ledger entries the profile is part of the books: it stays, under the ledger's hold.
    const withLedger = await newConnector(t.app, 'verified');
    expect((await saveTaxDetails(withLedger.client)).statusCode).toBe(200);
    await t.app.db.insert(transactions).values({ connectorId: withLedger.id, transactionType: 'credit', amount: 1000, description: 'Commission' });
    const kept = (await ask(withLedger.client, 'erasure', 'Erase me.')).json() as { id: number };
    const done = (await director.post(`${PEOPLE}${kept.id}/complete/`, { note: 'Erased.' })).json() as AdminRequest;
    expect(done.erasure?.holds.map((hold) => hold.record)).toContain('ledger');
    expect(await t.app.db.select().from(taxProfiles).where(eq(taxProfiles.employeeId, withLedger.id))).toHaveLength(1);
  });

  it('deletes at once the KYC images the law does not keep (a submission never approved)', async () => {
    const connector = await newConnector(t.app, 'pending');
    const request = (await ask(connector.client, 'erasure', 'Never mind the portal.')).json() as { id: number };
    const completed = (await director.post(`${PEOPLE}${request.id}/complete/`, { note: 'Erased.' })).json() as AdminRequest;
    expect(completed.erasure?.documents_deleted_now).toBe(4);
    expect(completed.erasure?.holds.map((hold) => hold.record)).not.toContain('kyc_documents');
    expect(completed.erasure?.holds.map((hold) => hold.record)).not.toContain('ledger');
    const left = await t.app.db.select().from(kycDocuments).where(and(eq(kycDocuments.submissionId, connector.submissionId as number), isNotNull(kycDocuments.vaultObjectId)));
    expect(left).toEqual([]);
    const image = await admin.get(`/channel_partner/kyc/submissions/${connector.submissionId}/documents/pan_front/`);
    expect(image.statusCode).toBe(404);
    const rows = await t.app.db.select().from(employees).where(inArray(employees.id, [connector.id]));
    expect(rows[0]).toMatchObject({ isActive: false, email: null, mobileNumber: null });
  });
});
