import { ApiError } from '@/lib/api-client';
import { retryDelay, shouldRetry } from '@/lib/query-client';

const http = (status: number) => new ApiError('http', `Error ${status}`, { status });

describe('retry policy', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 429]) expect(shouldRetry(0, http(status))).toBe(false);
  });

  it('never retries an unusable answer or an error of our own', () => {
    expect(shouldRetry(0, new ApiError('invalid', 'bad'))).toBe(false);
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('retries a network failure or a 5xx at most twice', () => {
    for (const error of [new ApiError('network', 'offline'), http(500), http(503)]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetry(failures, error))).toEqual([true, true, false, false]);
    }
  });

  it('backs off 0.5 s, then 1.5 s', () => {
    expect([retryDelay(0), retryDelay(1)]).toEqual([500, 1500]);
  });
});
