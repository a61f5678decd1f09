import { useState } from 'react';
import { Box, Button, Center, Spinner, Text, VStack, chakra } from 'shared-ui';
import { useKycDocument } from '../api/kycDocument';
import type { ReviewDocument } from '../model/kycReview';
import { BlobImage } from './BlobImage';
import { ZoomDialog } from './ZoomDialog';

export const IMAGE_ERROR = 'Image could not be loaded';

/** The tallest a thumbnail box gets when its column is wide; its width is the column's. */
const THUMBNAIL_MAX_HEIGHT = '16rem';

interface DocumentImageProps {
  document: ReviewDocument;
  /** The connector's name, for alt texts and the zoom dialog's title. */
  connector: string;
}

/**
 * One KYC image, labelled: a spinner while its bytes load, "Image could not be loaded" with Retry
 * when the request fails or the bytes are no image; the image opens the zoom dialog. The image is
 * fitted into a box of bounded size and decoded only when it comes near the screen.
 */
export function DocumentImage({ document, connector }: DocumentImageProps) {
  const image = useKycDocument(document.url);
  const [brokenBlob, setBrokenBlob] = useState<Blob>();
  const [zooming, setZooming] = useState(false);
  const blob = image.data;
  const broken = blob !== undefined && brokenBlob === blob;
  const retry = () => {
    setBrokenBlob(undefined);
    void image.refetch();
  };
  const markBroken = () => {
    setBrokenBlob(blob);
    setZooming(false);
  };

  let content;
  if (image.isError || broken) {
    content = (
      <Center h="full" p="3">
        <VStack gap="2" textAlign="center">
          <Text fontSize="sm" color="red.600" role="alert">
            {IMAGE_ERROR}
          </Text>
          <Button size="xs" variant="outline" onClick={retry} aria-label={`Retry ${document.label}`} loading={image.isFetching}>
            Retry
          </Button>
        </VStack>
      </Center>
    );
  } else if (blob === undefined) {
    content = (
      <Center h="full" role="status" aria-label={`Loading ${document.label}`}>
        <Spinner color="brand.500" />
      </Center>
    );
  } else {
    content = (
      <chakra.button
        type="button"
        aria-label={`Zoom ${document.label}`}
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
          alt={`${document.label} of ${connector}`}
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
  );
}
