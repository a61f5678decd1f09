import regularFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import semiboldFont from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2';

/** The family shared-ui's theme names after Inter for Devanagari (theme/brand.ts). */
const FAMILY = 'Noto Sans Devanagari';

/**
 * The Devanagari block, its extensions and the joiners, as the font's own package lists them, but
 * without U+20B9 (₹) and U+20A8: with them every English page showing an amount would download the
 * font for the rupee sign, which the Latin fonts already draw (docs/languages.md).
 */
export const DEVANAGARI_UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/**
 * The two weights served: regular and semibold. Chakra's medium (500) is drawn with the regular
 * face and bold (700) with the semibold one (CSS font matching), so a Hindi page downloads at most
 * two files (50 KB and 54 KB). A phone with the font installed uses its own (`local()`).
 */
const FACES = [
  { weight: 400, url: regularFont, local: ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'] },
  { weight: 600, url: semiboldFont, local: ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'] },
];

/** The `@font-face` rules, one per weight. */
export function devanagariFontFaces(): string[] {
  return FACES.map(
    (face) =>
      `@font-face{font-family:"${FAMILY}";font-style:normal;font-weight:${face.weight};font-display:swap;` +
      `src:${face.local.map((name) => `local("${name}")`).join(',')},url(${face.url}) format("woff2");unicode-range:${DEVANAGARI_UNICODE_RANGE}}`,
  );
}

/**
 * Declares the portal's Devanagari font in the document. The browser downloads it only when a
 * character in its range is drawn (`unicode-range`). The rules go into an empty <style> element
 * through CSSOM, as Emotion's do: the pages' Content-Security-Policy allows no inline style text
 * (scripts/lib/security-headers.mjs).
 */
export function addDevanagariFont(document: Document = window.document): void {
  if (document.getElementById('portal-devanagari-font')) return;
  const style = document.createElement('style');
  style.id = 'portal-devanagari-font';
  document.head.append(style);
  for (const rule of devanagariFontFaces()) style.sheet?.insertRule(rule, style.sheet.cssRules.length);
}
