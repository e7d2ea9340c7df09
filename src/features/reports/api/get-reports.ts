import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import type { DateRange } from '#contracts/date-range';
import { REPORT_ENDPOINTS } from '#contracts/endpoints/reports';
import type { ReportsAnswer } from '#contracts/reports';

/** GET /api/reports for the period; an answer that is no report fails as an `invalid` ApiError. */
export const getReports = (
  { from, to }: DateRange,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReportsAnswer> => callEndpoint(REPORT_ENDPOINTS.reports, { query: { from, to }, signal });

/** One entry per signed-in member and period: signing out (or another member) never shows the last one's figures. */
export const reportsKey = (userId: string | null, { from, to }: DateRange) => ['reports', userId, from, to] as const;

export const getReportsQueryOptions = (userId: string | null, range: DateRange) =>
  queryOptions({
    queryKey: reportsKey(userId, range),
    queryFn: ({ signal }) => getReports(range, { signal }),
    // Figures move as the team works: a minute old is fresh enough to read, not to keep for long.
    staleTime: 60_000,
  });

/** The reports for `range`; idle while nobody is signed in. */
export function useReports(range: DateRange) {
  const userId = useUserStore((state) => state.user?.id ?? null);
  const loggedIn = useUserStore((state) => state.user !== null);
  return useQuery({ ...getReportsQueryOptions(userId, range), enabled: loggedIn });
}
