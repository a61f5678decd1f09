/**
 * Fails the build when a module imports from a facaded shared package (see shared-facades/) a
 * name the facade does not provide: without this, the import would be undefined at runtime.
 */
const fs = require('node:fs');

const PLUGIN = 'SharedFacadeGuardPlugin';

/** The names of `export { a, b, c } from '...'` in a facade file. */
function facadeExports(file) {
  const source = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const name of match[1].split(',').map((n) => n.trim()).filter(Boolean)) names.add(name.split(/\s+as\s+/).pop());
  }
  if (names.size === 0) throw new Error(`${file} exports nothing`);
  return names;
}

class SharedFacadeGuardPlugin {
  /** @param {Record<string, string>} facades share key -> facade file */
  constructor(facades) {
    this.allowed = new Map(Object.entries(facades).map(([key, file]) => [key, facadeExports(file)]));
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        for (const module of modules) {
          for (const dep of module.dependencies || []) {
            const allowed = this.allowed.get(dep.request);
            if (!allowed || !Array.isArray(dep.ids) || dep.ids.length === 0) continue;
            const name = dep.ids[0];
            if (name === 'default' || allowed.has(name)) continue;
            const error = new compiler.webpack.WebpackError(
              `${module.readableIdentifier(compilation.requestShortener)} imports "${name}" from "${dep.request}", ` +
                `which the shared ${dep.request} facade does not provide. Add it to webpack/shared-facades/.`,
            );
            error.module = module;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { SharedFacadeGuardPlugin, facadeExports };
