/**
 * A remote's page has its own texts file in each language other than English: the compiled
 * catalogues its screens show (its own feature's, the remote's common texts, and those of the
 * features it draws), `texts-<language>-<Page>.<hash>.js`. A Hindi page then downloads its own
 * texts before its first frame, not every page of its remote's (on a phone, every byte in flight
 * before that frame delays it). Each catalogue still has its own file in its app's `texts-<language>`,
 * for a catalogue the page's file lacks. docs/languages.md, "A page's own Hindi texts".
 *
 * One loader, three modules, told apart by the query:
 *   the page's source (no query)      its first line also imports `<page>?page-texts=expected`, so that
 *                                     module runs before any of the page's catalogues registers;
 *   `?page-texts=expected`            adds the page's texts files to shared-ui as a texts source
 *                                     (addTextsSource, page-texts-source.mjs): the catalogues they hold,
 *                                     and each file as a dynamic import, asked for only when one of them
 *                                     is needed in its language;
 *   `?page-texts=<language>`          the page's texts file: its catalogues in that language, by name
 *                                     (catalogueName: the name each English catalogue carries).
 *
 * The page's catalogues are found by following the page's imports, static and dynamic, through the
 * app's own files (relative imports under src/; `import type` is skipped), without entering another
 * page's module: every catalogue whose `i18n/` folder is imported on the way.
 */
const fs = require('node:fs/promises');
const path = require('node:path');
const { catalogueLanguage } = require('../scripts/lib/catalogue-files.cjs');
const { catalogueName } = require('./catalogue-loader.cjs');

const QUERY = /^\?page-texts=([a-z]+)$/;
const pageTextsChunkName = (language, page) => `texts-${language}-${page}`;
/** Whether a chunk is a page's texts file (its name as pageTextsChunkName makes it). */
const isPageTextsChunk = (name) => /^texts-[a-z]+-./.test(name ?? '');
/** Import specifiers: `import('x')`, `import … from 'x'`, `export … from 'x'`, `import 'x'` (group 2: a type-only import). */
const IMPORT = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\b(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/g;
const SCRIPT = /\.(?:tsx?|mjs|js)$/;
/** What the page's announcement hands shared-ui: its texts file as a texts source. */
const PAGE_TEXTS_SOURCE = path.join(__dirname, 'page-texts-source.mjs');

/** The relative specifiers a module imports, type-only imports left out. */
function relativeImports(source) {
  const specifiers = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? (match[2] ? undefined : match[3]);
    if (specifier?.startsWith('.')) specifiers.push(specifier);
  }
  return specifiers;
}

/**
 * The catalogue folders the page at `pageFile` shows, sorted, and the languages other than English
 * they have: `{ folders: ['/…/src/common/i18n', …], languages: ['hi'] }`.
 */
async function pageCatalogues(loaderContext, pageFile, otherPages) {
  const resolve = loaderContext.getResolve({ dependencyType: 'esm' });
  const sourceDir = path.join(loaderContext.rootContext, 'src') + path.sep;
  const folders = new Set();
  const seen = new Set();
  const queue = [pageFile];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    loaderContext.addDependency(file);
    for (const specifier of relativeImports(await fs.readFile(file, 'utf8'))) {
      const resolved = await resolve(path.dirname(file), specifier).catch(() => undefined);
      const target = resolved?.split('?')[0];
      if (!target?.startsWith(sourceDir) || target.includes(`${path.sep}node_modules${path.sep}`)) continue;
      if (catalogueLanguage(target) !== undefined) folders.add(path.dirname(target));
      else if (SCRIPT.test(target) && !otherPages.has(target)) queue.push(target);
    }
  }
  const sorted = [...folders].sort();
  const languages = new Set();
  for (const folder of sorted) {
    // A language added to a catalogue is a texts file more.
    loaderContext.addContextDependency(folder);
    for (const file of await fs.readdir(folder)) {
      const language = catalogueLanguage(path.join(folder, file));
      if (language !== undefined && language !== 'en') languages.add(language);
    }
  }
  return { folders: sorted, languages: [...languages].sort() };
}

/**
 * @this {import('webpack').LoaderContext<{ pages: Record<string, string> }>} options.pages: each page's
 * source file (absolute) → its name ("DashboardPage", the exposed module without "./")
 */
module.exports = function pageTextsLoader(source) {
  const { pages } = this.getOptions();
  const pageName = pages[this.resourcePath];
  if (pageName === undefined) return source;
  const self = `./${path.basename(this.resourcePath)}`;
  // On the page's first line, so the page's own lines keep their numbers.
  if (this.resourceQuery === '') return `import ${JSON.stringify(`${self}?page-texts=expected`)};${source}`;
  const language = QUERY.exec(this.resourceQuery)?.[1];
  if (language === undefined) return source;
  const callback = this.async();
  const otherPages = new Set(Object.keys(pages).filter((file) => file !== this.resourcePath));
  pageCatalogues(this, this.resourcePath, otherPages).then(({ folders, languages }) => {
    if (language === 'expected') {
      const loaders = languages.map(
        (each) => `${each}: () => import(/* webpackChunkName: ${JSON.stringify(pageTextsChunkName(each, pageName))} */ ${JSON.stringify(`${self}?page-texts=${each}`)})`,
      );
      // A remote runs only with a host whose shared-ui is at least the one it was built with (strictVersion,
      // webpack/shared-modules.cjs), so addTextsSource is there.
      const names = JSON.stringify(folders.map(catalogueName));
      callback(
        null,
        `import { addTextsSource } from 'shared-ui/i18n';
import { pageTextsSource } from ${JSON.stringify(PAGE_TEXTS_SOURCE)};
addTextsSource(pageTextsSource(${names}, { ${loaders.join(', ')} }));
`,
      );
      return;
    }
    const imports = folders.map((folder, index) => `import texts${index} from ${JSON.stringify(path.join(folder, `${language}.json`))};`);
    const byName = folders.map((folder, index) => `${JSON.stringify(catalogueName(folder))}: texts${index}`);
    callback(null, `${imports.join('\n')}\nexport default { ${byName.join(', ')} };\n`);
  }, callback);
};

module.exports.relativeImports = relativeImports;
module.exports.isPageTextsChunk = isPageTextsChunk;
