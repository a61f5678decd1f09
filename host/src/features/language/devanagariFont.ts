import regularFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import semiboldFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2';
import { appFirstFrameShown } from '../startup';
import { DEVANAGARI_FACES, DEVANAGARI_FAMILY, DEVANAGARI_UNICODE_RANGE } from './devanagariFontFaces.cjs';
import { pageSettled } from './pageSettled';

/** The files' URLs, by weight: webpack emits them beside the host's scripts. */
const URLS: Record<number, string> = { 400: regularFont, 600: semiboldFont };

export { DEVANAGARI_UNICODE_RANGE };

/** Set on <html> once the font has been asked for, so that it is asked for once. */
const FONT_ADDED_ATTRIBUTE = 'data-portal-devanagari-font';

/** The app's first frame is on screen and the page it opened has drawn its content (see addDevanagariFont). */
function pageShown(): Promise<void> {
  return appFirstFrameShown().then(() => pageSettled());
}

/**
 * One face: the device's own copy when it has one (`local()`), else the portal's file. The file is
 * fetched by this script rather than named in an `@font-face` rule: a request the style engine makes
 * for a rule names no initiator, and Lighthouse's simulation then counts it as made with the
 * document, sharing the phone's bandwidth with every start-up file, where the browser makes it after
 * the page is drawn. Fetched, it is a request of this script, simulated where it is made.
 */
async function loadFace(fonts: FontFaceSet, face: (typeof DEVANAGARI_FACES)[number]): Promise<void> {
  const descriptors: FontFaceDescriptors = { weight: String(face.weight), style: 'normal', display: 'swap', unicodeRange: DEVANAGARI_UNICODE_RANGE };
  try {
    fonts.add(await new FontFace(DEVANAGARI_FAMILY, face.local.map((name) => `local("${name}")`).join(','), descriptors).load());
    return;
  } catch {
    // Not installed on this device: the portal's file.
  }
  const response = await fetch(URLS[face.weight] as string);
  if (!response.ok) throw new Error(`font file: HTTP ${response.status}`);
  fonts.add(await new FontFace(DEVANAGARI_FAMILY, await response.arrayBuffer(), descriptors).load());
}

/**
 * Adds the portal's Devanagari font to the document once the page is shown (`whenShown`: by default
 * once the app's first frame is on screen and the page has nothing left loading, pageSettled.ts),
 * both weights. A face that cannot be loaded leaves the text in the device's own Devanagari font.
 *
 * Why that late: the faces are 50 and 54 KB, as many bytes as react-dom's file, and a phone's
 * connection is shared by everything in flight; requested before the page's own files and reads, they
 * made its first Hindi frame, and then its data, come later (half a second and more on a phone).
 * Every phone's own system has a Devanagari font (Android's is Noto Sans Devanagari itself, used as
 * it is), so the page is drawn in it and the portal's faces take over when they arrive, as
 * `font-display: swap` would. docs/languages.md, "Speed of the Hindi pages".
 */
export function addDevanagariFont(document: Document = window.document, whenShown: () => Promise<void> = pageShown): void {
  // Added already: by an earlier call, or declared by the pre-rendered page's document (webpack/prerender-plugin.cjs).
  if (document.documentElement.hasAttribute(FONT_ADDED_ATTRIBUTE) || document.querySelector('style[data-portal-font-faces]')) return;
  document.documentElement.setAttribute(FONT_ADDED_ATTRIBUTE, '');
  void whenShown().then(() =>
    Promise.all(DEVANAGARI_FACES.map((face) => loadFace(document.fonts, face))).catch(() => undefined),
  );
}
