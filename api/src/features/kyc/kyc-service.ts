import { and, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MaskBox } from 'shared-contracts';
import { AADHAAR_SIDES, isAadhaarSide, type KycMaskMethod, type KycStatus, type KycStatusCounts, type KycSubmission, type KycSubmissionStatus, type Role } from 'shared-contracts';
import type { Database } from '../../db/client';
import { employees, kycDocuments, kycSubmissions } from '../../db/schema';
import { conflict, notFound, tooManyRequests } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { containsPattern } from '../employees/list-filters';
import { notify } from '../notifications/notify';
import { VaultObjectMissing, type DocumentVault, type StoredObject } from '../vault/vault';
import { burnMask, ImageNotDecodable, type MaskedImage } from './aadhaar-mask';
import { localise } from '../../i18n';
import type { ReceivedDocument } from './read-upload';

export const KYC_APPROVED_TITLE = 'KYC approved';
export const KYC_REJECTED_TITLE = 'KYC rejected';
export const MASK_BEFORE_APPROVAL = 'Mask the Aadhaar number on both sides before approving.';

export async function latestSubmission(db: Database, employeeId: number) {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.employeeId, employeeId))
    .orderBy(desc(kycSubmissions.submittedAt), desc(kycSubmissions.id))
    .limit(1);
  return row ?? null;
}

/** The account's gates: consent to the current privacy notice (every role), then KYC (connectors, from their latest submission). */
export async function kycStatusFor(
  db: Database,
  user: { id: number; role: Role; consentedNoticeVersion: string | null; profile?: { language: string } },
  noticeVersion: string,
): Promise<KycStatus> {
  const consent = { consent_required: user.consentedNoticeVersion !== noticeVersion };
  return { ...(await kycState(db, user)), ...consent };
}

async function kycState(db: Database, user: { id: number; role: Role; profile?: { language: string } }): Promise<Omit<KycStatus, 'consent_required'>> {
  if (user.role !== 'connector') {
    return { kyc_verified: true, kyc_submitted: false, kyc_rejection_reason: null, kyc_message: null };
  }
  const [employee] = await db.select({ kycVerified: employees.kycVerified }).from(employees).where(eq(employees.id, user.id)).limit(1);
  const latest = await latestSubmission(db, user.id);
  if (employee?.kycVerified) {
    return { kyc_verified: true, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: localise(user.profile?.language, 'Your KYC is verified.') };
  }
  if (latest?.status === 'pending') {
    return { kyc_verified: false, kyc_submitted: true, kyc_rejection_reason: null, kyc_message: null };
  }
  if (latest?.status === 'rejected') {
    return {
      kyc_verified: false,
      kyc_submitted: false,
      // The reviewer's reason is shown as written; the API's own texts in the reader's language.
      kyc_rejection_reason: latest.rejectionReason ?? localise(user.profile?.language, 'Your documents could not be verified.'),
      kyc_message: localise(user.profile?.language, 'Your KYC was rejected. Please upload new documents.'),
    };
  }
  return { kyc_verified: false, kyc_submitted: false, kyc_rejection_reason: null, kyc_message: null };
}

/** 409 when the connector may not submit now (already verified, or a submission is under review). */
export async function assertMaySubmit(db: Database, employeeId: number) {
  const [employee] = await db.select({ kycVerified: employees.kycVerified }).from(employees).where(eq(employees.id, employeeId)).limit(1);
  if (employee?.kycVerified) throw conflict('Your KYC is already verified.');
  const latest = await latestSubmission(db, employeeId);
  if (latest?.status === 'pending') throw conflict('Your KYC documents are already under review.');
}

/**
 * Records a submission of documents already stored in the vault by the upload, in one transaction;
 * when it cannot be recorded (e.g. another submission got there first), the stored objects are removed.
 */
