import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { kycFiles, multipart } from './support/multipart';
import { newConnector, notificationsTitled } from './support/fixtures';
import { createTestApp, userClient, type TestApp } from './support/test-app';

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

interface Submission {
  id: number;
  status: string;
  employee: { employee_id: string };
  documents: { kind: string; url: string; content_type: string; size: number }[];
  rejection_reason: string | null;
  reviewed_by: string | null;
  reviewer: { employee_id: string; username: string } | null;
  submitted_at: string;
}

interface SubmissionPage {
  count: number;
  page: number;
  page_size: number;
  next: string | null;
  previous: string | null;
  results: Submission[];
  counts: { pending: number; approved: number; rejected: number };
}

const page = async (query = '', client = admin): Promise<SubmissionPage> => {
  const response = await client.get(`/channel_partner/kyc/submissions/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as SubmissionPage;
};

async function submissionOf(employeeId: string, status?: string): Promise<Submission> {
  const list = await page(`?search=${employeeId}&page_size=100${status ? `&status=${status}` : ''}`);
  const found = list.results.find((submission) => submission.employee.employee_id === employeeId);
  if (!found) throw new Error(`no ${status ?? ''} submission for ${employeeId}`);
  return found;
}

const auditRows = (entityId: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'kyc_submission'), eq(auditLog.entityId, entityId))).orderBy(auditLog.id);

describe('KYC review listing', () => {
  it('pages the submissions: pending first oldest first (a queue), then the reviewed newest first, with counts over all', async () => {
    const first = await newConnector(t.app, 'pending');
    const second = await newConnector(t.app, 'pending');
    const all = await page('?page_size=100');
    const statuses = all.results.map((submission) => submission.status);
    const pendingCount = statuses.filter((status) => status === 'pending').length;
    expect(statuses.slice(0, pendingCount).every((status) => status === 'pending')).toBe(true);
    expect(statuses.slice(pendingCount).every((status) => status !== 'pending')).toBe(true);
    const pendingIds = all.results.slice(0, pendingCount).map((submission) => submission.employee.employee_id);
    // CN1004 (seeded) waited longest, then the two new ones in the order they uploaded.
    expect(pendingIds.indexOf('CN1004')).toBe(0);
    expect(pendingIds.indexOf(first.employeeId)).toBeLessThan(pendingIds.indexOf(second.employeeId));
    const pendingTimes = all.results.slice(0, pendingCount).map((submission) => Date.parse(submission.submitted_at));
    expect([...pendingTimes].sort((a, b) => a - b)).toEqual(pendingTimes);
    const reviewedTimes = all.results.slice(pendingCount).map((submission) => Date.parse(submission.submitted_at));
    expect([...reviewedTimes].sort((a, b) => b - a)).toEqual(reviewedTimes);
    expect(all.results.map((submission) => submission.employee.employee_id)).toEqual(expect.arrayContaining(['CN1001', 'CN1003', 'CN1004', 'CN1005', 'CN1006']));
    expect(all).toMatchObject({ count: all.results.length, page: 1, page_size: 100, next: null, previous: null });
    expect(all.counts).toEqual({
      pending: pendingCount,
      approved: statuses.filter((status) => status === 'approved').length,
      rejected: statuses.filter((status) => status === 'rejected').length,
    });

    const pending = await page('?status=pending', director);
    expect(pending.results.every((submission) => submission.status === 'pending')).toBe(true);
    expect(pending.results.map((submission) => submission.employee.employee_id)).toEqual(pendingIds);
    expect(pending.count).toBe(pendingCount);
    // The counts stay over every submission, whatever the filter.
    expect(pending.counts).toEqual(all.counts);
    const seeded = pending.results.find((submission) => submission.employee.employee_id === 'CN1004');
    expect(seeded?.documents.map((document) => document.kind).sort()).toEqual(['aadhar_back', 'aadhar_front', 'pan_back', 'pan_front']);
    expect(seeded?.documents[0]?.url).toMatch(/^\/channel_partner\/kyc\/submissions\/\d+\/documents\/[a-z_]+\/$/);

    const approved = await page('?status=approved');
    expect(approved.results.every((submission) => submission.status === 'approved')).toBe(true);
    const approvedTimes = approved.results.map((submission) => Date.parse(submission.submitted_at));
    expect([...approvedTimes].sort((a, b) => b - a)).toEqual(approvedTimes);
    expect(approved.count).toBe(all.counts.approved);

    const rejected = await submissionOf('CN1003', 'rejected');
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'PAN image is blurred', reviewed_by: 'AD3001' });
    // The reviewer's name comes with the id, so the screen need not show a bare "AD3001".
    expect(rejected.reviewer).toEqual({ employee_id: 'AD3001', username: 'Anjali Desai' });
    expect((await page('?status=pending')).results.every((submission) => submission.reviewer === null)).toBe(true);
  });

  it('searches by the employee id or the name of the connector, in any case', async () => {
    const byId = await page('?search=cn100');
    expect(new Set(byId.results.map((submission) => submission.employee.employee_id))).toEqual(new Set(['CN1001', 'CN1003', 'CN1004', 'CN1005', 'CN1006']));
    const byName = await page('?search=%20sneha%20');
    expect(byName.results.map((submission) => submission.employee.employee_id)).toEqual(['CN1004']);
    expect(byName.count).toBe(1);
    expect(byName.counts.approved).toBeGreaterThanOrEqual(3);
    const withStatus = await page('?search=Rohan&status=approved');
    expect(withStatus).toMatchObject({ count: 0, results: [] });
    // LIKE wildcards match themselves.
    expect((await page('?search=%25')).results).toEqual([]);
    expect((await page('?search=_')).results).toEqual([]);
  });

  it('pages with page and page_size: next/previous links, an empty page beyond the end, 400 outside the limits', async () => {
    const total = (await page()).count;
    expect(total).toBeGreaterThanOrEqual(5);
    const first = await page('?page_size=2');
    expect(first).toMatchObject({ count: total, page: 1, page_size: 2, previous: null, next: '/channel_partner/kyc/submissions/?page_size=2&page=2' });
    expect(first.results).toHaveLength(2);
    const second = await page('?page_size=2&page=2');
    expect(second.previous).toBe('/channel_partner/kyc/submissions/?page_size=2&page=1');
    expect(second.results.map((submission) => submission.id)).not.toContain(first.results[0]?.id);
    const beyond = await page('?page=999');
    expect(beyond).toMatchObject({ count: total, results: [], next: null });
    expect((await page()).page_size).toBe(20);

    for (const [query, field] of [
      ['?page_size=101', 'page_size'],
      ['?page_size=0', 'page_size'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?page=-1', 'page'],
    ] as const) {
      const response = await admin.get(`/channel_partner/kyc/submissions/${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json()), query).toEqual([field]);
    }
    expect((await admin.get(`/channel_partner/kyc/submissions/?search=${'x'.repeat(101)}`)).json()).toEqual({ search: ['Ensure this field has no more than 100 characters.'] });
  });

  it('is for admin and director only', async () => {
    const unverified = await newConnector(t.app, 'not_submitted');
    for (const client of [await userClient(t.app, 'CN1001'), await userClient(t.app, 'RM2001'), unverified.client]) {
      const response = await client.get('/channel_partner/kyc/submissions/');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/channel_partner/kyc/submissions/' })).statusCode).toBe(401);
  });

  it('validates the status filter and ids', async () => {
    const badStatus = await admin.get('/channel_partner/kyc/submissions/?status=done');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toEqual({ status: ['Select a valid choice.'] });
    expect((await admin.get('/channel_partner/kyc/submissions/999999/')).statusCode).toBe(404);
    expect((await admin.get('/channel_partner/kyc/submissions/abc/')).json()).toEqual({ id: ['A valid integer is required.'] });
    expect((await admin.get('/channel_partner/kyc/submissions/99999999999999999999/')).statusCode).toBe(400);
  });
});

