/**
 * What a page or a list shows instead of (or above) its data: loading, empty, not found, a failed
 * read, and a read that failed because the server could not be reached.
 *
 * The rule they keep: no list claims emptiness it did not read. A failed read shows the failure,
 * never the empty text, and data read before stays on screen under the failure instead of being
 * replaced. `QueryStates` applies the rule to one query; pages with several queries use the states
 * one by one in the same order.
 */
import type { ReactNode } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Center } from '@chakra-ui/react/center';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Spinner } from '@chakra-ui/react/spinner';
import { Stack, VStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ErrorText } from '../components/ErrorText';
import { getErrorMessage, parseApiError, requestReference } from '../format/api-errors';
import { useT, type KitMessageId } from './i18n';
import { LOADING_STATE_ATTRIBUTE } from './loadingStateAttribute';


/** Proxies and load balancers answer these when no API replica can take the request. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * True when a failed request never reached a working server: no answer at all (network down,
 * timeout) or a gateway's 502/503/504, also when wrapped as the `cause` of another error (the
 * token refresh wraps it so). The same rule as shared-auth's `isServerUnreachable`, which the
 * shell's "Cannot reach the server" banner uses; it is read here from the error's shape, as the
 * rest of shared-ui's error parser is, because shared-ui has no HTTP library.
 */
export function isUnreachableError(error: unknown): boolean {
  const failure = parseApiError(error);
  if (failure.kind === 'no-response') return true;
  if (failure.kind === 'answered') return failure.status !== undefined && GATEWAY_STATUSES.has(failure.status);
  const cause = typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return cause !== undefined && cause !== error && isUnreachableError(cause);
}

/** The spinner a page or panel shows while its data loads; `label` names it for screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <Center role="status" aria-label={label} minHeight="40" py="8" {...{ [LOADING_STATE_ATTRIBUTE]: '' }}>
      <Spinner size="xl" color="brand.500" />
    </Center>
  );
}

/** A muted line for a list that was read and has nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Center py="10" px="4" textAlign="center">
      <Text color="fg.muted">{children}</Text>
    </Center>
  );
}

/** A detail page whose item does not exist (or is not the caller's): says so; `children` is the way back. */
export function NotFoundState({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <Card.Root maxW="xl" role="group" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h2" size="lg">
          {title}
        </Heading>
        <Text>{message}</Text>
        {children ? <Stack align="flex-start">{children}</Stack> : null}
      </Card.Body>
    </Card.Root>
  );
}

interface FailureProps {
  /** The red "Error: {message}" line. */
  message: string;
  /** A muted line under it: why, and what is still shown. */
  note?: Extract<KitMessageId, `states.${'stale' | 'unreachable' | 'unreachableStale'}`>;
  /** The API's id of the failed request, shown for support ("Reference: …"). */
  reference?: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** Data read before is shown below: a line above the list instead of a block in its place. */
  stale?: boolean;
}

/** The one look of a failed read: the spec's red "Error: ..." (announced), a note, and Retry. */
function Failure({ message, note, reference, onRetry, retrying = false, stale = false }: FailureProps) {
  const t = useT();
  const retry = onRetry ? (
    <Button size="sm" variant="outline" loading={retrying} loadingText={t('states.retry')} onClick={onRetry}>
      {t('states.retry')}
    </Button>
  ) : null;
  const noteLine = note ? (
    <Text fontSize="sm" color="fg.muted">
      {t(note)}
    </Text>
  ) : null;
  const referenceLine = reference ? (
    <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
      {t('states.reference', { reference })}
    </Text>
  ) : null;
  if (stale) {
    return (
      <Flex align="center" gap="3" wrap="wrap" py="2">
        <ErrorText message={message} />
        {noteLine}
        {referenceLine}
        {retry}
      </Flex>
    );
  }
  return (
    <Center py="10" px="4" textAlign="center">
      <VStack gap="3">
        <ErrorText message={message} />
        {noteLine}
        {referenceLine}
        {retry}
      </VStack>
    </Center>
  );
}

export interface ErrorStateProps {
  /** The failure, as the query or the request gave it. */
  error: unknown;
  /** The screen's text for this failure when the server said nothing ("Failed to fetch my leads"). */
  fallback: string;
  onRetry?: () => void;
  /** The Retry button spins while the read is asked again. */
  retrying?: boolean;
  /** What was read before is still shown below (a refetch failed). */
  stale?: boolean;
}

