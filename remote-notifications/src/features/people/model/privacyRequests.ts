import type { ErasurePlan, PrivacyHoldRecord, PrivacyRequestKind } from 'shared-contracts';

export const KIND_LABEL: Record<PrivacyRequestKind, string> = { correction: 'Correction', erasure: 'Erasure' };

export const STATUS_BADGE: Record<string, { label: string; palette: string }> = {
  open: { label: 'Open', palette: 'orange' },
  completed: { label: 'Completed', palette: 'green' },
  declined: { label: 'Declined', palette: 'red' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
};

export const HOLD_LABEL: Record<PrivacyHoldRecord, string> = {
  kyc_documents: 'Verified KYC documents',
  ledger: 'Commission, TDS and payout records',
  audit_log: 'Audit log entries',
  document_access_log: 'Document access log',
  consent_records: 'Consent records',
};

/** What completing an erasure does, as sentences for its confirmation dialog. */
export function erasureSteps(plan: ErasurePlan): string[] {
  return [
    `The name becomes "${plan.anonymised_name}"; e-mail and mobile number are removed. The employee ID stays, because the records below are kept under it.`,
    'The account is deactivated for good: the password stops working and every session ends now.',
    `${plan.notifications_deleted} notification${plan.notifications_deleted === 1 ? '' : 's'} to the person ${plan.notifications_deleted === 1 ? 'is' : 'are'} deleted; notifications to others that name them show the new name.`,
    plan.documents_deleted_now > 0
      ? `${plan.documents_deleted_now} KYC image${plan.documents_deleted_now === 1 ? '' : 's'} the law does not require us to keep ${plan.documents_deleted_now === 1 ? 'is' : 'are'} deleted now.`
      : 'No KYC image is deleted now.',
    'Their leads stay (they are the lender\'s loan records) and show the new name as the referrer.',
  ];
}
