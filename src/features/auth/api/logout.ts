import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { authEndpoints } from './auth-endpoints';

/**
 * Forgets the stored user (other tabs follow through the storage event) and every cached answer,
 * the navigation and the inbox included: all of it was fetched as that user. The cart stays: it
 * belongs to the device, not the account.
 */
export function forgetSession(queryClient: QueryClient) {
  useUserStore.getState().clearUser();
  queryClient.clear();
}

/**
 * Ends the session on the server (which revokes the cookie), then forgets it here whether or not
 * the call succeeded: signing out on this device never waits on, or fails with, the network.
 */
export async function logout(queryClient: QueryClient) {
  try {
    await callEndpoint((await authEndpoints()).logout, {});
  } catch {
    // Forgotten here anyway; a session the server still holds expires on its own.
  } finally {
    forgetSession(queryClient);
  }
}
