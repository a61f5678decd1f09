import { t as catalogueT, type CommonT } from '../i18n';

const isMissing = (value: number | null | undefined): value is null | undefined => value === null || value === undefined || !Number.isFinite(value);

/**
 * A payout percentage as the catalogue shows it: up to two decimals, no trailing zeros ("1.75", "1",
 * "0.5"); N/A, in the page's language, when missing.
 */
export function formatPercentNumber(value: number | null | undefined, t: CommonT = catalogueT): string {
  if (isMissing(value)) return t('common.notAvailable');
  return String(Number(value.toFixed(2)));
}

/** "1.75%"; "N/A" when missing. */
export function formatPercent(value: number | null | undefined, t: CommonT = catalogueT): string {
  return isMissing(value) ? t('common.notAvailable') : `${formatPercentNumber(value, t)}%`;
}
