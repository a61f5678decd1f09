/**
 * Marks calls to the named identity helpers as side-effect free (/*#__PURE__*\/), so webpack can
 * drop the declarations they initialise when nothing uses them. Applied to Chakra's theme index:
 * there `const defaultThemeConfig = defineConfig({ ...every recipe... })` would otherwise keep all
 * ~100 recipes alive for anyone importing a single token set from '@chakra-ui/react/theme'.
 *
 * A callee that is not found fails the build: after a Chakra upgrade renames or moves the call,
 * the bundle would silently grow by every recipe instead.
 */
module.exports = function pureCallsLoader(source) {
  const { callees } = this.getOptions();
  let result = source;
  const missing = [];
  for (const callee of callees) {
    const call = new RegExp(`(=\\s*)(${callee}\\s*\\()`, 'g');
    if (!call.test(result)) missing.push(callee);
    result = result.replace(call, '$1/* @__PURE__ */ $2');
  }
  if (missing.length > 0) {
    throw new Error(
      `pure-calls-loader: no "= ${missing.join('(" / "= ')}(" call in ${this.resourcePath}; ` +
        'the file changed: update the loader options in webpack/federated-app.cjs (or drop the rule if no longer needed).',
    );
  }
  return result;
};
