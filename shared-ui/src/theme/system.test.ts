import type * as SystemModule from './system';
import { recipes, slotRecipes } from './recipes';
import { widgetRecipes, widgetSlotRecipes } from './widgetRecipes';

/** A fresh copy of shared-ui's modules, as a page that has loaded nothing yet sees them. */
function freshModules(): { system: typeof SystemModule; loadWidgets: () => void } {
  jest.resetModules();
  return { system: jest.requireActual<typeof SystemModule>('./system'), loadWidgets: () => jest.requireActual('../widgets') };
}

describe('the portal system', () => {
  it('carries the base entry recipes from the start, and the widgets recipes once shared-ui/widgets has loaded', () => {
    const { system, loadWidgets } = freshModules();
    const portal = system.getSystem();
    for (const key of Object.keys(recipes)) expect(portal.getRecipe(key)).toBeDefined();
    for (const key of Object.keys(slotRecipes)) expect(portal.getSlotRecipe(key)).toBeDefined();
    expect(portal.getSlotRecipe('dialog')).toBeUndefined();

    loadWidgets();
    for (const key of Object.keys(widgetRecipes)) expect(portal.getRecipe(key)).toBeDefined();
    for (const key of Object.keys(widgetSlotRecipes)) expect(portal.getSlotRecipe(key)).toBeDefined();
    // A widget's styles come from its recipe: the dialog's content has a background.
    expect(portal.getSlotRecipeFn('dialog')({}).content).toEqual({
      '@layer recipes': expect.objectContaining({ background: 'var(--chakra-colors-bg-panel)' }),
    });
  });

  it('has the widgets recipes when shared-ui/widgets loaded before the system was first used', () => {
    const { system, loadWidgets } = freshModules();
    loadWidgets();
    expect(system.getSystem().getSlotRecipe('table')).toBeDefined();
  });

  it('registers no recipe the portal does not use', () => {
    const portal = freshModules().system.getSystem();
    expect(portal.getSlotRecipe('datePicker')).toBeUndefined();
    expect(portal.getRecipe('kbd')).toBeUndefined();
  });

  it('knows the brand palette and the 1024px breakpoint', () => {
    const portal = freshModules().system.getSystem();
    expect(portal.token('colors.brand.500')).toBe('#1f5fa8');
    expect(portal.token('breakpoints.lg')).toBe('1024px');
  });
});
