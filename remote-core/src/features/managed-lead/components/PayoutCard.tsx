import type { ManagedLeadDetail } from 'shared-contracts';
import { Badge, Flex, SimpleGrid, Stack, Text, formatRupees, DetailItem } from 'shared-ui';
import { SectionCard } from '../../../common/components/SectionCard';
import { formatPercent } from '../../../common/model/percent';
import { ledgerRows } from '../model/ledgerRows';

/** The connector's payout on this lead, and its ledger: credits of approvals, debits of reversals. */
export function PayoutCard({ lead }: { lead: ManagedLeadDetail }) {
  const rows = ledgerRows(lead.ledger);
  return (
    <SectionCard title="Payout">
      <Stack gap="4">
        <SimpleGrid as="dl" columns={2} gap="4">
          <DetailItem label="Connector Payout">{formatPercent(lead.connectors_payout)}</DetailItem>
          <DetailItem label="Payout Amount">{formatRupees(lead.payout_amount)}</DetailItem>
        </SimpleGrid>
        {rows.length === 0 ? (
          <Text color="fg.muted">No ledger entries yet. Approving the lead credits the payout.</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Ledger">
            {rows.map((row) => (
              <Flex as="li" key={row.id} justify="space-between" align="center" gap="3" wrap="wrap" borderBottomWidth="1px" pb="2" data-transaction-type={row.type.toLowerCase()}>
                <Stack gap="0">
                  <Text fontWeight="medium">
                    {row.type} · {row.date}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {row.state === 'Processed' ? `Paid · Reference ${row.reference}` : 'Not paid yet'}
                  </Text>
                </Stack>
                <Flex align="center" gap="2">
                  <Badge colorPalette={row.state === 'Processed' ? 'green' : 'yellow'} variant="subtle">
                    {row.state}
                  </Badge>
                  <Text fontWeight="semibold" color={row.type === 'Debit' ? 'red.600' : 'green.700'}>
                    {row.amount}
                  </Text>
                </Flex>
              </Flex>
            ))}
          </Stack>
        )}
      </Stack>
    </SectionCard>
  );
}
