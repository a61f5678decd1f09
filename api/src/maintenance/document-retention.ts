import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { VaultSettings } from '../config';
import { queryRows, type Database, type Executor } from '../db/client';
import { DOCUMENT_RETENTION_LOCK_KEY } from '../db/lock-keys';
import { vaultObjects } from '../db/schema';
import { recordAudit } from '../features/audit/record-audit';
import type { DocumentVault } from '../features/vault/vault';
import { timedJob } from '../features/metrics/registry';

export const DOCUMENT_RETENTION_INTERVAL_MS = 60 * 60_000;
/** Deletions per run: a backlog (a first run on old data) is worked off over several runs, each short. */
const BATCH = 500;
const DAY_MS = 86_400_000;
/** A vault object still `writing` this long after it began was abandoned by a process that stopped. */
const ABANDONED_AFTER_MS = DAY_MS;

/** The audit actions of retention deletions, KYC images and lead pages; the backup counts their documents (cli/backup.ts). */
export const RETENTION_AUDIT_ACTION = 'kyc.documents_deleted';
export const LEAD_RETENTION_AUDIT_ACTION = 'lead.documents_deleted';
export const RETENTION_AUDIT_ACTIONS = [RETENTION_AUDIT_ACTION, LEAD_RETENTION_AUDIT_ACTION] as const;

export interface RetentionResult {
  ran: boolean;
  /** KYC images deleted because their submission was rejected or replaced long enough ago. */
  replaced: number;
  /** KYC images deleted because their connector was deactivated long enough ago. */
  deactivated: number;
  /** Lead document pages deleted because their lead was closed (approved or rejected) long enough ago. */
  leadPages: number;
  /** Unfinished vault objects removed. */
  abandoned: number;
}

interface Expired {
  object_id: string;
  submission_id: number;
  kind: string;
  reason: 'replaced' | 'deactivated';
}

/**
 * Deletes the KYC images whose time is up (docs/document-vault.md, "Retention"):
 * - a rejected submission's, `replacedKycRetentionDays` after it was rejected; any submission's once a
 *   newer one of the same connector is that old (it was replaced);
 * - a deactivated connector's, `deactivatedKycRetentionYears` after the deactivation (the audit
 *   entry `employee.deactivated` says when; a connector active again keeps theirs).
 * One replica at a time (an advisory lock; the others skip the run). Each submission that loses
 * images gets an audit entry naming them and why, so what a backup no longer holds is on record.
 * - a closed lead's pages (approved or rejected, superseded ones included), `closedLeadDocumentRetentionDays`
 *   after its last status change; a lead opened again keeps them.
 * The submission and page rows and their decisions stay: only the files go.
 */
