import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { StaffRef } from '#contracts/inbox';
import { inboxKey } from './get-inbox';
import { inboxEndpoints } from './inbox-endpoints';

/** GET /api/inbox/colleagues: a colleague that cannot be read is left out. */
export async function getColleagues({ signal }: { signal?: AbortSignal } = {}): Promise<StaffRef[]> {
  const { colleagues } = await inboxEndpoints();
  return (await callEndpoint(colleagues, { signal })).colleagues;
}

export const colleaguesKey = (userId: string | null) => [...inboxKey(userId), 'colleagues'] as const;

export const getColleaguesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: colleaguesKey(userId),
    queryFn: ({ signal }) => getColleagues({ signal }),
    // The team changes rarely: asked once a session, and again after ten minutes.
    staleTime: 10 * 60_000,
  });

/** The staff an item can be assigned to; idle while no user is stored. */
export function useColleagues() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({ ...getColleaguesQueryOptions(userId), enabled: loggedIn });
}
