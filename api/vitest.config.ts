import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One migrated, seeded database that every test app copies (test/support/database-template.ts).
    globalSetup: ['test/support/database-template.ts'],
    // Both cores: a test file spends most of its time in its own process's database and handlers.
    maxWorkers: 2,
    minWorkers: 1,
    // A timeout catches a hung test, never a slow one: speed is measured by the benches. CI machines
    // run this suite up to twice as slow as a quiet one, with other suites beside it.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    reporters: ['default'],
  },
});
