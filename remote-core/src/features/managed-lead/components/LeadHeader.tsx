import type { ReactNode } from 'react';
import type { ManagedLeadDetail } from 'shared-contracts';
import { Box, LeadStatusBadge, SimpleGrid, Stack, formatDateTime, formatRupees, DetailItem, PageHeader } from 'shared-ui';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';

/** The lead's name with its status, the key facts under it, and the status buttons beside it. */
export function LeadHeader({ lead, actions }: { lead: ManagedLeadDetail; actions?: ReactNode }) {
  const bank = lead.bank?.trim() || 'N/A';
  const loanType = lead.loan_type?.type.trim() || 'Unknown';
  return (
    <Stack gap="4">
      <PageHeader title={lead.customer_name} badge={<LeadStatusBadge status={lead.status} />} actions={actions} />
      <Box>
        <SimpleGrid as="dl" aria-label="Lead summary" columns={{ base: 2, md: 3, xl: 5 }} gap="4">
          <DetailItem label="Mobile">{lead.customer_mobile}</DetailItem>
          <DetailItem label="Loan Amount">{formatRupees(lead.loan_amount)}</DetailItem>
          <DetailItem label="Bank · Loan Type">{`${bank} · ${loanType}`}</DetailItem>
          <DetailItem label="Referred By">{personWithId(lead.referred_by)}</DetailItem>
          <DetailItem label="Created">{formatDateTime(lead.created_at)}</DetailItem>
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
