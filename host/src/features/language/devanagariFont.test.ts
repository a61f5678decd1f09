import { addDevanagariFont, DEVANAGARI_UNICODE_RANGE, devanagariFontFaces } from './devanagariFont';

describe('the Devanagari font', () => {
  it('is declared once, in two weights, after the first frame, for Devanagari only: not for the rupee sign English pages show', async () => {
    let firstFrame: () => void = () => {};
    const afterFirstFrame = () => new Promise<void>((resolve) => (firstFrame = resolve));
    addDevanagariFont(document, afterFirstFrame);
    addDevanagariFont(document, afterFirstFrame);
    const styles = document.querySelectorAll<HTMLStyleElement>('style#portal-devanagari-font');
    expect(styles).toHaveLength(1);
    // No inline style text (the Content-Security-Policy refuses it): the rules are in the sheet.
    expect(styles[0].textContent).toBe('');
    // Neither face before the app's first frame is on screen (the device's own font draws it), both after.
    const weights = () => [...(styles[0].sheet?.cssRules ?? [])].map((rule) => /font-weight:\s*(\d+)/.exec(rule.cssText)?.[1]);
    expect(weights()).toEqual([]);
    firstFrame();
    await Promise.resolve();
    await Promise.resolve();
    expect(weights()).toEqual(['400', '600']);
    const faces = devanagariFontFaces().join('');
    expect(faces).toContain('font-weight:400');
    expect(faces).toContain('font-weight:600');
    expect(faces).toContain('local("Noto Sans Devanagari")');
    expect(faces).toContain(`unicode-range:${DEVANAGARI_UNICODE_RANGE}`);
    expect(DEVANAGARI_UNICODE_RANGE).toContain('U+0900-097F');
    expect(DEVANAGARI_UNICODE_RANGE).not.toMatch(/20B9|20A8/);
  });
});
