import type { UseQueryResult } from '@tanstack/react-query';
import type { DocumentAccessPurpose, Role } from 'shared-contracts';
import { Badge, Box, ErrorState, HStack, LoadingState, Stack, Text, formatDateTime } from 'shared-ui';
import { accessPurposeLabel, kycDocumentLabel } from '../model/documentAccess';
import { roleLabel } from '../model/roleLabel';
import { useT } from '../i18n';

/** One read of a document as a list shows it. */
export interface DocumentRead {
  reader: string;
  role: Role;
  document: string;
  purpose: DocumentAccessPurpose;
  readAt: string;
  /** Shown only where the reader may see it (the director's access history). */
  address?: string | null;
}

interface DocumentReadListProps<T> {
  /** A page of reads (the API's paged answer), read by the caller. */
  query: UseQueryResult<{ count: number; results: T[] }>;
  toRead: (entry: T) => DocumentRead;
  loadingLabel: string;
  errorFallback: string;
  emptyText: string;
  /** How many the caller asked for: the list says so when there are more. */
  shown: number;
  /** What one entry is called in "The latest 20 of 31 views." */
  noun: string;
}

function DocumentReadItem({ read }: { read: DocumentRead }) {
  const t = useT();
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{read.reader}</Text>
        <Badge size="sm" variant="outline">
          {roleLabel(read.role)}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        {kycDocumentLabel(read.document)} · {accessPurposeLabel(read.purpose)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(read.readAt)}
        {read.address ? ` · ${t('documentReads.from', { address: read.address })}` : ''}
      </Text>
    </Box>
  );
}

/**
 * Reads of documents from the document access log, newest first: who, their role, which document, why,
 * when (and, for the director, from where). The KYC review's access history and My Profile's "Who has
 * viewed your documents" both show them so.
 */
export function DocumentReadList<T>({ query, toRead, loadingLabel, errorFallback, emptyText, shown, noun }: DocumentReadListProps<T>) {
  const t = useT();
  if (query.isError) return <ErrorState error={query.error} fallback={errorFallback} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState label={loadingLabel} />;
  const { results, count } = query.data;
  if (results.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <Stack gap="2">
      <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
        {results.map((entry, index) => {
          const read = toRead(entry);
          return <DocumentReadItem key={`${read.readAt}-${index}`} read={read} />;
        })}
      </Stack>
      {count > results.length ? (
        <Text fontSize="sm" color="fg.muted">
          {t('documentReads.latest', { shown, count, noun })}
        </Text>
      ) : null}
    </Stack>
  );
}
