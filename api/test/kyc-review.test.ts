import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  submitted_at: string;
}

async function submissionOf(employeeId: string, status?: string): Promise<Submission> {
  const list = (await admin.get(`/channel_partner/kyc/submissions/${status ? `?status=${status}` : ''}`)).json() as Submission[];
  const found = list.find((submission) => submission.employee.employee_id === employeeId);
  if (!found) throw new Error(`no ${status ?? ''} submission for ${employeeId}`);
  return found;
}

describe('KYC review listing', () => {
  it('lists submissions newest first, filtered by status, with document links', async () => {
    const all = (await admin.get('/channel_partner/kyc/submissions/')).json() as Submission[];
    expect(all.map((submission) => submission.employee.employee_id)).toEqual(expect.arrayContaining(['CN1001', 'CN1003', 'CN1004']));
    const times = all.map((submission) => Date.parse(submission.submitted_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const pending = (await director.get('/channel_partner/kyc/submissions/?status=pending')).json() as Submission[];
    expect(pending.every((submission) => submission.status === 'pending')).toBe(true);
    const seeded = pending.find((submission) => submission.employee.employee_id === 'CN1004');
    expect(seeded?.documents.map((document) => document.kind).sort()).toEqual(['aadhar_back', 'aadhar_front', 'pan_back', 'pan_front']);
    expect(seeded?.documents[0]?.url).toMatch(/^\/channel_partner\/kyc\/submissions\/\d+\/documents\/[a-z_]+\/$/);

    const rejected = await submissionOf('CN1003', 'rejected');
    expect(rejected).toMatchObject({ status: 'rejected', rejection_reason: 'PAN image is blurred', reviewed_by: 'AD3001' });
  });

  it('is for admin and director only', async () => {
    for (const employeeId of ['CN1001', 'RM2001']) {
      const client = await userClient(t.app, employeeId);
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

    const other = await userClient(t.app, 'CN1001');
    const forbidden = await other.get(url);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: 'You do not have permission to perform this action.' });

    const rm = await userClient(t.app, 'RM2001');
    expect((await rm.get(url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await admin.get(`/channel_partner/kyc/submissions/${submission.id}/documents/selfie/`)).statusCode).toBe(400);
  });
});

describe('approve and reject', () => {
  it('approve verifies the connector, notifies them, and cannot be repeated', async () => {
    const connector = await newConnector(t.app, 'pending');
    const approved = await admin.post(`/channel_partner/kyc/submissions/${connector.submissionId}/approve/`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id: connector.submissionId, status: 'approved', reviewed_by: 'AD3001', rejection_reason: null });

    expect((await connector.client.get('/channel_partner/connector/current/')).json()).toMatchObject({ kyc_verified: true });
    expect(await notificationsTitled(t.app, connector.employeeId, 'KYC approved')).toHaveLength(1);
    expect((await connector.client.get('/leads/leads/my-leads/')).statusCode).toBe(200);
    expect(t.logs().filter((line) => line.security === 'kyc_approved')).toContainEqual(
      expect.objectContaining({ employeeId: 'AD3001', connector: connector.employeeId, submissionId: connector.submissionId }),
    );

    const again = await admin.post(`/channel_partner/kyc/submissions/${connector.submissionId}/approve/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This submission has already been reviewed.' });
    expect((await admin.post('/channel_partner/kyc/submissions/424242/approve/')).statusCode).toBe(404);
  });

  it('reject stores the reason, notifies the connector, and lets them upload again', async () => {
    const connector = await newConnector(t.app, 'pending');
    const id = connector.submissionId;

    const tooShort = await director.post(`/channel_partner/kyc/submissions/${id}/reject/`, { reason: '  ' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toHaveProperty('reason');
    const missing = await director.post(`/channel_partner/kyc/submissions/${id}/reject/`, {});
    expect(missing.json()).toEqual({ reason: ['This field is required.'] });

    const rejected = await director.post(`/channel_partner/kyc/submissions/${id}/reject/`, { reason: 'Aadhaar back is cut off' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected', rejection_reason: 'Aadhaar back is cut off', reviewed_by: 'DR4001' });
    expect((await connector.client.get('/channel_partner/connector/current/')).json()).toMatchObject({
      kyc_verified: false,
      kyc_submitted: false,
      kyc_rejection_reason: 'Aadhaar back is cut off',
    });
    const [notification] = await notificationsTitled(t.app, connector.employeeId, 'KYC rejected');
    expect(notification?.message).toContain('Aadhaar back is cut off');
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
