/**
 * The recipes the portal's base entry renders. Chakra's `defaultConfig` registers every recipe of every
 * component (about a hundred); shared modules are not tree-shaken across federation, so the system is
 * built from `defaultBaseConfig` plus only these, and shared-ui/widgets adds its own when it loads
 * (widgetRecipes.ts). A component whose recipe is missing renders unstyled: add its recipe here or
 * there when a page starts using a new Chakra component (recipes.test.ts finds one missing).
 */
import {
  badgeRecipe,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  separatorRecipe,
  spinnerRecipe,
  alertSlotRecipe,
  cardSlotRecipe,
  fieldSlotRecipe,
  progressSlotRecipe,
  tabsSlotRecipe,
} from '@chakra-ui/react/theme';

/** Recipes of the primitives exported from the base entry (`shared-ui`). */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

/** Slot recipes of the base entry: alert, card, field, progress and tabs (the page kit's PageTabs). */
export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  progress: progressSlotRecipe,
  tabs: tabsSlotRecipe,
};
