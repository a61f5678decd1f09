import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, test } from 'node:test';
import { REPO_ROOT, compile, makeFixture } from './test-helpers.mjs';

const require = createRequire(import.meta.url);
const { relativeImports, isPageTextsChunk } = require('./page-texts-loader.cjs');
const { CATALOGUE_FILE } = require('../scripts/lib/catalogue-files.cjs');

const fixtures = [];
after(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const catalogue = (name) => ({
  [`src/${name}/i18n/index.js`]: "import english from './en.json';\nexport const texts = { english, hi: () => import('./hi.json') };\n",
  [`src/${name}/i18n/en.json`]: JSON.stringify({ title: name }),
  [`src/${name}/i18n/hi.json`]: JSON.stringify({ title: `${name} हिन्दी` }),
});

/**
 * Two pages of a remote: the dashboard shows its own texts, the common ones, a lazy part's (the
 * figures) and links to the bonus page (its module, not its texts); it names the payouts' catalogue
 * by type only.
 */
function remoteFixture() {
  const dir = makeFixture({
    'entry.js': "import('./src/dashboard/DashboardPage.js');\nimport('./src/bonus/BonusPage.js');\n",
    'shared-ui-i18n.js': 'export const sources = [];\nexport function addTextsSource(source) { sources.push(source); }\n',
    ...catalogue('common'),
    ...catalogue('dashboard'),
    ...catalogue('figures'),
    ...catalogue('bonus'),
    ...catalogue('payouts'),
    'src/dashboard/DashboardPage.js': [
      "import { texts } from './i18n';",
      "import { texts as common } from '../common/i18n/index.js';",
      "import type { PayoutsT } from '../payouts/i18n';",
      "export const figures = () => import('../figures/Figures.js');",
      "export const bonus = () => import('../bonus/BonusPage.js');",
      'export default [texts, common];',
    ].join('\n'),
    'src/figures/Figures.js': "export { texts } from './i18n';\n",
    'src/bonus/BonusPage.js': "import { texts } from './i18n';\nexport default texts;\n",
  });
  fixtures.push(dir);
  return dir;
}

/** The catalogues a built texts file holds: the names it keys their texts by. */
const heldIn = (text) => [...text.matchAll(/"([^"]+\/i18n)": _/g)].map((match) => match[1]);
const namesIn = (text) => heldIn(text).map((name) => name.replace(/^.*\/src\//, '').replace(/\/i18n$/, '')).sort();

test("a page's texts file holds the catalogues it and its lazy parts show, not another page's, nor one it names by type only", async () => {
  const dir = remoteFixture();
  // `import type` is TypeScript: the fixture's loader strips that line as swc would.
  fs.writeFileSync(path.join(dir, 'strip-types-loader.cjs'), "module.exports = (source) => source.replace(/^import type .*$/m, '');\n");
  // The catalogues compiled as the build does (with the workspace's Lingui: the fixture has no packages).
  const compileCatalogue = JSON.stringify(path.join(REPO_ROOT, 'webpack', 'catalogue-loader.cjs'));
  fs.writeFileSync(path.join(dir, 'catalogue-loader.cjs'), `module.exports = function (source) { return require(${compileCatalogue}).compileCatalogue(source, this.resourcePath); };\n`);
  const pages = { [path.join(dir, 'src/dashboard/DashboardPage.js')]: 'DashboardPage', [path.join(dir, 'src/bonus/BonusPage.js')]: 'BonusPage' };
  const { errors, files } = await compile(dir, {
    rules: [
      { test: CATALOGUE_FILE, use: { loader: path.join(dir, 'catalogue-loader.cjs') } },
      { test: /\.js$/, exclude: /node_modules|-loader\.cjs$/, use: { loader: path.join(dir, 'strip-types-loader.cjs') } },
      { test: (file) => Object.hasOwn(pages, file), enforce: 'pre', use: { loader: path.join(REPO_ROOT, 'webpack', 'page-texts-loader.cjs'), options: { pages } } },
    ],
    output: { chunkFilename: '[name].js' },
    resolveAlias: { 'shared-ui/i18n': path.join(dir, 'shared-ui-i18n.js') },
  });
  assert.deepEqual(errors, []);
  const byName = Object.fromEntries(files);
  assert.ok(byName['texts-hi-DashboardPage.js'], Object.keys(byName).join(', '));
  assert.deepEqual(namesIn(byName['texts-hi-DashboardPage.js']), ['common', 'dashboard', 'figures']);
  assert.deepEqual(namesIn(byName['texts-hi-BonusPage.js']), ['bonus']);
  // Added as a texts source by the page's module, as a file asked for on demand, in the module's first
  // import: it runs before the page's catalogues register.
  const all = files.map(([, text]) => text).join('\n');
  for (const page of ['DashboardPage', 'BonusPage']) {
    assert.match(all, new RegExp(`pageTextsSource\\)\\(\\[[^\\]]*\\], \\{ hi: \\(\\) => __webpack_require__\\.e\\(/\\* import\\(\\) \\| texts-hi-${page} \\*/`));
    assert.match(all, new RegExp(`var _${page}_js_page_texts_expected__WEBPACK_IMPORTED_MODULE_0__ = `));
    // The catalogues it announces are those its file holds, by the names their English catalogues carry.
    const announced = JSON.parse(new RegExp(`pageTextsSource\\)\\((\\[[^\\]]*\\]), \\{ hi: [^\\n]*texts-hi-${page} `).exec(all)[1]);
    assert.deepEqual(announced.sort(), heldIn(byName[`texts-hi-${page}.js`]).sort());
    const english = [...all.matchAll(/"\$catalogue":"([^"]+)"/g)].map((match) => match[1]);
    for (const name of announced) assert.ok(english.includes(name), name);
  }
  assert.ok(isPageTextsChunk('texts-hi-DashboardPage'));
  assert.ok(!isPageTextsChunk('texts-hi'));
});

test('follows static, dynamic and re-exporting imports, not type-only ones', () => {
  const source = [
    "import { a } from './a';",
    "import type { B } from './b';",
    "export { c } from '../c';",
    "export type { D } from './d';",
    "import './e.css';",
    "const F = lazy(() => import('./f'));",
    "import {\n  g,\n  type G,\n} from './g';",
    "import React from 'react';",
  ].join('\n');
  assert.deepEqual(relativeImports(source), ['./a', '../c', './e.css', './f', './g']);
});
