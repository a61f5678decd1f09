import { useMemo, type ReactNode } from 'react';
import type { Transaction } from 'shared-contracts';
import { Button, Card, Heading, Stack, Text, formatRupees } from 'shared-ui';
import { CHART_COLORS } from '../model/chartSeries';
import { earningsTrend, hasEarnings } from '../model/earningsTrend';
import { useT } from '../i18n';
import { ChartCard } from './ChartCard';

export interface EarningsTrendCardProps {
  /** The ledger the dashboard has read (GET /leads/transactions/); undefined when it could not be. */
  transactions: readonly Transaction[] | undefined;
  /** The ledger could not be read: Retry reads it again. */
  failure?: { onRetry: () => void; retrying: boolean };
}

/** The card with a line in place of the chart (no ledger yet, or nothing in the 12 months). */
function TrendMessageCard({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Card.Root as="section" aria-label={t('trend.title')} size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {t('trend.title')}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * Below the spec's dashboard: what was credited and what was paid in each of the last 12 months (India
 * time), from the ledger the page already has (model/earningsTrend.ts). A ledger that could not be read
 * is never shown as a year of zeros.
 */
export function EarningsTrendCard({ transactions, failure }: EarningsTrendCardProps) {
  const t = useT();
  const trend = useMemo(() => (transactions ? earningsTrend(transactions) : undefined), [transactions]);

  if (!trend) {
    return (
      <TrendMessageCard>
        {failure ? (
          // Recent Earnings above already shows the server's message (the spec's text): said once.
          <Stack gap="2" align="flex-start">
            <Text color="fg.muted">{t('trend.failed')}</Text>
            <Button size="sm" variant="outline" onClick={failure.onRetry} loading={failure.retrying}>
              {t('dashboard.retry')}
            </Button>
          </Stack>
        ) : null}
      </TrendMessageCard>
    );
  }
  if (!hasEarnings(trend)) {
    return (
      <TrendMessageCard>
        <Text color="fg.muted">{t('trend.empty')}</Text>
      </TrendMessageCard>
    );
  }
  const credited = Math.round(trend.reduce((sum, month) => sum + month.credited, 0) * 100) / 100;
  const paid = Math.round(trend.reduce((sum, month) => sum + month.paid, 0) * 100) / 100;
  const months = trend.map((month) => month.month);
  return (
    <ChartCard
      title={t('trend.title')}
      summary={t('trend.summary', { credited: formatRupees(credited), paid: formatRupees(paid) })}
      charts={[
        {
          months,
          format: 'rupees',
          series: [
            { key: 'credited', label: t('trend.credited'), color: CHART_COLORS.primary, values: trend.map((month) => month.credited) },
            { key: 'paid', label: t('trend.paid'), color: CHART_COLORS.secondary, values: trend.map((month) => month.paid) },
          ],
        },
      ]}
      columns={[
        { header: t('trend.credited'), cell: (index) => formatRupees(trend[index]?.credited) },
        { header: t('trend.paid'), cell: (index) => formatRupees(trend[index]?.paid) },
      ]}
    />
  );
}
