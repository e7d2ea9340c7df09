import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, importEndpoints } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { NavigationPayload } from '#contracts/navigation';

/** Fetches and reads the logged-in navigation (spec §7) with the contract's schema; throws `ApiError` on any failure. */
export async function getNavigation({ signal }: { signal?: AbortSignal } = {}): Promise<NavigationPayload> {
  // The schema (and zod) loads with the first call, so only the logged-in layout downloads it.
  const { NAVIGATION_ENDPOINTS } = await importEndpoints(() => import('#contracts/endpoints/navigation'));
  return callEndpoint(NAVIGATION_ENDPOINTS.navigation, { signal });
}

/**
 * Keyed by user, so one account never sees another's menus. Not by language:
 * the payload carries both wordings. Retry, staleness and caching come from
 * `createQueryClient`.
 */
export const getNavigationQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: ['navigation', userId ?? null],
    queryFn: ({ signal }) => getNavigation({ signal }),
  });

/** The logged-in navigation, a staff member's or a family's (keyed by its reference); idle while nobody is signed in. */
export function useNavigation() {
  const loggedIn = useUserStore((state) => state.user !== null || state.family !== null);
  const key = useUserStore((state) => state.user?.id ?? state.family?.reference);
  return useQuery({ ...getNavigationQueryOptions(key), enabled: loggedIn });
}
