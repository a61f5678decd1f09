import { createHash } from 'node:crypto';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documentAccessLog, employees, kycDocuments, vaultChunks, vaultObjects } from '../src/db/schema';
import { MaskingQueue } from '../src/features/kyc/aadhaar-mask';
import { VaultObjectMissing } from '../src/features/vault/vault';
import { newConnector } from './support/fixtures';
import { kycFiles, multipart, type FilePart } from './support/multipart';
import { createTestApp, userClient, type TestApp } from './support/test-app';
import { readZip } from './support/zip';

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

type Side = 'aadhar_front' | 'aadhar_back';
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Submission {
  id: number;
  status: string;
  documents: { kind: string; content_type: string; size: number; masking: null | { method: string; masked_at: string; masked_by: { employee_id: string; username: string } | null } }[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * An upright picture with something to tell its parts apart: the left half light, the right half a
 * mid grey, with a gentle gradient (so a JPEG of it is not trivially flat).
 */
function pictureRaw(width: number, height: number): Buffer {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const base = x < width / 2 ? 230 : 120;
      const value = base + Math.round((y / height) * 20);
      raw.fill(value, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  }
  return raw;
}
const picture = (width: number, height: number) => sharp(pictureRaw(width, height), { raw: { width, height, channels: 3 } });

const jpegPicture = (width = 600, height = 300) => picture(width, height).jpeg({ quality: 95 }).toBuffer();
const pngPicture = (width = 400, height = 200) => picture(width, height).png().toBuffer();
const gifPicture = (width = 300, height = 150) => picture(width, height).gif().toBuffer();
/**
 * A 600 × 300 picture as a phone camera stores it: the pixels turned a quarter (300 × 600) and EXIF
 * orientation 6 saying "turn it right to show it", with a marker in the EXIF block standing for what a
 * camera writes there (a thumbnail of the unmasked card, for one).
 */
const rotatedJpegPicture = async () => {
  const stored = await picture(600, 300).rotate(-90).jpeg({ quality: 95 }).toBuffer();
  return sharp(stored)
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { ImageDescription: 'EXIF-MARKER-OF-THE-ORIGINAL' } })
    .jpeg({ quality: 95 })
    .toBuffer();
};

const part = (side: Side, data: Buffer, contentType: string): FilePart => ({ field: side, filename: `${side}.${contentType.split('/')[1]}`, contentType, data });

/** A new connector who uploaded these Aadhaar sides (and the usual PAN images) through the API. */
async function pendingWith(front: FilePart, back: FilePart) {
  const connector = await newConnector(t.app, 'not_submitted');
  const body = multipart(kycFiles({ aadhar_front: front, aadhar_back: back }));
  const uploaded = await t.app.inject({
    method: 'POST',
    url: '/channel_partner/kyc/upload/',
    headers: { authorization: `Bearer ${connector.client.tokens.access}`, ...body.headers },
    payload: body.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return { connector, submissionId: (uploaded.json() as { submission_id: number }).submission_id };
}

const pendingPictures = async () =>
  pendingWith(part('aadhar_front', await jpegPicture(), 'image/jpeg'), part('aadhar_back', await pngPicture(), 'image/png'));

const maskUrl = (id: number, side: string) => `/channel_partner/kyc/submissions/${id}/documents/${side}/mask/`;
const mask = (id: number, side: string, body: unknown, client = admin) => client.post(maskUrl(id, side), body);
const approve = (id: number, client = admin) => client.post(`/channel_partner/kyc/submissions/${id}/approve/`);
const served = (id: number, side: string, client = admin) => client.get(`/channel_partner/kyc/submissions/${id}/documents/${side}/`);

async function documentRow(id: number, side: string) {
  const [row] = await t.app.db.select().from(kycDocuments).where(and(eq(kycDocuments.submissionId, id), eq(kycDocuments.kind, side)));
  if (!row) throw new Error(`no ${side} of ${id}`);
  return row;
}

async function decoded(bytes: Buffer) {
  const { data, info } = await sharp(bytes).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)] };
}

/** Every pixel of the box (as fractions) in the decoded image, except a pixel's margin at its edges. */
function pixelsInside(image: Awaited<ReturnType<typeof decoded>>, box: Box): number[][] {
  const pixels: number[][] = [];
  for (let y = Math.ceil(box.y * image.height) + 1; y < Math.floor((box.y + box.height) * image.height) - 1; y += 1) {
    for (let x = Math.ceil(box.x * image.width) + 1; x < Math.floor((box.x + box.width) * image.width) - 1; x += 1) pixels.push(image.at(x, y));
  }
  return pixels;
}

