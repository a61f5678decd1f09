import { lazy, Suspense, useMemo, useState } from 'react';
import type { LeadDocumentsResponse } from 'shared-contracts';
import { Box, Stack, Text } from 'shared-ui';
import { useT } from '../i18n';
import { limitsText } from '../model/uploadLimits';
import type { UploadItem } from '../model/uploadQueue';
import { LeadDocumentItem } from './LeadDocumentItem';
import type { PageToRemove } from './RemovePageDialog';
import { useUploadQueue } from './useUploadQueue';

// The confirm dialog needs shared-ui/widgets: loaded when a page's Remove is first pressed.
const RemovePageDialog = lazy(() => import('./RemovePageDialog'));

/**
 * The lead's document checklist where the connector uploads each document's pages
 * (docs/lead-documents.md, "The connector's screen"): the limits, then every document with its
 * state, pages, uploads and upload action. It draws with shared-ui's base components only; what
 * needs the widgets (the upload's progress bar, the remove dialog) is loaded when first used.
 */
export default function LeadDocumentsChecklist({ leadId, documents }: { leadId: number; documents: LeadDocumentsResponse }) {
  const t = useT();
  const { items, add, retry, dismiss, announcement } = useUploadQueue(leadId, documents.limits);
  const [toRemove, setToRemove] = useState<PageToRemove | null>(null);
  const uploadsByDocument = useMemo(() => {
    const byDocument = new Map<string, UploadItem[]>();
    for (const item of items) byDocument.set(item.document, [...(byDocument.get(item.document) ?? []), item]);
    return byDocument;
  }, [items]);
  const anyUploadable = documents.documents.some((document) => document.can_upload);

  if (documents.documents.length === 0) return <Text color="fg.muted">{t('checklist.none')}</Text>;
  return (
    <Stack gap="2">
      {anyUploadable ? (
        <Text fontSize="sm" color="fg.muted">
          {limitsText(documents.limits, t)}
        </Text>
      ) : null}
      <Stack as="ul" gap="0" listStyleType="none" aria-label={t('checklist.label')}>
        {documents.documents.map((document) => (
          <LeadDocumentItem
            key={document.name}
            leadId={leadId}
            document={document}
            uploads={uploadsByDocument.get(document.name) ?? []}
            onFiles={add}
            onRetry={retry}
            onDismiss={dismiss}
            onRemove={(name, numbered) => setToRemove({ document: name, numbered })}
          />
        ))}
      </Stack>
      <Box role="status" srOnly>
        {announcement ? <span key={announcement.id}>{announcement.text}</span> : null}
      </Box>
      {toRemove ? (
        <Suspense fallback={null}>
          <RemovePageDialog leadId={leadId} target={toRemove} onClose={() => setToRemove(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
