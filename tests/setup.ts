import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetMockInbox } from '@/mocks/handlers/inbox';
import { server } from '@/mocks/node';
import { resetStores } from './test-utils';

// Lazy page chunks are transformed on first use; give them time on a slow machine.
configure({ asyncUtilTimeout: 5000 });

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
  resetStores();
  resetMockInbox();
  // jsdom has none; a test may have stubbed it (tests/media-query.ts).
  Reflect.deleteProperty(window, 'matchMedia');
  if (errors.length > 0)
    throw new Error(`console.error was called:\n${errors.map((args) => args.join(' ')).join('\n')}`);
});

afterAll(() => server.close());
