import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

export const MAX_RETRIES = 2;
/** Waits before the first and the second retry: an error shows about two seconds after the first failure. */
export const RETRY_DELAYS_MS = [500, 1500] as const;

/**
 * Retries only what may pass on a second try: no answer at all, or a 5xx.
 * A 4xx, an unusable answer or a bug in our own code fails at once.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(error)) return false;
  return error.kind === 'network' || (error.kind === 'http' && error.status >= 500);
}

export const retryDelay = (failureCount: number) =>
  RETRY_DELAYS_MS[Math.min(failureCount, RETRY_DELAYS_MS.length - 1)] ?? 0;

/** The app's one QueryClient; create it once, in the provider. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 5 * 60 * 1000,
        // Kept for the whole session; logout clears it.
        gcTime: Infinity,
        // Refetches on focus only once the data is stale.
        refetchOnWindowFocus: true,
        // Offline, fail with a network error instead of pausing behind a spinner forever.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
