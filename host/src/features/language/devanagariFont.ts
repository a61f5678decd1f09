import regularFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import semiboldFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2';
import { appFirstFrameShown } from '../startup';
import { DEVANAGARI_FACES, DEVANAGARI_UNICODE_RANGE, fontFaceRule } from './devanagariFontFaces.cjs';

/** The files' URLs, by weight: webpack emits them beside the host's scripts. */
const URLS: Record<number, string> = { 400: regularFont, 600: semiboldFont };

export { DEVANAGARI_UNICODE_RANGE };

/** The `@font-face` rules, one per weight. */
export function devanagariFontFaces(): string[] {
  return DEVANAGARI_FACES.map((face) => fontFaceRule(face, URLS[face.weight] as string));
}

/**
 * Declares the portal's Devanagari font in the document once the app's first frame is on screen
 * (`afterFirstFrame`); the browser then downloads a face only when a character in its range is drawn
 * (`unicode-range`). The rules go into an empty <style> element through CSSOM, as Emotion's do: the
 * pages' Content-Security-Policy allows no inline style text (scripts/lib/security-headers.mjs).
 *
 * Why after the first frame: the faces are 50 and 54 KB, as many bytes as react-dom's file, and a
 * phone's connection is shared by everything in flight; declared before, they were downloaded beside
 * the start-up files and the first Hindi frame came about half a second later. Every phone's own
 * system has a Devanagari font (Android's is Noto Sans Devanagari itself, matched by `local()`), so
 * the first frame is drawn in it and the portal's faces take over when they arrive (`font-display:
 * swap`). docs/languages.md, "Speed of the Hindi pages".
 */
export function addDevanagariFont(document: Document = window.document, afterFirstFrame: () => Promise<void> = appFirstFrameShown): void {
  // Declared already: by an earlier call, or by the pre-rendered page's document (webpack/prerender-plugin.cjs).
  if (document.getElementById('portal-devanagari-font') || document.querySelector('style[data-portal-font-faces]')) return;
  const style = document.createElement('style');
  style.id = 'portal-devanagari-font';
  document.head.append(style);
  void afterFirstFrame().then(() => {
    for (const rule of devanagariFontFaces()) style.sheet?.insertRule(rule, style.sheet.cssRules.length);
  });
}
