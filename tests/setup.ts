import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { server } from '@/mocks/node';
import { resetStores } from './test-utils';

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
  cleanup();
  server.resetHandlers();
  resetStores();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0)
    throw new Error(`console.error was called:\n${errors.map((args) => args.join(' ')).join('\n')}`);
});

afterAll(() => server.close());
