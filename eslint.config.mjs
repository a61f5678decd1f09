// ESLint 9 flat config for the whole workspace (`pnpm lint` = `eslint .`).
// Besides the recommended JavaScript/TypeScript rules and React's hook rules it enforces the
// architecture's import boundaries (docs/shared-auth.md, docs/shell.md):
//   - a remote never imports another remote (package, federated id or relative path);
//   - the host never imports a remote's source (remotes reach it only through federation);
//   - shared-auth / shared-ui / shared-contracts never import an app (host, remote-*, api);
//   - front ends (host, remote-*, shared-auth, shared-ui) import shared-contracts as types only;
//   - front ends never import @chakra-ui/react except inside shared-ui;
//   - host, remotes and shared-ui never import axios (types excepted) nor create jotai stores:
//     shared-auth owns the only HTTP client and the only store; nor do they touch the tokens;
//   - no import cycles, type imports included (eslint-rules/no-import-cycle.mjs);
//   - translated components show no literal text, only their catalogue's (eslint-rules/no-literal-text.mjs);
//   - the three remotes keep one folder layout (eslint-rules/remote-layout.mjs, docs/remotes.md);
//   - a page's own module imports nothing from shared-ui/widgets: its header is drawn without them
//     (eslint-rules/page-header-first.mjs, docs/pages.md);
//   - inside the host, features never import the app layer (host/src/app/) and the app layer
//     imports a feature only through its entry file (portal/host-layers below);
//   - the host's code that runs before the federation runtime (the start script, the entry up to
//     its async boundary, features/startup/) imports at runtime only such files and JSON
//     (eslint-rules/pre-federation.mjs).
// Flat config replaces (does not merge) a rule's options when several blocks set it for one file,
// so each folder gets ONE @typescript-eslint/no-restricted-imports entry built from the lists below.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycleRule } from './eslint-rules/no-import-cycle.mjs';
import { noLiteralTextRule } from './eslint-rules/no-literal-text.mjs';
import { pageHeaderFirstRule } from './eslint-rules/page-header-first.mjs';
import { preFederationRule } from './eslint-rules/pre-federation.mjs';
import { remoteLayoutRule } from './eslint-rules/remote-layout.mjs';

const SOURCE = '{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
// The remotes are the services of kind "remote" in services.json (one table of the portal's services).
const REMOTES = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'services.json'), 'utf8'))
  .services.filter((service) => service.kind === 'remote')
  .map((service) => service.name);
const FRONT_ENDS = ['host', ...REMOTES, 'shared-auth', 'shared-ui'];
const APPS = ['host', ...REMOTES, 'api'];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const federatedId = (remote) => remote.replace(/-/g, '_');

/** The package itself, a subpath of it, or a relative path through its folder. */
function packageOrFolder(name) {
  const n = escape(name);
  return `^(?:${n}(?:/.*)?|(?:\\.{1,2}/)+(?:[^/]+/)*${n}(?:/.*)?)$`;
}

const federated = (remote) => `^${escape(federatedId(remote))}(?:/.*)?$`;

const noOtherRemote = (self) =>
  REMOTES.filter((remote) => remote !== self).flatMap((remote) => [
    {
      regex: packageOrFolder(remote),
      message: `A remote never imports another remote (${remote}); link to its route instead.`,
    },
    {
      regex: federated(remote),
      message: `A remote never imports another remote (${federatedId(remote)}); link to its route instead.`,
    },
  ]);

const noRemoteSource = REMOTES.map((remote) => ({
  regex: packageOrFolder(remote),
  message: `The host reaches ${remote} only through Module Federation (loadRemote with the runtime manifest), never its source.`,
}));

const noApps = APPS.flatMap((app) => [
  { regex: packageOrFolder(app), message: `Shared packages never import an app (${app}).` },
  ...(REMOTES.includes(app)
    ? [{ regex: federated(app), message: `Shared packages never import an app (${federatedId(app)}).` }]
    : []),
]);

