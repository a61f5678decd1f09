import type { KycSubmissionStatus } from 'shared-contracts';
import { Badge } from 'shared-ui';
import { useT } from '../i18n';
import { statusName } from '../model/kycReview';

const PALETTES: Record<KycSubmissionStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red' };

/** Pending yellow, Approved green, Rejected red. */
export function DecisionBadge({ status }: { status: KycSubmissionStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={PALETTES[status] ?? 'gray'} variant="subtle">
      {statusName(t, status)}
    </Badge>
  );
}
