/**
 * A month-by-month bar chart (one or two series side by side), drawn with visx's scales and shapes:
 * the dashboards' only chart. Its own chunk, loaded after the figures are on screen (LazyMonthlyChart),
 * never with the page (docs/dashboards.md, "Charts"). The SVG is hidden from screen readers: the card's
 * caption says what it shows and its table holds the same numbers.
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useEffect, useRef, useState } from 'react';
import { Box, useIsMobile } from 'shared-ui';
import { monthLabel } from '../model/indiaCalendar';
import { axisValue, fullValue, labelledMonths, type MonthlyChartData } from '../model/chartSeries';

export interface MonthlyBarChartProps extends MonthlyChartData {
  height: number;
}

/** Theme tokens as CSS variables ("blue.600" → var(--chakra-colors-blue-600)): SVG fills take them through style. */
const cssColor = (token: string) => `var(--chakra-colors-${token.replace('.', '-')})`;

const MARGIN = { top: 8, right: 4, bottom: 22 };
const AXIS_TEXT = { fontSize: 11, fill: cssColor('gray.600') };

/** The width the chart may take: its box's, followed on resize (rotating a phone). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

export default function MonthlyBarChart({ months, series, format, height }: MonthlyBarChartProps) {
  const narrow = useIsMobile();
  const [ref, width] = useWidth();
  const values = series.flatMap((one) => one.values);
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  const y = scaleLinear<number>({ domain: [low, high === low ? low + 1 : high], range: [height - MARGIN.bottom, MARGIN.top], nice: true });
  // Fewer ticks on a phone: three labels keep the axis readable in a 390px card.
  const ticks = y.ticks(narrow ? 3 : 5);
  const left = Math.max(...ticks.map((tick) => axisValue(tick, format).length)) * 7 + 8;
  const x = scaleBand<string>({ domain: [...months], range: [left, Math.max(left, width - MARGIN.right)], padding: 0.25 });
  const inner = scaleBand<string>({ domain: series.map((one) => one.key), range: [0, x.bandwidth()], padding: 0.08 });
  const shown = labelledMonths(months.length, narrow);
  const zero = y(0);

  return (
    <Box ref={ref} width="full" height={`${height}px`}>
      {width > 0 ? (
        <svg width={width} height={height} aria-hidden="true" focusable="false">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} style={{ stroke: cssColor('gray.200') }} />
              <text x={left - 6} y={y(tick)} dy="0.32em" textAnchor="end" style={AXIS_TEXT}>
                {axisValue(tick, format)}
              </text>
            </g>
          ))}
          {months.map((month, index) => (
            <Group key={month} left={x(month) ?? 0}>
              {series.map((one) => {
                const value = one.values[index] ?? 0;
                const top = Math.min(y(value), zero);
                return (
                  <Bar
                    key={one.key}
                    x={inner(one.key) ?? 0}
                    y={top}
                    width={inner.bandwidth()}
                    // A month of zero still shows a hairline, so "nothing" reads as a value, not a gap.
                    height={Math.max(1, Math.abs(zero - y(value)))}
                    style={{ fill: cssColor(one.color) }}
                  >
                    <title>{`${one.label}, ${monthLabel(month)}: ${fullValue(value, format)}`}</title>
                  </Bar>
                );
              })}
              {shown[index] ? (
                <text x={x.bandwidth() / 2} y={height - 6} textAnchor="middle" style={AXIS_TEXT}>
                  {monthLabel(month, 'short')}
                  {month.endsWith('-01') || index === shown.indexOf(true) ? ` ’${month.slice(2, 4)}` : ''}
                </text>
              ) : null}
            </Group>
          ))}
          <line x1={left} x2={width - MARGIN.right} y1={zero} y2={zero} style={{ stroke: cssColor('gray.500') }} />
        </svg>
      ) : null}
    </Box>
  );
}
