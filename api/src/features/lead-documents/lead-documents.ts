import { sql } from 'drizzle-orm';
import {
  isBackOffice,
  LEAD_DOCUMENT_STATES,
  type LeadDocument,
  type LeadDocumentDecisionRequest,
  type LeadDocumentPage,
  type LeadDocumentPageState,
  type LeadDocumentsResponse,
  type LeadDocumentState,
  type LeadDocumentUploadResponse,
} from 'shared-contracts';
import { queryRows, type Database, type Executor } from '../../db/client';
import { leadDocumentPages, leadStatusHistory } from '../../db/schema';
import { conflict, fieldErrors, HttpError, notFound } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import type { AuthUser } from '../auth/auth-user';
import { mayManage } from '../lead-management/managed-lead-queries';
import { inLeadTransaction } from '../lead-management/lead-pipeline';
import { collectsLeadDocuments, mayReadLead } from '../leads/lead-access';
import { notify } from '../notifications/notify';
import type { DocumentVault } from '../vault/vault';
import { LEAD_DOCUMENT_LIMITS, limitsFor } from './limits';
import { leadTooLarge, type BeforeFile, type PageFields, type ReceivedPage } from './receive-page';

/**
 * A lead's documents (docs/lead-documents.md). The document's state is the lead's checklist
 * (`leads.documents_checklist`), so the lead lists, the export and the old PATCH route keep reading it;
 * pages (lead_document_pages) hold the files. Every change locks the lead's row, so two uploads to one
 * lead count its bytes and pages one after the other.
 *
 * - `own`: the connector's side (/leads/leads/{id}/documents/): the lead's referrer or creator uploads
 *   and removes; whoever may read the lead (their rm, the back office) reads.
 * - `managed`: the back office's side (/leads/manage/leads/{id}/documents/): admin and director read and
 *   decide, an rm reads their team's.
 * Someone who may not read the lead gets 404, as for an unknown lead.
 */
export type LeadDocumentsScope = 'own' | 'managed';

export const LEAD_NOT_FOUND = 'Lead not found.';
const PAGE_NOT_FOUND = 'Page not found.';

interface LeadRow {
  id: number;
  status: string;
  checklist: Record<string, string>;
  referredById: number | null;
  createdById: number | null;
  customerName: string;
  loanType: string;
}

async function leadRow(db: Executor, leadId: number, lock: boolean): Promise<LeadRow | null> {
  const [row] = await queryRows<{
    id: number;
    status: string;
    checklist: unknown;
    referred_by_id: number | null;
    created_by_id: number | null;
    customer_name: string;
    loan_type: string;
  }>(
    db,
    sql`select l.id, l.status, l.documents_checklist as checklist, l.referred_by_id, l.created_by_id, l.customer_name, lt.type as loan_type
        from leads l join bank_loans bl on bl.id = l.bank_loan_id join loan_types lt on lt.id = bl.loan_type_id
        where l.id = ${leadId} ${lock ? sql`for update of l` : sql``}`,
  );
  if (!row) return null;
  const raw = typeof row.checklist === 'string' ? (JSON.parse(row.checklist) as unknown) : row.checklist;
  const checklist = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, string>) : {};
  return {
    id: row.id,
    status: row.status,
    checklist,
    referredById: row.referred_by_id,
    createdById: row.created_by_id,
    customerName: row.customer_name,
    loanType: row.loan_type,
  };
}

async function mayRead(db: Database, user: AuthUser, lead: LeadRow, scope: LeadDocumentsScope): Promise<boolean> {
  return scope === 'own' ? mayReadLead(db, user, lead) : mayManage(db, user, lead);
}

/** The lead, if the caller may read its documents from `scope` (404 otherwise, as for an unknown lead). */
async function readableLead(db: Database, user: AuthUser, leadId: number, scope: LeadDocumentsScope): Promise<LeadRow> {
  const lead = await leadRow(db, leadId, false);
  if (!lead || !(await mayRead(db, user, lead, scope))) throw notFound(LEAD_NOT_FOUND);
  return lead;
}

interface PageRow {
  id: number;
  document_name: string;
  state: LeadDocumentPageState;
  content_type: LeadDocumentPage['content_type'];
  size: number;
  file_name: string | null;
  has_thumbnail: boolean;
  width: number | null;
  height: number | null;
  uploaded_by_id: number | null;
  uploader_name: string | null;
  uploader_employee_id: string | null;
  uploaded_at: string;
}

interface DecisionRow {
  document_name: string;
  document_state: string;
  note: string | null;
  decider_name: string | null;
  decider_employee_id: string | null;
  changed_at: string;
}

