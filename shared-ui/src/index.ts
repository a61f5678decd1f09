/**
 * shared-ui (base entry): what the login page and the shell need. Heavier interactive widgets
 * live in `shared-ui/widgets` so the login page does not pay for them. Apps never import
 * @chakra-ui/react directly: every Chakra module is bundled once, in the host's copy of this
 * package, so exactly one Chakra context exists. Deep imports keep unused components out.
 */
export { UiProvider } from './theme/UiProvider';
export { getSystem } from './theme/system';
export { chakra } from '@chakra-ui/react/styled-system';
export { useBreakpointValue } from '@chakra-ui/react/hooks';
export { Box } from '@chakra-ui/react/box';
export { Flex } from '@chakra-ui/react/flex';
export { Stack, HStack, VStack } from '@chakra-ui/react/stack';
export { Grid, GridItem } from '@chakra-ui/react/grid';
export { SimpleGrid } from '@chakra-ui/react/simple-grid';
export { Center } from '@chakra-ui/react/center';
export { Container } from '@chakra-ui/react/container';
export { Spacer } from '@chakra-ui/react/spacer';
export { Text } from '@chakra-ui/react/text';
export { Heading } from '@chakra-ui/react/heading';
export { Link } from '@chakra-ui/react/link';
export { Image } from '@chakra-ui/react/image';
export { Icon } from '@chakra-ui/react/icon';
export { Button, IconButton, CloseButton } from '@chakra-ui/react/button';
export { Input } from '@chakra-ui/react/input';
export { InputGroup } from '@chakra-ui/react/input-group';
export { Field } from '@chakra-ui/react/field';
export { Spinner } from '@chakra-ui/react/spinner';
export { Badge } from '@chakra-ui/react/badge';
export { Separator } from '@chakra-ui/react/separator';
export { Card } from '@chakra-ui/react/card';
export { Alert } from '@chakra-ui/react/alert';
export type { BoxProps } from '@chakra-ui/react/box';
export type { ButtonProps } from '@chakra-ui/react/button';
export type { FlexProps } from '@chakra-ui/react/flex';
export type { StackProps } from '@chakra-ui/react/stack';
export type { TextProps } from '@chakra-ui/react/text';
export { LeadStatusBadge, leadStatusPalette } from './components/LeadStatusBadge';
export { ErrorText } from './components/ErrorText';
export { telHref } from './format/tel';
export { useIsMobile, MOBILE_MAX_WIDTH_PX } from './hooks/useIsMobile';
export * from './format';
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
export { Pager, type PagerProps } from './page-kit/Pager';
export { PageTabs, type PageTab, type PageTabsProps } from './page-kit/PageTabs';
export { afterFrameOnScreen, lazyAfterFirstFrame, lazyPageBody } from './page-kit/PageBody';
export { clampPage, pageCount, pageItems } from './page-kit/paging';
export { DetailItem, type DetailItemProps } from './page-kit/DetailItem';
