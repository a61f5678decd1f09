/**
 * Which chunks the host's start-up needs, and the plugin that downloads them as a few files of
 * similar size instead of many of very different sizes (docs/performance.md, "Start-up chunks
 * preloaded and merged into a few files").
 *
 * Why: a phone on slow 4G shares its bandwidth between the requests in flight, six per origin over
 * HTTP/1.1, and every request costs a round trip before its first byte. With many small start-up
 * chunks the small ones spend most of their time waiting for their first byte, and react-dom (the
 * largest) gets only a share of the bandwidth while they do: it arrives last, and the first render
 * waits for it. Bundled into about as many files as there are connections, each about react-dom's
 * size, every file gets a connection from the start and they finish together.
 *
 * Module Federation loads a shared module through its chunk ids whatever chunk holds it, so the
 * share scope (and the remotes, which take react, react-dom, ... from the host) are unaffected.
 */
const { originNames } = require('./chunk-names-plugin.cjs');

const PLUGIN = 'StartUpChunksPlugin';

/** Chunks of chunk groups and of the groups of the shared modules they consume (the host's providers). */
function startUpChunks(compilation, startGroups) {
  const { chunkGraph } = compilation;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module' && module._name) {
      const list = providers.get(module._name) ?? [];
      list.push(module);
      providers.set(module._name, list);
    }
  }
  const chunks = new Set();
  const seenGroups = new Set();
  const queue = [...startGroups];
  const enqueueBlocks = (module) => {
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group && !seenGroups.has(group)) queue.push(group);
    }
  };
  while (queue.length) {
    const group = queue.shift();
    if (seenGroups.has(group)) continue;
    seenGroups.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        // The runtime hands out the host's own provided module (share strategy loaded-first);
        // the consume module's fallback is loaded only when nothing provides the key.
        const provided = providers.get(module.options?.shareKey) ?? [];
        if (provided.length === 0) enqueueBlocks(module);
        for (const provider of provided) enqueueBlocks(provider);
      }
    }
  }
  return chunks;
}

/** The script files of those chunks. */
function chunkFilesOf(compilation, startGroups) {
  const files = new Set();
  for (const chunk of startUpChunks(compilation, startGroups)) {
    for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return files;
}

/** Chunk groups created by `import(request)` in any module. */
function groupsImporting(compilation, requestPattern) {
  return compilation.chunkGroups.filter((group) => group.origins.some((origin) => origin.request && requestPattern.test(origin.request)));
}

/** What a chunk is known by: the share keys it provides and the import() requests that load it. */
function chunkKeys(chunk) {
  const { shareKeys } = originNames(chunk);
  const requests = [...chunk.groupsIterable].flatMap((group) => group.origins.map((origin) => origin.request)).filter(Boolean);
  return new Set([...shareKeys, ...requests]);
}

/**
 * Whether a chunk waits for shared modules when it loads. Such a chunk is never bundled: loading a
 * chunk first resolves the shared modules it consumes, and if their provider were bundled into the
 * same file (or into one that consumes from this one) the load would wait for itself forever. The
 * bundled chunks hold provided modules only, so nothing they hold waits for another bundle.
 */
function consumesSharedModules(compilation, chunk) {
  for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) if (module.type === 'consume-shared-module') return true;
  return false;
}

class StartUpChunksPlugin {
  /**
   * @param {object} options
   * @param {RegExp} options.bootstrapRequest the entry's import() of the bootstrap
   * @param {RegExp[]} options.signedInRequests imports of the signed-in area, bundled on their own:
   *   the login page does not load them at start-up
   * @param {string[][]} options.bundles the start-up files, each listing the share keys and import()
   *   requests whose chunks it holds; a start-up chunk listed in none, or one that consumes shared
   *   modules itself, stays a file of its own
   */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let done = false;
      // After splitChunks (STAGE_ADVANCED) has made its chunks.
      compilation.hooks.optimizeChunks.tap({ name: PLUGIN, stage: 20 }, () => {
        if (done) return;
        done = true;
        const bootstrap = startUpChunks(compilation, groupsImporting(compilation, this.options.bootstrapRequest));
        const signedIn = startUpChunks(compilation, this.options.signedInRequests.flatMap((request) => groupsImporting(compilation, request)));
        for (const chunk of bootstrap) signedIn.delete(chunk);
        const eligible = (chunk) => !chunk.canBeInitial() && !chunk.hasRuntime() && !consumesSharedModules(compilation, chunk);
        const bins = this.options.bundles.map((keys) => ({ keys: new Set(keys), chunks: [] }));
        const matched = new Set();
        for (const chunk of [...bootstrap].filter(eligible)) {
          const keys = chunkKeys(chunk);
          const bin = bins.find((candidate) => [...keys].some((key) => candidate.keys.has(key)));
          if (!bin) continue;
          bin.chunks.push(chunk);
          for (const key of keys) if (bin.keys.has(key)) matched.add(key);
        }
        // A listed key that bundles nothing (renamed, no longer shared, or consuming shared modules
        // itself) would silently leave its chunk a file of its own again.
        const unmatched = this.options.bundles.flat().filter((key) => !matched.has(key));
        if (unmatched.length) {
          const message = `${PLUGIN}: the start-up bundles list ${unmatched.map((key) => `"${key}"`).join(', ')}, which no start-up chunk that can be bundled provides`;
          compilation.errors.push(new compiler.webpack.WebpackError(message));
          return;
        }
        bins.push({ chunks: [...signedIn].filter(eligible) });
        for (const { chunks } of bins) this.integrate(compilation, chunks);
      });
    });
  }

  integrate(compilation, [target, ...others]) {
    const { chunkGraph } = compilation;
    for (const other of others) {
      if (!chunkGraph.canChunksBeIntegrated(target, other)) {
        throw new Error(`${PLUGIN}: chunk ${other.debugId} cannot be bundled with ${target.debugId}`);
      }
      chunkGraph.integrateChunks(target, other);
      compilation.chunks.delete(other);
    }
  }
}

module.exports = { StartUpChunksPlugin, startUpChunks, chunkFilesOf, groupsImporting };
