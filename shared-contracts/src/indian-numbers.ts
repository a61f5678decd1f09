/**
 * Numbers with Indian digit grouping and Latin digits, the one way the portal writes a count or a
 * plain number in every language ("1,25,000", "10.5"; docs/languages.md, "Numbers and dates").
 * Plain code with no imports, so the front ends may import it as a value
 * (`shared-contracts/indian-numbers`; shared-ui's formatNumber is how pages reach it).
 *
 * Written out rather than with `toLocaleString('en-IN')` or `Intl.NumberFormat('en-IN')`: the first
 * such call of a page loads the locale's data, a long task on a phone inside the render that draws
 * the number (docs/performance.md, "No Intl formatter at start-up"); the output is the same
 * (shared-ui/src/format/numbers.test.ts checks it against Intl.NumberFormat).
 */

/** Indian digit grouping of a whole number's digits: "12345678" -> "1,23,45,678". */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * A finite number as text: 1234567 -> "12,34,567"; with `maximumFractionDigits` 2, 10.5 -> "10.5"
 * and 2.345 -> "2.35" (trailing zeros dropped). Rounded as Intl.NumberFormat rounds: half away from
 * zero, on the number's shortest decimal form (what String(value) writes), not its exact binary
 * value, so 7.35 -> "7.4". A value that rounds to zero reads "0", never "-0".
 */
export function formatIndianNumber(value: number, maximumFractionDigits = 0): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  const text = String(Math.abs(value));
  // Below 1e-6 String() writes an exponent; such a number rounds to zero at any fraction this formats.
  const [intPart, fracPart = ''] = text.includes('e') ? ['0'] : text.split('.');
  let whole = intPart;
  let fraction = fracPart;
  if (fracPart.length > maximumFractionDigits) {
    const kept = BigInt(intPart + fracPart.slice(0, maximumFractionDigits)) + (fracPart[maximumFractionDigits] >= '5' ? 1n : 0n);
    const digits = kept.toString().padStart(maximumFractionDigits + 1, '0');
    whole = digits.slice(0, digits.length - maximumFractionDigits);
    fraction = digits.slice(digits.length - maximumFractionDigits);
  }
  fraction = fraction.replace(/0+$/, '');
  const sign = value < 0 && (/[1-9]/.test(whole) || fraction !== '') ? '-' : '';
  return `${sign}${groupIndianDigits(whole)}${fraction === '' ? '' : `.${fraction}`}`;
}
