import { Card, Text } from 'shared-ui';

/** The territory the signed-in user is assigned to. */
export function TerritoryCard({ name }: { name: string }) {
  return (
    <Card.Root role="group" aria-label="Assigned territory" size="sm" variant="subtle">
      <Card.Body gap="1">
        <Text fontSize="sm" color="fg.muted">
          Territory
        </Text>
        <Text fontSize="lg" fontWeight="semibold">
          {name}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
