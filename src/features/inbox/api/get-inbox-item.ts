import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { InboxItem } from '#contracts/inbox';
import { inboxKey } from './get-inbox';
import { inboxEndpoints } from './inbox-endpoints';

/** GET /api/inbox/:reference; an answer that is no item fails as an `invalid` ApiError. */
export async function getInboxItem(reference: string, { signal }: { signal?: AbortSignal } = {}): Promise<InboxItem> {
  const { item } = await inboxEndpoints();
  return (await callEndpoint(item, { params: { reference }, signal })).item;
}

/** An item's key: under `inboxKey`, so the invalidation that refreshes the lists refreshes it too. */
export const inboxItemKey = (userId: string | null, reference: string) =>
  [...inboxKey(userId), 'item', reference] as const;

export const getInboxItemQueryOptions = (userId: string | null, reference: string) =>
  queryOptions({
    queryKey: inboxItemKey(userId, reference),
    queryFn: ({ signal }) => getInboxItem(reference, { signal }),
    // Another staff member's change shows on reload (and on focus after this).
    staleTime: 10_000,
  });

export function useInboxItem(reference: string) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({ ...getInboxItemQueryOptions(userId, reference), enabled: loggedIn });
}
