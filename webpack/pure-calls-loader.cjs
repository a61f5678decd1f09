/**
 * Marks calls to the named identity helpers as side-effect free (/*#__PURE__*\/), so webpack can
 * drop the declarations they initialise when nothing uses them. Applied to Chakra's theme index:
 * there `const defaultThemeConfig = defineConfig({ ...every recipe... })` would otherwise keep all
 * ~100 recipes alive for anyone importing a single token set from '@chakra-ui/react/theme'.
 *
 * With `statements`, calls that stand as statements are marked, so the minifier drops them with the
 * arguments it can prove free of effects: React Router's `warning(cond, message)` calls in its
 * production build, console warnings for the developer whose messages would otherwise be bytes in
 * front of the login page.
 *
 * A callee that is not found fails the build: after an upgrade renames or moves the call, the
 * bundle would silently grow instead.
 */
module.exports = function pureCallsLoader(source) {
  const { callees, statements = false } = this.getOptions();
  let result = source;
  const missing = [];
  for (const callee of callees) {
    // `statements`: calls that begin a line (`  warning(cond, \`...\`);`), whose result nothing reads.
    const call = statements ? new RegExp(`^(\\s*)(${callee}\\s*\\()`, 'gm') : new RegExp(`(=\\s*)(${callee}\\s*\\()`, 'g');
    if (!call.test(result)) missing.push(callee);
    result = result.replace(call, '$1/* @__PURE__ */ $2');
  }
  if (missing.length > 0) {
    throw new Error(
      `pure-calls-loader: no ${missing.map((callee) => `"${statements ? '' : '= '}${callee}("`).join(' / ')} call in ${this.resourcePath}; ` +
        'the file changed: update the loader options in webpack/federated-app.cjs (or drop the rule if no longer needed).',
    );
  }
  return result;
};
