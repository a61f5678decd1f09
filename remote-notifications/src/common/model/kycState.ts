import type { KycState } from 'shared-contracts';
import { t, type CommonMessageId } from '../i18n';

/** A connector's KYC state as people read it (its message's id), and the badge colour. */
const KYC_STATE_LOOK: Record<KycState, { label: CommonMessageId; palette: string }> = {
  not_submitted: { label: 'kycState.notSubmitted', palette: 'gray' },
  pending: { label: 'kycState.pending', palette: 'yellow' },
  rejected: { label: 'kycState.rejected', palette: 'red' },
  verified: { label: 'kycState.verified', palette: 'green' },
};

/** The state in the page's language (call it while rendering). */
export function kycStateLabel(state: KycState): string {
  const id = KYC_STATE_LOOK[state]?.label;
  return id !== undefined ? t(id) : state;
}

export function kycStatePalette(state: KycState): string {
  return KYC_STATE_LOOK[state]?.palette ?? 'gray';
}
