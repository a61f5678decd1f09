import { describe, expect, it } from 'vitest';
import { financialYearBounds, financialYearLabel, financialYearOf, taxesOnCommission, type TaxLine, type TaxRates, type TaxStanding } from '../src/features/payouts/tax-rules';

// Today's law (docs/payout-taxes.md): 2% over ₹20,000 a year, 20% without a PAN, GST 18%.
const law: TaxRates = { tdsRate: 2, tdsNoPanRate: 20, tdsThreshold: 20_000, gstRate: 18 };

/**
 * Plays commission events through the rules the way the ledger does: one financial year's running
 * commission and TDS, each reversal undoing a named earlier credit.
 */
function play(events: { credit?: number; reverse?: number }[], profile: { pan: boolean; gstin?: boolean }) {
  let yearCommission = 0;
  let yearTds = 0;
  const credits: { amount: number; lines: TaxLine[] }[] = [];
  const results: TaxLine[][] = [];
  for (const event of events) {
    const standing: TaxStanding = { yearCommission, yearTds, panVerified: profile.pan, gstinVerified: profile.gstin ?? false };
    let lines: TaxLine[];
    if (event.credit !== undefined) {
      lines = taxesOnCommission(law, standing, { type: 'credit', amount: event.credit });
      credits.push({ amount: event.credit, lines });
      yearCommission += event.credit;
    } else {
      const credit = credits[event.reverse ?? -1];
      if (!credit) throw new Error('no such credit');
      const tds = credit.lines.find((line) => line.kind === 'tds');
      const gst = credit.lines.find((line) => line.kind === 'gst');
      lines = taxesOnCommission(law, standing, { type: 'debit', amount: credit.amount }, { tdsRate: tds?.rate, gst });
      yearCommission -= credit.amount;
    }
    for (const line of lines) if (line.kind === 'tds') yearTds += line.type === 'debit' ? line.amount : -line.amount;
    results.push(lines);
  }
  return { results, yearTds };
}

const tds = (lines: TaxLine[]) => lines.filter((line) => line.kind === 'tds').map(({ type, base, rate, amount }) => ({ type, base, rate, amount }));

describe('TDS on commission (section 194H)', () => {
  it('deducts nothing up to ₹20,000 in the year, then 2% on the whole year once a credit takes it over, then 2% of each credit', () => {
    const { results, yearTds } = play([{ credit: 12_000 }, { credit: 8_000 }, { credit: 5_000 }, { credit: 10_000 }], { pan: true });
    expect(tds(results[0] ?? [])).toEqual([]);
    // Exactly ₹20,000 does not exceed the threshold.
    expect(tds(results[1] ?? [])).toEqual([]);
    // ₹25,000 exceeds it: 2% of the whole ₹25,000, the earlier ₹20,000 included.
    expect(tds(results[2] ?? [])).toEqual([{ type: 'debit', base: 25_000, rate: 2, amount: 500 }]);
    expect(tds(results[3] ?? [])).toEqual([{ type: 'debit', base: 10_000, rate: 2, amount: 200 }]);
    expect(yearTds).toBe(700); // 2% of ₹35,000
  });

  it('takes 20% under section 206AA when no verified PAN is on file, and nothing below the threshold even then', () => {
    const { results } = play([{ credit: 15_000 }, { credit: 10_000 }], { pan: false });
    expect(tds(results[0] ?? [])).toEqual([]);
    expect(results[1]?.find((line) => line.kind === 'tds')).toEqual({ kind: 'tds', type: 'debit', base: 25_000, rate: 20, amount: 5_000, section: '206AA' });
  });

  it('gives back the deduction of a reversed credit, and the catch-up too when the year falls back under the threshold', () => {
    // 15,000 + 10,000 crosses (TDS 500); 8,000 more (TDS 160); the 8,000 is reversed: 160 back.
    const first = play([{ credit: 15_000 }, { credit: 10_000 }, { credit: 8_000 }, { reverse: 2 }], { pan: true });
    expect(tds(first.results[3] ?? [])).toEqual([{ type: 'credit', base: 8_000, rate: 2, amount: 160 }]);
    expect(first.yearTds).toBe(500); // 2% of the year's ₹25,000

    // The crossing credit is reversed instead: ₹23,000 stays over the threshold, so 2% of ₹10,000 comes back.
    const second = play([{ credit: 15_000 }, { credit: 10_000 }, { credit: 8_000 }, { reverse: 1 }], { pan: true });
    expect(tds(second.results[3] ?? [])).toEqual([{ type: 'credit', base: 10_000, rate: 2, amount: 200 }]);
    expect(second.yearTds).toBe(460); // 2% of ₹23,000

    // Back to ₹15,000, under the threshold: all of the year's ₹500 comes back.
    const third = play([{ credit: 15_000 }, { credit: 10_000 }, { reverse: 1 }], { pan: true });
    expect(tds(third.results[2] ?? [])).toEqual([{ type: 'credit', base: 25_000, rate: 2, amount: 500 }]);
    expect(third.yearTds).toBe(0);
  });

  it('never gives back more than the year deducted when a PAN arrived between a deduction and a reversal', () => {
    // 15,000 + 10,000 without a PAN: 20% of 25,000 = 5,000. Then, with a PAN, a reversal that would give 20% of 25,000 back.
    const withoutPan = play([{ credit: 15_000 }, { credit: 10_000 }], { pan: false });
    const lines = taxesOnCommission(
      law,
      { yearCommission: 25_000, yearTds: withoutPan.yearTds - 1_000, panVerified: true, gstinVerified: false },
      { type: 'debit', amount: 10_000 },
      { tdsRate: 20 },
    );
    expect(tds(lines)).toEqual([{ type: 'credit', base: 20_000, rate: 20, amount: 4_000 }]);
  });

  it('rounds to the paisa', () => {
    const lines = taxesOnCommission(law, { yearCommission: 20_000, yearTds: 0, panVerified: true, gstinVerified: false }, { type: 'credit', amount: 1_234.57 });
    // 2% of ₹21,234.57 = ₹424.6914
    expect(tds(lines)).toEqual([{ type: 'debit', base: 21_234.57, rate: 2, amount: 424.69 }]);
  });

  it('follows configured rates and threshold (a budget that changes them)', () => {
    const budget: TaxRates = { tdsRate: 5, tdsNoPanRate: 20, tdsThreshold: 15_000, gstRate: 18 };
    const lines = taxesOnCommission(budget, { yearCommission: 10_000, yearTds: 0, panVerified: true, gstinVerified: false }, { type: 'credit', amount: 6_000 });
    expect(tds(lines)).toEqual([{ type: 'debit', base: 16_000, rate: 5, amount: 800 }]);
  });
});

