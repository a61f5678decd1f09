import { useState } from 'react';
import { Box, Button, CloseButton, HStack, Text } from 'shared-ui';
import { Dialog, DialogFrame } from 'shared-ui/widgets';
import { DEFAULT_ZOOM, MAX_ZOOM, MIN_ZOOM, zoomIn, zoomOut, zoomPercent } from '../model/zoom';
import { useT } from '../i18n';
import { BlobImage } from './BlobImage';

interface ZoomDialogProps {
  open: boolean;
  onClose: () => void;
  /** "Aadhaar front". */
  label: string;
  /** The connector's name, for the title and the image's alt text. */
  connector: string;
  blob: Blob;
  onImageError: () => void;
}

function ZoomContent({ label, connector, blob, onImageError }: Omit<ZoomDialogProps, 'open' | 'onClose'>) {
  const t = useT();
  const [zoom, setZoom] = useState(DEFAULT_ZOOM);
  return (
    <Dialog.Content>
      <Dialog.Header>
        <Dialog.Title>
          {label} — {connector}
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <HStack gap="2" mb="3" wrap="wrap" role="group" aria-label={t('zoom.group')}>
          <Button size="sm" variant="outline" onClick={() => setZoom(zoomOut)} disabled={zoom <= MIN_ZOOM}>
            {t('zoom.out')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setZoom(DEFAULT_ZOOM)} disabled={zoom === DEFAULT_ZOOM}>
            {t('zoom.reset')}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setZoom(zoomIn)} disabled={zoom >= MAX_ZOOM}>
            {t('zoom.in')}
          </Button>
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="zoom-level">
            {zoomPercent(zoom)}
          </Text>
        </HStack>
        <Box overflow="auto" maxH="70vh" borderWidth="1px" borderRadius="md" bg="bg.muted">
          <BlobImage blob={blob} alt={t('zoom.alt', { document: label, connector })} onError={onImageError} maxW="none" style={{ width: `${zoom * 100}%` }} />
        </Box>
      </Dialog.Body>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t('zoom.close')} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}

/** One KYC image large, with Zoom in / Zoom out / Reset zoom (100%, each opening starts there). */
export function ZoomDialog({ open, onClose, ...content }: ZoomDialogProps) {
  return (
    <DialogFrame open={open} onClose={onClose} size="xl">
      <ZoomContent {...content} />
    </DialogFrame>
  );
}
