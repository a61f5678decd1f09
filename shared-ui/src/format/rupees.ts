/**
 * Money in rupees with Indian digit grouping: 53000 -> "₹53,000", 125000.5 -> "₹1,25,000.50"
 * (shared-contracts/rupees, the API's way too). Amounts may arrive as numeric strings (PostgreSQL
 * numeric columns); anything that is not a number shows "N/A".
 */
import { formatRupeeAmount } from 'shared-contracts/rupees';

export const MISSING_VALUE = 'N/A';

export function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

export function formatRupees(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  return amount === null ? MISSING_VALUE : formatRupeeAmount(amount);
}