describe('financial years (April to March, India time)', () => {
  it('starts the year at 1 April 00:00 IST, which is 31 March 18:30 UTC', () => {
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe(2025);
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe(2026);
    expect(financialYearOf(new Date('2027-01-15T10:00:00Z'))).toBe(2026);
    expect(financialYearBounds(2026)).toEqual({ start: new Date('2026-03-31T18:30:00.000Z'), end: new Date('2027-03-31T18:30:00.000Z') });
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
  });

  it("counts each year's commission on its own: ₹15,000 in March and ₹10,000 in April deduct nothing", () => {
    // The ledger reads the standing of the event's own year: April starts at zero.
    const march = taxesOnCommission(law, { yearCommission: 0, yearTds: 0, panVerified: true, gstinVerified: false }, { type: 'credit', amount: 15_000 });
    const april = taxesOnCommission(law, { yearCommission: 0, yearTds: 0, panVerified: true, gstinVerified: false }, { type: 'credit', amount: 10_000 });
    expect([...march, ...april]).toEqual([]);
  });

  it("does not give back last year's TDS when last year's credit is reversed in the new year, nor count it in the new year", () => {
    // Last year's ₹30,000 had ₹600 deducted; its reversal in the new year changes nothing of the new year's TDS...
    const lines = taxesOnCommission(law, { yearCommission: 25_000, yearTds: 500, panVerified: true, gstinVerified: false }, { type: 'debit', amount: 30_000 }, { tdsRate: 2, earlierYear: true });
    expect(lines).toEqual([]);
    // ...and the new year's credits are counted without it: ₹25,000 + ₹5,000 deducts 2% of ₹5,000.
    const next = taxesOnCommission(law, { yearCommission: 25_000, yearTds: 500, panVerified: true, gstinVerified: false }, { type: 'credit', amount: 5_000 });
    expect(tds(next)).toEqual([{ type: 'debit', base: 5_000, rate: 2, amount: 100 }]);
  });
});

describe('GST on commission', () => {
  it('adds 18% of each credit when a verified GSTIN is on file, and reverses exactly that with the credit', () => {
    const { results } = play([{ credit: 12_500 }, { reverse: 0 }], { pan: true, gstin: true });
    expect(results[0]).toEqual([{ kind: 'gst', type: 'credit', base: 12_500, rate: 18, amount: 2_250 }]);
    expect(results[1]).toEqual([{ kind: 'gst', type: 'debit', base: 12_500, rate: 18, amount: 2_250 }]);
  });

  it('has no GST line without a verified GSTIN', () => {
    expect(play([{ credit: 12_500 }], { pan: true }).results[0]).toEqual([]);
  });

  it('charges GST on the commission and TDS on the commission alone (not on the GST)', () => {
    const { results } = play([{ credit: 30_000 }], { pan: true, gstin: true });
    expect(results[0]).toEqual([
      { kind: 'tds', type: 'debit', base: 30_000, rate: 2, amount: 600, section: '194H' },
      { kind: 'gst', type: 'credit', base: 30_000, rate: 18, amount: 5_400 },
    ]);
  });
});
