/**
 * What happens to a chosen file before it is sent as a page (docs/lead-documents.md, "The
 * connector's screen"): a phone's photo is made smaller in the browser, a PDF goes as it is, and a
 * file the lead cannot take is refused before a byte is sent. Pure: the decoding and drawing are
 * `components/imageCanvas.ts`.
 */
import type { LeadDocumentLimits } from 'shared-contracts';
import { t as catalogueT, type LeadDocumentsT } from '../i18n';
import { formatMegabytes } from './uploadLimits';

/**
 * The long side of a photo after compression. A4 at 2400 px is about 200 dots per inch, enough for
 * a salary slip's small print; a 12-megapixel camera takes 4000 px, and sending that costs the
 * connector's data and the lead's 50 MB for nothing.
 */
export const MAX_LONG_SIDE_PX = 2400;

/** An image at or below this size (and MAX_LONG_SIDE_PX) is sent as it is: compressing it gains little. */
export const REENCODE_ABOVE_BYTES = 1.5 * 1024 * 1024;

/** JPEG quality of a compressed photo: text stays sharp, a 2400 px page is typically 0.4–1 MB. */
export const JPEG_QUALITY = 0.82;


export interface ImageSize {
  width: number;
  height: number;
}

export type PreparationPlan =
  | { kind: 'send-as-is' }
  | { kind: 're-encode'; width: number; height: number }
  | { kind: 'refuse'; message: string };

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  heic: 'image/heic',
  heif: 'image/heif',
  webp: 'image/webp',
};

/** A file's type; some Android file pickers give none, so the name's extension stands in. */
export function fileContentType(file: { type: string; name: string }): string {
  if (file.type) return file.type.toLowerCase();
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return (extension && TYPES_BY_EXTENSION[extension]) || '';
}

/** Images are decoded first (their size decides); anything else is judged by its type alone. */
export function isImageType(contentType: string): boolean {
  return contentType.startsWith('image/');
}

/** The types the server stores as they are. */
function isStorableImage(contentType: string): boolean {
  return contentType === 'image/jpeg' || contentType === 'image/png';
}

/**
 * The rule: a PDF is sent as it is; an image is re-encoded as JPEG, its long side scaled to at most
 * MAX_LONG_SIDE_PX, when that side is longer or the file is larger than REENCODE_ABOVE_BYTES (or
 * it is a type the server does not store, such as a phone's HEIC, when the browser can read it);
 * otherwise sent as it is. `imageSize` is null when the browser could not decode the image: a JPEG
 * or PNG then goes as it is (the server judges it), anything else is refused.
 */
export function preparationPlan(file: { contentType: string; size: number }, imageSize: ImageSize | null, t: LeadDocumentsT = catalogueT): PreparationPlan {
  if (file.contentType === 'application/pdf') return { kind: 'send-as-is' };
  if (!isImageType(file.contentType)) return { kind: 'refuse', message: t('upload.wrongType') };
  if (!imageSize) {
    return isStorableImage(file.contentType) ? { kind: 'send-as-is' } : { kind: 'refuse', message: t('upload.unreadableImage') };
  }
  const longSide = Math.max(imageSize.width, imageSize.height);
  if (longSide <= MAX_LONG_SIDE_PX && file.size <= REENCODE_ABOVE_BYTES && isStorableImage(file.contentType)) {
    return { kind: 'send-as-is' };
  }
  const scale = Math.min(1, MAX_LONG_SIDE_PX / longSide);
  return {
    kind: 're-encode',
    width: Math.max(1, Math.round(imageSize.width * scale)),
    height: Math.max(1, Math.round(imageSize.height * scale)),
  };
}

/** A re-encoded photo's name: the original's with a .jpg extension ("IMG_2041.HEIC" → "IMG_2041.jpg"). */
export function jpegFileName(originalName: string): string {
  const base = originalName.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * Why a prepared file cannot be sent, in the server's own words, or null when it fits: each file
 * within `max_file_bytes`, and the lead's pages within `max_lead_bytes` (`used_bytes` already
 * counts every page stored so far, uploads of this screen included).
 */
export function sizeRefusal(
  bytes: number,
  limits: Pick<LeadDocumentLimits, 'max_file_bytes' | 'max_lead_bytes' | 'used_bytes'>,
  t: LeadDocumentsT = catalogueT,
): string | null {
  if (bytes > limits.max_file_bytes) return t('upload.fileTooLarge', { size: formatMegabytes(limits.max_file_bytes) });
  if (limits.used_bytes + bytes > limits.max_lead_bytes) {
    return t('upload.leadTooLarge', { size: formatMegabytes(limits.max_lead_bytes) });
  }
  return null;
}