const auditEntries = (id: number) =>
  t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'kyc_submission'), eq(auditLog.entityId, id))).orderBy(auditLog.id);

describe('approval waits for the Aadhaar mask', () => {
  it('refuses an approval while either side is unmasked, and approves once both are', async () => {
    const { connector, submissionId } = await pendingPictures();
    const none = await approve(submissionId);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ detail: 'Mask the Aadhaar number on both sides before approving.' });

    expect((await mask(submissionId, 'aadhar_front', { boxes: [{ x: 0.1, y: 0.5, width: 0.5, height: 0.2 }] })).statusCode).toBe(200);
    const one = await approve(submissionId, director);
    expect(one.statusCode).toBe(409);
    expect(one.json()).toEqual({ detail: 'Mask the Aadhaar number on both sides before approving.' });
    // The refused approvals changed nothing.
    expect((await connector.client.get('/channel_partner/connector/current/')).json()).toMatchObject({ kyc_verified: false, kyc_submitted: true });
    expect((await auditEntries(submissionId)).map((entry) => entry.action)).toEqual(['kyc.aadhaar_masked']);

    const back = await mask(submissionId, 'aadhar_back', { already_masked: true }, director);
    expect(back.statusCode).toBe(200);
    const approved = await approve(submissionId);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    const kinds = (approved.json() as Submission).documents;
    expect(kinds.find((document) => document.kind === 'aadhar_front')?.masking).toMatchObject({ method: 'boxes', masked_by: { employee_id: 'AD3001', username: 'Anjali Desai' } });
    expect(kinds.find((document) => document.kind === 'aadhar_back')?.masking).toMatchObject({ method: 'uploaded_masked', masked_by: { employee_id: 'DR4001', username: 'Rajesh Kapoor' } });
    expect(kinds.filter((document) => document.kind.startsWith('pan')).map((document) => document.masking)).toEqual([null, null]);
    expect((await connector.client.get('/channel_partner/connector/current/')).json()).toMatchObject({ kyc_verified: true });
  });

  it("shows the seeded approved submissions' Aadhaar sides as masked and leaves the pending CN1004 for a reviewer", async () => {
    const list = (await admin.get('/channel_partner/kyc/submissions/?page_size=100&search=CN100')).json() as { results: (Submission & { employee: { employee_id: string } })[] };
    for (const submission of list.results.filter((item) => ['CN1001', 'CN1005', 'CN1006'].includes(item.employee.employee_id))) {
      const aadhaar = submission.documents.filter((document) => document.kind.startsWith('aadhar'));
      expect(aadhaar.map((document) => document.masking?.method)).toEqual(['uploaded_masked', 'uploaded_masked']);
    }
    const pending = list.results.find((item) => item.employee.employee_id === 'CN1004');
    expect(pending?.documents.map((document) => document.masking)).toEqual([null, null, null, null]);
  });
});