async function pagesOf(db: Executor, leadId: number): Promise<PageRow[]> {
  return queryRows<PageRow>(
    db,
    sql`select p.id, p.document_name, p.state, p.content_type, p.size, p.file_name, p.thumbnail_object_id is not null as has_thumbnail,
          p.width, p.height, p.uploaded_by_id, e.username as uploader_name, e.employee_id as uploader_employee_id,
          to_char(p.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as uploaded_at
        from lead_document_pages p left join employees e on e.id = p.uploaded_by_id
        where p.lead_id = ${leadId} and p.vault_object_id is not null
        order by p.id`,
  );
}

/** The last Verify or Reject of each document (the timeline keeps every one). */
async function lastDecisions(db: Executor, leadId: number): Promise<Map<string, DecisionRow>> {
  const rows = await queryRows<DecisionRow>(
    db,
    sql`select distinct on (h.document_name) h.document_name, h.document_state, h.note, e.username as decider_name, e.employee_id as decider_employee_id,
          to_char(h.changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed_at
        from lead_status_history h left join employees e on e.id = h.changed_by_id
        where h.lead_id = ${leadId} and h.event = 'document' and h.document_state in ('Verified', 'Rejected')
        order by h.document_name, h.changed_at desc, h.id desc`,
  );
  return new Map(rows.map((row) => [row.document_name, row]));
}

const usedBytes = (pages: readonly Pick<PageRow, 'state' | 'size'>[]) => pages.filter((page) => page.state !== 'superseded').reduce((sum, page) => sum + page.size, 0);

function asState(value: string | undefined): LeadDocumentState {
  return (LEAD_DOCUMENT_STATES as readonly string[]).includes(value ?? '') ? (value as LeadDocumentState) : 'Pending';
}

function documentOf(name: string, lead: LeadRow, pages: PageRow[], decision: DecisionRow | undefined, user: AuthUser): LeadDocument {
  const state = asState(lead.checklist[name]);
  const owner = collectsLeadDocuments(user, lead);
  return {
    name,
    state,
    rejection_reason: state === 'Rejected' && decision?.document_state === 'Rejected' ? decision.note : null,
    decided_by: decision && decision.decider_name !== null && decision.decider_employee_id !== null ? { user_name: decision.decider_name, employee_id: decision.decider_employee_id } : null,
    decided_at: decision?.changed_at ?? null,
    pages: pages
      .filter((page) => page.document_name === name)
      .map((page) => ({
        id: page.id,
        document: page.document_name,
        state: page.state,
        content_type: page.content_type,
        size: page.size,
        file_name: page.file_name,
        has_thumbnail: page.has_thumbnail,
        width: page.width,
        height: page.height,
        uploaded_by: page.uploader_name !== null && page.uploader_employee_id !== null ? { user_name: page.uploader_name, employee_id: page.uploader_employee_id } : null,
        uploaded_at: page.uploaded_at,
        can_remove: page.state === 'submitted' && state !== 'Verified' && page.uploaded_by_id === user.id && lead.status === 'processing',
      })),
    can_upload: owner && state !== 'Verified' && lead.status === 'processing',
  };
}

async function documentsOf(db: Executor, lead: LeadRow, user: AuthUser): Promise<{ documents: LeadDocument[]; used: number }> {
  const [pages, decisions] = await Promise.all([pagesOf(db, lead.id), lastDecisions(db, lead.id)]);
  return {
    documents: Object.keys(lead.checklist).map((name) => documentOf(name, lead, pages, decisions.get(name), user)),
    used: usedBytes(pages),
  };
}

export async function listLeadDocuments(db: Database, user: AuthUser, leadId: number, scope: LeadDocumentsScope): Promise<LeadDocumentsResponse> {
  const lead = await readableLead(db, user, leadId, scope);
  const { documents, used } = await documentsOf(db, lead, user);
  return { lead_id: lead.id, limits: limitsFor(used), documents, can_decide: scope === 'managed' && isBackOffice(user.role) };
}

const NOT_THE_OWNER = 'Only the connector who referred or created this lead can change its documents.';

/**
 * Before an upload or a removal is read: the lead exists for the caller (404 otherwise, as for an unknown
 * lead) and the caller is on its connector side (403 for its rm and the back office, who only read).
 */
export async function assertLeadOwner(db: Database, user: AuthUser, leadId: number): Promise<void> {
  const lead = await leadRow(db, leadId, false);
  if (!lead || !(await mayReadLead(db, user, lead))) throw notFound(LEAD_NOT_FOUND);
  if (!collectsLeadDocuments(user, lead)) throw new HttpError(403, NOT_THE_OWNER);
}

