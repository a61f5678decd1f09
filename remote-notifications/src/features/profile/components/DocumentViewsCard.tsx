import { useId, useState } from 'react';
import type { DocumentViewEntry } from 'shared-contracts';
import { Badge, Box, Button, Card, ErrorState, HStack, LoadingState, Stack, Text, formatDateTime } from 'shared-ui';
import { accessPurposeLabel, kycDocumentLabel } from '../../../common/model/documentAccess';
import { DOCUMENT_VIEWS_FETCH_ERROR, DOCUMENT_VIEWS_SHOWN, useDocumentViews } from '../api/documentViews';
import { roleLabel } from '../../../common/model/roleLabel';

function DocumentViewRow({ view }: { view: DocumentViewEntry }) {
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="semibold">{view.viewer_name}</Text>
        <Badge size="sm" variant="outline">
          {roleLabel(view.viewer_role)}
        </Badge>
      </HStack>
      <Text fontSize="sm">
        {kycDocumentLabel(view.document)} · {accessPurposeLabel(view.purpose)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {formatDateTime(view.read_at)}
      </Text>
    </Box>
  );
}

function DocumentViewList() {
  const views = useDocumentViews(true);
  if (views.isError) return <ErrorState error={views.error} fallback={DOCUMENT_VIEWS_FETCH_ERROR} onRetry={() => void views.refetch()} />;
  if (!views.data) return <LoadingState label="Loading who viewed your documents" />;
  const { results, count } = views.data;
  if (results.length === 0) return <Text color="fg.muted">Nobody has viewed your documents yet.</Text>;
  return (
    <Stack gap="2">
      <Stack as="ul" listStyleType="none" gap="0" m="0" p="0">
        {results.map((view, index) => (
          <DocumentViewRow key={`${view.read_at}-${index}`} view={view} />
        ))}
      </Stack>
      {count > results.length ? (
        <Text fontSize="sm" color="fg.muted">
          The latest {DOCUMENT_VIEWS_SHOWN} of {count} views.
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Who has viewed the signed-in connector's KYC documents (names and roles, why and when; never from
 * where). Each view is recorded when it happens (docs/document-vault.md); the list is read only when
 * the connector asks for it.
 */
export function DocumentViewsCard() {
  const [shown, setShown] = useState(false);
  const listId = useId();
  return (
    <Card.Root>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Card.Title as="h2">Who has viewed your documents</Card.Title>
            <Text fontSize="sm" color="fg.muted">
              Every time someone at the company opens one of your KYC documents, it is recorded here.
            </Text>
          </Stack>
          <Button variant="outline" size="sm" aria-expanded={shown} aria-controls={listId} onClick={() => setShown((value) => !value)}>
            {shown ? 'Hide' : 'Show'}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body id={listId} hidden={!shown}>
        {shown ? <DocumentViewList /> : null}
      </Card.Body>
    </Card.Root>
  );
}
