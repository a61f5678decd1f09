import { Badge } from '@chakra-ui/react/badge';

/** Spec colours: processing yellow, approved green, rejected red, any other value gray. */
const STATUS_PALETTE: Record<string, string> = {
  processing: 'yellow',
  approved: 'green',
  rejected: 'red',
};

export function leadStatusPalette(status: string | null | undefined): string {
  return STATUS_PALETTE[(status ?? '').toLowerCase()] ?? 'gray';
}

export function LeadStatusBadge({ status }: { status: string | null | undefined }) {
  const palette = leadStatusPalette(status);
  return (
    <Badge colorPalette={palette} variant="subtle" textTransform="capitalize" data-status-palette={palette}>
      {status || 'unknown'}
    </Badge>
  );
}
