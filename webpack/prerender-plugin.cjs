/**
 * The host's documents, finished at build time (docs/performance.md):
 *
 * - Pre-rendered pages: the host's App is compiled for Node (webpack/prerender-entry.mjs, no
 *   federation, same loaders and aliases) and rendered at each configured path (/login) with the
 *   same components; `<path>/index.html` holds that markup in `<div id="root" data-prerendered>`
 *   and its styles, and bootstrap hydrates it (hydrateRoot, no second render). The static server
 *   serves `<path>/index.html` for `<path>`. The page in each other language (`languageFiles`) is
 *   rendered too, as `<path>/index.<language>.html` with that language's font faces (`fontFaces`) in
 *   its head and `data-prerendered-language` on #root: the static server serves it to a device whose
 *   `portal.language` cookie names that language, and bootstrap hydrates it in that language
 *   (host/src/features/startup/prerenderedLanguage.ts).
 * - Chakra's global CSS (preflight, global styles, token variables) as `<style>` elements in every
 *   document, so the browser neither computes nor inserts it at start-up (shared-ui's UiProvider
 *   leaves it out when the document has it; Chakra's `_global` is lazy, source-replace-loader.cjs).
 *   Inline `<style>` elements are allowed by the static server's CSP by their hashes.
 * - `<link rel="preload" as="script">` for the chunks start-up needs (the async bootstrap chunk and
 *   every shared module it consumes), and the session and protected-area chunks: they are requested
 *   in parallel with main.js instead of after it. Not in the pre-rendered pages, which start up on
 *   their first interaction: they list those chunks for the idle prefetch below instead.
 * - The pre-rendered pages do not run main.js at first: their one script is the start script
 *   (`page-start.<hash>.js`, host/src/start.ts, compiled on its own without the federation
 *   runtime), which loads main.js on the first interaction (at once with a stored session) and
 *   lists main.js for the idle prefetch.
 * - In the signed-in document (index.html, every other path): the start script first and then
 *   main.js, both fetched at high priority (a deferred script is otherwise fetched last). The start
 *   script reads the runtime config the static server writes into the document and starts the
 *   early reads and the page's remote files; main.js takes them over (host/src/start.ts). The start-up chunks' preloads
 *   are listed largest first.
 * - `<meta name="portal-language-files" data-language="hi" content="/a.js /b.js">`, one per language
 *   besides English: the host's chunks of its catalogues (`import('./hi.json')`) and of the code that
 *   switches to it. A device that last showed that language preloads them from the start script
 *   (host/src/features/startup/languageFiles.ts) instead of discovering them one after the other
 *   once main.js has started.
 * - `<meta name="portal-idle-prefetch" content="/a.js /b.js">`: the chunks of the imports named in
 *   `idlePrefetchRequests` (shared-ui/widgets and the mobile drawer) that start-up does not load. The
 *   shell adds `<link rel="prefetch">` for them once the browser is idle, so they are downloaded
 *   but evaluated only when a page needs them.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { chunkFilesOf, groupsImporting } = require('./start-up-chunks.cjs');

const PLUGIN = 'PrerenderPlugin';

/**
 * A pre-rendered page is painted whole or not at all: without this, the browser may paint the part
 * of the document it has parsed so far (the styles in <head> are large), and the rest of the page
 * then moves what was painted (a layout shift; the login card is centred). `rel=expect` holds
 * rendering until the marker after the page's markup has been parsed.
 */
const PAGE_END_ID = 'portal-page-end';
const RENDER_WHOLE_PAGE = `<link rel="expect" href="#${PAGE_END_ID}" blocking="render">`;

/** The name of the meta element listing the chunks to prefetch when idle (host/src/features/startup/idlePrefetch.ts). */
const IDLE_PREFETCH_META = 'portal-idle-prefetch';

/** The name of the meta elements listing a language's files (host/src/features/startup/languageFiles.ts). */
const LANGUAGE_FILES_META = 'portal-language-files';

/**
 * A language's `@font-face` rules with the URLs of the font files this build emitted (each face's
 * `file` is the font package's file name; the emitted one carries a content hash).
 * @param {{ faces: { file: string }[], rule: (face: object, url: string) => string }} fontFaces
 */
function fontFaceCss(compilation, fontFaces, publicPath) {
  const assets = compilation.getAssets().map((asset) => asset.name);
  return fontFaces.faces
    .map((face) => {
      const stem = face.file.replace(/\.woff2$/, '');
      const emitted = assets.find((name) => name.startsWith(`${stem}.`) && name.endsWith('.woff2'));
      if (!emitted) throw new Error(`${PLUGIN}: the font file ${face.file} was not emitted`);
      return fontFaces.rule(face, publicPath + emitted);
    })
    .join('');
}

