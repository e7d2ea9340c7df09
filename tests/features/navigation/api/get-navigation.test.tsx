import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, signInDemo, waitFor } from '../../../test-utils';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { useNavigation } from '@/features/navigation/api/get-navigation';
import { ApiError } from '@/lib/api-client';
import { createQueryClient, MAX_RETRIES, RETRY_DELAYS_MS } from '@/lib/query-client';
import { DEMO_USER } from '@/mocks/handlers/auth';
import { navigationPayload } from '@/mocks/handlers/navigation';
import { server } from '@/mocks/node';

function renderNavigation() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useNavigation(), { wrapper }) };
}

/** Answers GET /ui/protected/nav with `answer` and counts the calls. */
function answerNavigation(answer: () => Response) {
  const calls = { count: 0 };
  server.use(
    http.get('*/ui/protected/nav', () => {
      calls.count += 1;
      return answer();
    }),
  );
  return calls;
}

const signIn = () => signInDemo();

describe('useNavigation', () => {
  afterEach(() => focusManager.setFocused(undefined));

  it('waits, without calling, while no user is stored', async () => {
    const calls = answerNavigation(() => HttpResponse.json(navigationPayload));
    const { result } = renderNavigation();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.fetchStatus).toBe('idle');
    expect(calls.count).toBe(0);
  });

  it('loads the navigation for the stored user and caches it under the user’s id', async () => {
    signIn();
    const { result, queryClient } = renderNavigation();

    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(navigationPayload);
    expect(queryClient.getQueryData(['navigation', DEMO_USER.id])).toEqual(navigationPayload);
  });

  it('drops the unsafe items of an otherwise valid answer', async () => {
    signIn();
    answerNavigation(() =>
      HttpResponse.json({
        ...navigationPayload,
        navbarMenu: [
          { id: 'evil', title: { en: 'Win', ar: 'اربح' }, to: 'javascript:alert(1)' },
          ...navigationPayload.navbarMenu,
        ],
      }),
    );
    const { result } = renderNavigation();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.navbarMenu).toEqual(navigationPayload.navbarMenu);
  });

  it('fails at once on a 4xx, with "Error: {status text}"', async () => {
    signIn();
    const calls = answerNavigation(() => new HttpResponse(null, { status: 401 }));
    const { result } = renderNavigation();

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'http', status: 401, message: 'Error: Unauthorized' });
    expect(calls.count).toBe(1);
  });

  it.each([
    ['not an object', () => HttpResponse.json('menu')],
    ['missing the lists', () => HttpResponse.json({ navbarMenu: [] })],
    ['not JSON', () => new HttpResponse('<html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('fails at once on an answer %s', async (_name, answer) => {
    signIn();
    const calls = answerNavigation(answer);
    const { result } = renderNavigation();

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ kind: 'invalid' });
    expect(calls.count).toBe(1);
  });

  it('retries a 500 twice, then shows "Error: Internal Server Error" within five seconds', async () => {
    // The promise is the waits' sum, not this machine's speed: a busy machine only makes the test slower.
    expect(RETRY_DELAYS_MS.slice(0, MAX_RETRIES).reduce((sum, delay) => sum + delay, 0)).toBeLessThan(5000);
    signIn();
    const calls = answerNavigation(() => new HttpResponse(null, { status: 500 }));
    const { result } = renderNavigation();

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Error: Internal Server Error');
    expect(calls.count).toBe(3);
  });

  it('retries a network failure twice, then fails with a network error', async () => {
    signIn();
    const calls = answerNavigation(() => HttpResponse.error());
    const { result } = renderNavigation();

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ kind: 'network' });
    expect(calls.count).toBe(3);
  });

  it('succeeds when a retry does', async () => {
    signIn();
    let failures = 1;
    const calls = answerNavigation(() =>
      failures-- > 0 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json(navigationPayload),
    );
    const { result } = renderNavigation();

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.count).toBe(2);
  });

  it('refetches on window focus only once the answer is stale', async () => {
    signIn();
    const calls = answerNavigation(() => HttpResponse.json(navigationPayload));
    const { result } = renderNavigation();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    const refocus = () => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    };
    refocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.count).toBe(1);

    const sixMinutesLater = Date.now() + 6 * 60 * 1000;
    vi.spyOn(Date, 'now').mockReturnValue(sixMinutesLater);
    refocus();
    await waitFor(() => expect(calls.count).toBe(2));
  });
});
