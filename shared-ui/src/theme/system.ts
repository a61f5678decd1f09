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

/** Chakra's default tokens and global styles, with only the base entry's recipes (see recipes.ts). */
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

type Recipes = NonNullable<NonNullable<SystemContext['_config']['theme']>['recipes']>;
type SlotRecipes = NonNullable<NonNullable<SystemContext['_config']['theme']>['slotRecipes']>;

/** Every recipe addRecipes was given: applied to the system now if it exists, or when getSystem creates it. */
const addedRecipes: { recipes: Recipes; slotRecipes: SlotRecipes } = { recipes: {}, slotRecipes: {} };

function applyAddedRecipes(system: SystemContext): void {
  const theme = (system._config.theme ??= {});
  theme.recipes = Object.assign(theme.recipes ?? {}, addedRecipes.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, addedRecipes.slotRecipes);
}

/**
 * Adds recipes to the portal's system, whether or not it exists yet: shared-ui/widgets adds its
 * components' recipes when it loads (widgetRecipes.ts). Chakra's system reads a recipe from its
 * theme when a component first asks for it, and no widget renders before its module has run.
 */
export function addRecipes(more: { recipes?: Recipes; slotRecipes?: SlotRecipes }): void {
  Object.assign(addedRecipes.recipes, more.recipes);
  Object.assign(addedRecipes.slotRecipes, more.slotRecipes);
  if (portalSystem) applyAddedRecipes(portalSystem);
}

/**
 * The portal's Chakra system, created on first use rather than when this module is evaluated:
 * createSystem (the token dictionary above all) is one of the longest pieces of start-up work on a
 * phone, and the host runs it in a task of its own (host/src/index.ts; docs/performance.md,
 * "Start-up split into tasks").
 */
export function getSystem(): SystemContext {
  if (!portalSystem) {
    portalSystem = createSystem(defaultBaseConfig, portalThemeConfig, brandConfig);
    applyAddedRecipes(portalSystem);
  }
  return portalSystem;
}
