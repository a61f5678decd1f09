/**
 * The recipes of shared-ui/widgets' components, added to the portal's system when the widgets entry
 * is evaluated (widgets.ts calls addRecipes): they are style objects only, yet together they were a
 * few kilobytes of every page's start-up, and no page draws a widget before its module has loaded.
 * `checkmark` is the tick the widgets' Checkbox draws.
 */
import {
  checkmarkRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export const widgetRecipes = {
  checkmark: checkmarkRecipe,
};

export const widgetSlotRecipes = {
  checkbox: checkboxSlotRecipe,
  collapsible: collapsibleSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  menu: menuSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
