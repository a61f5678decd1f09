/**
 * Marks calls to the named identity helpers as side-effect free (/*#__PURE__*\/), so webpack can
 * drop the declarations they initialise when nothing uses them. Applied to Chakra's theme index:
 * there `const defaultThemeConfig = defineConfig({ ...every recipe... })` would otherwise keep all
 * ~100 recipes alive for anyone importing a single token set from '@chakra-ui/react/theme'.
 */
module.exports = function pureCallsLoader(source) {
  const { callees } = this.getOptions();
  let result = source;
  for (const callee of callees) {
    result = result.replace(new RegExp(`(=\\s*)(${callee}\\s*\\()`, 'g'), '$1/* @__PURE__ */ $2');
  }
  return result;
};
