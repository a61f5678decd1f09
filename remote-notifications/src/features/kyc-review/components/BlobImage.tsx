import { useCallback, type CSSProperties } from 'react';
import { Image } from 'shared-ui';

interface BlobImageProps {
  blob: Blob;
  alt: string;
  /** The bytes are not an image the browser can show. */
  onError: () => void;
  width?: string;
  maxW?: string;
  height?: string;
  objectFit?: 'contain' | 'cover';
  /** Values that change often (the zoom): set through the CSSOM, which the portal's CSP allows. */
  style?: CSSProperties;
}

/**
 * An image from fetched bytes: an object URL is made for the <img> when it mounts (or the bytes
 * change) and revoked when it unmounts, so no token ever sits in a src and no memory is kept.
 */
export function BlobImage({ blob, alt, onError, ...style }: BlobImageProps) {
  const attach = useCallback(
    (node: HTMLImageElement | null) => {
      if (node === null) return undefined;
      const url = URL.createObjectURL(blob);
      node.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <Image ref={attach} alt={alt} onError={onError} display="block" {...style} />;
}
