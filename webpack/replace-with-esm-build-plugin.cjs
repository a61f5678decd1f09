/**
 * Makes the bundle use a package's ESM build where a tool imports its CommonJS build by absolute
 * path, and fails the build, instead of silently doing nothing, when that no longer happens:
 * - the ESM file does not exist (the package changed its layout);
 * - `required` and the module graph does not contain the ESM file (the tool no longer imports the
 *   CommonJS file, so the swap is dead code and the assumption behind it must be checked again);
 * - the CommonJS file is still in the graph (something imports it another way).
 * The check looks at the finished module graph, so it holds for cached and watch builds too.
 */
const fs = require('node:fs');

const PLUGIN = 'ReplaceWithEsmBuildPlugin';

class ReplaceWithEsmBuildPlugin {
  /**
   * @param {object} options
   * @param {string} options.commonJsFile absolute path of the CommonJS build the tool imports
   * @param {string} options.esmFile      absolute path of the ESM build to use instead
   * @param {boolean} options.required    the build must contain the file (else it fails)
   * @param {string} options.why          what the swap is for, for the error messages
   */
  constructor({ commonJsFile, esmFile, required, why }) {
    this.commonJsFile = commonJsFile;
    this.esmFile = esmFile;
    this.required = required;
    this.why = why;
  }

  apply(compiler) {
    const { WebpackError } = compiler.webpack;
    const fail = (compilation, message) => compilation.errors.push(new WebpackError(`${PLUGIN}: ${message} (${this.why})`));
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation, { normalModuleFactory }) => {
      if (!fs.existsSync(this.esmFile)) {
        fail(compilation, `the replacement ${this.esmFile} does not exist`);
        return;
      }
      normalModuleFactory.hooks.beforeResolve.tap(PLUGIN, (resolveData) => {
        if (resolveData.request === this.commonJsFile) resolveData.request = this.esmFile;
      });
      compilation.hooks.finishModules.tap(PLUGIN, (modules) => {
        const resources = new Set();
        for (const module of modules) if (module.resource) resources.add(module.resource.split('?')[0]);
        if (resources.has(this.commonJsFile)) fail(compilation, `${this.commonJsFile} is still bundled: it is imported some other way`);
        else if (this.required && !resources.has(this.esmFile)) {
          fail(compilation, `expected the build to import ${this.commonJsFile}, but it never did; check whether the swap is still needed`);
        }
      });
    });
  }
}

module.exports = { ReplaceWithEsmBuildPlugin };
