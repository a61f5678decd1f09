import { t } from '../i18n';
import { financialYearLabel, quarterAt, quarterLabel, quarterParam, quartersOffered, tdsReportFileName, withYear, yearsOffered } from './tdsQuarter';

describe('TDS report quarter', () => {
  it('is the quarter of the financial year in India time', () => {
    expect(quarterAt(new Date('2026-11-23T10:00:00Z'))).toEqual({ year: 2026, quarter: 3 });
    expect(quarterAt(new Date('2026-04-01T00:00:00+05:30'))).toEqual({ year: 2026, quarter: 1 });
    // 31 March 18:30 UTC is already 1 April in India: the new financial year.
    expect(quarterAt(new Date('2026-03-31T18:29:59Z'))).toEqual({ year: 2025, quarter: 4 });
    expect(quarterAt(new Date('2026-03-31T18:30:00Z'))).toEqual({ year: 2026, quarter: 1 });
    expect(quarterAt(new Date('2026-06-30T18:30:00Z'))).toEqual({ year: 2026, quarter: 2 });
    expect(quarterAt(new Date('2026-12-31T18:30:00Z'))).toEqual({ year: 2026, quarter: 4 });
    expect(quarterAt(new Date('2027-01-15T00:00:00Z'))).toEqual({ year: 2026, quarter: 4 });
  });

  it("is named as the API's quarter and as people read it", () => {
    expect(quarterParam({ year: 2026, quarter: 3 })).toBe('2026-Q3');
    expect(financialYearLabel(2026)).toBe('2026-27');
    expect(financialYearLabel(2099)).toBe('2099-00');
    expect(quarterLabel(4, t)).toBe('Q4 (Jan–Mar)');
    expect(tdsReportFileName({ year: 2025, quarter: 4 })).toBe('tds-194h-2025-26-q4.csv');
  });

  it('offers the quarters that have begun, and keeps the choice to one of them', () => {
    const current = { year: 2026, quarter: 2 } as const;
    expect(yearsOffered(current)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019]);
    expect(quartersOffered(2026, current)).toEqual([1, 2]);
    expect(quartersOffered(2025, current)).toEqual([1, 2, 3, 4]);
    expect(withYear({ year: 2025, quarter: 4 }, 2026, current)).toEqual({ year: 2026, quarter: 2 });
    expect(withYear({ year: 2025, quarter: 1 }, 2026, current)).toEqual({ year: 2026, quarter: 1 });
    expect(withYear({ year: 2026, quarter: 2 }, 2024, current)).toEqual({ year: 2024, quarter: 2 });
  });
});
