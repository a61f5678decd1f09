import { useId } from 'react';
import { Card, SimpleGrid, Text, formatNumber, formatRupees } from 'shared-ui';
import type { PendingPayoutTotals } from '../api/pendingPayouts';
import { useT } from '../i18n';

function Tile({ label, value }: { label: string; value: string | undefined }) {
  const labelId = useId();
  return (
    <Card.Root role="group" aria-labelledby={labelId} size="sm">
      <Card.Body gap="1">
        <Text id={labelId} fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" minH="1lh">
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * What is waiting to be paid, over every connector (not only the page shown). While the totals are
 * read (`totals` undefined) the tiles are there without values and say they are busy, so the search
 * and the list below do not move down when the totals arrive.
 */
export function PayoutTiles({ totals }: { totals: PendingPayoutTotals | undefined }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4" aria-busy={totals === undefined}>
      <Tile label={t('tiles.connectors')} value={totals ? formatNumber(totals.connectors) : undefined} />
      <Tile label={t('tiles.entries')} value={totals ? formatNumber(totals.entries) : undefined} />
      <Tile label={t('tiles.netTotal')} value={totals ? formatRupees(totals.net_total) : undefined} />
    </SimpleGrid>
  );
}
