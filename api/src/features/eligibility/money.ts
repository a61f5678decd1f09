/**
 * Rupee arithmetic of the eligibility engine. Amounts are first taken to the paisa (two
 * decimals), then rounded to a whole rupee: this keeps floating-point noise such as
 * 2500000 × 1.1 / 100 = 27500.000000000004 from turning into an extra rupee.
 */
const toPaise = (rupees: number) => Math.round(rupees * 100) / 100;

/** Rounded down to a whole rupee (maximum eligible amounts). */
export const floorRupees = (rupees: number) => Math.floor(toPaise(rupees));
/** Rounded up to a whole rupee (minimum insurance amounts). */
export const ceilRupees = (rupees: number) => Math.ceil(toPaise(rupees));

const INR = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
/** "₹25,00,000": Indian digit grouping (lakh, crore). */
export const formatRupees = (rupees: number) => `₹${INR.format(rupees)}`;
/** A plain number in the same grouping ("1,200" months, "0.8" RTR). */
export const formatNumber = (value: number) => INR.format(value);
