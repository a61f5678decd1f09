import { Badge } from '@chakra-ui/react/badge';
import type { LeadStatus } from 'shared-contracts';
import { useT, type KitMessageId } from '../page-kit/i18n';

/** Spec colours: processing yellow, approved green, rejected red, any other value gray. */
const STATUS_PALETTE: Record<string, string> = {
  processing: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function leadStatusPalette(status: string | null | undefined): string {
  return STATUS_PALETTE[(status ?? '').toLowerCase()] ?? 'gray';
}

/** Each of the API's lead statuses (shared-contracts' LEAD_STATUSES) in the page's language; any other is shown as written. */
const STATUS_TEXT_IDS: Record<LeadStatus, KitMessageId> = { processing: 'status.processing', approved: 'status.approved', rejected: 'status.rejected' };

function statusTextId(status: string): KitMessageId | undefined {
  const key = status.toLowerCase();
  return Object.prototype.hasOwnProperty.call(STATUS_TEXT_IDS, key) ? STATUS_TEXT_IDS[key as LeadStatus] : undefined;
}

export function LeadStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useT();
  const palette = leadStatusPalette(status);
  const textId = status ? statusTextId(status) : 'status.unknown';
  return (
    <Badge colorPalette={palette} variant="subtle" textTransform="capitalize" data-status-palette={palette}>
      {textId ? t(textId) : status}
    </Badge>
  );
}
