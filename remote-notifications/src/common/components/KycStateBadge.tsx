import type { KycState } from 'shared-contracts';
import { Badge } from 'shared-ui';
import { useT } from '../i18n';
import { kycStateLabel, kycStatePalette } from '../model/kycState';

/** A connector's KYC state: Verified green, Pending review yellow, Rejected red, Not submitted gray. */
export function KycStateBadge({ state }: { state: KycState }) {
  useT(); // draws again in the page's language when it changes (kycStateLabel reads it)
  return (
    <Badge colorPalette={kycStatePalette(state)} variant="subtle" data-kyc-state={state}>
      {kycStateLabel(state)}
    </Badge>
  );
}

/** Active green, Inactive gray. */
export function ActiveBadge({ active }: { active: boolean }) {
  const t = useT();
  return (
    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle">
      {active ? t('status.active') : t('status.inactive')}
    </Badge>
  );
}
