import { useState } from 'react';
import { Badge, Box, Button, Center, Spinner, Stack, Text, VStack, chakra } from 'shared-ui';
import { useKycDocument } from '../api/kycDocument';
import type { ReviewDocument } from '../model/kycReview';
import { isAadhaarSide, maskingLabel } from '../model/maskBoxes';
import { useT } from '../i18n';
import { AlreadyMaskedDialog } from './AlreadyMaskedDialog';
import { BlobImage } from './BlobImage';
import { MaskDialog } from './MaskDialog';
import { ZoomDialog } from './ZoomDialog';

/** The tallest a thumbnail box gets when its column is wide; its width is the column's. */
const THUMBNAIL_MAX_HEIGHT = '16rem';

interface DocumentImageProps {
  document: ReviewDocument;
  /** The connector's name, for alt texts and the zoom dialog's title. */
  connector: string;
  /** The submission, when it is pending: its unmasked Aadhaar sides offer the masking actions. */
  pendingSubmissionId?: number;
}

/**
 * One KYC image, labelled: a spinner while its bytes load, "Image could not be loaded" with Retry
 * when the request fails or the bytes are no image; the image opens the zoom dialog. The image is
 * fitted into a box of bounded size and decoded only when it comes near the screen.
 */
export function DocumentImage({ document, connector, pendingSubmissionId }: DocumentImageProps) {
  const t = useT();
  const image = useKycDocument(document.url);
  const [brokenBlob, setBrokenBlob] = useState<Blob>();
  const [zooming, setZooming] = useState(false);
  const [masking, setMasking] = useState<'boxes' | 'confirm'>();
  const masked = maskingLabel(t, document.masking);
  const maskable = pendingSubmissionId !== undefined && isAadhaarSide(document.kind) && document.masking === null;
  const blob = image.data;
  const broken = blob !== undefined && brokenBlob === blob;
  const retry = () => {
    setBrokenBlob(undefined);
    void image.refetch();
  };
  const markBroken = () => {
    setBrokenBlob(blob);
    setZooming(false);
    setMasking(undefined);
  };

  let content;
  if (image.isError || broken) {
    content = (
      <Center h="full" p="3">
        <VStack gap="2" textAlign="center">
          <Text fontSize="sm" color="red.600" role="alert">
            {t('image.error')}
          </Text>
          <Button size="xs" variant="outline" onClick={retry} aria-label={t('image.retryLabel', { document: document.label })} loading={image.isFetching}>
            {t('image.retry')}
          </Button>
        </VStack>
      </Center>
    );
  } else if (blob === undefined) {
    content = (
      <Center h="full" role="status" aria-label={t('image.loading', { document: document.label })}>
        <Spinner color="brand.500" />
      </Center>
    );
  } else {
    content = (
      <chakra.button
        type="button"
        aria-label={t('image.zoomLabel', { document: document.label })}
        onClick={() => setZooming(true)}
        w="full"
        h="full"
        cursor="zoom-in"
        borderRadius="md"
        focusVisibleRing="outside"
        focusRingColor="brand.500"
      >
        <BlobImage
          blob={blob}
          alt={t('image.alt', { document: document.label, connector })}
          onError={markBroken}
          width="100%"
          height="100%"
          maxW="100%"
          maxH="100%"
          objectFit="contain"
          loading="lazy"
        />
      </chakra.button>
    );
  }

  return (
    <Box minW="0">
      <chakra.figure m="0" minW="0">
        {/* The box, not the image, sets the size: whatever pixels a file declares, it is drawn inside. */}
        <Box aspectRatio={4 / 3} w="full" maxH={THUMBNAIL_MAX_HEIGHT} borderWidth="1px" borderRadius="md" bg="bg.muted" overflow="hidden">
          {content}
        </Box>
        <chakra.figcaption mt="1" fontSize="sm" fontWeight="medium" textAlign="center">
          {document.label}
        </chakra.figcaption>
        {blob !== undefined && !broken ? (
          <ZoomDialog open={zooming} onClose={() => setZooming(false)} label={document.label} connector={connector} blob={blob} onImageError={markBroken} />
        ) : null}
      </chakra.figure>
      {/* Outside the figure: its caption stays the document's name. */}
      {masked !== null ? (
        <Badge colorPalette="green" variant="subtle" mt="1" display="block" textAlign="center" whiteSpace="normal" data-testid={`masking-${document.kind}`}>
          {masked}
        </Badge>
      ) : null}
      {maskable ? (
        <Stack gap="1" mt="2">
          <Button size="xs" colorPalette="brand" onClick={() => setMasking('boxes')} disabled={blob === undefined || broken} aria-label={t('image.maskLabel', { document: document.label })}>
            {t('image.mask')}
          </Button>
          <Button size="xs" variant="outline" onClick={() => setMasking('confirm')} aria-label={t('image.alreadyMaskedLabel', { document: document.label })}>
            {t('image.alreadyMasked')}
          </Button>
        </Stack>
      ) : null}
      {maskable && blob !== undefined && !broken ? (
        <MaskDialog
          open={masking === 'boxes'}
          onClose={() => setMasking(undefined)}
          submissionId={pendingSubmissionId}
          document={document}
          connector={connector}
          blob={blob}
          onImageError={markBroken}
        />
      ) : null}
      {maskable ? (
        <AlreadyMaskedDialog open={masking === 'confirm'} onClose={() => setMasking(undefined)} submissionId={pendingSubmissionId} document={document} />
      ) : null}
    </Box>
  );
}
