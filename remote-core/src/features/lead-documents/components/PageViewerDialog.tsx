import { useState, type KeyboardEvent } from 'react';
import type { LeadDocument } from 'shared-contracts';
import { Badge, Button, CloseButton, Flex, HStack, IconButton, Text } from 'shared-ui';
import { Dialog, DialogFrame } from 'shared-ui/widgets';
import type { LeadDocumentsScope } from '../api/leadDocuments';
import {
  FIT_ZOOM,
  canZoomIn,
  canZoomOut,
  isPdfPage,
  pageName,
  pageOfDocumentLabel,
  rotateClockwise,
  zoomIn,
  zoomLabel,
  zoomOut,
  type Rotation,
} from '../model/pageViewer';
import { useT } from '../i18n';
import { ImagePageView } from './ImagePageView';
import { PdfPageView } from './PdfPageView';

interface PageViewerDialogProps {
  scope: LeadDocumentsScope;
  leadId: number;
  /** The document whose pages are shown; null while the viewer is closed. */
  document: LeadDocument | null;
  /** The page it opens at. */
  pageId: number | null;
  onClose: () => void;
}

/**
 * A document's pages, one at a time, large on a desktop and the whole screen on a phone: previous
 * and next across the document's uploaded files, zoom (buttons, and + / - / 0 on the keyboard),
 * and a quarter turn. Photos are drawn from an object URL of their bytes, PDFs with pdf.js.
 */
export function PageViewerDialog({ scope, leadId, document, pageId, onClose }: PageViewerDialogProps) {
  return (
    <DialogFrame open={document !== null} onClose={onClose} size="xl">
      {document ? <PageViewer scope={scope} leadId={leadId} document={document} pageId={pageId} /> : null}
    </DialogFrame>
  );
}

function PageViewer({ scope, leadId, document, pageId }: Omit<PageViewerDialogProps, 'onClose' | 'document'> & { document: LeadDocument }) {
  const t = useT();
  const pages = document.pages;
  const [index, setIndex] = useState(() => Math.max(0, pages.findIndex((page) => page.id === pageId)));
  const [zoom, setZoom] = useState(FIT_ZOOM);
  const [rotation, setRotation] = useState<Rotation>(0);
  const page = pages[Math.min(index, pages.length - 1)];
  const position = pageOfDocumentLabel(index, pages.length, t);

  const goTo = (next: number) => {
    // A new page starts as the reviewer sees it best: fitted, upright.
    setIndex(next);
    setZoom(FIT_ZOOM);
    setRotation(0);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === '+' || event.key === '=') setZoom(zoomIn);
    else if (event.key === '-' || event.key === '_') setZoom(zoomOut);
    else if (event.key === '0') setZoom(FIT_ZOOM);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog.Content onKeyDown={onKeyDown} maxH={{ lg: '90vh' }} height={{ lg: '90vh' }}>
      <Dialog.Header flexDirection="column" gap="1" pe="12" pb="2">
        <Dialog.Title wordBreak="break-word">{document.name}</Dialog.Title>
        {page ? (
          <Flex gap="2" align="center" wrap="wrap" fontSize="sm" color="fg.muted">
            <Text>{position}</Text>
            <Text wordBreak="break-all">· {pageName(page, index, t)}</Text>
            {page.state === 'superseded' ? (
              <Badge colorPalette="gray" variant="outline">
                {t('page.superseded')}
              </Badge>
            ) : null}
          </Flex>
        ) : null}
      </Dialog.Header>
      <Dialog.Body display="flex" flexDirection="column" gap="3" minH="0" pb="4">
        {page ? (
          <>
            <Flex gap="2" wrap="wrap" justify="space-between" align="center">
              <HStack gap="1" role="group" aria-label={t('viewer.pages')}>
                <IconButton size="sm" variant="outline" aria-label={t('viewer.previousPage')} disabled={index <= 0} onClick={() => goTo(index - 1)}>
                  <span aria-hidden="true">‹</span>
                </IconButton>
                <IconButton size="sm" variant="outline" aria-label={t('viewer.nextPage')} disabled={index >= pages.length - 1} onClick={() => goTo(index + 1)}>
                  <span aria-hidden="true">›</span>
                </IconButton>
              </HStack>
              <HStack gap="1" role="group" aria-label={t('viewer.view')}>
                <IconButton size="sm" variant="outline" aria-label={t('viewer.zoomOut')} disabled={!canZoomOut(zoom)} onClick={() => setZoom(zoomOut)}>
                  <span aria-hidden="true">−</span>
                </IconButton>
                <Button size="sm" variant="outline" disabled={zoom === FIT_ZOOM} onClick={() => setZoom(FIT_ZOOM)}>
                  {t('viewer.fit')}
                </Button>
                <IconButton size="sm" variant="outline" aria-label={t('viewer.zoomIn')} disabled={!canZoomIn(zoom)} onClick={() => setZoom(zoomIn)}>
                  <span aria-hidden="true">+</span>
                </IconButton>
                <Button size="sm" variant="outline" onClick={() => setRotation(rotateClockwise)}>
                  {t('viewer.rotate')}
                </Button>
              </HStack>
              <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="view-state">
                {rotation !== 0 ? t('viewer.zoomTurned', { zoom: zoomLabel(zoom, t), degrees: rotation }) : t('viewer.zoom', { zoom: zoomLabel(zoom, t) })}
              </Text>
            </Flex>
            {isPdfPage(page) ? (
              <PdfPageView key={page.id} scope={scope} leadId={leadId} page={page} documentName={document.name} zoom={zoom} rotation={rotation} />
            ) : (
              <ImagePageView key={page.id} scope={scope} leadId={leadId} page={page} alt={t('viewer.imageAlt', { document: document.name, number: index + 1, count: pages.length })} zoom={zoom} rotation={rotation} />
            )}
          </>
        ) : (
          <Text color="fg.muted">{t('viewer.noPages')}</Text>
        )}
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('viewer.close')} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
