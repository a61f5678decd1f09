// Helpers of the tooling tests (not a test file): compiling throw-away fixtures with the apps'
// webpack, and probing what an app's webpack configuration reads.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Resolves packages the way the host's build does. */
export const hostRequire = createRequire(path.join(REPO_ROOT, 'host', 'package.json'));
const webpack = hostRequire('webpack');

/** A fixture folder with the given files (relative path -> text). */
export function makeFixture(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-webpack-fixture-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/**
 * Compile `entry.js` of the fixture with extra rules and plugins (mode "none", one bundle.js, unless
 * `mode` and `output` say otherwise; `resolveAlias` as webpack's resolve.alias).
 * @returns {Promise<{ errors: string[], bundle: string, files: [string, string][] }>} `files`: every
 *   emitted script, by name, with its text
 */
export function compile(dir, { rules = [], plugins = [], mode = 'none', output = {}, resolveAlias = {} } = {}) {
  const distDir = path.join(dir, 'dist');
  const compiler = webpack({
    mode,
    context: dir,
    entry: './entry.js',
    output: { path: distDir, filename: 'bundle.js', ...output },
    module: { rules },
    resolve: { alias: resolveAlias },
    plugins,
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      const bundleFile = path.join(distDir, 'bundle.js');
      const scripts = fs.existsSync(distDir) ? fs.readdirSync(distDir).filter((file) => file.endsWith('.js')) : [];
      resolve({
        errors: stats.compilation.errors.map((e) => e.message),
        bundle: fs.existsSync(bundleFile) ? fs.readFileSync(bundleFile, 'utf8') : '',
        files: scripts.map((file) => [file, fs.readFileSync(path.join(distDir, file), 'utf8')]),
      });
    });
  });
}

/**
 * What an app's webpack configuration touches while it is evaluated (production and development,
 * building and serving), outside node_modules: `required` modules and files `read` with fs
 * (package.json versions, services.json, facades). Runs in a child process so nothing is cached.
 * @returns {{ required: string[], read: string[], configs: object[] }}
 */
export function probeWebpackConfig(app) {
  const probe = `
    const fs = require('node:fs');
    const path = require('node:path');
    const read = new Set();
    for (const name of ['readFileSync', 'existsSync', 'statSync']) {
      const original = fs[name];
      fs[name] = function (file, ...rest) {
        if (typeof file === 'string') read.add(path.resolve(file));
        return original.call(this, file, ...rest);
      };
    }
    const config = require(${JSON.stringify(path.join(REPO_ROOT, app, 'webpack.config.cjs'))});
    const configs = [];
    for (const mode of ['production', 'development']) for (const env of [{}, { WEBPACK_SERVE: true }]) configs.push(config(env, { mode }));
    const required = Object.keys(require.cache);
    process.stdout.write(JSON.stringify({
      required,
      read: [...read].filter((file) => !required.includes(file)),
      configs: configs.map(({ cache, name, output }) => ({ cache, name, output: { path: output.path } })),
    }));
  `;
  const result = JSON.parse(execFileSync(process.execPath, ['-e', probe], { cwd: REPO_ROOT, encoding: 'utf8' }));
  const ours = (files) =>
    [...new Set(files.map((file) => (fs.existsSync(file) ? fs.realpathSync(file) : file)))].filter((file) => !file.includes(`${path.sep}node_modules${path.sep}`));
  return { required: ours(result.required), read: ours(result.read), configs: result.configs };
}
