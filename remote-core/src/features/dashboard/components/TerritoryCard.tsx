import { Card, Text } from 'shared-ui';
import { useT } from '../i18n';

/** The territory the signed-in user is assigned to. */
export function TerritoryCard({ name }: { name: string }) {
  const t = useT();
  return (
    <Card.Root role="group" aria-label={t('dashboard.assignedTerritory')} size="sm" variant="subtle">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          {t('dashboard.territory')}
        </Text>
        <Text fontSize="lg" fontWeight="semibold">
          {name}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
