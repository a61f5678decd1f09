import { and, eq, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentAccessLog, employees, kycDocuments, kycSubmissions, leads, notifications, transactions } from '../src/db/schema';
import { newConnector } from './support/fixtures';
import { bearer, createTestApp, signIn, type TestApp } from './support/test-app';
import { readZip } from './support/zip';

const EXPORT = '/auth/profile/my-data/';

describe('GET /auth/profile/my-data/ (the right of access)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const idOf = async (employeeId: string) => (await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, employeeId)))[0]?.id as number;

  it("gives a connector a ZIP of everything held about them: profile, KYC with their images, their leads with the customers' details, ledger, notifications, sessions", async () => {
    const { access } = await signIn(t.app, 'CN1001');
    const id = await idOf('CN1001');
    const response = await t.app.inject({ method: 'GET', url: EXPORT, headers: { ...bearer(access), origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    // The portal runs on another origin: it may read the file's name.
    expect(String(response.headers['access-control-expose-headers'])).toMatch(/Content-Disposition/i);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="connector-portal-data-CN1001-\d{4}-\d{2}-\d{2}\.zip"$/);

    const files = readZip(response.rawPayload);
    const data = JSON.parse(files.find((file) => file.name === 'my-data.json')?.bytes.toString('utf8') ?? '{}');
    expect(data).toMatchObject({ format: 'connector-portal/my-data', version: 1, profile: { employee_id: 'CN1001', username: 'Aarav Sharma', mobile_number: '9876500001', language: 'en', role: 'connector', territory: 'Pune West', reporting_managers: [{ employee_id: 'RM2001' }] } });

    // The leads they referred or entered, all of them and nobody else's, with the customers' details.
    const own = await t.app.db.select({ id: leads.id, name: leads.customerName }).from(leads).where(or(eq(leads.referredById, id), eq(leads.createdById, id)));
    expect(own.length).toBeGreaterThan(0);
    expect(data.leads.map((lead: { id: number }) => lead.id).sort((a: number, b: number) => a - b)).toEqual(own.map((lead) => lead.id).sort((a, b) => a - b));
    expect(data.leads[0]).toHaveProperty('customer_mobile');
    const [ledgerCount] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(transactions).where(eq(transactions.connectorId, id));
    expect(data.ledger).toHaveLength(ledgerCount?.n ?? -1);
    // Their tax and payout details, the account number masked as on every screen.
    expect(data.tax_profile).toMatchObject({ pan: null, gstin: null, bank_account: 'XXXXXX7891', bank_ifsc: 'HDFC0001234', bank_account_holder: 'Aarav Sharma' });
    expect(JSON.stringify(data)).not.toContain('50100234567891');
    const [notificationCount] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.recipientId, id));
    expect(data.notifications).toHaveLength(notificationCount?.n ?? -1);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    // Their consent to the privacy notice, with its version.
    expect(data.consents).toEqual([expect.objectContaining({ notice_version: t.app.privacyNotice.version, action: 'given' })]);

    // Their KYC images, the same bytes the review screen is served, each named in the JSON.
    const [submission] = data.kyc_submissions as { id: number; documents: { kind: string; file: string }[] }[];
    expect(submission?.documents.map((document) => document.kind).sort()).toEqual(['aadhar_back', 'aadhar_front', 'pan_back', 'pan_front']);
    const admin = await signIn(t.app, 'AD3001');
    for (const document of submission?.documents ?? []) {
      const image = files.find((file) => file.name === document.file);
      const served = await t.app.inject({ method: 'GET', url: `/channel_partner/kyc/submissions/${submission?.id}/documents/${document.kind}/`, headers: bearer(admin.access) });
      expect(image?.bytes.equals(served.rawPayload)).toBe(true);
    }
    // The export read each image once, and says so in the access log.
    const exports = await t.app.db.select().from(documentAccessLog).where(and(eq(documentAccessLog.subjectId, id), eq(documentAccessLog.purpose, 'export')));
    expect(exports).toHaveLength(4);
    expect(exports[0]).toMatchObject({ viewerId: id, viewerRole: 'connector', address: '127.0.0.1' });
    // Reads of their documents by others are listed without the readers' addresses.
    expect(JSON.stringify(data.document_views)).not.toContain('127.0.0.1');
  });

  it("holds nothing of anyone else's, lists an image deleted under retention without a file, and works before KYC", async () => {
    const connector = await newConnector(t.app, 'pending');
    const [deleted] = await t.app.db
      .update(kycDocuments)
      .set({ vaultObjectId: null })
      .where(and(eq(kycDocuments.submissionId, connector.submissionId as number), eq(kycDocuments.kind, 'pan_back')))
      .returning({ id: kycDocuments.id });
    expect(deleted).toBeDefined();
    const response = await t.app.inject({ method: 'GET', url: EXPORT, headers: bearer(connector.client.tokens.access) });
    expect(response.statusCode).toBe(200);
    const files = readZip(response.rawPayload);
    expect(files.map((file) => file.name).sort()).toEqual([
      `kyc/submission-${connector.submissionId}/aadhar_back.jpg`,
      `kyc/submission-${connector.submissionId}/aadhar_front.png`,
      `kyc/submission-${connector.submissionId}/pan_front.gif`,
      'my-data.json',
    ]);
    const data = JSON.parse(files.find((file) => file.name === 'my-data.json')?.bytes.toString('utf8') ?? '{}');
    expect(data.kyc_submissions[0].documents.find((document: { kind: string }) => document.kind === 'pan_back')).toMatchObject({ file: null });
    expect(data.leads).toEqual([]);
    expect(data.ledger).toEqual([]);
    expect(data.profile.employee_id).toBe(connector.employeeId);
    const text = files.find((file) => file.name === 'my-data.json')?.bytes.toString('utf8') ?? '';
    expect(text).not.toContain('Aarav Sharma');
    expect(text).not.toContain('CN1001');
    const [pending] = await t.app.db.select({ status: kycSubmissions.status }).from(kycSubmissions).where(eq(kycSubmissions.id, connector.submissionId as number));
    expect(pending?.status).toBe('pending');
  });

  it('needs a session, and answers 429 after five exports in an hour', async () => {
    expect((await t.app.inject({ method: 'GET', url: EXPORT })).statusCode).toBe(401);
    const { access } = await signIn(t.app, 'RM2001');
    for (let i = 0; i < 5; i += 1) expect((await t.app.inject({ method: 'GET', url: EXPORT, headers: bearer(access) })).statusCode).toBe(200);
    const limited = await t.app.inject({ method: 'GET', url: EXPORT, headers: bearer(access) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
