import { formatNumber } from './numbers';

describe('formatNumber', () => {
  it('writes whole numbers with Indian digit grouping', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(125000)).toBe('1,25,000');
    expect(formatNumber(12345678)).toBe('1,23,45,678');
    expect(formatNumber(-2500)).toBe('-2,500');
  });

  it('shows up to the fraction digits asked for, without trailing zeros', () => {
    expect(formatNumber(10.5, 2)).toBe('10.5');
    expect(formatNumber(10.25, 2)).toBe('10.25');
    expect(formatNumber(10.999, 2)).toBe('11');
    expect(formatNumber(1234.5)).toBe('1,235');
    expect(formatNumber(-0.001, 2)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });

  it('reads exactly as the en-IN number format it replaces', () => {
    const values = [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890123, 0.5, 0.05, 0.125, 1.005, 2.345, 7.1, 7.35, 1999.995, 100000.01, 0.0000001];
    for (const digits of [0, 1, 2, 3]) {
      const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: digits });
      for (const value of values.flatMap((v) => [v, -v, v * 7, v + 0.25])) {
        // Intl writes a negative number that rounds to zero as "-0"; the portal writes "0".
        expect(formatNumber(value, digits)).toBe(intl.format(value).replace(/^-0$/, '0'));
      }
    }
  });
});
