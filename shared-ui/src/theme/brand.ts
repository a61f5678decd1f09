import { defineConfig } from '@chakra-ui/react/styled-system';

/**
 * Portal brand: a deep banking blue. `colorPalette="brand"` works on every recipe because the
 * semantic palette keys (solid, contrast, fg, muted, subtle, emphasized, focusRing, border) exist.
 */
export const brandConfig = defineConfig({
  theme: {
    tokens: {
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
