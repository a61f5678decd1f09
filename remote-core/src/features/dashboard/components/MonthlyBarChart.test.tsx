import { render } from '@testing-library/react';
import { UiProvider } from 'shared-ui';
import { NARROW_WIDTH, setViewportWidth, WIDE_WIDTH } from 'shared-ui/testing';
import { MONTHS } from '../testing/staffDashboardFixtures';
import MonthlyBarChart from './MonthlyBarChart';

const SERIES = [
  { key: 'credited', label: 'Credited', color: 'blue.600', values: MONTHS.map((_, index) => index * 10000) },
  { key: 'paid', label: 'Paid', color: 'orange.700', values: MONTHS.map(() => 5000) },
];

/** jsdom lays nothing out: the chart's box is as wide as a card on that screen. */
function drawAt(viewport: number, boxWidth: number) {
  const restore = setViewportWidth(viewport);
  const widths = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(boxWidth);
  const { container } = render(
    <UiProvider>
      <MonthlyBarChart months={MONTHS} series={SERIES} format="rupees" height={200} />
    </UiProvider>,
  );
  return {
    svg: container.querySelector('svg') as SVGSVGElement,
    texts: Array.from(container.querySelectorAll('text')).map((text) => text.textContent),
    cleanUp: () => {
      widths.mockRestore();
      restore();
    },
  };
}

describe('MonthlyBarChart', () => {
  it('draws a bar per series and month, hidden from screen readers (the card has the table), each with its value as a tooltip', () => {
    const { svg, cleanUp } = drawAt(WIDE_WIDTH, 900);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '900');
    const bars = svg.querySelectorAll('rect');
    expect(bars).toHaveLength(24);
    expect(bars[22].querySelector('title')?.textContent).toBe('Credited, Mar 2026: ₹1,10,000');
    cleanUp();
  });

  it('labels every month and five value ticks on a wide screen', () => {
    const { texts, cleanUp } = drawAt(WIDE_WIDTH, 900);
    expect(texts.filter((text) => /^[A-Z][a-z]{2}( ’\d\d)?$/.test(text ?? ''))).toHaveLength(12);
    expect(texts).toContain('Apr ’25');
    expect(texts).toContain('Jan ’26');
    cleanUp();
  });

  it('fits a 390px phone: every third month (the current one included) and three value ticks or so', () => {
    const { svg, texts, cleanUp } = drawAt(NARROW_WIDTH, 326);
    const months = texts.filter((text) => /^[A-Z][a-z]{2}( ’\d\d)?$/.test(text ?? ''));
    expect(months).toEqual(['Jun ’25', 'Sep', 'Dec', 'Mar']);
    const values = texts.filter((text) => text?.startsWith('₹'));
    expect(values.length).toBeLessThanOrEqual(4);
    expect(svg).toHaveAttribute('width', '326');
    cleanUp();
  });
});
