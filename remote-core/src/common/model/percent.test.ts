import { formatPercent, formatPercentNumber } from './percent';

describe('formatPercent', () => {
  it('shows up to two decimals without trailing zeros', () => {
    expect(formatPercentNumber(1.75)).toBe('1.75');
    expect(formatPercentNumber(1)).toBe('1');
    expect(formatPercentNumber(0.5)).toBe('0.5');
    expect(formatPercentNumber(2.3333)).toBe('2.33');
    expect(formatPercent(1.5)).toBe('1.5%');
  });

  it('is N/A for a missing value', () => {
    expect(formatPercentNumber(null)).toBe('N/A');
    expect(formatPercent(undefined)).toBe('N/A');
    expect(formatPercent(Number.NaN)).toBe('N/A');
  });
});
