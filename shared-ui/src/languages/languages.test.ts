import { rememberLanguage, storedLanguage } from './languages';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the device's language", () => {
  it('is the one it last showed, and English when it holds anything else', () => {
    expect(storedLanguage()).toBe('en');
    localStorage.setItem('portal.language', 'hi');
    expect(storedLanguage()).toBe('hi');
    localStorage.setItem('portal.language', 'fr');
    expect(storedLanguage()).toBe('en');
  });

  it('is remembered for the scripts and, in a cookie, for the server that serves the login page in it', () => {
    rememberLanguage('hi');
    expect(storedLanguage()).toBe('hi');
    expect(document.cookie).toMatch(/(^|; )portal\.language=hi(;|$)/);
    rememberLanguage('en');
    expect(document.cookie).toMatch(/(^|; )portal\.language=en(;|$)/);
  });
});
