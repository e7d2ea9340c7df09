import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { inboxItemPath } from '#contracts/api-paths';
import type { InboxItem } from '#contracts/inbox';
import { inboxKey } from './get-inbox';

export async function getInboxItem(reference: string, { signal }: { signal?: AbortSignal } = {}): Promise<InboxItem> {
  const [{ parseInboxItem }, raw] = await Promise.all([
    import('./inbox-schema'),
    apiGet(inboxItemPath(reference), { signal }),
  ]);
  return parseInboxItem(raw);
}

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