/**
 * Each language's files: the chunks of its catalogues (`import('./<language>.json')`) and of the
 * imports named in `requests` (the code that switches to it).
 */
function languageFilesMeta(compilation, languageFiles, publicPath) {
  return Object.entries(languageFiles)
    .map(([language, { requests = [] }]) => {
      const catalogueRequest = new RegExp(`^\\./${language}\\.json$`);
      const catalogues = chunkFilesOf(compilation, [catalogueRequest, ...requests].flatMap((request) => groupsImporting(compilation, request)));
      if (catalogues.size === 0) throw new Error(`${PLUGIN}: no chunk of a ${language} catalogue (import('./${language}.json'))`);
      const urls = [...catalogues].map((file) => publicPath + file).join(' ');
      return `<meta name="${LANGUAGE_FILES_META}" data-language="${language}" content="${urls}">`;
    })
    .join('');
}

/**
 * Start-up chunks in the order their preloads are listed: largest first. A phone's few connections
 * per origin take them in document order, and the largest one (react-dom) listed last would still
 * be downloading alone after the others have arrived.
 */
function largestFirst(compilation, files) {
  const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
  return [...files].sort((a, b) => size(b) - size(a));
}

function runCompiler(childCompiler) {
  return new Promise((resolve, reject) => {
    childCompiler.run((error, result) => {
      childCompiler.close(() => undefined);
      if (error) reject(error);
      else resolve(result);
    });
  });
}

