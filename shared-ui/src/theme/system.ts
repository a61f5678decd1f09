import { createSystem, defineConfig, type SystemContext } from '@chakra-ui/react/styled-system';
import { defaultBaseConfig } from '@chakra-ui/react/preset-base';
import {
  animationStyles,
  breakpoints,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  keyframes,
  layerStyles,
  semanticTokens,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { brandConfig } from './brand';
import { recipes, slotRecipes } from './recipes';

/** Chakra's default tokens and global styles, with only the portal's recipes (see recipes.ts). */
const portalThemeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

let portalSystem: SystemContext | undefined;

/**
 * The portal's Chakra system, created on first use rather than when this module is evaluated:
 * createSystem (the token dictionary above all) is one of the longest pieces of start-up work on a
 * phone, and the host runs it in a task of its own (host/src/index.ts; docs/performance.md,
 * "Start-up split into tasks").
 */
export function getSystem(): SystemContext {
  portalSystem ??= createSystem(defaultBaseConfig, portalThemeConfig, brandConfig);
  return portalSystem;
}
