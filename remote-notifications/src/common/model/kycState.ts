import type { KycState } from 'shared-contracts';

/** A connector's KYC state as people read it, and the badge colour. */
const KYC_STATE_LOOK: Record<KycState, { label: string; palette: string }> = {
  not_submitted: { label: 'Not submitted', palette: 'gray' },
  pending: { label: 'Pending review', palette: 'yellow' },
  rejected: { label: 'Rejected', palette: 'red' },
  verified: { label: 'Verified', palette: 'green' },
};

export function kycStateLabel(state: KycState): string {
  return KYC_STATE_LOOK[state]?.label ?? state;
}

export function kycStatePalette(state: KycState): string {
  return KYC_STATE_LOOK[state]?.palette ?? 'gray';
}