/** What may be uploaded to the lead now; throws the answer otherwise. `pages` are the lead's current pages. */
function checkUploadable(lead: LeadRow, user: AuthUser, document: string, pages: PageRow[]): void {
  if (!collectsLeadDocuments(user, lead)) throw new HttpError(403, NOT_THE_OWNER);
  if (!Object.prototype.hasOwnProperty.call(lead.checklist, document)) throw fieldErrors({ document: ["This document is not in the lead's checklist."] });
  if (lead.status !== 'processing') throw conflict(`This lead is ${lead.status}: its documents can no longer change.`);
  if (asState(lead.checklist[document]) === 'Verified') throw conflict('This document is verified: no more pages can be added.');
  const count = pages.filter((page) => page.document_name === document && page.state !== 'superseded').length;
  if (count >= LEAD_DOCUMENT_LIMITS.maxPagesPerDocument) throw conflict(`This document has ${LEAD_DOCUMENT_LIMITS.maxPagesPerDocument} pages, the most it may have.`);
}

async function existingPage(db: Executor, leadId: number, uploadKey: string) {
  const [row] = await queryRows<{ id: number; document_name: string }>(
    db,
    sql`select id, document_name from lead_document_pages where lead_id = ${leadId} and upload_key = ${uploadKey}`,
  );
  return row ?? null;
}

/**
 * Before the file is read: the caller must be the lead's owner, the document in its checklist and open
 * for pages, and the lead under its byte budget. A key already stored for this document stops here (its
 * page is answered again); for another document it is a conflict.
 */
export async function prepareUpload(db: Database, user: AuthUser, leadId: number, fields: PageFields): Promise<BeforeFile> {
  const lead = await leadRow(db, leadId, false);
  if (!lead || !(await mayReadLead(db, user, lead))) throw notFound(LEAD_NOT_FOUND);
  const existing = await existingPage(db, leadId, fields.uploadKey);
  if (existing) {
    if (existing.document_name !== fields.document) throw conflict('This upload key was already used for another document. Choose the file again.');
    return { stop: true };
  }
  const pages = await pagesOf(db, leadId);
  checkUploadable(lead, user, fields.document, pages);
  const budget = LEAD_DOCUMENT_LIMITS.maxLeadBytes - usedBytes(pages);
  if (budget <= 0) throw leadTooLarge();
  return { stop: false, maxBytes: LEAD_DOCUMENT_LIMITS.maxFileBytes, leadBudgetBytes: budget };
}

/**
 * Stores a received page: the file (and an image's thumbnail) into the vault, then, with the lead locked,
 * everything checked again (another upload may have come first), the page recorded, and the document
 * Submitted: from Pending, or from Rejected, whose rejected pages are then superseded (kept for the
 * record). A state change is a timeline entry; every upload an audit entry. The same key stored by a
 * concurrent retry answers that page, and this copy is dropped.
 */
export async function storePage(db: Database, vault: DocumentVault, user: AuthUser, leadId: number, page: ReceivedPage): Promise<{ created: boolean; body: LeadDocumentUploadResponse }> {
  const stored = await vault.store(page.bytes, { purpose: 'lead', contentType: page.contentType });
  const thumbnail = page.image ? await vault.store(page.image.thumbnail, { purpose: 'lead', contentType: 'image/jpeg' }) : null;
  const objects = [stored.id, ...(thumbnail ? [thumbnail.id] : [])];
  let created = false;
  try {
    const body = await inLeadTransaction(db, async (tx) => {
      const lead = await leadRow(tx, leadId, true);
      if (!lead) throw notFound(LEAD_NOT_FOUND);
      const existing = await existingPage(tx, leadId, page.uploadKey);
      if (!existing) {
        const pages = await pagesOf(tx, leadId);
        checkUploadable(lead, user, page.document, pages);
        if (usedBytes(pages) + stored.size > LEAD_DOCUMENT_LIMITS.maxLeadBytes) throw leadTooLarge();
        await tx.insert(leadDocumentPages).values({
          leadId,
          documentName: page.document,
          uploadKey: page.uploadKey,
          vaultObjectId: stored.id,
          thumbnailObjectId: thumbnail?.id ?? null,
          contentType: page.contentType,
          size: stored.size,
          sha256: stored.sha256,
          width: page.image?.width ?? null,
          height: page.image?.height ?? null,
          fileName: page.fileName,
          uploadedById: user.id,
        });
        created = true;
        const from = asState(lead.checklist[page.document]);
        if (from !== 'Submitted') {
          if (from === 'Rejected') {
            await tx.execute(sql`update lead_document_pages set state = 'superseded' where lead_id = ${leadId} and document_name = ${page.document} and state = 'rejected'`);
          }
          await setDocumentState(tx, lead, page.document, 'Submitted', user, null);
          lead.checklist[page.document] = 'Submitted';
        }
        await recordAudit(tx, {
          actorId: user.id,
          action: 'lead.document_page_uploaded',
          entityType: 'lead',
          entityId: leadId,
          details: { document: page.document, content_type: page.contentType, size: stored.size, sha256: stored.sha256 },
        });
      }
      return uploadAnswer(tx, lead, user, page.uploadKey);
    });
    if (!created) await vault.remove(objects);
    return { created, body };
  } catch (error) {
    await vault.remove(objects).catch(() => undefined);
    throw error;
  }
}

