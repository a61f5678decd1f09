/**
 * Money in rupees with Indian digit grouping: 53000 -> "₹53,000", 125000.5 -> "₹1,25,000.50".
 * Whole amounts show no decimals; any fraction shows exactly two (paise). Amounts may arrive as
 * numeric strings (PostgreSQL numeric columns); anything that is not a number shows "N/A".
 */
/*
 * Written out rather than with Intl.NumberFormat('en-IN', { style: 'currency' }): constructing the
 * first Intl formatter loads the locale's data, a long task on a phone, and this module is evaluated
 * during the portal's start-up (docs/performance.md, "No Intl formatter at start-up"). The output is
 * the same (rupees.test.ts checks it against Intl.NumberFormat).
 */

/** Indian digit grouping of a whole number's digits: "12345678" -> "1,23,45,678". */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

export const MISSING_VALUE = 'N/A';

export function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const amount = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(amount) ? amount : null;
}

export function formatRupees(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  if (amount === null) return MISSING_VALUE;
  const totalPaise = Math.round(Math.abs(amount) * 100);
  const paise = totalPaise % 100;
  // BigInt prints every digit of a large whole amount (String(1e21) would read "1e+21").
  const rupees = BigInt((totalPaise - paise) / 100).toString();
  // -0 and amounts that round to zero read as "₹0", never "-₹0".
  const sign = amount < 0 && totalPaise !== 0 ? '-' : '';
  return `${sign}₹${groupIndian(rupees)}${paise === 0 ? '' : `.${String(paise).padStart(2, '0')}`}`;
}
