import { useEffect, useRef, useState } from 'react';
import type { LeadDocumentPage } from 'shared-contracts';
import { Box, Flex, HStack, IconButton, LoadingState, Text } from 'shared-ui';
import { fetchLeadDocumentPage, type LeadDocumentsScope } from '../api/leadDocuments';
import { displaySize, pdfPageLabel, turnedBox, type Rotation, type Size } from '../model/pageViewer';
import type { OpenedPdf } from './pdfDocument';
import { PageStage } from './PageStage';
import { useT } from '../i18n';
import { PageUnavailable } from './PageUnavailable';

interface PdfPageViewProps {
  scope: LeadDocumentsScope;
  leadId: number;
  page: LeadDocumentPage;
  documentName: string;
  zoom: number;
  rotation: Rotation;
}

type OpenState = { kind: 'loading' } | { kind: 'open'; pdf: OpenedPdf } | { kind: 'failed' };

/**
 * One uploaded PDF, a page at a time, with its own page navigation. Its bytes are read with the
 * bearer token; pdf.js is imported only here, on first use, so it is a chunk of its own.
 */
export function PdfPageView(props: PdfPageViewProps) {
  const t = useT();
  const { scope, leadId, page } = props;
  // The viewer keys this view by the page, so a new page starts from 'loading'.
  const [state, setState] = useState<OpenState>({ kind: 'loading' });

  useEffect(() => {
    let cancelled = false;
    let opened: OpenedPdf | null = null;
    (async () => {
      const [blob, { openPdf }] = await Promise.all([fetchLeadDocumentPage(scope, leadId, page.id), import(/* webpackChunkName: "pdfjs" */ './pdfDocument')]);
      const pdf = await openPdf(await blob.arrayBuffer());
      if (cancelled) {
        pdf.close();
        return;
      }
      opened = pdf;
      setState({ kind: 'open', pdf });
    })().catch(() => {
      if (!cancelled) setState({ kind: 'failed' });
    });
    return () => {
      cancelled = true;
      opened?.close();
    };
  }, [scope, leadId, page.id]);

  if (state.kind === 'failed') return <PageUnavailable />;
  if (state.kind === 'loading') return <LoadingState label={t('page.loading')} />;
  return <OpenPdfView {...props} pdf={state.pdf} />;
}

function OpenPdfView({ pdf, documentName, zoom, rotation }: PdfPageViewProps & { pdf: OpenedPdf }) {
  const t = useT();
  const [pageNumber, setPageNumber] = useState(1);
  const label = pdfPageLabel(pageNumber, pdf.pageCount, t);
  return (
    <Flex direction="column" gap="2" flex="1" minH="0">
      <HStack justify="center" gap="2" role="group" aria-label={t('pdf.pages')}>
        <IconButton size="xs" variant="outline" aria-label={t('pdf.previousPage')} disabled={pageNumber <= 1} onClick={() => setPageNumber((current) => current - 1)}>
          <span aria-hidden="true">‹</span>
        </IconButton>
        <Text fontSize="sm" aria-live="polite">
          {label}
        </Text>
        <IconButton size="xs" variant="outline" aria-label={t('pdf.nextPage')} disabled={pageNumber >= pdf.pageCount} onClick={() => setPageNumber((current) => current + 1)}>
          <span aria-hidden="true">›</span>
        </IconButton>
      </HStack>
      <PageStage label={`${documentName}, ${label}`}>
        {(stage) => <PdfCanvas key={pageNumber} pdf={pdf} pageNumber={pageNumber} label={`${documentName}, ${label}`} zoom={zoom} rotation={rotation} stage={stage} />}
      </PageStage>
    </Flex>
  );
}

interface PdfCanvasProps {
  pdf: OpenedPdf;
  pageNumber: number;
  /** The canvas's accessible name ("Bank statement, PDF page 1 of 20"). */
  label: string;
  zoom: number;
  rotation: Rotation;
  stage: Size;
}

/** One PDF page on a canvas of the drawn size times the screen's device pixel ratio (sharp on a phone). */
function PdfCanvas({ pdf, pageNumber, label, zoom, rotation, stage }: PdfCanvasProps) {
  const t = useT();
  const [natural, setNatural] = useState<Size | null>(null);
  const [drawing, setDrawing] = useState<'drawing' | 'drawn' | 'failed'>('drawing');
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    pdf.pageSize(pageNumber).then(
      (size) => !cancelled && setNatural(size),
      () => !cancelled && setDrawing('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [pdf, pageNumber]);

  const size = natural ? displaySize(natural, stage, zoom, rotation) : null;
  const box = size ? turnedBox(size, rotation) : null;
  const scale = size && natural ? size.width / natural.width : 0;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || scale <= 0) return undefined;
    let cancelled = false;
    setDrawing('drawing');
    const drawn = pdf.drawPage(pageNumber, canvas, { scale, rotation, pixelRatio: window.devicePixelRatio || 1 });
    drawn.done.then(
      () => !cancelled && setDrawing('drawn'),
      () => !cancelled && setDrawing('failed'),
    );
    return () => {
      cancelled = true;
      drawn.cancel();
    };
  }, [pdf, pageNumber, scale, rotation]);

  if (drawing === 'failed') return <PageUnavailable />;
  return (
    <Box position="relative" flexShrink={0} margin="auto" width={box ? `${box.width}px` : undefined} height={box ? `${box.height}px` : undefined}>
      {/* aria-busy until the page is on the canvas: what a reader (and the bench's timer) waits for. */}
      <canvas ref={canvasRef} role="img" aria-label={label} aria-busy={drawing !== 'drawn'} style={{ display: 'block', width: box ? `${box.width}px` : undefined, height: box ? `${box.height}px` : undefined, background: 'white' }} />
      {drawing === 'drawing' ? (
        <Flex position="absolute" inset="0" align="center" justify="center">
          <LoadingState label={t('pdf.drawing', { label })} />
        </Flex>
      ) : null}
    </Box>
  );
}
