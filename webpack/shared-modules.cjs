/**
 * What the federated apps share, and how. One list for the host and every remote so the
 * share scope is the same everywhere (docs/federation.md explains each decision).
 *
 * The platform (shared-auth, shared-ui, the router facade) is versioned: each app declares the
 * version it was built against, and a remote requires that version's minor or newer from the host
 * with strictVersion, so a host that does not provide it makes the remote's page fail to load
 * (the area's fallback) instead of running with undefined imports.
 */
const fs = require('node:fs');
const path = require('node:path');
const { facadeExports } = require('./shared-facade-guard-plugin.cjs');

/** npm packages shared as singletons; versions are read from the app's package.json. */
const LIBRARY_SINGLETONS = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['jotai', 'jotai'],
  ['@emotion/react', '@emotion/react'],
  ['axios', 'axios'],
  ['@tanstack/react-query', '@tanstack/react-query'],
];

/**
 * Workspace packages of the platform, at the version of the copy the app resolves. Chakra UI is not
 * in the share scope at all: apps reach it only through shared-ui, and every Chakra module is
 * bundled into the host's copy of this package, so one Chakra context exists.
 */
const PLATFORM_PACKAGES = [
  ['shared-auth', 'shared-auth'],
  ['shared-ui', 'shared-ui'],
  ['shared-ui/sign-in', 'shared-ui'],
  ['shared-ui/widgets', 'shared-ui'],
  ['shared-ui/i18n', 'shared-ui'],
];

/**
 * Shared packages provided through a facade that re-exports only what the portal uses (a shared
 * module is not tree-shaken; see shared-facades/react-router.mjs). They share one version,
 * recorded with their export list in shared-facades/router-facade.json.
 */
const FACADES = {
  'react-router': path.join(__dirname, 'shared-facades', 'react-router.mjs'),
  'react-router-dom': path.join(__dirname, 'shared-facades', 'react-router-dom.mjs'),
};
const ROUTER_FACADE_RECORD = path.join(__dirname, 'shared-facades', 'router-facade.json');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The router facade's version. Throws when a facade file exports other names than the record
 * lists for that version: a changed surface needs a new version (docs/federation.md).
 */
function routerFacadeVersion(record = readJson(ROUTER_FACADE_RECORD), facades = FACADES) {
  const recorded = [...record.exports].sort();
  for (const [shareKey, file] of Object.entries(facades)) {
    const exported = [...facadeExports(file)].sort();
    const added = exported.filter((name) => !recorded.includes(name));
    const removed = recorded.filter((name) => !exported.includes(name));
    if (added.length || removed.length) {
      throw new Error(
        `The ${shareKey} facade (${path.relative(path.dirname(__dirname), file)}) exports other names than router facade ` +
          `${record.version} records (added: ${added.join(', ') || 'none'}; removed: ${removed.join(', ') || 'none'}). ` +
          `Bump "version" in ${path.relative(path.dirname(__dirname), ROUTER_FACADE_RECORD)} (minor for added names, major for removed ones) ` +
          'and record the new list.',
      );
    }
  }
  return record.version;
}

/** "1.4.2" -> "^1.4.0": any later minor of the same major provides every name this one does. */
function platformRange(version) {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) throw new Error(`Platform version "${version}" is not major.minor.patch`);
  return `^${match[1]}.${match[2]}.0`;
}

/** The version of a platform package as the app resolves it (its node_modules link). */
function platformPackageVersion(appDir, packageName) {
  const manifest = path.join(appDir, 'node_modules', packageName, 'package.json');
  if (!fs.existsSync(manifest)) throw new Error(`${appDir} must depend on ${packageName} (platform package); ${manifest} is missing`);
  return readJson(manifest).version;
}

function readDependencies(appDir) {
  const pkg = readJson(path.join(appDir, 'package.json'));
  return { ...pkg.devDependencies, ...pkg.dependencies };
}

/**
 * @param {object} options
 * @param {string} options.appDir the app's folder (its package.json pins the versions)
 * @param {boolean} options.platformFromHost true for a remote mounted in the shell: the remote
 *   bundles no copy of the platform (import: false) and always uses the host's.
 */
function sharedModules({ appDir, platformFromHost }) {
  const deps = readDependencies(appDir);
  const shared = {};
  for (const [request, packageName] of LIBRARY_SINGLETONS) {
    const pinned = deps[packageName];
    if (!pinned) throw new Error(`${appDir}/package.json must depend on ${packageName} (shared singleton)`);
    shared[request] = { singleton: true, requiredVersion: `^${pinned.replace(/^[\^~]/, '')}` };
  }
  const platform = (version, ownImport) => ({
    singleton: true,
    strictVersion: true,
    version,
    requiredVersion: platformRange(version),
    ...(platformFromHost ? { import: false } : ownImport ? { import: ownImport } : {}),
  });
  for (const [request, packageName] of PLATFORM_PACKAGES) shared[request] = platform(platformPackageVersion(appDir, packageName));
  const facadeVersion = routerFacadeVersion();
  for (const [request, file] of Object.entries(FACADES)) shared[request] = platform(facadeVersion, file);
  return shared;
}

module.exports = { sharedModules, routerFacadeVersion, platformRange, FACADES, LIBRARY_SINGLETONS, PLATFORM_PACKAGES, ROUTER_FACADE_RECORD };
