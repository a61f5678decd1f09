import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { after, test } from 'node:test';
import { compile, hostRequire, makeFixture } from './test-helpers.mjs';

const require = createRequire(import.meta.url);
const { StartUpChunksPlugin } = require('./start-up-chunks.cjs');
const { ModuleFederationPlugin } = hostRequire('@module-federation/enhanced/webpack');

const fixtures = [];
after(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const pkg = (name, source) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({ name, version: '1.0.0', main: 'index.js' }),
  [`node_modules/${name}/index.js`]: source,
});

/**
 * An app whose start-up (import('./bootstrap')) uses four shared packages: liba and libb stand
 * alone, libc imports libd, which nothing else imports (so libc's chunk itself consumes libd).
 */
function fixture() {
  const dir = makeFixture({
    'package.json': JSON.stringify({
      name: 'fixture',
      version: '1.0.0',
      dependencies: { liba: '1.0.0', libb: '1.0.0', libc: '1.0.0', libd: '1.0.0' },
    }),
    ...pkg('liba', "export const a = 'LIB-A-CODE';\n"),
    ...pkg('libb', "export const b = 'LIB-B-CODE';\n"),
    ...pkg('libc', "import { d } from 'libd';\nexport const c = d + 'LIB-C-CODE';\n"),
    ...pkg('libd', "export const d = 'LIB-D-CODE';\n"),
    'entry.js': "import('./bootstrap');\n",
    'bootstrap.js': "import { a } from 'liba';\nimport { b } from 'libb';\nimport { c } from 'libc';\nconsole.log(a, b, c);\n",
  });
  fixtures.push(dir);
  return dir;
}

async function build(bundles, { expectError } = {}) {
  const federation = new ModuleFederationPlugin({
    name: 'fixture',
    shared: { liba: {}, libb: {}, libc: {}, libd: {} },
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
  });
  const plugins = [federation];
  if (bundles) plugins.push(new StartUpChunksPlugin({ bootstrapRequest: /^\.\/bootstrap$/, signedInRequests: [], bundles }));
  const { errors, files } = await compile(fixture(), { plugins, output: { filename: '[name].js', chunkFilename: '[id].js' } });
  if (expectError) {
    assert.equal(errors.length, 1);
    assert.match(errors[0], expectError);
    return {};
  }
  assert.deepEqual(errors, []);
  /** The emitted file holding `marker`'s package. */
  const fileWith = (marker) => files.filter(([, text]) => text.includes(`'${marker}'`)).map(([name]) => name);
  return { fileWith };
}

test('without bundles every shared package is a file of its own', async () => {
  const { fileWith } = await build(undefined);
  assert.notDeepEqual(fileWith('LIB-A-CODE'), fileWith('LIB-B-CODE'));
});

test('start-up chunks listed in one bundle are downloaded as one file', async () => {
  const { fileWith } = await build([['liba', 'libb']]);
  assert.equal(fileWith('LIB-A-CODE').length, 1);
  assert.deepEqual(fileWith('LIB-A-CODE'), fileWith('LIB-B-CODE'));
});

test('a chunk that consumes a shared module stays a file of its own, or its load would wait for itself', async () => {
  const { fileWith } = await build([['liba', 'libb', 'libd']]);
  assert.deepEqual(fileWith('LIB-D-CODE'), fileWith('LIB-A-CODE'));
  assert.ok(fileWith('LIB-C-CODE').length > 0);
  for (const file of fileWith('LIB-C-CODE')) assert.ok(!fileWith('LIB-D-CODE').includes(file), `${file} holds libc and the libd it consumes`);
});

test('a listed key that bundles nothing fails the build', async () => {
  await build([['liba', 'libz']], { expectError: /list "libz", which no start-up chunk that can be bundled provides/ });
  // libc consumes libd, so it is never bundled: listing it is a mistake too.
  await build([['liba', 'libc']], { expectError: /list "libc"/ });
});
