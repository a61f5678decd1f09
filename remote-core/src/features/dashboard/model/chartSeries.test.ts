import { contrastRatio, themeColor } from '../../lead-detail/testing/themeContrast';
import { axisValue, CHART_COLORS, fullValue, labelledMonths } from './chartSeries';

describe('chart series', () => {
  it.each(Object.entries(CHART_COLORS))('%s bars (%s) have at least 3:1 contrast against the card (WCAG 1.4.11)', (_, color) => {
    expect(contrastRatio(themeColor(color), themeColor('bg.panel'))).toBeGreaterThanOrEqual(3);
  });

  it("draws the axis labels' colour (gray.600) at text contrast, 4.5:1", () => {
    expect(contrastRatio(themeColor('gray.600'), themeColor('bg.panel'))).toBeGreaterThanOrEqual(4.5);
  });

  it('labels the axis compactly in lakh and crore, and the table in full', () => {
    expect(axisValue(125000, 'rupees')).toBe('₹1.3L');
    expect(axisValue(12500000, 'rupees')).toBe('₹1.3Cr');
    expect(axisValue(12, 'count')).toBe('12');
    expect(fullValue(125000, 'rupees')).toBe('₹1,25,000');
  });

  it('labels every month on a wide screen, every third on a phone, always the current one', () => {
    expect(labelledMonths(12, false).every(Boolean)).toBe(true);
    expect(labelledMonths(12, true).flatMap((shown, index) => (shown ? [index] : []))).toEqual([2, 5, 8, 11]);
  });
});
