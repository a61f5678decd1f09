import type { LeadDetail } from 'shared-contracts';
import { Badge, SimpleGrid, Stack, Text, formatDateTime, leadStatusPalette, DetailItem } from 'shared-ui';
import { loanFacts, personWithId, statusUpperCase } from '../model/leadDetailDisplay';
import { useT } from '../i18n';
import { DetailCard } from './DetailCard';
import { LeadDocumentsPart } from './LeadDocumentsPart';

export function CustomerDetailsCard({ lead }: { lead: LeadDetail }) {
  const t = useT();
  const remarks = lead.remarks?.trim();
  return (
    <DetailCard title={t('customer.title')}>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        <DetailItem label={t('customer.name')}>{lead.customer_name}</DetailItem>
        <DetailItem label={t('customer.mobile')}>{lead.customer_mobile}</DetailItem>
        <DetailItem label={t('customer.address')}>{lead.customer_address}</DetailItem>
        {remarks ? <DetailItem label={t('customer.remarks')}>{remarks}</DetailItem> : null}
      </SimpleGrid>
    </DetailCard>
  );
}

export function LoanDetailsCard({ lead }: { lead: LeadDetail }) {
  const t = useT();
  const facts = loanFacts(lead, t);
  return (
    <DetailCard title={t('loan.title')}>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        <DetailItem label={t('loan.loanType')}>{facts.loanType}</DetailItem>
        <DetailItem label={t('loan.amount')}>{facts.amount}</DetailItem>
        <DetailItem label={t('loan.bank')}>{facts.bank}</DetailItem>
        <DetailItem label={t('loan.branch')}>{facts.branch}</DetailItem>
        <DetailItem label={t('loan.state')}>{facts.state}</DetailItem>
      </SimpleGrid>
    </DetailCard>
  );
}

export function StatusDocumentsCard({ lead }: { lead: LeadDetail }) {
  const t = useT();
  return (
    <DetailCard title={t('statusDocuments.title')}>
      <Stack gap="4">
        <Stack as="dl" gap="1">
          <Text as="dt" fontSize="sm" color="fg.muted">
            {t('statusDocuments.status')}
          </Text>
          <Text as="dd">
            <Badge colorPalette={leadStatusPalette(lead.status)} variant="subtle" size="lg">
              {statusUpperCase(lead.status)}
            </Badge>
          </Text>
        </Stack>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {t('statusDocuments.checklist')}
          </Text>
          <LeadDocumentsPart lead={lead} />
        </Stack>
      </Stack>
    </DetailCard>
  );
}

export function ReferenceDetailsCard({ lead }: { lead: LeadDetail }) {
  const t = useT();
  return (
    <DetailCard title={t('reference.title')}>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        <DetailItem label={t('reference.referredBy')}>{personWithId(lead.referred_by, t)}</DetailItem>
        <DetailItem label={t('reference.createdBy')}>{personWithId(lead.created_by, t)}</DetailItem>
        <DetailItem label={t('reference.createdAt')}>{formatDateTime(lead.created_at)}</DetailItem>
      </SimpleGrid>
    </DetailCard>
  );
}
