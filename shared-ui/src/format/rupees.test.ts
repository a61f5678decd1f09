import { formatRupees } from './rupees';

describe('formatRupees', () => {
  it('writes whole rupees with Indian digit grouping and no decimals', () => {
    expect(formatRupees(53000)).toBe('₹53,000');
    expect(formatRupees(43000)).toBe('₹43,000');
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(999)).toBe('₹999');
  });

  it('shows paise only when there is a fraction, always two digits', () => {
    expect(formatRupees(1234.5)).toBe('₹1,234.50');
    expect(formatRupees(250000.75)).toBe('₹2,50,000.75');
    expect(formatRupees(99.999)).toBe('₹100');
    expect(formatRupees(10.004)).toBe('₹10');
  });

  it('writes debits with a minus sign and never "-₹0"', () => {
    expect(formatRupees(-2500)).toBe('-₹2,500');
    expect(formatRupees(-0)).toBe('₹0');
    expect(formatRupees(-0.001)).toBe('₹0');
  });

  it('accepts numeric strings as PostgreSQL numeric columns arrive', () => {
    expect(formatRupees('25000.00')).toBe('₹25,000');
    expect(formatRupees('1875.5')).toBe('₹1,875.50');
  });

  it('shows N/A for missing or unreadable amounts', () => {
    expect(formatRupees(null)).toBe('N/A');
    expect(formatRupees(undefined)).toBe('N/A');
    expect(formatRupees('')).toBe('N/A');
    expect(formatRupees('abc')).toBe('N/A');
    expect(formatRupees(Number.NaN)).toBe('N/A');
    expect(formatRupees(Number.POSITIVE_INFINITY)).toBe('N/A');
  });

  it('reads exactly as the en-IN currency format it replaces', () => {
    const intl = (fractionDigits: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    const whole = intl(0);
    const withPaise = intl(2);
    const amounts = [1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890123, 0.5, 0.05, 7.1, 1999.99, 100000.01];
    for (const amount of amounts.flatMap((a) => [a, -a, a * 7, a + 0.25])) {
      const expected = (Math.round(Math.abs(amount) * 100) % 100 === 0 ? whole : withPaise).format(amount);
      expect(formatRupees(amount)).toBe(expected);
    }
  });
});
