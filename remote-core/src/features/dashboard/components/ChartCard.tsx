import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Card, chakra, Flex, Heading, Stack, Text } from 'shared-ui';
import { monthLabel } from '../model/indiaCalendar';
import type { MonthlyChartData } from '../model/chartSeries';
import { useT } from '../i18n';
import { LazyMonthlyChart } from './LazyMonthlyChart';

export interface ChartTableColumn {
  header: string;
  /** The cell of the month at `index` (a figure, or a link to the work behind it). */
  cell: (index: number) => ReactNode;
}

export interface ChartCardProps {
  title: string;
  /** What the chart shows, in words (its caption; also what a screen reader hears of it). */
  summary: string;
  /** One chart, or two sharing the months (counts and rupees do not share an axis). */
  charts: readonly (MonthlyChartData & { label?: string })[];
  /** The table's columns after Month: the same numbers as the bars. */
  columns: readonly ChartTableColumn[];
}

const Table = chakra('table');
const Th = chakra('th');
const Td = chakra('td');
const Caption = chakra('caption');

/**
 * Narrow padding and headers that may wrap ("Approved / amount"): four columns of a month's figures fit a
 * 390px card without scrolling sideways; the values themselves never wrap.
 */
const cellStyle = { paddingY: '1.5', paddingX: { base: '1.5', md: '2' }, borderBottomWidth: '1px', textAlign: 'end', whiteSpace: 'nowrap' } as const;
const headerStyle = { ...cellStyle, whiteSpace: 'normal', verticalAlign: 'bottom' } as const;

/** Theme token → a swatch's background. */
function Swatch({ color }: { color: string }) {
  return <Box as="span" display="inline-block" width="3" height="3" borderRadius="sm" bg={color} flexShrink={0} />;
}

/**
 * A trend card: heading, caption, legend, the bars (drawn by a chunk loaded after the figures) and the
 * same numbers as a table behind "Show the numbers": the chart's accessible alternative, and the exact
 * figures for anyone (the bars carry no labels). The table is plain markup: the page kit's list lives
 * in shared-ui/widgets, which the connector's dashboard never loads (docs/shared-ui.md).
 */
export function ChartCard({ title, summary, charts, columns }: ChartCardProps) {
  const t = useT();
  const titleId = useId();
  const tableId = useId();
  const [open, setOpen] = useState(false);
  const months = charts[0]?.months ?? [];
  const legend = charts.flatMap((chart) => chart.series).filter((one, index, all) => all.findIndex((other) => other.key === one.key) === index);

  return (
    <Card.Root as="section" aria-labelledby={titleId} size="sm">
      <Card.Header>
        <Heading as="h2" id={titleId} size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        <Stack as="figure" gap="2" margin="0">
          <Text as="figcaption" fontSize="sm" color="fg.muted">
            {summary}
          </Text>
          <Flex as="ul" aria-label={t('chart.legend')} listStyleType="none" gap="4" wrap="wrap" fontSize="sm">
            {legend.map((one) => (
              <Flex as="li" key={one.key} align="center" gap="1.5">
                <Swatch color={one.color} />
                {one.label}
              </Flex>
            ))}
          </Flex>
          {charts.map((chart, index) => (
            <Box key={chart.label ?? index}>
              {chart.label ? (
                <Text fontSize="xs" fontWeight="medium" color="fg.muted">
                  {chart.label}
                </Text>
              ) : null}
              <LazyMonthlyChart months={chart.months} series={chart.series} format={chart.format} height={charts.length > 1 ? 140 : 200} />
            </Box>
          ))}
        </Stack>
        <Box>
          <Button size="sm" variant="outline" aria-expanded={open} aria-controls={tableId} onClick={() => setOpen((shown) => !shown)}>
            {open ? t('chart.hideNumbers') : t('chart.showNumbers')}
          </Button>
        </Box>
        <Box id={tableId} hidden={!open} overflowX="auto">
          {/* Drawn when opened: on a phone, 13 rows of cells are work the figures' first render need not wait for. */}
          {open ? (
            <>
              <Table width="full" fontSize="sm" borderCollapse="collapse">
                <Caption srOnly>{t('chart.caption', { title })}</Caption>
                <thead>
                  <tr>
                    <Th scope="col" {...headerStyle} textAlign="start" fontWeight="medium" color="fg.muted">
                      {t('chart.month')}
                    </Th>
                    {columns.map((column) => (
                      <Th key={column.header} scope="col" {...headerStyle} fontWeight="medium" color="fg.muted">
                        {column.header}
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {months.map((month, index) => (
                    <tr key={month}>
                      <Th scope="row" {...cellStyle} textAlign="start" fontWeight="normal">
                        {monthLabel(month)}
                      </Th>
                      {columns.map((column) => (
                        <Td key={column.header} {...cellStyle}>
                          {column.cell(index)}
                        </Td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </>
          ) : null}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