/** The page an upload key stored, with its document and the lead's limits as they are now. */
export async function uploadAnswer(db: Executor, lead: LeadRow, user: AuthUser, uploadKey: string): Promise<LeadDocumentUploadResponse> {
  const existing = await existingPage(db, lead.id, uploadKey);
  const { documents, used } = await documentsOf(db, lead, user);
  const document = documents.find((candidate) => candidate.name === existing?.document_name);
  const page = document?.pages.find((candidate) => candidate.id === existing?.id);
  // The key's page was removed since (or its bytes deleted by retention): nothing to answer again.
  if (!document || !page) throw conflict('This upload was removed since. Choose the file again to upload it.');
  return { page, document, limits: limitsFor(used) };
}

/** The answer to a retried upload whose page exists. */
export async function answerStoredUpload(db: Database, user: AuthUser, leadId: number, uploadKey: string): Promise<LeadDocumentUploadResponse> {
  const lead = await leadRow(db, leadId, false);
  if (!lead || !(await mayReadLead(db, user, lead))) throw notFound(LEAD_NOT_FOUND);
  return uploadAnswer(db, lead, user, uploadKey);
}

async function setDocumentState(tx: Executor, lead: LeadRow, document: string, state: LeadDocumentState, user: AuthUser, note: string | null) {
  await tx.execute(
    sql`update leads set documents_checklist = documents_checklist || ${JSON.stringify({ [document]: state })}::jsonb, updated_at = now() where id = ${lead.id}`,
  );
  await tx.insert(leadStatusHistory).values({
    event: 'document',
    documentName: document,
    documentState: state,
    leadId: lead.id,
    fromStatus: lead.status,
    toStatus: lead.status,
    changedById: user.id,
    note,
  });
}

/**
 * Removes a page its uploader sent, before the document is decided. The page's file and thumbnail are
 * destroyed with it. When no waiting page is left, the document goes back to what it was before the
 * upload: Rejected (its superseded pages rejected again) or Pending.
 */
export async function removePage(db: Database, vault: DocumentVault, user: AuthUser, leadId: number, pageId: number): Promise<void> {
  await assertLeadOwner(db, user, leadId);
  const forgotten = await inLeadTransaction(db, async (tx) => {
    const locked = await leadRow(tx, leadId, true);
    if (!locked) throw notFound(LEAD_NOT_FOUND);
    const [page] = await queryRows<{ id: number; document_name: string; state: string; uploaded_by_id: number | null; vault_object_id: string | null; thumbnail_object_id: string | null }>(
      tx,
      sql`select id, document_name, state, uploaded_by_id, vault_object_id, thumbnail_object_id from lead_document_pages where id = ${pageId} and lead_id = ${leadId} and vault_object_id is not null`,
    );
    if (!page) throw notFound(PAGE_NOT_FOUND);
    if (page.uploaded_by_id !== user.id) throw new HttpError(403, 'Only the person who uploaded this page can remove it.');
    if (page.state !== 'submitted' || asState(locked.checklist[page.document_name]) === 'Verified') throw conflict('This page has been reviewed and can no longer be removed.');
    if (locked.status !== 'processing') throw conflict(`This lead is ${locked.status}: its documents can no longer change.`);
    await tx.execute(sql`delete from lead_document_pages where id = ${pageId}`);
    const ids = [page.vault_object_id, page.thumbnail_object_id].filter((id): id is string => id !== null);
    await vault.forget(ids, tx);
    const [left] = await queryRows<{ waiting: number; superseded: number }>(
      tx,
      sql`select count(*) filter (where state = 'submitted')::int as waiting, count(*) filter (where state = 'superseded')::int as superseded
          from lead_document_pages where lead_id = ${leadId} and document_name = ${page.document_name} and vault_object_id is not null`,
    );
    if ((left?.waiting ?? 0) === 0 && asState(locked.checklist[page.document_name]) === 'Submitted') {
      const back: LeadDocumentState = (left?.superseded ?? 0) > 0 ? 'Rejected' : 'Pending';
      if (back === 'Rejected') {
        await tx.execute(sql`update lead_document_pages set state = 'rejected' where lead_id = ${leadId} and document_name = ${page.document_name} and state = 'superseded'`);
      }
      await setDocumentState(tx, locked, page.document_name, back, user, null);
    }
    await recordAudit(tx, { actorId: user.id, action: 'lead.document_page_removed', entityType: 'lead', entityId: leadId, details: { document: page.document_name, page: pageId } });
    return ids;
  });
  await vault.discardChunks(forgotten);
}