export async function createSubmission(db: Database, vault: DocumentVault, employeeId: number, documents: ReceivedDocument[]): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      // Lock the connector's row so two concurrent uploads cannot both pass the check below
      // and leave two pending submissions (PostgreSQL runs them in parallel).
      await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
      await assertMaySubmit(tx, employeeId);
      const [submission] = await tx.insert(kycSubmissions).values({ employeeId, status: 'pending' }).returning({ id: kycSubmissions.id });
      if (!submission) throw new Error('KYC submission insert returned nothing');
      await tx.insert(kycDocuments).values(
        documents.map((document) => ({
          submissionId: submission.id,
          kind: document.kind,
          vaultObjectId: document.file.id,
          originalName: document.originalName,
          contentType: document.image.contentType,
          size: document.file.size,
          sha256: document.file.sha256,
        })),
      );
      return submission.id;
    });
  } catch (error) {
    await vault.remove(documents.map((document) => document.file.id));
    throw error;
  }
}

const reviewers = alias(employees, 'reviewers');
const maskers = alias(employees, 'maskers');

export const documentUrl = (submissionId: number, kind: string) => `/channel_partner/kyc/submissions/${submissionId}/documents/${kind}/`;

async function toSubmissions(db: Database, rows: { id: number }[]): Promise<KycSubmission[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const details = await db
    .select({
      id: kycSubmissions.id,
      status: kycSubmissions.status,
      rejectionReason: kycSubmissions.rejectionReason,
      submittedAt: kycSubmissions.submittedAt,
      reviewedAt: kycSubmissions.reviewedAt,
      employeePk: employees.id,
      employeeId: employees.employeeId,
      username: employees.username,
      reviewerEmployeeId: reviewers.employeeId,
      reviewerName: reviewers.username,
    })
    .from(kycSubmissions)
    .innerJoin(employees, eq(employees.id, kycSubmissions.employeeId))
    .leftJoin(reviewers, eq(reviewers.id, kycSubmissions.reviewedById))
    .where(inArray(kycSubmissions.id, ids));
  const documents = await db
    .select({
      submissionId: kycDocuments.submissionId,
      kind: kycDocuments.kind,
      contentType: kycDocuments.contentType,
      size: kycDocuments.size,
      maskMethod: kycDocuments.maskMethod,
      maskedAt: kycDocuments.maskedAt,
      maskerEmployeeId: maskers.employeeId,
      maskerName: maskers.username,
    })
    .from(kycDocuments)
    .leftJoin(maskers, eq(maskers.id, kycDocuments.maskedById))
    .where(inArray(kycDocuments.submissionId, ids))
    .orderBy(kycDocuments.id);
  const byId = new Map(details.map((detail) => [detail.id, detail]));
  return ids.flatMap((id) => {
    const detail = byId.get(id);
    if (!detail) return [];
    return [
      {
        id,
        status: detail.status as KycSubmissionStatus,
        employee: { id: detail.employeePk, employee_id: detail.employeeId, username: detail.username },
        documents: documents
          .filter((document) => document.submissionId === id)
          .map((document) => ({
            kind: document.kind,
            url: documentUrl(id, document.kind),
            content_type: document.contentType,
            size: document.size,
            masking:
              document.maskMethod !== null && document.maskedAt !== null
                ? {
                    method: document.maskMethod as KycMaskMethod,
                    masked_at: document.maskedAt.toISOString(),
                    masked_by:
                      document.maskerEmployeeId !== null && document.maskerName !== null
                        ? { employee_id: document.maskerEmployeeId, username: document.maskerName }
                        : null,
                  }
                : null,
          })),
        rejection_reason: detail.rejectionReason,
        submitted_at: detail.submittedAt.toISOString(),
        reviewed_at: detail.reviewedAt ? detail.reviewedAt.toISOString() : null,
        reviewed_by: detail.reviewerEmployeeId ?? null,
        reviewer:
          detail.reviewerEmployeeId !== null && detail.reviewerName !== null
            ? { employee_id: detail.reviewerEmployeeId, username: detail.reviewerName }
            : null,
      },
    ];
  });
}

