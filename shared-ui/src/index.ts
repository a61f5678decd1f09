/**
 * shared-ui (base entry): what the signed-in shell and every page need: the sign-in entry's
 * primitives (re-exported), the rest of the primitives, the formatters and the page kit's light
 * pieces. Heavier interactive widgets live in `shared-ui/widgets` so a page that does not use them
 * does not pay for them. Apps never import
 * @chakra-ui/react directly: every Chakra module is bundled once, in the host's copy of this
 * package, so exactly one Chakra context exists. Deep imports keep unused components out.
 */
export * from './sign-in';
export { chakra } from '@chakra-ui/react/styled-system';
export { useBreakpointValue } from '@chakra-ui/react/hooks';
export { Grid, GridItem } from '@chakra-ui/react/grid';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Container } from '@chakra-ui/react/container';
export { Spacer } from '@chakra-ui/react/spacer';
export { Image } from '@chakra-ui/react/image';
export { Badge } from '@chakra-ui/react/badge';
export { Separator } from '@chakra-ui/react/separator';
export { Alert } from '@chakra-ui/react/alert';
export { LeadStatusBadge, leadStatusPalette, leadStatusText } from './components/LeadStatusBadge';
export { ErrorText } from './components/ErrorText';
export { useIsMobile, MOBILE_MAX_WIDTH_PX } from './hooks/useIsMobile';
export { formatRupees, toAmount, MISSING_VALUE } from './format/rupees';
export { formatNumber } from './format/numbers';
export { formatDate, formatDateTime, formatMonth, toDate, type DateInput } from './format/dates';
export { formatRelativeTime } from './format/relative-time';
// The page kit's light pieces (src/page-kit/): base components only, so a page that needs nothing
// heavier (the dashboard) never loads shared-ui/widgets.
export {
  EmptyState,
  ErrorState,
  LoadingState,
  NotFoundState,
  QueryStates,
  RefreshFailure,
  UnreachableState,
  isUnreachableError,
  type ErrorStateProps,
  type QueryStateSource,
  type PagedQuerySource,
  type QueryStatesProps,
  type UnreachableStateProps,
} from './page-kit/PageStates';
export { PageHeader, type PageHeaderProps } from './page-kit/PageHeader';
export { markPageTitle } from './page-kit/pageTitlePaint';
export { Pager, type PagerProps } from './page-kit/Pager';
export { PageTabs, type PageTab, type PageTabsProps } from './page-kit/PageTabs';
export { lazyPageBody } from './page-kit/PageBody';
export { clampPage, pageCount, pageItems } from './page-kit/paging';
export { DetailItem, type DetailItemProps } from './page-kit/DetailItem';
