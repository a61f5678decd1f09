import { storedLanguage } from './languages';

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
});
