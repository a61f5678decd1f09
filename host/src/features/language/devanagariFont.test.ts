import { addDevanagariFont, DEVANAGARI_UNICODE_RANGE, devanagariFontFaces } from './devanagariFont';

describe('the Devanagari font', () => {
  it('is declared once, in two weights, for Devanagari only: not for the rupee sign English pages show', () => {
    addDevanagariFont();
    addDevanagariFont();
    const styles = document.querySelectorAll<HTMLStyleElement>('style#portal-devanagari-font');
    expect(styles).toHaveLength(1);
    // No inline style text (the Content-Security-Policy refuses it): the rules are in the sheet.
    expect(styles[0].textContent).toBe('');
    expect(styles[0].sheet?.cssRules).toHaveLength(2);
    const faces = devanagariFontFaces().join('');
    expect(faces).toContain('font-weight:400');
    expect(faces).toContain('font-weight:600');
    expect(faces).toContain('local("Noto Sans Devanagari")');
    expect(faces).toContain(`unicode-range:${DEVANAGARI_UNICODE_RANGE}`);
    expect(DEVANAGARI_UNICODE_RANGE).toContain('U+0900-097F');
    expect(DEVANAGARI_UNICODE_RANGE).not.toMatch(/20B9|20A8/);
  });
});
