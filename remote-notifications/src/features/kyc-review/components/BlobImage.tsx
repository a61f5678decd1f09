import { useCallback, type CSSProperties } from 'react';
import { Image } from 'shared-ui';

interface BlobImageProps {
  blob: Blob;
  alt: string;
  /** The bytes are not an image the browser can show. */
  onError: () => void;
  /** The image is decoded: its natural size is known. */
  onLoad?: (image: HTMLImageElement) => void;
  width?: string;
  maxW?: string;
  height?: string;
  maxH?: string;
  objectFit?: 'contain' | 'cover';
  /** `lazy` for images that may start off screen: the browser decodes them only when they come near. */
  loading?: 'lazy' | 'eager';
  /** Values that change often (the zoom): set through the CSSOM, which the portal's CSP allows. */
  style?: CSSProperties;
}

/**
 * An image from fetched bytes: an object URL is made for the <img> when it mounts (or the bytes
 * change) and revoked when it unmounts, so no token ever sits in a src and no memory is kept.
 * It is decoded asynchronously, so a large image never holds up the rest of the page.
 */
export function BlobImage({ blob, alt, onError, onLoad, loading, ...style }: BlobImageProps) {
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (node === null) return undefined;
      const url = URL.createObjectURL(blob);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    <Image
      ref={attach}
      alt={alt}
      onError={onError}
      onLoad={onLoad ? (event) => onLoad(event.currentTarget) : undefined}
      decoding="async"
      loading={loading}
      display="block"
      {...style}
    />
  );
}
