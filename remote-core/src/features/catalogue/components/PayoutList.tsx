import { Box, Card, Heading, SimpleGrid, Text, useIsMobile } from 'shared-ui';
import { Table } from 'shared-ui/widgets';
import type { PayoutRow } from '../model/payoutRows';

interface PayoutListProps {
  /** The first column: "Loan Type" (a bank's loans) or "Bank Name" (a loan type's banks). */
  nameColumn: string;
  /** The list's accessible name. */
  label: string;
  rows: PayoutRow[];
}

/**
 * Bank loans with their required documents and the connector's payout: a table on wide screens;
 * below 1024px one card each, where a commission line replaces the payout column.
 */
export function PayoutList({ nameColumn, label, rows }: PayoutListProps) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id}>
            <Card.Root size="sm" height="full">
              <Card.Body gap="2">
                <Heading as="h3" size="sm">
                  {row.name}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {row.requiredDocuments}
                </Text>
                <Text fontWeight="semibold" color="green.700">
                  {row.commissionLine}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Card.Root>
      <Table.ScrollArea>
        <Table.Root aria-label={label}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{nameColumn}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Required Documents</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end" whiteSpace="nowrap">
                Connector&apos;s Payout (%)
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  {row.name}
                </Table.Cell>
                <Table.Cell color="fg.muted">
                  <Box minW="56" maxW="xl" whiteSpace="normal">
                    {row.requiredDocuments}
                  </Box>
                </Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {row.payout}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}
