/**
 * Rupee arithmetic and number text of the eligibility engine.
 *
 * Rounding: an amount within floating-point noise of a whole rupee (e.g. 2500000 × 1.1 / 100 =
 * 27500.000000000004) is that rupee; anything else is rounded down (maximum eligible amounts) or up
 * (minimum insurance amounts) as ELIGIBILITY.md says, so 9,32,904.999 is 9,32,904 and 6,250.0025
 * is 6,251. Noise is a relative 1e-14 (about 45 units in the last place), and never more than a
 * tenth of a paisa, so amounts up to the contract's ₹1 lakh crore keep their paise.
 */
const NOISE = 1e-14;
const MAX_NOISE = 0.001;

function nearestIfNoise(rupees: number): number | undefined {
  const nearest = Math.round(rupees);
  return Math.abs(rupees - nearest) <= Math.min(Math.abs(rupees) * NOISE, MAX_NOISE) ? nearest : undefined;
}

/** Rounded down to a whole rupee (maximum eligible amounts). */
export const floorRupees = (rupees: number) => nearestIfNoise(rupees) ?? Math.floor(rupees);
/** Rounded up to a whole rupee (minimum insurance amounts). */
export const ceilRupees = (rupees: number) => nearestIfNoise(rupees) ?? Math.ceil(rupees);

const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A whole number in Indian grouping: the last three digits, then pairs ("1,23,45,678"). */
function groupWholeNumber(value: number): string {
  const digits = String(Math.abs(value));
  let text = digits.length > 3 ? digits.slice(-3) : digits;
  for (let end = digits.length - 3; end > 0; end -= 2) text = `${digits.slice(Math.max(0, end - 2), end)},${text}`;
  return value < 0 ? `-${text}` : text;
}

/**
 * A check of 1,000 banks writes thousands of numbers into its reasons, mostly the same criteria
 * values from one check to the next: their texts are remembered (a bounded map, emptied when full).
 * Whole numbers are grouped by hand; Intl (about a microsecond a number) writes the others.
 */
const formatted = new Map<number, string>();
const MAX_REMEMBERED = 20_000;

/** A plain number in Indian digit grouping, at most two decimals ("1,200" months, "0.8" RTR, "25,00,000"). */
export function formatNumber(value: number): string {
  let text = formatted.get(value);
  if (text === undefined) {
    if (formatted.size >= MAX_REMEMBERED) formatted.clear();
    text = Number.isSafeInteger(value) ? groupWholeNumber(value) : INR.format(value);
    formatted.set(value, text);
  }
  return text;
}

/** "₹25,00,000": Indian digit grouping (lakh, crore). */
export const formatRupees = (rupees: number) => `₹${formatNumber(rupees)}`;
