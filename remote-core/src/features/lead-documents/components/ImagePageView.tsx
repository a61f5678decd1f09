import { useState } from 'react';
import type { LeadDocumentPage } from 'shared-contracts';
import { Box, Image, LoadingState } from 'shared-ui';
import { usePageObjectUrl, type LeadDocumentsScope } from '../api/leadDocuments';
import { displaySize, turnedBox, type Rotation, type Size } from '../model/pageViewer';
import { PageStage } from './PageStage';
import { useT } from '../i18n';
import { PageUnavailable } from './PageUnavailable';

interface ImagePageViewProps {
  scope: LeadDocumentsScope;
  leadId: number;
  page: LeadDocumentPage;
  /** The image's text alternative ("Bank statement, page 2 of 5"). */
  alt: string;
  zoom: number;
  rotation: Rotation;
}

/**
 * A photo of a page, from an object URL of its bytes, drawn at the stage's fit times the zoom and
 * turned with a CSS transform inside a box of the turned size (so scrolling covers the whole page).
 */
export function ImagePageView({ scope, leadId, page, alt, zoom, rotation }: ImagePageViewProps) {
  const t = useT();
  const { url, failed } = usePageObjectUrl(scope, leadId, page);
  const [loaded, setLoaded] = useState<Size | null>(null);
  const [broken, setBroken] = useState(false);
  if (failed || broken) return <PageUnavailable />;
  if (!url) return <LoadingState label={t('page.loading')} />;

  const natural = page.width && page.height ? { width: page.width, height: page.height } : loaded;
  return (
    <PageStage label={alt}>
      {(stage) => {
        const size = natural ? displaySize(natural, stage, zoom, rotation) : { width: 0, height: 0 };
        const box = turnedBox(size, rotation);
        const measured = size.width > 0;
        return (
    <Box position="relative" flexShrink={0} margin="auto" width={measured ? `${box.width}px` : 'full'} height={measured ? `${box.height}px` : 'full'}>
      <Image
        src={url}
        alt={alt}
        position="absolute"
        top="50%"
        left="50%"
        maxW="none"
        onLoad={(event) => setLoaded({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
        onError={() => setBroken(true)}
        style={{
          // Before the stage or the image's size is known, the browser fits it.
          ...(measured ? { width: `${size.width}px`, height: `${size.height}px` } : { maxWidth: '100%', maxHeight: '100%' }),
          transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
        }}
      />
    </Box>
        );
      }}
    </PageStage>
  );
}
