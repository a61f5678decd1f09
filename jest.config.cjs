/**
 * Every front-end package's unit tests in one jest run (`npm test`'s unit stage): one process
 * schedules all test files on every core, instead of one jest start per package. Each project is the
 * package's own jest.config.cjs, so `cd <package> && npx jest` runs the same tests alone.
 */
const { TEST_TIMEOUT_MS } = require('./jest.preset.cjs');
const { UNIT_TEST_PACKAGES } = require('./scripts/lib/unit-test-packages.cjs');

module.exports = {
  testTimeout: TEST_TIMEOUT_MS,
  projects: UNIT_TEST_PACKAGES.map((name) => `<rootDir>/${name}/jest.config.cjs`),
};
