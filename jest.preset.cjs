/**
 * Jest preset shared by every front-end package: jsdom, SWC transform (TSX, automatic JSX
 * runtime) and the browser APIs Chakra needs that jsdom lacks (see jest.setup.cjs).
 */
const path = require('node:path');

// Screen tests type into dialogs and wait for queries; on a loaded 2-core CI machine a few take
// longer than jest's 5 s default without anything being wrong. A global option: the root
// jest.config.cjs (all packages in one run) sets it too.
const TEST_TIMEOUT_MS = 30_000;

function jestPreset(packageDir) {
  return {
    rootDir: packageDir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      // Message catalogues, compiled as the build compiles them (webpack/catalogue-loader.cjs).
      '/src/(.+/)?i18n/[a-z]+\\.json$': path.join(__dirname, 'jest-catalogue-transform.cjs'),
      '^.+\\.(t|m?j)sx?$': [
        require.resolve('@swc/jest', { paths: [packageDir] }),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Workspace packages are TypeScript source reached through symlinks: transform them too. jotai and
    // Lingui are published as ES modules only, which jest's CommonJS module system cannot load as they are.
    transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(shared-auth|shared-ui|shared-contracts|jotai@|@lingui\\+|@messageformat\\+))'],
    moduleNameMapper: {
      '\\.(css|svg|png|jpg|gif|woff2)$': path.join(__dirname, 'jest.file-stub.cjs'),
      // The host's sidebar reads its part of the table of pages through a query (webpack/host-tables-loader.cjs).
      '^(.*/pages\\.json)\\?nav$': '$1',
    },
    setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
    testEnvironmentOptions: { customExportConditions: [''] },
    testTimeout: TEST_TIMEOUT_MS,
  };
};

module.exports = jestPreset;
module.exports.TEST_TIMEOUT_MS = TEST_TIMEOUT_MS;
