/**
 * Gives every unnamed chunk a readable name so file names say what they hold
 * ("react-dom-client.3f9c2a1b.js", "shared-ui.…", "expose-DashboardPage.…"): e2e counts downloads
 * by package name and the bundle report reads at a glance. Chunk ids stay numeric.
 *
 * Name, in order of preference: the share keys of the shared modules whose fallback the chunk
 * carries, the exposed module it implements, else the largest packages in it. (An app's texts in a
 * language other than English are named by their cache group: `texts-hi`, webpack/federated-app.cjs.)
 */
const PLUGIN = 'ChunkNamesPlugin';
const MAX_PACKAGES_IN_NAME = 2;

function sanitize(text) {
  return text.replace(/^@/, '').replace(/[^a-zA-Z0-9.-]+/g, '-').replace(/^-+|-+$/g, '');
}

function packageOf(resource, workspaceRoot) {
  if (!resource) return undefined;
  const file = resource.split('?')[0];
  const marker = '/node_modules/';
  const at = file.lastIndexOf(marker);
  if (at !== -1) {
    const parts = file.slice(at + marker.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (file.startsWith(workspaceRoot + '/')) return file.slice(workspaceRoot.length + 1).split('/')[0];
  return undefined;
}

function originNames(chunk) {
  const shareKeys = new Set();
  const exposes = new Set();
  for (const group of chunk.groupsIterable) {
    for (const origin of group.origins) {
      const mod = origin.module;
      if (!mod) continue;
      if (mod.options && typeof mod.options.shareKey === 'string') shareKeys.add(mod.options.shareKey);
      else if (typeof mod._name === 'string' && mod.constructor.name === 'ProvideSharedModule') shareKeys.add(mod._name);
      else if (mod.constructor.name === 'ContainerEntryModule' && origin.request) exposes.add(origin.request);
    }
  }
  return { shareKeys: [...shareKeys].sort(), exposes: [...exposes].sort() };
}

function largestPackages(chunk, chunkGraph, workspaceRoot, appName) {
  const sizes = new Map();
  for (const mod of chunkGraph.getChunkModulesIterable(chunk)) {
    const pkg = packageOf(mod.resource, workspaceRoot) || appName;
    sizes.set(pkg, (sizes.get(pkg) || 0) + mod.size());
  }
  return [...sizes.entries()].sort((a, b) => b[1] - a[1]).slice(0, MAX_PACKAGES_IN_NAME).map(([pkg]) => pkg);
}

class ChunkNamesPlugin {
  constructor({ workspaceRoot, appName }) {
    this.workspaceRoot = workspaceRoot;
    this.appName = appName;
  }

  apply(compiler) {
    // thisCompilation: only the app's own compilation, not child compilers (html-webpack-plugin's).
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.beforeChunkIds.tap(PLUGIN, (chunks) => {
        const taken = new Set([...chunks].map((c) => c.name).filter(Boolean));
        for (const chunk of chunks) {
          if (chunk.name) continue;
          const { shareKeys, exposes } = originNames(chunk);
          let parts;
          if (shareKeys.length) parts = shareKeys;
          else if (exposes.length) parts = exposes.map((e) => `expose-${e.replace(/^\.\//, '')}`);
          else parts = largestPackages(chunk, compilation.chunkGraph, this.workspaceRoot, this.appName);
          const base = sanitize(parts.join('~')).slice(0, 80) || 'chunk';
          let name = base;
          for (let n = 2; taken.has(name); n += 1) name = `${base}-${n}`;
          taken.add(name);
          chunk.name = name;
        }
      });
    });
  }
}

module.exports = { ChunkNamesPlugin, originNames };
