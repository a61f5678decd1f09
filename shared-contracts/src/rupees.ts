/**
 * Money in rupees with Indian digit grouping, the one way the portal writes an amount: the API in
 * its messages and field errors, the front ends on every page (shared-ui's formatRupees). Plain code
 * that imports only plain code, so the front ends may import it as a value (`shared-contracts/rupees`).
 *
 * 53000 -> "₹53,000", 125000.5 -> "₹1,25,000.50": whole amounts show no decimals, any fraction shows
 * exactly two (paise). Written out rather than with Intl.NumberFormat('en-IN', { style: 'currency' }):
 * constructing the first Intl formatter loads the locale's data, a long task on a phone, and this is
 * evaluated during the portal's start-up (docs/performance.md, "No Intl formatter at start-up"); the
 * output is the same (shared-ui/src/format/rupees.test.ts checks it against Intl.NumberFormat).
 */
import { groupIndianDigits } from './indian-numbers';

/** A finite amount in rupees as text, e.g. "₹1,25,000.50". */
export function formatRupeeAmount(amount: number): string {
  const totalPaise = Math.round(Math.abs(amount) * 100);
  const paise = totalPaise % 100;
  // BigInt prints every digit of a large whole amount (String(1e21) would read "1e+21").
  const rupees = BigInt((totalPaise - paise) / 100).toString();
  // -0 and amounts that round to zero read as "₹0", never "-₹0".
  const sign = amount < 0 && totalPaise !== 0 ? '-' : '';
  return `${sign}₹${groupIndianDigits(rupees)}${paise === 0 ? '' : `.${String(paise).padStart(2, '0')}`}`;
}
