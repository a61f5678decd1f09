import { useId, useState } from 'react';
import type { DocumentAccessEntry } from 'shared-contracts';
import { Badge, Box, Button, ErrorState, Heading, HStack, LoadingState, Stack, Text, formatDateTime } from 'shared-ui';
import { accessPurposeLabel, kycDocumentLabel } from '../../../common/model/documentAccess';
import { roleLabel } from '../../../common/model/roleLabel';
import { ACCESS_HISTORY_FETCH_ERROR, ACCESS_HISTORY_SHOWN, useKycAccessLog } from '../api/kycAccessLog';

function AccessRow({ entry }: { entry: DocumentAccessEntry }) {
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{entry.viewer ? `${entry.viewer.username} (${entry.viewer.employee_id})` : 'A former employee'}</Text>
        <Badge size="sm" variant="outline">
          {roleLabel(entry.viewer_role)}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        {kycDocumentLabel(entry.document)} · {accessPurposeLabel(entry.purpose)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(entry.read_at)}
        {entry.address ? ` · from ${entry.address}` : ''}
      </Text>
    </Box>
  );
}

function AccessList({ submissionId }: { submissionId: number }) {
  const log = useKycAccessLog(submissionId);
  if (log.isError) return <ErrorState error={log.error} fallback={ACCESS_HISTORY_FETCH_ERROR} onRetry={() => void log.refetch()} />;
  if (!log.data) return <LoadingState label="Loading the access history" />;
  const { results, count } = log.data;
  if (results.length === 0) return <Text color="fg.muted">Nobody has opened these documents yet.</Text>;
  return (
    <Stack gap="2">
      <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
        {results.map((entry, index) => (
          <AccessRow key={`${entry.read_at}-${index}`} entry={entry} />
        ))}
      </Stack>
      {count > results.length ? (
        <Text fontSize="sm" color="fg.muted">
          The latest {ACCESS_HISTORY_SHOWN} of {count} reads.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Who opened this submission's images, when, why and from where (the document access log, kept a
 * year; docs/document-vault.md). For directors; read when asked for, and again each time it is opened.
 */
export function AccessHistory({ submissionId }: { submissionId: number }) {
  const [shown, setShown] = useState(false);
  const headingId = useId();
  const listId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderTopWidth="1px" borderColor="border.muted" pt="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h3" size="md" id={headingId}>
          Access history
        </Heading>
        <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={listId} onClick={() => setShown((value) => !value)}>
          {shown ? 'Hide access history' : 'Show access history'}
        </Button>
      </HStack>
      <Box id={listId} hidden={!shown} mt="3">
        {shown ? <AccessList submissionId={submissionId} /> : null}
      </Box>
    </Box>
  );
}
