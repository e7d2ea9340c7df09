import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, signInDemo, waitFor } from '../../../test-utils';
import type { ReactNode } from 'react';
import { logout } from '@/features/auth/api/logout';
import { USER_KEY, useUserStore } from '@/stores/use-user-store';
import { CART_KEY, useCartStore } from '@/features/cart/stores/use-cart-store';
import { useNavigation } from '@/features/navigation/api/get-navigation';
import { createQueryClient } from '@/lib/query-client';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { hasMockSession } from '@/mocks/session';

it('ends the session on the server, forgets the user and the cached navigation, and keeps the cart', async () => {
  signInDemo();
  useCartStore.getState().setQuantity('massage', 2);
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useNavigation(), { wrapper });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  const cachedNavigation = () =>
    queryClient.getQueriesData({ queryKey: ['navigation'] }).filter(([, data]) => data !== undefined);
  expect(cachedNavigation()).toHaveLength(1);

  await act(() => logout(queryClient));

  expect(useUserStore.getState().user).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
  expect(cachedNavigation()).toEqual([]);
  expect(result.current.data).toBeUndefined();
  expect(useCartStore.getState().items).toEqual({ massage: 2 });
  expect(localStorage.getItem(CART_KEY)).toBe('{"massage":2}');
});

it('forgets the user even when the server cannot be reached', async () => {
  server.use(http.post('*/api/logout', () => HttpResponse.error()));
  signInDemo();
  const queryClient = createQueryClient();
  queryClient.setQueryData(['inbox', 'demo-1', 'list', null, ''], { items: [], counts: {} });
  await logout(queryClient);
  expect(useUserStore.getState().user).toBeNull();
  expect(queryClient.getQueryCache().getAll()).toEqual([]);
});

it('posts /api/logout, which ends the mock session', async () => {
  signInDemo();
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => calls.push(`${request.method} ${new URL(request.url).pathname}`));
  await logout(createQueryClient());
  server.events.removeAllListeners();
  expect(calls).toContain('POST /api/logout');
  expect(hasMockSession()).toBe(false);
});