/** Notification text is rendered with **bold** markers: keep free text from opening or closing one. */
const plain = (text: string) => text.replace(/\*{2,}/g, '*');

/**
 * Verify, or Reject with a reason, a document whose pages wait (Submitted). Its waiting pages take the
 * decision; one timeline entry (with the reason) and one audit entry; a rejection notifies the referrer
 * with the reason and the lead.
 */
export async function decideDocument(db: Database, user: AuthUser, leadId: number, body: LeadDocumentDecisionRequest): Promise<LeadDocument> {
  const reason = body.reason?.trim() ?? '';
  if (body.decision === 'reject' && reason === '') throw fieldErrors({ reason: ['Give the reason for rejecting this document.'] });
  return inLeadTransaction(db, async (tx) => {
    const lead = await leadRow(tx, leadId, true);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    if (!Object.prototype.hasOwnProperty.call(lead.checklist, body.document)) throw fieldErrors({ document: ["This document is not in the lead's checklist."] });
    const [waiting] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from lead_document_pages where lead_id = ${leadId} and document_name = ${body.document} and state = 'submitted' and vault_object_id is not null`,
    );
    if (asState(lead.checklist[body.document]) !== 'Submitted' || (waiting?.count ?? 0) === 0) {
      throw conflict('Nothing to decide: this document has no pages waiting for review.');
    }
    const state: LeadDocumentState = body.decision === 'verify' ? 'Verified' : 'Rejected';
    await tx.execute(
      sql`update lead_document_pages set state = ${body.decision === 'verify' ? 'verified' : 'rejected'} where lead_id = ${leadId} and document_name = ${body.document} and state = 'submitted'`,
    );
    await setDocumentState(tx, lead, body.document, state, user, body.decision === 'reject' ? reason : null);
    lead.checklist[body.document] = state;
    await recordAudit(tx, {
      actorId: user.id,
      action: body.decision === 'verify' ? 'lead.document_verified' : 'lead.document_rejected',
      entityType: 'lead',
      entityId: leadId,
      details: { document: body.document, ...(body.decision === 'reject' ? { reason } : {}) },
    });
    if (body.decision === 'reject' && lead.referredById !== null && lead.referredById !== user.id) {
      await notify(tx, {
        recipientId: lead.referredById,
        type: 'document_pending',
        leadId,
        createdById: user.id,
        title: 'Document rejected',
        message: `**${plain(body.document)}** was rejected for the ${lead.loanType} lead of **${plain(lead.customerName)}**: ${asSentence(plain(reason))} Upload it again.`,
      });
    }
    const { documents } = await documentsOf(tx, lead, user);
    return documents.find((document) => document.name === body.document) as LeadDocument;
  });
}

/** A reviewer's reason as a sentence of the notice: its own full stop, or one added. */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** The vault objects of a page the caller may read from `scope`, and who the read is recorded as. */
export async function readablePage(db: Database, user: AuthUser, leadId: number, pageId: number, scope: LeadDocumentsScope) {
  const lead = await readableLead(db, user, leadId, scope);
  const [page] = await queryRows<{ id: number; document_name: string; content_type: string; vault_object_id: string | null; thumbnail_object_id: string | null; uploaded_by_id: number | null }>(
    db,
    sql`select id, document_name, content_type, vault_object_id, thumbnail_object_id, uploaded_by_id from lead_document_pages where id = ${pageId} and lead_id = ${leadId}`,
  );
  if (!page || !page.vault_object_id) throw notFound(PAGE_NOT_FOUND);
  return {
    page,
    // The documents are the customer's, collected by the referrer: the access log names the referrer as whose.
    subjectId: lead.referredById ?? page.uploaded_by_id ?? lead.createdById ?? user.id,
    purpose: collectsLeadDocuments(user, lead) ? ('owner' as const) : ('review' as const),
  };
}

