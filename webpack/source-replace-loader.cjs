/**
 * Exact text replacements in one third-party file. Each `from` must occur exactly once: after an
 * upgrade changes the file, the build fails instead of silently shipping the unpatched code.
 *
 * Used for Chakra's createSystem (styled-system/system.js): it computes the global CSS (preflight,
 * global styles and every token's CSS variable, `_global`) eagerly, the largest part of creating
 * the system. The portal ships that CSS in the HTML, generated at build time
 * (webpack/prerender-plugin.cjs), so `_global` is made a lazy getter: it is computed only where it
 * is read (ChakraProvider without the pre-built CSS: tests, the remotes' dev shells, the build-time
 * render itself). docs/performance.md, "Chakra's global CSS at build time".
 */
module.exports = function sourceReplaceLoader(source) {
  const { replacements } = this.getOptions();
  let result = source;
  for (const { from, to } of replacements) {
    const count = result.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `source-replace-loader: expected exactly one ${JSON.stringify(from)} in ${this.resourcePath}, found ${count}; ` +
          'the file changed: update the replacement in webpack/federated-app.cjs (or drop the rule if no longer needed).',
      );
    }
    result = result.replace(from, () => to);
  }
  return result;
};
