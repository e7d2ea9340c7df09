import { defineConfig } from 'vitest/config';

/**
 * The server tests: real servers on loopback, one fresh database per file
 * (embedded in a temporary folder, or a new database on TEST_DATABASE_URL's server).
 */
export default defineConfig({
  resolve: { alias: { '@': new URL('../src', import.meta.url).pathname } },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['server/tests/**/*.test.ts'],
    globalSetup: ['server/tests/support/embedded-templates.ts'],
    setupFiles: ['server/tests/support/leftovers.ts'],
    environment: 'node',
    // Two files at a time: one file keeps about 1.3 of the two cores busy (PGlite runs in the test's own
    // process), so a second fills the gap. Each file has its own databases, folders, ports and processes.
    fileParallelism: true,
    maxWorkers: 2,
    // Ceilings that stop a hung run, not budgets: a loaded machine makes a test slower, never red
    // (a staff CLI test of nine processes took over 60 s at a load average of 10). Tests wait for
    // conditions, never for time.
    testTimeout: 10 * 60_000,
    hookTimeout: 10 * 60_000,
  },
});
