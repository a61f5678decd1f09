import { Badge } from '@chakra-ui/react/badge';
import type { LeadStatus } from 'shared-contracts';
import { t as kitT, useT, type KitMessageId } from '../page-kit/i18n';

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

/**
 * A lead's status as a text shows it, in the page's language: "Processing", "प्रोसेसिंग में"; a status the
 * portal does not know, as written. Each word capitalised (which leaves Devanagari as it is). The one
 * source of the statuses' words: the badge, the lead's timeline, the lists and their CSV files use it.
 * `translate`: the kit's `t` of a component's render (`useT`), else the language of the moment.
 */
export function leadStatusText(status: string | null | undefined, translate: (id: KitMessageId) => string = kitT): string {
  return statusWords(status, translate).replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** The status's words as the catalogue has them (English in lower case). */
function statusWords(status: string | null | undefined, translate: (id: KitMessageId) => string): string {
  const textId = status ? statusTextId(status) : 'status.unknown';
  return textId ? translate(textId) : (status ?? '');
}

export function LeadStatusBadge({ status }: { status: string | null | undefined }) {
  const t = useT();
  const palette = leadStatusPalette(status);
  // Capitalised by CSS: the text stays the catalogue's words (what assistive technology reads).
  return (
    <Badge colorPalette={palette} variant="subtle" textTransform="capitalize" data-status-palette={palette}>
      {statusWords(status, t)}
    </Badge>
  );
}
