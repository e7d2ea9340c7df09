import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import site from '../vite.config.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The test files that mock a module (vi.mock, vi.doMock) or reset the module cache (vi.resetModules),
 * found by reading them, so a new one is isolated without being listed anywhere.
 */
function filesThatMockModules(): string[] {
  return readdirSync(path.join(root, 'tests'), { recursive: true, encoding: 'utf8' })
    .map((file) => `tests/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('tests/e2e/'))
    .filter((file) => /\bvi\.(mock|doMock|resetModules)\s*[(<]/.test(readFileSync(path.join(root, file), 'utf8')))
    .sort();
}

/** The unit tests (npm test): the site's own Vite config (the '@' alias, the React plugin) in jsdom. */
export default defineConfig((env) => {
  const isolated = filesThatMockModules();
  return mergeConfig(site(env), {
    test: {
      root,
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      restoreMocks: true,
      // Ceilings that stop a hung run, not budgets: a loaded machine makes a test slower, never red.
      // Tests wait for conditions (findBy…, waitFor; their ceiling is in tests/setup.ts), never for time.
      testTimeout: 5 * 60_000,
      hookTimeout: 5 * 60_000,
      unstubEnvs: true,
      unstubGlobals: true,
      // Vitest's default leaves one core idle; the main process only reports, so use them all.
      maxWorkers: '100%',
      projects: [
        {
          // Most files share one jsdom and one module cache per worker: building a jsdom and importing
          // the app, msw and Testing Library again for every file cost more than the tests themselves.
          // tests/setup.ts runs again before each file: it unmounts what each test rendered and resets
          // the stores, storage and request handlers.
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/**/*.test.{ts,tsx}'],
            exclude: ['tests/e2e/**', 'node_modules/**', ...isolated],
            isolate: false,
          },
        },
        // Files that mock a module or reset the module cache get a fresh one of their own,
        // so neither reaches the files that run after them.
        ...(isolated.length > 0
          ? [{ extends: true, test: { name: 'isolated', include: isolated, isolate: true } }]
          : []),
      ],
    },
  });
});
