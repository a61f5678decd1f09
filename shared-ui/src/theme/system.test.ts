import { getSystem } from './system';

const system = getSystem();
import { recipes, slotRecipes } from './recipes';

describe('the portal system', () => {
  it('registers only the portal recipes, for the base entry and the widgets', () => {
    for (const key of Object.keys(recipes)) expect(system.getRecipe(key)).toBeDefined();
    for (const key of Object.keys(slotRecipes)) expect(system.getSlotRecipe(key)).toBeDefined();
    expect(system.getSlotRecipe('tabs')).toBeDefined();
    expect(system.getSlotRecipe('datePicker')).toBeUndefined();
    expect(system.getRecipe('kbd')).toBeUndefined();
  });

  it('knows the brand palette and the 1024px breakpoint', () => {
    expect(system.token('colors.brand.500')).toBe('#1f5fa8');
    expect(system.token('breakpoints.lg')).toBe('1024px');
  });
});