const contractsTypesOnly = {
  paths: [
    {
      name: 'shared-contracts',
      allowTypeImports: true,
      message: 'Front ends use shared-contracts for types only: write `import type { ... } from "shared-contracts"`.',
    },
  ],
  patterns: [
    {
      // shared-contracts/roles, /rupees and /indian-numbers are plain code importing only each other (the
      // roles and page audiences, the one rupee format, the one number format) that front ends use as values.
      regex: '^(?:shared-contracts/(?!(?:roles|rupees|indian-numbers)$).*|(?:\\.{1,2}/)+(?:[^/]+/)*shared-contracts(?:/.*)?)$',
      allowTypeImports: true,
      message: 'Front ends use shared-contracts for types only: write `import type { ... } from "shared-contracts"`.',
    },
  ],
};

const noChakra = {
  paths: [{ name: '@chakra-ui/react', message: 'Import UI primitives from "shared-ui" (or "shared-ui/widgets"): one Chakra context exists.' }],
  patterns: [
    {
      regex: '^@chakra-ui/(?!react$)',
      message: 'Import UI primitives from "shared-ui" (or "shared-ui/widgets"): one Chakra context exists.',
    },
  ],
};

const STORE_MESSAGE = 'shared-auth owns the only jotai store: read state through its hooks and atoms.';
const noOwnClientOrStore = {
  paths: [
    {
      name: 'axios',
      allowTypeImports: true,
      message: 'Use httpClient from "shared-auth": it is the only HTTP client (bearer header, token refresh).',
    },
    ...['jotai', 'jotai/vanilla', 'jotai/react'].map((name) => ({
      name,
      importNames: ['createStore', 'getDefaultStore', 'Provider'],
      message: STORE_MESSAGE,
    })),
    { name: 'axios-mock-adapter', message: 'Screen tests mock HTTP only through mockApi() from "shared-auth/testing".' },
  ],
  patterns: [],
};

/** One @typescript-eslint/no-restricted-imports entry from several restriction lists. */
function restrictedImports(...lists) {
  const paths = lists.flatMap((list) => list.paths ?? []);
  const patterns = lists.flatMap((list) => list.patterns ?? []);
  return { '@typescript-eslint/no-restricted-imports': ['error', { paths, patterns }] };
}

const patterns = (list) => ({ paths: [], patterns: list });

/** React Router's framework-mode prefetching is cut from the production build (webpack/federated-app.cjs). */
const noLinkPrefetch = {
  selector: "JSXAttribute[name.name='prefetch']",
  message: 'The portal routes in declarative mode: <Link prefetch> needs framework mode and is cut from the production build (webpack/federated-app.cjs).',
};

const restrictedSyntax = {
  'no-restricted-syntax': [
    'error',
    {
      selector: 'Literal[value=/^cp\\.(access|refresh)$/]',
      message: 'Tokens are read and written only by shared-auth (useSession / signIn / signOut).',
    },
    noLinkPrefetch,
    {
      selector: "CallExpression[callee.property.name='toLocaleString'], NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
      message:
        "Write numbers with shared-ui's formatNumber or formatRupees: a page's first Intl number format loads the locale's data, a long task on a phone (docs/performance.md, \"No Intl formatter at start-up\").",
    },
  ],
};

const filesOf = (...folders) => folders.map((folder) => `${folder}/**/*.${SOURCE}`);
const reactSourcesOf = (...folders) => folders.map((folder) => `${folder}/src/**/*.{ts,tsx}`);

/*
 * The host's layers (docs/shell.md "Layers"), by where an import resolves under host/src:
 *   app layer  app/ and the entries index.ts (main.js) and start.ts (the document's start script):
 *              routes, guards, providers, bootstrap;
 *   features   features/<name>/: each reached by the app layer only through its entry file,
 *              index.ts (or eager.ts: the part that must load before the login page paints; or
 *              lazy.ts, only by import(): a part loaded on demand by a chunk that already holds
 *              the index, which would otherwise carry it);
 *   shared     components/, paths.ts and pageTable.ts: used by both, importing neither.
 * Only relative imports can cross these lines (the host has no path aliases).
 */
const HOST_SRC = path.join(import.meta.dirname, 'host', 'src');
const FEATURE_ENTRY_FILES = new Set(['', 'index', 'eager']);
/** The entry file the app layer may reach only by a dynamic import. */
const FEATURE_LAZY_ENTRY = 'lazy';

