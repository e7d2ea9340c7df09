import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { NavigationPayload } from '#contracts/navigation';
import { API_PATHS } from '#contracts/api-paths';

/** Fetches and checks the logged-in navigation (spec §7); throws `ApiError` on any failure. */
export async function getNavigation({ signal }: { signal?: AbortSignal } = {}): Promise<NavigationPayload> {
  // The schema (and zod) is fetched alongside the data, so only the logged-in layout downloads it.
  const [{ parseNavigation }, raw] = await Promise.all([
    import('./navigation-schema'),
    apiGet(API_PATHS.navigation, { signal }),
  ]);
  return parseNavigation(raw);
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

/** The logged-in navigation; idle while no user is stored. */
export function useNavigation() {
  const loggedIn = useUserStore((state) => state.user !== null);
  const userId = useUserStore((state) => state.user?.id);
  return useQuery({ ...getNavigationQueryOptions(userId), enabled: loggedIn });
}
