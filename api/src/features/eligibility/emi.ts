/**
 * Equated monthly instalments at a yearly rate in per cent over `months` months. r = rate / 1200;
 * at r = 0 the loan is simply repaid in equal parts.
 */

/** The monthly instalment that repays `principal` (unrounded). */
export function monthlyInstalment(principal: number, yearlyRatePercent: number, months: number): number {
  const r = yearlyRatePercent / 1200;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

/** The loan that a monthly instalment of `emi` repays (unrounded): EMI × ((1+r)^n − 1) / (r × (1+r)^n). */
export function principalForInstalment(emi: number, yearlyRatePercent: number, months: number): number {
  const r = yearlyRatePercent / 1200;
  if (r === 0) return emi * months;
  const growth = (1 + r) ** months;
  return (emi * (growth - 1)) / (r * growth);
}