export interface SubmissionListFilter {
  status?: KycSubmissionStatus;
  /** Employee id or name of the connector (contains, any case). */
  search?: string;
  limit: number;
  offset: number;
}

/**
 * A page of submissions and the number matching the filter. Order: pending first, oldest first (a
 * queue), then the reviewed ones newest first; the same order serves every status filter.
 */
export async function listSubmissions(db: Database, filter: SubmissionListFilter): Promise<{ count: number; results: KycSubmission[] }> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(kycSubmissions.status, filter.status));
  const pattern = containsPattern(filter.search);
  if (pattern !== null) {
    const search = or(ilike(employees.employeeId, pattern), ilike(employees.username, pattern));
    if (search) conditions.push(search);
  }
  const where = and(...conditions);
  const isPending = sql`(${kycSubmissions.status} = 'pending')`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: kycSubmissions.id })
      .from(kycSubmissions)
      .innerJoin(employees, eq(employees.id, kycSubmissions.employeeId))
      .where(where)
      .orderBy(
        sql`case when ${isPending} then 0 else 1 end`,
        sql`case when ${isPending} then ${kycSubmissions.submittedAt} end asc`,
        sql`case when ${isPending} then ${kycSubmissions.id} end asc`,
        desc(kycSubmissions.submittedAt),
        desc(kycSubmissions.id),
      )
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(kycSubmissions)
      .innerJoin(employees, eq(employees.id, kycSubmissions.employeeId))
      .where(where),
  ]);
  return { count: Number(total?.n ?? 0), results: await toSubmissions(db, rows) };
}

