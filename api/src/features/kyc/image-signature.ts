export interface ImageKind {
  contentType: 'image/jpeg' | 'image/png' | 'image/gif';
}

/** Bytes needed to recognise every accepted format. */
export const IMAGE_SIGNATURE_BYTES = 8;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Identifies JPEG, PNG and GIF files by their leading bytes (never by name or declared type). */
export function detectImageKind(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { contentType: 'image/jpeg' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return { contentType: 'image/png' };
  if (bytes.length >= 6) {
    const header = bytes.subarray(0, 6).toString('latin1');
    if (header === 'GIF87a' || header === 'GIF89a') return { contentType: 'image/gif' };
  }
  return null;
}

const EXTENSIONS: Record<ImageKind['contentType'], string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

/** The file extension of a stored image's content type ("bin" for anything else): the name a download gets. */
export function imageExtension(contentType: string): string {
  return EXTENSIONS[contentType as ImageKind['contentType']] ?? 'bin';
}
