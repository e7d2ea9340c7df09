import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CEILINGS, WAIT_OPTIONS } from './support/ceilings';

/**
 * Browser tests against the production build.
 * - Chromium: Debian's /usr/bin/chromium when present (nothing is downloaded);
 *   set CHROMIUM_PATH to use another build.
 * - Server: `vite preview` on port 4173, unless E2E_BASE_URL points at a running
 *   server (the nginx check uses this to run the same smoke tests behind nginx).
 */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const externalBaseUrl = process.env.E2E_BASE_URL;
const port = 4173;

export default defineConfig({
  testDir: '.',
  outputDir: '../../test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Never retried: a test that passes only on a second try is a failing test, and CI must say so.
  retries: 0,
  workers: 2,
  // Ceilings for a hung run, not budgets (support/ceilings.ts).
  timeout: CEILINGS.test,
  expect: { timeout: CEILINGS.wait },
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...WAIT_OPTIONS,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
        cwd: '../..',
        url: `http://127.0.0.1:${port}`,
        reuseExistingServer: !process.env.CI,
        timeout: CEILINGS.webServer,
      },
});
