import type { ManagedLeadDetail } from 'shared-contracts';
import { Badge, Flex, SimpleGrid, Stack, Text, formatRupees, DetailItem } from 'shared-ui';
import { SectionCard } from '../../../common/components/SectionCard';
import { formatPercent } from '../../../common/model/percent';
import { useT } from '../i18n';
import { LEDGER_STATE_TEXT, LEDGER_TYPE_TEXT, ledgerRows } from '../model/ledgerRows';

/** The connector's payout on this lead, and its ledger: credits of approvals, debits of reversals. */
export function PayoutCard({ lead }: { lead: ManagedLeadDetail }) {
  const t = useT();
  const rows = ledgerRows(lead.ledger);
  return (
    <SectionCard title={t('payout.title')}>
      <Stack gap="4">
        <SimpleGrid as="dl" columns={2} gap="4">
          <DetailItem label={t('payout.connectorPayout')}>{formatPercent(lead.connectors_payout)}</DetailItem>
          <DetailItem label={t('payout.amount')}>{formatRupees(lead.payout_amount)}</DetailItem>
        </SimpleGrid>
        {rows.length === 0 ? (
          <Text color="fg.muted">{t('payout.empty')}</Text>
        ) : (
          <Stack as="ul" gap="2" listStyleType="none" aria-label={t('payout.ledger')}>
            {rows.map((row) => (
              <Flex as="li" key={row.id} justify="space-between" align="center" gap="3" wrap="wrap" borderBottomWidth="1px" pb="2" data-transaction-type={row.type.toLowerCase()}>
                <Stack gap="0">
                  <Text fontWeight="medium">
                    {t(LEDGER_TYPE_TEXT[row.type])} · {row.date}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    {row.state === 'Processed' ? t('ledger.paid', { reference: row.reference }) : t('ledger.notPaid')}
                  </Text>
                </Stack>
                <Flex align="center" gap="2">
                  <Badge colorPalette={row.state === 'Processed' ? 'green' : 'yellow'} variant="subtle">
                    {t(LEDGER_STATE_TEXT[row.state])}
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
