import { useCallback, type RefCallback } from 'react';

/**
 * A ref for the <img> that previews `file`. The blob: URL is created when the image mounts (or the
 * file changes) and revoked when it unmounts, so a URL never outlives its image and no render
 * waits for an effect to store it.
 */
export function useFilePreviewRef(file: File | undefined): RefCallback<HTMLImageElement> {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !file) return undefined;
      const url = URL.createObjectURL(file);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [file],
  );
}
