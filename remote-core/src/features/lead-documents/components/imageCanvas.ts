/**
 * The browser's part of compressing a photo: decoding it (turned upright from its EXIF orientation)
 * and drawing it smaller into a JPEG. Kept apart from the rule (model/pagePreparation.ts) because
 * it needs a real canvas, which jsdom lacks: screen tests replace this module.
 */

export interface DecodedImage {
  width: number;
  height: number;
  bitmap: ImageBitmap;
}

/** The image decoded and turned upright, or null when this browser cannot decode it (or has no createImageBitmap). */
export async function decodeImage(file: Blob): Promise<DecodedImage | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, bitmap };
  } catch {
    return null;
  }
}

/** Frees the decoded pixels at once: a 12-megapixel photo holds about 48 MB of a phone's memory. */
export function releaseImage(image: DecodedImage): void {
  image.bitmap.close();
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

function draw(context: Context2D, image: DecodedImage, width: number, height: number) {
  // JPEG has no transparency: a PNG's transparent parts would turn black on a bare canvas.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.bitmap, 0, 0, width, height);
}

/** The image drawn at width × height and encoded as JPEG; OffscreenCanvas where there is one, else a detached <canvas>. */
export async function encodeJpeg(image: DecodedImage, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas context');
    draw(context, image, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas context');
  draw(context, image, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas made no JPEG'))), 'image/jpeg', quality);
  });
}