describe('masking with boxes', () => {
  it('burns solid black boxes into a JPEG, leaves the rest, and destroys the original in the store and on every route', async () => {
    const { connector, submissionId } = await pendingPictures();
    const before = await documentRow(submissionId, 'aadhar_front');
    const originalId = before.vaultObjectId as string;
    const originalBytes = (await served(submissionId, 'aadhar_front')).rawPayload;
    expect(sha256(originalBytes)).toBe(before.sha256);
    const folderFile = path.join(t.uploadDir, 'vault', `${originalId}.sealed`);
    if (t.app.vault.chunks.kind === 'folder') await expect(access(folderFile)).resolves.toBeUndefined();

    const boxes = [
      { x: 0.05, y: 0.55, width: 0.3, height: 0.2 },
      { x: 0.6, y: 0.1, width: 0.25, height: 0.3 },
    ];
    const response = await mask(submissionId, 'aadhar_front', { boxes });
    expect(response.statusCode, response.body).toBe(200);
    const front = (response.json() as Submission).documents.find((document) => document.kind === 'aadhar_front');
    expect(front).toMatchObject({ content_type: 'image/jpeg', masking: { method: 'boxes', masked_by: { employee_id: 'AD3001' } } });

    // What the route serves now: a JPEG, black inside the boxes, as it was outside them.
    const now = await served(submissionId, 'aadhar_front');
    expect(now.headers['content-type']).toBe('image/jpeg');
    const masked = await decoded(now.rawPayload);
    const original = await decoded(originalBytes);
    expect([masked.width, masked.height]).toEqual([600, 300]);
    for (const box of boxes) {
      const inside = pixelsInside(masked, box);
      expect(inside.length).toBeGreaterThan(1000);
      expect(Math.max(...inside.flat())).toBeLessThanOrEqual(12);
    }
    for (const [x, y] of [[20, 20], [250, 40], [450, 250], [580, 290], [100, 150]] as const) {
      masked.at(x, y).forEach((value, channel) => expect(Math.abs(value - (original.at(x, y)[channel] as number))).toBeLessThanOrEqual(6));
    }

    // The original is gone from the store: its row and wrapped key, its chunks, its file.
    expect(await t.app.db.select().from(vaultObjects).where(eq(vaultObjects.id, originalId))).toEqual([]);
    expect(await t.app.db.select().from(vaultChunks).where(eq(vaultChunks.objectId, originalId))).toEqual([]);
    expect(await t.app.vault.chunks.get(originalId)).toEqual([]);
    if (t.app.vault.chunks.kind === 'folder') await expect(access(folderFile)).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(t.app.vault.read(originalId, { viewerId: 1, viewerRole: 'admin', subjectId: connector.id, recordType: 'kyc_submission', recordId: submissionId, documentKind: 'aadhar_front', purpose: 'review', address: null })).rejects.toBeInstanceOf(VaultObjectMissing);
    const after = await documentRow(submissionId, 'aadhar_front');
    expect(after.vaultObjectId).not.toBe(originalId);
    expect(after).toMatchObject({ sha256: sha256(now.rawPayload), size: now.rawPayload.length, maskMethod: 'boxes' });

    // Every route that serves it gives the masked bytes: the review, the owner's own view, the data export.
    expect(sha256((await served(submissionId, 'aadhar_front', director)).rawPayload)).toBe(after.sha256);
    expect(sha256((await served(submissionId, 'aadhar_front', connector.client)).rawPayload)).toBe(after.sha256);
    const exported = await connector.client.get('/auth/profile/my-data/');
    expect(exported.statusCode).toBe(200);
    const file = readZip(exported.rawPayload).find((entry) => entry.name === `kyc/submission-${submissionId}/aadhar_front.jpg`);
    expect(file && sha256(file.bytes)).toBe(after.sha256);
    expect(readZip(exported.rawPayload).some((entry) => sha256(entry.bytes) === before.sha256)).toBe(false);

    // The read of the original for masking is on record, and the audit log says who masked what.
    const [adminRow] = await t.app.db.select({ id: employees.id }).from(employees).where(eq(employees.employeeId, 'AD3001'));
    const reads = await t.app.db.select().from(documentAccessLog).where(eq(documentAccessLog.objectId, originalId));
    expect(reads.filter((read) => read.purpose === 'masking')).toEqual([
      expect.objectContaining({ viewerId: adminRow?.id, viewerRole: 'admin', subjectId: connector.id, recordId: submissionId, documentKind: 'aadhar_front' }),
    ]);
    const [entry] = await auditEntries(submissionId);
    expect(entry).toMatchObject({
      action: 'kyc.aadhaar_masked',
      actorId: adminRow?.id,
      details: { connector: connector.employeeId, connector_id: connector.id, document: 'aadhar_front', method: 'boxes', boxes: 2, box_fractions: boxes },
    });
    expect(t.logs().filter((line) => line.security === 'aadhaar_masked')).toContainEqual(
      expect.objectContaining({ employeeId: 'AD3001', connector: connector.employeeId, submissionId, document: 'aadhar_front', method: 'boxes' }),
    );
  });

  it('masks the place the reviewer saw in an EXIF-rotated photo, and keeps none of its metadata', async () => {
    const rotated = await rotatedJpegPicture();
    expect(rotated.includes(Buffer.from('EXIF-MARKER-OF-THE-ORIGINAL'))).toBe(true);
    expect(await sharp(rotated).metadata()).toMatchObject({ width: 300, height: 600, orientation: 6 });
    const { submissionId } = await pendingWith(part('aadhar_front', await jpegPicture(), 'image/jpeg'), part('aadhar_back', rotated, 'image/jpeg'));
    // The box is in the light left half of the picture as displayed (600 × 300).
    const box = { x: 0.05, y: 0.2, width: 0.3, height: 0.5 };
    expect((await mask(submissionId, 'aadhar_back', { boxes: [box] })).statusCode).toBe(200);
    const bytes = (await served(submissionId, 'aadhar_back')).rawPayload;
    const metadata = await sharp(bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([600, 300, undefined, undefined]);
    expect(bytes.includes(Buffer.from('EXIF-MARKER-OF-THE-ORIGINAL'))).toBe(false);
    const image = await decoded(bytes);
    expect(Math.max(...pixelsInside(image, box).flat())).toBeLessThanOrEqual(12);
    // Beside the box the left half is still light and the right half grey: the picture is upright.
    expect(image.at(280, 150)[0]).toBeGreaterThan(200);
    expect(image.at(30, 20)[0]).toBeGreaterThan(200);
    expect(image.at(500, 150)[0]).toBeLessThan(160);
  });

  it('keeps a PNG a PNG and turns a GIF into a PNG', async () => {
    const { submissionId } = await pendingWith(part('aadhar_front', await gifPicture(), 'image/gif'), part('aadhar_back', await pngPicture(), 'image/png'));
    const box = { x: 0.1, y: 0.1, width: 0.5, height: 0.5 };
    for (const side of ['aadhar_front', 'aadhar_back']) {
      expect((await mask(submissionId, side, { boxes: [box] })).statusCode).toBe(200);
      const response = await served(submissionId, side);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${side}.png"`);
      const image = await decoded(response.rawPayload);
      expect(pixelsInside(image, box).every((pixel) => pixel.every((value) => value === 0))).toBe(true);
      expect(image.at(image.width - 5, image.height - 5)[0]).toBeGreaterThan(100);
    }
    expect((await documentRow(submissionId, 'aadhar_front')).contentType).toBe('image/png');
  });

  it('answers 409 for an image that cannot be decoded, and keeps it as it was', async () => {
    // kycFiles' JPEG has a real header over random scan data: it passes the upload, not a decoder.
    const { submissionId } = await pendingWith(part('aadhar_front', await pngPicture(), 'image/png'), kycFiles()[1] as FilePart);
    const before = await documentRow(submissionId, 'aadhar_back');
    const response = await mask(submissionId, 'aadhar_back', { boxes: [{ x: 0.1, y: 0.1, width: 0.5, height: 0.5 }] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ detail: 'This image cannot be decoded, so it cannot be masked. Reject the submission and ask for a clear photo.' });
    expect(await documentRow(submissionId, 'aadhar_back')).toEqual(before);
    expect((await served(submissionId, 'aadhar_back')).statusCode).toBe(200);
  });
});

describe('confirming an upload already masked', () => {
  it('keeps the image as it is and records who confirmed it', async () => {
    const { connector, submissionId } = await pendingPictures();
    const before = await documentRow(submissionId, 'aadhar_back');
    const response = await mask(submissionId, 'aadhar_back', { already_masked: true }, director);
    expect(response.statusCode).toBe(200);
    const after = await documentRow(submissionId, 'aadhar_back');
    expect(after).toMatchObject({ vaultObjectId: before.vaultObjectId, sha256: before.sha256, maskMethod: 'uploaded_masked' });
    expect(sha256((await served(submissionId, 'aadhar_back')).rawPayload)).toBe(before.sha256);
    const reads = await t.app.db.select().from(documentAccessLog).where(eq(documentAccessLog.objectId, before.vaultObjectId as string));
    expect(reads.some((read) => read.purpose === 'masking')).toBe(false);
    const [entry] = await auditEntries(submissionId);
    expect(entry).toMatchObject({ action: 'kyc.aadhaar_masked', details: { connector: connector.employeeId, document: 'aadhar_back', method: 'uploaded_masked' } });
    expect(entry?.details).not.toHaveProperty('boxes');
  });
});

describe('refusals', () => {
  it('answers 400 per field for another kind of document and for missing, malformed or unfit boxes', async () => {
    const { submissionId } = await pendingPictures();
    const cases: [string, unknown, Record<string, string[]>][] = [
      ['pan_front', { already_masked: true }, { kind: ['Only the Aadhaar sides are masked: aadhar_front or aadhar_back.'] }],
      ['aadhar_front', {}, { boxes: ['Draw at least one box over the first eight digits, or confirm the image is already masked.'] }],
      ['aadhar_front', { boxes: [] }, { boxes: ['Draw at least one box over the first eight digits.'] }],
      ['aadhar_front', { already_masked: false }, { already_masked: ['Send true to confirm the image shows only the last four digits, or send boxes instead.'] }],
      ['aadhar_front', { already_masked: true, boxes: [{ x: 0.1, y: 0.1, width: 0.2, height: 0.2 }] }, { non_field_errors: ['Send either boxes or already_masked, not both.'] }],
      ['aadhar_front', { boxes: [{ x: 0.9, y: 0.1, width: 0.2, height: 0.2 }] }, { boxes: ['Box 1 reaches outside the image.'] }],
      [
        'aadhar_front',
        { boxes: [{ x: 0.1, y: 0.1, width: 0.2, height: 0.2 }, { x: 0.5, y: 0.5, width: 0.005, height: 0.2 }] },
        { boxes: ["Box 2 is too small: make it at least 1% of the image's width and height."] },
      ],
      ['aadhar_front', { boxes: Array.from({ length: 9 }, () => ({ x: 0.1, y: 0.1, width: 0.2, height: 0.2 })) }, { boxes: ['Ensure this field has no more than 8 items.'] }],
    ];
    for (const [side, body, expected] of cases) {
      const response = await mask(submissionId, side, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toEqual(expected);
    }
    for (const body of [{ boxes: [{ x: 1.5, y: 0.1, width: 0.2, height: 0.2 }] }, { boxes: [{ x: 0.1, y: 0.1, width: 0.2 }] }, { boxes: 'all of it' }, { boxes: [{ x: 'left', y: 0, width: 0.5, height: 0.5 }] }]) {
      const response = await mask(submissionId, 'aadhar_front', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())[0], JSON.stringify(body)).toMatch(/^boxes/);
    }
    expect((await mask(submissionId, 'selfie', { already_masked: true })).statusCode).toBe(400);
    expect(await auditEntries(submissionId)).toEqual([]);
    expect((await documentRow(submissionId, 'aadhar_front')).maskMethod).toBeNull();
  });

  it('answers 404 for an unknown submission or a deleted image, 409 for a second mask or a reviewed submission', async () => {
    expect((await mask(424242, 'aadhar_front', { already_masked: true })).statusCode).toBe(404);
    const { submissionId } = await pendingPictures();
    await t.app.db.update(kycDocuments).set({ vaultObjectId: null }).where(and(eq(kycDocuments.submissionId, submissionId), eq(kycDocuments.kind, 'aadhar_back')));
    const missing = await mask(submissionId, 'aadhar_back', { boxes: [{ x: 0.1, y: 0.1, width: 0.5, height: 0.5 }] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Document file is missing.' });

    expect((await mask(submissionId, 'aadhar_front', { already_masked: true })).statusCode).toBe(200);
    for (const body of [{ already_masked: true }, { boxes: [{ x: 0.1, y: 0.1, width: 0.5, height: 0.5 }] }]) {
      const again = await mask(submissionId, 'aadhar_front', body, director);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ detail: 'This side is already masked.' });
    }

    const other = await pendingPictures();
    expect((await director.post(`/channel_partner/kyc/submissions/${other.submissionId}/reject/`, { reason: 'Aadhaar is cut off' })).statusCode).toBe(200);
    const reviewed = await mask(other.submissionId, 'aadhar_front', { boxes: [{ x: 0.1, y: 0.1, width: 0.5, height: 0.5 }] });
    expect(reviewed.statusCode).toBe(409);
    expect(reviewed.json()).toEqual({ detail: 'This submission has already been reviewed.' });
  });

  it('is for admin and director only: the connector and a relationship manager get 403', async () => {
    const { connector, submissionId } = await pendingPictures();
    const rm = await userClient(t.app, 'RM2001');
    for (const client of [connector.client, rm]) {
      expect((await mask(submissionId, 'aadhar_front', { already_masked: true }, client)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'POST', url: maskUrl(submissionId, 'aadhar_front'), payload: { already_masked: true } })).statusCode).toBe(401);
    expect((await documentRow(submissionId, 'aadhar_front')).maskMethod).toBeNull();
  });
});

describe('MaskingQueue', () => {
  it('runs one task at a time, lets a bounded number wait, and turns the rest away', async () => {
    const queue = new MaskingQueue(1, 1);
    const order: string[] = [];
    let release: () => void = () => undefined;
    const first = queue.run(() => new Promise<string>((resolve) => (release = () => resolve('first'))).then((value) => (order.push(value), value)));
    const second = queue.run(async () => (order.push('second'), 'second'));
    expect(await queue.run(async () => 'third')).toBeNull();
    release();
    expect(await first).toEqual({ result: 'first' });
    expect(await second).toEqual({ result: 'second' });
    expect(order).toEqual(['first', 'second']);
    expect(await queue.run(async () => 'later')).toEqual({ result: 'later' });
  });
});
