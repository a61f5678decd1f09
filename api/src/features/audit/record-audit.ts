import type { Executor } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  /** The employee who made the change (null for the system, e.g. a scheduled job). */
  actorId: number | null;
  /** What happened, `<area>.<verb>`: `lead.status_changed`, `payout_run.created`, `bank.updated`, ... */
  action: string;
  entityType: 'kyc_submission' | 'lead' | 'payout_run' | 'bank' | 'loan_type' | 'bank_loan' | 'branch' | 'spokesperson' | 'employee' | 'territory'
    | 'personal_loan_criteria' | 'business_loan_criteria' | 'home_loan_criteria' | 'loan_against_property_criteria'
    /** A custom notification sent to many: the id of its first row (the rows' ids and audience are in the details). */
    | 'notification'
    /** A person's request to correct or erase their data (features/privacy-requests). */
    | 'privacy_request';
  entityId: number;
  /** The change itself (old and new values); never a password, token or code. */
  details?: Record<string, unknown>;
}

/** Writes one audit entry. Call it with the transaction that makes the change, so both land or neither. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? {},
  });
}
