/**
 * One webpack configuration for the host and the three remotes (each app's webpack.config.cjs
 * calls createFederatedConfig with its service name in services.json and, for a remote, its
 * exposed pages). See docs/federation.md.
 *
 *   webpack --mode production      -> dist/ with content-hashed chunks, mf-manifest.json, remoteEntry.js
 *   webpack serve --mode development -> dev server (host shell, or a remote's standalone dev shell)
 */
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { sharedModules, FACADES, PLATFORM_PACKAGES, ROUTER_FACADE_RECORD } = require('./shared-modules.cjs');
const { SharedFacadeGuardPlugin } = require('./shared-facade-guard-plugin.cjs');
const { ChunkNamesPlugin } = require('./chunk-names-plugin.cjs');
const { ReplaceWithEsmBuildPlugin } = require('./replace-with-esm-build-plugin.cjs');
const { PrerenderPlugin } = require('./prerender-plugin.cjs');
const { StartUpChunksPlugin } = require('./start-up-chunks.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { isPageTextsChunk } = require('./page-texts-loader.cjs');
const { documentWithRuntimeConfig, runtimeConfigFromEnv } = require('../scripts/lib/runtime-config.cjs');
const { SERVICES_FILE, findServiceEntry, configuredPort } = require('../scripts/lib/service-table.cjs');
const { CATALOGUE_FILE, catalogueLanguage } = require('../scripts/lib/catalogue-files.cjs');
const { PAGES_FILE, exposesOf, firstReadsOf } = require('../scripts/lib/page-table.cjs');

const WORKSPACE_ROOT = path.resolve(__dirname, '..');

const REACT_ROUTER_PRODUCTION_FILE = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/;
const coreChunks = new Map();
/**
 * The file of React Router's production build that holds its components and its `warning` helper
 * (its chunk files are named by hashes).
 */
function isReactRouterCoreChunk(file) {
  if (!REACT_ROUTER_PRODUCTION_FILE.test(file)) return false;
  if (!coreChunks.has(file)) coreChunks.set(file, fs.readFileSync(file, 'utf8').includes('\nfunction warning(cond, message) {'));
  return coreChunks.get(file);
}

/**
 * Chakra's theme modules get their identity helpers marked pure, and React Router's production build
 * its developer warnings (see pure-calls-loader.cjs).
 */
const PURE_CALLS = [
  { file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/, callees: ['defineConfig'] },
  { file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset\.js$/, callees: ['mergeConfigs', 'createSystem'] },
  { file: isReactRouterCoreChunk, callees: ['warning'], statements: true },
];

/**
 * Chakra's createSystem computes the global CSS (`_global`: preflight, global styles, every token's
 * CSS variable) eagerly; the host ships it pre-built in the HTML (prerender-plugin.cjs), so it
 * becomes a lazy getter, computed only where ChakraProvider reads it (see source-replace-loader.cjs).
 */
const SOURCE_REPLACEMENTS = [
  {
    file: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    replacements: [
      {
        from: 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];',
        to: 'let _globalCss; const lazyGlobal = () => (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
      },
      { from: '    _global,\n', to: '    get _global() { return lazyGlobal(); },\n' },
    ],
  },
  {
    // <Link prefetch> loads route modules in framework mode; in the declarative mode the portal uses
    // (BrowserRouter) there is no framework context and it cannot work (React Router's invariant
    // would throw), yet Link's code references it, so the route-module loading behind it was bytes in
    // front of the login page. The portal never sets `prefetch` (docs/federation.md).
    file: isReactRouterCoreChunk,
    replacements: [
      {
        from: 'function PrefetchPageLinks({ page, ...linkProps }) {\n',
        to: 'function PrefetchPageLinks({ page, ...linkProps }) {\n  return null;\n',
      },
    ],
  },
];

/**
 * The CommonJS build of the runtime plugin that provideExternalRuntime injects (by require.resolve
 * from @module-federation/enhanced), and its ESM build next to it.
 */
function externalRuntimePluginBuilds(appRequire) {
  const enhancedRequire = createRequire(appRequire.resolve('@module-federation/enhanced/webpack'));
  const commonJsFile = enhancedRequire.resolve('@module-federation/inject-external-runtime-core-plugin');
  return { commonJsFile, esmFile: commonJsFile.replace(/\.cjs$/, '.js') };
}

/**
 * Files the configuration reads with fs (webpack follows `require` from the config files by itself):
 * a change to any of them must invalidate the persistent cache.
 */
