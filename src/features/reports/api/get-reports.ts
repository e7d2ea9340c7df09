import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';
import { API_PATHS } from '#contracts/api-paths';
import type { DateRange } from '#contracts/date-range';
import type { ReportsAnswer } from '#contracts/reports';
import { invalidReports, parseReports } from './reports-schema';

/** `/api/reports?from=2026-03-01&to=2026-03-31`. */
export const reportsUrl = ({ from, to }: DateRange) => `${API_PATHS.reports}?${new URLSearchParams({ from, to })}`;

/** GET /api/reports for the period; an answer that is no report fails as an `invalid` ApiError. */
export async function getReports(range: DateRange, { signal }: { signal?: AbortSignal } = {}): Promise<ReportsAnswer> {
  const answer = parseReports(await apiGet(reportsUrl(range), { signal }));
  if (!answer) throw invalidReports();
  return answer;
}

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
