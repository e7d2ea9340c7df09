import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { InboxFilter, InboxList } from '#contracts/inbox';
import { API_PATHS } from '#contracts/api-paths';

/** `status=new&q=mona`: only what is set (the API's query and the inbox page's address alike). */
export function inboxSearch({ status, q }: InboxFilter) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (q.trim()) query.set('q', q.trim());
  return query;
}

/** `/api/inbox?status=new&q=mona`. */
function inboxUrl(filter: InboxFilter) {
  const search = inboxSearch(filter).toString();
  return search ? `${API_PATHS.inbox}?${search}` : API_PATHS.inbox;
}

export async function getInbox(filter: InboxFilter, { signal }: { signal?: AbortSignal } = {}): Promise<InboxList> {
  const [{ parseInboxList }, raw] = await Promise.all([import('./inbox-schema'), apiGet(inboxUrl(filter), { signal })]);
  return parseInboxList(raw);
}

/** Every inbox query starts with this key, so one invalidation refreshes lists, counts and items. */
export const inboxKey = (userId: string | null) => ['inbox', userId] as const;

export const getInboxQueryOptions = (userId: string | null, filter: InboxFilter) =>
  queryOptions({
    queryKey: [...inboxKey(userId), 'list', filter.status, filter.q.trim()],
    queryFn: ({ signal }) => getInbox(filter, { signal }),
    // The team works from it: keep it fresh.
    staleTime: 30_000,
  });

/** The inbox list; idle while no user is stored. Keeps the last rows while a new filter loads. */
export function useInbox(filter: InboxFilter) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({
    ...getInboxQueryOptions(userId, filter),
    enabled: loggedIn,
    placeholderData: (previous) => previous,
  });
}

/** The number of new items, for the navigation's badge (the same answer as the unfiltered list). */
export function useNewCount(enabled: boolean) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({
    ...getInboxQueryOptions(userId, { status: null, q: '' }),
    enabled: loggedIn && enabled,
    select: (list) => list.counts.new,
  });
}
