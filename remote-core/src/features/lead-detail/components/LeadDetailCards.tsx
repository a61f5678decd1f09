import type { LeadDetail } from 'shared-contracts';
import { Badge, SimpleGrid, Stack, Text, formatDateTime, leadStatusPalette, DetailItem } from 'shared-ui';
import { loanFacts, personWithId, statusUpperCase } from '../model/leadDetailDisplay';
import { DetailCard } from './DetailCard';
import { LeadDocumentsPart } from './LeadDocumentsPart';

export function CustomerDetailsCard({ lead }: { lead: LeadDetail }) {
  const remarks = lead.remarks?.trim();
  return (
    <DetailCard title="Customer Details">
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        <DetailItem label="Name">{lead.customer_name}</DetailItem>
        <DetailItem label="Mobile">{lead.customer_mobile}</DetailItem>
        <DetailItem label="Address">{lead.customer_address}</DetailItem>
        {remarks ? <DetailItem label="Remarks">{remarks}</DetailItem> : null}
      </SimpleGrid>
    </DetailCard>
  );
}

export function LoanDetailsCard({ lead }: { lead: LeadDetail }) {
  const facts = loanFacts(lead);
  return (
    <DetailCard title="Loan Details">
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        <DetailItem label="Loan Type">{facts.loanType}</DetailItem>
        <DetailItem label="Amount">{facts.amount}</DetailItem>
        <DetailItem label="Bank">{facts.bank}</DetailItem>
        <DetailItem label="Branch">{facts.branch}</DetailItem>
        <DetailItem label="State">{facts.state}</DetailItem>
      </SimpleGrid>
    </DetailCard>
  );
}

export function StatusDocumentsCard({ lead }: { lead: LeadDetail }) {
  return (
    <DetailCard title="Status & Documents">
      <Stack gap="4">
        <Stack as="dl" gap="1">
          <Text as="dt" fontSize="sm" color="fg.muted">
            Status
          </Text>
          <Text as="dd">
            <Badge colorPalette={leadStatusPalette(lead.status)} variant="subtle" size="lg">
              {statusUpperCase(lead.status)}
            </Badge>
          </Text>
        </Stack>
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            Document Checklist
          </Text>
          <LeadDocumentsPart lead={lead} />
        </Stack>
      </Stack>
    </DetailCard>
  );
}

export function ReferenceDetailsCard({ lead }: { lead: LeadDetail }) {
  return (
    <DetailCard title="Reference Details">
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        <DetailItem label="Referred By">{personWithId(lead.referred_by)}</DetailItem>
        <DetailItem label="Created By">{personWithId(lead.created_by)}</DetailItem>
        <DetailItem label="Created At">{formatDateTime(lead.created_at)}</DetailItem>
      </SimpleGrid>
    </DetailCard>
  );
}
