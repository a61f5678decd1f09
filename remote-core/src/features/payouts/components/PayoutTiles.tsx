import { useId } from 'react';
import { Card, SimpleGrid, Text, formatRupees } from 'shared-ui';
import type { PendingPayoutTotals } from '../api/pendingPayouts';

function Tile({ label, value }: { label: string; value: string }) {
  const labelId = useId();
  return (
    <Card.Root role="group" aria-labelledby={labelId} size="sm">
      <Card.Body gap="1">
        <Text id={labelId} fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** What is waiting to be paid, over every connector (not only the page shown). */
export function PayoutTiles({ totals }: { totals: PendingPayoutTotals }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
      <Tile label="Connectors" value={totals.connectors.toLocaleString('en-IN')} />
      <Tile label="Entries" value={totals.entries.toLocaleString('en-IN')} />
      <Tile label="Net total" value={formatRupees(totals.net_total)} />
    </SimpleGrid>
  );
}
