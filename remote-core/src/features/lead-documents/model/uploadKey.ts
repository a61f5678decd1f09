/**
 * The `upload_key` of one chosen file: chosen once, sent with every attempt at that file, so that a
 * retry after a lost answer gets the page already stored (200) instead of a second copy. The
 * server accepts 1–64 characters of [A-Za-z0-9_-] (UPLOAD_KEY_PATTERN).
 */
type RandomSource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

export function newUploadKey(source: RandomSource | undefined = globalThis.crypto): string {
  if (source?.randomUUID) return source.randomUUID();
  if (source?.getRandomValues) {
    // randomUUID needs a secure context; getRandomValues does not (a phone on a LAN address over http).
    const bytes = source.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}
