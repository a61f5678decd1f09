import { Card, SimpleGrid, Text } from 'shared-ui';
import { useT } from '../i18n';
import type { SummaryTile } from '../model/notificationView';

/**
 * Total / Unread / Read: the caller's own totals, whatever the filters. Before they are read the
 * tiles are there with empty values (and say they are busy), so the tabs and the list below do not
 * move down when the totals arrive.
 */
export function SummaryTiles({ tiles }: { tiles: SummaryTile[] }) {
  const t = useT();
  return (
    <SimpleGrid as="dl" columns={3} gap="3" aria-label={t('totals.label')} aria-busy={tiles.some((tile) => tile.value === undefined)}>
      {tiles.map((tile) => (
        <Card.Root key={tile.label} p={{ base: '3', lg: '4' }} gap="1" minW="0">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {tile.label}
          </Text>
          <Text as="dd" fontSize={{ base: 'xl', lg: '2xl' }} fontWeight="semibold" minH="1lh">
            {tile.value}
          </Text>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
