import { badgeTextContrast } from '../testing/themeContrast';
import { CHECKLIST_BADGE_STYLES, checklistBadgeStyle } from './checklistBadge';

describe('checklist badges', () => {
  it('style Submitted/Verified as success and anything else as secondary', () => {
    expect(checklistBadgeStyle(true)).toBe('success');
    expect(checklistBadgeStyle(false)).toBe('secondary');
  });

  it.each(Object.entries(CHECKLIST_BADGE_STYLES))('%s: the small text has at least 4.5:1 contrast in the theme (WCAG AA)', (_, style) => {
    expect(badgeTextContrast(style.colorPalette, style.variant)).toBeGreaterThanOrEqual(4.5);
  });

  it('would catch white on the solid green, which is too faint for small text', () => {
    expect(badgeTextContrast('green', 'solid')).toBeLessThan(4.5);
  });
});
