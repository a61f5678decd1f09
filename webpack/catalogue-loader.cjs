/**
 * A package's message catalogue (`src/i18n/<language>.json`: id → ICU message) compiled at build time
 * with Lingui's own compiler, so the browser gets Lingui's compiled form and no message parser
 * (docs/languages.md). A message that does not parse fails the build, naming the file and the id.
 * jest-catalogue-transform.cjs does the same for the unit tests.
 */
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** @param {string} source the catalogue's JSON @param {string} file for the error message */
function compileCatalogue(source, file) {
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
  return compileCatalogue(source, this.resourcePath);
};
module.exports.compileCatalogue = compileCatalogue;
