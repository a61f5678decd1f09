/**
 * The recipes the portal actually renders. Chakra's `defaultConfig` registers every recipe of every
 * component (about a hundred); shared modules are not tree-shaken across federation, so the system is
 * built from `defaultBaseConfig` plus only these. A component whose recipe is missing here renders
 * unstyled: add its recipe when a page starts using a new Chakra component.
 */
import {
  badgeRecipe,
  buttonRecipe,
  checkmarkRecipe,
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
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  menuSlotRecipe,
  progressSlotRecipe,
  tableSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Recipes of the primitives exported from the base entry (`shared-ui`), and `checkmark`, which
 * the widgets' Checkbox draws its tick with (its style object is part of the checkbox recipe anyway).
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
};

/**
 * Slot recipes of the base entry (alert, card, field, progress) and of `shared-ui/widgets`
 * (checkbox, collapsible, dialog, drawer, menu, switch, table, tabs, toast, tooltip). The widget recipes are plain style
 * objects, small next to the widgets' behaviour code, which stays in the widgets chunk.
 */
export const slotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
  progress: progressSlotRecipe,
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
