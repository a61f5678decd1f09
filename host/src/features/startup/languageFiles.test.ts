import { languageFileUrls, preloadLanguageFiles } from './languageFiles';

const CATALOGUE = '/host-hi.69e46f81.js';
const SWITCH = '/language-switch.c7aebc76.js';

function listFiles(language: string, urls: string[]) {
  const meta = document.createElement('meta');
  meta.name = 'portal-language-files';
  meta.dataset.language = language;
  meta.content = urls.join(' ');
  document.head.append(meta);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
    type: link.type,
  }));

beforeEach(() => {
  document.head.innerHTML = '';
  localStorage.clear();
  listFiles('hi', [CATALOGUE, SWITCH]);
});

describe('the language files a device asks for at once', () => {
  it("on a device that last showed Hindi: Hindi's catalogues and switch as scripts, once", () => {
    localStorage.setItem('portal.language', 'hi');
    expect(preloadLanguageFiles()).toBe(2);
    expect(preloads()).toEqual([
      { href: CATALOGUE, as: 'script', crossOrigin: null, type: '' },
      { href: SWITCH, as: 'script', crossOrigin: null, type: '' },
    ]);
    expect(preloadLanguageFiles()).toBe(0);
    expect(preloads()).toHaveLength(2);
  });

  it('none on a device in English, or one that has shown nothing yet', () => {
    expect(preloadLanguageFiles()).toBe(0);
    localStorage.setItem('portal.language', 'en');
    expect(preloadLanguageFiles()).toBe(0);
    expect(preloads()).toEqual([]);
  });

  it("reads only the device language's list", () => {
    listFiles('ta', ['/tamil.woff2']);
    expect(languageFileUrls('hi')).toEqual([CATALOGUE, SWITCH]);
    expect(languageFileUrls('ta')).toEqual(['/tamil.woff2']);
    expect(languageFileUrls('mr')).toEqual([]);
  });
});
