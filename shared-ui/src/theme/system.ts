import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

// Initial system; the platform work replaces defaultConfig with a slice of only the recipes used.
const brand = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f1fb' }, 100: { value: '#c5dbf5' }, 500: { value: '#1f5fa8' },
          600: { value: '#194f8c' }, 700: { value: '#133e6e' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, brand);
