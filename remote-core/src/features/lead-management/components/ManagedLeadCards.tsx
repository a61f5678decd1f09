import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Card, Flex, Heading, LeadStatusBadge, Link, SimpleGrid } from 'shared-ui';
import { DetailItem } from '../../../common/components/DetailItem';
import { managedLeadPath, type LeadListState, type ManagedLeadRow } from '../model/managedLeadRows';

function ManagedLeadCard({ row, listState }: { row: ManagedLeadRow; listState: LeadListState }) {
  const navigate = useNavigate();
  const to = managedLeadPath(row.id);
  // The whole card opens the lead; the name is the link keyboards and screen readers use.
  const open = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a, button')) return;
    void navigate(to, { state: listState });
  };
  return (
    <Card.Root size="sm" height="full" cursor="pointer" _hover={{ borderColor: 'brand.300', bg: 'bg.subtle' }} onClick={open}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Heading as="h3" size="sm" minW="0" wordBreak="break-word">
            <Link asChild colorPalette="brand">
              <RouterLink to={to} state={listState}>
                {row.customerName}
              </RouterLink>
            </Link>
          </Heading>
          <LeadStatusBadge status={row.status} />
        </Flex>
        <SimpleGrid as="dl" columns={2} gap="2" fontSize="sm">
          <DetailItem label="Mobile">{row.mobile}</DetailItem>
          <DetailItem label="Loan Amount">{row.amount}</DetailItem>
          <DetailItem label="Bank">{row.bank}</DetailItem>
          <DetailItem label="Loan Type">{row.loanType}</DetailItem>
          <DetailItem label="Referred By">{row.referrerId ? `${row.referrerName} (${row.referrerId})` : row.referrerName}</DetailItem>
          <DetailItem label="Documents">{row.documents} verified</DetailItem>
          <DetailItem label="Payout">{row.payout}</DetailItem>
          <DetailItem label="Created">{row.created}</DetailItem>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** The leads below 1024px: one card each, opening the lead. */
export function ManagedLeadCards({ rows, listState }: { rows: ManagedLeadRow[]; listState: LeadListState }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label="Leads">
      {rows.map((row) => (
        <li key={row.id}>
          <ManagedLeadCard row={row} listState={listState} />
        </li>
      ))}
    </SimpleGrid>
  );
}
