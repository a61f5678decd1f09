/**
 * Marks every emitted script for eager compilation with V8's explicit compile hint, the magic
 * comment `//# allFunctionsCalledOnLoad` on its first line (Chromium 136+; other engines read a
 * comment). Without it V8 compiles a function lazily, on the main thread, the first time it runs;
 * start-up runs nearly every module factory of the start-up chunks once, so on a phone about a third
 * of their evaluation was compilation. With it the functions are compiled while the script streams
 * in, on a background thread. docs/performance.md, "Compile hints: scripts compiled off the main
 * thread", has the figures.
 *
 * Added after minification (which would drop the comment) and before the real content hash, so
 * the file names still name the exact bytes served.
 */
const PLUGIN_NAME = 'CompileHintsPlugin';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const SCRIPT_FILE = /\.m?js$/;

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (SCRIPT_FILE.test(file)) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT };
