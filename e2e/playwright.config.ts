import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { HOST_URL } from './support/environment';

// Debian's chromium (installed by `npm test` when missing); Playwright never downloads a browser here.

// Projects:
//   servers      global setup: starts the API (fresh PGlite) and the four static servers from the builds
//   stop servers global teardown (runs after everything that depends on "servers"): stops the servers,
//                then fails the run if the API's log holds personal data, a one-time code or a token
//   chromium     the browser tests (tests/*.spec.ts), one worker, in file order
//   flows        the business flows that change demo figures other tests assert (flows/*.spec.ts):
//                they run after every chromium test, on the same servers
//   compose      docker-compose.yml checks; no browser, no servers (`--project=compose` runs them alone)
//   log scanner  unit tests of the teardown's log scanner (support/personal-data.ts); no browser, no servers
export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: HOST_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    { name: 'servers', testMatch: 'setup/servers.setup.ts', teardown: 'stop servers' },
    { name: 'stop servers', testMatch: 'setup/servers.teardown.ts' },
    { name: 'compose', testMatch: 'tests/compose.spec.ts' },
    { name: 'log scanner', testMatch: 'support/personal-data.test.ts' },
    {
      name: 'chromium',
      testMatch: 'tests/**/*.spec.ts',
      testIgnore: 'tests/compose.spec.ts',
      dependencies: ['servers'],
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      name: 'flows',
      testMatch: 'flows/**/*.spec.ts',
      dependencies: ['servers', 'chromium'],
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
});
