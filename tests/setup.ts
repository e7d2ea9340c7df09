import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { server } from '@/mocks/node';
import { resetStores } from './test-utils';
import { resetMockState } from '@/mocks/state';

// findBy… and waitFor wait for their condition; this is a ceiling that stops a hung test, not a budget
// (lazy page chunks are transformed on first use, and a loaded machine takes its time). It stays below
// the test's ceiling (vitest.config.ts), so what is reported is the condition that never came.
configure({ asyncUtilTimeout: 2 * 60_000 });

// Any request the test did not plan for is a failure.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// React's and our own console errors (act warnings, failed prop types…) fail the test.
let consoleErrors: unknown[][] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  const errors = consoleErrors;
  consoleErrors = [];
  cleanup();
  vi.restoreAllMocks();
  server.resetHandlers();
  // A test's request recorders (tests/sent-requests.ts) end with it.
  server.events.removeAllListeners();
  resetStores();
  resetMockState();
  // jsdom has none; a test may have stubbed it (tests/media-query.ts).
  Reflect.deleteProperty(window, 'matchMedia');
  if (errors.length > 0)
    throw new Error(`console.error was called:\n${errors.map((args) => args.join(' ')).join('\n')}`);
});

afterAll(() => server.close());
