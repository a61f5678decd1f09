import { prerenderedLanguage } from './prerenderedLanguage';

describe('the language of the pre-rendered page', () => {
  it('is the one the served document names on #root, else English (null)', () => {
    document.body.innerHTML = '<div id="root" data-prerendered="/login" data-prerendered-language="hi"><h1>साइन इन करें</h1></div>';
    expect(prerenderedLanguage(document.getElementById('root'))).toBe('hi');
    document.body.innerHTML = '<div id="root" data-prerendered="/login"><h1>Sign in</h1></div>';
    expect(prerenderedLanguage(document.getElementById('root'))).toBeNull();
    expect(prerenderedLanguage(null)).toBeNull();
  });
});
