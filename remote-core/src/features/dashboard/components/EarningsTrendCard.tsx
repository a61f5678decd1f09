import { useMemo, type ReactNode } from 'react';
import type { Transaction } from 'shared-contracts';
import { Button, Card, Heading, Stack, Text, formatRupees } from 'shared-ui';
import { CHART_COLORS } from '../model/chartSeries';
import { earningsTrend, hasEarnings } from '../model/earningsTrend';
import { ChartCard } from './ChartCard';

export const EARNINGS_TREND_TITLE = 'Earnings Trend';

export interface EarningsTrendCardProps {
  /** The ledger the dashboard has read (GET /leads/transactions/); undefined when it could not be. */
  transactions: readonly Transaction[] | undefined;
  /** The ledger could not be read: Retry reads it again. */
  failure?: { onRetry: () => void; retrying: boolean };
}

/** The card with a line in place of the chart (no ledger yet, or nothing in the 12 months). */
function TrendMessageCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={EARNINGS_TREND_TITLE} size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {EARNINGS_TREND_TITLE}
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
  const trend = useMemo(() => (transactions ? earningsTrend(transactions) : undefined), [transactions]);

  if (!trend) {
    return (
      <TrendMessageCard>
        {failure ? (
          // Recent Earnings above already shows the server's message (the spec's text): said once.
          <Stack gap="2" align="flex-start">
            <Text color="fg.muted">The trend is drawn from your earnings, which could not be loaded.</Text>
            <Button size="sm" variant="outline" onClick={failure.onRetry} loading={failure.retrying}>
              Retry
            </Button>
          </Stack>
        ) : null}
      </TrendMessageCard>
    );
  }
  if (!hasEarnings(trend)) {
    return (
      <TrendMessageCard>
        <Text color="fg.muted">No credits or payouts in the last 12 months.</Text>
      </TrendMessageCard>
    );
  }
  const credited = Math.round(trend.reduce((sum, month) => sum + month.credited, 0) * 100) / 100;
  const paid = Math.round(trend.reduce((sum, month) => sum + month.paid, 0) * 100) / 100;
  const months = trend.map((month) => month.month);
  return (
    <ChartCard
      title={EARNINGS_TREND_TITLE}
      summary={`Credited and paid to you each month, last 12 months: ${formatRupees(credited)} credited, ${formatRupees(paid)} paid.`}
      charts={[
        {
          months,
          format: 'rupees',
          series: [
            { key: 'credited', label: 'Credited', color: CHART_COLORS.primary, values: trend.map((month) => month.credited) },
            { key: 'paid', label: 'Paid', color: CHART_COLORS.secondary, values: trend.map((month) => month.paid) },
          ],
        },
      ]}
      columns={[
        { header: 'Credited', cell: (index) => formatRupees(trend[index]?.credited) },
        { header: 'Paid', cell: (index) => formatRupees(trend[index]?.paid) },
      ]}
    />
  );
}
