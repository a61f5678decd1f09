/**
 * A package's message catalogue (`src/i18n/<language>.json`: id → ICU message) compiled at build time
 * with Lingui's own compiler, so the browser gets Lingui's compiled form and no message parser
 * (docs/languages.md). A message that does not parse fails the build, naming the file and the id.
 * jest-catalogue-transform.cjs does the same for the unit tests.
 */
const { createRequire } = require('node:module');
const path = require('node:path');

/**
 * Lingui's compiler as the app being built has it (each front end lists @lingui/message-utils): an
 * image builds one app from a filtered install, which does not hold the workspace root's packages.
 */
function compilerOf(appDir) {
  return createRequire(path.join(appDir, 'package.json'))('@lingui/message-utils/compileMessage').compileMessageOrThrow;
}

/**
 * @param {string} source the catalogue's JSON
 * @param {string} file for the error message
 * @param {(message: string) => unknown} [compileMessageOrThrow] Lingui's compiler (the workspace root's by default)
 */
function compileCatalogue(source, file, compileMessageOrThrow = compilerOf(path.join(__dirname, '..'))) {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
    try {
      compiled[id] = compileMessageOrThrow(message);
    } catch (error) {
      throw new Error(`${file}: "${id}" is not a valid ICU message: ${error.message}`);
    }
  }
  return JSON.stringify(compiled);
}

module.exports = function catalogueLoader(source) {
  return compileCatalogue(source, this.resourcePath, compilerOf(this.rootContext));
};
module.exports.compileCatalogue = compileCatalogue;
