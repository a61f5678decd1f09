import { Fragment, useDeferredValue, type KeyboardEvent, type Key, type MouseEvent, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useIsMobile } from '../hooks/useIsMobile';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { DetailItem } from './DetailItem';

/**
 * From this viewport width every column of a table has room beside the sidebar. Between 1024px
 * (where tables replace cards) and this width, `secondary` columns move into the row's details line.
 */
export const ALL_COLUMNS_MIN_WIDTH_PX = 1280;
/** Below 1280px: secondary columns fold. */
const FOLDED_QUERY = `(max-width: ${ALL_COLUMNS_MIN_WIDTH_PX - 1}px)`;

/**
 * `essential`: a column at every table width. `secondary`: a column from 1280px; on 1024–1279px its
 * value is shown, with its header as the label, on a details line under the row's title.
 */
export type ColumnPriority = 'essential' | 'secondary';

/**
 * Where a column's value goes on a card (below 1024px):
 * `title` the card's heading (one column; the table's details line goes in this column too),
 * `subtitle` a muted line under the heading (several are joined with " · "),
 * `badge` beside the heading, `line` a line of its own without a label,
 * `detail` / `wide-detail` a label and value in the card's two-column facts (wide: across both),
 * `actions` the card's foot, `none` not on the card.
 */
export type CardPlace = 'title' | 'subtitle' | 'badge' | 'line' | 'detail' | 'wide-detail' | 'actions' | 'none';

/**
 * How a cell's text may wrap: `wrap` between words (the default); `nowrap` never (amounts, dates,
 * ids, mobile numbers); `break` long unbroken text such as e-mails, which breaks after "@" and
 * before dots, and anywhere else only when a part alone is wider than the column.
 */
export type CellText = 'wrap' | 'nowrap' | 'break';

export interface ResponsiveListColumn<Row> {
  /** Unique among the columns. */
  key: string;
  /** The column header; also the value's label on a card and on the details line. */
  header: string;
  /** The header is for screen readers only: a column of checkboxes whose cells name themselves. */
  hideHeader?: boolean;
  /** The table cell's content. */
  cell: (row: Row) => ReactNode;
  /**
   * The value on a card and on the details line, when it differs from the cell: the title as a
   * link, or one line ("Aarav Sharma (CN1001)") where the cell has two.
   */
  cardCell?: (row: Row) => ReactNode;
  priority?: ColumnPriority;
  /** Default `detail`. */
  card?: CardPlace;
  /** A column only the table has (`table`) or only the cards have (`cards`). Default: both. */
  only?: 'table' | 'cards';
  /** `end` for amounts and counts (header and cells). */
  align?: 'start' | 'end';
  text?: CellText;
  /** Drawn bold in the table (the row's name). */
  emphasis?: boolean;
}

/** Where a row leads: a page of the portal, and the navigation state it takes (the list's filters for a back link). */
export interface RowLink {
  to: string;
  state?: unknown;
}

export interface ResponsiveListProps<Row> {
  /** The accessible name of the table and of the card list ("Leads"). */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly ResponsiveListColumn<Row>[];
  /**
   * Opens a row (its detail page). A click anywhere on a row or card opens it, except on a link or
   * control inside it; a table row is focusable and opens with Enter. A card is not focusable: give
   * the title column a `cardCell` with a link, which keyboards and screen readers use.
   */
  onOpen?: (row: Row) => void;
  /**
   * The page a row opens, for lists whose rows are links: the row opens it as with `onOpen`, and on
   * a card the title is a link to it (the one keyboards and screen readers use).
   */
  rowLink?: (row: Row) => RowLink;
  /** The table's density: `sm` for lists with many columns. */
  size?: 'sm' | 'md';
  /**
   * The heading level of each card's title: one below the heading the list sits under. Default 2,
   * for a list right under the page's h1; 3 for a list inside a section with an h2. Skipping a level
   * is an accessibility failure (axe's heading-order).
   */
  cardHeadingLevel?: 2 | 3;
  /**
   * `responsive` (default): cards below 1024px. `table`: a table at every width (scrolling sideways
   * where it must), for a view the user chose as a table.
   */
  layout?: 'responsive' | 'table';
}

type ListViewProps<Row> = Omit<ResponsiveListProps<Row>, 'rowLink' | 'layout'>;
type HeadingLevel = NonNullable<ResponsiveListProps<unknown>['cardHeadingLevel']>;

/** Clicks on these inside a row or card are theirs, not the row's. */
const CONTROLS = 'a, button, input, label, select, textarea, [role="button"], [role="checkbox"], [role="switch"]';

function opensRow(event: MouseEvent<HTMLElement>): boolean {
  const control = (event.target as Element).closest(CONTROLS);
  return control === null || !event.currentTarget.contains(control);
}

