import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiGet } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { API_PATHS } from '#contracts/api-paths';
import type { StaffRef } from '#contracts/inbox';
import { inboxKey } from './get-inbox';

const colleaguesSchema = z.object({
  colleagues: z.array(z.unknown()),
});
const colleagueSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(32)),
  name: z.string().check(z.maxLength(200)),
});

/** `{ colleagues }` of GET /api/inbox/colleagues: a colleague that cannot be read is left out. */
export function parseColleagues(json: unknown): StaffRef[] {
  const result = colleaguesSchema.safeParse(json);
  if (!result.success)
    throw new ApiError('invalid', 'Invalid response: the colleagues are not what the inbox expects.', {
      cause: result.error,
    });
  return result.data.colleagues.flatMap((entry) => {
    const colleague = colleagueSchema.safeParse(entry);
    return colleague.success ? [colleague.data] : [];
  });
}

export async function getColleagues({ signal }: { signal?: AbortSignal } = {}): Promise<StaffRef[]> {
  return parseColleagues(await apiGet(API_PATHS.inboxColleagues, { signal }));
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
