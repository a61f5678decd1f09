/**
 * Money in rupees with Indian digit grouping: 53000 -> "₹53,000", 125000.5 -> "₹1,25,000.50".
 * Whole amounts show no decimals; any fraction shows exactly two (paise). Amounts may arrive as
 * numeric strings (PostgreSQL numeric columns); anything that is not a number shows "N/A".
 */
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export const MISSING_VALUE = 'N/A';

export function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

export function formatRupees(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  if (amount === null) return MISSING_VALUE;
  const paise = Math.round(Math.abs(amount) * 100) % 100;
  const text = (paise === 0 ? wholeRupees : rupeesAndPaise).format(amount);
  // -0 and amounts that round to zero read as "₹0", never "-₹0".
  return text.startsWith('-') && Math.round(Math.abs(amount) * 100) === 0 ? text.slice(1) : text;
}
