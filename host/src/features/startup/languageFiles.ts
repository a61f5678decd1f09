/**
 * A device that last showed the portal in another language than English asks for that language's
 * files at once: the build lists them in `<meta name="portal-language-files" data-language="hi">`
 * (webpack/prerender-plugin.cjs): the host's catalogues of it and the code that switches to it.
 * Otherwise each is discovered only when the previous step needs it (main.js starts, imports the
 * switch, which asks for the catalogues), a round trip each on a phone's network, and the first
 * Hindi screen waits for the last of them. The font is not among them: most phones have a Devanagari
 * font of their own (`local()` in its @font-face), and a preload would download it regardless.
 * docs/languages.md, "Speed of the Hindi pages".
 *
 * Plain TypeScript with no runtime imports: the start script runs it before main.js.
 */
import { linkScript } from './idlePrefetch';
import { deviceLanguage } from './storedSession';

/** The meta elements' name; webpack/prerender-plugin.cjs writes them. */
const LANGUAGE_FILES_META = 'portal-language-files';

/** The URLs the document lists for `language` (none in a dev server's document). */
export function languageFileUrls(language: string, doc: Document = document): string[] {
  const metas = doc.querySelectorAll<HTMLMetaElement>(`meta[name="${LANGUAGE_FILES_META}"]`);
  const meta = [...metas].find((element) => element.dataset.language === language);
  return (meta?.content ?? '').split(/\s+/).filter(Boolean);
}

/** Preloads the scripts of the language this device last showed, when it is not English; returns how many it asked for. */
export function preloadLanguageFiles(doc: Document = document): number {
  const language = deviceLanguage();
  if (language === null) return 0;
  let asked = 0;
  for (const url of languageFileUrls(language, doc)) if (linkScript(doc, 'preload', url)) asked += 1;
  return asked;
}
