import regularFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import semiboldFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2';
import { afterNextPaint } from '../startup';
import { DEVANAGARI_FACES, DEVANAGARI_UNICODE_RANGE, fontFaceRule } from './devanagariFontFaces.cjs';

/** The files' URLs, by weight: webpack emits them beside the host's scripts. */
const URLS: Record<number, string> = { 400: regularFont, 600: semiboldFont };

export { DEVANAGARI_UNICODE_RANGE };

/** The `@font-face` rules, one per weight (`firstFrame`: only those declared before the first frame). */
export function devanagariFontFaces({ firstFrame }: { firstFrame?: boolean } = {}): string[] {
  return DEVANAGARI_FACES.filter((face) => firstFrame === undefined || face.firstFrame === firstFrame).map((face) => fontFaceRule(face, URLS[face.weight] as string));
}

/**
 * Declares the portal's Devanagari font in the document. The browser downloads it only when a
 * character in its range is drawn (`unicode-range`). The rules go into an empty <style> element
 * through CSSOM, as Emotion's do: the pages' Content-Security-Policy allows no inline style text
 * (scripts/lib/security-headers.mjs).
 *
 * The regular face at once; the semibold one once the first frame is on screen (`afterFirstFrame`),
 * so a device without the font downloads one file (50 KB) before its first Hindi screen instead of
 * two: until then the browser draws headings with the regular face made bold, then with the real
 * semibold face (the same letters, a little heavier). docs/languages.md, "Speed of the Hindi pages".
 */
export function addDevanagariFont(document: Document = window.document, afterFirstFrame: () => Promise<void> = afterNextPaint): void {
  // Declared already: by an earlier call, or by the pre-rendered page's document (webpack/prerender-plugin.cjs).
  if (document.getElementById('portal-devanagari-font') || document.querySelector('style[data-portal-font-faces]')) return;
  const style = document.createElement('style');
  style.id = 'portal-devanagari-font';
  document.head.append(style);
  const declare = (rules: string[]) => {
    for (const rule of rules) style.sheet?.insertRule(rule, style.sheet.cssRules.length);
  };
  declare(devanagariFontFaces({ firstFrame: true }));
  void afterFirstFrame().then(() => declare(devanagariFontFaces({ firstFrame: false })));
}
