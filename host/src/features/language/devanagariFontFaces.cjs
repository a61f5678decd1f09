/**
 * The portal's Devanagari font faces, in one place for the pages (devanagariFont.ts loads them at
 * runtime) and the build (webpack/prerender-plugin.cjs writes them into the pre-rendered login
 * page, which is shown in Hindi before any of its scripts has run). docs/languages.md.
 */

/** The family shared-ui's theme names after Inter for Devanagari (theme/brand.ts). */
const FAMILY = 'Noto Sans Devanagari';

/**
 * The Devanagari block, its extensions and the joiners, as the font's own package lists them, but
 * without U+20B9 (₹) and U+20A8: with them every English page showing an amount would download the
 * font for the rupee sign, which the Latin fonts already draw (docs/languages.md).
 */
const DEVANAGARI_UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09';

/**
 * The two weights served: regular and semibold. Chakra's medium (500) is drawn with the regular
 * face and bold (700) with the semibold one (CSS font matching), so a Hindi page downloads at most
 * two files (50 KB and 54 KB). A phone with the font installed uses its own (`local()`). `file` is
 * the file of @fontsource/noto-sans-devanagari.
 */
const DEVANAGARI_FACES = [
  { weight: 400, file: 'noto-sans-devanagari-devanagari-400-normal.woff2', local: ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'] },
  { weight: 600, file: 'noto-sans-devanagari-devanagari-600-normal.woff2', local: ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'] },
];

/** One face's `@font-face` rule, its file at `url`. */
function fontFaceRule(face, url) {
  return (
    `@font-face{font-family:"${FAMILY}";font-style:normal;font-weight:${face.weight};font-display:swap;` +
    `src:${face.local.map((name) => `local("${name}")`).join(',')},url(${url}) format("woff2");unicode-range:${DEVANAGARI_UNICODE_RANGE}}`
  );
}

module.exports = { DEVANAGARI_FAMILY: FAMILY, DEVANAGARI_FACES, DEVANAGARI_UNICODE_RANGE, fontFaceRule };