/**
 * A read that failed: "Error: {message}" with the spec's message chain (`getErrorMessage(error,
 * fallback)`) and Retry. When the server could not be reached it is the unreachable state instead.
 */
export function ErrorState({ error, fallback, onRetry, retrying, stale = false }: ErrorStateProps) {
  const message = getErrorMessage(error, fallback);
  if (isUnreachableError(error)) return <UnreachableState message={message} onRetry={onRetry} retrying={retrying} stale={stale} />;
  return <Failure message={message} note={stale ? 'states.stale' : undefined} reference={requestReference(error)} onRetry={onRetry} retrying={retrying} stale={stale} />;
}

export interface UnreachableStateProps {
  /** The failure's own text ("No response received from server"), kept as the spec words it. */
  message: string;
  onRetry?: () => void;
  retrying?: boolean;
  /** What was read before is still shown below. */
  stale?: boolean;
}

/**
 * A read that failed because the server could not be reached (the shell's "Cannot reach the server"
 * banner says so above the page): the error line, a note that nothing could be loaded (or that
 * older data is shown), and Retry. Never the list's empty text: nothing was read.
 */
export function UnreachableState({ message, onRetry, retrying, stale = false }: UnreachableStateProps) {
  return <Failure message={message} note={stale ? 'states.unreachableStale' : 'states.unreachable'} onRetry={onRetry} retrying={retrying} stale={stale} />;
}

/** The parts of a TanStack Query result the states read. */
export interface QueryStateSource<T> {
  data: T | undefined;
  error: unknown;
  /** A failed read is being asked again (Retry spins). */
  isRefetching?: boolean;
  refetch: () => unknown;
}

/**
 * A paged list's read as its page hands it to the page's body (docs/pages.md, "A read has one
 * owner"): its states, whether it has not answered yet, and whether the rows are the previous
 * page's while the next page loads.
 */
export interface PagedQuerySource<T> extends QueryStateSource<T> {
  isPending: boolean;
  isPlaceholderData: boolean;
}

/**
 * Above data already on screen when a later read of it failed (a refetch, Retry, the shell asking
 * again while the server is down): the failure, noting that what is shown was loaded before.
 * Nothing otherwise. For pages that draw their own loading and empty states around the data.
 */
export function RefreshFailure<T>({ query, fallback }: { query: QueryStateSource<T>; fallback: string }) {
  const { data, error, isRefetching = false } = query;
  if (data === undefined || error === null || error === undefined) return null;
  return <ErrorState error={error} fallback={fallback} onRetry={() => void query.refetch()} retrying={isRefetching} stale />;
}

export interface QueryStatesProps<T> {
  query: QueryStateSource<T>;
  /** The spinner's name for screen readers ("Loading leads"). */
  loadingLabel: string;
  /** The failure's text when the server said nothing ("Failed to fetch my leads"). */
  errorFallback: string;
  /** Whether the data read is an empty list; then `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  /** The empty list's text ("No leads yet."). */
  empty?: ReactNode;
  /** The data as the page shows it. */
  children: (data: T) => ReactNode;
}

/**
 * One query's states in the rule's order: nothing read and a failure → the failure (unreachable or
 * error) with Retry; nothing read yet → the spinner; read and empty → the empty text; read →
 * `children`. When a later read fails, the failure is shown above what was read before.
 */
export function QueryStates<T>({ query, loadingLabel, errorFallback, isEmpty, empty, children }: QueryStatesProps<T>) {
  const { data, error, isRefetching = false } = query;
  const failed = error !== null && error !== undefined;
  if (data === undefined) {
    if (!failed) return <LoadingState label={loadingLabel} />;
    return <ErrorState error={error} fallback={errorFallback} onRetry={() => void query.refetch()} retrying={isRefetching} />;
  }
  const content = isEmpty?.(data) ? <EmptyState>{empty}</EmptyState> : children(data);
  if (!failed) return <>{content}</>;
  return (
    <Stack gap="3">
      <RefreshFailure query={query} fallback={errorFallback} />
      {content}
    </Stack>
  );
}