/** How many submissions there are in each status (all of them, whatever a list's filter). */
export async function submissionCounts(db: Database): Promise<KycStatusCounts> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${kycSubmissions.status} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${kycSubmissions.status} = 'approved')::int`,
      rejected: sql<number>`count(*) filter (where ${kycSubmissions.status} = 'rejected')::int`,
    })
    .from(kycSubmissions);
  return { pending: Number(row?.pending ?? 0), approved: Number(row?.approved ?? 0), rejected: Number(row?.rejected ?? 0) };
}

export async function getSubmission(db: Database, id: number): Promise<KycSubmission> {
  const [submission] = await toSubmissions(db, [{ id }]);
  if (!submission) throw notFound('KYC submission not found.');
  return submission;
}

/** Whose submission it is and whether it is still waiting for review; null for an unknown id. */
export async function submissionOwner(db: Database, id: number): Promise<{ employeeId: number; pending: boolean } | null> {
  const [row] = await db
    .select({ employeeId: kycSubmissions.employeeId, status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.id, id))
    .limit(1);
  return row ? { employeeId: row.employeeId, pending: row.status === 'pending' } : null;
}

export async function findDocument(db: Database, submissionId: number, kind: string) {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.submissionId, submissionId), eq(kycDocuments.kind, kind)))
    .limit(1);
  return row ?? null;
}

type Decision = { outcome: 'approved' } | { outcome: 'rejected'; reason: string };

/**
 * Approves or rejects a pending submission, notifies the connector and writes the audit entry, in
 * one transaction. 409 when it is no longer pending (of two reviewers at once, one wins), 404 when
 * there is no such submission.
 */
export async function reviewSubmission(db: Database, id: number, reviewerId: number, decision: Decision): Promise<KycSubmission> {
  await db.transaction(async (tx) => {
    const [submission] = await tx
      .update(kycSubmissions)
      .set({
        status: decision.outcome,
        rejectionReason: decision.outcome === 'rejected' ? decision.reason : null,
        reviewedAt: new Date(),
        reviewedById: reviewerId,
      })
      .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
      .returning({ employeeId: kycSubmissions.employeeId });
    if (!submission) {
      const [existing] = await tx.select({ id: kycSubmissions.id }).from(kycSubmissions).where(eq(kycSubmissions.id, id)).limit(1);
      throw existing ? conflict('This submission has already been reviewed.') : notFound('KYC submission not found.');
    }
    const [connector] = await tx.select({ employeeId: employees.employeeId }).from(employees).where(eq(employees.id, submission.employeeId)).limit(1);
    const now = new Date();
    if (decision.outcome === 'approved') {
      // Checked in the transaction that holds the submission's row: a mask cannot be undone meanwhile,
      // and a mask committed just before is seen (the mask's transaction locks the same row).
      const masked = await tx
        .select({ kind: kycDocuments.kind })
        .from(kycDocuments)
        .where(and(eq(kycDocuments.submissionId, id), inArray(kycDocuments.kind, [...AADHAAR_SIDES]), isNotNull(kycDocuments.maskMethod)));
      if (masked.length < AADHAAR_SIDES.length) throw conflict(MASK_BEFORE_APPROVAL);
      await tx.update(employees).set({ kycVerified: true, kycVerifiedAt: now, updatedAt: now }).where(eq(employees.id, submission.employeeId));
      // custom_alert: welcome_message means "employee created" only.
      await notify(tx, {
        recipientId: submission.employeeId,
        title: KYC_APPROVED_TITLE,
        message: 'Your KYC documents have been **verified**. You now have full access to the portal.',
        type: 'custom_alert',
        createdById: reviewerId,
      });
    } else {
      await tx.update(employees).set({ kycVerified: false, updatedAt: now }).where(eq(employees.id, submission.employeeId));
      await notify(tx, {
        recipientId: submission.employeeId,
        title: KYC_REJECTED_TITLE,
        message: `Your KYC documents were **rejected**.\nReason: ${decision.reason}\nPlease upload new documents.`,
        type: 'document_pending',
        createdById: reviewerId,
      });
    }
    await recordAudit(tx, {
      actorId: reviewerId,
      action: decision.outcome === 'approved' ? 'kyc.approved' : 'kyc.rejected',
      entityType: 'kyc_submission',
      entityId: id,
      details: {
        connector_id: submission.employeeId,
        connector: connector?.employeeId ?? null,
        old_status: 'pending',
        new_status: decision.outcome,
        ...(decision.outcome === 'rejected' ? { reason: decision.reason } : {}),
      },
    });
  });
  return getSubmission(db, id);
}

export interface MaskRequest {
  submissionId: number;
  kind: string;
  actor: { id: number; role: Role };
  address: string | null;
  /** The boxes to burn in, or null when the reviewer confirms the upload is already masked. */
  boxes: readonly MaskBox[] | null;
  /** Runs the burning in its turn (MaskingQueue); null when the queue is full. */
  inTurn: <T>(task: () => Promise<T>) => Promise<{ result: T } | null>;
}

export interface MaskOutcome {
  submission: KycSubmission;
  method: KycMaskMethod;
  connector: string;
}

/**
 * Masks one Aadhaar side of a pending submission (docs/document-vault.md#masking-the-aadhaar-number).
 *
 * With boxes: the original is read through the vault (recorded as `masking`), the boxes are burnt into a
 * copy, and the copy is stored as a new vault object. Then one transaction points the document at the
 * copy, records the mask and its audit entry, and deletes the original's vault row with its wrapped data
 * key: from its commit, the original cannot be decrypted by anyone. Its sealed chunks are removed with
 * the row (database store) or right after the commit (folder store). If the transaction fails, the copy
 * is removed and the original stays as it was.
 *
 * With `boxes` null the image is kept as uploaded and the reviewer's confirmation is recorded.
 */
export async function maskAadhaarSide(db: Database, vault: DocumentVault, request: MaskRequest): Promise<MaskOutcome> {
  const { submissionId, kind, actor } = request;
  if (!isAadhaarSide(kind)) throw new Error(`not an Aadhaar side: ${kind}`);
  const owner = await submissionOwner(db, submissionId);
  if (!owner) throw notFound('KYC submission not found.');
  if (!owner.pending) throw conflict('This submission has already been reviewed.');
  const document = await findDocument(db, submissionId, kind);
  if (!document) throw notFound('Document not found.');
  if (document.maskMethod !== null) throw conflict('This side is already masked.');
  if (!document.vaultObjectId) throw notFound('Document file is missing.');
  const originalId = document.vaultObjectId;

  let masked: { stored: StoredObject; contentType: string } | null = null;
  if (request.boxes) {
    const boxes = request.boxes;
    const turn = await request.inTurn(async () => {
      let original: Buffer;
      try {
        original = await vault.read(originalId, {
          viewerId: actor.id,
          viewerRole: actor.role,
          subjectId: owner.employeeId,
          recordType: 'kyc_submission',
          recordId: submissionId,
          documentKind: kind,
          purpose: 'masking',
          address: request.address,
        });
      } catch (error) {
        if (error instanceof VaultObjectMissing) throw notFound('Document file is missing.');
        throw error;
      }
      let image: MaskedImage;
      try {
        image = await burnMask(original, boxes);
      } catch (error) {
        if (error instanceof ImageNotDecodable) {
          throw conflict('This image cannot be decoded, so it cannot be masked. Reject the submission and ask for a clear photo.');
        }
        throw error;
      }
      return { stored: await vault.store(image.bytes, { purpose: 'kyc', contentType: image.contentType }), contentType: image.contentType };
    });
    if (!turn) throw tooManyRequests('Other Aadhaar images are being masked right now. Try again in a moment.');
    masked = turn.result;
  }

  const method: KycMaskMethod = masked ? 'boxes' : 'uploaded_masked';
  let connector: string;
  try {
    connector = await db.transaction(async (tx) => {
      // The submission's row is locked as the approval locks it: a mask and an approval of the same
      // submission happen one after the other, never interleaved.
      const [locked] = await tx
        .select({ status: kycSubmissions.status, employeeId: kycSubmissions.employeeId })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.id, submissionId))
        .for('update');
      if (!locked) throw notFound('KYC submission not found.');
      if (locked.status !== 'pending') throw conflict('This submission has already been reviewed.');
      const now = new Date();
      const [updated] = await tx
        .update(kycDocuments)
        .set({
          maskMethod: method,
          maskedAt: now,
          maskedById: actor.id,
          ...(masked
            ? { vaultObjectId: masked.stored.id, contentType: masked.contentType, size: masked.stored.size, sha256: masked.stored.sha256 }
            : {}),
        })
        .where(and(eq(kycDocuments.id, document.id), isNull(kycDocuments.maskMethod), eq(kycDocuments.vaultObjectId, originalId)))
        .returning({ id: kycDocuments.id });
      // Another reviewer masked it (or the image was replaced) since it was read.
      if (!updated) throw conflict('This side is already masked.');
      if (masked) await vault.forget([originalId], tx);
      const [person] = await tx.select({ employeeId: employees.employeeId }).from(employees).where(eq(employees.id, locked.employeeId)).limit(1);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'kyc.aadhaar_masked',
        entityType: 'kyc_submission',
        entityId: submissionId,
        details: {
          connector_id: locked.employeeId,
          connector: person?.employeeId ?? null,
          document: kind,
          method,
          // Where the boxes are says nothing about the person: it is what a later review needs to see the mask was sound.
          ...(request.boxes ? { boxes: request.boxes.length, box_fractions: request.boxes } : {}),
        },
      });
      return person?.employeeId ?? '';
    });
  } catch (error) {
    if (masked) await vault.remove([masked.stored.id]).catch(() => undefined);
    throw error;
  }
  // The original's key is gone with the commit; a file the folder store could not delete now is
  // undecryptable and is swept as a stray by the retention job, so the mask stands either way.
  if (masked) await vault.discardChunks([originalId]).catch(() => undefined);
  return { submission: await getSubmission(db, submissionId), method, connector };
}
