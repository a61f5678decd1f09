import { defineConfig } from '@chakra-ui/react/styled-system';

const DEVANAGARI_AFTER_INTER =
  'Inter, "Noto Sans Devanagari", -apple-system, BlinkMacSystemFont, "Segoe UI", Helvetica, Arial, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

/**
 * Portal brand: a deep banking blue. `colorPalette="brand"` works on every recipe because the
 * semantic palette keys (solid, contrast, fg, muted, subtle, emphasized, focusRing, border) exist.
 */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
      // Chakra's stack with Noto Sans Devanagari after Inter: Hindi is drawn with the font the host
      // serves (declared with a Devanagari-only unicode-range, so English pages never download it).
      fonts: {
        heading: { value: DEVANAGARI_AFTER_INTER },
        body: { value: DEVANAGARI_AFTER_INTER },
      },
      colors: {
        brand: {
          50: { value: '#e8f1fb' },
          100: { value: '#c5dbf5' },
          200: { value: '#9cc2ed' },
          300: { value: '#6ea5e2' },
          400: { value: '#3f86d4' },
          500: { value: '#1f5fa8' },
          600: { value: '#194f8c' },
          700: { value: '#133e6e' },
          800: { value: '#0d2d51' },
          900: { value: '#081d35' },
          950: { value: '#04101f' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.400}' },
          border: { value: '{colors.brand.500}' },
        },
      },
    },
  },
  globalCss: {
    'html, body': { bg: 'gray.50', color: 'gray.900' },
  },
});
