/**
 * A remote page's texts file as a texts source for shared-ui (addTextsSource, shared-ui/src/languages/
 * catalogue.ts): bundled into each page of a remote by webpack/page-texts-loader.cjs, which gives it the
 * names of the catalogues the file holds and the file's dynamic import per language. The file is
 * asked for once per language, when the first catalogue it holds needs that language; a failed
 * download resolves undefined, and each catalogue then fetches its own file.
 * docs/languages.md, "A page's own Hindi texts".
 */

/**
 * @param {readonly string[]} catalogues the names of the catalogues the file holds
 * @param {Record<string, () => Promise<{ default: Record<string, Record<string, unknown>> }>>} files the file's
 *   import, by language: each catalogue's texts by its name
 * @returns {(catalogue: string, language: string) => Promise<Record<string, unknown> | undefined> | undefined}
 */
export function pageTextsSource(catalogues, files) {
  const held = new Set(catalogues);
  const arriving = new Map();
  return (catalogue, language) => {
    const file = files[language];
    if (!held.has(catalogue) || !file) return undefined;
    if (!arriving.has(language)) {
      arriving.set(
        language,
        file().then(
          ({ default: texts }) => texts,
          () => undefined,
        ),
      );
    }
    return arriving.get(language).then((texts) => (texts && Object.hasOwn(texts, catalogue) ? texts[catalogue] : undefined));
  };
}