function filesReadByConfig(appDir) {
  const platformManifests = [...new Set(PLATFORM_PACKAGES.map(([, packageName]) => packageName))].map((packageName) =>
    fs.realpathSync(path.join(appDir, 'node_modules', packageName, 'package.json')),
  );
  return [SERVICES_FILE, PAGES_FILE, path.join(appDir, 'package.json'), ...platformManifests, ROUTER_FACADE_RECORD];
}

/**
 * @param {object} options
 * @param {string} options.appDir   the app folder (webpack.config.cjs's __dirname)
 * @param {string} options.service  its name in services.json (host, remote-core, ...): container
 *   name, port variable, default port and (remotes) area come from there
 * @param {string} [options.title]  page title of the host (a remote's dev shell is titled by its area)
 * @param {{ app: string, pageStart: string, paths: string[], bootstrapRequest: RegExp, signedInRequests: RegExp[], idlePrefetchRequests?: RegExp[], languageFiles?: Record<string, { requests?: RegExp[], fontFaces?: { faces: { file: string }[], rule: (face: object, url: string) => string } }>, startUpBundles?: string[][] }} [options.prerender]
 *   host only: pre-render these paths at build time with the App module `app` (relative to appDir),
 *   started by the script `pageStart` (relative to appDir) until the first interaction, put
 *   Chakra's global CSS, preloads of the start-up chunks and the list of chunks to prefetch when idle
 *   into the documents (prerender-plugin.cjs); in production the start-up chunks are downloaded as
 *   the files `startUpBundles` lists (start-up-chunks.cjs)
 */
