import type { QueryClient } from '@tanstack/react-query';
import { useUserStore } from '@/stores/use-user-store';

/**
 * Forgets the stored user (other tabs follow through the storage event) and
 * every cached answer, the navigation included: all of it was fetched as that user.
 * The cart stays: it belongs to the device, not the account.
 */
export function logout(queryClient: QueryClient) {
  useUserStore.getState().clearUser();
  queryClient.clear();
}
