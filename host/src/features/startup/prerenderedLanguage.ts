/**
 * The pre-rendered login page in another language than English: the build renders it in each
 * language (`login/index.hi.html`, webpack/prerender-plugin.cjs) and the host's static server serves
 * that one to a device whose `portal.language` cookie names the language (scripts/lib/static-server.mjs),
 * with `data-prerendered-language` on #root. The page is then shown in Hindi without main.js and starts
 * up on its first interaction, like an English one; bootstrap hydrates it in that language.
 * docs/languages.md, "Speed of the Hindi pages".
 *
 * Plain TypeScript with no runtime imports: the start script uses it before main.js.
 */

/** The language the pre-rendered markup in `root` is in, when not English. */
export function prerenderedLanguage(root: HTMLElement | null): string | null {
  return root?.dataset.prerenderedLanguage ?? null;
}
