import sharp from 'sharp';
import { MASK_BOX_LIMITS, type MaskBox } from 'shared-contracts';
import { MAX_IMAGE_PIXELS } from './image-header';

/**
 * Burning a reviewer's boxes into an Aadhaar image (docs/document-vault.md#masking-the-aadhaar-number).
 *
 * libvips keeps recently computed images in an operation cache; the unmasked original must not linger
 * in this process's memory after its mask is burnt, so the cache is off (masking is rare: nothing is lost).
 */
sharp.cache(false);

/** Room for rounding in the boxes a browser computes from a drawn rectangle (x + width may be 1.0000000001). */
const EDGE_TOLERANCE = 1e-6;

/** The messages for the `boxes` field, or none when the boxes are fit to burn. */
export function maskBoxProblems(boxes: readonly MaskBox[]): string[] {
  if (boxes.length === 0) return ['Draw at least one box over the first eight digits.'];
  const problems: string[] = [];
  boxes.forEach((box, index) => {
    const label = `Box ${index + 1}`;
    if (box.x + box.width > 1 + EDGE_TOLERANCE || box.y + box.height > 1 + EDGE_TOLERANCE) problems.push(`${label} reaches outside the image.`);
    if (box.width < MASK_BOX_LIMITS.minSide || box.height < MASK_BOX_LIMITS.minSide) {
      problems.push(`${label} is too small: make it at least ${MASK_BOX_LIMITS.minSide * 100}% of the image's width and height.`);
    }
  });
  return problems;
}

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A box of fractions as whole pixels of an image this size. Edges are rounded outwards, so the burnt
 * box covers at least what the reviewer drew, and clamped to the image.
 */
export function toPixelBox(box: MaskBox, imageWidth: number, imageHeight: number): PixelBox {
  const left = Math.min(imageWidth - 1, Math.max(0, Math.floor(box.x * imageWidth)));
  const top = Math.min(imageHeight - 1, Math.max(0, Math.floor(box.y * imageHeight)));
  const right = Math.max(left + 1, Math.min(imageWidth, Math.ceil((box.x + box.width) * imageWidth)));
  const bottom = Math.max(top + 1, Math.min(imageHeight, Math.ceil((box.y + box.height) * imageHeight)));
  return { left, top, width: right - left, height: bottom - top };
}

/** The image could not be decoded (it passed the upload's header checks only). */
export class ImageNotDecodable extends Error {}

export interface MaskedImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
}

/**
 * The image with solid black boxes burnt in. The boxes are fractions of the image as a browser shows it,
 * so the EXIF orientation is applied first (`rotate()`), and the result is stored upright with no
 * orientation tag. A JPEG stays a JPEG, a PNG a PNG; a GIF becomes a PNG (its first frame: a KYC photo is
 * not animated, and libvips writes GIFs only with a palette that could blur the boxes' edges).
 *
 * The output carries no metadata: sharp writes none unless asked (`withMetadata`), and that matters here:
 * a camera's EXIF block holds a thumbnail of the photo, which would still show the unmasked number.
 *
 * Decoding stops at MAX_IMAGE_PIXELS, the upload's own limit.
 */
export async function burnMask(original: Buffer, boxes: readonly MaskBox[]): Promise<MaskedImage> {
  try {
    const image = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (!metadata.width || !metadata.height) throw new ImageNotDecodable('no dimensions');
    // Orientations 5–8 turn the image a quarter: its displayed width is its stored height.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = turned ? metadata.height : metadata.width;
    const height = turned ? metadata.width : metadata.height;
    const overlays = boxes.map((box) => {
      const pixels = toPixelBox(box, width, height);
      return {
        input: { create: { width: pixels.width, height: pixels.height, channels: 4 as const, background: { r: 0, g: 0, b: 0, alpha: 1 } } },
        left: pixels.left,
        top: pixels.top,
      };
    });
    const burnt = image.rotate().composite(overlays);
    if (metadata.format === 'jpeg') return { bytes: await burnt.jpeg({ quality: 90 }).toBuffer(), contentType: 'image/jpeg' };
    return { bytes: await burnt.png().toBuffer(), contentType: 'image/png' };
  } catch (error) {
    if (error instanceof ImageNotDecodable) throw error;
    // sharp throws plain Errors for input it cannot decode (truncated data, a header without pixels).
    throw new ImageNotDecodable(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Masking decodes and encodes whole images in libuv's thread pool, the pool password hashing uses too;
 * one replica masks one image at a time (a few more wait their turn) so a burst of masks cannot starve
 * sign-ins. A caller beyond the queue is told to try again (429).
 */
export class MaskingQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency = 1,
    private readonly maxWaiting = 4,
  ) {}

  /** Runs `task` in its turn; null (not run) when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<{ result: T } | null> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return { result: await task() };
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next caller, so `running` stays as it is.
      if (next) next();
      else this.running -= 1;
    }
  }
}