function createFederatedConfig({ appDir, service, title, prerender }) {
  const entry = findServiceEntry(service);
  // A remote exposes its pages of pages.json, one module per page, so opening a page downloads only
  // its own chunk (docs/federation.md, "What a browser downloads"). The host exposes nothing.
  const exposes = entry.kind === 'remote' ? exposesOf(service) : undefined;
  if (exposes && Object.keys(exposes).length === 0) throw new Error(`${service}: pages.json gives this remote no page to expose`);
  const firstReads = entry.kind === 'remote' ? firstReadsOf(service) : undefined;
  const app = { appDir, exposes, firstReads, name: entry.container, title: title ?? entry.area ?? entry.name, service: entry };
  const appRequire = createRequire(path.join(app.appDir, 'package.json'));
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const MinimizerPlugin = createRequire(appRequire.resolve('webpack'))('minimizer-webpack-plugin');
  const swcMinimizer = () =>
    new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false, minimizerOptions: { compress: { passes: 2 } } });
  const isRemote = Boolean(app.exposes);
  /** A remote's pages: each page's source file → its exposed module's name ("DashboardPage"). */
  const pageSources = Object.fromEntries(Object.entries(app.exposes ?? {}).map(([module, source]) => [path.join(app.appDir, source), module.replace(/^\.\//, '')]));

  return (env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const production = mode === 'production';
    const serving = Boolean(env.WEBPACK_SERVE);
    // Developing one remote inside the portal (scripts/dev-remote.mjs, docs/developing-a-remote.md):
    // the remote is served with React Fast Refresh (`webpack serve --env inPortal`) into the
    // development shell, a production build of the host with React's development build, which
    // Fast Refresh needs (`webpack --env devShell`, built into dist-dev-shell/).
    const fastRefresh = isRemote && serving && Boolean(env.inPortal);
    const devShell = !isRemote && Boolean(env.devShell);
    // A remote built for the shell leans on the host: it takes the platform (shared-auth, shared-ui,
    // the router facade) from the host (import: false) and uses the host's federation runtime
    // (externalRuntime). Its standalone dev shell (webpack serve) has no host, so it brings its own.
    const mountedInShell = isRemote && (!serving || fastRefresh);
    const reactRouterBuild = path.join(
      path.dirname(appRequire.resolve('react-router/package.json')),
      'dist',
      production ? 'production' : 'development',
      'index.mjs',
    );
    const port = Number(process.env.PORT || configuredPort(app.service));

    const swcOptions = {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: fastRefresh } },
        target: 'es2020',
      },
      sourceMaps: !production,
    };

    const moduleRules = [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        use: { loader: appRequire.resolve('swc-loader'), options: swcOptions },
      },
      // shared-ui builds its own theme slice from Chakra's token and recipe modules.
      ...PURE_CALLS.map(({ file, callees, statements }) => ({
        test: file,
        use: { loader: path.join(__dirname, 'pure-calls-loader.cjs'), options: { callees, statements } },
      })),
      ...SOURCE_REPLACEMENTS.map(({ file, replacements }) => ({
        test: file,
        use: { loader: path.join(__dirname, 'source-replace-loader.cjs'), options: { replacements } },
      })),
      // Fonts the host serves (the Devanagari font: host/src/features/language/devanagariFont.ts).
      { test: /\.woff2$/, type: 'asset/resource' },
      // Message catalogues (<folder>/i18n/<language>.json under src/), compiled for Lingui at build time.
      // With hot updates the loader makes each a JavaScript module that takes its own edits. A remote's
      // carry their names, by which its pages' texts files give each its own (page-texts-loader.cjs).
      {
        test: CATALOGUE_FILE,
        ...(fastRefresh ? { type: 'javascript/auto' } : {}),
        use: { loader: path.join(__dirname, 'catalogue-loader.cjs'), options: { named: isRemote } },
      },
      ...(isRemote ? [] : [{ test: (file) => file === PAGES_FILE || file === SERVICES_FILE, use: { loader: path.join(__dirname, 'host-tables-loader.cjs') } }]),
      // A remote's page: its own texts file in each language other than English (page-texts-loader.cjs).
      ...(isRemote
        ? [{ test: (file) => Object.hasOwn(pageSources, file), enforce: 'pre', use: { loader: path.join(__dirname, 'page-texts-loader.cjs'), options: { pages: pageSources } } }]
        : []),
    ];
    const resolve = {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        // The real React Router behind the react-router facade (its package exports always name
        // the development build; the production build has the same API without dev warnings).
        // 'react-router' itself is consumed from the share scope before resolution; the alias
        // only serves compilations without federation (html-webpack-plugin's child compiler, the
        // build-time render).
        'portal-react-router-implementation$': reactRouterBuild,
        'react-router$': reactRouterBuild,
        // The one React Refresh runtime is the development shell's (webpack/react-refresh/).
        ...(devShell ? { 'react-refresh/runtime$': appRequire.resolve('react-refresh/runtime') } : {}),
        ...(fastRefresh ? { 'react-refresh/runtime$': path.join(__dirname, 'react-refresh', 'runtime-from-shell.cjs') } : {}),
      },
    };

    const plugins = [
      new ModuleFederationPlugin({
        name: app.name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
        shared: sharedModules({ appDir: app.appDir, platformFromHost: mountedInShell }),
        shareStrategy: 'loaded-first',
        // A remote's manifest names its pages' first reads (pages.json): the host fetches the
        // manifest of the page being opened first thing and starts them (host/src/features/
        // startup/earlyReads.ts), so a remote changes what its pages read first by redeploying alone.
        manifest: isRemote
          ? {
              additionalData: ({ stats }) => {
                stats.metaData.firstReads = app.firstReads;
                return stats;
              },
            }
          : true,
        // Remotes are registered at runtime from the runtime config, so build-time type download has
        // nothing to fetch; pages are typed through the workspace packages instead.
        dts: false,
        experiments: {
          // Browser only: lets the minifier drop the runtime's Node.js loading paths.
          optimization: { target: 'web' },
          // The host hands its federation runtime to the remotes, so a remote's remoteEntry.js
          // does not carry a second copy of it.
          ...(isRemote ? { externalRuntime: mountedInShell } : { provideExternalRuntime: true }),
        },
      }),
      new ChunkNamesPlugin({ workspaceRoot: WORKSPACE_ROOT, appName: app.name }),
      new SharedFacadeGuardPlugin(FACADES),
      // provideExternalRuntime injects its runtime plugin by require.resolve(), i.e. the CommonJS
      // build, which then pulls CommonJS copies of runtime-core and sdk next to the ESM ones the
      // bundler runtime uses: the host would ship that code twice. Use the plugin's ESM build
      // instead; the host build fails if it no longer imports that file.
      new ReplaceWithEsmBuildPlugin({
        ...externalRuntimePluginBuilds(appRequire),
        required: !isRemote,
        why: 'provideExternalRuntime would bundle CommonJS copies of runtime-core and sdk',
      }),
    ];
    // Start-up runs nearly every function of the shipped scripts once: compile them off the main thread.
    if (production) plugins.push(new CompileHintsPlugin());
    if (fastRefresh) {
      const ReactRefreshPlugin = appRequire('@pmmmwh/react-refresh-webpack-plugin');
      plugins.push(
        new ReactRefreshPlugin({
          // Errors show in webpack-dev-server's overlay; the plugin's own overlay would be a second one.
          overlay: false,
          // The runtime's stand-in is not a component module: instrumenting it would make it import itself.
          exclude: [/node_modules/, path.join(__dirname, 'react-refresh')],
        }),
      );
    }
    // The host's page, or a remote's standalone dev shell page.
    if (!mountedInShell) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: isRemote ? `${app.title} (dev shell)` : app.title,
          chunks: ['main'],
          scriptLoading: 'defer',
          // The page is served at every client-side route (/bank/2, /lead/7): its script must be
          // requested from the origin's root, not relative to the route.
          publicPath: '/',
          minify: production,
        }),
      );
      // The dev server's documents carry the runtime config as the static server's do
      // (scripts/lib/runtime-config.cjs); a production build's get it when served.
      if (serving) {
        plugins.push({
          apply: (compiler) =>
            compiler.hooks.thisCompilation.tap('RuntimeConfigInDocument', (compilation) =>
              HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('RuntimeConfigInDocument', (data) => ({
                ...data,
                html: documentWithRuntimeConfig(data.html, runtimeConfigFromEnv(process.env)),
              })),
            ),
        });
      }
    }
    if (prerender && !isRemote && production && prerender.startUpBundles) {
      plugins.push(
        new StartUpChunksPlugin({
          bootstrapRequest: prerender.bootstrapRequest,
          signedInRequests: prerender.signedInRequests,
          bundles: prerender.startUpBundles,
        }),
      );
    }
    if (prerender && !isRemote && !serving) {
      const emotionReact = path.dirname(appRequire.resolve('@emotion/react/package.json'));
      const emotionCache = path.dirname(createRequire(path.join(emotionReact, 'package.json')).resolve('@emotion/cache/package.json'));
      plugins.push(
        new PrerenderPlugin({
          appDir: app.appDir,
          paths: prerender.paths,
          bootstrapRequest: prerender.bootstrapRequest,
          signedInRequests: prerender.signedInRequests,
          idlePrefetchRequests: prerender.idlePrefetchRequests ?? [],
          languageFiles: prerender.languageFiles ?? {},
          // The pre-rendered pages' start script: plain browser code, no federation, minified.
          pageStartConfig: () => ({
            name: `${app.name}-page-start`,
            mode: 'production',
            target: 'web',
            context: app.appDir,
            entry: path.resolve(app.appDir, prerender.pageStart),
            devtool: false,
            output: {
              path: path.join(app.appDir, 'node_modules', '.cache', 'page-start'),
              filename: 'page-start.js',
              iife: true,
              clean: true,
            },
            resolve,
            module: { rules: moduleRules },
            optimization: {
              minimize: true,
              minimizer: [swcMinimizer()],
              splitChunks: false,
            },
            performance: { hints: false },
            stats: 'errors-only',
            infrastructureLogging: { level: 'error' },
          }),
          // The App compiled for Node: no federation (every module is an ordinary one), React's
          // production server renderer, the same loaders and aliases as the browser build.
          nodeConfig: () => ({
            name: `${app.name}-prerender`,
            mode: 'production',
            target: 'node',
            context: app.appDir,
            entry: path.join(__dirname, 'prerender-entry.mjs'),
            devtool: false,
            output: {
              path: path.join(app.appDir, 'node_modules', '.cache', 'prerender'),
              filename: 'render.cjs',
              library: { type: 'commonjs2' },
              chunkFormat: 'commonjs',
              clean: true,
            },
            cache: {
              type: 'filesystem',
              cacheDirectory: path.join(app.appDir, 'node_modules', '.cache', 'webpack'),
              name: 'prerender',
              buildDependencies: {
                config: [path.join(app.appDir, 'webpack.config.cjs'), __filename, path.join(__dirname, 'prerender-plugin.cjs')],
                readByConfig: filesReadByConfig(app.appDir),
              },
            },
            resolve: {
              ...resolve,
              modules: [path.join(app.appDir, 'node_modules'), 'node_modules'],
              alias: { ...resolve.alias, 'portal-prerender-app$': path.resolve(app.appDir, prerender.app), '@emotion/cache$': emotionCache },
            },
            module: { rules: moduleRules },
            optimization: { minimize: false, splitChunks: false },
            performance: { hints: false },
            stats: 'errors-only',
            infrastructureLogging: { level: 'error' },
          }),
        }),
      );
    }

    return {
      name: app.name,
      mode,
      context: app.appDir,
      // A remote built for the shell has no page of its own: the container entry is its only entry.
      entry: mountedInShell ? {} : { main: devShell ? [path.join(__dirname, 'react-refresh', 'shell-hook.cjs'), './src/index.ts'] : './src/index.ts' },
      target: 'web',
      // Inside the portal the page's CSP has no 'unsafe-eval' (scripts/lib/security-headers.mjs), so
      // the dev remote's source maps are files, not eval'd strings.
      devtool: production ? false : fastRefresh ? 'cheap-module-source-map' : 'eval-cheap-module-source-map',
      // Persistent cache: a rebuild after a small change reuses every unchanged module. It is
      // dropped when webpack, a loader or plugin, a config file or anything they require changes
      // (webpack follows the require graph), or a file the configuration reads (listed).
      cache: {
        type: 'filesystem',
        cacheDirectory: path.join(app.appDir, 'node_modules', '.cache', 'webpack'),
        name: `${mode}${serving ? '-serve' : ''}${fastRefresh ? '-in-portal' : ''}${devShell ? '-dev-shell' : ''}`,
        buildDependencies: {
          config: [path.join(app.appDir, 'webpack.config.cjs'), __filename],
          readByConfig: filesReadByConfig(app.appDir),
        },
      },
      output: {
        path: path.join(app.appDir, devShell ? 'dist-dev-shell' : 'dist'),
        publicPath: 'auto',
        uniqueName: app.name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Files emitted with `new URL(..., import.meta.url)` (pdf.js's worker): named like the chunks, so
        // the static servers cache them for a year too (a bare hash would not match their pattern).
        assetModuleFilename: production ? '[name].[contenthash:8][ext]' : '[name][ext]',
        clean: true,
      },
      resolve,
      module: { rules: moduleRules },
      plugins,
      optimization: {
        minimize: production,
        minimizer: [swcMinimizer()],
        // The development shell: the production pipeline, with React's (and Emotion's) development builds.
        ...(devShell ? { nodeEnv: 'development' } : {}),
        chunkIds: production ? 'deterministic' : 'named',
        moduleIds: production ? 'deterministic' : 'named',
        // An app's catalogues in a language other than English (English is bundled with the code) are
        // one file per language, `texts-<language>`, not one per catalogue: a Hindi page otherwise
        // made four to nine small requests beside its start-up files, and on a phone each request in
        // flight takes a share of the bandwidth from react-dom's file, which the first frame waits for.
        // A remote's page has its own texts file besides (page-texts-loader.cjs), which keeps its
        // copies: that is what the page asks for, the app's file only for a catalogue it lacks.
        // docs/languages.md, "One file of Hindi texts per app" and "A page's own Hindi texts".
        splitChunks: {
          cacheGroups: {
            translatedTexts: {
              test: (module) => ![undefined, 'en'].includes(catalogueLanguage(module.resource)),
              name: (module) => `texts-${catalogueLanguage(module.resource)}`,
              chunks: (chunk) => !chunk.canBeInitial() && !isPageTextsChunk(chunk.name),
              enforce: true,
            },
          },
        },
      },
      performance: { hints: false },
      stats: production ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        host: process.env.DEV_HOST || 'localhost',
        // Inside the portal an edit patches the page in place (React Fast Refresh); an edit it cannot
        // patch (a module that is not a component) reloads the page. The standalone dev shell reloads.
        hot: fastRefresh,
        liveReload: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // GET /health as on the static servers: 200 once the first compilation is done, 503 before,
        // without waiting (a request for a build file waits for the compilation).
        setupMiddlewares: (middlewares, devServer) => {
          let compiled = false;
          devServer.compiler.hooks.done.tap('PortalDevHealth', () => {
            compiled = true;
          });
          middlewares.unshift({
            name: 'portal-health',
            path: '/health',
            middleware: (req, res) => {
              res.writeHead(compiled ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
              res.end(JSON.stringify({ status: compiled ? 'ok' : 'compiling' }));
            },
          });
          return middlewares;
        },
        client: {
          overlay: { errors: true, warnings: false },
          // The page is the host's, on another origin: the client connects back to this server.
          ...(fastRefresh ? { webSocketURL: `ws://${process.env.DEV_HOST || 'localhost'}:${port}/ws` } : {}),
        },
      },
    };
  };
}

module.exports = { createFederatedConfig, externalRuntimePluginBuilds, PURE_CALLS, SOURCE_REPLACEMENTS, WORKSPACE_ROOT };
