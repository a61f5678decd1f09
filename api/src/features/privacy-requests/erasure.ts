import { sql } from 'drizzle-orm';
import type { ErasurePlan, PrivacyHold } from 'shared-contracts';
import type { VaultSettings } from '../../config';
import { queryRows, type Executor } from '../../db/client';
import { privacyHolds, vaultObjects } from '../../db/schema';
import { inArray } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { revokeAllSessions } from '../auth/sessions';
import { accessLogHeldUntil, booksOfAccountHeldUntil, HOLD_REASONS, indiaDate, kycDocumentsHeldUntil } from './legal-holds';

/*
 * Erasure (DPDP Act 2023 s.12(3)): the person's identity and what they wrote go, the records a law makes
 * the lender keep stay under their employee id, each marked as held with its reason and end date
 * (docs/privacy.md#erasure). The employee id stays: it keys the ledger, the leads and the team tree.
 */

/** Stored instead of a password hash: not an argon2 hash, so no password ever verifies (auth/passwords.ts). */
export const ERASED_PASSWORD = '!erased';
/** What an erased person is called wherever their name was shown. */
export const anonymisedName = (employeeId: string) => `Erased user ${employeeId}`;
/** What replaces a contact value or a text of theirs kept inside a record that stays (the audit log, their requests). */
export const ERASED_TEXT = '[erased]';
/** Keys of audit details that carry a person's identity or contact details. */
const CONTACT_KEYS = new Set(['username', 'email', 'mobile_number', 'mobile']);

interface Person {
  id: number;
  employeeId: string;
  username: string;
  isActive: boolean;
}

interface DocumentRow {
  object_id: string;
  submission_id: number;
  kind: string;
  latest_approved: boolean;
}

/** What erasing `person` now would do; the same reads serve the preview and the erasure itself. */
export interface ErasureWork {
  plan: ErasurePlan;
  /** The vault objects to delete now (not held): KYC images, and the payout bank account of a tax profile that goes. */
  deleteNow: string[];
  /**
   * Whether their tax profile (PAN, GSTIN, payout bank account) goes now: it does when no ledger entry
   * was computed from it, since then no book of account or tax record names it; otherwise it stays
   * with the ledger, under the ledger's hold.
   */
  deleteTaxProfile: boolean;
  /** When the retention clock for their KYC images starts: the deactivation (now when they are still active). */
  deactivatedAt: Date;
}

