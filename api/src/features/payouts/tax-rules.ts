/**
 * The taxes on a connector's commission, as pure arithmetic in paise (docs/payout-taxes.md has the
 * rules with their sources). The ledger (tax-ledger.ts) feeds it the connector's standing and writes
 * what it answers; the golden tests (test/tax-rules.test.ts) pin it to worked numbers.
 */
import type { PayoutTaxSettings } from '../../config';

/** The rates and threshold the rules read (the configuration's tax settings without the company's name). */
export type TaxRates = Pick<PayoutTaxSettings, 'tdsRate' | 'tdsNoPanRate' | 'tdsThreshold' | 'gstRate'>;

/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The financial year (April to March, India time) of a moment, named by the calendar year it starts in. */
export function financialYearOf(at: Date): number {
  const india = new Date(at.getTime() + IST_OFFSET_MS);
  return india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
}

/** The first moment of a financial year and of the next one (1 April 00:00 India time). */
export function financialYearBounds(year: number): { start: Date; end: Date } {
  return { start: new Date(Date.UTC(year, 3, 1) - IST_OFFSET_MS), end: new Date(Date.UTC(year + 1, 3, 1) - IST_OFFSET_MS) };
}

/** "2026-27" */
export const financialYearLabel = (year: number) => `${year}-${String((year + 1) % 100).padStart(2, '0')}`;

export interface CommissionEvent {
  /** A credit is commission earned (an approval); a debit takes it back (a reversal). */
  type: 'credit' | 'debit';
  /** Rupees, positive. */
  amount: number;
}

/** What the connector's ledger says just before the event, for the event's financial year. */
export interface TaxStanding {
  /** Commission credited in the year so far, less the reversals of the year's own credits, rupees. */
  yearCommission: number;
  /** Net TDS deducted in the year so far (deductions minus what was given back), rupees. */
  yearTds: number;
  /** A PAN the back office verified is on file: the 194H rate applies rather than 206AA's. */
  panVerified: boolean;
  /** A GSTIN the back office verified is on file: the commission is a taxable supply. */
  gstinVerified: boolean;
}

/** On a reversal: the taxes written with the credit it takes back. */
export interface ReversedCreditTaxes {
  /**
   * The reversed credit was made in an earlier financial year: that year's figures stand (its TDS
   * was deposited and reported), and this year's commission does not count it.
   */
  earlierYear?: boolean;
  /** The rate of the TDS deducted with the credit, when there was a deduction. */
  tdsRate?: number;
  /** The GST charged with the credit, when there was GST. */
  gst?: { base: number; rate: number };
}

export interface TaxLine {
  kind: 'tds' | 'gst';
  /** A TDS deduction and GST on a credit are debit and credit; their reversals the opposite. */
  type: 'credit' | 'debit';
  /** Rupees the rate applies to. */
  base: number;
  /** Percent. */
  rate: number;
  /** Rupees: base × rate, rounded to the paisa. */
  amount: number;
  /** TDS only: which rule set the rate (206AA when no verified PAN was on file). */
  section?: '194H' | '206AA';
}

const toPaise = (rupees: number) => Math.round(rupees * 100);
/** base × rate / 100 in paise, rounded half up (as PostgreSQL's round() does, which the ledger's check uses). */
const percentOf = (basePaise: number, rate: number) => Math.round((basePaise * Math.round(rate * 100)) / 10_000);

/**
 * The TDS and GST lines of one commission event.
 *
 * TDS (section 194H): nothing while the year's commission stays at or under the threshold; once an
 * event takes it over, tax is due on the whole year's commission, so that event deducts on
 * everything of the year not yet taxed, and every later credit on itself. Put as one rule: the
 * taxable base of the year is its commission when that exceeds the threshold and zero otherwise,
 * and each event deducts the rate on the change of that base (a reversal gives back on a fall of
 * it, at the rate of the deduction it undoes, and never more than the year has deducted). A
 * reversal of an earlier year's credit changes nothing of this year's TDS.
 *
 * GST: charged on a credit when a verified GSTIN is on file; a reversal reverses exactly the GST of
 * the credit it takes back.
 */
export function taxesOnCommission(
  settings: TaxRates,
  standing: TaxStanding,
  event: CommissionEvent,
  reversed: ReversedCreditTaxes = {},
): TaxLine[] {
  const lines: TaxLine[] = [];
  const threshold = toPaise(settings.tdsThreshold);
  const before = toPaise(standing.yearCommission);
  const counted = event.type === 'debit' && reversed.earlierYear ? 0 : toPaise(event.amount);
  const after = before + counted * (event.type === 'credit' ? 1 : -1);
  const taxable = (commission: number) => (commission > threshold ? commission : 0);
  const change = taxable(after) - taxable(before);

  if (change > 0) {
    const section = standing.panVerified ? '194H' : '206AA';
    const rate = standing.panVerified ? settings.tdsRate : settings.tdsNoPanRate;
    lines.push({ kind: 'tds', type: 'debit', base: change / 100, rate, amount: percentOf(change, rate) / 100, section });
  } else if (change < 0) {
    const rate = reversed.tdsRate ?? (standing.panVerified ? settings.tdsRate : settings.tdsNoPanRate);
    const deducted = toPaise(standing.yearTds);
    let base = -change;
    // Never give back more than the year has deducted: the base shrinks to what that covers.
    if (percentOf(base, rate) > deducted) base = Math.floor((deducted * 10_000) / Math.round(rate * 100));
    const amount = percentOf(base, rate);
    if (base > 0 && amount > 0) lines.push({ kind: 'tds', type: 'credit', base: base / 100, rate, amount: amount / 100 });
  }

  if (event.type === 'credit' && standing.gstinVerified) {
    const base = toPaise(event.amount);
    lines.push({ kind: 'gst', type: 'credit', base: base / 100, rate: settings.gstRate, amount: percentOf(base, settings.gstRate) / 100 });
  } else if (event.type === 'debit' && reversed.gst) {
    const base = toPaise(reversed.gst.base);
    lines.push({ kind: 'gst', type: 'debit', base: base / 100, rate: reversed.gst.rate, amount: percentOf(base, reversed.gst.rate) / 100 });
  }
  return lines;
}

/**
 * A quarter of a financial year, as TDS statements are filed: Q1 April–June, Q2 July–September,
 * Q3 October–December, Q4 January–March (India time).
 */
export function financialQuarterBounds(year: number, quarter: 1 | 2 | 3 | 4): { start: Date; end: Date } {
  const startMonth = 3 + (quarter - 1) * 3; // April is month 3 of the year the financial year starts in
  return {
    start: new Date(Date.UTC(year, startMonth, 1) - IST_OFFSET_MS),
    end: new Date(Date.UTC(year, startMonth + 3, 1) - IST_OFFSET_MS),
  };
}
