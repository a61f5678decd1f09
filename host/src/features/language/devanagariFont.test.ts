import { addDevanagariFont, DEVANAGARI_UNICODE_RANGE } from './devanagariFont';

describe('the Devanagari font', () => {
  it('is declared once, in two weights, for Devanagari only: not for the rupee sign English pages show', () => {
    addDevanagariFont();
    addDevanagariFont();
    const styles = document.querySelectorAll('style#portal-devanagari-font');
    expect(styles).toHaveLength(1);
    const css = styles[0].textContent ?? '';
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-weight:400');
    expect(css).toContain('font-weight:600');
    expect(css).toContain('local("Noto Sans Devanagari")');
    expect(css).toContain(`unicode-range:${DEVANAGARI_UNICODE_RANGE}`);
    expect(DEVANAGARI_UNICODE_RANGE).toContain('U+0900-097F');
    expect(DEVANAGARI_UNICODE_RANGE).not.toMatch(/20B9|20A8/);
  });
});
