import type { EligibleBank } from 'shared-contracts';
import { MISSING_VALUE, formatRupees } from 'shared-ui';

/** How the terms of an eligible bank read in its row. */
const plainNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

type Range = EligibleBank['interest_rate'];

/** "10.5% - 18%"; one value when both ends agree ("1%"). */
export function formatPercentRange(range: Range): string {
  const min = `${plainNumber.format(range.min)}%`;
  return range.min === range.max ? min : `${min} - ${plainNumber.format(range.max)}%`;
}

/** "12 - 60 months"; "N/A" when the answer has no tenure range. */
export function formatTenureRange(range: Range | undefined): string {
  if (!range) return MISSING_VALUE;
  const unit = range.max === 1 ? 'month' : 'months';
  return range.min === range.max ? `${plainNumber.format(range.min)} ${unit}` : `${plainNumber.format(range.min)} - ${plainNumber.format(range.max)} ${unit}`;
}

/** "EMI ₹10,747 / month". */
export function formatEmi(emi: number): string {
  return `EMI ${formatRupees(emi)} / month`;
}

/** "₹5,00,000 over 36 months": the amount and tenure the EMI is for. */
export function formatRequested(amount: number, tenureMonths: number): string {
  return `${formatRupees(amount)} over ${plainNumber.format(tenureMonths)} ${tenureMonths === 1 ? 'month' : 'months'}`;
}