describe('KYC documents', () => {
  it('are readable by the back office and the owner, not by another connector', async () => {
    const submission = await submissionOf('CN1004', 'pending');
    const url = submission.documents.find((document) => document.kind === 'pan_front')?.url ?? '';

    const asAdmin = await admin.get(url);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers['content-type']).toBe('image/png');
    expect(asAdmin.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');

    const owner = await userClient(t.app, 'CN1004');
    expect((await owner.get(url)).statusCode).toBe(200);

    // Anyone else gets the same 404 as for a submission that does not exist.
    const unknown = await admin.get(url.replace(`/submissions/${submission.id}/`, '/submissions/999999/'));
    expect(unknown.statusCode).toBe(404);
    const other = await userClient(t.app, 'CN1001');
    const hidden = await other.get(url);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(unknown.json());

    const rm = await userClient(t.app, 'RM2001');
    expect((await rm.get(url)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await admin.get(`/channel_partner/kyc/submissions/${submission.id}/documents/selfie/`)).statusCode).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approve verifies the connector, notifies them, and cannot be repeated', async () => {
    const connector = await newConnector(t.app, 'pending');
    // Approval needs both Aadhaar sides masked (kyc-masking.test.ts); these are confirmed as uploaded.
    for (const side of ['aadhar_front', 'aadhar_back']) {
      expect((await admin.post(`/channel_partner/kyc/submissions/${connector.submissionId}/documents/${side}/mask/`, { already_masked: true })).statusCode).toBe(200);
    }
    const approved = await admin.post(`/channel_partner/kyc/submissions/${connector.submissionId}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      id: connector.submissionId,
      status: 'approved',
      reviewed_by: 'AD3001',
      reviewer: { employee_id: 'AD3001', username: 'Anjali Desai' },
      rejection_reason: null,
    });

    expect((await connector.client.get('/channel_partner/connector/current/')).json()).toMatchObject({ kyc_verified: true });
    const notifications = await notificationsTitled(t.app, connector.employeeId, 'KYC approved');
    expect(notifications.map((notification) => notification.notificationType)).toEqual(['custom_alert']);
    const [entry, ...more] = (await auditRows(connector.submissionId ?? -1)).filter((row) => row.action !== 'kyc.aadhaar_masked');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'kyc.approved',
      actorId: (await t.app.db.query.employees.findFirst({ where: (row, { eq: equals }) => equals(row.employeeId, 'AD3001') }))?.id,
      details: { connector: connector.employeeId, connector_id: connector.id, old_status: 'pending', new_status: 'approved' },
    });
    expect((await connector.client.get('/leads/leads/my-leads/')).statusCode).toBe(200);
    expect(t.logs().filter((line) => line.security === 'kyc_approved')).toContainEqual(
      expect.objectContaining({ employeeId: 'AD3001', connector: connector.employeeId, submissionId: connector.submissionId }),
    );

    const again = await admin.post(`/channel_partner/kyc/submissions/${connector.submissionId}/approve/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This submission has already been reviewed.' });
    expect((await director.post(`/channel_partner/kyc/submissions/${connector.submissionId}/reject/`, { reason: 'Too late now' })).statusCode).toBe(409);
    expect((await admin.post('/channel_partner/kyc/submissions/424242/approve/')).statusCode).toBe(404);
    // Neither refused review wrote an audit entry or a notification.
    expect((await auditRows(connector.submissionId ?? -1)).map((row) => row.action)).toEqual(['kyc.aadhaar_masked', 'kyc.aadhaar_masked', 'kyc.approved']);
    expect(await notificationsTitled(t.app, connector.employeeId, 'KYC rejected')).toEqual([]);
  });

  it('reject stores the reason, notifies the connector, and lets them upload again', async () => {
    const connector = await newConnector(t.app, 'pending');
    const id = connector.submissionId;

    const tooShort = await director.post(`/channel_partner/kyc/submissions/${id}/reject/`, { reason: '  ' });
    expect(await auditRows(id ?? -1)).toEqual([]);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toHaveProperty('reason');
    const missing = await director.post(`/channel_partner/kyc/submissions/${id}/reject/`, {});
    expect(missing.json()).toEqual({ reason: ['This field is required.'] });

    const rejected = await director.post(`/channel_partner/kyc/submissions/${id}/reject/`, { reason: 'Aadhaar back is cut off' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Aadhaar back is cut off',
      reviewed_by: 'DR4001',
      reviewer: { employee_id: 'DR4001', username: 'Rajesh Kapoor' },
    });
    expect((await connector.client.get('/channel_partner/connector/current/')).json()).toMatchObject({
      kyc_verified: false,
      kyc_submitted: false,
      kyc_rejection_reason: 'Aadhaar back is cut off',
    });
    const [notification] = await notificationsTitled(t.app, connector.employeeId, 'KYC rejected');
    expect(notification?.message).toContain('Aadhaar back is cut off');
    expect(notification?.notificationType).toBe('document_pending');
    const entries = await auditRows(id ?? -1);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'kyc.rejected', details: { connector: connector.employeeId, new_status: 'rejected', reason: 'Aadhaar back is cut off' } });
    expect(notification?.isActive).toBe(true);
    expect(t.logs().filter((line) => line.security === 'kyc_rejected')).toContainEqual(
      expect.objectContaining({ employeeId: 'DR4001', connector: connector.employeeId }),
    );

    const rm = await userClient(t.app, 'RM2001');
    expect((await rm.post(`/channel_partner/kyc/submissions/${id}/approve/`)).statusCode).toBe(403);
    expect(t.logs().filter((line) => line.security === 'access_denied')).toContainEqual(expect.objectContaining({ employeeId: 'RM2001', role: 'rm' }));

    const body = multipart(kycFiles());
    const again = await t.app.inject({
      method: 'POST',
      url: '/channel_partner/kyc/upload/',
      headers: { authorization: `Bearer ${connector.client.tokens.access}`, ...body.headers },
      payload: body.payload,
    });
    expect(again.statusCode).toBe(201);
  });
});
