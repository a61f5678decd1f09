import type { EligibleBank } from 'shared-contracts';
import { formatNumber, formatRupees } from 'shared-ui';
import type { EligibilityT } from '../i18n';

// How the terms of an eligible bank read in its row (texts from the feature's catalogue, `t`).

/** A rate or tenure: Indian grouping, up to two decimals ("10.5"). */
const plainNumber = (value: number) => formatNumber(value, 2);

type Range = EligibleBank['interest_rate'];

/** "10.5% - 18%"; one value when both ends agree ("1%"). */
export function formatPercentRange(range: Range): string {
  const min = `${plainNumber(range.min)}%`;
  return range.min === range.max ? min : `${min} - ${plainNumber(range.max)}%`;
}

/** "12 - 60 months"; "N/A" when the answer has no tenure range. */
export function formatTenureRange(range: Range | undefined, t: EligibilityT): string {
  if (!range) return t('results.notAvailable');
  return range.min === range.max
    ? t('results.tenure', { months: plainNumber(range.min), count: range.max })
    : t('results.tenureRange', { min: plainNumber(range.min), max: plainNumber(range.max), count: range.max });
}

/** "EMI ₹10,747 / month". */
export function formatEmi(emi: number, t: EligibilityT): string {
  return t('results.emiPerMonth', { amount: formatRupees(emi) });
}

/** "₹5,00,000 over 36 months": the amount and tenure the EMI is for. */
export function formatRequested(amount: number, tenureMonths: number, t: EligibilityT): string {
  return t('results.requested', { amount: formatRupees(amount), months: plainNumber(tenureMonths), count: tenureMonths });
}
