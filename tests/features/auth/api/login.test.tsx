import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { act, renderHook } from '../../../test-utils';
import { http, HttpResponse } from 'msw';
import { useLogin } from '@/features/auth/api/login';
import { USER_KEY, useUserStore } from '@/stores/use-user-store';
import { useLanguageStore } from '@/stores/use-language-store';
import { ApiError } from '@/lib/api-client';
import { DEMO_ACCOUNT } from '#contracts/demo';
import { DEMO_USER } from '@/mocks/handlers/auth';
import { server } from '@/mocks/node';

const onSecondFactor = vi.fn();
/** The hook on /login, inside a router (a completed sign-in opens /protected), with where it is now. */
const renderLogin = () => {
  const router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/login']}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ ...useLogin(onSecondFactor), pathname: useLocation().pathname }), { wrapper: router });
};

const answerLogin = (answer: () => Response) => server.use(http.post('*/api/login', answer));

describe('useLogin', () => {
  it('posts the credentials and stores the user on success', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/login', async ({ request }) => {
        bodies.push(await request.clone().json());
        return undefined;
      }),
    );
    const { result } = renderLogin();

    await act(() => result.current.submit({ ...DEMO_ACCOUNT }));
    expect(result.current.error).toBeNull();

    expect(bodies).toEqual([{ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, language: 'en' }]);
    expect(useUserStore.getState().user).toEqual(DEMO_USER);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(DEMO_USER);
    expect(result.current.pathname).toBe('/protected');
  });

  it("opens the staff area in the account's language, which replaces the visitor's choice only now", async () => {
    useLanguageStore.setState({ chosen: 'en', visited: 'en' });
    answerLogin(() => HttpResponse.json({ user: { ...DEMO_USER, language: 'ar' } }));
    const { result } = renderLogin();
    expect(useLanguageStore.getState().chosen).toBe('en');

    await act(() => result.current.submit({ ...DEMO_ACCOUNT }));
    expect(useLanguageStore.getState()).toMatchObject({ chosen: 'ar', visited: 'ar' });
    expect(useUserStore.getState().user?.language).toBe('ar');
  });

  it('hands the code step on, and stores nothing until it is done', async () => {
    answerLogin(() => HttpResponse.json({ next: 'code' }));
    const { result } = renderLogin();

    await act(() => result.current.submit({ ...DEMO_ACCOUNT }));
    expect(result.current.error).toBeNull();
    expect(onSecondFactor).toHaveBeenCalledOnce();
    expect(useUserStore.getState().user).toBeNull();
    expect(result.current.pathname).toBe('/login');
  });

  it('keeps only the display profile of the answer: never a token', async () => {
    const profile = { id: '12', name: 'Guest', email: 'guest@example.com', role: 'admin', language: 'en' };
    answerLogin(() => HttpResponse.json({ user: { ...profile, token: 't', roles: ['x'] } }));
    const { result } = renderLogin();

    await act(() => result.current.submit({ ...DEMO_ACCOUNT }));
    expect(result.current.error).toBeNull();
    expect(useUserStore.getState().user).toStrictEqual(profile);
    expect(localStorage.getItem(USER_KEY)).not.toMatch(/token/);
  });

  it('fails with a 429 when sign-in is slowed down', async () => {
    answerLogin(() =>
      HttpResponse.json(
        { error: 'too_many_attempts', retryAt: '2026-11-23T13:00:00Z' },
        { status: 429, headers: { 'Retry-After': '60' } },
      ),
    );
    const { result } = renderLogin();

    await act(() => result.current.submit({ ...DEMO_ACCOUNT }));
    expect(result.current.error).toMatchObject({ kind: 'http', status: 429 });
    expect(useUserStore.getState().user).toBeNull();
  });

  it('fails with a 401 on wrong credentials and stores nothing', async () => {
    const { result } = renderLogin();

    await act(() => result.current.submit({ email: DEMO_ACCOUNT.email, password: 'wrong' }));
    expect(result.current.pending).toBe(false);

    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ kind: 'http', status: 401 });
    expect(useUserStore.getState().user).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('fails with a 5xx when the server is at fault, without retrying', async () => {
    let calls = 0;
    answerLogin(() => {
      calls += 1;
      return new HttpResponse(null, { status: 500 });
    });
    const { result } = renderLogin();

    await act(() => result.current.submit({ ...DEMO_ACCOUNT }));
    expect(result.current.pending).toBe(false);

    expect(result.current.error).toMatchObject({ kind: 'http', status: 500, message: 'Error: Internal Server Error' });
    expect(calls).toBe(1);
    expect(useUserStore.getState().user).toBeNull();
  });

  it('fails with a network error when the server is out of reach', async () => {
    answerLogin(() => HttpResponse.error());
    const { result } = renderLogin();

    await act(() => result.current.submit({ ...DEMO_ACCOUNT }));
    expect(result.current.pending).toBe(false);

    expect(result.current.error).toMatchObject({ kind: 'network' });
    expect(useUserStore.getState().user).toBeNull();
  });

  it.each([
    ['a list', () => HttpResponse.json([DEMO_USER])],
    ['a bare user (not under `user`)', () => HttpResponse.json(DEMO_USER)],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])('rejects an answer that is %s', async (_name, answer) => {
    answerLogin(answer);
    const { result } = renderLogin();

    await act(() => result.current.submit({ ...DEMO_ACCOUNT }));
    expect(result.current.pending).toBe(false);

    expect(result.current.error).toMatchObject({ kind: 'invalid' });
    expect(useUserStore.getState().user).toBeNull();
  });
});

describe('useLogin double submit', () => {
  it('sends one request when submitted twice while pending', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/login', () => {
        calls += 1;
        return undefined;
      }),
    );
    const { result } = renderLogin();
    await act(async () => {
      const first = result.current.submit({ ...DEMO_ACCOUNT });
      const second = result.current.submit({ ...DEMO_ACCOUNT });
      await Promise.all([first, second]);
    });
    expect(calls).toBe(1);
    expect(useUserStore.getState().user).toEqual(DEMO_USER);
  });
});
