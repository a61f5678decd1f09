import { desc, eq } from 'drizzle-orm';
import type { ConsentState, PrivacyNotice } from 'shared-contracts';
import type { Database, Executor } from '../../db/client';
import { employees, privacyConsents } from '../../db/schema';
import { conflict } from '../../http/errors';
import { recordAudit } from '../audit/record-audit';
import { revokeAllSessions } from '../auth/sessions';

export const NOTICE_CHANGED = 'The privacy notice has changed since you opened it. Read the current notice and agree to it.';

export const WITHDRAWAL_DETAIL =
  'Your consent is withdrawn and you are signed out everywhere. You can no longer use the portal unless you agree to the privacy notice ' +
  'again at your next sign-in. Records the law requires us to keep (KYC records, earnings and payouts) stay for their retention periods.';

/** The user's consent to the current notice and their history, newest first. */
export async function consentState(db: Executor, employeeId: number, notice: PrivacyNotice): Promise<ConsentState> {
  const noticeVersion = notice.version;
  const [person] = await db.select({ version: employees.consentedNoticeVersion }).from(employees).where(eq(employees.id, employeeId)).limit(1);
  const history = await db
    .select({ noticeVersion: privacyConsents.noticeVersion, action: privacyConsents.action, recordedAt: privacyConsents.recordedAt })
    .from(privacyConsents)
    .where(eq(privacyConsents.employeeId, employeeId))
    .orderBy(desc(privacyConsents.recordedAt), desc(privacyConsents.id));
  const consented = person?.version ?? null;
  return {
    notice_version: noticeVersion,
    consented_version: consented,
    consent_required: consented !== noticeVersion,
    history: history.map((row) => ({ notice_version: row.noticeVersion, action: row.action as 'given' | 'withdrawn', recorded_at: row.recordedAt.toISOString() })),
    grievance_officer: notice.grievance_officer,
  };
}

/**
 * Records consent to the version the user read. 409 when that is no longer the current notice (it
 * changed while they read); consenting again to the version already agreed to records nothing.
 */
export async function giveConsent(db: Database, employeeId: number, read: string, current: string, address: string): Promise<void> {
  if (read !== current) throw conflict(NOTICE_CHANGED);
  await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ version: employees.consentedNoticeVersion })
      .from(employees)
      .where(eq(employees.id, employeeId))
      .for('update');
    if (person?.version === current) return;
    await tx.insert(privacyConsents).values({ employeeId, noticeVersion: current, action: 'given', address });
    await tx.update(employees).set({ consentedNoticeVersion: current }).where(eq(employees.id, employeeId));
    await recordAudit(tx, { actorId: employeeId, action: 'privacy.consent_given', entityType: 'employee', entityId: employeeId, details: { notice_version: current } });
  });
}

/**
 * Records the withdrawal and ends every session of the user in one transaction: the portal is closed
 * to them until they agree again. Returns how many sessions ended.
 */
export async function withdrawConsent(db: Database, employeeId: number, current: string, address: string): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)).for('update');
    await tx.insert(privacyConsents).values({ employeeId, noticeVersion: current, action: 'withdrawn', address });
    await tx.update(employees).set({ consentedNoticeVersion: null }).where(eq(employees.id, employeeId));
    const ended = await revokeAllSessions(tx, employeeId, 'consent_withdrawn');
    await recordAudit(tx, {
      actorId: employeeId,
      action: 'privacy.consent_withdrawn',
      entityType: 'employee',
      entityId: employeeId,
      details: { notice_version: current, sessions_ended: ended },
    });
    return ended;
  });
}
