import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { InboxItem } from '../types';
import { INBOX_PATH, inboxKey } from './get-inbox';

export const inboxItemUrl = (reference: string) => `${INBOX_PATH}/${encodeURIComponent(reference)}`;

export async function getInboxItem(reference: string, { signal }: { signal?: AbortSignal } = {}): Promise<InboxItem> {
  const [{ parseInboxItem }, raw] = await Promise.all([
    import('./inbox-schema'),
    apiGet(inboxItemUrl(reference), { signal }),
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