export async function applyDocumentRetention(db: Database, vault: DocumentVault, settings: VaultSettings, now: Date): Promise<RetentionResult> {
  const replacedBefore = new Date(now.getTime() - settings.replacedKycRetentionDays * DAY_MS);
  const deactivatedBefore = new Date(now);
  deactivatedBefore.setUTCFullYear(deactivatedBefore.getUTCFullYear() - settings.deactivatedKycRetentionYears);
  const deleted = await db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${DOCUMENT_RETENTION_LOCK_KEY}) as locked`);
    if (!lock?.locked) return null;
    const expired = await queryRows<Expired>(
      tx,
      sql`
        select d.vault_object_id as object_id, s.id as submission_id, d.kind,
          case when e.is_active or deactivated.at is null or deactivated.at >= ${deactivatedBefore} then 'replaced' else 'deactivated' end as reason
        from kyc_documents d
        join kyc_submissions s on s.id = d.submission_id
        join employees e on e.id = s.employee_id
        left join lateral (
          select max(a.created_at) as at from audit_log a
          where a.action = 'employee.deactivated' and a.entity_type = 'employee' and a.entity_id = e.id
        ) deactivated on true
        where d.vault_object_id is not null and (
          (s.status = 'rejected' and s.reviewed_at < ${replacedBefore})
          or exists (
            select 1 from kyc_submissions newer
            where newer.employee_id = s.employee_id and newer.submitted_at > s.submitted_at and newer.submitted_at < ${replacedBefore}
          )
          or (not e.is_active and deactivated.at < ${deactivatedBefore})
        )
        order by s.id, d.kind
        limit ${BATCH}`,
    );
    const leadPages = await expiredLeadPages(tx, new Date(now.getTime() - settings.closedLeadDocumentRetentionDays * DAY_MS), settings);
    if (expired.length === 0) return { kyc: [], leadObjects: leadPages };
    // kyc_documents.vault_object_id becomes null with the object (ON DELETE SET NULL): the image reads 404.
    await tx.delete(vaultObjects).where(
      inArray(
        vaultObjects.id,
        expired.map((row) => row.object_id),
      ),
    );
    const bySubmission = new Map<number, Expired[]>();
    for (const row of expired) bySubmission.set(row.submission_id, [...(bySubmission.get(row.submission_id) ?? []), row]);
    for (const [submissionId, rows] of bySubmission) {
      const reason = rows[0]?.reason ?? 'replaced';
      await recordAudit(tx, {
        actorId: null,
        action: RETENTION_AUDIT_ACTION,
        entityType: 'kyc_submission',
        entityId: submissionId,
        details: {
          documents: rows.map((row) => row.kind),
          reason: reason === 'replaced' ? 'rejected or replaced' : 'connector deactivated',
          kept_for: reason === 'replaced' ? `${settings.replacedKycRetentionDays} days` : `${settings.deactivatedKycRetentionYears} years`,
        },
      });
    }
    return { kyc: expired, leadObjects: leadPages };
  });
  if (deleted === null) return { ran: false, replaced: 0, deactivated: 0, leadPages: 0, abandoned: 0 };
  // The folder store's files go once the rows are gone for good.
  await vault.discardChunks([...deleted.kyc.map((row) => row.object_id), ...deleted.leadObjects.objectIds]);
  const abandoned = await vault.removeAbandoned(new Date(now.getTime() - ABANDONED_AFTER_MS));
  return {
    ran: true,
    replaced: deleted.kyc.filter((row) => row.reason === 'replaced').length,
    deactivated: deleted.kyc.filter((row) => row.reason === 'deactivated').length,
    leadPages: deleted.leadObjects.pages,
    abandoned,
  };
}

/**
 * Deletes the files of closed leads' pages whose time is up, in the retention transaction (the pages'
 * vault_object_id and thumbnail_object_id become null with the objects), with one audit entry per lead.
 */
async function expiredLeadPages(tx: Executor, closedBefore: Date, settings: VaultSettings): Promise<{ pages: number; objectIds: string[] }> {
  const rows = await queryRows<{ page_id: number; lead_id: number; vault_object_id: string; thumbnail_object_id: string | null; status: string }>(
    tx,
    sql`
      select p.id as page_id, p.lead_id, p.vault_object_id, p.thumbnail_object_id, l.status
      from lead_document_pages p
      join leads l on l.id = p.lead_id
      where p.vault_object_id is not null and l.status in ('approved', 'rejected')
        and (select max(h.changed_at) from lead_status_history h where h.lead_id = l.id and h.event in ('created', 'status')) < ${closedBefore}
      order by p.lead_id, p.id
      limit ${BATCH}`,
  );
  if (rows.length === 0) return { pages: 0, objectIds: [] };
  const objectIds = rows.flatMap((row) => [row.vault_object_id, ...(row.thumbnail_object_id ? [row.thumbnail_object_id] : [])]);
  await tx.delete(vaultObjects).where(inArray(vaultObjects.id, objectIds));
  const byLead = new Map<number, typeof rows>();
  for (const row of rows) byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), row]);
  for (const [leadId, pages] of byLead) {
    await recordAudit(tx, {
      actorId: null,
      action: LEAD_RETENTION_AUDIT_ACTION,
      entityType: 'lead',
      entityId: leadId,
      details: {
        documents: pages.map((page) => page.page_id),
        reason: `lead ${pages[0]?.status ?? 'closed'}`,
        kept_for: `${settings.closedLeadDocumentRetentionDays} days`,
      },
    });
  }
  return { pages: rows.length, objectIds };
}

/** Runs applyDocumentRetention every `intervalMs` (0: never); the returned function stops it and waits for a run in progress. */
export function scheduleDocumentRetention(
  db: Database,
  vault: DocumentVault,
  settings: VaultSettings,
  log: FastifyBaseLogger,
  clock: { now(): Date },
  intervalMs = DOCUMENT_RETENTION_INTERVAL_MS,
): () => Promise<void> {
  if (intervalMs <= 0) return async () => undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = timedJob('document_retention', () => applyDocumentRetention(db, vault, settings, clock.now())).then(
      (result) => {
        if (result.replaced + result.deactivated + result.leadPages + result.abandoned > 0) log.info({ retention: result }, 'document retention: deleted documents whose time was up');
      },
      (error: unknown) => log.warn({ err: error }, 'document retention failed'),
    );
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
