/**
 * What the federated apps share, and how. One list for the host and every remote so the
 * share scope is the same everywhere (docs/federation.md explains each decision).
 */
const fs = require('node:fs');
const path = require('node:path');

/** npm packages shared as singletons; versions are read from the app's package.json. */
const LIBRARY_SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['react-router', 'react-router'],
  ['react-router-dom', 'react-router-dom'],
  ['jotai', 'jotai'],
  ['@emotion/react', '@emotion/react'],
  ['axios', 'axios'],
  ['@tanstack/react-query', '@tanstack/react-query'],
];

/**
 * Workspace packages (version "workspace:*", so the range is explicit). Chakra UI is not in the
 * share scope at all: apps reach it only through shared-ui, and every Chakra module is bundled
 * into the host's copy of shared-ui, so one Chakra context exists.
 */
const PLATFORM_SINGLETONS = [
  ['shared-auth', 'shared-auth'],
  ['shared-ui', 'shared-ui'],
  ['shared-ui/widgets', 'shared-ui'],
];
const PLATFORM_RANGE = '^1.0.0';
const WORKSPACE_ROOT = path.resolve(__dirname, '..');

function workspaceVersion(packageDir) {
  return JSON.parse(fs.readFileSync(path.join(WORKSPACE_ROOT, packageDir, 'package.json'), 'utf8')).version;
}

/**
 * Shared packages provided through a facade that re-exports only what the portal uses (a shared
 * module is not tree-shaken; see shared-facades/react-router.mjs).
 */
const FACADES = {
  'react-router': path.join(__dirname, 'shared-facades', 'react-router.mjs'),
  'react-router-dom': path.join(__dirname, 'shared-facades', 'react-router-dom.mjs'),
};

function readDependencies(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return { ...pkg.devDependencies, ...pkg.dependencies };
}

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder (its package.json pins the versions)
 * @param {boolean} options.platformFromHost true for a remote mounted in the shell: the remote
 *   bundles no copy of shared-auth / shared-ui (import: false) and always uses the host's.
 */
function sharedModules({ appDir, platformFromHost }) {
  const deps = readDependencies(appDir);
  const shared = {};
  for (const [request, packageName] of LIBRARY_SINGLETONS) {
    const pinned = deps[packageName];
    if (!pinned) throw new Error(`${appDir}/package.json must depend on ${packageName} (shared singleton)`);
    const version = pinned.replace(/^[\^~]/, '');
    shared[request] = { singleton: true, requiredVersion: `^${version}` };
    if (FACADES[request]) Object.assign(shared[request], { import: FACADES[request], version });
  }
  for (const [request, packageDir] of PLATFORM_SINGLETONS) {
    shared[request] = {
      singleton: true,
      requiredVersion: PLATFORM_RANGE,
      version: workspaceVersion(packageDir),
      ...(platformFromHost ? { import: false } : {}),
    };
  }
  return shared;
}

module.exports = { sharedModules, FACADES, LIBRARY_SINGLETONS, PLATFORM_SINGLETONS, PLATFORM_RANGE };
