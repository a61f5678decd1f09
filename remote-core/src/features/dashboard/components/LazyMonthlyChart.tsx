import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Box, Text } from 'shared-ui';
import { useFrameOnScreen } from '../../../common/components/useFrameOnScreen';
import { useT } from '../i18n';
import type { MonthlyBarChartProps } from './MonthlyBarChart';

/**
 * The chart's code (visx, ~16 KiB gzip with the chart) is its own chunk, requested once the figures
 * around it are on screen: never with the page's module, so it can neither hold up the figures (the
 * page's largest paint) nor run on the login page or before the shell (docs/dashboards.md, "Charts").
 */
const loadChart = () => import(/* webpackChunkName: "dashboard-chart" */ './MonthlyBarChart');
let MonthlyBarChart = lazy(loadChart);

/** A chart that failed (its chunk could not be loaded) leaves a line instead: the table still has every number. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    // React.lazy keeps a failed import: the next mount asks again (docs STACK-NOTES, "Module Federation").
    MonthlyBarChart = lazy(loadChart);
    return { failed: true };
  }

  render() {
    return this.state.failed ? (
      <ChartFailed />
    ) : (
      this.props.children
    );
  }
}

/** The line a failed chart leaves. */
function ChartFailed() {
  const t = useT();
  return (
    <Text fontSize="sm" color="fg.muted">
      {t('chart.failed')}
    </Text>
  );
}

/** The chart's place keeps its height from the first frame, so nothing below moves when it is drawn. */
export function LazyMonthlyChart(props: MonthlyBarChartProps) {
  const wanted = useFrameOnScreen();
  return (
    <Box height={`${props.height}px`} width="full">
      {wanted ? (
        <ChartBoundary>
          <Suspense fallback={null}>
            <MonthlyBarChart {...props} />
          </Suspense>
        </ChartBoundary>
      ) : null}
    </Box>
  );
}
