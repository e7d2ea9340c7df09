import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CEILINGS, WAIT_OPTIONS } from '../support/ceilings';

/**
 * Browser tests against the real server as `npm start` runs it (dist-server/main.js) on the current build, with no mock
 * anywhere: each spec starts its own server on a fresh embedded database and reads what was
 * stored. Specs here end in `.real.ts`, so the `vite preview` suite (../playwright.config.ts)
 * never picks them up. Run `npm run build` first (it builds the server too).
 */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.real.ts',
  outputDir: '../../../test-results/real-server',
  forbidOnly: !!process.env.CI,
  // Never retried: a test that passes only on a second try is a failing test.
  retries: 0,
  workers: 1,
  // Ceilings for a hung run, not budgets (../support/ceilings.ts).
  timeout: CEILINGS.test,
  expect: { timeout: CEILINGS.wait },
  reporter: 'list',
  use: {
    trace: 'retain-on-failure',
    ...WAIT_OPTIONS,
    launchOptions: { executablePath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
