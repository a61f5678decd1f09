import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { after, test } from 'node:test';
import { compile, makeFixture } from './test-helpers.mjs';

const require = createRequire(import.meta.url);
const { CompileHintsPlugin, COMPILE_HINT } = require('./compile-hints-plugin.cjs');

const fixtures = [];
after(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A production build (minified, content-hashed names) of an entry with one lazy chunk. */
function build(plugins) {
  const dir = makeFixture({
    'entry.js': "/* a comment the minifier drops */\nimport('./lazy.js').then((lazy) => console.log(lazy.greet('entry')));\n",
    'lazy.js': "export function greet(name) {\n  return 'hello ' + name;\n}\n",
  });
  fixtures.push(dir);
  return compile(dir, {
    plugins,
    mode: 'production',
    output: { filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
  });
}

test('every script of a minified build starts with the compile hint', async () => {
  const { errors, files } = await build([new CompileHintsPlugin()]);
  assert.deepEqual(errors, []);
  assert.equal(files.length, 2, 'the entry and its lazy chunk');
  for (const [file, text] of files) {
    assert.ok(text.startsWith('//# allFunctionsCalledOnLoad\n'), `${file} starts with ${JSON.stringify(text.slice(0, 40))}`);
    assert.equal(text.indexOf(COMPILE_HINT, 1), -1, `${file} has the hint once`);
  }
});

test('the content hash in a file name covers the hint', async () => {
  const withHint = await build([new CompileHintsPlugin()]);
  const without = await build([]);
  const names = (result) => result.files.map(([file]) => file).sort();
  // Same sources, other bytes: every name changes, so a cached copy without the hint is never reused.
  for (const name of names(withHint)) assert.ok(!names(without).includes(name), `${name} is also the name of the file without the hint`);
});
