import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, employees, kycDocuments, kycSubmissions } from '../src/db/schema';
import { applyDocumentRetention, RETENTION_AUDIT_ACTION } from '../src/maintenance/document-retention';
import { newConnector } from './support/fixtures';
import { kycFiles, multipart } from './support/multipart';
import { bearer, createTestApp, signIn, type TestApp } from './support/test-app';

const DAY = 86_400_000;

describe('document retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A connector with one pending submission of four real images, submitted `daysAgo` before `now`. */
  async function submitted(now: Date, daysAgo: number) {
    const connector = await newConnector(t.app, 'pending');
    await t.app.db
      .update(kycSubmissions)
      .set({ submittedAt: new Date(now.getTime() - daysAgo * DAY) })
      .where(eq(kycSubmissions.id, connector.submissionId as number));
    return connector;
  }

  const imagesOf = async (submissionId: number) =>
    (await t.app.db.select({ id: kycDocuments.vaultObjectId }).from(kycDocuments).where(and(eq(kycDocuments.submissionId, submissionId), isNotNull(kycDocuments.vaultObjectId)))).length;

  const run = (now: Date) => applyDocumentRetention(t.app.db, t.app.vault, t.app.config.vault, now);

  it('deletes a rejected submission\'s images 30 days after the rejection, not a day before, and keeps the decision', async () => {
    const now = new Date();
    const connector = await submitted(now, 40);
    const submissionId = connector.submissionId as number;
    await t.app.db.update(kycSubmissions).set({ status: 'rejected', rejectionReason: 'Blurred', reviewedAt: new Date(now.getTime() - 29 * DAY) }).where(eq(kycSubmissions.id, submissionId));
    await run(now);
    expect(await imagesOf(submissionId)).toBe(4);
    const later = await run(new Date(now.getTime() + 1 * DAY + 60_000));
    expect(later.ran).toBe(true);
    expect(await imagesOf(submissionId)).toBe(0);
    expect(later.replaced).toBeGreaterThanOrEqual(4);

    const [submission] = await t.app.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, submissionId));
    expect(submission).toMatchObject({ status: 'rejected', rejectionReason: 'Blurred' });
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, RETENTION_AUDIT_ACTION), eq(auditLog.entityId, submissionId)));
    expect(entry).toMatchObject({ actorId: null, entityType: 'kyc_submission', details: { documents: ['aadhar_back', 'aadhar_front', 'pan_back', 'pan_front'], reason: 'rejected or replaced', kept_for: '30 days' } });
    const admin = await signIn(t.app, 'AD3001');
    const image = await t.app.inject({ method: 'GET', url: `/channel_partner/kyc/submissions/${submissionId}/documents/pan_front/`, headers: bearer(admin.access) });
    expect(image.statusCode).toBe(404);
    expect(image.json()).toEqual({ detail: 'Document file is missing.' });
  });

  it('deletes a replaced submission\'s images once the newer one is 30 days old, and keeps the newer one and an approved one', async () => {
    const now = new Date();
    const connector = await submitted(now, 90);
    const first = connector.submissionId as number;
    await t.app.db.update(kycSubmissions).set({ status: 'rejected', reviewedAt: new Date(now.getTime() + DAY) }).where(eq(kycSubmissions.id, first));
    const body = multipart(kycFiles());
    const again = await t.app.inject({ method: 'POST', url: '/channel_partner/kyc/upload/', headers: { ...bearer(connector.client.tokens.access), ...body.headers }, payload: body.payload });
    expect(again.statusCode).toBe(201);
    const second = again.json().submission_id as number;
    await t.app.db.update(kycSubmissions).set({ submittedAt: new Date(now.getTime() - 31 * DAY) }).where(eq(kycSubmissions.id, second));
    const approved = await submitted(now, 400);
    await t.app.db.update(kycSubmissions).set({ status: 'approved', reviewedAt: new Date(now.getTime() - 399 * DAY) }).where(eq(kycSubmissions.id, approved.submissionId as number));

    await run(now);
    expect(await imagesOf(first)).toBe(0);
    expect(await imagesOf(second)).toBe(4);
    expect(await imagesOf(approved.submissionId as number)).toBe(4);
  });

  it("deletes a deactivated connector's images five years after the deactivation, and keeps a reactivated connector's", async () => {
    const now = new Date();
    const deactivate = async (connector: { id: number }, yearsAgo: number, active = false) => {
      const at = new Date(now);
      at.setUTCFullYear(at.getUTCFullYear() - yearsAgo);
      await t.app.db.update(employees).set({ isActive: active }).where(eq(employees.id, connector.id));
      await t.app.db.insert(auditLog).values({ actorId: null, action: 'employee.deactivated', entityType: 'employee', entityId: connector.id, createdAt: new Date(at.getTime() - 60_000) });
      await t.app.db.update(kycSubmissions).set({ status: 'approved', reviewedAt: at }).where(eq(kycSubmissions.employeeId, connector.id));
    };
    const longGone = await submitted(now, 2000);
    await deactivate(longGone, 5);
    const recent = await submitted(now, 2000);
    await deactivate(recent, 4);
    const back = await submitted(now, 2000);
    await deactivate(back, 6, true);

    const result = await run(now);
    expect(result.deactivated).toBe(4);
    expect(await imagesOf(longGone.submissionId as number)).toBe(0);
    expect(await imagesOf(recent.submissionId as number)).toBe(4);
    expect(await imagesOf(back.submissionId as number)).toBe(4);
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, RETENTION_AUDIT_ACTION), eq(auditLog.entityId, longGone.submissionId as number)));
    expect(entry?.details).toMatchObject({ reason: 'connector deactivated', kept_for: '5 years' });
  });

  it('removes vault objects left unfinished for a day, and nothing when run again', async () => {
    const now = new Date();
    const writer = await t.app.vault.openWriter({ purpose: 'kyc', contentType: 'image/png' });
    await writer.write(Buffer.alloc(100));
    expect((await run(now)).abandoned).toBe(0);
    const result = await run(new Date(now.getTime() + DAY + 60_000));
    expect(result.abandoned).toBeGreaterThanOrEqual(1);
    expect(await t.app.vault.chunks.get(writer.id)).toEqual([]);
  });
});
