import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { InboxFilter, InboxList } from '#contracts/inbox';
import { INBOX_PAGE } from '#contracts/inbox-schema';
import { inboxEndpoints } from './inbox-endpoints';

/** The filter that shows everything: every stage, owner and next step, no search. */
export const ALL_ITEMS: InboxFilter = { stage: null, owner: null, due: null, q: '' };

/** `stage=new&owner=mine&due=today&q=mona`: only what is set (the API's query and the inbox page's address alike). */
export function inboxSearch({ stage, owner, due, q }: InboxFilter) {
  const query = new URLSearchParams();
  if (stage) query.set('stage', stage);
  if (owner) query.set('owner', owner);
  if (due) query.set('due', due);
  if (q.trim()) query.set('q', q.trim());
  return query;
}

/** GET /api/inbox with `filter`, its first `limit` rows; an answer that is no list fails as an `invalid` ApiError. */
export async function getInbox(
  filter: InboxFilter,
  limit: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<InboxList> {
  const { list } = await inboxEndpoints();
  const { stage, owner, due, q } = filter;
  return callEndpoint(list, {
    // The first page is the server's own default: its address is the plain one.
    query: {
      stage: stage ?? '',
      owner: owner ?? '',
      due: due ?? '',
      q: q.trim(),
      limit: limit === INBOX_PAGE ? '' : limit,
    },
    signal,
  });
}

/** Every inbox query starts with this key, so one invalidation refreshes lists, counts and items. */
export const inboxKey = (userId: string | null) => ['inbox', userId] as const;

/** A list's key: `[...inboxKey, 'list', stage, owner, due, q, limit]`. */
export const inboxListKey = (userId: string | null, { stage, owner, due, q }: InboxFilter, limit: number) =>
  [...inboxKey(userId), 'list', stage, owner, due, q.trim(), limit] as const;

/** The list with `filter`, its first `limit` rows (a page unless "Show more" asked for more). */
export const getInboxQueryOptions = (userId: string | null, filter: InboxFilter, limit = INBOX_PAGE) =>
  queryOptions({
    queryKey: inboxListKey(userId, filter, limit),
    queryFn: ({ signal }) => getInbox(filter, limit, { signal }),
    // The team works from it: keep it fresh.
    staleTime: 30_000,
  });

/** The inbox list's first `limit` rows; idle while no user is stored. Keeps the last rows while a new filter or more rows load. */
export function useInbox(filter: InboxFilter, limit: number) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({
    ...getInboxQueryOptions(userId, filter, limit),
    enabled: loggedIn,
    placeholderData: (previous) => previous,
  });
}

/**
 * How many items need action (new, late, or waiting for a decision), for the navigation's badge:
 * the counts of the unfiltered list, so the list page and the badge share one request.
 */
export function useNeedsActionCount(enabled: boolean) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({
    ...getInboxQueryOptions(userId, ALL_ITEMS),
    enabled: loggedIn && enabled,
    select: (list) => list.counts.needsAction,
  });
}
