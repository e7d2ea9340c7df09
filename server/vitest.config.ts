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
    environment: 'node',
    // Each file starts databases and servers; one at a time keeps two cores from timing out.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
