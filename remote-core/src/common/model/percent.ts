/** A payout percentage as the catalogue shows it: up to two decimals, no trailing zeros ("1.75", "1", "0.5"). */
export function formatPercentNumber(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'N/A';
  return String(Number(value.toFixed(2)));
}

/** "1.75%"; "N/A" when missing. */
export function formatPercent(value: number | null | undefined): string {
  const number = formatPercentNumber(value);
  return number === 'N/A' ? number : `${number}%`;
}
