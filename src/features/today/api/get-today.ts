import { useQuery } from '@tanstack/react-query';
import { TODAY_ENDPOINTS } from '#contracts/endpoints/today';
import { callEndpoint } from '@/lib/api-client';
import { useUserStore } from '@/stores/use-user-store';

/** GET /api/today: the counts of the Today page, asked again on opening and on return to the tab (the day moves on). */
export function useToday() {
  const userId = useUserStore((state) => state.user?.id ?? null);
  return useQuery({
    queryKey: ['today', userId] as const,
    queryFn: ({ signal }) => callEndpoint(TODAY_ENDPOINTS.today, { signal }),
    enabled: userId !== null,
    staleTime: 30_000,
    refetchOnMount: 'always',
  });
}
