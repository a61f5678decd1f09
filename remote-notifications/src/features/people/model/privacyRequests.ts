import type { ErasurePlan, PrivacyHoldRecord, PrivacyRequestKind } from 'shared-contracts';
import type { PeopleMessageId, PeopleT } from '../i18n';

/** Each kind's name and the texts that name it (ids in i18n/). */
export const KIND_TEXTS: Record<
  PrivacyRequestKind,
  { label: PeopleMessageId; declineLabel: PeopleMessageId; declineTitle: PeopleMessageId; declined: PeopleMessageId; description: PeopleMessageId }
> = {
  correction: {
    label: 'privacy.kindCorrection',
    declineLabel: 'privacy.declineCorrectionLabel',
    declineTitle: 'decision.declineCorrectionTitle',
    declined: 'decision.correctionDeclined',
    description: 'decision.correctionDescription',
  },
  erasure: {
    label: 'privacy.kindErasure',
    declineLabel: 'privacy.declineErasureLabel',
    declineTitle: 'decision.declineErasureTitle',
    declined: 'decision.erasureDeclined',
    description: 'decision.erasureDescription',
  },
};

export const STATUS_BADGE: Record<string, { label: PeopleMessageId; palette: string }> = {
  open: { label: 'privacy.statusOpen', palette: 'orange' },
  completed: { label: 'privacy.statusCompleted', palette: 'green' },
  declined: { label: 'privacy.statusDeclined', palette: 'red' },
  cancelled: { label: 'privacy.statusCancelled', palette: 'gray' },
};

/** A status's name: "Open"; a status the portal does not know as the API sends it. */
export function statusLabel(t: PeopleT, status: string): string {
  const badge = STATUS_BADGE[status];
  return badge === undefined ? status : t(badge.label);
}

const HOLD_LABELS: Record<PrivacyHoldRecord, PeopleMessageId> = {
  kyc_documents: 'hold.kycDocuments',
  ledger: 'hold.ledger',
  audit_log: 'hold.auditLog',
  document_access_log: 'hold.documentAccessLog',
  consent_records: 'hold.consentRecords',
};

/** The records the law makes the portal keep: "Verified KYC documents"; a kind it does not know as the API sends it. */
export function holdLabel(t: PeopleT, record: PrivacyHoldRecord): string {
  const id = HOLD_LABELS[record];
  return id === undefined ? record : t(id);
}

/** What completing an erasure does, as sentences for its confirmation dialog. */
export function erasureSteps(t: PeopleT, plan: ErasurePlan): string[] {
  return [
    t('erasure.name', { name: plan.anonymised_name }),
    t('erasure.account'),
    t('erasure.notifications', { count: plan.notifications_deleted }),
    plan.documents_deleted_now > 0 ? t('erasure.images', { count: plan.documents_deleted_now }) : t('erasure.noImages'),
    t('erasure.leads'),
  ];
}