class PrerenderPlugin {
  /**
   * @param {object} options
   * @param {string} options.appDir
   * @param {string} options.app        the module exporting `App({ location })` (absolute path)
   * @param {string[]} options.paths    paths to pre-render (each becomes <path>/index.html)
   * @param {RegExp} options.bootstrapRequest  the entry's import() of the bootstrap
   * @param {RegExp[]} options.signedInRequests imports of the signed-in area (preloaded outside the pre-rendered pages)
   * @param {RegExp[]} options.idlePrefetchRequests imports whose chunks the shell prefetches when idle
   * @param {Record<string, { requests?: RegExp[], fontFaces?: { faces: { file: string }[], rule: (face: object, url: string) => string } }>} [options.languageFiles]
   *   per language besides English: the imports of the code that switches to it, and its font faces for the pre-rendered pages
   * @param {(compiler: import('webpack').Compiler) => import('webpack').Configuration} options.nodeConfig
   * @param {() => import('webpack').Configuration} options.pageStartConfig the pre-rendered pages' start script, for the browser
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [this.options.appDir] }));
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let rendered;
      const renderOnce = () => (rendered ??= this.renderPages(compiler));
      let pageStart;
      const pageStartOnce = () => (pageStart ??= this.compilePageStart(compiler));
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tapPromise(PLUGIN, async (data) => {
        if (data.outputName !== 'index.html') return data;
        const [pages, pageStartSource] = await Promise.all([renderOnce(), pageStartOnce()]);
        const pageStartFile = `page-start.${crypto.createHash('sha256').update(pageStartSource).digest('hex').slice(0, 8)}.js`;
        compilation.emitAsset(pageStartFile, new compiler.webpack.sources.RawSource(pageStartSource));
        const publicPath = '/';
        const preload = (files) => [...files].map((file) => `<link rel="preload" as="script" href="${publicPath}${file}">`).join('');
        const bootstrap = chunkFilesOf(compilation, groupsImporting(compilation, this.options.bootstrapRequest));
        if (bootstrap.size === 0) throw new Error(`${PLUGIN}: no chunk group for the bootstrap import ${this.options.bootstrapRequest}`);
        const signedIn = chunkFilesOf(
          compilation,
          this.options.signedInRequests.flatMap((request) => groupsImporting(compilation, request)),
        );
        for (const file of bootstrap) signedIn.delete(file);
        const idlePrefetch = chunkFilesOf(
          compilation,
          this.options.idlePrefetchRequests.flatMap((request) => groupsImporting(compilation, request)),
        );
        for (const file of [...bootstrap, ...signedIn]) idlePrefetch.delete(file);
        const prefetchMeta = (files) =>
          files.size ? `<meta name="${IDLE_PREFETCH_META}" content="${[...files].map((file) => publicPath + file).join(' ')}">` : '';
        const languageMeta = languageFilesMeta(compilation, this.options.languageFiles ?? {}, publicPath);
        const { key, globals } = pages[0].result;
        const globalCss = globals
          .map(({ name, rules }) => `<style data-emotion="${key}-global ${name}" data-portal-global-css>${rules}</style>`)
          .join('');
        const withHead = (html, extra) => html.replace('</head>', `${extra}</head>`);
        const baseHtml = data.html;
        const mainScript = /<script defer="defer" src="\/([^"]+)"><\/script>/;
        const mainFile = baseHtml.match(mainScript)?.[1];
        if (!mainFile) throw new Error(`${PLUGIN}: the document has no deferred main script`);
        // The start script first: it starts the early reads and the page's remote files without
        // waiting for main.js (host/src/start.ts).
        const startScript = `<script defer="defer" fetchpriority="high" src="${publicPath}${pageStartFile}"></script>`;
        data.html = withHead(
          baseHtml.replace(mainScript, () => `${startScript}<script defer="defer" fetchpriority="high" src="${publicPath}${mainFile}"></script>`),
          globalCss + preload(largestFirst(compilation, [...bootstrap, ...signedIn])) + prefetchMeta(idlePrefetch) + languageMeta,
        );
        for (const { location, result, translations } of pages) {
          // A pre-rendered page starts up on its first interaction (host/src/features/startup/prerenderedPage.ts):
          // its start-up chunks are prefetched once it has painted instead of competing with the paint.
          const pagePrefetch = new Set([mainFile, ...bootstrap, ...idlePrefetch]);
          const document = (rendered, language) => {
            const classCss = rendered.classes.length
              ? `<style data-emotion="${key} ${rendered.classes.map((c) => c.name).join(' ')}">${rendered.classes.map((c) => c.rules).join('')}</style>`
              : '';
            // Another language's page declares that language's font (the English one declares none).
            const fontFaces = language === null ? undefined : this.options.languageFiles?.[language]?.fontFaces;
            const fontCss = fontFaces ? `<style data-portal-font-faces="${language}">${fontFaceCss(compilation, fontFaces, publicPath)}</style>` : '';
            let html = withHead(
              baseHtml.replace(mainScript, () => `<script defer="defer" src="${publicPath}${pageStartFile}" data-main="${publicPath}${mainFile}"></script>`),
              globalCss + classCss + fontCss + prefetchMeta(pagePrefetch) + languageMeta,
            ).replace(/<head>/, `<head>${RENDER_WHOLE_PAGE}`);
            if (!html.includes(RENDER_WHOLE_PAGE)) throw new Error(`${PLUGIN}: the template has no <head>`);
            const root = /<div id="?root"?><\/div>/;
            if (!root.test(html)) throw new Error(`${PLUGIN}: the template has no empty <div id="root"></div>`);
            const languageAttribute = language === null ? '' : ` data-prerendered-language="${language}"`;
            html = html.replace(
              root,
              () => `<div id="root" data-prerendered="${location}"${languageAttribute}>${rendered.html}</div><span id="${PAGE_END_ID}" hidden></span>`,
            );
            if (language !== null) html = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
            return html;
          };
          const folder = location.replace(/^\//, '');
          compilation.emitAsset(`${folder}/index.html`, new compiler.webpack.sources.RawSource(document(result, null)));
          // The page in each other language, served for a device that last showed it (the static
          // server reads the `portal.language` cookie: scripts/lib/static-server.mjs).
          for (const [language, rendered] of Object.entries(translations)) {
            compilation.emitAsset(`${folder}/index.${language}.html`, new compiler.webpack.sources.RawSource(document(rendered, language)));
          }
        }
        return data;
      });
    });
  }

  /** Compiles the pre-rendered pages' start script (one self-contained file) and returns its source. */
  async compilePageStart(compiler) {
    const config = this.options.pageStartConfig();
    const stats = await runCompiler(compiler.webpack(config));
    if (stats.hasErrors()) {
      throw new Error(`${PLUGIN}: the page start script failed:\n${stats.toString({ all: false, errors: true })}`);
    }
    return fs.readFileSync(path.join(config.output.path, config.output.filename), 'utf8');
  }

  /** Compiles the Node render bundle and renders every configured path. */
  async renderPages(compiler) {
    const { webpack } = compiler;
    const config = this.options.nodeConfig(compiler);
    const stats = await runCompiler(webpack(config));
    if (stats.hasErrors()) {
      throw new Error(`${PLUGIN}: the build-time render bundle failed:\n${stats.toString({ all: false, errors: true })}`);
    }
    const bundle = path.join(config.output.path, config.output.filename);
    for (const file of Object.keys(require.cache)) if (file.startsWith(config.output.path)) delete require.cache[file];
    if (!fs.existsSync(bundle)) throw new Error(`${PLUGIN}: ${bundle} was not written`);
    const { render, renderIn } = require(bundle);
    const languages = Object.keys(this.options.languageFiles ?? {});
    const pages = [];
    for (const location of this.options.paths) {
      const translations = {};
      for (const language of languages) translations[language] = await renderIn(location, language);
      pages.push({ location, result: render(location), translations });
    }
    return pages;
  }
}

module.exports = { PrerenderPlugin };
