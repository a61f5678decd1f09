import { lazy, Suspense, useId, useState } from 'react';
import type { LeadDocument } from 'shared-contracts';
import { Button, Flex, Heading, Stack, Text } from 'shared-ui';
import { documentPageGroups, rejectionText, type NumberedPage } from '../model/documentPages';
import type { UploadItem } from '../model/uploadQueue';
import { useT } from '../i18n';
import { DocumentPageTile } from './DocumentPageTile';
import { DocumentStateBadge } from './DocumentStateBadge';
import { UploadPicker } from './UploadPicker';

// The progress bar needs shared-ui/widgets: loaded when a first file is chosen, so the lead's page
// never waits for the widgets (docs/pages.md, "A page's header first"). Compressing the photo
// takes longer than loading it.
const UploadQueueItem = lazy(() => import('./UploadQueueItem'));

export interface LeadDocumentItemProps {
  leadId: number;
  document: LeadDocument;
  /** This document's files on their way. */
  uploads: readonly UploadItem[];
  onFiles: (document: string, files: File[]) => void;
  onRetry: (uploadKey: string) => void;
  onDismiss: (uploadKey: string) => void;
  onRemove: (document: string, numbered: NumberedPage) => void;
}

/**
 * One checklist document on the connector's lead page: its name and state, the reviewer's reason
 * when it was rejected, its pages (earlier, superseded pages folded away under "Earlier pages"),
 * the files being uploaded to it, and the way to add pages while it takes them (`can_upload`).
 */
export function LeadDocumentItem({ leadId, document, uploads, onFiles, onRetry, onDismiss, onRemove }: LeadDocumentItemProps) {
  const t = useT();
  const { current, superseded } = documentPageGroups(document, t);
  const remove = (numbered: NumberedPage) => onRemove(document.name, numbered);
  return (
    <Stack as="li" gap="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} data-document={document.name}>
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h3" size="sm" fontWeight="medium" minW="0" wordBreak="break-word">
          {document.name}
        </Heading>
        <DocumentStateBadge state={document.state} />
      </Flex>
      {document.state === 'Rejected' ? (
        // red.fg (red.700): fg.error is red.500, below 4.5:1 on white for small text.
        <Text fontSize="sm" color="red.fg">
          {rejectionText(document.rejection_reason, t)}
          {document.can_upload ? ` ${t('document.uploadAgain')}` : null}
        </Text>
      ) : null}
      {current.length > 0 ? (
        <Flex as="ul" aria-label={t('document.pagesLabel', { document: document.name })} listStyleType="none" gap="3" wrap="wrap">
          {current.map((numbered) => (
            <DocumentPageTile key={numbered.page.id} leadId={leadId} numbered={numbered} onRemove={remove} />
          ))}
        </Flex>
      ) : null}
      {superseded.length > 0 ? <EarlierPages leadId={leadId} documentName={document.name} pages={superseded} /> : null}
      {uploads.length > 0 ? (
        <Stack as="ul" aria-label={t('document.uploadsLabel', { document: document.name })} listStyleType="none" gap="2">
          {uploads.map((item) => (
            <Suspense key={item.uploadKey} fallback={<UploadPending fileName={item.fileName} />}>
              <UploadQueueItem item={item} onRetry={onRetry} onDismiss={onDismiss} />
            </Suspense>
          ))}
        </Stack>
      ) : null}
      {document.can_upload ? <UploadPicker documentName={document.name} onFiles={(files) => onFiles(document.name, files)} /> : null}
    </Stack>
  );
}

/** A chosen file while the upload list's code arrives. */
function UploadPending({ fileName }: { fileName: string }) {
  const t = useT();
  return (
    <Stack as="li" gap="1.5" p="2" borderWidth="1px" borderRadius="md">
      <Text fontSize="sm" fontWeight="medium" wordBreak="break-all">
        {fileName}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('upload.preparing')}
      </Text>
    </Stack>
  );
}

/** Pages superseded after a rejection, folded away under "Earlier pages (n)": kept for the record. */
function EarlierPages({ leadId, documentName, pages }: { leadId: number; documentName: string; pages: NumberedPage[] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Stack gap="2" align="flex-start">
      <Button size="xs" variant="ghost" color="fg.muted" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((current) => !current)}>
        {t('document.earlierPages', { count: pages.length })} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </Button>
      {open ? (
        <Flex as="ul" id={listId} aria-label={t('document.earlierPagesLabel', { document: documentName })} listStyleType="none" gap="3" wrap="wrap">
          {pages.map((numbered) => (
            <DocumentPageTile key={numbered.page.id} leadId={leadId} numbered={numbered} />
          ))}
        </Flex>
      ) : null}
    </Stack>
  );
}