/** The layer of a host file, or of the path an import resolves to; undefined outside host/src. */
function hostLayerOf(file) {
  const parts = path.relative(HOST_SRC, file).split(path.sep);
  if (parts[0] === '..' || path.isAbsolute(parts[0])) return undefined;
  if (parts[0] === 'app' || (parts.length === 1 && /^(index|start)\.tsx?$/.test(parts[0]))) return { layer: 'app' };
  if (parts[0] === 'features') {
    return { layer: 'feature', feature: parts[1], inside: parts.slice(2).join('/').replace(/\.tsx?$/, '') };
  }
  return { layer: 'shared' };
}

const hostLayersRule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      featureToApp:
        'A feature never imports the app layer (host/src/app/): route paths are in src/paths.ts, shared pieces in src/components/.',
      appToFeatureInternals:
        'The app layer imports a feature only through its entry file: "features/{{feature}}" (index.ts), or "features/{{feature}}/eager" where it has one (or import("features/{{feature}}/lazy")).',
      sharedToLayers: 'src/components/, src/paths.ts and src/pageTable.ts serve features and the app layer; they import neither.',
    },
  },
  create(context) {
    const from = hostLayerOf(context.filename);
    if (!from) return {};
    const check = ({ type, source }) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = hostLayerOf(path.resolve(path.dirname(context.filename), source.value));
      if (!to) return;
      if (from.layer === 'feature' && to.layer === 'app') context.report({ node: source, messageId: 'featureToApp' });
      if (from.layer === 'shared' && to.layer !== 'shared') context.report({ node: source, messageId: 'sharedToLayers' });
      const lazyEntry = type === 'ImportExpression' && to.inside === FEATURE_LAZY_ENTRY;
      if (from.layer === 'app' && to.layer === 'feature' && !FEATURE_ENTRY_FILES.has(to.inside) && !lazyEntry) {
        context.report({ node: source, messageId: 'appToFeatureInternals', data: { feature: to.feature } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** The portal's own rules. */
const portalPlugin = {
  rules: {
    'host-layers': hostLayersRule,
    'no-import-cycle': noImportCycleRule,
    'no-literal-text': noLiteralTextRule,
    'remote-layout': remoteLayoutRule,
    'page-header-first': pageHeaderFirstRule,
    'pre-federation': preFederationRule,
  },
};

const isTest = ['**/*.test.{ts,tsx}', '**/src/testing.tsx', '**/src/test-environment.ts'];

/**
 * The components that show only catalogued texts (portal/no-literal-text, docs/languages.md). The
 * portal is being translated folder by folder; a folder (or a file) joins this list when its texts
 * are in its package's catalogue in every language.
 */
const TRANSLATED = [
  'host/src/**/*.tsx',
  'shared-ui/src/{components,page-kit}/**/*.tsx',
  'remote-core/src/common/**/*.tsx',
  'remote-core/src/features/**/*.tsx',
  'remote-eligibility/src/{common,features}/**/*.tsx',
  'remote-notifications/src/{common,features}/**/*.tsx',
];

export default defineConfig([
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-dev-shell/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/@mf-types/**',
      '**/.cache/**',
      '**/.tmp/**',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    extends: [tseslint.configs.recommended],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { '@typescript-eslint': tseslint.plugin, portal: portalPlugin },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    rules: { 'portal/no-import-cycle': 'error' },
  },

  // Where the code runs.
  { files: filesOf(...FRONT_ENDS), languageOptions: { globals: { ...globals.browser } } },
  {
    files: [
      ...filesOf('api', 'e2e', 'scripts', 'shared-contracts', 'eslint-rules'),
      '**/*.config.{js,mjs,cjs,ts,mts,cts}',
      '**/webpack*.{js,mjs,cjs,ts}',
      '*.{js,mjs,cjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } } },
  { files: ['**/*.test.{ts,tsx}', '**/jest.*.cjs'], languageOptions: { globals: { ...globals.jest, ...globals.node } } },
  // The jest setup runs inside jsdom.
  { files: ['jest.setup.cjs', '**/jest.setup.cjs'], languageOptions: { globals: { ...globals.browser, ...globals.jest, ...globals.node } } },

  // React: the Rules of Hooks, exhaustive effect dependencies, and the React Compiler's checks
  // (purity, refs, set-state-in-effect, static components, ...) from the plugin's recommended set.
  {
    files: reactSourcesOf(...FRONT_ENDS),
    extends: [reactHooks.configs.flat.recommended],
    rules: { 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A remote page is a component known only at runtime (loadRemote). remotePages.ts makes one
    // React.lazy per exposed page and keeps it, so the page keeps its state across renders; the
    // compiler cannot see that cache and reports the lookup during render as a new component.
    files: ['host/src/features/remotes/RemotePage.tsx'],
    rules: { 'react-hooks/static-components': 'off' },
  },
  {
    files: ['host/src/**/*.{ts,tsx}'],
    rules: { 'portal/host-layers': 'error', 'portal/pre-federation': 'error' },
  },

  { files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`), rules: { 'portal/remote-layout': 'error', 'portal/page-header-first': 'error' } },

  { files: TRANSLATED, ignores: isTest, rules: { 'portal/no-literal-text': 'error' } },

  // Import boundaries, one entry per folder.
  ...REMOTES.map((remote) => ({
    files: filesOf(remote),
    rules: restrictedImports(patterns(noOtherRemote(remote)), contractsTypesOnly, noChakra, noOwnClientOrStore),
  })),
  {
    files: filesOf('host'),
    rules: restrictedImports(patterns(noRemoteSource), contractsTypesOnly, noChakra, noOwnClientOrStore),
  },
  {
    // Tests may look at localStorage to check what signing in stored.
    files: filesOf('host', ...REMOTES),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: restrictedSyntax,
  },
  { files: filesOf('shared-ui', 'shared-auth'), rules: { 'no-restricted-syntax': ['error', noLinkPrefetch] } },
  {
    files: filesOf('shared-auth'),
    rules: restrictedImports(
      patterns([
        ...noApps,
        { regex: packageOrFolder('shared-ui'), message: 'shared-auth uses shared-ui only in its test helper (src/testing.tsx) and the remotes\' dev shell (src/dev-shell/).' },
      ]),
      contractsTypesOnly,
      noChakra,
    ),
  },
  {
    // The test helper and the remotes' standalone dev shell wrap screens in shared-ui's UiProvider.
    files: [...isTest.map((glob) => `shared-auth/${glob}`), 'shared-auth/src/dev-shell/**'],
    rules: restrictedImports(patterns(noApps), contractsTypesOnly, noChakra),
  },
  {
    files: filesOf('shared-ui'),
    rules: restrictedImports(patterns(noApps), contractsTypesOnly, noOwnClientOrStore),
  },
  {
    // shared-ui's tests may build axios errors to check the error parser against the real shape.
    files: ['shared-ui/**/*.test.{ts,tsx}'],
    rules: restrictedImports(patterns(noApps), contractsTypesOnly),
  },
  {
    // Test helpers (shared-ui/testing, shared-auth/testing, a feature's testing/ fixtures) exist for
    // tests only: app code never imports them. The core rule, so that the per-folder
    // @typescript-eslint/no-restricted-imports entries above stay as they are.
    files: filesOf(...FRONT_ENDS),
    ignores: [...isTest, '**/src/testing.ts', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?:shared-(?:ui|auth)/testing|(?:\\.{1,2}/)+(?:[^/]+/)*testing(?:/.*)?)$',
              message: 'Test helpers are for tests only: app code never imports shared-ui/testing, shared-auth/testing or a testing/ folder.',
            },
          ],
        },
      ],
    },
  },
  {
    files: filesOf('shared-contracts'),
    rules: restrictedImports(
      patterns([
        ...noApps,
        ...['shared-auth', 'shared-ui'].map((name) => ({
          regex: packageOrFolder(name),
          message: 'shared-contracts is the API contract: it depends on no other workspace package.',
        })),
      ]),
    ),
  },
  {
    // The contract test builds the API in-process to compare its OpenAPI document with the contract.
    files: ['shared-contracts/test/**'],
    rules: restrictedImports(patterns(noApps.filter((rule) => !rule.message.includes('(api)')))),
  },
  {
    files: filesOf('api'),
    rules: restrictedImports(
      patterns(
        [...FRONT_ENDS].map((name) => ({
          regex: packageOrFolder(name),
          message: `The API never imports front-end code (${name}).`,
        })),
      ),
    ),
  },
]);

