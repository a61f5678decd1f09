import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gif, kycFiles, multipart, png } from './support/multipart';
import { bearer, createTestApp, listUploads, signIn, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const status = async (access: string) =>
  (await t.app.inject({ method: 'GET', url: '/channel_partner/connector/current/', headers: bearer(access) })).json();

async function upload(access: string, body: ReturnType<typeof multipart>) {
  return t.app.inject({
    method: 'POST',
    url: '/channel_partner/kyc/upload/',
    headers: { ...bearer(access), ...body.headers },
    payload: body.payload,
  });
}

describe('GET /channel_partner/connector/current/ for the demo accounts', () => {
  it.each([
    ['CN1001', { kyc_verified: true, kyc_submitted: true, kyc_rejection_reason: null }],
    ['CN1002', { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: null, kyc_message: null }],
    ['CN1003', { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: 'PAN image is blurred' }],
    ['CN1004', { kyc_verified: false, kyc_submitted: true, kyc_rejection_reason: null }],
    ['RM2001', { kyc_verified: true }],
    ['AD3001', { kyc_verified: true }],
    ['DR4001', { kyc_verified: true }],
  ])('%s', async (employeeId, expected) => {
    const { access } = await signIn(t.app, employeeId);
    expect(await status(access)).toMatchObject(expected);
  });
});

describe('POST /channel_partner/kyc/upload/', () => {
  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const { access } = await signIn(t.app, 'CN1003');
    const before = await listUploads(t.uploadDir);
    const huge = Buffer.concat([png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const response = await upload(access, multipart(kycFiles({ pan_back: { field: 'pan_back', filename: 'big.png', contentType: 'image/png', data: huge } })));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'PAN Back is larger than 10 MB.' });
    expect(await listUploads(t.uploadDir)).toEqual(before);
    expect(await status(access)).toMatchObject({ kyc_rejection_reason: 'PAN image is blurred', kyc_submitted: false });
  });

  it('refuses content that is not a JPEG, PNG or GIF (whatever its declared type) with 400 and stores nothing', async () => {
    const { access } = await signIn(t.app, 'CN1003');
    const before = await listUploads(t.uploadDir);
    const fake = { field: 'aadhar_front', filename: 'aadhar.png', contentType: 'image/png', data: Buffer.from('%PDF-1.7 this is not an image') };
    const response = await upload(access, multipart(kycFiles({ aadhar_front: fake })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Aadhar Front must be a JPG, PNG or GIF image.' });
    expect(await listUploads(t.uploadDir)).toEqual(before);
  });

  it('answers 400 per missing file (empty files count as missing)', async () => {
    const { access } = await signIn(t.app, 'CN1003');
    const response = await upload(access, multipart(kycFiles({ aadhar_back: null })));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ aadhar_back: ['This file is required.'] });

    const empty = await upload(
      access,
      multipart(kycFiles({ pan_front: null, pan_back: { field: 'pan_back', filename: 'x.png', contentType: 'image/png', data: Buffer.alloc(0) } })),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ pan_front: ['This file is required.'], pan_back: ['This file is required.'] });
  });

  it('answers 400 when the request is not multipart', async () => {
    const { access } = await signIn(t.app, 'CN1003');
    const response = await t.app.inject({
      method: 'POST',
      url: '/channel_partner/kyc/upload/',
      headers: bearer(access),
      payload: { aadhar_front: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Send the documents as multipart/form-data.' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/channel_partner/kyc/upload/',
      headers: { ...bearer(access), 'content-type': 'multipart/form-data; boundary=----abc' },
      payload: '------abc\r\nContent-Disposition: form-data; name="aadhar_front"; filename="a.png"\r\n\r\nunterminated',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toHaveProperty('detail');
  });

  it('accepts four real images from a rejected connector: stored under generated names, status becomes submitted', async () => {
    const { access } = await signIn(t.app, 'CN1003');
    const before = await listUploads(t.uploadDir);
    const response = await upload(access, multipart(kycFiles(), { note: 'ignored' }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ message: expect.any(String), submission_id: expect.any(Number) });

    const added = (await listUploads(t.uploadDir)).filter((name) => !before.includes(name));
    expect(added).toHaveLength(4);
    for (const name of added) expect(name).toMatch(/^[0-9a-f-]{36}\.(png|jpg|gif)$/);
    expect(added.some((name) => name.includes('aadhar'))).toBe(false);

    expect(await status(access)).toEqual({ kyc_verified: false, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null });

    const again = await upload(access, multipart(kycFiles()));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'Your KYC documents are already under review.' });
  });

  it('a not-yet-submitted connector can upload; GIF and JPEG are accepted; a concurrent second upload is refused', async () => {
    const { access } = await signIn(t.app, 'CN1002');
    const before = await listUploads(t.uploadDir);
    const [response, concurrent] = await Promise.all([
      upload(
        access,
        multipart(kycFiles({ aadhar_front: { field: 'aadhar_front', filename: 'a.gif', contentType: 'image/gif', data: gif() } })),
      ),
      upload(access, multipart(kycFiles())),
    ]);
    expect([response.statusCode, concurrent.statusCode].sort()).toEqual([201, 409]);
    expect(await status(access)).toMatchObject({ kyc_submitted: true, kyc_verified: false });
    // Only the accepted submission's four files remain.
    expect((await listUploads(t.uploadDir)).filter((name) => !before.includes(name))).toHaveLength(4);
  });

  it('refuses verified connectors (409), connectors under review (409), staff (403) and anonymous callers (401)', async () => {
    const verified = await signIn(t.app, 'CN1001');
    const verifiedResponse = await upload(verified.access, multipart(kycFiles()));
    expect(verifiedResponse.statusCode).toBe(409);
    expect(verifiedResponse.json()).toEqual({ detail: 'Your KYC is already verified.' });

    const pending = await signIn(t.app, 'CN1004');
    expect((await upload(pending.access, multipart(kycFiles()))).statusCode).toBe(409);

    const staff = await signIn(t.app, 'RM2001');
    const staffResponse = await upload(staff.access, multipart(kycFiles()));
    expect(staffResponse.statusCode).toBe(403);
    expect(staffResponse.json()).toEqual({ detail: 'Only connectors submit KYC documents.' });

    const body = multipart(kycFiles());
    const anonymous = await t.app.inject({ method: 'POST', url: '/channel_partner/kyc/upload/', headers: body.headers, payload: body.payload });
    expect(anonymous.statusCode).toBe(401);
  });
});
