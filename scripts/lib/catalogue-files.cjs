/**
 * Where the message catalogues are (docs/languages.md): a folder `i18n/` under a package's `src/`, with one
 * `<language>.json` per language. One source for the build (webpack/federated-app.cjs: the loader's rule, the
 * Hindi texts' file), the catalogue checks (webpack/catalogues.test.mjs) and the e2e walk of the Hindi pages
 * (e2e/support/englishTexts.ts).
 */
const fs = require('node:fs');
const path = require('node:path');

/** The packages that keep catalogues. */
const CATALOGUE_PACKAGES = ['host', 'remote-core', 'remote-eligibility', 'remote-notifications', 'shared-ui', 'shared-auth'];

/** A catalogue file; group 1 is its language. */
const CATALOGUE_FILE = /[\\/]src[\\/](?:.+[\\/])?i18n[\\/]([a-z]+)\.json$/;

/** The language of a catalogue file ("hi" for `…/src/features/bonus/i18n/hi.json`), undefined for any other file. */
function catalogueLanguage(file) {
  return CATALOGUE_FILE.exec(file ?? '')?.[1];
}

/** Every i18n/ folder under `folder` (one per package in the host, one per feature in a remote). */
function i18nFolders(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name === 'node_modules') return [];
    const inside = path.join(folder, entry.name);
    return entry.name === 'i18n' ? [inside] : i18nFolders(inside);
  });
}

/** Every catalogue folder of the workspace at `root`. */
function catalogueFolders(root) {
  return CATALOGUE_PACKAGES.flatMap((name) => i18nFolders(path.join(root, name, 'src')));
}

module.exports = { CATALOGUE_FILE, catalogueLanguage, catalogueFolders };
