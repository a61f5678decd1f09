import { useDeferredValue } from 'react';
import type { LeadDetail } from 'shared-contracts';
import { ErrorState, Flex, LoadingState, RefreshFailure, Stack, Text } from 'shared-ui';
import { useLeadDocuments } from '../../lead-documents/api/leadDocuments';
import { DocumentStateBadge } from '../../lead-documents/components/DocumentStateBadge';
import { checklistItems } from '../model/leadDetailDisplay';

import LeadDocumentsChecklist from '../../lead-documents/components/LeadDocumentsChecklist';

/** The checklist as the lead itself lists it: names and states, while the documents' pages are read. */
function LeadChecklist({ lead }: { lead: LeadDetail }) {
  const documents = checklistItems(lead.documents_checklist);
  if (documents.length === 0) return <Text color="fg.muted">No documents listed.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Document checklist">
      {documents.map((item) => (
        <Flex as="li" key={item.document} justify="space-between" align="center" gap="3">
          <Text>{item.document}</Text>
          <DocumentStateBadge state={item.state} />
        </Flex>
      ))}
    </Stack>
  );
}

/**
 * The "Status & Documents" card's checklist: each document with its pages and the connector's
 * uploads once the documents are read (lead-documents), the lead's own checklist until then and
 * beside a failed read.
 */
export function LeadDocumentsPart({ lead }: { lead: LeadDetail }) {
  const query = useLeadDocuments('own', lead.id);
  const { error, isError, refetch, isRefetching } = query;
  // The checklist with its pages and upload buttons is many components: it is drawn in a transition,
  // which React splits into short tasks, after the lead's own checklist (names and states) is on
  // screen; drawn at once it was one long task on a phone.
  const data = useDeferredValue(query.data ?? null, null);
  const fallback = <LeadChecklist lead={lead} />;
  if (data) {
    return (
      <Stack gap="2">
        <RefreshFailure query={query} fallback="The documents could not be loaded." />
        <LeadDocumentsChecklist leadId={lead.id} documents={data} />
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      {fallback}
      {isError && !query.data ? (
        <ErrorState error={error} fallback="The documents could not be loaded." onRetry={() => void refetch()} retrying={isRefetching} />
      ) : (
        <LoadingState label="Loading documents" />
      )}
    </Stack>
  );
}
