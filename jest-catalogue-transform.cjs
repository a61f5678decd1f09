/**
 * The unit tests' side of webpack/catalogue-loader.cjs: jest parses a transformed JSON file as JSON,
 * so the compiled catalogue is returned as JSON, as webpack serves it.
 */
const { compileCatalogue } = require('./webpack/catalogue-loader.cjs');

module.exports = {
  process(source, file) {
    return { code: compileCatalogue(source, file) };
  },
};
