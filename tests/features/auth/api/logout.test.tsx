import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '../../../test-utils';
import type { ReactNode } from 'react';
import { logout } from '@/features/auth/api/logout';
import { USER_KEY, useUserStore } from '@/stores/use-user-store';
import { CART_KEY, useCartStore } from '@/features/cart/stores/use-cart-store';
import { useNavigation } from '@/features/navigation/api/get-navigation';
import { createQueryClient } from '@/lib/query-client';
import { DEMO_USER } from '@/mocks/handlers/auth';

it('forgets the user and the cached navigation, and keeps the cart', async () => {
  useUserStore.getState().setUser({ ...DEMO_USER });
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

  act(() => logout(queryClient));

  expect(useUserStore.getState().user).toBeNull();
  expect(localStorage.getItem(USER_KEY)).toBeNull();
  expect(cachedNavigation()).toEqual([]);
  expect(result.current.data).toBeUndefined();
  expect(useCartStore.getState().items).toEqual({ massage: 2 });
  expect(localStorage.getItem(CART_KEY)).toBe('{"massage":2}');
});
