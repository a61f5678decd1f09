import { randomBytes, randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeadDocumentsResponse, LeadDocumentUploadResponse } from 'shared-contracts';
import { auditLog, documentAccessLog, employees, leadDocumentPages, leads, leadStatusHistory, territories, vaultObjects } from '../src/db/schema';
import { applyDocumentRetention, LEAD_RETENTION_AUDIT_ACTION } from '../src/maintenance/document-retention';
import { hdfcHomeLoanId, newConnector, notificationsTitled } from './support/fixtures';
import { blackPng } from './support/images';
import { gif, jpeg, multipart, png } from './support/multipart';
import { bearer, createTestApp, signIn, UNLIMITED_REQUEST_LIMITS, type TestApp } from './support/test-app';

const DAY = 86_400_000;
const MB = 1024 * 1024;

/** A minimal, valid PDF whose page draws `content`; `extra` is put in the catalog dictionary. */
function pdf(options: { extra?: string; objectStream?: Buffer; streamBytes?: Buffer } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  parts.push(Buffer.from(`1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${options.extra ?? ''} >>\nendobj\n`, 'latin1'));
  parts.push(Buffer.from('2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>\nendobj\n', 'latin1'));
  const content = options.streamBytes ?? Buffer.from('BT /F1 12 Tf 20 100 Td (Salary slip) Tj ET');
  parts.push(Buffer.from(`4 0 obj\n<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream\nendobj\n', 'latin1'));
  if (options.objectStream) {
    const packed = deflateSync(options.objectStream);
    parts.push(Buffer.from(`5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${packed.length} >>\nstream\n`, 'latin1'), packed, Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }
  parts.push(Buffer.from('trailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1'));
  return Buffer.concat(parts);
}

describe('lead documents', () => {
  let t: TestApp;
  let loanId: number;
  let territoryName: string;
  beforeAll(async () => {
    t = await createTestApp();
    loanId = await hdfcHomeLoanId(t.app);
    const [territory] = await t.app.db
      .select({ name: territories.name })
      .from(employees)
      .innerJoin(territories, eq(territories.id, employees.assignedTerritoryId))
      .where(eq(employees.employeeId, 'CN1001'));
    territoryName = territory?.name as string;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A verified connector below RM2001 with a new lead of their own (the HDFC home loan's checklist). */
  async function connectorWithLead() {
    const connector = await newConnector(t.app, 'verified', { territory: territoryName, managers: ['RM2001'] });
    const token = connector.client.tokens.access;
    const created = await t.app.inject({
      method: 'POST',
      url: '/leads/leads/',
      headers: bearer(token),
      payload: {
        customer_name: 'Meera Joshi',
        loan_type: loanId,
        customer_mobile: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
        customer_address: '12, FC Road, Pune 411004',
        loan_amount: 2_500_000,
        referred_by_employee_id: connector.employeeId,
        branch: connector.territoryId,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const leadId = (created.json() as { id: number }).id;
    const list = await documentsOf(token, leadId);
    return { connector, token, leadId, documents: list.documents.map((document) => document.name) };
  }

  async function documentsOf(token: string, leadId: number, scope: 'own' | 'managed' = 'own'): Promise<LeadDocumentsResponse> {
    const response = await t.app.inject({ method: 'GET', url: `/leads/${scope === 'own' ? 'leads' : 'manage/leads'}/${leadId}/documents/`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as LeadDocumentsResponse;
  }

  function upload(token: string, leadId: number, fields: Record<string, string>, file: { data: Buffer; contentType?: string; filename?: string } | null) {
    const body = multipart(file ? [{ field: 'file', filename: file.filename ?? 'page.png', contentType: file.contentType ?? 'image/png', data: file.data }] : [], fields);
    return t.app.inject({ method: 'POST', url: `/leads/leads/${leadId}/documents/pages/`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  }

  async function uploaded(token: string, leadId: number, document: string, data: Buffer = png(), key: string = randomUUID()): Promise<LeadDocumentUploadResponse> {
    const response = await upload(token, leadId, { document, upload_key: key }, { data, contentType: data.subarray(0, 4).toString('latin1') === '%PDF' ? 'application/pdf' : 'image/png' });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as LeadDocumentUploadResponse;
  }

  const decide = (token: string, leadId: number, payload: object) =>
    t.app.inject({ method: 'POST', url: `/leads/manage/leads/${leadId}/documents/decision/`, headers: bearer(token), payload });

  it("lists a new lead's checklist as Pending documents, with the limits the screen states", async () => {
    const { token, leadId, documents } = await connectorWithLead();
    const list = await documentsOf(token, leadId);
    expect(documents.length).toBeGreaterThan(0);
    expect(list.limits).toEqual({ max_file_bytes: 10 * MB, max_lead_bytes: 50 * MB, used_bytes: 0, max_pages_per_document: 40, content_types: ['image/jpeg', 'image/png', 'application/pdf'] });
    expect(list.can_decide).toBe(false);
    for (const document of list.documents) expect(document).toMatchObject({ state: 'Pending', pages: [], can_upload: true, rejection_reason: null });
  });

  it('stores a photographed page encrypted, answers its bytes and thumbnail to the connector, and logs each read', async () => {
    const { connector, token, leadId, documents } = await connectorWithLead();
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 240, g: 240, b: 230 } } }).jpeg({ quality: 80 }).toBuffer();
    const response = await upload(token, leadId, { document: documents[0] as string, upload_key: 'page-one' }, { data: photo, contentType: 'image/jpeg', filename: 'IMG_2041.jpg' });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json() as LeadDocumentUploadResponse;
    expect(body.page).toMatchObject({ document: documents[0], state: 'submitted', content_type: 'image/jpeg', size: photo.length, file_name: 'IMG_2041.jpg', has_thumbnail: true, width: 1200, height: 800, can_remove: true });
    expect(body.page.uploaded_by).toEqual({ user_name: `Test Connector ${connector.employeeId}`, employee_id: connector.employeeId });
    expect(body.document.state).toBe('Submitted');
    expect(body.limits.used_bytes).toBe(photo.length);

    const original = await t.app.inject({ method: 'GET', url: `/leads/leads/${leadId}/documents/pages/${body.page.id}/`, headers: bearer(token) });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.headers['cache-control']).toBe('private, no-store');
    expect(original.rawPayload.equals(photo)).toBe(true);
    const thumbnail = await t.app.inject({ method: 'GET', url: `/leads/leads/${leadId}/documents/pages/${body.page.id}/?variant=thumbnail`, headers: bearer(token) });
    expect(thumbnail.statusCode).toBe(200);
    const small = await sharp(thumbnail.rawPayload).metadata();
    expect([small.format, small.width, small.height]).toEqual(['jpeg', 320, 213]);

    const [row] = await t.app.db.select().from(leadDocumentPages).where(eq(leadDocumentPages.id, body.page.id));
    const sealed = Buffer.concat(await t.app.vault.chunks.get(row?.vaultObjectId as string));
    expect(sealed.includes(photo.subarray(0, 64))).toBe(false);
    const reads = await t.app.db.select().from(documentAccessLog).where(and(eq(documentAccessLog.recordType, 'lead_document'), eq(documentAccessLog.recordId, body.page.id)));
    expect(reads.map((read) => [read.documentKind, read.purpose, read.viewerId, read.subjectId])).toEqual([
      ['page', 'owner', connector.id, connector.id],
      ['thumbnail', 'owner', connector.id, connector.id],
    ]);

    const timeline = await t.app.db.select().from(leadStatusHistory).where(and(eq(leadStatusHistory.leadId, leadId), eq(leadStatusHistory.event, 'document')));
    expect(timeline.map((entry) => [entry.documentName, entry.documentState])).toEqual([[documents[0], 'Submitted']]);
  });

  it('answers a retried upload with the page already stored, once, and refuses the key for another document', async () => {
    const { token, leadId, documents } = await connectorWithLead();
    const first = await uploaded(token, leadId, documents[0] as string, png(), 'retry-key');
    const again = await upload(token, leadId, { document: documents[0] as string, upload_key: 'retry-key' }, { data: png() });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as LeadDocumentUploadResponse).page.id).toBe(first.page.id);
    expect((await documentsOf(token, leadId)).documents[0]?.pages).toHaveLength(1);
    const elsewhere = await upload(token, leadId, { document: documents[1] as string, upload_key: 'retry-key' }, { data: png() });
    expect(elsewhere.statusCode).toBe(409);
    expect(await t.app.db.select().from(leadDocumentPages).where(eq(leadDocumentPages.leadId, leadId))).toHaveLength(1);
  });

  it('refuses bad input with a clear answer and stores nothing', async () => {
    const { token, leadId, documents } = await connectorWithLead();
    const objectsBefore = (await t.app.db.select({ id: vaultObjects.id }).from(vaultObjects)).length;
    const document = documents[0] as string;
    const cases: [string, Awaited<ReturnType<typeof upload>>, number, unknown][] = [
      ['not multipart', await t.app.inject({ method: 'POST', url: `/leads/leads/${leadId}/documents/pages/`, headers: bearer(token), payload: {} }), 400, { detail: 'Send the page as multipart/form-data.' }],
      ['no fields', await upload(token, leadId, {}, { data: png() }), 400, { document: ['Send the document name before the file.'], upload_key: ['Send the upload key before the file.'] }],
      ['a bad key', await upload(token, leadId, { document, upload_key: 'a b' }, { data: png() }), 400, { upload_key: ['1 to 64 letters, digits, - or _.'] }],
      ['no file', await upload(token, leadId, { document, upload_key: 'k1' }, null), 400, { file: ['This file is required.'] }],
      ['an unknown document', await upload(token, leadId, { document: 'Passport', upload_key: 'k2' }, { data: png() }), 400, { document: ["This document is not in the lead's checklist."] }],
      ['a GIF', await upload(token, leadId, { document, upload_key: 'k3' }, { data: gif(), contentType: 'image/gif' }), 400, { file: ['Upload a JPG, PNG or PDF file.'] }],
      ['a text file', await upload(token, leadId, { document, upload_key: 'k4' }, { data: Buffer.from('hello'), contentType: 'text/plain' }), 400, { file: ['Upload a JPG, PNG or PDF file.'] }],
      ['an empty file', await upload(token, leadId, { document, upload_key: 'k5' }, { data: Buffer.alloc(0) }), 400, { file: ['This file is empty.'] }],
      ['a broken JPEG', await upload(token, leadId, { document, upload_key: 'k6' }, { data: jpeg(), contentType: 'image/jpeg' }), 400, { file: ['This image could not be read. Save it again as a JPG or PNG and upload it.'] }],
      [
        'too many pixels',
        await upload(token, leadId, { document, upload_key: 'k7' }, { data: blackPng(10_000, 5_000) }),
        400,
        { file: ['This image is too large: at most 40 megapixels (this one is 10000 × 5000).'] },
      ],
      ['over 10 MB', await upload(token, leadId, { document, upload_key: 'k8' }, { data: Buffer.concat([png(), randomBytes(10 * MB)]) }), 413, { detail: 'This file is larger than 10 MB.' }],
    ];
    for (const [name, response, status, body] of cases) {
      expect([name, response.statusCode]).toEqual([name, status]);
      expect([name, response.json()]).toEqual([name, body]);
    }
    expect((await t.app.db.select({ id: vaultObjects.id }).from(vaultObjects)).length).toBe(objectsBefore);
    expect(await t.app.db.select().from(leadDocumentPages).where(eq(leadDocumentPages.leadId, leadId))).toEqual([]);
  });

  describe('PDFs', () => {
    it('accepts a plain PDF as it is, without a thumbnail', async () => {
      const { token, leadId, documents } = await connectorWithLead();
      const file = pdf();
      const body = await uploaded(token, leadId, documents[0] as string, file);
      expect(body.page).toMatchObject({ content_type: 'application/pdf', has_thumbnail: false, width: null, height: null, size: file.length });
      const read = await t.app.inject({ method: 'GET', url: `/leads/leads/${leadId}/documents/pages/${body.page.id}/`, headers: bearer(token) });
      expect(read.headers['content-type']).toBe('application/pdf');
      expect(read.rawPayload.equals(file)).toBe(true);
      const thumbnail = await t.app.inject({ method: 'GET', url: `/leads/leads/${leadId}/documents/pages/${body.page.id}/?variant=thumbnail`, headers: bearer(token) });
      expect(thumbnail.statusCode).toBe(404);
    });

    it('accepts one whose page content happens to spell /JS (drawing bytes are not searched)', async () => {
      const { token, leadId, documents } = await connectorWithLead();
      await uploaded(token, leadId, documents[0] as string, pdf({ streamBytes: Buffer.from('q /JS gs 1 0 0 1 0 0 cm Q') }));
    });

    const hostile: [string, Buffer, string][] = [
      ['JavaScript on open', pdf({ extra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }), 'scripts'],
      ['a name spelt with #xx escapes', pdf({ extra: '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >>' }), 'scripts'],
      ['a launch action', pdf({ extra: '/OpenAction << /S /Launch /F (calc.exe) >>' }), 'scripts'],
      ['an embedded file', pdf({ extra: '/Names << /EmbeddedFiles << /Names [(a.exe) 6 0 R] >> >>' }), 'scripts'],
      ['JavaScript inside a compressed object stream', pdf({ objectStream: Buffer.from('6 0 << /S /JavaScript /JS (app.alert(1)) >>') }), 'scripts'],
      ['a password', pdf({ extra: '/Encrypt 7 0 R' }), 'password'],
    ];
    it.each(hostile)('refuses %s', async (_name, file, word) => {
      const { token, leadId, documents } = await connectorWithLead();
      const response = await upload(token, leadId, { document: documents[0] as string, upload_key: randomUUID() }, { data: file, contentType: 'application/pdf', filename: 'statement.pdf' });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { file: string[] }).file[0]).toContain(word);
      expect(await t.app.db.select().from(leadDocumentPages).where(eq(leadDocumentPages.leadId, leadId))).toEqual([]);
    });
  });

  it("holds a lead to 50 MB and a document to 40 pages", async () => {
    const { token, leadId, documents } = await connectorWithLead();
    const large = () => pdf({ streamBytes: randomBytes(9.9 * MB) });
    for (let index = 0; index < 5; index += 1) await uploaded(token, leadId, documents[index % documents.length] as string, large());
    const over = await upload(token, leadId, { document: documents[0] as string, upload_key: randomUUID() }, { data: pdf({ streamBytes: randomBytes(MB) }), contentType: 'application/pdf' });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ detail: "This lead's documents would be larger than 50 MB. Remove pages or upload smaller files." });

    const other = await connectorWithLead();
    for (let index = 0; index < 40; index += 1) await uploaded(other.token, other.leadId, other.documents[0] as string);
    const fortyFirst = await upload(other.token, other.leadId, { document: other.documents[0] as string, upload_key: randomUUID() }, { data: png() });
    expect(fortyFirst.statusCode).toBe(409);
    expect(fortyFirst.json()).toEqual({ detail: 'This document has 40 pages, the most it may have.' });
  });

  it('shows the documents to nobody else: another connector gets 404, the rm reads but cannot upload, the back office reads as review', async () => {
    const { token, leadId, documents } = await connectorWithLead();
    const page = (await uploaded(token, leadId, documents[0] as string)).page;
    const other = (await newConnector(t.app, 'verified')).client.tokens.access;
    for (const url of [`/leads/leads/${leadId}/documents/`, `/leads/leads/${leadId}/documents/pages/${page.id}/`]) {
      expect((await t.app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(404);
    }
    expect((await upload(other, leadId, { document: documents[0] as string, upload_key: 'x' }, { data: png() })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/leads/leads/${leadId}/documents/pages/${page.id}/`, headers: bearer(other) })).statusCode).toBe(404);

    const rm = (await signIn(t.app, 'RM2001')).access;
    const rmView = await documentsOf(rm, leadId, 'managed');
    expect(rmView.can_decide).toBe(false);
    expect(rmView.documents[0]?.can_upload).toBe(false);
    expect(rmView.documents[0]?.pages[0]?.can_remove).toBe(false);
    const upload403 = await upload(rm, leadId, { document: documents[0] as string, upload_key: 'rm' }, { data: png() });
    expect(upload403.statusCode).toBe(403);
    expect((await decide(rm, leadId, { document: documents[0], decision: 'verify' })).statusCode).toBe(403);
    const rm2002 = (await signIn(t.app, 'RM2002')).access;
    expect((await t.app.inject({ method: 'GET', url: `/leads/manage/leads/${leadId}/documents/`, headers: bearer(rm2002) })).statusCode).toBe(404);

    const admin = await signIn(t.app, 'AD3001');
    expect((await documentsOf(admin.access, leadId, 'managed')).can_decide).toBe(true);
    const read = await t.app.inject({ method: 'GET', url: `/leads/manage/leads/${leadId}/documents/pages/${page.id}/`, headers: bearer(admin.access) });
    expect(read.statusCode).toBe(200);
    const [logged] = await t.app.db.select().from(documentAccessLog).where(and(eq(documentAccessLog.recordId, page.id), eq(documentAccessLog.recordType, 'lead_document'), eq(documentAccessLog.viewerRole, 'admin')));
    expect(logged).toMatchObject({ purpose: 'review', documentKind: 'page', address: '127.0.0.1' });
  });

  it('lets the uploader remove a page before review, destroying its file; the document goes back to Pending', async () => {
    const { token, leadId, documents } = await connectorWithLead();
    const page = (await uploaded(token, leadId, documents[0] as string)).page;
    const [row] = await t.app.db.select().from(leadDocumentPages).where(eq(leadDocumentPages.id, page.id));
    const removed = await t.app.inject({ method: 'DELETE', url: `/leads/leads/${leadId}/documents/pages/${page.id}/`, headers: bearer(token) });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await t.app.db.select().from(vaultObjects).where(eq(vaultObjects.id, row?.vaultObjectId as string))).toEqual([]);
    expect(await t.app.vault.chunks.get(row?.vaultObjectId as string)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/leads/leads/${leadId}/documents/pages/${page.id}/`, headers: bearer(token) })).statusCode).toBe(404);
    const list = await documentsOf(token, leadId);
    expect(list.documents[0]).toMatchObject({ state: 'Pending', pages: [] });
    expect(list.limits.used_bytes).toBe(0);
  });

  it('rejects with a reason (notifying the referrer), takes new pages that supersede the rejected ones, then verifies', async () => {
    const { connector, token, leadId, documents } = await connectorWithLead();
    const document = documents[0] as string;
    const first = (await uploaded(token, leadId, document)).page;
    const admin = (await signIn(t.app, 'AD3001')).access;

    const noReason = await decide(admin, leadId, { document, decision: 'reject', reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['Give the reason for rejecting this document.'] });
    expect((await decide(admin, leadId, { document: 'Passport', decision: 'verify' })).statusCode).toBe(400);
    expect((await decide(admin, leadId, { document: documents[1], decision: 'verify' })).json()).toEqual({ detail: 'Nothing to decide: this document has no pages waiting for review.' });

    const rejected = await decide(admin, leadId, { document, decision: 'reject', reason: 'The March slip is cut off at the bottom.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ state: 'Rejected', rejection_reason: 'The March slip is cut off at the bottom.', decided_by: { employee_id: 'AD3001' } });
    expect((rejected.json() as { pages: { state: string; can_remove: boolean }[] }).pages).toMatchObject([{ state: 'rejected', can_remove: false }]);
    const [notice] = await notificationsTitled(t.app, connector.employeeId, 'Document rejected');
    expect(notice).toMatchObject({ notificationType: 'document_pending', leadId });
    expect(notice?.message).toContain(': The March slip is cut off at the bottom. Upload it again.');
    expect((await t.app.inject({ method: 'DELETE', url: `/leads/leads/${leadId}/documents/pages/${first.id}/`, headers: bearer(token) })).json()).toEqual({
      detail: 'This page has been reviewed and can no longer be removed.',
    });

    const again = await uploaded(token, leadId, document);
    expect(again.document.state).toBe('Submitted');
    expect(again.document.rejection_reason).toBeNull();
    expect(again.document.pages.map((page) => page.state)).toEqual(['superseded', 'submitted']);
    expect(again.limits.used_bytes).toBe(again.page.size);

    const verified = await decide(admin, leadId, { document, decision: 'verify' });
    expect(verified.json()).toMatchObject({ state: 'Verified', can_upload: false });
    expect((verified.json() as { pages: { state: string }[] }).pages.map((page) => page.state)).toEqual(['superseded', 'verified']);
    const late = await upload(token, leadId, { document, upload_key: randomUUID() }, { data: png() });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: 'This document is verified: no more pages can be added.' });

    const timeline = await t.app.db.select().from(leadStatusHistory).where(and(eq(leadStatusHistory.leadId, leadId), eq(leadStatusHistory.event, 'document')));
    expect(timeline.map((entry) => [entry.documentState, entry.note])).toEqual([
      ['Submitted', null],
      ['Rejected', 'The March slip is cut off at the bottom.'],
      ['Submitted', null],
      ['Verified', null],
    ]);
    const audits = await t.app.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entityType, 'lead'), eq(auditLog.entityId, leadId)));
    expect(audits.map((entry) => entry.action)).toEqual(['lead.document_page_uploaded', 'lead.document_rejected', 'lead.document_page_uploaded', 'lead.document_verified']);
    // The lead page reads the same state from its checklist.
    const detail = await t.app.inject({ method: 'GET', url: `/leads/leads/${leadId}/`, headers: bearer(token) });
    expect((detail.json() as { documents_checklist: Record<string, string> }).documents_checklist[document]).toBe('Verified');
  });

  it('takes no pages for a closed lead, and deletes its files after the retention period with a fake clock', async () => {
    const { token, leadId, documents } = await connectorWithLead();
    const page = (await uploaded(token, leadId, documents[0] as string)).page;
    const closedAt = new Date();
    await t.app.db.update(leads).set({ status: 'rejected' }).where(eq(leads.id, leadId));
    await t.app.db.insert(leadStatusHistory).values({ leadId, event: 'status', fromStatus: 'processing', toStatus: 'rejected', changedAt: closedAt });
    const closed = await upload(token, leadId, { document: documents[1] as string, upload_key: randomUUID() }, { data: png() });
    expect(closed.json()).toEqual({ detail: 'This lead is rejected: its documents can no longer change.' });

    const run = (now: Date) => applyDocumentRetention(t.app.db, t.app.vault, t.app.config.vault, now);
    await run(new Date(closedAt.getTime() + 179 * DAY));
    expect((await t.app.inject({ method: 'GET', url: `/leads/leads/${leadId}/documents/pages/${page.id}/`, headers: bearer(token) })).statusCode).toBe(200);
    const result = await run(new Date(closedAt.getTime() + 181 * DAY));
    expect(result.leadPages).toBeGreaterThanOrEqual(1);
    expect((await t.app.inject({ method: 'GET', url: `/leads/leads/${leadId}/documents/pages/${page.id}/`, headers: bearer(token) })).statusCode).toBe(404);
    const [row] = await t.app.db.select().from(leadDocumentPages).where(eq(leadDocumentPages.id, page.id));
    expect(row).toMatchObject({ vaultObjectId: null, thumbnailObjectId: null });
    const [entry] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, LEAD_RETENTION_AUDIT_ACTION), eq(auditLog.entityId, leadId)));
    expect(entry?.details).toEqual({ documents: [page.id], reason: 'lead rejected', kept_for: '180 days' });
  });
});

describe('lead document uploads per user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ requestLimits: { ...UNLIMITED_REQUEST_LIMITS, leadDocumentUploadPerUser: { max: 2, windowMs: 60 * 60_000 } } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 429 past the hourly limit, and stores nothing more', async () => {
    const token = (await signIn(t.app, 'CN1001')).access;
    const [lead] = (await (await t.app.inject({ method: 'GET', url: '/leads/leads/my-leads/', headers: bearer(token) })).json()) as { id: number; status: string }[];
    const { documents } = (await t.app.inject({ method: 'GET', url: `/leads/leads/${lead?.id}/documents/`, headers: bearer(token) })).json() as LeadDocumentsResponse;
    const open = documents.find((document) => document.can_upload)?.name as string;
    const send = () => {
      const body = multipart([{ field: 'file', filename: 'page.png', contentType: 'image/png', data: png() }], { document: open, upload_key: randomUUID() });
      return t.app.inject({ method: 'POST', url: `/leads/leads/${lead?.id}/documents/pages/`, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
    };
    expect([(await send()).statusCode, (await send()).statusCode]).toEqual([201, 201]);
    const third = await send();
    expect(third.statusCode).toBe(429);
    expect(await t.app.db.select().from(leadDocumentPages).where(eq(leadDocumentPages.leadId, lead?.id as number))).toHaveLength(2);
  });
});
