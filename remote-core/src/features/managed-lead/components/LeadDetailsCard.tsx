import type { ManagedLeadDetail } from 'shared-contracts';
import { SimpleGrid, DetailItem } from 'shared-ui';
import { SectionCard } from '../../../common/components/SectionCard';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';

/** Address, branch and remarks: what the header leaves out. */
export function LeadDetailsCard({ lead }: { lead: ManagedLeadDetail }) {
  const remarks = lead.remarks?.trim();
  return (
    <SectionCard title="Customer & Branch">
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        <DetailItem label="Address">{lead.customer_address || 'N/A'}</DetailItem>
        <DetailItem label="Branch">{lead.bank_branch ? `${lead.bank_branch.branch_name}, ${lead.bank_branch.state}` : 'N/A'}</DetailItem>
        <DetailItem label="Created By">{personWithId(lead.created_by)}</DetailItem>
        {remarks ? <DetailItem label="Remarks">{remarks}</DetailItem> : null}
      </SimpleGrid>
    </SectionCard>
  );
}
