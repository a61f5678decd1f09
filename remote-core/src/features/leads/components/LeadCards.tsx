import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Card, Flex, Heading, LeadStatusBadge, Link, SimpleGrid } from 'shared-ui';
import { DetailItem } from '../../../common/components/DetailItem';
import type { LeadRow } from '../model/leadRows';
import { ReferrerTooltip } from './ReferrerTooltip';

function LeadCard({ row }: { row: LeadRow }) {
  const navigate = useNavigate();
  const to = `/lead/${row.id}`;
  // The whole card opens the lead; the name is the link keyboards and screen readers use.
  const open = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a, button')) return;
    void navigate(to);
  };
  return (
    <Card.Root size="sm" height="full" cursor="pointer" _hover={{ borderColor: 'brand.300', bg: 'bg.subtle' }} onClick={open}>
      <Card.Body gap="3">
        <Flex justify="space-between" align="flex-start" gap="2">
          <Heading as="h3" size="sm" minW="0" wordBreak="break-word">
            <Link asChild colorPalette="brand">
              <RouterLink to={to}>{row.customerName}</RouterLink>
            </Link>
          </Heading>
          <LeadStatusBadge status={row.status} />
        </Flex>
        <SimpleGrid as="dl" columns={2} gap="2" fontSize="sm">
          <DetailItem label="Mobile">{row.mobile}</DetailItem>
          <DetailItem label="Amount">{row.amount}</DetailItem>
          <DetailItem label="Loan Type">{row.loanType}</DetailItem>
          <DetailItem label="Referred By">
            <ReferrerTooltip row={row} />
          </DetailItem>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}

/** The leads below 1024px: one card each, opening /lead/{id}. */
export function LeadCards({ rows }: { rows: LeadRow[] }) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label="My leads">
      {rows.map((row) => (
        <li key={row.id}>
          <LeadCard row={row} />
        </li>
      ))}
    </SimpleGrid>
  );
}
