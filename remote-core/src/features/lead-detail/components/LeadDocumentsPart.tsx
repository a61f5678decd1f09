import { useDeferredValue } from 'react';
import type { LeadDetail, LeadDocumentsResponse } from 'shared-contracts';
import { ErrorState, Flex, LoadingState, RefreshFailure, Stack, Text, lazyAfterFirstFrame } from 'shared-ui';
import { useLeadDocuments } from '../../lead-documents/api/leadDocuments';
import { DocumentStateBadge } from '../../lead-documents/components/DocumentStateBadge';
import { useT } from '../i18n';
import { checklistItems, type ChecklistItem } from '../model/leadDetailDisplay';

/** The checklist's names and states, without pages or uploads. */
function ChecklistNames({ items }: { items: ChecklistItem[] }) {
  const t = useT();
  if (items.length === 0) return <Text color="fg.muted">{t('documents.none')}</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t('documents.checklistLabel')}>
      {items.map((item) => (
        <Flex as="li" key={item.document} justify="space-between" align="center" gap="3">
          <Text>{item.document}</Text>
          <DocumentStateBadge state={item.state} />
        </Flex>
      ))}
    </Stack>
  );
}

/** The names and states while the rest is on its way. */
function ChecklistLoading({ items }: { items: ChecklistItem[] }) {
  const t = useT();
  return (
    <Stack gap="2">
      <ChecklistNames items={items} />
      <LoadingState label={t('documents.loading')} />
    </Stack>
  );
}

/**
 * The checklist with its pages and upload actions is most of the lead page's code: it is requested
 * once the lead's facts are on screen, so a phone's connection carries only what the first frame
 * shows before it; the documents' names and states stand in its place until it has come.
 */
const UploadChecklist = lazyAfterFirstFrame<{ leadId: number; documents: LeadDocumentsResponse }>(
  () => import('../../lead-documents/components/LeadDocumentsChecklist'),
  ({ documents }) => <ChecklistLoading items={documents.documents.map(({ name, state }) => ({ document: name, state }))} />,
);

/**
 * The "Status & Documents" card's checklist: each document with its pages and the connector's
 * uploads once the documents are read (lead-documents), the lead's own checklist until then and
 * beside a failed read.
 */
export function LeadDocumentsPart({ lead }: { lead: LeadDetail }) {
  const t = useT();
  const query = useLeadDocuments('own', lead.id);
  const { error, isError, refetch, isRefetching } = query;
  // The checklist with its pages and upload buttons is many components: it is drawn in a transition,
  // which React splits into short tasks, after the lead's own checklist (names and states) is on
  // screen; drawn at once it was one long task on a phone.
  const data = useDeferredValue(query.data ?? null, null);
  if (data) {
    return (
      <Stack gap="2">
        <RefreshFailure query={query} fallback={t('documents.loadFailed')} />
        <UploadChecklist leadId={lead.id} documents={data} />
      </Stack>
    );
  }
  const items = checklistItems(lead.documents_checklist);
  if (!isError || query.data) return <ChecklistLoading items={items} />;
  return (
    <Stack gap="2">
      <ChecklistNames items={items} />
      <ErrorState error={error} fallback={t('documents.loadFailed')} onRetry={() => void refetch()} retrying={isRefetching} />
    </Stack>
  );
}