/** "aarav.sharma@example.in" may break after "@" and before the dots, where a reader expects it. */
function withBreakOpportunities(content: ReactNode): ReactNode {
  if (typeof content !== 'string') return content;
  const parts = content.split(/(?<=@)|(?=\.)/);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

function textStyle(text: CellText | undefined) {
  if (text === 'nowrap') return { whiteSpace: 'nowrap' } as const;
  if (text === 'break') return { overflowWrap: 'anywhere', minW: '28' } as const;
  return {};
}

function cellContent<Row>(column: ResponsiveListColumn<Row>, row: Row): ReactNode {
  const content = column.cell(row);
  return column.text === 'break' ? withBreakOpportunities(content) : content;
}

/** The compact form of a value: what a card and the details line show. */
function compactContent<Row>(column: ResponsiveListColumn<Row>, row: Row): ReactNode {
  const content = (column.cardCell ?? column.cell)(row);
  return column.text === 'break' ? withBreakOpportunities(content) : content;
}

/** The values of the folded columns, under the title cell's own content. */
function DetailsLine<Row>({ columns, row }: { columns: readonly ResponsiveListColumn<Row>[]; row: Row }) {
  return (
    <Box as="dl" display="flex" flexWrap="wrap" columnGap="3" rowGap="0.5" mt="1" fontSize="xs" fontWeight="normal">
      {columns.map((column) => (
        <Flex key={column.key} gap="1" minW="0">
          <Text as="dt" color="fg.muted">
            {column.header}
          </Text>
          <Box as="dd" minW="0" overflowWrap="anywhere">
            {compactContent(column, row)}
          </Box>
        </Flex>
      ))}
    </Box>
  );
}

function ListTable<Row>({ label, rows, rowKey, columns, onOpen, size = 'md' }: ListViewProps<Row>) {
  const folding = useMediaQuery(FOLDED_QUERY);
  const tableColumns = columns.filter((column) => column.only !== 'cards');
  const shown = folding ? tableColumns.filter((column) => column.priority !== 'secondary') : tableColumns;
  const folded = tableColumns.filter((column) => !shown.includes(column));
  const detailsColumn = shown.find((column) => column.card === 'title') ?? shown[0];

  const rowProps = (row: Row) =>
    onOpen
      ? {
          tabIndex: 0,
          cursor: 'pointer',
          _hover: { bg: 'bg.muted' },
          _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
          onClick: (event: MouseEvent<HTMLTableRowElement>) => {
            if (opensRow(event)) onOpen(row);
          },
          onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => {
            if (event.key === 'Enter' && event.target === event.currentTarget) onOpen(row);
          },
        }
      : {};

  return (
    <Card.Root>
      {/* Chakra's scroll area keeps every cell on one line (white-space: nowrap), which makes a
          table of names and e-mails wider than the screen: here cells wrap unless their column
          says nowrap, and the scroll area is only the last resort. */}
      <Table.ScrollArea whiteSpace="normal">
        <Table.Root aria-label={label} size={size} interactive={Boolean(onOpen)}>
          <Table.Header>
            <Table.Row>
              {shown.map((column) => (
                // Headers wrap between words, even over nowrap cells: when space is short a two-line
                // header costs less than a wider table.
                <Table.ColumnHeader scope="col" key={column.key} textAlign={column.align === 'end' ? 'end' : undefined}>
                  {column.hideHeader ? <Box srOnly>{column.header}</Box> : column.header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={rowKey(row)} {...rowProps(row)}>
                {shown.map((column) => (
                  <Table.Cell
                    key={column.key}
                    textAlign={column.align === 'end' ? 'end' : undefined}
                    fontWeight={column.emphasis ? 'medium' : undefined}
                    {...textStyle(column.text)}
                  >
                    {cellContent(column, row)}
                    {column === detailsColumn && folded.length > 0 ? <DetailsLine columns={folded} row={row} /> : null}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Card.Root>
  );
}

/** A column's card content with the column, leaving out columns with nothing to show for this row. */
function filledSlots<Row>(columns: readonly ResponsiveListColumn<Row>[], row: Row) {
  return columns
    .map((column) => ({ column, content: compactContent(column, row) }))
    .filter(({ content }) => content !== null && content !== undefined && content !== false && content !== '');
}

function ListCard<Row>({
  row,
  columns,
  onOpen,
  headingLevel,
}: {
  row: Row;
  columns: readonly ResponsiveListColumn<Row>[];
  onOpen?: (row: Row) => void;
  headingLevel: HeadingLevel;
}) {
  const cardColumns = columns.filter((column) => column.only !== 'table' && column.card !== 'none');
  const placed = (...places: CardPlace[]) =>
    filledSlots(
      cardColumns.filter((column) => places.includes(column.card ?? 'detail')),
      row,
    );
  const title = placed('title')[0];
  const subtitles = placed('subtitle');
  const badges = placed('badge');
  const lines = placed('line');
  // Facts keep their label even when empty, so every card of the list has the same ones. Wide facts
  // come last, so the two-column facts above them pair up without gaps.
  const details = [
    ...cardColumns.filter((column) => (column.card ?? 'detail') === 'detail'),
    ...cardColumns.filter((column) => column.card === 'wide-detail'),
  ];
  const actions = placed('actions');

  const open = onOpen
    ? (event: MouseEvent<HTMLDivElement>) => {
        if (opensRow(event)) onOpen(row);
      }
    : undefined;

  return (
    <Card.Root
      size="sm"
      height="full"
      onClick={open}
      cursor={onOpen ? 'pointer' : undefined}
      _hover={onOpen ? { borderColor: 'brand.300', bg: 'bg.subtle' } : undefined}
    >
      <Card.Body gap="3">
        {title || subtitles.length > 0 || badges.length > 0 ? (
          <Flex justify="space-between" align="flex-start" gap="2">
            <Box minW="0">
              {title ? (
                <Heading as={`h${headingLevel}`} size="sm" wordBreak="break-word">
                  {title.content}
                </Heading>
              ) : null}
              {subtitles.length > 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {subtitles.map(({ column, content }, index) => (
                    <Fragment key={column.key}>
                      {index > 0 ? ' · ' : null}
                      {content}
                    </Fragment>
                  ))}
                </Text>
              ) : null}
            </Box>
            {badges.length > 0 ? (
              <HStack gap="1" wrap="wrap" justify="flex-end" flexShrink={0}>
                {badges.map(({ column, content }) => (
                  <Fragment key={column.key}>{content}</Fragment>
                ))}
              </HStack>
            ) : null}
          </Flex>
        ) : null}
        {lines.map(({ column, content }) => (
          <Box key={column.key} minW="0" overflowWrap="anywhere">
            {content}
          </Box>
        ))}
        {details.length > 0 ? (
          <SimpleGrid as="dl" columns={2} gap="2" fontSize="sm">
            {details.map((column) =>
              column.card === 'wide-detail' ? (
                <Box key={column.key} gridColumn="1 / -1" display="grid">
                  <DetailItem label={column.header}>{compactContent(column, row)}</DetailItem>
                </Box>
              ) : (
                <DetailItem key={column.key} label={column.header}>
                  {compactContent(column, row)}
                </DetailItem>
              ),
            )}
          </SimpleGrid>
        ) : null}
        {actions.length > 0 ? (
          <HStack justify="flex-end" gap="2" wrap="wrap">
            {actions.map(({ column, content }) => (
              <Fragment key={column.key}>{content}</Fragment>
            ))}
          </HStack>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}

function ListCards<Row>({ label, rows, rowKey, columns, onOpen, cardHeadingLevel = 2 }: ListViewProps<Row>) {
  return (
    <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" aria-label={label}>
      {rows.map((row) => (
        <li key={rowKey(row)}>
          <ListCard row={row} columns={columns} onOpen={onOpen} headingLevel={cardHeadingLevel} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The title column's card content as a link to the row's page. */
function withTitleLinks<Row>(columns: readonly ResponsiveListColumn<Row>[], rowLink: (row: Row) => RowLink): ResponsiveListColumn<Row>[] {
  return columns.map((column) => {
    if (column.card !== 'title') return column;
    const content = column.cardCell ?? column.cell;
    return {
      ...column,
      cardCell: (row: Row) => {
        const link = rowLink(row);
        return (
          <Link asChild colorPalette="brand">
            <RouterLink to={link.to} state={link.state}>
              {content(row)}
            </RouterLink>
          </Link>
        );
      },
    };
  });
}

function ListView<Row>({ layout, ...props }: ListViewProps<Row> & { layout: 'responsive' | 'table' }) {
  const isMobile = useIsMobile();
  return layout === 'responsive' && isMobile ? <ListCards {...props} /> : <ListTable {...props} />;
}

function LinkedList<Row>({ rowLink, layout, columns, ...props }: ListViewProps<Row> & { rowLink: (row: Row) => RowLink; layout: 'responsive' | 'table' }) {
  const navigate = useNavigate();
  const open = (row: Row) => {
    const link = rowLink(row);
    void navigate(link.to, { state: link.state });
  };
  return <ListView {...props} layout={layout} columns={withTitleLinks(columns, rowLink)} onOpen={open} />;
}

/**
 * A list of records: a table from 1024px, one card per record below (the spec's breakpoint). On
 * 1024–1279px, where the sidebar leaves the page less room, `secondary` columns leave the table
 * and their values go on a details line under the row's title, so the table never gets wider than
 * the screen and the columns that matter (and the row's actions) need no sideways scrolling.
 */
export function ResponsiveList<Row>({ rowLink, layout = 'responsive', rows, ...props }: ResponsiveListProps<Row>) {
  // The list is drawn in a deferred render, which React splits into short slices: drawn at once when
  // a page's data arrived (React Query's updates render synchronously), a list was one task long
  // enough on a phone to hold up a tap (docs/performance.md, "Lists drawn in slices"). Until then,
  // and while a new set of rows is drawn, the list shows what it showed before (nothing at first).
  const shownRows = useDeferredValue<readonly Row[] | null>(rows, null);
  if (shownRows === null) return null;
  return rowLink ? (
    <LinkedList {...props} rows={shownRows} rowLink={rowLink} layout={layout} />
  ) : (
    <ListView {...props} rows={shownRows} layout={layout} />
  );
}
