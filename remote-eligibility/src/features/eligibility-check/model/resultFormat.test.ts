import { t } from '../i18n';
import { formatEmi, formatPercentRange, formatRequested, formatTenureRange } from './resultFormat';

describe('result formats', () => {
  it('writes percentage ranges, one value when both ends agree', () => {
    expect(formatPercentRange({ min: 8.4, max: 9.65 })).toBe('8.4% - 9.65%');
    expect(formatPercentRange({ min: 1, max: 1 })).toBe('1%');
  });

  it('writes tenure ranges in months, and N/A without one', () => {
    expect(formatTenureRange({ min: 12, max: 360 }, t)).toBe('12 - 360 months');
    expect(formatTenureRange({ min: 1, max: 1 }, t)).toBe('1 month');
    expect(formatTenureRange(undefined, t)).toBe('N/A');
  });

  it('writes the EMI and what it is for in rupees with Indian grouping', () => {
    expect(formatEmi(1234567, t)).toBe('EMI ₹12,34,567 / month');
    expect(formatRequested(2500000, 1, t)).toBe('₹25,00,000 over 1 month');
  });
});
