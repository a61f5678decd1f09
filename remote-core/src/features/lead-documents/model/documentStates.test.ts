import { badgeTextContrast } from '../../lead-detail/testing/themeContrast';
import { LEAD_DOCUMENT_STATE_STYLES, leadDocumentStateStyle } from './documentStates';

describe('lead document state badges', () => {
  it('style Submitted as success (green) and Pending as secondary (gray); Verified blue, Rejected red', () => {
    expect(leadDocumentStateStyle('Submitted').colorPalette).toBe('green');
    expect(leadDocumentStateStyle('Pending').colorPalette).toBe('gray');
    expect(leadDocumentStateStyle('Verified').colorPalette).toBe('blue');
    expect(leadDocumentStateStyle('Rejected').colorPalette).toBe('red');
  });

  it('show an unknown or missing state as Pending', () => {
    expect(leadDocumentStateStyle('N/A')).toEqual(LEAD_DOCUMENT_STATE_STYLES.Pending);
    expect(leadDocumentStateStyle(undefined)).toEqual(LEAD_DOCUMENT_STATE_STYLES.Pending);
  });

  it.each(Object.entries(LEAD_DOCUMENT_STATE_STYLES))('%s: the small text has at least 4.5:1 contrast in the theme (WCAG AA)', (_, style) => {
    expect(badgeTextContrast(style.colorPalette, style.variant)).toBeGreaterThanOrEqual(4.5);
  });
});
