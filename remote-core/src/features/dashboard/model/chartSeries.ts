/**
 * What the dashboards' charts draw: months along the bottom, one or two series of bars per month,
 * and how their values read. Pure data, so the chart (drawn by a chunk of its own, loaded after the
 * figures) and its table (drawn with the page) show the same numbers.
 */
import { formatRupees } from 'shared-ui';

export type ChartValueFormat = 'count' | 'rupees';

export interface ChartSeries {
  key: string;
  label: string;
  /** A theme colour token (`blue.600`) at least 3:1 against the card (chartColors.test.ts). */
  color: string;
  /** One value per month, in the order of the chart's months. */
  values: readonly number[];
}

export interface MonthlyChartData {
  /** 'YYYY-MM', oldest first. */
  months: readonly string[];
  series: readonly ChartSeries[];
  format: ChartValueFormat;
}

/**
 * The series' colours: blue and orange tell two series apart for most kinds of colour blindness, and each
 * has at least 3:1 contrast against the white card (WCAG 1.4.11, graphics).
 */
export const CHART_COLORS = { primary: 'blue.600', secondary: 'orange.700', tertiary: 'green.700' } as const;

// Indian compact notation ("1.3L", "2.5Cr") has rounding rules of its own; the charts' code is loaded
// after the page's first frame, so the locale's data is loaded off the page's start-up.
// eslint-disable-next-line no-restricted-syntax
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** An axis label: "₹1.3L", "₹25K", "12". */
export function axisValue(value: number, format: ChartValueFormat): string {
  return format === 'rupees' ? `₹${compact.format(value)}` : compact.format(value);
}

/** A table cell or summary: "₹1,25,000" or "12". */
export function fullValue(value: number, format: ChartValueFormat): string {
  return format === 'rupees' ? formatRupees(value) : String(value);
}

/**
 * Which months get a label under the axis: every one on a wide screen; on a phone every third, counted
 * back from the current month so that it is always labelled (twelve labels do not fit 390px).
 */
export function labelledMonths(count: number, narrow: boolean): boolean[] {
  return Array.from({ length: count }, (_, index) => !narrow || (count - 1 - index) % 3 === 0);
}
