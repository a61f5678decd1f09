import { Card, Flex, Heading, HStack, SimpleGrid, Text } from 'shared-ui';
import { DetailItem } from '../../../common/components/DetailItem';
import { ActiveBadge, KycStateBadge } from '../../../common/components/KycStateBadge';
import { NOT_SET, type PersonRow } from '../model/peopleList';
import { ActivationButton } from './ActivationButton';

interface PeopleCardsProps {
  rows: PersonRow[];
  canChange: (row: PersonRow) => boolean;
  onActivation: (row: PersonRow) => void;
}

/** The employees below 1024px: one card each. */
export function PeopleCards({ rows, canChange, onActivation }: PeopleCardsProps) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label="Employees">
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
                    {row.employeeId} · {row.role}
                  </Text>
                </div>
                <ActiveBadge active={row.active} />
              </Flex>
              <SimpleGrid as="dl" columns={2} gap="2" fontSize="sm">
                <DetailItem label="Territory">{row.territory}</DetailItem>
                <DetailItem label="Managers">{row.managers}</DetailItem>
                <DetailItem label="Mobile">{row.mobile}</DetailItem>
                <DetailItem label="E-mail">{row.email}</DetailItem>
                <DetailItem label="KYC">{row.kyc ? <KycStateBadge state={row.kyc} /> : NOT_SET}</DetailItem>
              </SimpleGrid>
              {canChange(row) ? (
                <HStack justify="flex-end">
                  <ActivationButton row={row} onClick={onActivation} />
                </HStack>
              ) : null}
            </Card.Body>
          </Card.Root>
        </li>
      ))}
    </SimpleGrid>
  );
}
