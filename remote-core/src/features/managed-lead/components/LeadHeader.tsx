import type { ReactNode } from 'react';
import type { ManagedLeadDetail } from 'shared-contracts';
import { Box, LeadStatusBadge, SimpleGrid, Stack, formatDateTime, formatRupees, DetailItem, PageHeader } from 'shared-ui';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import { useT } from '../i18n';

/** The lead's name with its status, the key facts under it, and the status buttons beside it. */
export function LeadHeader({ lead, actions }: { lead: ManagedLeadDetail; actions?: ReactNode }) {
  const t = useT();
  const bank = lead.bank?.trim() || t('row.notAvailable');
  const loanType = lead.loan_type?.type.trim() || t('row.unknown');
  return (
    <Stack gap="4">
      <PageHeader title={lead.customer_name} badge={<LeadStatusBadge status={lead.status} />} actions={actions} />
      <Box>
        <SimpleGrid as="dl" aria-label={t('summary.label')} columns={{ base: 2, md: 3, xl: 5 }} gap="4">
          <DetailItem label={t('summary.mobile')}>{lead.customer_mobile}</DetailItem>
          <DetailItem label={t('summary.loanAmount')}>{formatRupees(lead.loan_amount)}</DetailItem>
          <DetailItem label={t('summary.bankLoanType')}>{`${bank} · ${loanType}`}</DetailItem>
          <DetailItem label={t('summary.referredBy')}>{personWithId(lead.referred_by)}</DetailItem>
          <DetailItem label={t('summary.created')}>{formatDateTime(lead.created_at)}</DetailItem>
        </SimpleGrid>
      </Box>
    </Stack>
  );
}