export async function planErasure(tx: Executor, person: Person, settings: VaultSettings, now: Date): Promise<ErasureWork> {
  const [deactivation] = person.isActive
    ? []
    : await queryRows<{ at: Date | string | null }>(
        tx,
        sql`select max(created_at) as at from audit_log where action = 'employee.deactivated' and entity_type = 'employee' and entity_id = ${person.id}`,
      );
  // An account inactive without a recorded deactivation (created so): its clock starts now, as the job's would never run.
  const deactivatedAt = deactivation?.at ? new Date(deactivation.at) : now;
  const kycUntil = kycDocumentsHeldUntil(deactivatedAt, settings.deactivatedKycRetentionYears);

  // The images of the latest submission, if it was approved, are the KYC record of the relationship;
  // a rejected, pending or replaced submission's are not (their own rule keeps them only for a review).
  const documents = await queryRows<DocumentRow>(
    tx,
    sql`
      select d.vault_object_id as object_id, s.id as submission_id, d.kind,
        (s.status = 'approved' and not exists (
          select 1 from kyc_submissions newer where newer.employee_id = s.employee_id and newer.submitted_at > s.submitted_at
        )) as latest_approved
      from kyc_documents d join kyc_submissions s on s.id = d.submission_id
      where s.employee_id = ${person.id} and d.vault_object_id is not null
      order by s.id, d.kind`,
  );
  const keepKyc = kycUntil.getTime() > now.getTime();
  const held = documents.filter((row) => row.latest_approved && keepKyc);
  const deleteNow = documents.filter((row) => !(row.latest_approved && keepKyc)).map((row) => row.object_id);

  const [ledger] = await queryRows<{ n: number; last: Date | string | null }>(
    tx,
    sql`select count(*)::int as n, max(greatest(created_at, coalesce(processed_at, created_at))) as last from transactions where connector_id = ${person.id}`,
  );
  const [taxProfile] = await queryRows<{ bank_account_object_id: string | null }>(
    tx,
    sql`select bank_account_object_id from tax_profiles where employee_id = ${person.id}`,
  );
  const deleteTaxProfile = taxProfile !== undefined && !(ledger && ledger.n > 0);
  const taxProfileObjects = deleteTaxProfile && taxProfile.bank_account_object_id ? [taxProfile.bank_account_object_id] : [];
  const [audit] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from audit_log where actor_id = ${person.id} or (entity_type = 'employee' and entity_id = ${person.id})`,
  );
  const [accessLog] = await queryRows<{ n: number; last: Date | string | null }>(
    tx,
    sql`select count(*)::int as n, max(read_at) as last from document_access_log where subject_id = ${person.id} or viewer_id = ${person.id}`,
  );
  const [consents] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from privacy_consents where employee_id = ${person.id}`);
  const [inbox] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from notifications where recipient_id = ${person.id}`);

  const holds: PrivacyHold[] = [];
  const hold = (record: PrivacyHold['record'], count: number, heldUntil: string) =>
    holds.push({ record, count, reason: HOLD_REASONS[record](settings), held_until: heldUntil });
  if (held.length > 0) hold('kyc_documents', held.length, indiaDate(kycUntil));
  if (ledger && ledger.n > 0 && ledger.last) hold('ledger', Number(ledger.n), booksOfAccountHeldUntil(new Date(ledger.last)));
  // The erasure's own entries are in the audit log too: kept as long as the books it explains.
  hold('audit_log', Number(audit?.n ?? 0) + 1, booksOfAccountHeldUntil(now));
  if (accessLog && accessLog.n > 0 && accessLog.last) hold('document_access_log', Number(accessLog.n), accessLogHeldUntil(new Date(accessLog.last)));
  // Append-only: the consent records stay whole (their addresses included) as the proof of consent.
  if (consents && consents.n > 0) hold('consent_records', Number(consents.n), booksOfAccountHeldUntil(now));

  return {
    plan: {
      anonymised_name: anonymisedName(person.employeeId),
      documents_deleted_now: deleteNow.length,
      notifications_deleted: Number(inbox?.n ?? 0),
      holds,
    },
    deleteNow: [...deleteNow, ...taxProfileObjects],
    deleteTaxProfile,
    deactivatedAt,
  };
}

/** A copy of audit details with every contact value replaced (nested old/new values included). */
function redactContacts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactContacts);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, CONTACT_KEYS.has(key) && inner !== null ? ERASED_TEXT : redactContacts(inner)]),
  );
}

export interface ErasureOutcome extends ErasureWork {
  sessionsEnded: number;
}

/**
 * Erases `person` inside the caller's transaction (the request's completion): anonymises the account,
 * ends its sessions, deletes what is not held, records the holds and the audit entries. The vault's
 * folder-store files of the deleted objects are the caller's to remove after the commit.
 */
export async function erasePerson(
  tx: Executor,
  actorId: number,
  requestId: number,
  person: Person,
  settings: VaultSettings,
  now: Date,
): Promise<ErasureOutcome> {
  const work = await planErasure(tx, person, settings, now);
  const name = anonymisedName(person.employeeId);

  // The tax profile before its bank account's vault object, which it references (ON DELETE RESTRICT).
  if (work.deleteTaxProfile) await tx.execute(sql`delete from tax_profiles where employee_id = ${person.id}`);
  // kyc_documents.vault_object_id becomes null with the object (ON DELETE SET NULL): the image answers 404.
  if (work.deleteNow.length > 0) await tx.delete(vaultObjects).where(inArray(vaultObjects.id, work.deleteNow));

  await tx.execute(sql`
    update employees set username = ${name}, email = null, mobile_number = null, password_hash = ${ERASED_PASSWORD},
      is_active = false, erased_at = ${now}, updated_at = ${now}
    where id = ${person.id}`);
  const sessionsEnded = await revokeAllSessions(tx, person.id, 'erased');
  // Remembered devices, one-time codes and stored answers of theirs: nothing to keep once they cannot sign in.
  await tx.execute(sql`delete from sign_in_sources where employee_id = ${person.id}`);
  await tx.execute(sql`delete from otps where employee_id = ${person.id}`);
  await tx.execute(sql`delete from otp_outbox where employee_id = ${person.employeeId}`);
  await tx.execute(sql`delete from idempotency_keys where employee_id = ${person.id}`);

  // Messages to them (their name, their customers' names, their KYC reasons) go; messages to others
  // that name them (sent by them, about their leads, or naming their employee id) name the erased user.
  await tx.execute(sql`delete from notifications where recipient_id = ${person.id}`);
  if (person.username.length > 0) {
    await tx.execute(sql`
      update notifications set title = replace(title, ${person.username}, ${name}), message = replace(message, ${person.username}, ${name})
      where (position(${person.username} in title) > 0 or position(${person.username} in message) > 0)
        and (created_by_id = ${person.id} or position(${person.employeeId} in message) > 0
          or lead_id in (select id from leads where referred_by_id = ${person.id} or created_by_id = ${person.id}))`);
  }

  // Their own words in their requests are theirs: replaced, the requests' kinds, dates and outcomes stay.
  await tx.execute(sql`update privacy_requests set details = ${ERASED_TEXT} where employee_id = ${person.id}`);

  // The audit log stays (it explains the books), without their contact details.
  const entries = await queryRows<{ id: number; details: Record<string, unknown> | string }>(
    tx,
    sql`select id, details from audit_log where entity_type = 'employee' and entity_id = ${person.id}`,
  );
  for (const entry of entries) {
    const details = typeof entry.details === 'string' ? (JSON.parse(entry.details) as unknown) : entry.details;
    const redacted = redactContacts(details);
    if (JSON.stringify(redacted) !== JSON.stringify(details)) {
      await tx.execute(sql`update audit_log set details = ${JSON.stringify(redacted)}::jsonb where id = ${entry.id}`);
    }
  }

  if (person.isActive) {
    // The retention job counts the KYC period from this entry (maintenance/document-retention.ts).
    await recordAudit(tx, {
      actorId,
      action: 'employee.deactivated',
      entityType: 'employee',
      entityId: person.id,
      details: { employee_id: person.employeeId, old: { is_active: true }, new: { is_active: false }, sessions_ended: sessionsEnded, because: 'erasure' },
    });
  }
  if (work.plan.holds.length > 0) {
    await tx.insert(privacyHolds).values(
      work.plan.holds.map((hold) => ({ employeeId: person.id, requestId, record: hold.record, count: hold.count, reason: hold.reason, heldUntil: hold.held_until })),
    );
  }
  await recordAudit(tx, {
    actorId,
    action: 'employee.erased',
    entityType: 'employee',
    entityId: person.id,
    details: {
      employee_id: person.employeeId,
      privacy_request_id: requestId,
      documents_deleted: work.plan.documents_deleted_now,
      tax_profile_deleted: work.deleteTaxProfile,
      notifications_deleted: work.plan.notifications_deleted,
      sessions_ended: sessionsEnded,
      holds: work.plan.holds.map((hold) => ({ record: hold.record, count: hold.count, held_until: hold.held_until })),
    },
  });
  return { ...work, sessionsEnded };
}
