import type { ManagedLeadDetail } from 'shared-contracts';
import { Button, HStack, SimpleGrid, DetailItem, Text } from 'shared-ui';
import { SectionCard } from '../../../common/components/SectionCard';
import { personWithId } from '../../lead-detail/model/leadDetailDisplay';
import { useT } from '../i18n';

interface LeadDetailsCardProps {
  lead: ManagedLeadDetail;
  /** Offered to whoever may change the lead (admin, director): opens the Change branch dialog. */
  onChangeBranch?: () => void;
}

/** Address, branch and remarks: what the header leaves out; the back office may move the lead to another branch. */
export function LeadDetailsCard({ lead, onChangeBranch }: LeadDetailsCardProps) {
  const t = useT();
  const remarks = lead.remarks?.trim();
  const branch = lead.bank_branch ? `${lead.bank_branch.branch_name}, ${lead.bank_branch.state}` : t('row.notAvailable');
  return (
    <SectionCard title={t('details.title')}>
      <SimpleGrid as="dl" columns={{ base: 1, md: 2 }} gap="4">
        <DetailItem label={t('details.address')}>{lead.customer_address || t('row.notAvailable')}</DetailItem>
        <DetailItem label={t('details.branch')}>
          {onChangeBranch ? (
            <HStack gap="3" wrap="wrap">
              <Text as="span">{branch}</Text>
              <Button size="xs" variant="outline" onClick={onChangeBranch}>
                {t('details.changeBranch')}
              </Button>
            </HStack>
          ) : (
            branch
          )}
        </DetailItem>
        <DetailItem label={t('details.createdBy')}>{personWithId(lead.created_by)}</DetailItem>
        {remarks ? <DetailItem label={t('details.remarks')}>{remarks}</DetailItem> : null}
      </SimpleGrid>
    </SectionCard>
  );
}
