/**
 * A package's message catalogue (`src/i18n/<language>.json`: id → ICU message) compiled at build time
 * with Lingui's own compiler, so the browser gets Lingui's compiled form and no message parser
 * (docs/languages.md). A message that does not parse fails the build, naming the file and the id.
 * jest-catalogue-transform.cjs does the same for the unit tests.
 */
const { createRequire } = require('node:module');
const path = require('node:path');

const WORKSPACE_ROOT = path.join(__dirname, '..');
/**
 * The id under which a remote's compiled English catalogue carries its name (its folder from the
 * workspace root: "remote-core/src/features/bonus/i18n"): shared-ui's catalogue.ts registers the
 * catalogue under it and asks a page's texts file (page-texts-loader.cjs, which keys each catalogue's
 * texts by the same name) for that name's texts in another language. Only English carries it: the
 * other languages' texts are given to the catalogue already registered. The host's catalogues need
 * none (the host has no pages' files), so its start-up files do not carry them. No message id starts
 * with "$".
 */
const CATALOGUE_NAME_ID = '$catalogue';

/** A catalogue's name: its `i18n/` folder from the workspace root, with forward slashes. */
function catalogueName(folder) {
  return path.relative(WORKSPACE_ROOT, folder).split(path.sep).join('/');
}

/**
 * Lingui's compiler as the app being built has it (each front end lists @lingui/message-utils): an
 * image builds one app from a filtered install, which does not hold the workspace root's packages.
 */
function compilerOf(appDir) {
  return createRequire(path.join(appDir, 'package.json'))('@lingui/message-utils/compileMessage').compileMessageOrThrow;
}

/**
 * @param {string} source the catalogue's JSON
 * @param {string} file for the error message, and the catalogue's name
 * @param {(message: string) => unknown} [compileMessageOrThrow] Lingui's compiler (the workspace root's by default)
 * @param {{ named?: boolean }} [options] named: an English catalogue (`en.json`) carries its name (default)
 */
function compileCatalogue(source, file, compileMessageOrThrow = compilerOf(path.join(__dirname, '..')), { named = true } = {}) {
  const messages = JSON.parse(source);
  if (Object.hasOwn(messages, CATALOGUE_NAME_ID)) throw new Error(`${file}: "${CATALOGUE_NAME_ID}" is the catalogue's name, not a message id`);
  const compiled = named && path.basename(file) === 'en.json' ? { [CATALOGUE_NAME_ID]: catalogueName(path.dirname(file)) } : {};
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

/**
 * With hot updates on (`webpack serve` in the portal), a catalogue is a JavaScript module that takes
 * its own edits: it puts the new texts into the messages object its catalogue already holds (Lingui
 * keeps that object, not a copy) and asks the screens to draw again. Without it, an edited text would
 * travel up to every module that imports the catalogue, and a page holding a lazy part at module level
 * would be mounted afresh, losing what the user had typed (e2e/tests/dev-remote.spec.ts).
 */
function hotCatalogueModule(compiled) {
  return `import { showEditedTexts } from 'shared-ui/i18n';
let messages = ${compiled};
if (module.hot) {
  const previous = module.hot.data && module.hot.data.messages;
  if (previous) {
    for (const id of Object.keys(previous)) delete previous[id];
    messages = Object.assign(previous, messages);
    // A host whose shared-ui predates the function draws them on its next render.
    if (typeof showEditedTexts === 'function') showEditedTexts();
  }
  module.hot.dispose((data) => {
    data.messages = messages;
  });
  module.hot.accept();
}
export default messages;
`;
}

/** @this {import('webpack').LoaderContext<{ named?: boolean }>} */
module.exports = function catalogueLoader(source) {
  const compiled = compileCatalogue(source, this.resourcePath, compilerOf(this.rootContext), this.getOptions());
  return this.hot ? hotCatalogueModule(compiled) : compiled;
};
module.exports.compileCatalogue = compileCatalogue;
module.exports.CATALOGUE_NAME_ID = CATALOGUE_NAME_ID;
module.exports.catalogueName = catalogueName;
