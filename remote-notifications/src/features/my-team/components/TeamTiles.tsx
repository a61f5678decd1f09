import { Card, SimpleGrid, Text } from 'shared-ui';
import type { TeamTile } from '../model/teamRows';
import { useT } from '../i18n';

/** The team's figures: connectors, leads in processing, approved leads, this month's payouts. */
export function TeamTiles({ tiles }: { tiles: TeamTile[] }) {
  const t = useT();
  return (
    <SimpleGrid as="dl" columns={{ base: 2, lg: 4 }} gap="3" aria-label={t('totals.label')}>
      {tiles.map((tile) => (
        <Card.Root key={tile.label} p="4" gap="1">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {tile.label}
          </Text>
          <Text as="dd" fontSize={{ base: 'xl', lg: '2xl' }} fontWeight="semibold">
            {tile.value}
          </Text>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
