import { Card, Flex, Heading, HStack, SimpleGrid, Text } from 'shared-ui';
import { DetailItem } from '../../../common/components/DetailItem';
import { ActiveBadge, KycStateBadge } from '../../../common/components/KycStateBadge';
import type { TeamRow } from '../model/teamRows';
import { ViewLeadsLink } from './ViewLeadsLink';

/** The connectors below 1024px: one card each. */
export function TeamCards({ rows }: { rows: TeamRow[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label="Connectors">
      {rows.map((row) => (
        <li key={row.id}>
          <Card.Root size="sm" height="full">
            <Card.Body gap="3">
              <Flex justify="space-between" align="flex-start" gap="2">
                <div>
                  <Heading as="h3" size="sm" wordBreak="break-word">
                    {row.name}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {row.employeeId}
                  </Text>
                </div>
                <HStack gap="1" wrap="wrap" justify="flex-end">
                  <KycStateBadge state={row.kyc} />
                  <ActiveBadge active={row.active} />
                </HStack>
              </Flex>
              <SimpleGrid as="dl" columns={2} gap="2" fontSize="sm">
                <DetailItem label="Processing">{row.processing}</DetailItem>
                <DetailItem label="Approved">{row.approved}</DetailItem>
                <DetailItem label="Rejected">{row.rejected}</DetailItem>
                <DetailItem label="Total">{row.total}</DetailItem>
                <DetailItem label="This Month's Payouts">{row.monthPayouts}</DetailItem>
              </SimpleGrid>
              <HStack justify="flex-end">
                <ViewLeadsLink row={row} />
              </HStack>
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
